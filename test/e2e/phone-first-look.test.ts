import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { control as controlSandbox } from '../helpers/sandbox-control';
import { familySignIn } from './family-sign-in';
import { launchChromium, screenshot } from './harness';
import { freePort, PHONE, startPhoneRig, type RunningPhoneRig } from './phone-harness';
import { cspBreaches, WATCH_CSP } from './screen-checks';

/**
 * The first look on the phone (core/first-look.ts, mobile/web/first-look.ts): a family that looked
 * at My memorials and closed the app sees its memorials at once when it opens the app again, as a
 * picture of the screen as it was, which no one can press and no screen reader reads; the live list
 * takes its place in the frame it draws. The picture is a file of the family's words: it goes when
 * they move on to another place, and when they sign out.
 */
let sandbox: RunningSandbox;
let rig: RunningPhoneRig;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let person: { id: number; token: string };
let harold: number;

const control = <T = any>(method: string, path: string, body?: unknown) => controlSandbox<T>(sandbox.url, method, path, body);

/** The picture's file as the page's origin keeps it (mobile/rig/page/files.ts's folders), or null. */
function pictureFile(): Promise<{ place: string; html: string; accountId: string } | null> {
  return page.evaluate(`(async () => {
    try {
      const opfs = await navigator.storage.getDirectory();
      const data = await (await opfs.getDirectoryHandle('memorial-desk-files')).getDirectoryHandle('Memorial Desk');
      return JSON.parse(await (await (await data.getFileHandle('first-look.json')).getFile()).text());
    } catch {
      return null;
    }
  })()`);
}

/** Noted by the page from its first script on: when the picture came and went, and what was live then. */
const WATCH_THE_PICTURE = `(() => {
  const seen = (window.__firstLook = { shownAt: null, liveWhenShown: null, hidden: null, inert: null, takesTaps: null, goneAt: null, liveWhenGone: null, words: '' });
  const live = () => !!document.querySelector('#root main') && document.querySelector('#root main').textContent.includes('Harold Brennan');
  new MutationObserver(() => {
    const picture = document.querySelector('.first-look');
    if (picture && seen.shownAt === null) {
      seen.shownAt = performance.now();
      seen.liveWhenShown = live();
      seen.hidden = picture.getAttribute('aria-hidden');
      seen.inert = picture.querySelector('.first-look__picture').inert;
      seen.takesTaps = getComputedStyle(picture).pointerEvents !== 'none';
      seen.words = picture.textContent;
    }
    if (!picture && seen.shownAt !== null && seen.goneAt === null) {
      seen.goneAt = performance.now();
      seen.liveWhenGone = live();
    }
  }).observe(document, { childList: true, subtree: true });
})();`;

beforeAll(async () => {
  const port = await freePort();
  sandbox = await startSandbox({ port: 0, memory: true, control: true, allowOrigins: [`http://127.0.0.1:${port}`] });
  await control('PUT', '/__sandbox/settings', { safety_delay_ms: 0 });
  person = await control('POST', '/__sandbox/people', { name: 'Margaret Brennan', email: 'margaret.first-look@example.com' });
  const made = await fetch(`${sandbox.baseUrl}/me/memorials`, {
    method: 'POST',
    headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ deceased_name: 'Harold Brennan' }),
  });
  harold = ((await made.json()) as { id: number }).id;
  await control('POST', '/__sandbox/settle');
  await control('POST', '/__sandbox/clock', { advance_seconds: 61 });
  rig = await startPhoneRig({ url: sandbox.baseUrl }, { port });
  browser = await launchChromium();
  context = await browser.newContext({ ...PHONE });
  await context.addInitScript(WATCH_CSP);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await rig?.close();
  await sandbox?.close();
});

describe('the phone’s first look', () => {
  it('opens on the picture of My memorials as last seen, then the live list in its place', async () => {
    page = await context.newPage();
    await familySignIn(page, { appUrl: rig.url, approve: (code) => control('POST', '/__sandbox/device/approve', { user_code: code, person_id: person.id }) });
    await page.getByRole('link', { name: 'Harold Brennan', exact: true }).waitFor({ timeout: 30_000 });
    // Kept a moment after the list showed, with the family's words and nothing that says how things stand now.
    await expect.poll(async () => (await pictureFile())?.place, { timeout: 15_000 }).toBe('/memorials');
    const kept = (await pictureFile())!;
    expect(kept.html).toContain('Harold Brennan');
    expect(kept.html).not.toMatch(/Online|Offline|Checking the connection|Check now|Last checked/);
    expect(kept.html).not.toMatch(/\sid="|\sstyle="/);

    // The app closed, then opened again.
    await page.close();
    await context.addInitScript(WATCH_THE_PICTURE);
    page = await context.newPage();
    await page.goto(rig.url);
    await page.getByRole('link', { name: 'Harold Brennan', exact: true }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.evaluate('window.__firstLook.goneAt !== null')).toBe(true);
    const look = await page.evaluate<{
      shownAt: number;
      liveWhenShown: boolean;
      hidden: string;
      inert: boolean;
      takesTaps: boolean;
      words: string;
      liveWhenGone: boolean;
    }>('window.__firstLook');
    expect(look.words).toContain('Harold Brennan');
    expect(look.words).toContain('My memorials');
    // Shown before the live list, never pressed or read out, and gone only once the live list is there.
    expect(look.liveWhenShown).toBe(false);
    expect(look.hidden).toBe('true');
    expect(look.inert).toBe(true);
    expect(look.takesTaps).toBe(true);
    expect(look.liveWhenGone).toBe(true);
    expect(await page.locator('.first-look').count()).toBe(0);
    expect(await page.evaluate(`performance.getEntriesByName('memorial-desk:first-look').length`)).toBe(1);
    expect(await cspBreaches(page)).toEqual([]);
    await screenshot(page, 'phone-first-look-then-live');
  }, 120_000);

  it('is not kept once the family moves on, and is gone when they sign out', async () => {
    await page.getByRole('link', { name: 'Harold Brennan', exact: true }).tap();
    await page.getByRole('heading', { level: 1, name: /Harold Brennan/ }).waitFor();
    // The next start opens here, which the picture does not show.
    await expect.poll(pictureFile, { timeout: 15_000 }).toBeNull();

    await page.evaluate(`location.hash = '#/memorials'`);
    await expect.poll(async () => (await pictureFile())?.html ?? '', { timeout: 15_000 }).toContain('Harold Brennan');

    await page.getByRole('button', { name: 'Menu', exact: true }).tap();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: /^Sign out of/ })
      .tap();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, sign out' }).tap();
    await page.getByRole('heading', { level: 1, name: /Welcome to Memorial Desk/ }).waitFor({ timeout: 15_000 });
    expect(await pictureFile()).toBeNull();
    // And a start after it shows none.
    await page.close();
    page = await context.newPage();
    await page.goto(rig.url);
    await page.getByRole('heading', { level: 1, name: /Welcome to Memorial Desk/ }).waitFor({ timeout: 30_000 });
    expect(await page.evaluate('window.__firstLook.shownAt')).toBeNull();
    expect(harold).toBeGreaterThan(0);
  }, 120_000);
});
