import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UiLocale } from '../../shared/locale/resolve';
import { DEMO_NAMES, englishLeft } from './demo-words';
import { launchChromium, ROOT } from './harness';
import { freePort, PHONE, startPhoneRig, type RunningPhoneRig } from './phone-harness';
import { axeWcag, clippedText, settle, stillBusy, sidewaysScroll, unisolatedNames, unmarkedTexts, widerThanWindow, wordsSplitIntoBoxes } from './screen-checks';
import { chooseLanguage, fullestMemorial, go, linksHere, openOfferingPseudoLocales, UNLINKED, unwalked, walkFrom } from './screen-walk';

/**
 * Issue 32's gate over every screen of the phone, as languages-sweep.test.ts is the desktop's:
 * `npm run phone -- --demo` in one Chromium emulating a phone (390 × 844, touch), every screen
 * found by the same walk (screen-walk.ts) from each account's home, the places its Menu offers and
 * the sign-in screens, and the open Menu itself; the family's, then the funeral home's. The
 * language is changed in place under Settings (the pseudo-locales offered with `?pseudo`), and
 * each screen visited once per language:
 *
 *  - en-XA, accented and lengthened: every visible text and accessible name that is not the
 *    person's own data carries the pseudo-locale's marks (demo-words.ts tells data apart); at
 *    390 and 360 px nothing scrolls sideways and no label is clipped;
 *  - Arabic: `<html dir="rtl" lang="ar">`, axe (WCAG 2.2 A and AA) finds nothing, the Latin
 *    names of the demo's people are isolated inside Arabic text, no words split from a name by a
 *    flex layout, nothing sideways or clipped at 390 and 360 px.
 */
const AXE_SOURCE = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
/** Memorials' own pages walked per language (each in its own state). */
const MEMORIAL_PAGES = 2;
/** The phone's width, and a small phone's. */
const WIDTHS = [390, 360] as const;
let home: string;
let rig: RunningPhoneRig;
let browser: Browser;
let page: Page;
const timings: string[] = [];
/** Screens still busy when checked (a read taking longer than the settle allows). */
const stillComing: string[] = [];

beforeAll(async () => {
  const began = Date.now();
  home = mkdtempSync(join(tmpdir(), 'phone-languages-home-'));
  rig = await startPhoneRig({ demo: true }, { port: await freePort(), env: { XDG_DATA_HOME: home, APPDATA: home } });
  browser = await launchChromium();
  page = await (await browser.newContext({ ...PHONE, locale: 'en-US', reducedMotion: 'reduce' })).newPage();
  timings.push(`rig and browser started in ${((Date.now() - began) / 1000).toFixed(1)} s`);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await rig?.close();
  if (home) rmSync(home, { recursive: true, force: true });
});

async function setWidth(width: number): Promise<void> {
  await page.setViewportSize({ width, height: PHONE.viewport!.height });
  await page.waitForTimeout(50);
}

let opened = false;

/** The language chosen under Settings, in use at once (the app opened first, the first time; the rig's tab keeps its secret). */
async function speak(locale: UiLocale): Promise<void> {
  if (!opened) await openOfferingPseudoLocales(page, rig.url);
  opened = true;
  await setWidth(390);
  await chooseLanguage(page, locale, { touch: true });
}

const menuButton = () => page.locator('.menu-button');
const menuSheet = () => page.locator('.menu-sheet');

async function openMenu(): Promise<void> {
  await menuButton().tap();
  await menuSheet().waitFor();
  await settle(page, 1_000);
}

async function closeMenu(): Promise<void> {
  await page.keyboard.press('Escape');
  await menuSheet().waitFor({ state: 'detached' });
}

/** The open Menu checked as a screen of its own; the places it offers. */
async function menuPlaces(visit: (place: string) => Promise<void>, account: string): Promise<string[]> {
  await openMenu();
  await visit(`the Menu (${account})`);
  const links = await linksHere(page);
  await closeMenu();
  return links;
}

async function switchAccount(name: RegExp): Promise<void> {
  await setWidth(390);
  await openMenu();
  await menuSheet().locator('.menu-sheet__choice', { hasText: name }).tap();
  await menuSheet().waitFor({ state: 'detached' });
  await settle(page);
}

/**
 * Walks the account signed in now, then the other (the family and the funeral home, in whichever
 * order the phone is in): `visit` on each screen and on each account's open Menu.
 */
