import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { control as controlSandbox } from '../helpers/sandbox-control';
import { buildRenderer, filesUnder, launchChromium, screenshot, startWebApp, type RunningApp } from './harness';
import { freePort, PHONE, startPhoneRig, type RunningPhoneRig } from './phone-harness';

/**
 * Issue 33, forget means forget: a family signs in, browses a memorial with a private tribute
 * (its queue, its visits), and signs out; then no file of the data folder (browser mode) and no
 * file of the phone rig's origin private file system holds the memorial's name, its title, the
 * tribute's words, its writer's name or email, as UTF-8 or UTF-16. Before signing out they are
 * there, so the search is known to find them.
 */
const NAME = 'Philippa Quennell-Hart';
const TITLE = 'Forever in the orchard at Lyme';
const WORDS = 'Only for the family: the letters are in the blue tin.';
const WRITER = 'Bartholomew Quince';
const EMAIL = 'bart.quince@example.org';
const LOOKED_FOR = ['Quennell-Hart', TITLE, 'letters are in the blue tin', WRITER, EMAIL];

let sandbox: RunningSandbox;
let browser: Browser;
let phonePort: number;
const control = <T = any>(method: string, path: string, body?: unknown) => controlSandbox<T>(sandbox.url, method, path, body);

/** A family with one memorial and a private tribute on it; its person and the memorial's id. */
async function family(email: string): Promise<{ person: { id: number }; memorialId: number }> {
  const person = await control<{ id: number; token: string }>('POST', '/__sandbox/people', { name: 'Winifred Ashdown', email });
  const created = await fetch(`${sandbox.baseUrl}/me/memorials`, {
    method: 'POST',
    headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ deceased_name: NAME, title: TITLE, obituary: 'She kept bees.' }),
  });
  const memorialId = ((await created.json()) as { id: number }).id;
  await control('POST', '/__sandbox/settle');
  await control('POST', `/__sandbox/memorials/${memorialId}/contributions`, { body: WORDS, author_name: WRITER, author_email: EMAIL, is_private: true });
  await control('POST', '/__sandbox/settle');
  // What was asked above came out of the family's budget; a minute on, the app has all of it.
  await control('POST', '/__sandbox/clock', { advance_seconds: 61 });
  return { person, memorialId };
}

