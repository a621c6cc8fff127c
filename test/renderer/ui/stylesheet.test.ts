import { describe, expect, test } from 'vitest';

// The stylesheet as written: vitest hands CSS imports (even `?raw`) to the tests empty, and the
// renderer's types know no Node, so Node's fs is reached the way Node 24 offers it at run time.
declare const process: { getBuiltinModule(id: 'node:fs'): { readFileSync(path: string, encoding: 'utf8'): string } };
// (The address is built in two steps: vite rewrites `new URL('…', import.meta.url)` into a served asset's.)
const here = import.meta.url;
/** The styles, which live beside what they style: every stylesheet of the renderer, together. */
function stylesheet(file: string): string {
  return process.getBuiltinModule('node:fs').readFileSync(new URL(`../../../renderer/${file}`, here).pathname, 'utf8');
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
});
