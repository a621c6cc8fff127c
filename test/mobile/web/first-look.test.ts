// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { FirstLook } from '../../../core';
import { pictureFrom, showFirstLook } from '../../../mobile/web/first-look';

const BUILD = '/assets/first-screen-abc.js';

/**
 * The phone's first look (mobile/web/first-look.ts): shown over the page, inert and not read out,
 * only at a start that opens where it was taken and from the same build; whatever could run, load
 * or submit is taken out of it first.
 */
const look = (over: Partial<FirstLook> = {}): FirstLook => ({
  version: 1,
  keptAt: '2026-11-29T10:42:00.000Z',
  accountId: 'family-1',
  build: BUILD,
  place: '/memorials',
  lang: 'ar',
  dir: 'rtl',
  styles: ['/assets/MyMemorials-abc.css'],
  html: '<main><h1>My memorials</h1><a href="#/memorials/1">Harold Brennan</a></main>',
  ...over,
});

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.location.hash = '';
});

describe('the first look on the phone', () => {
  it('shows the picture over the page, taking every tap, inert and hidden from screen readers, in its own language, with its styles, and takes it away', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const putAway = await showFirstLook(look(), BUILD);
    const cover = document.querySelector<HTMLElement>('.first-look')!;
    const picture = cover.querySelector<HTMLElement>('.first-look__picture')!;
    expect(putAway).not.toBeNull();
    expect(picture.textContent).toContain('Harold Brennan');
    expect(cover.getAttribute('aria-hidden')).toBe('true');
    expect(cover.hasAttribute('inert')).toBe(false);
    expect(picture.hasAttribute('inert')).toBe(true);
    // Its own direction and language: the page's are the screens' to set as they start.
    expect(cover.dir).toBe('rtl');
    expect(cover.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('');
    expect(document.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toMatch(/\/assets\/MyMemorials-abc\.css$/);
    putAway!();
    expect(document.querySelector('.first-look')).toBeNull();
  });

  it('shows none from another build, or where the address names another place', async () => {
    expect(await showFirstLook(look({ styles: [], build: '/assets/first-screen-older.js' }), BUILD)).toBeNull();
    window.location.hash = '#/settings';
    expect(await showFirstLook(look({ styles: [] }), BUILD)).toBeNull();
    window.location.hash = '#/memorials';
    expect(await showFirstLook(look({ styles: [] }), BUILD)).not.toBeNull();
  });

  it('takes out what could run, load or submit', () => {
    const made = pictureFrom(
      '<main onclick="x()" style="color:red" id="m"><script>x()</script><iframe src="https://evil.example"></iframe><img src="https://evil.example/t.png" srcset="a 1x"><img src="//evil.example/p.png"><img src="data:image/png;base64,AA=="><a href="javascript:x()">A</a><a href="#/memorials/1">Harold</a><form action="https://evil.example"><input name="q"></form><style>*{}</style><link rel="stylesheet" href="https://evil.example/x.css"></main>',
      document,
    );
    const holder = document.createElement('div');
    holder.append(made);
    const html = holder.innerHTML;
    for (const gone of ['onclick', 'style', ' id=', '<script', '<iframe', 'evil.example', 'srcset', 'javascript:', '<form', '<input', '<link'])
      expect(html).not.toContain(gone);
    expect(html).toContain('data:image/png');
    expect(html).toContain('href="#/memorials/1"');
  });
});
