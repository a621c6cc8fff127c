import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildRenderer, launchChromium, ROOT, screenshot, SCREENSHOTS, startWebApp, type RunningApp } from './harness';
import {
  axeWcag,
  clippedText,
  cspBreaches,
  focusHidden,
  focusRingMissing,
  selectedTabUnmarked,
  settle,
  sidewaysScroll,
  stillMoving,
  WATCH_CSP,
} from './screen-checks';
import { walkFrom as walkScreens } from './screen-walk';

/**
 * Every screen of the demo, found by walking it (the main navigation of each kind of account,
 * then every link in the app on each screen reached: each memorial's page and the screens under
 * it), so a new screen is checked without anyone listing it. On each: axe (WCAG 2.2 AA), reflow
 * at 320 px, text at 200 %, the focus never hidden at any Tab stop, forced colours and reduced
 * motion, and nothing breaking the page's content security policy (the start included).
 */
const AXE_SOURCE = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
/** Tab stops looked at per screen at most: every one, round to where it began, on the screens we have. */
const TAB_STOPS = 120;
/** A memorial page per memorial (each is in its own state), up to this many. */
const MEMORIAL_PAGES = 6;

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const problems: string[] = [];
const walked: string[] = [];
const seen = new Set<string>();

beforeAll(async () => {
  await buildRenderer();
  app = await startWebApp('demo');
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  await context.addInitScript(WATCH_CSP);
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

function fileName(place: string): string {
  return `walk${place.split('?')[0]!.replace(/[^a-z0-9]+/gi, '-')}`.replace(/-$/, '');
}

function note(place: string, what: string, found: readonly string[] | string | null): void {
  const list = found === null ? [] : typeof found === 'string' ? [found] : found;
  for (const item of list) problems.push(`${place}: ${what}: ${item}`);
}

async function tabThrough(place: string, check: () => Promise<string | null>, stops: number, what: string): Promise<void> {
  await page.evaluate(`document.querySelector('main h1')?.focus()`);
  const reached = new Set<number>();
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    // Where the focus is, as its place among the page's elements: the walk ends where it began.
    const at = await page.evaluate<number>(
      `document.activeElement && document.activeElement !== document.body ? [...document.querySelectorAll('*')].indexOf(document.activeElement) : -1`,
    );
    if (at < 0 || reached.has(at)) break;
    reached.add(at);
    note(place, what, await check());
  }
  await page.keyboard.press('Escape');
}

async function checkScreen(place: string): Promise<void> {
  walked.push(place);
  const name = fileName(place);
  // Wide: axe, and nothing moves with reduced motion asked for.
  await page.setViewportSize({ width: 1280, height: 900 });
  await settle(page, 1_000);
  await screenshot(page, `${name}-1280`);
  note(place, 'axe at 1280 px', await axeWcag(page, AXE_SOURCE));
  note(place, 'breaks the content security policy (from the start on)', await cspBreaches(page));
  note(place, 'moves with reduced motion', await stillMoving(page));
  // Text at 200 %: nothing clipped.
  await page.evaluate(`document.documentElement.style.fontSize = '200%'`);
  note(place, 'clipped at 200 % text', await clippedText(page));
  await page.evaluate(`document.documentElement.style.fontSize = ''`);
  // 320 px: no sideways scrolling, nothing cut, axe again (targets), the focus seen at every stop.
  await page.setViewportSize({ width: 320, height: 720 });
  await page.waitForTimeout(100);
  const sideways = await sidewaysScroll(page);
  if (sideways > 0) note(place, 'scrolls sideways at 320 px by', `${sideways}px`);
  note(place, 'clipped at 320 px', await clippedText(page));
  await screenshot(page, `${name}-320`);
  note(place, 'axe at 320 px', await axeWcag(page, AXE_SOURCE));
  await tabThrough(place, () => focusHidden(page), TAB_STOPS, 'focus hidden');
  // Forced colours: the focus ring and the selected tab by outline or text, not colour.
  await page.emulateMedia({ forcedColors: 'active' });
  await tabThrough(place, () => focusRingMissing(page), 6, 'forced colours');
  note(place, 'forced colours', await selectedTabUnmarked(page));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-forced-colours-1280.png`) });
  await page.emulateMedia({ forcedColors: 'none' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Walks from `start`: each screen reached is checked (each kind of screen once). */
function walkFrom(start: string): Promise<void> {
  return walkScreens(page, start, checkScreen, { seen, memorialPages: MEMORIAL_PAGES });
}

async function switchAccount(name: RegExp): Promise<void> {
  await page.getByRole('button', { name: /(Family|Funeral home) account$/ }).click();
  await page.getByRole('menuitemradio', { name }).first().click();
  await settle(page);
}

describe('every screen, for every person', () => {
  it('the family’s screens hold: axe, reflow, 200 % text, focus seen, forced colours, reduced motion', async () => {
    await page.goto(app.url);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toMatch(/My memorials/);
    await walkFrom('/memorials');
    expect(walked.length).toBeGreaterThan(8);
    expect(walked).toEqual(expect.arrayContaining(['/memorials', '/settings']));
    expect(walked.some((place) => /^\/memorials\/\d+\/visits/.test(place))).toBe(true);
    expect(problems).toEqual([]);
  }, 240_000);

  it('the funeral home’s screens hold too', async () => {
    await switchAccount(/Hollis/);
    problems.length = 0;
    const before = walked.length;
    await walkFrom('/desk');
    expect(walked.length - before).toBeGreaterThan(2);
    expect(walked.some((place) => place.startsWith('/desk/memorials/'))).toBe(true);
    console.log(`walked ${walked.length} screens:\n${walked.join('\n')}`);
    expect(problems).toEqual([]);
  }, 180_000);
});