/** Which of LOOKED_FOR `bytes` holds, as UTF-8 or UTF-16 (either byte order). */
function foundIn(name: string, bytes: Buffer): string[] {
  return LOOKED_FOR.filter((word) =>
    [Buffer.from(word, 'utf8'), Buffer.from(word, 'utf16le'), Buffer.from(word, 'utf16le').swap16()].some((spelling) => bytes.includes(spelling)),
  ).map((word) => `${word} in ${name}`);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const go = (page: Page, path: string) => page.evaluate(`location.hash = ${JSON.stringify(`#${path}`)}`);

/** Signs in by code, the sandbox approving as the person; then My memorials shows the memorial. */
async function signIn(page: Page, personId: number, tap: boolean): Promise<void> {
  const button = page.getByRole('button', { name: 'Sign in as a family' });
  await (tap ? button.tap() : button.click());
  const code = page
    .getByRole('region', { name: 'Your code' })
    .locator('.user-code__value')
    .filter({ hasText: /^[A-Z]{4}-[A-Z]{4}$/ });
  await code.waitFor({ timeout: 20_000 });
  await control('POST', '/__sandbox/device/approve', { user_code: await code.textContent(), person_id: personId });
  await expect.poll(() => heading(page), { timeout: 30_000 }).toMatch(/My memorials/);
  await expect.poll(() => page.getByText(NAME).count(), { timeout: 15_000 }).toBeGreaterThan(0);
}

/** The memorial, its queue with the private tribute, and its visits, as a family opens them. */
async function browse(page: Page, memorialId: number): Promise<void> {
  await go(page, `/memorials/${memorialId}`);
  await expect.poll(() => heading(page), { timeout: 15_000 }).toContain(NAME);
  await go(page, `/memorials/${memorialId}/tributes?status=pending`);
  await expect.poll(() => page.getByText(WORDS).count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await go(page, `/memorials/${memorialId}/visits`);
  await expect.poll(() => heading(page), { timeout: 15_000 }).toMatch(/Visits/);
}

/** The sign-out question says what goes and what stays; then "Yes, sign out", and the start page. */
async function signOut(page: Page, shot: string): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect.poll(() => dialog.textContent()).toContain('remove everything it kept for this account on this computer');
  expect(await dialog.textContent()).toContain('What stays: the files you saved or shared');
  await screenshot(page, shot);
  await dialog.getByRole('button', { name: 'Yes, sign out' }).click();
  await expect.poll(() => heading(page), { timeout: 15_000 }).toMatch(/Welcome to Memorial Desk/);
}

beforeAll(async () => {
  await buildRenderer();
  phonePort = await freePort();
  sandbox = await startSandbox({ port: 0, memory: true, control: true, allowOrigins: [`http://127.0.0.1:${phonePort}`] });
  await control('PUT', '/__sandbox/settings', { safety_delay_ms: 0 });
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

describe('signing out forgets', () => {
  let app: RunningApp | undefined;
  afterAll(async () => app?.close());

  it('on the desktop (browser mode): no file of the data folder holds the memorial, the private tribute or its writer', async () => {
    const { person, memorialId } = await family('winifred.desk@example.com');
    app = await startWebApp(sandbox.baseUrl);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(app.url);
    await signIn(page, person.id, false);
    await browse(page, memorialId);
    const dataDir = app.dataDir;
    const everywhere = () => filesUnder(dataDir).flatMap((file) => foundIn(file.slice(dataDir.length + 1), readFileSync(file)));
    // Kept while signed in (what it read, the account's name): the search finds them.
    await expect.poll(() => new Set(everywhere().map((found) => found.split(' in ')[0])).size, { timeout: 10_000 }).toBe(LOOKED_FOR.length);

    await page.getByRole('button', { name: /Family account$/ }).click();
    await page.getByRole('menuitem', { name: /^Sign out of/ }).click();
    await signOut(page, 'sign-out-forgets-desktop');
    // The app still runs, its files open: nothing of them in any file, WAL and all.
    expect(everywhere()).toEqual([]);
    await page.close();
  }, 180_000);
});

describe('signing out forgets on the phone', () => {
  let rig: RunningPhoneRig | undefined;
  let context: BrowserContext | undefined;
  afterAll(async () => {
    await context?.close();
    await rig?.close();
  });

  /** Every file of the rig origin's OPFS, whole (the database pool's slots, free ones included), and which words each holds. */
  async function opfsFound(): Promise<string[]> {
    // A page of the origin that is not the app, so no worker holds the pool's files.
    const reader = await context!.newPage();
    await reader.goto(`${rig!.origin}/rig/nothing-here`);
    // A closed page's worker lets go of the pool's files a moment after the page is gone: until it
    // has, a file cannot be opened for writing here, and the next page would find the pool busy
    // (its replica kept in memory). Waited out, as a phone's next start finds its files free.
    await reader.evaluate(`(async () => {
      const files = [];
      const walk = async (folder) => {
        for await (const handle of folder.values()) {
          if (handle.kind === 'directory') await walk(handle);
          else files.push(handle);
        }
      };
      await walk(await navigator.storage.getDirectory());
      const until = Date.now() + 15000;
      for (const file of files) {
        for (;;) {
          try {
            const writable = await file.createWritable({ keepExistingData: true });
            await writable.abort();
            break;
          } catch (error) {
            if (Date.now() > until) throw error;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
      }
    })()`);
    const files = await reader.evaluate(`(async () => {
      const out = [];
      const walk = async (folder, path) => {
        for await (const handle of folder.values()) {
          if (handle.kind === 'directory') await walk(handle, path + '/' + handle.name);
          else out.push({ name: path + '/' + handle.name, bytes: Array.from(new Uint8Array(await (await handle.getFile()).arrayBuffer())) });
        }
      };
      await walk(await navigator.storage.getDirectory(), '');
      return out;
    })()`);
    await reader.close();
    const found = (files as { name: string; bytes: number[] }[]).flatMap((file) => foundIn(file.name, Buffer.from(file.bytes)));
    expect((files as unknown[]).length).toBeGreaterThan(0);
    return found;
  }

  it('on the phone rig: no file of its OPFS holds the memorial, the private tribute or its writer', async () => {
    const { person, memorialId } = await family('winifred.phone@example.com');
    rig = await startPhoneRig({ url: sandbox.baseUrl }, { port: phonePort });
    context = await browser.newContext(PHONE);
    let page = await context.newPage();
    await page.goto(rig.url);
    await signIn(page, person.id, true);
    await browse(page, memorialId);
    // Kept while signed in: closed for a moment so its files can be read, then opened again.
    await page.close();
    expect(new Set((await opfsFound()).map((found) => found.split(' in ')[0])).size).toBe(LOOKED_FOR.length);
    page = await context.newPage();
    await page.goto(rig.url);
    // It opens at the memorial, still signed in: at its visits, or at its tributes when the page was
    // closed before the place it was at had been kept (that is kept a moment after arriving).
    await expect.poll(() => heading(page), { timeout: 30_000 }).toMatch(/Visits|Tributes for/);

    await page.getByRole('button', { name: 'Menu', exact: true }).tap();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: /^Sign out of/ })
      .tap();
    await signOut(page, 'sign-out-forgets-phone');
    await page.close();
    expect(await opfsFound()).toEqual([]);
  }, 240_000);
});
