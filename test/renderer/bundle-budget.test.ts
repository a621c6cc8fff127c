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
 * then added what every screen's words need from the first one on (react-intl, @formatjs/intl and
 * intl-messageformat, some 10 KB; the catalog itself is a chunk of its own), to 129.6 KB. The
 * budget holds that, below the 150 KB it was before both, while the rest is to come (the account
 * menu and the read problem notice loaded when first needed; the messages' descriptions, which are
 * for translators, left out of the build).
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const BUDGET_BYTES = 132 * 1024;

describe('the desktop renderer’s first screen', () => {
  it(`loads at most ${kb(BUDGET_BYTES)} of JavaScript (gzip) before it shows`, { timeout: 120_000 }, async () => {
    const measured = await measureFirstScreen({ configFile: resolve(ROOT, 'vite.config.ts') });
    if (measured.gzip > BUDGET_BYTES) expect.fail(`over the budget of ${kb(BUDGET_BYTES)}: ${describeFirstScreen(measured)}`);
    // Nothing of zod, which only the screens that check a form use.
    expect(measured.chunks.flatMap((chunk) => chunk.parts.map((part) => part.name))).not.toContain('zod');
  });
});
