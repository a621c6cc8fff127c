import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl } from '@formatjs/intl';
import type { Browser, BrowserContext, ConsoleMessage, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { control as controlSandbox } from '../helpers/sandbox-control';
import { FaultProxy } from '../support/fault-proxy';
import { decisionNote, tributeOnService, type FamilyWorld } from './family-world';
import { axeViolations, launchChromium, ROOT, SCREENSHOTS, type AxeViolation } from './harness';
import { freePort, PHONE, startPhoneRig, type RunningPhoneRig } from './phone-harness';
import { settle, sidewaysScroll, unisolatedNames, widerThanWindow, wordsSplitIntoBoxes } from './screen-checks';

/**
 * Issue 32's family journey in Arabic on a phone: the phone bundle (`npm run phone`) in Chromium
 * emulating a phone (390 × 844, touch) whose system speaks Arabic (the context's locale, which the
 * WebView's navigator.languages give the app; nothing chosen under Settings), against the sandbox
 * through a proxy of ours that counts what reaches the service. Sign in by code; the combined
 * inbox; a memorial's queue with tributes waiting; approve and decline by touch, each with its
 * Undo; the memorial's page and its visits. On every screen: `<html dir="rtl" lang="ar">`, the
 * names people typed in Latin letters isolated inside Arabic text (`<bdi>`, or FSI … PDI in an
 * accessible name), nothing scrolling sideways at 390 or 360 px, axe clean, no English left (a
 * screen reader's hidden words too), no words split from a name or a count by a flex layout; a
 * picture of each at both widths (test-results/screenshots/phone-arabic-*). The Arabic words are
 * the catalog's (shared/i18n/ar.json), formatted as the app formats them. One world, one sign-in,
 * few reads: the family's 20 requests a minute are never met.
 */
const CATALOG = JSON.parse(readFileSync(join(ROOT, 'shared', 'i18n', 'ar.json'), 'utf8')) as Record<string, { defaultMessage: string }>;
const intl = createIntl({
  locale: 'ar',
  messages: Object.fromEntries(Object.entries(CATALOG).map(([id, message]) => [id, message.defaultMessage])),
  onError: (error) => {
    throw error;
  },
});
const FSI = '\u2068';
const PDI = '\u2069';
/** A message of the Arabic catalog, as the app words it. */
const say = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
/** A message with a name in it, matched whether the name is isolated by FSI … PDI (an accessible name) or by <bdi> (none in the text). */
function saying(id: string, values: Record<string, string>): RegExp {
  const marked = say(id, Object.fromEntries(Object.entries(values).map(([key, value]) => [key, `${FSI}${value}${PDI}`])));
  const escaped = marked.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replaceAll(FSI, `${FSI}?`).replaceAll(PDI, `${PDI}?`)}$`);
}
const plain = (text: string | null) => (text ?? '').replace(/[\u2068\u2069]/g, '').trim();

/** Names people typed, in Latin letters: the deceased, the family, the tributes' writers. */
const ELEANOR = 'Eleanor Whitfield';
const HAROLD = 'Harold Whitfield';
const FAMILY = 'Margaret Whitfield';
const WRITERS = { eleanor: ['Ann Carter', 'Bill Dawes', 'Cora Finch'], harold: ['Dan Grey'] };
const NAMES = [ELEANOR, HAROLD, FAMILY, ...WRITERS.eleanor, ...WRITERS.harold];

let sandbox: RunningSandbox;
let proxy: FaultProxy;
let rig: RunningPhoneRig;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let person: { id: number; name: string; email: string; token: string };
const memorials: Record<'eleanor' | 'harold', number> = { eleanor: 0, harold: 0 };
const tributes: Record<string, number> = {};
const said: string[] = [];
const figures: Record<string, number> = {};
const started = Date.now();

const control = <T = any>(method: string, path: string, body?: unknown) => controlSandbox<T>(sandbox.url, method, path, body);
async function api<T = any>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${sandbox.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
}
/** Where a tribute stands, from the sandbox's own database (not the family's budget). */
const onService = (id: number) => tributeOnService({ sandbox } as FamilyWorld, id);
const heading = async () => plain(await page.getByRole('heading', { level: 1 }).textContent());
const go = (path: string) => page.evaluate(`location.hash = ${JSON.stringify(`#${path}`)}`);
const tribute = (name: string): Locator => page.locator('article[data-tribute]').filter({ hasText: name });
const answered = (method: string, path: string) => proxy.log.filter((r) => r.method === method && r.path === path && r.serviceStatus !== null);

/**
 * Visible text (a visually hidden one too: it is read out) and accessible names with Latin words
 * and no Arabic, once what the family and the visitors typed (names, tributes, the obituary), a
 * sign-in code, an e-mail address or a web address are taken out: English left behind.
 */
function englishLeft(): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const data = ${JSON.stringify([...NAMES, 'We will miss you.', 'was loved.', 'Memorial Desk'])};
    const english = (text) => {
      let rest = text;
      for (const d of data) rest = rest.split(d).join(' ');
      rest = rest.replace(/\\S+@\\S+/g, ' ').replace(/\\b[A-Z]{4}-[A-Z]{4}\\b/g, ' ').replace(/\\b(?:https?:\\/\\/)?[\\w-]+(?:\\.[\\w-]+)+(?::\\d+)?(?:\\/\\S*)?/g, ' ');
      // Arabic words around a Latin one (QR, Premium, Enter, Memorial Desk) are a translation.
      return /[A-Za-z]{2,}/.test(rest) && !/[\\u0600-\\u06FF]/.test(rest);
    };
    const found = new Set();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, noscript, template')) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      if (english(node.nodeValue)) found.add(node.nodeValue.trim().slice(0, 80));
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [alt], [aria-description], [placeholder]')) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      for (const attribute of ['aria-label', 'title', 'alt', 'aria-description', 'placeholder']) {
        const value = element.getAttribute(attribute) || '';
        if (english(value)) found.add(attribute + ': ' + value.slice(0, 80));
      }
    }
    return [...found];
  })()`);
}

