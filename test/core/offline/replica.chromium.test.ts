/**
 * The replica on sqlite-wasm in OPFS (mobile/web/sqlite-wasm/), in Debian's Chromium: the same
 * scenarios as on node:sqlite (replica-scenarios.ts), run inside a page (browser/page.ts) that Vite
 * builds with its worker, served from 127.0.0.1, as the Store's conformance suite is
 * (test/core/store/store.chromium.test.ts).
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchChromium } from '../../e2e/harness';
import { buildAndServe, keepWhatPageSays, type ServedPage } from '../../helpers/wasm-page';
import { REPLICA_SCENARIOS } from './replica-scenarios';

const PAGE = join(import.meta.dirname, 'browser');

/** What browser/page.ts puts on the page's window, as the functions given to page.evaluate see it. */
interface InPage {
  replicaScenarios: { run(name: string): Promise<{ ok: true; said: string | null } | { ok: false; error: string }> };
}

let served: ServedPage;
let browser: Browser;
let page: Page;
const said: string[] = [];

beforeAll(async () => {
  served = await buildAndServe(PAGE, 'replica-wasm');
  browser = await launchChromium();
  page = await (await browser.newContext()).newPage();
  keepWhatPageSays(page, said);
  await page.goto(served.url);
  await page.waitForFunction(() => 'replicaScenarios' in globalThis);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await served?.close();
  if (said.length > 0) console.log(`What the page said:\n${said.join('\n')}`);
});

describe('the replica on sqlite-wasm (opfs-sahpool) in Chromium', () => {
  for (const scenario of REPLICA_SCENARIOS) {
    it(scenario.name, async () => {
      const result = await page.evaluate((name) => (globalThis as unknown as InPage).replicaScenarios.run(name), scenario.name);
      if (!result.ok) throw new Error(result.error);
      if (result.said) console.log(`sqlite-wasm · ${scenario.name}: ${result.said}`);
    });
  }
});
