import jsQR from 'jsqr';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endOfDay, startOfDay } from '../../renderer/features/desk/memorials-search';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { buildRenderer, launchChromium, lookAt, screenshot, startWebApp, type RunningApp } from './harness';

/**
 * The funeral-home desk, as a new user at the front desk would use it, with the keyboard only,
 * in Chromium against browser mode and the sandbox's demo funeral home (Hollis & Daughters, 30
 * memorials in every business state). Every screen and state is looked at (1280 and 360 px, axe).
 */
let sandbox: RunningSandbox;
let app: RunningApp;
let browser: Browser;
let page: Page;
let token: string;

beforeAll(async () => {
  await buildRenderer();
  sandbox = await startSandbox({ port: 0, memory: true, control: true, demo: true });
  token = sandbox.demo!.organization.token;
  app = await startWebApp(sandbox.baseUrl);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await sandbox?.close();
});

async function control(path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const r = await fetch(`${sandbox.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
  return { status: r.status, body: await r.json().catch(() => null) };
}

async function api(path: string): Promise<any> {
  const r = await fetch(`${sandbox.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return r.json();
}

// Run in the page. This file is type-checked without the DOM, so the page's globals are named
// through globalThis; the casts vanish when the function is sent to the page.
interface Canvas {
  width: number;
  height: number;
  getContext(kind: '2d'): {
    fillStyle: string;
    fillRect(x: number, y: number, w: number, h: number): void;
    drawImage(image: unknown, x: number, y: number, w: number, h: number): void;
    getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> };
  };
}
type InPage = {
  document: { activeElement: unknown; createElement(tag: 'canvas'): Canvas };
  getComputedStyle(element: unknown): Record<string, string>;
};
const isFocused = (element: unknown) => element === (globalThis as unknown as InPage).document.activeElement;
const styleOf = (element: unknown, property: string) => (globalThis as unknown as InPage).getComputedStyle(element)[property];

/** The keyboard's way to a control: Tab until it has the focus (the way a person without a mouse gets there). */
async function tabTo(target: Locator, most = 80): Promise<void> {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate(isFocused).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${String(target)} with the Tab key`);
}

async function press(target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(target);
  await page.keyboard.press(key);
}

/**
 * Types a day into a date field (ui/DateField) as a person would: Tab to its first part, then the
 * digits of each part in the order this computer's region shows them (month, day, year in
 * Chromium's en-US; each part moves on to the next once whole). The parts are React Aria's
 * spinbuttons, named like "month, From".
 */
async function typeDay(label: string, day: string): Promise<void> {
  const [year, month, date] = day.split('-') as [string, string, string];
  const digits: Record<string, string> = { year, month, day: date };
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const parts = page.getByRole('spinbutton', { name: new RegExp(`^(day|month|year), ${escaped}`) });
  const order = await parts.evaluateAll<string[], unknown>((all) => all.map((part) => (part as unknown as { dataset: { type: string } }).dataset.type));
  expect(order.slice().sort()).toEqual(['day', 'month', 'year']);
  await tabTo(parts.first());
  await page.keyboard.type(order.map((part) => digits[part]).join(''));
}

/** Types into a field reached by the keyboard, replacing what it held. */
async function typeInto(target: Locator, text: string): Promise<void> {
  await tabTo(target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.insertText(text);
}

async function heading(): Promise<string | null> {
  return page.getByRole('heading', { level: 1 }).textContent();
}

async function look(name: string): Promise<void> {
  expect(await lookAt(page, `desk-${name}`)).toEqual([]);
}

function onboardingsCount(): number {
  return sandbox.context.db.one<{ n: number }>('SELECT COUNT(*) AS n FROM onboardings')!.n;
}

function onboardingId(name: string): number {
  return sandbox.context.db.one<{ id: number }>('SELECT id FROM onboardings WHERE deceased_name = ?', name)!.id;
}

const navigation = () => page.getByRole('navigation', { name: 'Main' });

describe('the funeral-home desk', () => {
  it('signs in with the business token and opens on the memorials, under the funeral home’s name and counts', async () => {
    await page.goto(app.url);
    await expect.poll(heading).toMatch(/Welcome to Memorial Desk/);
    await press(page.getByRole('button', { name: 'Sign in as a funeral home' }));
    await typeInto(page.getByLabel('Business token'), token);
    await page.keyboard.press('Enter');
    await expect.poll(heading, { timeout: 20_000 }).toBe('Memorials');
    await expect.poll(() => page.getByText('Page 1 of 2, 30 memorials in all.').count()).toBe(1);
    const organization = await api('/organization');
    expect(await page.locator('.desk-brand__name').textContent()).toBe('Hollis & Daughters');
    expect(await page.locator('.desk-brand__counts').textContent()).toBe(
      `${organization.memorials.live} live · ${organization.memorials.pending} not live yet`,
    );
    // The brand colour edges the band only because it contrasts enough with the page.
    expect(await page.locator('.desk-brand').evaluate(styleOf, 'borderLeftColor')).toBe('rgb(90, 107, 93)');
    // Each state in words, and the public address of a live one.
    const main = (await page.textContent('main'))!;
    expect(main).toMatch(/Waiting on the family/);
    expect(main).toMatch(/Being written, not live yet/);
    expect(main).toMatch(/Live/);
    expect(main).toContain(`${sandbox.url}/m/`);
    await look('memorials');
  });

  it('finds a memorial by part of a name', async () => {
    await typeInto(page.getByRole('searchbox', { name: 'Search by name or title' }), 'whit');
    await expect.poll(() => page.getByText(/found for “whit”/).textContent()).toMatch(/1 memorial found/);
    expect(await page.getByRole('rowheader').allTextContents()).toEqual([expect.stringMatching(/^Joan Whitaker/)]);
    await look('search-by-name');
    await typeInto(page.getByRole('searchbox', { name: 'Search by name or title' }), 'zzzz');
    await expect.poll(() => page.getByRole('heading', { name: 'No memorials match this search.' }).count()).toBe(1);
    await look('search-nothing-found');
    await press(page.getByRole('button', { name: 'Clear the search' }));
    await expect.poll(() => page.getByText('Page 1 of 2, 30 memorials in all.').count()).toBe(1);
  });

  it('finds memorials by the days they were made, both days included', async () => {
    const newest = (await api('/memorials?per_page=100')).data as { created_at: string }[];
    const day = (iso: string) => {
      const d = new Date(iso);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    const from = day(newest[9]!.created_at);
    const to = day(newest[2]!.created_at);
    const expected = await api(
      `/memorials?per_page=100&created_after=${encodeURIComponent(startOfDay(from))}&created_before=${encodeURIComponent(endOfDay(to))}`,
    );
    await typeDay('From', from);
    await typeDay('To', to);
    await expect.poll(() => page.locator('.results-summary').textContent()).toMatch(new RegExp(`^${expected.pagination.total} memorials? found made`));
    expect(await page.getByRole('rowheader').count()).toBe(Math.min(25, expected.pagination.total));
    await look('search-by-days');
    // The wrong way round is said plainly, and nothing is searched.
    await typeDay('From', to);
    await typeDay('To', from);
    if (from !== to) {
      await expect.poll(() => page.getByText('The first day is after the last day.', { exact: false }).count()).toBe(1);
      await look('search-days-wrong-way');
    }
    await press(page.getByRole('button', { name: 'Clear the search' }));
    await expect.poll(() => page.getByText('Page 1 of 2, 30 memorials in all.').count()).toBe(1);
  });

  it('pages through all 30, ten at a time, and keeps the place when a memorial is opened and closed', async () => {
    // A closed list changes with the arrow keys: 25 → 10.
    await tabTo(page.getByLabel('Memorials on each page'));
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.getByText('Page 1 of 3, 30 memorials in all.').count()).toBe(1);
    const seen = new Set<string>();
    for (let p = 1; p <= 3; p++) {
      await expect.poll(() => page.locator('.pager__where').textContent()).toBe(`Page ${p} of 3`);
      await expect.poll(() => page.getByRole('rowheader').count()).toBe(10);
      for (const name of await page.getByRole('rowheader').locator('a').allTextContents()) seen.add(name);
      if (p < 3) await press(page.getByRole('button', { name: 'Next page' }));
    }
    expect(seen.size).toBe(30);
    await look('memorials-page-3');
    // A row opens its memorial; Back returns to the same page of the same search.
    await press(page.getByRole('link', { name: 'Frank Delaney' }).or(page.getByRole('rowheader').locator('a').first()).first());
    await expect.poll(heading).not.toBe('Memorials');
    await page.goBack();
    await expect.poll(() => page.locator('.pager__where').textContent()).toBe('Page 3 of 3');
    await tabTo(page.getByLabel('Memorials on each page'));
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByText('Page 1 of 2, 30 memorials in all.').count()).toBe(1);
  });

  it('refuses an invalid family email and a 256-character name before anything is sent', async () => {
    const before = onboardingsCount();
    await press(navigation().getByRole('link', { name: 'New memorial' }));
    await expect.poll(heading).toBe('Start a memorial for a family');
    await look('provision-form');
    await typeInto(page.getByLabel('Their full name'), 'A'.repeat(256));
    await expect.poll(() => page.getByText('256 of 255 characters: 1 too many').count()).toBe(1);
    await typeInto(page.getByLabel('Family member’s email address'), 'rob at example');
    await press(page.getByRole('button', { name: 'Invite the family' }));
    await expect.poll(() => page.getByText('The name can be at most 255 characters.').count()).toBe(1);
    expect(await page.getByText("The family member's email must be an email address, like name@example.com.").count()).toBe(1);
    expect(await page.getByText(/Nothing was sent yet/).count()).toBe(1);
    // The focus went to the first problem.
    expect(await page.getByLabel('Their full name').evaluate(isFocused)).toBe(true);
    await look('provision-refused-before-sending');
    expect(onboardingsCount()).toBe(before);
  });

  it('provisions with invite: 201, waiting on the family, and the link’s expiry', async () => {
    await typeInto(page.getByLabel('Their full name'), 'Margaret Lowe');
    await typeDay('Date of death (if known)', '2026-01-10');
    await typeInto(page.getByLabel('Family member’s name'), 'Peter Lowe');
    await typeInto(page.getByLabel('Family member’s email address'), 'peter.lowe@example.com');
    await press(page.getByRole('button', { name: 'Invite the family' }));
    await expect.poll(heading).toBe('The family has been invited');
    const onboarding = sandbox.context.db.one<{ invitation_expires_at: string; death_date: string | null }>(
      'SELECT invitation_expires_at, death_date FROM onboardings WHERE deceased_name = ?',
      'Margaret Lowe',
    )!;
    // The day typed part by part is the day sent.
    expect(onboarding.death_date).toBe('2026-01-10');
    // Names are isolated in the page's text (FSI … PDI): read as a person reads it.
    const text = (await page.textContent('main'))!.replace(/[\u2066-\u2069]/g, '');
    expect(text).toMatch(/emailed an invitation to the family of Margaret Lowe/);
    expect(text).toMatch(/Waiting on the family/);
    expect(text).toContain(new Date(onboarding.invitation_expires_at).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' }));
    expect(text).not.toMatch(/\bLive\b/);
    // The family's email is not repeated here (only the owners list shows emails).
    expect(text).not.toContain('peter.lowe@example.com');
    await look('provision-invited');
  });

  it('shows it in “waiting on the family”, and sends the invitation again, saying the old link stops working', async () => {
    await press(navigation().getByRole('link', { name: 'Waiting on the family' }));
    await expect.poll(heading).toBe('Waiting on the family');
    await expect.poll(() => page.getByText(/Last checked in full at/).count(), { timeout: 20_000 }).toBe(1);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Margaret Lowe' }) });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.textContent()).toMatch(/The link works until/);
    // The demo's own invitations were sent elsewhere: said plainly, no resend offered.
    const other = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Frank Delaney' }) });
    expect(await other.textContent()).toMatch(/Sent from somewhere else/);
    expect(await other.getByRole('button').count()).toBe(0);
    await look('waiting');

    await press(card.getByRole('button', { name: /Send the invitation again/ }));
    const dialog = page.getByRole('alertdialog', { name: 'Send the invitation again?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toMatch(/The link in the earlier email will stop working/);
    await look('waiting-resend-question');
    await press(dialog.getByRole('button', { name: 'Yes, send it again' }));
    await expect.poll(() => card.getByText(/was sent again/).count()).toBe(1);
    expect(await card.textContent()).toMatch(/The link in the earlier email no longer works/);
    const emails = sandbox.context.db.one<{ n: number }>(
      "SELECT COUNT(*) AS n FROM sent_emails WHERE to_email = ? AND kind = 'family_invitation'",
      'peter.lowe@example.com',
    )!.n;
    expect(emails).toBe(2);
    await look('waiting-resent');
  });

  it('prints a hand-out while invited: “you will receive an email”', async () => {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Margaret Lowe' }) });
    await press(card.getByRole('link', { name: 'Print a hand-out for Margaret Lowe' }));
    await expect.poll(heading).toBe('Hand-out for Margaret Lowe');
    expect(await page.locator('.handout').textContent()).toMatch(/You will receive an email/);
    expect(await page.locator('.handout img[alt^="QR code"]').count()).toBe(0);
    await look('handout-invited');
  });

  it('moves to live once the family claims the invitation (through the control API)', { timeout: 120_000 }, async () => {
    await press(page.getByRole('link', { name: 'Back to the memorial' }));
    await expect.poll(heading).toBe('Margaret Lowe');
    await expect.poll(() => page.locator('.status').first().textContent()).toBe('Waiting on the family');
    expect(await page.textContent('main')).toMatch(/The invitation link works until/);
    await look('memorial-waiting');
    expect((await control(`/__sandbox/invitations/${onboardingId('Margaret Lowe')}/claim`)).status).toBe(200);
    await control('/__sandbox/settle');
    // A memorial waiting on the family is read again each minute (not watched every 5 s, which ten
    // desks on one token could not afford), so its page turns Live within about a minute.
    await expect.poll(() => page.locator('.status').first().textContent(), { timeout: 75_000 }).toBe('Live');
    expect(await page.textContent('main')).toContain(`${sandbox.url}/m/`);
    await look('memorial-live');
    // And the waiting list lets it go at the next check.
    await press(navigation().getByRole('link', { name: 'Waiting on the family' }));
    await press(page.getByRole('button', { name: 'Check again now' }));
    await expect.poll(() => page.getByRole('heading', { name: 'Margaret Lowe' }).count(), { timeout: 20_000 }).toBe(0);
  });

  it('provisions with complete: 202, being created, then live once the service says so', async () => {
    await press(navigation().getByRole('link', { name: 'New memorial' }));
    await typeInto(page.getByLabel('Their full name'), 'Walter Greene');
    // A group of radio buttons is one stop for Tab; the arrow keys choose within it.
    await tabTo(page.getByRole('radio', { name: /^Invite the family to write it/ }));
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: /^Write it here now/ }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: /^Your funeral home/ }).isChecked()).toBe(true);
    await typeInto(page.getByLabel('Title', { exact: true }), 'Carpenter, father and friend');
    await typeInto(page.getByLabel('Obituary', { exact: true }), 'Walter built half the houses on Mill Lane and mended the rest.');
    await tabTo(page.getByRole('radio', { name: /^Public/ }));
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: /^Anyone with the address/ }).isChecked()).toBe(true);
    await press(page.getByRole('button', { name: 'Create the memorial' }));
    await expect.poll(heading).toBe('The memorial is being created');
    const text = (await page.textContent('main'))!;
    expect(text).toMatch(/It is not live yet/);
    await expect.poll(() => page.locator('.desk-facts').textContent()).toMatch(/NowBeing written, not live yet/);
    await look('provision-being-created');
    await control('/__sandbox/settle');
    await expect.poll(() => page.locator('.desk-facts').textContent(), { timeout: 20_000 }).toMatch(/NowLive/);
    expect(await page.locator('.desk-facts').textContent()).toContain(`${sandbox.url}/m/walter-greene`);
    await look('provision-live');
  });

  it('prints a hand-out of a live memorial: its name, address and a QR code that opens it', async () => {
    await press(page.getByRole('link', { name: 'Print a hand-out for the family' }));
    await expect.poll(heading).toBe('Hand-out for Walter Greene');
    const address = `${sandbox.url}/m/walter-greene`;
    await expect.poll(() => page.locator('.handout__address').textContent()).toBe(address);
    const qr = page.getByRole('img', { name: `QR code for ${address}` });
    await expect.poll(() => qr.count()).toBe(1);
    await look('handout-live');
    // The QR code, as drawn on the page, read back.
    const pixels = await qr.evaluate(async (img) => {
      await (img as { decode(): Promise<void> }).decode();
      const canvas = (globalThis as unknown as InPage).document.createElement('canvas');
      canvas.width = 400;
      canvas.height = 400;
      const context = canvas.getContext('2d');
      context.fillStyle = '#fff';
      context.fillRect(0, 0, 400, 400);
      context.drawImage(img, 0, 0, 400, 400);
      return Array.from(context.getImageData(0, 0, 400, 400).data);
    });
    expect(jsQR(Uint8ClampedArray.from(pixels), 400, 400)?.data).toBe(address);
    // The system's print dialog, with only the hand-out on the paper.
    await page.evaluate('window.__printed = 0; window.print = () => { window.__printed += 1; }');
    await press(page.getByRole('button', { name: 'Print this hand-out' }));
    expect(await page.evaluate('window.__printed')).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'desk-handout-printed');
    expect(await page.locator('.app-header').evaluate(styleOf, 'visibility')).toBe('hidden');
    expect(await page.locator('.handout__qr').evaluate(styleOf, 'visibility')).toBe('visible');
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.byteLength).toBeGreaterThan(1000);
    await page.emulateMedia({ media: 'screen' });
  });

  it('opens the owners list, searchable, with the emails shown only here', async () => {
    await press(navigation().getByRole('link', { name: 'Owners' }));
    await expect.poll(heading).toBe('Owners');
    await expect.poll(() => page.locator('.results-summary').textContent()).toMatch(/entries in all/);
    // Names come from the core's pass through every memorial.
    await expect.poll(() => page.getByRole('rowheader', { name: /Margaret Lowe/ }).count(), { timeout: 20_000 }).toBe(1);
    expect(await page.textContent('main')).toContain('peter.lowe@example.com');
    await look('owners');
    await typeInto(page.getByRole('searchbox', { name: 'Search by memorial, name or email' }), 'peter.lowe');
    await expect.poll(() => page.getByRole('rowheader').count()).toBe(1);
    await look('owners-search');
  });
});
