// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeFirstScreen, kb, measureFirstScreen } from '../support/first-screen';

/**
 * The desktop renderer's JavaScript before its first screen stays within issue 33's budget, 120 KB
 * (a mid-range computer parses every byte before anything shows). Built as `npm run build` builds it
 * (vite.config.ts), in memory. Over budget, the failure names each chunk of the first screen and
 * its biggest parts, so what grew is plain; move what the first screen does not need behind a
 * dynamic import (a route's screen, a dialog, a library used on a click).
 *
 * It was 150 KB, and 136 KB with every screen's words (issue 32: react-intl, @formatjs/intl and
 * intl-messageformat, and the first screen's words themselves, the English catalog's first part,
 * counted here: see test/support/first-screen.ts). React's own renderer was some 57 KB of it:
 * Preact's React layer stands in its place (vite.config.ts, PREACT_FOR_REACT), 79.6 KB in all now.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const BUDGET_BYTES = 120 * 1024;

describe('the desktop renderer’s first screen', () => {
  it(`loads at most ${kb(BUDGET_BYTES)} of JavaScript (gzip) before it shows`, { timeout: 120_000 }, async () => {
    const measured = await measureFirstScreen({ configFile: resolve(ROOT, 'vite.config.ts') });
    if (measured.gzip > BUDGET_BYTES) expect.fail(`over the budget of ${kb(BUDGET_BYTES)}: ${describeFirstScreen(measured)}`);
    const parts = measured.chunks.flatMap((chunk) => chunk.parts.map((part) => part.name));
    // Nothing of zod, which only the screens that check a form use; nothing of React's own renderer.
    expect(parts).not.toContain('zod');
    expect(parts).not.toContain('react-dom');
    expect(parts).toContain('preact');
    // The first screen's own chunk is compiled as it loads, the others as they are called.
    expect(measured.chunks.filter((chunk) => chunk.compiledAtLoad).map((chunk) => chunk.file)).toEqual([expect.stringMatching(/first-screen-[^/]+\.js$/)]);
  });
});
