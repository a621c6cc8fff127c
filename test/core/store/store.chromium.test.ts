/**
 * The Store on sqlite-wasm in OPFS (mobile/web/sqlite-wasm/), in Debian's Chromium: the same
 * conformance scenarios as on node:sqlite (conformance.ts), run inside a page (browser/page.ts)
 * that Vite builds with its worker, served from 127.0.0.1. Another worker stands for another
 * process; worker.terminate() for the kill. Then two tabs sharing one pool.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../e2e/harness';
import { buildAndServe, keepWhatPageSays, type ServedPage } from '../../helpers/wasm-page';
import { SCENARIOS } from './conformance';

const PAGE = join(import.meta.dirname, 'browser');

/** What browser/page.ts puts on the page's window, as the functions given to page.evaluate see it. */
interface Place {
  directory: string;
  asideDirectory: string;
}
interface InPage {
  document: { title: string };
  storeConformance: {
    run(name: string): Promise<{ ok: true; said: string | null } | { ok: false; error: string }>;
    newPlace(): Place;
    hold(place: Place, name: string): Promise<string>;
    letGo(): void;
    whoIn(place: Place, name: string): Promise<string[]>;
  };
}

let served: ServedPage;
let browser: Browser;
/** One context: its pages are tabs of one profile, sharing one origin's OPFS. */
let context: BrowserContext;
let page: Page;
const said: string[] = [];

async function newPage(): Promise<Page> {
  const opened = await context.newPage();
  keepWhatPageSays(opened, said);
  await opened.goto(served.url);
  await opened.waitForFunction(() => 'storeConformance' in globalThis);
  return opened;
}

beforeAll(async () => {
  served = await buildAndServe(PAGE, 'store-wasm');
  browser = await launchChromium();
  context = await browser.newContext();
  page = await newPage();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await served?.close();
  if (said.length > 0) console.log(`What the page said:\n${said.join('\n')}`);
});

describe('Store conformance on sqlite-wasm (opfs-sahpool) in Chromium', () => {
  for (const scenario of SCENARIOS) {
    it(scenario.name, async () => {
      const result = await page.evaluate((name) => (globalThis as unknown as InPage).storeConformance.run(name), scenario.name);
      if (!result.ok) throw new Error(result.error);
      if (result.said) console.log(`sqlite-wasm · ${scenario.name}: ${result.said}`);
    });
  }

  it('a second tab is refused while the first holds the pool, and takes it once the first is closed', async () => {
    const place = await page.evaluate(() => (globalThis as unknown as InPage).storeConformance.newPlace());
    const second = await newPage();
    try {
      await page.evaluate(() => ((globalThis as unknown as InPage).document.title = 'first tab'));
      await second.evaluate(() => ((globalThis as unknown as InPage).document.title = 'second tab'));
      expect(await page.evaluate((p) => (globalThis as unknown as InPage).storeConformance.hold(p, 'shared.sqlite'), place)).toBe('held');
      expect(await second.evaluate((p) => (globalThis as unknown as InPage).storeConformance.hold(p, 'shared.sqlite'), place)).toBe(
        'StoreBusy: shared.sqlite is in use elsewhere: the data is open in another tab or window of this app (its database files are held there)',
      );
      await page.evaluate(() => (globalThis as unknown as InPage).storeConformance.letGo());
      expect(await second.evaluate((p) => (globalThis as unknown as InPage).storeConformance.hold(p, 'shared.sqlite'), place)).toBe('held');
      await second.evaluate(() => (globalThis as unknown as InPage).storeConformance.letGo());
      expect(await page.evaluate((p) => (globalThis as unknown as InPage).storeConformance.whoIn(p, 'shared.sqlite'), place)).toEqual([
        'first tab',
        'second tab',
      ]);
    } finally {
      await second.close();
    }
  });
});
