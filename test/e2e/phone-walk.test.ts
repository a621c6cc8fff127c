import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium, ROOT, SCREENSHOTS } from './harness';
import { freePort, PHONE, startPhoneRig, type RunningPhoneRig } from './phone-harness';
import { axeWcag, clippedText, cspBreaches, focusHidden, settle, sidewaysScroll, smallTargets, WATCH_CSP, widerThanWindow } from './screen-checks';
import { go, linksHere, screenKey, walkFrom } from './screen-walk';

/**
 * Every screen of the phone, found by walking it as accessibility-walk.test.ts walks the desktop:
 * `npm run phone -- --demo` in Chromium emulating a phone (PHONE: 390 × 844, touch, 3 device
 * pixels a pixel), starting from each place the Menu offers and following every link in the app
 * on each screen reached. On each: axe (WCAG 2.2 A and AA) finds nothing; every control a finger
 * can press is at least 44 × 44 CSS px (screen-checks.ts's smallTargets says which count, and how
 * a link inside running text is told apart); nothing scrolls sideways at 320 px, nor with the text
 * at 200 % at 390 px; nothing is cut; the focus is never hidden from a hardware keyboard's Tab;
 * nothing breaks the page's content security policy, the start included.
 * A screenshot of each at 360 px (and at 200 % text) goes to test-results/screenshots/.
 */
const AXE_SOURCE = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
/** Tab stops looked at per screen at most. */
const TAB_STOPS = 60;
/**
 * The screens that list what the service has: each shows "Check now" on a phone (a phone has no
 * window focus to refresh on). A list only of this phone's own (Saved exports, the desk journal)
 * has nothing to check with the service; the families waiting (/desk/waiting) is the core's own list,
 * with its own "Check again now" that starts the core's pass over every memorial.
 */
const LIST_SCREENS = ['/memorials', '/inbox', '/memorials/:id/tributes', '/memorials/:id/posts', '/desk', '/desk/owners'];
/** Screenfuls of each screen kept as pictures at 360 px. */
const SCREENS_SHOT = 3;
/** A memorial page per memorial (each is in its own state), up to this many. */
const MEMORIAL_PAGES = 6;

let home: string;
let rig: RunningPhoneRig;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const problems: string[] = [];
const walked: string[] = [];
const seen = new Set<string>();

beforeAll(async () => {
  home = mkdtempSync(join(tmpdir(), 'phone-walk-home-'));
  rig = await startPhoneRig({ demo: true }, { port: await freePort(), env: { XDG_DATA_HOME: home, APPDATA: home } });
  browser = await launchChromium();
  context = await browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
  await context.addInitScript(WATCH_CSP);
  page = await context.newPage();
}, 180_000);

beforeEach(() => {
  problems.length = 0;
});

afterAll(async () => {
  await browser?.close();
  await rig?.close();
  if (home) rmSync(home, { recursive: true, force: true });
});

function fileName(place: string): string {
  return `phone-walk${place.split('?')[0]!.replace(/[^a-z0-9]+/gi, '-')}`.replace(/-$/, '');
}

function note(place: string, what: string, found: readonly string[] | string | null): void {
  const list = found === null ? [] : typeof found === 'string' ? [found] : found;
  for (const item of list) problems.push(`${place}: ${what}: ${item}`);
}

async function setWidth(width: number): Promise<void> {
  await page.setViewportSize({ width, height: PHONE.viewport!.height });
  await page.waitForTimeout(100);
}

async function tabThrough(place: string): Promise<void> {
  await page.evaluate(`document.querySelector('main h1')?.focus()`);
  const reached = new Set<number>();
  for (let i = 0; i < TAB_STOPS; i++) {
    await page.keyboard.press('Tab');
    const at = await page.evaluate<number>(
      `document.activeElement && document.activeElement !== document.body ? [...document.querySelectorAll('*')].indexOf(document.activeElement) : -1`,
    );
    if (at < 0 || reached.has(at)) break;
    reached.add(at);
    note(place, 'focus hidden', await focusHidden(page));
  }
  await page.keyboard.press('Escape');
}

/**
 * Screenshots of the page as a phone shows it, one screenful a picture at one pixel a CSS pixel
 * (small enough to look at), scrolled down a screenful at a time from the top, up to `screens` of
 * them; `screens: 0` takes the screen as it is now, scrolled where it is (the keyboard's test).
 * Each is of the window, not a "full page" capture, which Chromium takes as if on a desktop
 * (no touch screen, so without the rules for a finger) and with dialogs in the middle of the page.
 */
