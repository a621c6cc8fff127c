import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, SCREENSHOTS } from './harness';
import { freePort, PHONE, startPhoneRig, type RunningPhoneRig } from './phone-harness';
import { settle } from './screen-checks';

/**
 * A phone talks like a phone (issue 33): `npm run phone -- --demo` in Chromium emulating a phone
 * held in the hand (PHONE: 390 × 844, touch, no mouse). No keyboard hints and no "drop" until a
 * hardware keyboard's key is pressed (then the hints, never "drop": that is a pointer's); the
 * Menu's arrows stay beside their place's last word from 320 to 430 px, at 100 and 200 % text.
 */
let home: string;
let rig: RunningPhoneRig;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  home = mkdtempSync(join(tmpdir(), 'phone-manners-home-'));
  rig = await startPhoneRig({ demo: true }, { port: await freePort(), env: { XDG_DATA_HOME: home, APPDATA: home } });
  browser = await launchChromium();
  context = await browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
  page = await context.newPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await rig?.close();
  if (home) rmSync(home, { recursive: true, force: true });
});

/** The phone app open on the demo family's memorials (once; each test may run alone). */
async function openApp(): Promise<void> {
  if (page.url().startsWith(rig.origin)) return;
  await page.goto(rig.url);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toMatch(/My memorials/);
  await expect.poll(() => page.getByText('Eleanor Whitfield').count(), { timeout: 20_000 }).toBeGreaterThan(0);
}

async function go(place: string): Promise<void> {
  await openApp();
  await page.evaluate(`location.hash = ${JSON.stringify(`#${place}`)}`);
  await page.waitForFunction(`location.hash === ${JSON.stringify(`#${place}`)}`);
  await settle(page);
}

async function setWidth(width: number): Promise<void> {
  await page.setViewportSize({ width, height: PHONE.viewport!.height });
  await page.waitForTimeout(100);
}

/** The window as the phone shows it, at one pixel a CSS pixel. */
async function shoot(name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), scale: 'css' });
}

const keysLine = () => page.getByText(/^Keys: \? for the list\./);
const shortcuts = () => page.getByRole('button', { name: 'Keyboard shortcuts' });

/** The memorial page of Eleanor Whitfield, with its cover photo. */
async function coverPhoto() {
  await go('/memorials');
  await page.getByRole('link', { name: 'Eleanor Whitfield' }).first().tap();
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Eleanor Whitfield/);
  const cover = page.getByRole('region', { name: 'Cover photo' });
  await cover.getByRole('button', { name: /^Choose (a|another) photo$/ }).waitFor();
  return cover;
}

/**
 * Each place of the open Menu: whether its arrow is on the line of its last word (the arrow's
 * middle within that word's box), after it, and inside the place's box.
 */
interface ArrowPlace {
  name: string;
  sameLine: boolean;
  after: boolean;
  inside: boolean;
}
const MENU_ARROWS = `(() => [...document.querySelectorAll('.menu-sheet__place')].map((link) => {
  const arrow = link.querySelector('.menu-sheet__arrow');
  const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
  let last = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent.trim() && !node.parentElement.closest('.visually-hidden')) last = node;
  }
  const text = last.textContent;
  const end = text.trimEnd().length;
  const range = document.createRange();
  range.setStart(last, text.lastIndexOf(' ', end - 1) + 1);
  range.setEnd(last, end);
  const word = [...range.getClientRects()].at(-1);
  const box = link.getBoundingClientRect();
  const a = arrow ? arrow.getBoundingClientRect() : null;
  const middle = a ? (a.top + a.bottom) / 2 : -1;
  return {
    name: link.textContent.trim(),
    sameLine: a !== null && middle >= word.top && middle <= word.bottom,
    after: a !== null && a.left >= word.right - 1,
    inside: a !== null && a.left >= box.left && a.right <= box.right + 0.5,
  };
}))()`;

describe('a phone held in the hand', () => {
  it('the queue says nothing of keys and offers no "Keyboard shortcuts"; the cover photo says nothing of dropping', async () => {
    await go('/inbox?status=pending');
    await page.locator('article[data-tribute]').first().waitFor({ timeout: 30_000 });
    expect(await keysLine().count()).toBe(0);
    expect(await shortcuts().count()).toBe(0);
    await setWidth(360);
    await shoot('phone-manners-queue-touch-360');
    await setWidth(390);

    const cover = await coverPhoto();
    expect(await cover.textContent()).not.toMatch(/drop/i);
    await cover.scrollIntoViewIfNeeded();
    await setWidth(360);
    await shoot('phone-manners-cover-touch-360');
    await setWidth(390);
  }, 120_000);

  it('a hardware keyboard’s first key brings the hints (and the keys work); still no "drop", which takes a pointer', async () => {
    await go('/inbox?status=pending');
    await page.locator('article[data-tribute]').first().waitFor({ timeout: 30_000 });
    await page.evaluate(`document.querySelector('main h1').focus()`);
    await page.keyboard.press('j');
    await expect.poll(() => page.evaluate<boolean>(`document.activeElement?.matches('article[data-tribute]') ?? false`)).toBe(true);
    await keysLine().waitFor();
    expect(await shortcuts().isVisible()).toBe(true);
    await page.evaluate('window.scrollTo(0, 0)');
    await setWidth(360);
    await shoot('phone-manners-queue-keyboard-360');
    await setWidth(390);

    const cover = await coverPhoto();
    expect(await cover.textContent()).not.toMatch(/drop/i);
  }, 120_000);

  it('the Menu never strands an arrow on a line of its own, from 320 to 430 px, at 100 and 200 % text, for a family and a funeral home', async () => {
    await openApp();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const stranded: string[] = [];
    for (const kind of ['family', 'funeral-home']) {
      await page.getByRole('button', { name: 'Menu' }).tap();
      await menu.waitFor();
      for (const text of ['', '200%']) {
        await page.evaluate(`document.documentElement.style.fontSize = ${JSON.stringify(text)}`);
        for (const width of [320, 360, 390, 430]) {
          await setWidth(width);
          const places = await page.evaluate<ArrowPlace[]>(MENU_ARROWS);
          expect(places.map((p) => p.name)).toContain('Name and manage accounts');
          for (const place of places) {
            if (!(place.sameLine && place.after && place.inside)) stranded.push(`${kind}, ${width} px, text ${text || '100%'}: ${JSON.stringify(place)}`);
          }
          if (width === 360) {
            await menu.getByRole('link', { name: 'Name and manage accounts' }).scrollIntoViewIfNeeded();
            await shoot(`phone-manners-menu-${kind}-360${text ? '-text-200' : ''}`);
          }
        }
      }
      await page.evaluate(`document.documentElement.style.fontSize = ''`);
      await setWidth(390);
      // Then the funeral home's Menu, with its own places (switching closes the Menu).
      if (kind === 'family') await menu.getByRole('button', { name: /^Switch to .*funeral home account/ }).tap();
      else await page.getByRole('button', { name: 'Close' }).tap();
      await menu.waitFor({ state: 'detached' });
    }
    expect(stranded).toEqual([]);
  }, 120_000);
});
