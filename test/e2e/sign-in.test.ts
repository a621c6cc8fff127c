import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { buildRenderer, filesUnder, launchChromium, readAll, screenshot, startWebApp, type RunningApp } from './harness';

/**
 * A new user's first journeys, in Chromium against browser mode and the sandbox, over real HTTP:
 * sign in as a family with the device flow, as a funeral home with a business token, switch
 * between the two, and sign out.
 */
let sandbox: RunningSandbox;
let app: RunningApp;
let browser: Browser;
let page: Page;
const tokens: string[] = [];

async function control(path: string, body?: unknown): Promise<any> {
  const r = await fetch(`${sandbox.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
  return r.json();
}

async function api(token: string, method: string, path: string, body?: unknown): Promise<any> {
  const r = await fetch(`${sandbox.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return r.json();
}

let family: { id: number; email: string; token: string };
let org: { id: number; name: string; token: string };

beforeAll(async () => {
  await buildRenderer();
  sandbox = await startSandbox({ port: 0, memory: true, control: true });
  family = await control('/__sandbox/people', { name: 'Margaret Hughes', email: 'margaret@example.com' });
  org = await control('/__sandbox/organizations', { name: 'Hollis & Daughters Funeral Home', subdomain: 'hollis' });
  tokens.push(family.token, org.token);
  await api(family.token, 'POST', '/me/memorials', {
    deceased_name: 'Thomas Hughes',
    title: 'Husband, father, gardener',
    birth_date: '1938-04-02',
    death_date: '2026-09-30',
  });
  await api(family.token, 'POST', '/me/memorials', { deceased_name: 'Biscuit', title: 'A very good dog' });
  await api(org.token, 'POST', '/memorials', {
    deceased_name: 'Evelyn Carter',
    designated_owner: 'family',
    family_name: 'Rob Carter',
    family_email: 'rob@example.com',
  });
  await api(org.token, 'POST', '/memorials', {
    deceased_name: 'George Whitfield',
    designated_owner: 'organization',
    action: 'complete',
    title: 'Teacher and friend',
  });
  await control('/__sandbox/settle');
  app = await startWebApp(sandbox.baseUrl);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await sandbox?.close();
});

describe('a new user', () => {
  it('sees what to do first, and the note that sign-ins last for this session only', async () => {
    await page.goto(app.url);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Welcome to Memorial Desk/);
    // The launch secret has left the address bar (it stays in this tab only).
    expect(page.url()).not.toMatch(/secret/);
    expect(await page.getByRole('button', { name: 'Sign in as a family' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign in as a funeral home' }).isVisible()).toBe(true);
    expect(
      await page
        .getByText(/last only until Memorial Desk closes/i)
        .first()
        .isVisible(),
    ).toBe(true);
    await screenshot(page, '01-welcome');
  });

  it('signs in as a family with the device flow, approving on the service’s page', async () => {
    await page.getByRole('button', { name: 'Sign in as a family' }).click();
    const code = page.getByRole('region', { name: 'Your code' }).locator('.user-code__value');
    await expect.poll(() => code.textContent(), { timeout: 15_000 }).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
    const userCode = (await code.textContent())!;
    await screenshot(page, '02-device-code');
    // The device code never reaches the page.
    expect(await page.content()).not.toMatch(/mdd_|device_code/);

    // The person opens the sign-in page in their browser and approves.
    const approval = await browser.newPage();
    await approval.goto(`${sandbox.url}/device?user_code=${userCode}`);
    await approval.getByLabel('Your email address').fill(family.email);
    await screenshot(approval, '03-device-approval-page');
    await approval.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => approval.textContent('body')).toMatch(/go back to/i);
    await approval.close();

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toMatch(/My memorials/);
    await expect.poll(() => page.getByText('Thomas Hughes').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.getByText('Biscuit').count()).toBeGreaterThan(0);
    // The account is named for the memorials it looks after (the API has no "who am I").
    // Named once the memorials are read, which on a busy machine may come a moment after the list shows.
    await expect.poll(() => page.getByRole('button', { name: /^Biscuit and Thomas Hughes\W+Family account$/ }).count()).toBe(1);
    await screenshot(page, '04-my-memorials');
  });

  it('adds a funeral home with a business token and sees its memorials', async () => {
    await page.getByRole('button', { name: /(Family|Funeral home) account$/ }).click();
    await page.getByRole('menuitem', { name: 'Add another account' }).click();
    await page.getByRole('button', { name: 'Sign in as a funeral home' }).click();
    // A wrong token is refused in the service's words, next to the field.
    await page.getByLabel('Business token').fill(family.token);
    await page.getByRole('button', { name: 'Check and sign in' }).click();
    await expect.poll(() => page.getByText(/personal token/i).count()).toBeGreaterThan(0);
    await screenshot(page, '05-business-token-refused');
    await page.getByLabel('Business token').fill(org.token);
    await page.getByRole('button', { name: 'Check and sign in' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toMatch(/Memorials/);
    await expect.poll(() => page.getByText('Evelyn Carter').count()).toBeGreaterThan(0);
    expect(await page.getByText('George Whitfield').count()).toBeGreaterThan(0);
    expect(await page.getByText('Hollis & Daughters Funeral Home').count()).toBeGreaterThan(0);
    await screenshot(page, '06-business-memorials');
  });

  it('switches between the accounts', async () => {
    await page.getByRole('button', { name: /(Family|Funeral home) account$/ }).click();
    await page.getByRole('menuitemradio', { name: /Biscuit and Thomas Hughes/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/My memorials/);
    await expect.poll(() => page.getByText('Thomas Hughes').count()).toBeGreaterThan(0);
  });

  it('signs out after asking, and the other account stays', async () => {
    await page.getByRole('button', { name: /(Family|Funeral home) account$/ }).click();
    await page.getByRole('menuitem', { name: /^Sign out of/ }).click();
    await screenshot(page, '07-sign-out-confirm');
    await page.getByRole('button', { name: 'Yes, sign out' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 }).toMatch(/Memorials/);
    await page.getByRole('button', { name: /(Family|Funeral home) account$/ }).click();
    expect(await page.getByRole('menu', { name: 'Accounts' }).textContent()).not.toMatch(/Thomas Hughes/);
    await page.keyboard.press('Escape');
  });

  it('never lets a token into the page, the data folder or the logs', async () => {
    const html = await page.content();
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    const disk = readAll(filesUnder(app.dataDir));
    for (const token of tokens) {
      expect(html).not.toContain(token);
      expect(storage).not.toContain(token);
      expect(disk).not.toContain(token);
      expect(app.log()).not.toContain(token);
    }
    // Nor any token the device flow handed over (they all start mdp_).
    expect(html + storage + disk + app.log()).not.toMatch(/mdp_[A-Za-z0-9_-]{20}/);
  });
});