async function shoot(name: string, screens = SCREENS_SHOT): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  if (screens === 0) {
    await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), scale: 'css' });
    return;
  }
  const { height } = page.viewportSize()!;
  const total = await page.evaluate<number>('document.documentElement.scrollHeight');
  for (let i = 0; i < Math.min(screens, Math.ceil(total / height)); i++) {
    await page.evaluate(`window.scrollTo(0, ${i * height})`);
    // The queue draws the tributes in sight as it is scrolled.
    await page.waitForTimeout(250);
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${i + 1}.png`), scale: 'css' });
  }
  await page.evaluate('window.scrollTo(0, 0)');
}

/** The checks of one screen, as it is now (or the open Menu). */
async function checkHere(place: string, name: string, { tab = true } = {}): Promise<void> {
  await setWidth(390);
  await settle(page, 1_000);
  note(place, 'axe at 390 px', await axeWcag(page, AXE_SOURCE));
  note(place, 'breaks the content security policy (from the start on)', await cspBreaches(page));
  note(place, 'under 44 px at 390 px', await smallTargets(page));
  await setWidth(360);
  await shoot(`${name}-360`);
  await setWidth(320);
  const sideways = await sidewaysScroll(page);
  if (sideways > 0) note(place, `scrolls sideways at 320 px by ${sideways}px`, await widerThanWindow(page));
  note(place, 'clipped at 320 px', await clippedText(page));
  note(place, 'under 44 px at 320 px', await smallTargets(page));
  await setWidth(390);
  await page.evaluate(`document.documentElement.style.fontSize = '200%'`);
  await page.waitForTimeout(100);
  const wide = await sidewaysScroll(page);
  if (wide > 0) note(place, `scrolls sideways with 200 % text at 390 px by ${wide}px`, await widerThanWindow(page));
  note(place, 'clipped with 200 % text', await clippedText(page));
  await shoot(`${name}-390-text-200`, 2);
  await page.evaluate(`document.documentElement.style.fontSize = ''`);
  if (tab) await tabThrough(place);
}

/** The Menu's own places (each kind of account has its own), and the Menu checked while open. */
async function menuPlaces(): Promise<string[]> {
  await page.getByRole('button', { name: 'Menu' }).tap();
  await page.getByRole('dialog', { name: 'Menu' }).waitFor();
  const kind = (await page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation').getByRole('link').count()) > 4 ? 'business' : 'family';
  await checkHere(`the Menu (${kind})`, `phone-walk-menu-${kind}`, { tab: false });
  const links = await linksHere(page);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' });
  return links;
}

/** A screen the walk reached: its list waited for, then checked. */
async function visitScreen(place: string): Promise<void> {
  walked.push(place);
  if (LIST_SCREENS.includes(screenKey(place))) {
    // Once its list is there: a read may wait its turn in the family's 20 requests a minute.
    const shown = await page
      .getByRole('button', { name: 'Check now' })
      .first()
      .waitFor({ timeout: 70_000 })
      .then(
        () => true,
        () => false,
      );
    if (!shown) note(place, 'list screen', 'no Check now');
    await settle(page);
  }
  await checkHere(place, fileName(place));
}

/** Every screen reached from these places, each kind once (screen-walk.ts). */
function walkFromHere(starts: string[]): Promise<void> {
  return walkFrom(page, starts, visitScreen, { seen, memorialPages: MEMORIAL_PAGES });
}

/** The phone app open on the demo family's memorials (once; each test may run alone). */
async function openApp(): Promise<void> {
  if (page.url().startsWith(rig.origin)) return;
  await page.goto(rig.url);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toMatch(/My memorials/);
  await expect.poll(() => page.getByText('Eleanor Whitfield').count(), { timeout: 20_000 }).toBeGreaterThan(0);
}

async function switchAccount(name: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).tap();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name }).tap();
  await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' });
  await settle(page);
}

describe('every screen of the phone', () => {
  it('the family’s: axe, 44 px targets, 320 px, 200 % text, the focus seen', async () => {
    await openApp();
    await walkFromHere(['/memorials', ...(await menuPlaces())]);
    console.log(`walked ${walked.length} family screens:\n${walked.join('\n')}`);
    expect(walked.length).toBeGreaterThan(8);
    expect(walked.some((place) => /^\/memorials\/\d+\/visits/.test(place))).toBe(true);
    expect(problems).toEqual([]);
  }, 600_000);

  it('a phone’s manners: the Menu by keyboard, the field typed in above the keyboard, the queue’s keys, Check now', async () => {
    await openApp();
    await setWidth(390);
    // The Menu from a hardware keyboard: Enter opens it, the focus goes in, Escape gives it back.
    await go(page, '/memorials');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    expect(await page.evaluate<boolean>(`document.querySelector('[role=dialog]').contains(document.activeElement)`)).toBe(true);
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate<string>(`document.activeElement.textContent`)).toBe('Menu');
    // A place chosen in the Menu: the Menu closes and the new screen's heading has the focus.
    await menu.tap();
    await dialog.getByRole('link', { name: /^Settings/ }).tap();
    await expect.poll(() => page.evaluate<string>(`document.activeElement.tagName + ' ' + document.activeElement.textContent`)).toBe('H1 Settings');
    expect(await dialog.count()).toBe(0);

    // Check now, on a list: the person's own read (the service is asked unless the answer is only
    // seconds old), then "Checked" said in the shell's live region, which said something else
    // before the tap. Said only once the read was answered, never when it failed. After the walk's
    // reads it may wait its turn in the family's 20 requests a minute.
    await go(page, '/memorials');
    const checkNow = page.getByRole('button', { name: 'Check now' });
    await checkNow.waitFor({ timeout: 70_000 });
    const said = page.locator('.app > [role="status"]');
    const done = 'Checked your memorials just now.';
    expect(await said.textContent()).not.toBe(done);
    await checkNow.tap();
    await expect.poll(() => said.textContent(), { timeout: 70_000 }).toBe(done);
    await expect.poll(() => checkNow.getAttribute('aria-busy')).toBeNull();

    // The on-screen keyboard comes up (the page shrinks with it: interactive-widget=resizes-content):
    // the field being typed in is scrolled back into sight.
    await go(page, '/memorials');
    await page.getByRole('link', { name: 'Harold Brennan' }).first().tap();
    await page.getByRole('link', { name: 'Change the words or settings' }).tap();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Change the memorial/);
    await page.getByLabel(/^About the resting place/).focus();
    const inSight = `(() => { const r = document.activeElement.getBoundingClientRect(); return r.top >= -1 && r.bottom <= innerHeight + 1; })()`;
    // Low on the screen, where a finger taps a field before the keyboard comes up under it.
    await page.evaluate(`document.activeElement.scrollIntoView({ block: 'end' })`);
    expect(await page.evaluate<boolean>(inSight)).toBe(true);
    // As tall as a phone's page is with the keyboard up: the field was low on the page, now under the keyboard.
    await page.setViewportSize({ width: 390, height: 380 });
    await expect.poll(() => page.evaluate<boolean>(inSight)).toBe(true);
    await shoot('phone-keyboard-up', 0);
    await setWidth(390);

    // A hardware keyboard: the queue's keys work on the phone as on the desktop.
    await go(page, '/inbox?status=pending');
    await page.locator('article[data-tribute]').first().waitFor({ timeout: 20_000 });
    await page.evaluate(`document.querySelector('main h1').focus()`);
    await page.keyboard.press('j');
    await expect.poll(() => page.evaluate<boolean>(`document.activeElement?.matches('article[data-tribute]') ?? false`)).toBe(true);
    await page.keyboard.press('?');
    const keys = page.getByRole('dialog', { name: 'Keys for going through tributes' });
    await keys.waitFor();
    await shoot('phone-queue-keys', 0);
    await page.keyboard.press('Escape');
    await keys.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  }, 180_000);

  it('the funeral home’s too', async () => {
    await openApp();
    await switchAccount(/^Switch to .*Hollis/);
    const before = walked.length;
    await walkFromHere(['/desk', ...(await menuPlaces())]);
    console.log(`walked ${walked.length - before} funeral home screens:\n${walked.slice(before).join('\n')}`);
    expect(walked.some((place) => place.startsWith('/desk/memorials/'))).toBe(true);
    expect(problems).toEqual([]);
  }, 400_000);
});