/**
 * The checks of the screen as it is now, at the phone's 390 px and at a small phone's 360 px:
 * right to left, in Arabic, names isolated, nothing sideways, axe clean; a picture of each width.
 * Every problem found, named with the screen.
 */
async function checkScreen(name: string): Promise<string[]> {
  const problems: string[] = [];
  await settle(page, 2_000);
  const html = await page.evaluate<{ dir: string; lang: string }>(`({ dir: document.documentElement.dir, lang: document.documentElement.lang })`);
  if (html.dir !== 'rtl' || html.lang !== 'ar') problems.push(`<html dir="${html.dir}" lang="${html.lang}">`);
  for (const found of await unisolatedNames(page, NAMES)) problems.push(found);
  for (const text of await englishLeft()) problems.push(`left in English: "${text}"`);
  for (const box of await wordsSplitIntoBoxes(page)) problems.push(`words split into boxes: ${box}`);
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: PHONE.viewport!.height });
    await page.waitForTimeout(100);
    const by = await sidewaysScroll(page);
    if (by > 0) problems.push(`scrolls sideways at ${width} px by ${by}px: ${(await widerThanWindow(page)).join('; ')}`);
    await page.screenshot({ path: join(SCREENSHOTS, `phone-arabic-${name}-${width}.png`), scale: 'css' });
    const axe: AxeViolation[] = await axeViolations(page);
    for (const v of axe) problems.push(`axe at ${width} px: ${v.id}: ${v.help} ${v.nodes.slice(0, 3).join(' ')}`);
  }
  await page.setViewportSize(PHONE.viewport!);
  return problems.map((problem) => `${name}: ${problem}`);
}

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // The rig's origin first: the service allows exactly that page.
  const port = await freePort();
  sandbox = await startSandbox({ port: 0, memory: true, control: true, allowOrigins: [`http://127.0.0.1:${port}`] });
  await control('PUT', '/__sandbox/settings', { safety_delay_ms: 0 });
  person = await control('POST', '/__sandbox/people', { name: FAMILY, email: 'margaret.whitfield@example.com' });
  memorials.eleanor = (await api<{ id: number }>('POST', '/me/memorials', { deceased_name: ELEANOR, obituary: `${ELEANOR} was loved.` })).id;
  memorials.harold = (await api<{ id: number }>('POST', '/me/memorials', { deceased_name: HAROLD, obituary: `${HAROLD} was loved.` })).id;
  await control('POST', '/__sandbox/settle');
  for (const key of ['eleanor', 'harold'] as const) {
    for (const author of WRITERS[key]) {
      tributes[author] = (
        await control<{ id: number }>('POST', `/__sandbox/memorials/${memorials[key]}/contributions`, {
          author_name: author,
          body: `We will miss you. (${author})`,
        })
      ).id;
    }
  }
  await control('POST', '/__sandbox/settle');
  // What was asked above came out of the family's budget; a minute on, the app has all of it.
  await control('POST', '/__sandbox/clock', { advance_seconds: 61 });

  proxy = await FaultProxy.start({ target: sandbox.url, seed: 1 });
  rig = await startPhoneRig({ url: proxy.baseUrl }, { port });
  browser = await launchChromium();
  // The phone's system language: the WebView's navigator.languages.
  context = await browser.newContext({ ...PHONE, locale: 'ar', reducedMotion: 'reduce' });
  page = await context.newPage();
  page.on('console', (message: ConsoleMessage) => said.push(`[${message.type()}] ${message.text()}`));
  page.on('pageerror', (error) => said.push(`[pageerror] ${error.message}`));
  figures.setUpMs = Date.now() - started;
}, 240_000);

