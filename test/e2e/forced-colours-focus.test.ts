import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildRenderer, launchChromium, screenshot, startWebApp, type RunningApp } from './harness';
import { focusRingMissing, settle } from './screen-checks';

/**
 * Forced colours (Windows High Contrast), the keyboard alone: the focus is seen on every control
 * and on every part of a composite one (issue 28): each part of the date and time fields (the
 * desk's provisioning form, an event's form), each tab of a queue, each tribute of its list, each
 * item of the account menu. The demo, in Chromium with forced colours on from the start.
 */
let app: RunningApp;
let browser: Browser;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  await buildRenderer();
  app = await startWebApp('demo');
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, forcedColors: 'active', reducedMotion: 'reduce' });
  page = await context.newPage();
  await page.goto(app.url);
  await page.getByRole('heading', { level: 1, name: /My memorials/ }).waitFor({ timeout: 20_000 });
}, 120_000);

beforeEach(() => {
  problems.length = 0;
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function go(place: string): Promise<void> {
  await page.evaluate(`location.hash = ${JSON.stringify(`#${place}`)}`);
  await settle(page);
}

/** What has the focus, in a few words. */
function focusedName(): Promise<string> {
  return page.evaluate<string>(
    `(() => { const f = document.activeElement; return f ? (f.getAttribute('aria-label') || f.textContent || f.tagName).trim().slice(0, 40) : ''; })()`,
  );
}

async function check(where: string): Promise<void> {
  const missing = await focusRingMissing(page);
  if (missing) problems.push(`${where}: ${missing}`);
}

/**
 * Every part of each date or time field on the screen, reached with the keyboard: Tab onto the
 * field's first part, then Right from part to part (the keys React Aria gives a date field).
 */
async function walkDateParts(where: string): Promise<number> {
  const fields = await page.locator('.date-field__input').count();
  let parts = 0;
  for (let i = 0; i < fields; i++) {
    const field = page.locator('.date-field__input').nth(i);
    const count = await field.locator('[role=spinbutton]').count();
    await field.locator('[role=spinbutton]').first().focus();
    for (let j = 0; j < count; j++) {
      if (j > 0) await page.keyboard.press('ArrowRight');
      await check(`${where}, date field ${i + 1}, part ${j + 1} (${await focusedName()})`);
      parts++;
    }
  }
  return parts;
}

function memorialIdOf(name: string): Promise<number> {
  return page.evaluate<number>(
    `Number([...document.querySelectorAll('a[href*="#/memorials/"]')].find((a) => a.textContent.trim() === ${JSON.stringify(name)}).hash.match(/memorials\\/(\\d+)/)[1])`,
  );
}

describe('the focus in forced colours, on every part of every composite control', () => {
  it('a queue: each tab, each tribute of the list; the account menu: each item', async () => {
    await go('/memorials');
    const eleanor = await memorialIdOf('Eleanor Whitfield');
    await go(`/memorials/${eleanor}/tributes?status=pending`);
    await expect.poll(() => page.locator('article[data-tribute]').count(), { timeout: 20_000 }).toBeGreaterThan(0);

    // The tribute list, by its keys (J moves on, K back).
    await page.keyboard.press('j');
    await expect.poll(() => page.evaluate<string>('document.activeElement.tagName')).toBe('ARTICLE');
    await check('the queue, first tribute');
    const tributes = await page.locator('article[data-tribute]').count();
    for (let i = 1; i < Math.min(tributes, 4); i++) {
      await page.keyboard.press('j');
      await check(`the queue, tribute ${i + 1}`);
    }

    // The tabs, by arrow keys from the selected one.
    await page.getByRole('tab', { selected: true }).focus();
    const tabs = await page.getByRole('tab').count();
    for (let i = 0; i < tabs; i++) {
      if (i > 0) await page.keyboard.press('ArrowRight');
      await check(`the queue's tabs, ${await focusedName()}`);
    }
    await screenshot(page, 'forced-colours-queue-tab');

    // The account menu, opened and gone through with the keyboard.
    await page.getByRole('button', { name: /(Family|Funeral home) account$/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('menu').count()).toBe(1);
    const items = await page.getByRole('menu').locator('[role^=menuitem]').count();
    for (let i = 0; i < items; i++) {
      if (i > 0) await page.keyboard.press('ArrowDown');
      await check(`the account menu, ${await focusedName()}`);
    }
    await screenshot(page, 'forced-colours-account-menu');
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
  }, 90_000);

  it('an event’s date and time: each part', async () => {
    await go('/memorials');
    const eleanor = await memorialIdOf('Eleanor Whitfield');
    await go(`/memorials/${eleanor}/posts`);
    await page.getByRole('radio', { name: /event/i }).first().check();
    await expect.poll(() => page.locator('.date-field__input').count()).toBeGreaterThan(0);
    const parts = await walkDateParts('an event');
    expect(parts).toBeGreaterThanOrEqual(5);
    await screenshot(page, 'forced-colours-event-date');
    expect(problems).toEqual([]);
  }, 60_000);

  it('the desk’s provisioning form: each part of both dates (mm, dd, yyyy)', async () => {
    await page.getByRole('button', { name: /(Family|Funeral home) account$/ }).click();
    await page
      .getByRole('menuitemradio', { name: /Hollis/ })
      .first()
      .click();
    await settle(page);
    await go('/desk/provision');
    await expect.poll(() => page.locator('.date-field__input').count(), { timeout: 15_000 }).toBe(2);
    const parts = await walkDateParts('the provisioning form');
    expect(parts).toBe(6);
    await screenshot(page, 'forced-colours-provision-year');
    expect(problems).toEqual([]);
  }, 60_000);
});
