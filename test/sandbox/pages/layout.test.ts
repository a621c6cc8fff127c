import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, escapeHtml, page, paragraphs, safeImageUrl, safeUrl } from '../../../sandbox/pages/layout';
import { tags } from './html-checks';

describe('escapeHtml', () => {
  it('escapes everything that could open a tag, an entity or leave an attribute', () => {
    expect(escapeHtml(`<script>alert("x" & 'y')</script>`)).toBe('&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;');
  });

  it('leaves ordinary text, accents and emoji alone', () => {
    expect(escapeHtml('Agnes Brontë 🌹, 1941–2026')).toBe('Agnes Brontë 🌹, 1941–2026');
  });
});

describe('page', () => {
  const html = page({ title: 'A title', body: '<h1>Hello</h1>' });

  it('is a complete HTML5 document in English unless told otherwise', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<title>A title – Memorial Service (sandbox)</title>');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    expect(page({ title: 't', body: '', lang: 'cy' })).toContain('<html lang="cy">');
  });

  it('has a skip link to the <main> landmark and the modest service header', () => {
    expect(html).toMatch(/<a class="skip-link" href="#main">Skip to main content<\/a>/);
    expect(html).toMatch(/<main id="main" tabindex="-1">\s*<h1>Hello<\/h1>\s*<\/main>/);
    expect(html).toContain('<header class="site-header"><p>Memorial Service (sandbox)</p></header>');
    expect(html.indexOf('skip-link')).toBeLessThan(html.indexOf('<header'));
  });

  it('uses large type, visible focus rings and exactly one style block', () => {
    expect(html.match(/<style>/g)).toHaveLength(1);
    // 125% of the reader's default: 20px in a browser left at 16px.
    expect(html).toMatch(/html \{ font-size: 125%;/);
    expect(html).toMatch(/:focus-visible \{\s*outline: 3px solid/);
  });

  it('needs nothing from outside and runs no script, so it works offline and under the CSP', () => {
    expect(html).not.toMatch(/<script|<link|<iframe|@import|url\(/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    for (const tag of tags(html, 'a', 'img', 'form')) {
      for (const value of [tag.attributes.href, tag.attributes.src, tag.attributes.action]) {
        if (value !== undefined) expect(value).toMatch(/^(#|\/(?!\/))/);
      }
    }
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`);
    expect(CONTENT_SECURITY_POLICY).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'");
  });

  it('escapes the title and the language', () => {
    const hostile = page({ title: '</title><script>alert(1)</script>', body: '', lang: '"><script>' });
    expect(hostile).not.toContain('<script>');
    expect(hostile).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; – ');
  });
});

describe('paragraphs', () => {
  it('splits on blank lines and keeps single line breaks', () => {
    expect(paragraphs('One\nline two\n\n\nTwo\r\n  \r\nThree')).toBe('<p>One<br>\nline two</p>\n<p>Two</p>\n<p>Three</p>');
  });

  it('escapes what it wraps and drops empty paragraphs', () => {
    expect(paragraphs('\n\n<b>bold</b>\n\n   \n\n')).toBe('<p>&lt;b&gt;bold&lt;/b&gt;</p>');
  });
});

describe('safeUrl and safeImageUrl', () => {
  it('let through web addresses and paths on this site', () => {
    expect(safeUrl('https://example.org/give?x=1')).toBe('https://example.org/give?x=1');
    expect(safeUrl(' http://example.org ')).toBe('http://example.org');
    expect(safeUrl('/m/agnes/cover.jpg')).toBe('/m/agnes/cover.jpg');
  });

  it('refuse script, data, other schemes, other hosts without a scheme, and nothing', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>',
      'vbscript:x',
      '//evil.example/x',
      '/\\evil.example',
      'ftp://x',
      'https://exa mple.org',
      '',
    ]) {
      expect(safeUrl(bad)).toBeNull();
    }
    expect(safeUrl(null)).toBeNull();
    expect(safeUrl(undefined)).toBeNull();
  });

  it('allow inline images for an <img>, but never inline documents', () => {
    expect(safeImageUrl('data:image/jpeg;base64,AAAA')).toBe('data:image/jpeg;base64,AAAA');
    expect(safeImageUrl('data:text/html;base64,AAAA')).toBeNull();
    expect(safeImageUrl('/m/agnes/cover.jpg')).toBe('/m/agnes/cover.jpg');
    expect(safeImageUrl('javascript:alert(1)')).toBeNull();
  });
});