async function everyScreen(visit: (place: string) => Promise<void>): Promise<string[]> {
  const walked: string[] = [];
  const seen = new Set<string>();
  const each = async (place: string) => {
    walked.push(place);
    // Checked all the same (a list read again in the background is busy too), and said.
    if (await stillBusy(page)) stillComing.push(place);
    await visit(place);
  };
  for (let turn = 0; turn < 2; turn++) {
    await setWidth(390);
    await go(page, '/');
    const start = await page.evaluate<string>('location.hash.slice(1)');
    const account = start.startsWith('/desk') ? 'funeral home' : 'family';
    // The family's fullest memorial first (its fund, posts, an event and its replies, visits).
    const fullest = account === 'family' ? await fullestMemorial(page) : null;
    const starts = [start, ...(fullest ? [fullest] : []), ...(await menuPlaces(each, account)), ...UNLINKED];
    await walkFrom(page, starts, each, { seen, memorialPages: MEMORIAL_PAGES });
    if (turn === 0) await switchAccount(account === 'family' ? /Hollis/ : /Margaret|Whitfield/);
  }
  return walked;
}

/**
 * Sideways scrolling and clipped labels at both the phone's widths, named with the screen: at the
 * width the window has now first, then the other, where the window stays for the next screen (one
 * resize a screen).
 */
async function narrowProblems(place: string): Promise<string[]> {
  const problems: string[] = [];
  const now = page.viewportSize()!.width;
  for (const width of [now, ...WIDTHS.filter((other) => other !== now)]) {
    if (width !== page.viewportSize()!.width) await setWidth(width);
    const sideways = await sidewaysScroll(page);
    if (sideways > 0) problems.push(`${place}: scrolls sideways at ${width} px by ${sideways}px: ${(await widerThanWindow(page)).join('; ')}`);
    for (const clipped of await clippedText(page)) problems.push(`${place}: clipped at ${width} px: ${clipped}`);
  }
  return problems;
}

describe('every screen of the phone in every language it can be told to speak', () => {
  it('in the accented, lengthened pseudo-locale: no English left, nothing sideways or clipped at 390 and 360 px', async () => {
    const started = Date.now();
    await speak('en-XA');
    const english = new Map<string, Set<string>>();
    const narrow: string[] = [];
    const walked = await everyScreen(async (place) => {
      for (const text of await unmarkedTexts(page)) {
        const left = englishLeft(text);
        if (left) english.set(left, (english.get(left) ?? new Set()).add(place));
      }
      narrow.push(...(await narrowProblems(place)));
    });
    timings.push(`en-XA: ${walked.length} screens in ${((Date.now() - started) / 1000).toFixed(1)} s:\n  ${walked.join('\n  ')}`);
    expect.soft(unwalked(walked), 'places the walk did not reach').toEqual([]);
    expect.soft(narrow, 'at 390 and 360 px in en-XA').toEqual([]);
    const list = [...english].map(([text, places]) => `${[...places].join(', ')}: "${text}"`);
    expect(list, 'strings left in English (screen: text)').toEqual([]);
  }, 120_000);

  it('in Arabic: right to left, axe clean, names isolated, nothing sideways or clipped at 390 and 360 px', async () => {
    const started = Date.now();
    await speak('ar');
    const problems: string[] = [];
    const walked = await everyScreen(async (place) => {
      const { dir, lang } = await page.evaluate<{ dir: string; lang: string }>(`({ dir: document.documentElement.dir, lang: document.documentElement.lang })`);
      if (dir !== 'rtl' || lang !== 'ar') problems.push(`${place}: <html dir="${dir}" lang="${lang}">`);
      for (const found of await axeWcag(page, AXE_SOURCE)) problems.push(`${place}: axe: ${found}`);
      for (const found of await unisolatedNames(page, DEMO_NAMES)) problems.push(`${place}: ${found}`);
      for (const found of await wordsSplitIntoBoxes(page)) problems.push(`${place}: words split into boxes: ${found}`);
      problems.push(...(await narrowProblems(place)));
    });
    timings.push(`ar: ${walked.length} screens in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect.soft(unwalked(walked), 'places the walk did not reach').toEqual([]);
    expect(problems).toEqual([]);
  }, 120_000);

  it('says what it walked and how long each language took', () => {
    console.log(timings.join('\n'));
    if (stillComing.length > 0) console.log(`still busy when checked: ${stillComing.join(', ')}`);
  });
});
