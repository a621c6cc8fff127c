import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

/**
 * Right to left, done properly (issue 32): every stylesheet says start and end, never left and
 * right, so an Arabic or Hebrew reader gets the same layout mirrored. postcss (Vite's own CSS
 * parser) reads each sheet; every physical property or value left is named by file and line.
 *
 * What counts as physical, where the writing direction matters:
 *  - a property with left or right in its name (`margin-left`, `border-right-color`, `left`,
 *    `border-top-left-radius`, `scroll-padding-right`…);
 *  - `text-align`, `float`, `clear`, `caption-side` … `left` / `right`;
 *  - a four-value box shorthand (`margin`, `padding`, `inset`, `border-width`…) whose right and left
 *    differ, and a `border-radius` whose corners are not the same on both sides;
 *  - `translateX` / `translate` with a horizontal move, and `env(safe-area-inset-left|right)` outside
 *    a custom property (the device's insets are physical: a sheet maps them to start and end once,
 *    per direction, in custom properties, as shell.css does).
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const FOLDERS = ['renderer', 'mobile'];

function stylesheets(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    // Not ours: what the builds write (the phone's native projects hold a copy of the bundle, a
    // library's stylesheet in it).
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.') || /^mobile[\\/](android|ios)$/.test(relative(ROOT, join(dir, name)))) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return stylesheets(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

const FOUR_SIDED = new Set(['margin', 'padding', 'inset', 'border-width', 'border-style', 'border-color', 'scroll-margin', 'scroll-padding']);
const SIDE_VALUED = new Set(['text-align', 'text-align-last', 'float', 'clear', 'caption-side']);

/** The top-level values of a shorthand: spaces split, except inside parentheses. */
function parts(value: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of value.trim()) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (/\s/.test(ch) && depth === 0) {
      if (current) found.push(current);
      current = '';
    } else current += ch;
  }
  if (current) found.push(current);
  return found;
}

/** Why a declaration is physical, or null when it reads the same in either direction. */
export function physical(prop: string, value: string): string | null {
  const name = prop.toLowerCase();
  if (name.startsWith('--')) return null;
  const v = value.replace(/\/\*[\s\S]*?\*\//g, '').trim();
  if (/(^|-)(left|right)(-|$)/.test(name)) return `${name} is physical: use its -inline-start / -inline-end form`;
  if (SIDE_VALUED.has(name) && /\b(left|right)\b/i.test(v)) return `${name}: ${v} is physical: use start / end (inline-start / inline-end)`;
  if (/env\(\s*safe-area-inset-(left|right)/.test(v))
    return `${name} uses env(safe-area-inset-left|right): map it to start and end in a custom property per direction`;
  if (FOUR_SIDED.has(name)) {
    const p = parts(v);
    if (p.length === 4 && p[1] !== p[3])
      return `${name}: ${v} has a right (${p[1]}) unlike its left (${p[3]}): split it into -block and -inline-start / -inline-end`;
  }
  if (name === 'border-radius') {
    const [horizontal = ''] = v.split('/');
    const p = parts(horizontal);
    // top-left top-right bottom-right bottom-left, with CSS's rules for fewer values.
    const [tl, tr = tl, br = tl, bl = tr] = p;
    if (p.length > 1 && (tl !== tr || bl !== br)) return `border-radius: ${v} differs left and right: use border-start-start-radius and its siblings`;
  }
  const sideways =
    (name === 'transform' && /translateX\(\s*-?[.\d]*[1-9]|translate\(\s*-?[.\d]*[1-9]/i.test(v)) || (name === 'translate' && /^-?[.\d]*[1-9]/.test(v));
  if (sideways) return `${name}: ${v} moves sideways: mirror it for right to left (:dir(rtl)) or avoid it`;
  return null;
}

/** Every physical declaration in a sheet's text, as "file:line: why" (allowed inside a rule that names a direction). */
export function physicalIn(file: string, css: string): string[] {
  const found: string[] = [];
  postcss.parse(css, { from: file }).walkDecls((decl) => {
    const why = physical(decl.prop, decl.value);
    if (!why) return;
    // A rule written for one direction (`[dir='rtl'] …`, `:dir(ltr)`) may say which side it means.
    const rule = decl.parent?.type === 'rule' ? decl.parent : null;
    if (rule && /:dir\(|\[dir[=~|^$*]?/.test(rule.selector)) return;
    found.push(`${file}:${decl.source?.start?.line ?? 0}: ${why}`);
  });
  return found;
}

describe('the stylesheets say start and end, never left and right', () => {
  const files = FOLDERS.flatMap((folder) => stylesheets(join(ROOT, folder)));

  it('finds the stylesheets', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('holds no physical property or value (file:line for each one left)', () => {
    const found = files.flatMap((file) => physicalIn(relative(ROOT, file), readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('names what it refuses, and lets the logical forms through', () => {
    const sheet = [
      '.a { margin-left: 1rem; padding: 1px 2px 3px 4px; text-align: right; float: left; }',
      '.b { border-top-left-radius: 2px; border-radius: 4px 0 0 4px; left: 0; }',
      '.c { padding: max(16px, env(safe-area-inset-left)); transform: translateX(10px); }',
      '.d { margin-inline-start: 1rem; padding: 1px 2px 3px 2px; text-align: start; float: inline-start; inset-inline-end: 0; }',
      '.e { border-radius: 4px; border-radius: 4px 4px 0 0; border-start-start-radius: 2px; transform: translateY(-50%) rotate(45deg); }',
      ':root { --safe-start: env(safe-area-inset-left); }',
      "[dir='rtl'] .f { transform: scaleX(-1) translateX(2px); } .g:dir(rtl) { left: 0; }",
    ].join('\n');
    const found = physicalIn('x.css', sheet);
    expect(found.map((line) => line.split(':').slice(0, 2).join(':'))).toEqual([
      'x.css:1',
      'x.css:1',
      'x.css:1',
      'x.css:1',
      'x.css:2',
      'x.css:2',
      'x.css:2',
      'x.css:3',
      'x.css:3',
    ]);
    expect(found[0]).toMatch(/margin-left is physical/);
  });
});
