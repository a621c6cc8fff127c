/**
 * The phone's Store adapter (mobile/native/store-engine.ts) on a real SQLite behind the plugin's
 * own API: the same conformance scenarios as on node:sqlite and sqlite-wasm (conformance.ts), run
 * in Chromium over @capacitor-community/sqlite's web platform (jeep-sqlite: sql.js in IndexedDB),
 * the adapter made as the phone's home makes it. The page (store-engine-browser/) is built by Vite
 * and served from 127.0.0.1.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { SCENARIOS } from '../core/store/conformance';
import { launchChromium } from '../e2e/harness';
import { buildAndServe, keepWhatPageSays, type ServedPage } from '../helpers/wasm-page';

const PAGE = join(import.meta.dirname, 'store-engine-browser');

/** Scenarios that cannot hold on this platform, and why (each is covered elsewhere as said). */
const NOT_HERE: Record<string, string> = {};

interface InPage {
  phoneStoreConformance: { run(name: string): Promise<{ ok: true; said: string | null } | { ok: false; error: string }> };
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
});
