/**
 * The phone's Store adapter (mobile/native/store.ts) on a real SQLite behind the plugin's
 * own API: the same conformance scenarios as on node:sqlite and sqlite-wasm (conformance.ts), run
 * in Chromium over @capacitor-community/sqlite's web platform (jeep-sqlite: sql.js in IndexedDB),
 * the adapter made as the phone's home makes it. The page (store-browser/) is built by Vite
 * and served from 127.0.0.1.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_ROWS, SCENARIOS } from '../../core/store/conformance';
import { launchChromium } from '../../e2e/harness';
import { buildAndServe, keepWhatPageSays, type ServedPage } from '../../helpers/wasm-page';

const PAGE = join(import.meta.dirname, 'store-browser');

/**
 * Scenarios this platform cannot show, and why. What the adapter does in them is shown elsewhere:
 * a file that is not a database at open, in store.test.ts; the kill and the other process,
 * on the phone's own SQLite (its journal and locks), as node:sqlite and sqlite-wasm show them.
 */
const NOT_HERE: Record<string, string> = {
  'a file whose header is overwritten is set aside whole, and a new one started':
    'jeep-sqlite’s open never settles on a file that is not a database: its error is thrown in a callback it does not await',
  'another process or worker using the same file is refused or serialised, never mixed':
    'the phone runs one page on its database; a second open in it is refused, as the scenario of the same file opened twice shows',
  'a write interrupted by killing the writer leaves the old or the new state, never a mix (several rounds)':
    'jeep-sqlite keeps a database in memory and writes it to IndexedDB when it is closed, so a page that goes keeps only its last close (the test after the scenarios shows it)',
};

interface InPage {
  phoneStoreConformance: {
    run(name: string): Promise<{ ok: true; said: string | null } | { ok: false; error: string }>;
    goneMidWrite(): Promise<{ batches: number; rows: number; integrity: string; committedBeforeGoing: number }>;
  };
}

let served: ServedPage;
let browser: Browser;
let page: Page;
const said: string[] = [];

beforeAll(async () => {
  served = await buildAndServe(PAGE, 'phone-store');
  browser = await launchChromium();
  page = await (await browser.newContext()).newPage();
  keepWhatPageSays(page, said);
  await page.goto(served.url);
  await page.waitForFunction(() => 'phoneStoreConformance' in globalThis);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await served?.close();
  if (said.length > 0) console.log(`What the page said:\n${said.join('\n')}`);
});

describe('Store conformance on the phone’s adapter over the plugin’s web platform (jeep-sqlite) in Chromium', () => {
  for (const scenario of SCENARIOS) {
    const notHere = NOT_HERE[scenario.name];
    if (notHere !== undefined) {
      it.skip(`${scenario.name} (not on this platform: ${notHere})`, () => undefined);
      continue;
    }
    it(scenario.name, async () => {
      const result = await page.evaluate((name) => (globalThis as unknown as InPage).phoneStoreConformance.run(name), scenario.name);
      if (!result.ok) throw new Error(result.error);
      if (result.said) console.log(`phone adapter · ${scenario.name}: ${result.said}`);
    });
  }

  it('instead of the kill: a page that goes in the middle of a write leaves the file as last closed, whole (what it committed since is lost here)', async () => {
    const after = await page.evaluate(() => (globalThis as unknown as InPage).phoneStoreConformance.goneMidWrite());
    expect(after).toEqual({ batches: 2, rows: 2 * BATCH_ROWS, integrity: 'ok', committedBeforeGoing: 3 });
  });
});