afterAll(async () => {
  figures.totalMs = Date.now() - started;
  console.log(`phone in Arabic: ${JSON.stringify(figures)}; proxy ${JSON.stringify(proxy?.stats())}`);
  await browser?.close();
  await rig?.close();
  await proxy?.close();
  await sandbox?.close();
});

describe('a family whose phone speaks Arabic', () => {
  it('signs in by code, right to left from the first screen', async () => {
    const began = Date.now();
    await page.goto(rig.url);
    await page.getByRole('button', { name: say('signIn.family.button') }).tap();
    const code = page
      .getByRole('region', { name: say('signIn.device.yourCode') })
      .locator('.user-code__value')
      .filter({ hasText: /^[A-Z]{4}-[A-Z]{4}$/ });
    await code.waitFor({ timeout: 20_000 });
    expect(await page.evaluate<string>('document.documentElement.dir')).toBe('rtl');
    expect(await checkScreen('01-sign-in-code')).toEqual([]);

    await control('POST', '/__sandbox/device/approve', { user_code: await code.textContent(), person_id: person.id });
    await expect.poll(heading, { timeout: 30_000 }).toBe(say('memorials.myMemorials'));
    await expect.poll(() => page.getByText(ELEANOR).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(HAROLD).count()).toBeGreaterThan(0);
    figures.signedInMs = Date.now() - began;
    expect(await checkScreen('02-my-memorials')).toEqual([]);
  }, 60_000);

  it('the combined inbox: every memorial’s waiting tributes, one approved by touch', async () => {
    await go('/inbox?status=pending');
    await expect.poll(heading, { timeout: 30_000 }).toBe(say('moderation.inbox.title'));
    for (const author of [...WRITERS.eleanor, ...WRITERS.harold]) await expect.poll(() => tribute(author).count(), { timeout: 30_000 }).toBe(1);
    expect(await checkScreen('03-inbox')).toEqual([]);

    await tribute('Dan Grey')
      .getByRole('button', { name: say('moderation.decision.approve'), exact: true })
      .tap();
    await expect
      .poll(async () => plain(await decisionNote(page).textContent()))
      .toContain(plain(say('moderation.done.one', { decision: 'approve', name: 'Dan Grey' })));
    await expect.poll(() => onService(tributes['Dan Grey']!)?.status, { timeout: 40_000 }).toBe('approved');
  }, 90_000);

  it('a memorial’s queue: approve and decline by touch, each undone and then done, each sent once', async () => {
    await go(`/memorials/${memorials.eleanor}/tributes?status=pending`);
    await expect.poll(heading, { timeout: 30_000 }).toBe(plain(say('moderation.queue.titleFor', { name: ELEANOR })));
    for (const author of WRITERS.eleanor) await expect.poll(() => tribute(author).count(), { timeout: 30_000 }).toBe(1);
    expect(await checkScreen('04-queue')).toEqual([]);

    const approve = (name: string) => tribute(name).getByRole('button', { name: say('moderation.decision.approve'), exact: true });
    const undo = () => decisionNote(page).getByRole('button', { name: say('moderation.undo'), exact: true });
    const note = async () => plain(await decisionNote(page).textContent());

    // Approve, then take it back while it is held: nothing is sent.
    await approve('Ann Carter').tap();
    await expect.poll(note).toContain(plain(say('moderation.done.one', { decision: 'approve', name: 'Ann Carter' })));
    expect(await checkScreen('05-approved-undo')).toEqual([]);
    await undo().tap();
    await expect.poll(note).toContain(say('moderation.note.undone'));
    await expect.poll(() => approve('Ann Carter').count()).toBe(1);
    // Then for good.
    await approve('Ann Carter').tap();

    // Decline with a reason typed in Arabic, undone, then declined again.
    const decline = async () => {
      await tribute('Cora Finch')
        .getByRole('button', { name: say('moderation.decision.rejectAsk'), exact: true })
        .tap();
      await tribute('Cora Finch')
        .getByLabel(saying('moderation.decline.label', { name: 'Cora Finch' }))
        .fill('ليست عن إليانور.');
    };
    await decline();
    expect(await checkScreen('06-decline')).toEqual([]);
    await tribute('Cora Finch')
      .getByRole('button', { name: say('moderation.decline.submit'), exact: true })
      .tap();
    await expect.poll(note).toContain(plain(say('moderation.done.one', { decision: 'reject', name: 'Cora Finch' })));
    await undo().tap();
    await expect.poll(note).toContain(say('moderation.note.undone'));
    await decline();
    await tribute('Cora Finch')
      .getByRole('button', { name: say('moderation.decline.submit'), exact: true })
      .tap();

    await expect.poll(() => onService(tributes['Ann Carter']!)?.status, { timeout: 40_000 }).toBe('approved');
    await expect.poll(() => onService(tributes['Cora Finch']!), { timeout: 40_000 }).toMatchObject({ status: 'rejected', rejectReason: 'ليست عن إليانور.' });
    // Each once; what was undone, never. Bill Dawes's still waits.
    await expect.poll(() => answered('POST', `/api/v1/contributions/${tributes['Ann Carter']}/approve`).length).toBe(1);
    await expect.poll(() => answered('POST', `/api/v1/contributions/${tributes['Cora Finch']}/reject`).length).toBe(1);
    expect(onService(tributes['Bill Dawes']!)?.status).toBe('pending');
    expect(await approve('Ann Carter').count()).toBe(0);
    expect(await approve('Bill Dawes').count()).toBe(1);
    expect(await checkScreen('07-queue-after')).toEqual([]);
  }, 120_000);

  it('the memorial’s page and its visits', async () => {
    await go(`/memorials/${memorials.eleanor}`);
    await expect.poll(heading, { timeout: 30_000 }).toBe(ELEANOR);
    expect(await checkScreen('08-memorial')).toEqual([]);

    await go(`/memorials/${memorials.eleanor}/visits`);
    await expect.poll(heading, { timeout: 30_000 }).toBe(say('visits.screen.title'));
    await expect.poll(() => page.getByRole('heading', { level: 2, name: say('visits.screen.now') }).count(), { timeout: 30_000 }).toBe(1);
    expect(await checkScreen('09-visits')).toEqual([]);
  }, 90_000);

  it('never met a 429 at the family’s 20 requests a minute, and nothing failed on the page', () => {
    const stats = proxy.stats();
    expect(stats.service429).toBe(0);
    expect(Math.max(...Object.values(stats.maxPerMinute))).toBeLessThanOrEqual(20);
    expect(said.filter((line) => /Content Security Policy|Refused to|\[pageerror\]/.test(line))).toEqual([]);
  });
});
