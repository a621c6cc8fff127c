import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildOnboardingLink } from '../../shared/onboarding-link';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { launchChromium, screenshot } from './harness';

/** The sandbox's own pages as a person sees them in Chromium, on the demo world. */
let sandbox: RunningSandbox;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, memory: true, control: true, demo: true });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

describe('the sandbox pages in Chromium', () => {
  it('/device shows the app’s name and the code, and approves', async () => {
    const code = (await (
      await fetch(`${sandbox.baseUrl}/auth/device`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_name: 'Memorial Desk' }),
      })
    ).json()) as { user_code: string };
    await page.goto(`${sandbox.url}/device?user_code=${code.user_code}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Memorial Desk');
    expect(await page.textContent('body')).toContain(code.user_code);
    await screenshot(page, 'sandbox-device');
    await page.getByLabel('Your email address').fill(sandbox.demo!.person.email);
    await page.getByRole('button', { name: 'Approve' }).click();
    // The form posts to the sandbox itself, which a real browser's headers must let through.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('You can go back to the app now');
    await screenshot(page, 'sandbox-device-approved');
  });

  it('/start opens the form prefilled and creates nothing', async () => {
    const { url } = buildOnboardingLink(sandbox.url, {
      name: 'Arthur Pendry',
      type: 'person',
      mode: 'self',
      title: 'Father, fisherman, storyteller',
      born: '1936-05-14',
      died: '2026-10-30',
      story: 'He mended nets on the harbour wall every Saturday.',
    });
    await page.goto(url);
    expect(await page.getByLabel(/name/i).first().inputValue()).toBe('Arthur Pendry');
    await screenshot(page, 'sandbox-start');
    await page.getByLabel('Your email address').fill('arthur.family@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Check your email');
  });

  it('/m/{slug} shows a live memorial with its cover, tributes, fund and events', async () => {
    await page.goto(`${sandbox.url}/m/eleanor-whitfield`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Eleanor Whitfield');
    const cover = page.locator('img').first();
    // The cover photo really loads (its natural width is only known once decoded).
    expect(await cover.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, 'sandbox-memorial');
  });
});
