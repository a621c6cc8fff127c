import { describe, expect, test } from 'vitest';

// The stylesheet as written: vitest hands CSS imports (even `?raw`) to the tests empty, and the
// renderer's types know no Node, so Node's fs is reached the way Node 24 offers it at run time.
declare const process: {
  getBuiltinModule(id: 'node:fs'): {
    readFileSync(path: string, encoding: 'utf8'): string;
    readdirSync(path: string, options: { recursive: true; encoding: 'utf8' }): string[];
  };
};
// (The address is built in two steps: vite rewrites `new URL('…', import.meta.url)` into a served asset's.)
const here = import.meta.url;
/** The styles, which live beside what they style: every stylesheet of the renderer, together. */
function stylesheet(file: string): string {
  return process.getBuiltinModule('node:fs').readFileSync(new URL(`../../../renderer/${file}`, here).pathname, 'utf8');
}
/** Every stylesheet of the renderer, by its path under renderer/. */
function stylesheets(): Map<string, string> {
  const root = new URL('../../../renderer/', here).pathname;
  const files = process.getBuiltinModule('node:fs').readdirSync(root, { recursive: true, encoding: 'utf8' });
  return new Map(files.filter((file) => file.endsWith('.css')).map((file) => [file, stylesheet(file)]));
}

/** One rule of a stylesheet: its selector, the @media (or other) blocks it is inside, its declarations. */
interface Rule {
  selector: string;
  within: string[];
  body: string;
}

/** The rules of a stylesheet, each with the blocks around it (enough for this project's plain CSS). */
function rulesOf(text: string): Rule[] {
  const rules: Rule[] = [];
  const open: string[] = [];
  let start = 0;
  const plain = text.replace(/\/\*[\s\S]*?\*\//g, '');
  for (let i = 0; i < plain.length; i++) {
    if (plain[i] === '{') {
      const prelude = plain.slice(start, i).trim();
      if (prelude.startsWith('@')) {
        open.push(prelude);
        start = i + 1;
        continue;
      }
      const end = plain.indexOf('}', i);
      rules.push({ selector: prelude.replace(/\s+/g, ' '), within: [...open], body: plain.slice(i + 1, end) });
      i = end;
      start = end + 1;
    } else if (plain[i] === '}') {
      open.pop();
      start = i + 1;
    }
  }
  return rules;
}

const table = stylesheet('ui/table.css');
const css = [stylesheet('ui/button.css'), stylesheet('ui/base.css'), table].join('\n');

describe('the stylesheet', () => {
  /** The declarations of one rule, found by its exact selector (within an optional @media block). */
  function rule(selector: string, within = css): string {
    const start = within.indexOf(`${selector} {`);
    expect(start, selector).toBeGreaterThanOrEqual(0);
    return within.slice(start, within.indexOf('}', start));
  }

  test('an unavailable button is veiled inside its edge, never its focus ring', () => {
    expect(rule(".button[aria-disabled='true']")).not.toMatch(/opacity|outline/);
    const veil = rule(".button[aria-disabled='true']::after");
    expect(veil).toMatch(/opacity/);
    expect(veil).toMatch(/inset: -2px/);
    expect(rule(':focus-visible')).toMatch(/outline: 3px solid/);
  });

  test('on a narrow window the memorials table is stacked, and nothing in it refuses to wrap', () => {
    // The table's own narrow rules (other stylesheets have narrow rules of their own).
    const narrow = table.slice(table.indexOf('@media (max-width: 40rem) {'));
    expect(narrow.length).toBeLessThan(table.length);
    expect(rule('.table td', narrow)).toMatch(/display: block/);
    expect(rule('.table__created', narrow)).toMatch(/white-space: normal/);
    expect(css).not.toMatch(/\.table td:last-child \{\s*white-space: nowrap/);
  });

  test('hover styles only where a pointer hovers: a finger’s tap would leave them stuck on a phone', () => {
    const unguarded: string[] = [];
    for (const [file, text] of stylesheets()) {
      for (const { selector, within } of rulesOf(text)) {
        if (selector.includes(':hover') && !within.some((block) => /^@media[^{]*\(hover: hover\)/.test(block))) unguarded.push(`${file}: ${selector}`);
      }
    }
    expect(unguarded).toEqual([]);
  });

  test('no heading is hyphenated: a heading is often a person’s name', () => {
    for (const [file, text] of stylesheets()) expect(text, file).not.toMatch(/hyphens:\s*auto/);
  });

  test('the Menu button is hidden on a wide window whichever stylesheet the bundle puts last', () => {
    const menu = rulesOf(stylesheet('app/menu.css'));
    const hidden = menu.filter((rule) => rule.selector.includes('menu-button') && /display: none/.test(rule.body));
    expect(hidden.map((rule) => [rule.selector, rule.within])).toEqual([['.button.menu-button', ['@media (min-width: 40.0625rem)']]]);
  });

  test('a wide window keeps its edges clear of a landscape phone’s notch, at its start and its end in either direction', () => {
    const wide = rulesOf(stylesheet('app/shell.css')).filter((rule) => rule.within.includes('@media (min-width: 40.0625rem)'));
    const sides = wide.find((rule) => rule.selector.split(', ').includes('.app-main') && /padding-inline-start/.test(rule.body));
    expect(sides?.body).toMatch(/padding-inline-start: max\(2rem, var\(--safe-inline-start\)\)/);
    expect(sides?.body).toMatch(/padding-inline-end: max\(2rem, var\(--safe-inline-end\)\)/);
    // The device's insets are physical: left is the start only when the page reads left to right.
    const base = rulesOf(stylesheet('ui/base.css'));
    expect(base.find((rule) => rule.selector === ':root')?.body).toMatch(/--safe-inline-start: env\(safe-area-inset-left, 0px\)/);
    expect(base.find((rule) => rule.selector === ":root[dir='rtl']")?.body).toMatch(/--safe-inline-start: env\(safe-area-inset-right, 0px\)/);
  });

  test('the session note’s “why” keeps the browser’s own summary on a desktop; a finger gets 44 px', () => {
    const rules = rulesOf(stylesheet('app/shell.css')).filter((rule) => rule.selector.startsWith('.session-note__why'));
    for (const rule of rules.filter((rule) => rule.within.length === 0)) {
      expect(rule.body, rule.selector).not.toMatch(/(^|\s)(display|min-height|content):/);
    }
    const finger = rules.find((rule) => rule.selector === '.session-note__why summary' && rule.within.length > 0);
    expect(finger?.within).toEqual(['@media (max-width: 40rem), (pointer: coarse)']);
    expect(finger?.body).toMatch(/min-height: 2.75rem/);
  });
});
