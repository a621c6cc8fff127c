import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './harness';
import { freePort, PHONE, startPhoneRig, type RunningPhoneRig } from './phone-harness';

/**
 * `npm run phone -- --demo`: the rig starts its own sandbox (allowing the rig's origin, and only
 * that), and the phone signs in to the demo family by itself; the tokens reach the page's core
 * only, never the output or the screen.
 */
let home: string;
let rig: RunningPhoneRig;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  // The demo keeps its world under the user's data folder: a folder of this test's own.
  home = mkdtempSync(join(tmpdir(), 'phone-demo-home-'));
  rig = await startPhoneRig({ demo: true }, { port: await freePort(), env: { XDG_DATA_HOME: home, APPDATA: home } });
  browser = await launchChromium();
  page = await (await browser.newContext(PHONE)).newPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await rig?.close();
  if (home) rmSync(home, { recursive: true, force: true });
});

describe('the phone rig’s demo', () => {
  it('opens on the demo family’s memorials, signed in by itself, without a token anywhere in sight', async () => {
    const sent: string[] = [];
    page.on('request', (request) => sent.push(request.url()));
    await page.goto(rig.url);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toMatch(/My memorials/);
    await expect.poll(() => page.getByText('Eleanor Whitfield').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const shown = await page.content();
    expect(shown).not.toMatch(/md[pb]_[A-Za-z0-9]{8,}/);
    expect(rig.log()).not.toMatch(/md[pb]_[A-Za-z0-9]{8,}/);
    expect(rig.log()).toMatch(/signs in to the demo family and the demo funeral home by itself/);
    // The page talked to its rig and to the demo's own sandbox, nothing else.
    const origins = new Set(sent.map((url) => new URL(url).origin));
    expect(origins.size).toBe(2);
    expect(origins).toContain(rig.origin);
  }, 90_000);
});
