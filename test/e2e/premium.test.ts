import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { buildRenderer, filesUnder, launchChromium, lookAt, startWebApp, type RunningApp } from './harness';

/**
 * Premium and engagement as a new family user meets them, in Chromium against browser mode and a
 * sandbox holding the demo world (Eleanor Whitfield is Premium, with a fund, posts, RSVPs and a
 * year of visits; Biscuit is not Premium). Safety checks and exports wait until the test settles
 * them, so every state in between can be seen.
 */
let sandbox: RunningSandbox;
let app: RunningApp;
let browser: Browser;
let page: Page;
let downloads: string;
let eleanor: number;
let biscuit: number;
let familyToken: string;
const cspViolations: string[] = [];

async function control(method: string, path: string, body?: unknown): Promise<any> {
  const r = await fetch(`${sandbox.url}${path}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  return r.status === 204 ? null : r.json();
}

async function api(path: string): Promise<any> {
  const r = await fetch(`${sandbox.baseUrl}${path}`, { headers: { authorization: `Bearer ${familyToken}` } });
  return r.json();
}

/** Goes to a place in the app the way a link would. */
async function open(path: string, heading: RegExp): Promise<void> {
  await page.evaluate(`location.hash = ${JSON.stringify(`#${path}`)}`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toMatch(heading);
}

async function look(name: string): Promise<void> {
  expect(await lookAt(page, `premium-${name}`)).toEqual([]);
}

const text = () => page.textContent('main');

beforeAll(async () => {
  await buildRenderer();
  sandbox = await startSandbox({ port: 0, memory: true, control: true, demo: true });
  familyToken = sandbox.demo!.person.token;
  // Checks and exports finish when the test says (settle), not on their own.
  await control('PUT', '/__sandbox/settings', { safety_delay_ms: 3_600_000 });
  const mine = (await api('/me/memorials?per_page=100')).data as { id: number; deceased_name: string }[];
  eleanor = mine.find((m) => m.deceased_name === 'Eleanor Whitfield')!.id;
  biscuit = mine.find((m) => m.deceased_name === 'Biscuit')!.id;
  downloads = mkdtempSync(join(tmpdir(), 'premium-e2e-downloads-'));
  app = await startWebApp(sandbox.baseUrl, { env: { XDG_DOWNLOAD_DIR: downloads } });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspViolations.push(message.text());
  });

}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await sandbox?.close();
  if (downloads) rmSync(downloads, { recursive: true, force: true });
});

describe('signing in', () => {
  it('signs in as the demo family, as a new user does: the device flow, approved on the service', async () => {
    await page.goto(app.url);
    await page.getByRole('button', { name: 'Sign in as a family' }).click();
    const code = page.getByRole('region', { name: 'Your code' }).locator('.user-code__value');
    await expect.poll(() => code.textContent(), { timeout: 15_000 }).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
    await control('POST', '/__sandbox/device/approve', { user_code: await code.textContent(), person_id: sandbox.demo!.person.id });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toMatch(/My memorials/);
  });
});

describe('the memorial fund', () => {
  it('warns about a heading without a web address before sending, then shows the fund once the check passes', async () => {
    await open(`/memorials/${eleanor}/fund`, /Memorial fund/);
    await expect.poll(text).toMatch(/Showing on the memorial/);
    expect(await text()).toMatch(/For Eleanor Whitfield/);
    expect(await page.getByRole('navigation', { name: 'Where you are' }).getByRole('link', { name: 'Eleanor Whitfield' }).count()).toBe(1);
    await look('fund-showing');

    await page.getByRole('button', { name: 'Change the fund' }).click();
    await page.getByLabel('Message').fill('In Eleanor’s memory, the family would love gifts to the Larkfield Community Garden, where she grew sweet peas for thirty years.');
    const first = page.getByRole('group', { name: /First link/ });
    await first.getByLabel('Heading').fill('Give to the garden');
    await first.getByLabel('Web address').fill('https://larkfield-garden.example.org/give');
    const second = page.getByRole('group', { name: /Second link/ });
    await second.getByLabel('Heading').fill('Read about the garden');
    await second.getByLabel('Web address').fill('');
    await expect.poll(() => second.getByText(/no web address, so the memorial service will leave it out/).count()).toBe(1);
    expect(await first.getByText(/no web address/).count()).toBe(0);
    await look('fund-unlinked-heading');

    await page.getByRole('button', { name: 'Save the fund' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'A heading has no web address' });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.textContent()).toMatch(/“Read about the garden” has no web address/);
    await look('fund-confirm-unlinked');
    await dialog.getByRole('button', { name: 'Save without it' }).click();

    await expect.poll(text, { timeout: 15_000 }).toMatch(/Saved, not showing until the check passes/);
    await expect.poll(text).toMatch(/Give to the garden/);
    await look('fund-being-checked');

    await control('POST', '/__sandbox/settle');
    await expect.poll(text, { timeout: 20_000 }).toMatch(/Showing on the memorial/);
    expect(await text()).not.toMatch(/Read about the garden/);
    await look('fund-showing-after-check');
  });

  it('on a memorial without Premium, explains what Premium adds instead of the service’s refusal, keeping the words', async () => {
    await open(`/memorials/${biscuit}/fund`, /Memorial fund/);
    await expect.poll(text).toMatch(/There is no fund on this memorial yet/);
    await page.getByLabel('Message').fill('Biscuit loved the dogs’ home on Mill Lane. Gifts there would mean a lot.');
    await page.getByRole('button', { name: 'Save the fund' }).click();
    await expect.poll(text, { timeout: 15_000 }).toMatch(/part of Premium, and this memorial does not have Premium/);
    const words = await text();
    expect(words).toMatch(/Premium adds to a memorial/);
    expect(words).not.toMatch(/422|premium_required/);
    expect(await page.getByLabel('Message').inputValue()).toMatch(/dogs’ home on Mill Lane/);
    await look('fund-not-premium');
  });
});
