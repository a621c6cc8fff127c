import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildRenderer, filesUnder, launchChromium, readAll, screenshot, startWebApp, type RunningApp } from './harness';

/** `npm run web -- --demo`: the app opens on the embedded sandbox's demo world, already signed in. */
let app: RunningApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  await buildRenderer();
  app = await startWebApp('demo');
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the demo', () => {
  it('opens on the demo family’s memorials, in every state, in plain words', async () => {
    await page.goto(app.url);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toMatch(/My memorials/);
    await expect.poll(() => page.getByText('Eleanor Whitfield').count()).toBeGreaterThan(0);
    const text = await page.textContent('main');
    expect(text).toMatch(/Being checked/i);
    expect(text).toMatch(/safety check/i);
    expect(text).toMatch(/Deleted/i);
    await screenshot(page, 'demo-my-memorials');
  });

  it('switches to the demo funeral home and pages through its memorials', async () => {
    await page.getByRole('button', { name: /(Family|Funeral home) account$/ }).click();
    await page
      .getByRole('menuitemradio', { name: /Hollis/ })
      .or(page.getByRole('menuitem', { name: /Hollis/ }))
      .first()
      .click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Memorials/);
    await expect.poll(() => page.getByText(/Page 1 of 2/).count()).toBeGreaterThan(0);
    await screenshot(page, 'demo-business-memorials');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => page.getByText(/Page 2 of 2/).count()).toBeGreaterThan(0);
  });

  it('printed no token, and kept none in the data folder', () => {
    expect(app.log()).toMatch(/margaret@demo\.example/);
    expect(app.log()).not.toMatch(/md[pb]_[A-Za-z0-9_-]{20}/);
    // The demo's own database included: the sandbox keeps only hashes of tokens.
    const disk = readAll(filesUnder(app.dataDir));
    expect(disk).not.toMatch(/md[pb]_[A-Za-z0-9_-]{20}/);
  });
});
