import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { UiLocale } from '../../shared/locale/resolve';
import { DEMO_NAMES, englishLeft } from './demo-words';
import { buildRenderer, launchChromium, ROOT, screenshot, startWebApp, type RunningApp } from './harness';
import { axeWcag, clippedText, settle, sidewaysScroll, unisolatedNames, unmarkedTexts, widerThanWindow } from './screen-checks';
import { chooseLanguage, fullestMemorial, go, openOfferingPseudoLocales, UNLINKED, unwalked, walkFrom } from './screen-walk';

/**
 * Every screen in every language the app can be told to speak (issue 32), found by the same walk
 * as the accessibility walk (screen-walk.ts), in one browser against the demo:
 *
 *  - en-XA, the accented and lengthened pseudo-locale: every visible text and accessible name that
 *    is not the person's own data carries the pseudo-locale's accents (a string left in English
 *    is named with its screen; every one across all screens, in one failure); at 360 px wide,
 *    with words some 40 % longer, nothing scrolls sideways and no label is clipped;
 *  - en-XB, the right-to-left pseudo-locale, and Arabic: `dir` is rtl, the navigation starts at
 *    the right, the way back points right; in Arabic nothing scrolls sideways at 360 px, axe finds
 *    nothing and a Latin name inside Arabic text is isolated (`<bdi>`, or FSI … PDI in an
 *    accessible name). A picture of each Arabic screen at 360 px goes to test-results/screenshots/.
 */
const AXE_SOURCE = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
/** Memorials' own pages walked, per language (each in its own state; the accessibility walk takes six). */
const MEMORIAL_PAGES = 2;

let app: RunningApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  await buildRenderer();
  app = await startWebApp('demo');
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', locale: 'en-US' });
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** The page's direction, and where its navigation begins: the first place's right edge against the window's. */
function direction(): Promise<{ dir: string; lang: string; navStartsRight: boolean | null }> {
  return page.evaluate<{ dir: string; lang: string; navStartsRight: boolean | null }>(`(() => {
    const links = [...document.querySelectorAll('.app-nav a')].filter((a) => a.getClientRects().length > 0);
    const width = document.documentElement.clientWidth;
    let navStartsRight = null;
    if (links.length > 0) {
      const first = links[0].getBoundingClientRect();
      const last = links[links.length - 1].getBoundingClientRect();
      navStartsRight = first.right > width / 2 && first.right >= last.right;
    }
    return { dir: document.documentElement.dir, lang: document.documentElement.lang, navStartsRight };
  })()`);
}

let opened = false;

async function speak(locale: UiLocale): Promise<void> {
  if (!opened) await openOfferingPseudoLocales(page, app.url);
  opened = true;
  await page.setViewportSize({ width: 1280, height: 900 });
  await chooseLanguage(page, locale);
}

async function switchAccount(name: RegExp): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.locator('.account-switcher__button').click();
  await page.getByRole('menuitemradio', { name }).first().click();
  await settle(page);
}

/** Places the desktop offers in its account menu, not by a link. */
const FROM_ACCOUNT_MENU = ['/sign-in', '/accounts'];

/** Walks the family's screens, then the funeral home's, and back to the family: `visit` on each. */
async function everyScreen(visit: (place: string) => Promise<void>): Promise<string[]> {
  const walked: string[] = [];
  const seen = new Set<string>();
  const each = async (place: string) => {
    walked.push(place);
    await visit(place);
  };
  await go(page, '/memorials');
  const fullest = await fullestMemorial(page);
  const family = ['/memorials', ...(fullest ? [fullest] : []), ...FROM_ACCOUNT_MENU, ...UNLINKED];
  await walkFrom(page, family, each, { seen, memorialPages: MEMORIAL_PAGES });
  await switchAccount(/Hollis/);
  await walkFrom(page, ['/desk', ...FROM_ACCOUNT_MENU, ...UNLINKED], each, { seen, memorialPages: MEMORIAL_PAGES });
  await switchAccount(/Margaret|Whitfield/);
  return walked;
}

