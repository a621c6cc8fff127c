// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeFirstScreen, kb, measureFirstScreen } from '../support/first-screen';

/**
 * The desktop renderer's JavaScript before its first screen stays within its budget (issue 33: a
 * mid-range computer parses every byte before anything shows). Built as `npm run build` builds it
 * (vite.config.ts), in memory. Over budget, the failure names each chunk of the first screen and
 * its biggest parts, so what grew is plain; move what the first screen does not need behind a
 * dynamic import (a route's screen, a dialog, a library used on a click).
 *
 * Issue 33 asks for 120 KB, and the first screen came to 120.0 KB; the language work (issue 32)
 * then added what every screen's words need from the first one on: react-intl, @formatjs/intl and
 * intl-messageformat (some 10 KB), the shell's and the shared widgets' use of them, and the first
 * screen's words themselves (the English catalog's first part, 4 KB, counted here: see
 * test/support/first-screen.ts). The build leaves the renderer's English and every note for
 * translators out of the JavaScript (vite.config.ts); each screen's words come with the screen and
 * the core's just after the first one (renderer/ui/catalog-parts.ts). 135.2 KB: the budget holds
 * that, below the 150 KB it was before both.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const BUDGET_BYTES = 137 * 1024;

describe('the desktop renderer’s first screen', () => {
  it(`loads at most ${kb(BUDGET_BYTES)} of JavaScript (gzip) before it shows`, { timeout: 120_000 }, async () => {
    const measured = await measureFirstScreen({ configFile: resolve(ROOT, 'vite.config.ts') });
    if (measured.gzip > BUDGET_BYTES) expect.fail(`over the budget of ${kb(BUDGET_BYTES)}: ${describeFirstScreen(measured)}`);
    // Nothing of zod, which only the screens that check a form use.
    expect(measured.chunks.flatMap((chunk) => chunk.parts.map((part) => part.name))).not.toContain('zod');
  });
});
