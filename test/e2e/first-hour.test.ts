import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { buildRenderer, launchChromium, lookAt, screenshot, startWebApp, type RunningApp } from './harness';
import { control as controlSandbox } from '../helpers/sandbox-control';

/**
 * The first hour of a new user, at phone width (360 px) where it was hardest, against browser mode
 * and the sandbox: a clean first load, the no-keychain note said once and compactly, the sign-in
 * screens within reach, accounts told apart and renamed, the same person not added twice, a
 * restart that keeps what it can and says what it cannot, and a page that says so when Memorial
 * Desk's background part stops. (`npm run web` building what is missing: test/hosts/node.)
 */
let sandbox: RunningSandbox;
let app: RunningApp;
let browser: Browser;
let page: Page;
const dataDir = mkdtempSync(join(tmpdir(), 'memorial-desk-first-hour-'));
const failedLoads: string[] = [];
/** What an administrator placed for this computer (the app reads it at each start). */
const machineFile = join(dataDir, '..', `${dataDir.split('/').pop()}-machine.json`);

const control = (method: string, path: string, body?: unknown) => controlSandbox(sandbox.url, method, path, body);

async function api(token: string, path: string, body: unknown): Promise<any> {
  const r = await fetch(`${sandbox.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return r.json();
}

const heading = () => page.getByRole('heading', { level: 1 }).textContent();
const text = () => page.textContent('body').then((t) => t ?? '');
/** At 360 px the account's choices are in the header's Menu (a dialog), as on a phone. */
async function addAnotherAccount(): Promise<void> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Add another account' }).click();
}
/** The Menu's "You are using …": opened, read and closed again. */
async function accountInUse(): Promise<string> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const who = (await menu.locator('.menu-sheet__who').textContent()) ?? '';
  await page.keyboard.press('Escape');
  await expect.poll(() => menu.count()).toBe(0);
  return who;
}

async function look(name: string): Promise<void> {
  expect(await lookAt(page, `first-hour-${name}`)).toEqual([]);
}

let family: { id: number; email: string; token: string };
let org: { token: string };

/** The family's sign-in from the app, approved by the person on the service's page (the control API). */
async function signInFamily(): Promise<void> {
  await page.getByRole('button', { name: 'Sign in as a family' }).click();
  const code = page.getByRole('region', { name: 'Your code' }).locator('.user-code__value');
  await expect.poll(() => code.textContent(), { timeout: 15_000 }).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
  await screenshot(page, 'first-hour-family-code-first-screen');
  // Within the first screen at 360 px, not 1,200 px down.
  const box = (await code.boundingBox())!;
  expect(box.y + box.height).toBeLessThan(780);
  await look('family-code');
  await control('POST', '/__sandbox/device/approve', { user_code: await code.textContent(), person_id: family.id });
  await expect.poll(heading, { timeout: 20_000 }).toMatch(/My memorials/);
}

beforeAll(async () => {
  await buildRenderer();
  sandbox = await startSandbox({ port: 0, memory: true, control: true });
  family = await control('POST', '/__sandbox/people', { name: 'Ruth Evans', email: 'ruth@example.com' });
  org = await control('POST', '/__sandbox/organizations', { name: 'Evans & Price Funeral Directors' });
  await api(family.token, '/me/memorials', { deceased_name: 'Owen Evans', title: 'Miner, singer, grandfather' });
  await api(org.token, '/memorials', { deceased_name: 'Mary Price', designated_owner: 'organization', action: 'complete' });
  await control('POST', '/__sandbox/settle');
  app = await startWebApp(sandbox.baseUrl, { dataDir });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 360, height: 780 } });
  page.on('response', (response) => {
    if (response.status() >= 400) failedLoads.push(`${response.status()} ${response.url()}`);
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await sandbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(machineFile, { force: true });
});

describe('the first hour, at 360 px', () => {
  it('loads without a single failed request, and says once, compactly, that sign-ins last this session', async () => {
    await page.goto(app.url);
    await expect.poll(heading).toMatch(/Welcome to Memorial Desk/);
    const note = page.getByRole('complementary', { name: 'About signing in on this computer' });
    expect(await note.isVisible()).toBe(true);
    await screenshot(page, 'first-hour-welcome-first-screen');
    // Compact: the note and the header leave the heading and both ways in on the first screen.
    expect((await note.boundingBox())!.height).toBeLessThan(220);
    const welcome = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(welcome.y + welcome.height).toBeLessThan(780 / 2);
    await look('welcome');
    expect(failedLoads).toEqual([]);

    // Dismissed once, it stays dismissed: after a reload, and (below) after a restart.
    await note.getByRole('button', { name: 'Got it' }).click();
    expect(await note.count()).toBe(0);
    await expect.poll(() => page.evaluate('document.activeElement?.tagName')).toBe('H1');
    await page.reload();
    await expect.poll(heading).toMatch(/Welcome to Memorial Desk/);
    await page.waitForTimeout(300);
    expect(await note.count()).toBe(0);
    expect(failedLoads).toEqual([]);
  });

  it('an empty token is asked for beside the field, and the focus goes to the field; the box is not squeezed', async () => {
    await page.getByRole('button', { name: 'Sign in as a funeral home' }).click();
    await expect.poll(heading).toMatch(/funeral home/i);
    const field = page.getByLabel('Business token');
    await screenshot(page, 'first-hour-token-form-first-screen');
    expect((await field.boundingBox())!.width).toBeGreaterThan(240);
    await page.getByRole('button', { name: 'Check and sign in' }).click();
    const fieldId = await field.getAttribute('id');
    await expect.poll(() => page.evaluate('document.activeElement?.id')).toBe(fieldId);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await look('token-empty');
    await field.fill(org.token);
    await page.getByRole('button', { name: 'Check and sign in' }).click();
    await expect.poll(heading, { timeout: 15_000 }).toMatch(/Memorials/);
    await expect.poll(() => page.getByText('Mary Price').count()).toBeGreaterThan(0);
  });

  it('names a family account from its memorials, lets the person rename it, and does not add the same person twice', async () => {
    await addAnotherAccount();
    await signInFamily();
    await expect.poll(accountInUse).toMatch(/using Owen Evans \(family account\)/);

    await page.goto(`${new URL(app.url).origin}/#/accounts`);
    await expect.poll(heading).toMatch(/Accounts on this computer/);
    const owen = page.getByRole('region', { name: 'Owen Evans' });
    await owen.getByRole('button', { name: 'Rename' }).click();
    await page.getByLabel('Name for this account').fill('Dad’s memorial');
    await page.getByRole('button', { name: 'Save the name' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Dad’s memorial' }).count()).toBe(1);
    await look('accounts');

    // The same person signs in again: the account is renewed, not added.
    await addAnotherAccount();
    await signInFamily();
    // The renewed account is the one in use (and the app has gone to its home) before moving on.
    await expect.poll(accountInUse, { timeout: 30_000 }).toMatch(/using Dad’s memorial \(family account\)/);
    await page.goto(`${new URL(app.url).origin}/#/accounts`);
    await expect.poll(heading).toMatch(/Accounts on this computer/);
    await expect.poll(() => page.locator('.account-item').count(), { timeout: 30_000 }).toBe(2);
    expect(await page.getByRole('heading', { level: 2, name: 'Dad’s memorial' }).count()).toBe(1);
  });

  it('settings: notifications turned off and kept; an address that is not one refused beside the field, nothing saved', async () => {
    await page.goto(`${new URL(app.url).origin}/#/settings`);
    await expect.poll(heading).toMatch(/^Settings$/);
    const toggle = page.getByRole('switch', { name: 'Tell me about new tributes waiting for approval' });
    expect(await toggle.isChecked()).toBe(true);
    await look('settings');
    // By keyboard, as a switch is used: Space.
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect.poll(text).toMatch(/Notifications are off/);
    await page.reload();
    await expect.poll(heading).toMatch(/^Settings$/);
    await expect.poll(() => toggle.isChecked()).toBe(false);

    await page.getByRole('button', { name: 'Change the address' }).click();
    const address = page.getByLabel('The memorial service’s address');
    await address.fill('memorials dot example');
    await page.getByRole('button', { name: 'Save the address' }).click();
    await expect.poll(text).toMatch(/That is not a web address/);
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    await look('settings-address-refused');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await text()).toContain(sandbox.baseUrl);
  });

  it('signing out asks first and then says it is done', async () => {
    await page.goto(`${new URL(app.url).origin}/#/accounts`);
    await expect.poll(heading).toMatch(/Accounts on this computer/);
    const home = page.getByRole('region', { name: /Evans & Price/ });
    await home.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Yes, sign out' }).click();
    await expect.poll(text).toMatch(/signed out/i);
    expect(await page.getByRole('region', { name: /Evans & Price/ }).count()).toBe(0);
  });

  it('after a restart without a keychain: the account is kept, signed out, with no search box, and says how to sign in again', async () => {
    // The funeral home again, then a restart: its session-only token is gone with the old process.
    await addAnotherAccount();
    await page.getByRole('button', { name: 'Sign in as a funeral home' }).click();
    await page.getByLabel('Business token').fill(org.token);
    await page.getByRole('button', { name: 'Check and sign in' }).click();
    await expect.poll(() => page.getByText('Mary Price').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    await app.close();
    // This start, the administrator has turned the update checks off for the computer.
    writeFileSync(machineFile, JSON.stringify({ updateChecks: false }));
    app = await startWebApp(sandbox.baseUrl, { dataDir, env: { MEMORIAL_DESK_MACHINE_SETTINGS: machineFile } });
    await page.goto(app.url);
    await expect.poll(text, { timeout: 15_000 }).toMatch(/sign in again/i);
    expect(await page.getByRole('searchbox').count()).toBe(0);
    expect(await page.getByRole('textbox', { name: /search/i }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Start a memorial for a family' }).count()).toBe(0);
    const words = await text();
    expect(words).not.toMatch(/access token|valid token|401|unauthori[sz]ed/i);
    // The note dismissed before the restart stays dismissed.
    expect(await page.getByRole('complementary', { name: 'About signing in on this computer' }).count()).toBe(0);
    await look('signed-out-after-restart');
    expect(failedLoads).toEqual([]);
  });

  it('shows what the administrator set, and where, as settings that cannot be changed here', async () => {
    await page.goto(`${new URL(app.url).origin}/#/settings`);
    await expect.poll(heading).toMatch(/^Settings$/);
    const locked = page.getByRole('region', { name: 'Set by this computer’s administrator' });
    await expect.poll(() => locked.textContent()).toMatch(/Whether Memorial Desk looks for updates/);
    expect(await locked.textContent()).toContain(machineFile);
    // What the file does not set stays the person's.
    expect(await page.getByRole('button', { name: 'Change the address' }).count()).toBe(1);
    await look('settings-locked');
  });

  it('says plainly when Memorial Desk’s background part stops, and never “Online” over what it cannot check', async () => {
    await app.close();
    const stopped = page.getByRole('complementary', { name: 'Memorial Desk is not running' });
    await expect.poll(() => stopped.count(), { timeout: 15_000 }).toBe(1);
    expect(await stopped.textContent()).toMatch(/background part has stopped/);
    expect(await stopped.textContent()).toMatch(/open the address it prints/);
    expect(await page.locator('.app-header').textContent()).not.toMatch(/\bOnline\b/);
    await look('background-stopped');
    // A fresh start for afterAll to close.
    app = await startWebApp(sandbox.baseUrl, { dataDir });
  });
});