const timings: string[] = [];

describe('every screen in every language it can be told to speak', () => {
  it('in the accented, lengthened pseudo-locale: no English left, nothing sideways or clipped at 360 px', async () => {
    const started = Date.now();
    await speak('en-XA');
    const english = new Map<string, Set<string>>();
    const narrow: string[] = [];
    const walked = await everyScreen(async (place) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      for (const text of await unmarkedTexts(page)) {
        const left = englishLeft(text);
        if (left) english.set(left, (english.get(left) ?? new Set()).add(place));
      }
      await page.setViewportSize({ width: 360, height: 780 });
      await page.waitForTimeout(50);
      const sideways = await sidewaysScroll(page);
      if (sideways > 0) narrow.push(`${place}: scrolls sideways at 360 px by ${sideways}px: ${(await widerThanWindow(page)).join('; ')}`);
      for (const clipped of await clippedText(page)) narrow.push(`${place}: clipped at 360 px: ${clipped}`);
    });
    timings.push(`en-XA: ${walked.length} screens in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect.soft(unwalked(walked), 'places the walk did not reach').toEqual([]);
    expect.soft(narrow, 'at 360 px in en-XA').toEqual([]);
    const list = [...english].map(([text, places]) => `${[...places].join(', ')}: "${text}"`);
    if (list.length > 0) console.log(`Left in English under en-XA (${list.length}):\n${list.join('\n')}`);
    expect(list, 'strings left in English (screen: text)').toEqual([]);
  }, 240_000);

  for (const locale of ['en-XB', 'ar'] as const) {
    it(`in ${locale}: right to left, the navigation on the right${locale === 'ar' ? ', nothing sideways at 360 px, axe clean, names isolated' : ''}`, async () => {
      const started = Date.now();
      await speak(locale);
      const problems: string[] = [];
      const walked = await everyScreen(async (place) => {
        await page.setViewportSize({ width: 1280, height: 900 });
        const { dir, navStartsRight } = await direction();
        if (dir !== 'rtl') problems.push(`${place}: dir is "${dir}"`);
        if (navStartsRight === false) problems.push(`${place}: the navigation does not start at the right`);
        // The way back points toward the start of the line: the right.
        const back = await page.evaluate<string | null>(
          `(() => { const a = document.querySelector('.way-back a'); return a ? getComputedStyle(a, '::before').content : null; })()`,
        );
        if (back !== null && !back.includes('→')) problems.push(`${place}: the way back's arrow is ${back}, not →`);
        if (locale === 'ar') {
          if (place === '/memorials' || place === '/desk') await screenshot(page, `languages-ar${place.replace(/[^a-z0-9]+/gi, '-')}-1280`);
          for (const found of await axeWcag(page, AXE_SOURCE)) problems.push(`${place}: axe: ${found}`);
          for (const found of await unisolatedNames(page, DEMO_NAMES)) problems.push(`${place}: ${found}`);
        }
        // At 360 px in Arabic (en-XB's layout is the same, mirrored the same way).
        if (locale === 'ar') {
          await page.setViewportSize({ width: 360, height: 780 });
          await page.waitForTimeout(50);
          const sideways = await sidewaysScroll(page);
          if (sideways > 0) problems.push(`${place}: scrolls sideways at 360 px by ${sideways}px: ${(await widerThanWindow(page)).join('; ')}`);
          await screenshot(page, `languages-ar${place.replace(/[^a-z0-9]+/gi, '-')}-360`);
        }
      });
      timings.push(`${locale}: ${walked.length} screens in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      expect.soft(unwalked(walked), 'places the walk did not reach').toEqual([]);
      expect(problems).toEqual([]);
    }, 240_000);
  }

  it('says how long each language took', () => {
    console.log(timings.join('\n'));
  });
});
