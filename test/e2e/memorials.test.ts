import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { buildRenderer, launchChromium, lookAt, screenshot, startWebApp, type RunningApp } from './harness';
import { expectNoViolations, familyHelpers, heading, unreachableByTab } from './family';

/**
 * A family looks after its memorials, in Chromium against browser mode and the sandbox: create one
 * and watch it go live (by keyboard alone), one the check refuses and fixed, wording re-checked with
 * the five-minute countdown, settings saved at once, the daily limit explained, and a deletion with
 * its recovery date and quota.
 */
let sandbox: RunningSandbox;
let app: RunningApp;
let browser: Browser;
let page: Page;
let margaret: { id: number; email: string; token: string };
const { control, api, signIn, person } = familyHelpers(() => sandbox);
const started = Date.now();
const durations: Record<string, number> = {};

/** Presses Tab until the focused element's accessible name matches (reachable by keyboard), at most `max` times. */
async function tabTo(target: RegExp, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    // The focused element's name, near enough to the accessible name for these controls.
    const name = await page.evaluate(`(() => {
      const el = document.activeElement;
      if (!el) return '';
      const ids = el.getAttribute('aria-labelledby');
      const byIds = ids ? ids.split(' ').map((id) => id === el.id ? (el.getAttribute('aria-label') ?? '') : (document.getElementById(id)?.textContent ?? '')).join(' ') : null;
      const byLabel = el.getAttribute('aria-label');
      const byLabels = el.labels && el.labels[0] ? el.labels[0].textContent : null;
      return (byIds ?? byLabel ?? byLabels ?? el.textContent ?? '').replace(/\\s+/g, ' ').trim();
    })()`);
    if (target.test(String(name))) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

function memorialIdFromUrl(): number {
  const match = /#\/memorials\/(\d+)/.exec(page.url());
  if (!match) throw new Error(`not on a memorial page: ${page.url()}`);
  return Number(match[1]);
}

beforeAll(async () => {
  await buildRenderer();
  sandbox = await startSandbox({ port: 0, memory: true, control: true });
  margaret = await person('Margaret Hughes', 'margaret@example.com');
  app = await startWebApp(sandbox.baseUrl);
  if (process.env.DEBUG_RATE) {
    const limiter = sandbox.context.rateLimiter;
    const take = limiter.take.bind(limiter);
    limiter.take = (id: number, perMinute: number) => {
      const answer = take(id, perMinute);
      console.log('RATE', id, Math.round((Date.now() - started) / 100) / 10, JSON.stringify(answer));
      return answer;
    };
  }
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  await signIn(page, app.url, margaret.id);
}, 120_000);

afterAll(async () => {
  console.log(`memorials e2e: ${JSON.stringify(durations)}; whole file ${Date.now() - started} ms`);
  await browser?.close();
  await app?.close();
  await sandbox?.close();
});

async function timed(name: string, run: () => Promise<void>): Promise<void> {
  const t = Date.now();
  try {
    await run();
  } catch (error) {
    await screenshot(page, `memorials-failed-${name.replace(/\W+/g, '-')}`);
    throw error;
  }
  durations[name] = Date.now() - t;
}

describe('a family looks after a memorial', () => {
  it('creates a memorial by keyboard alone and watches it go live', () =>
    timed('create and go live', async () => {
      expectNoViolations(await lookAt(page, 'memorials-01-empty'));
      await tabTo(/^Create a memorial$/);
      await page.keyboard.press('Enter');
      await expect.poll(() => heading(page)).toBe('Create a memorial');
      // The designs show their feel words, never a religion or culture label.
      await expect.poll(() => page.getByText(/^Feels: /).count()).toBeGreaterThan(3);
      const feels = (await page.getByText(/^Feels: /).allTextContents()).join(' ');
      expect(feels).not.toMatch(/christian|catholic|jewish|muslim|islam|hindu|buddhis|sikh|religio|culture|irish|african|asian/i);

      await tabTo(/^Their name$/);
      await page.keyboard.type('Thomas Hughes');
      await expect.poll(() => page.getByText('13 of 255 characters').count()).toBe(1);
      // Dates: each part typed (month, day, year in this locale); death before birth is refused before sending.
      await tabTo(/^month, Date of birth/i);
      await page.keyboard.type('04021938');
      await tabTo(/^month, Date of death/i);
      await page.keyboard.type('09301936');
      await tabTo(/^Title/);
      await page.keyboard.type('Husband, father, gardener');
      await tabTo(/^The usual design/);
      await page.keyboard.press('ArrowDown');
      expectNoViolations(await lookAt(page, 'memorials-02-create-form'));
      await tabTo(/^Create the memorial$/);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByText('The date of death is before the date of birth. Please check both dates.').count()).toBe(1);
      expectNoViolations(await lookAt(page, 'memorials-03-create-dates-refused'));
      // Fix the year of death by keyboard: back to its year segment and type again.
      await page.getByRole('spinbutton', { name: /^year, Date of death/i }).focus();
      await page.keyboard.type('2026');
      await page.getByRole('spinbutton', { name: /^month, Date of death/i }).focus();
      await page.keyboard.type('09');
      await page.getByRole('button', { name: 'Create the memorial' }).focus();
      await page.keyboard.press('Enter');

      await expect.poll(() => heading(page)).toBe('Thomas Hughes');
      await expect.poll(() => page.getByText('Preparing the memorial and checking its words').count()).toBe(1);
      // Nothing claims it is public before a response says so.
      expect(await page.textContent('main')).not.toMatch(/\b(is|now) live\b|is published|\bLive\b/);
      expectNoViolations(await lookAt(page, 'memorials-04-draft-generating'));
      await expect.poll(() => page.getByText('The memorial is live').count(), { timeout: 20_000 }).toBe(1);
      const memorial = (await api(margaret.token, 'GET', `/me/memorials/${memorialIdFromUrl()}`)).body.data;
      expect(memorial.url).toMatch(/\/m\//);
      expect(await page.getByText(memorial.url).count()).toBeGreaterThan(0);
      // The design chosen went with it (as a setting, once it existed).
      await expect.poll(async () => (await api(margaret.token, 'GET', `/me/memorials/${memorial.id}`)).body.data.template_id).not.toBeNull();
      expectNoViolations(await lookAt(page, 'memorials-05-live'));
      expect(await unreachableByTab(page)).toEqual([]);
    }));

  it('creates one with words the check refuses, sees why, fixes them and sees it go live', () =>
    timed('refused and fixed', async () => {
      // A family of its own: each account has its own 20 requests a minute.
      const rose = await person('Rose Tyler', 'rose@example.com');
      await signIn(page, app.url, rose.id, { another: true });
      await page.getByRole('link', { name: 'Create a memorial' }).click();
      await page.getByLabel('Their name').fill('Biscuit');
      await page.getByLabel('Title (optional)', { exact: true }).fill('A very good dog refuse-me');
      await page.getByRole('button', { name: 'Create the memorial' }).click();
      await expect.poll(() => page.getByText('The safety check did not accept the words').count(), { timeout: 20_000 }).toBe(1);
      // The check's reason, in the service's words (shown to the owner only).
      expect(await page.textContent('main')).toMatch(/could not accept the words “refuse-me”/);
      expectNoViolations(await lookAt(page, 'memorials-06-draft-blocked'));
      // A slow check, so the page can be seen while it waits; then the service finishes it at once.
      await control('/__sandbox/settings', { safety_delay_ms: 600_000 }, 'PUT');
      await page.getByLabel('Title (optional)', { exact: true }).fill('A very good dog');
      await page.getByRole('button', { name: 'Send the new words to be checked' }).click();
      await expect.poll(() => page.getByText('Preparing the memorial and checking its words').count(), { timeout: 15_000 }).toBe(1);
      expect(await page.getByText('The safety check did not accept the words').count()).toBe(0);
      expectNoViolations(await lookAt(page, 'memorials-07-draft-rechecking'));
      await control('/__sandbox/settle');
      await expect.poll(() => page.getByText('The memorial is live').count(), { timeout: 20_000 }).toBe(1);
      await control('/__sandbox/settings', { safety_delay_ms: 1500 }, 'PUT');
    }));

  it('edits the wording and sees it checked again, then the five-minute countdown; settings save at once', () =>
    timed('wording, countdown and settings', async () => {
      const ann = await person('Ann Ellis', 'ann@example.com');
      const made = await api(ann.token, 'POST', '/me/memorials', {
        deceased_name: 'June Ellis',
        title: 'A life full of music',
        birth_date: '1941-03-03',
        death_date: '2024-01-12',
      });
      await control('/__sandbox/settle');
      await signIn(page, app.url, ann.id, { another: true });
      await page.getByRole('link', { name: 'June Ellis', exact: true }).click();
      await expect.poll(() => heading(page)).toBe('June Ellis');
      await expect
        .poll(() =>
          page
            .getByRole('status')
            .filter({ hasText: /^Live$/ })
            .count(),
        )
        .toBe(1);
      await page.getByRole('link', { name: 'Change the words or settings' }).click();
      await expect.poll(() => heading(page)).toBe('Change the memorial for June Ellis');
      expectNoViolations(await lookAt(page, 'memorials-08-edit'));
      expect(await unreachableByTab(page)).toEqual([]);

      await control('/__sandbox/settings', { safety_delay_ms: 600_000 }, 'PUT');
      await page.getByLabel('Subtitle (optional)').fill('Pianist, teacher, grandmother');
      await page.getByRole('button', { name: 'Save the new words' }).click();
      // Back on the memorial: its words are checked again, and it is not live meanwhile.
      await expect.poll(() => heading(page)).toBe('June Ellis');
      await expect.poll(() => page.getByText(/^Checking your words/).count(), { timeout: 15_000 }).toBe(1);
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: /^Live$/ })
          .count(),
      ).toBe(0);
      expectNoViolations(await lookAt(page, 'memorials-09-rechecking'));
      await control('/__sandbox/settle');
      await expect
        .poll(
          () =>
            page
              .getByRole('status')
              .filter({ hasText: /^Live$/ })
              .count(),
          { timeout: 20_000 },
        )
        .toBe(1);
      expect(await page.getByText('Pianist, teacher, grandmother').count()).toBeGreaterThan(0);

      // The next change to the words must wait five minutes: the countdown says how long.
      await page.getByRole('link', { name: 'Change the words or settings' }).click();
      const timer = page.getByRole('timer');
      await expect.poll(() => timer.textContent()).toMatch(/^4:[0-5]\d$/);
      expectNoViolations(await lookAt(page, 'memorials-10-countdown'));
      await page.getByLabel('Title (optional)', { exact: true }).fill('A life full of music and laughter');
      await page.getByRole('button', { name: 'Save the new words' }).click();
      await expect.poll(() => heading(page)).toBe('June Ellis');
      // It waits on this computer, and says when it goes.
      await expect.poll(() => page.getByText(/Your new words wait on this computer and go by themselves in/).count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(async () => (await api(ann.token, 'GET', `/me/memorials/${made.body.id}`)).body.data.title).toBe('A life full of music');
      expectNoViolations(await lookAt(page, 'memorials-11-words-waiting'));

      // Settings go at once, ahead of the waiting words.
      await page.getByRole('link', { name: 'Change the words or settings' }).click();
      await page.getByLabel(/^Hide it from search engines/).check();
      await page.locator('label.choice-card', { hasText: /^Restricted/ }).click();
      expect(await page.getByRole('radio', { name: /^Restricted/ }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Save the settings' }).click();
      await expect.poll(() => page.getByText('The settings are saved.').count(), { timeout: 15_000 }).toBe(1);
      const now = (await api(ann.token, 'GET', `/me/memorials/${made.body.id}`)).body.data;
      expect([now.hide_from_search, now.privacy, now.title]).toEqual([true, 'restricted', 'A life full of music']);
      expectNoViolations(await lookAt(page, 'memorials-12-settings-saved'));
      await control('/__sandbox/settings', { safety_delay_ms: 1500 }, 'PUT');
    }));

  it('explains the limits on creating, deletes a memorial to make room, and sees its recovery date and quota', () =>
    timed('limits and delete', async () => {
      const ted = await person('Ted Quill', 'ted@example.com');
      // Five memorials, the most one person may look after (three a day, so a day passes between).
      for (const name of ['Arthur Quill', 'Bea Quill', 'Cyril Quill']) await api(ted.token, 'POST', '/me/memorials', { deceased_name: name });
      await control('/__sandbox/clock', { advance_seconds: 25 * 3600 });
      for (const name of ['Dot Quill', 'Edna Quill']) await api(ted.token, 'POST', '/me/memorials', { deceased_name: name });
      await control('/__sandbox/settle');
      await signIn(page, app.url, ted.id, { another: true });
      await page.getByRole('link', { name: 'Create a memorial' }).click();
      await page.getByLabel('Their name').fill('Frank Quill');
      await page.getByRole('button', { name: 'Create the memorial' }).click();
      await expect.poll(() => page.getByText(/^No room for another memorial yet: one person can look after 5 at once$/).count(), { timeout: 15_000 }).toBe(1);
      expect(await page.textContent('main')).toMatch(/delete a memorial you no longer need/);
      expect(await page.getByLabel('Their name').inputValue()).toBe('Frank Quill');
      expectNoViolations(await lookAt(page, 'memorials-13-live-cap'));

      await page.getByRole('link', { name: 'Go to My memorials to choose one to delete' }).click();
      await page.getByRole('link', { name: 'Cyril Quill', exact: true }).click();
      await expect.poll(() => heading(page)).toBe('Cyril Quill');
      await page.getByRole('button', { name: 'Delete this memorial' }).click();
      expectNoViolations(await lookAt(page, 'memorials-14-delete-question'));
      await page.getByRole('button', { name: 'Yes, delete it' }).click();
      await expect.poll(() => page.getByText('The memorial is deleted').count(), { timeout: 15_000 }).toBe(1);
      const text = (await page.textContent('main'))!;
      expect(text).toMatch(/It is not gone: it can be recovered until /);
      expect(text).toMatch(/You now look after 4 of the 5 memorials one person may look after at once, so you can create one more\./);
      expect(text).toMatch(/open your dashboard/);
      expect(text).not.toMatch(/gone for good|permanently|forever/i);
      expectNoViolations(await lookAt(page, 'memorials-15-deleted'));

      await page.getByRole('link', { name: 'Back to My memorials' }).click();
      const deleted = page.getByRole('list', { name: 'Deleted memorials' });
      await expect.poll(() => deleted.getByText('Cyril Quill').count()).toBe(1);
      expect(await deleted.textContent()).toMatch(/can be recovered until/);
      expectNoViolations(await lookAt(page, 'memorials-16-list-with-deleted'));
      expect(await unreachableByTab(page)).toEqual([]);

      // What was typed is still there; now the daily limit (two made today) still allows one.
      await page.getByRole('link', { name: 'Create a memorial' }).click();
      expect(await page.getByLabel('Their name').inputValue()).toBe('Frank Quill');
      await page.getByRole('button', { name: 'Create the memorial' }).click();
      await expect.poll(() => heading(page), { timeout: 15_000 }).toBe('Frank Quill');
      // A fourth memorial today (with room made for it): the daily limit, and when creating is possible again.
      const edna = (await api(ted.token, 'GET', '/me/memorials')).body.data.find((m: { deceased_name: string }) => m.deceased_name === 'Edna Quill');
      await api(ted.token, 'DELETE', `/me/memorials/${edna.id}`);
      await page.getByRole('link', { name: 'Back to My memorials' }).click();
      await page.getByRole('link', { name: 'Create a memorial' }).click();
      await page.getByLabel('Their name').fill('Gwen Quill');
      await page.getByRole('button', { name: 'Create the memorial' }).click();
      await expect.poll(() => page.getByText(/^Today’s limit of 3 new memorials is reached$/).count(), { timeout: 15_000 }).toBe(1);
      expect(await page.textContent('main')).toMatch(/You can create a memorial again in about \d+ hours \(at /);
      expectNoViolations(await lookAt(page, 'memorials-17-daily-limit'));
    }));
});
