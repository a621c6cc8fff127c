import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { lookAt } from './harness';
import {
  decisionNote,
  memorialOf,
  openQueue as openQueueOn,
  signInAsFamily,
  startFamilyWorld,
  tributeOn,
  tributeOnService,
  type FamilyWorld,
} from './family-world';

/**
 * Issue 10's journeys, as a new user would make them, in Chromium against browser mode and the
 * sandbox (through a pass-through proxy that counts what reaches the service).
 */
let world: FamilyWorld;
let harold: number;
let walter: number;
let june: number;
const haroldTributes: number[] = [];
const walterTributes: Record<string, number> = {};
const juneTributes: number[] = [];

beforeAll(async () => {
  world = await startFamilyWorld({
    // The page's own notifications (browser mode): allowed, and recorded.
    contextOptions: { permissions: ['notifications'] },
  });
  // Scripts for the page are strings: this file is type-checked without the DOM (it runs in Node).
  await world.context.addInitScript(`
    window.shownNotifications = [];
    window.Notification = class {
      static permission = 'granted';
      static requestPermission() { return Promise.resolve('granted'); }
      constructor(title, options) { window.shownNotifications.push({ title, body: (options && options.body) || '' }); this.onclick = null; }
    };
  `);
  harold = await memorialOf(world, 'Harold Brennan');
  walter = await memorialOf(world, 'Walter Ames');
  june = await memorialOf(world, 'June Ellis');
  for (const [i, author] of ['Ann Carter', 'Bill Dawes', 'Cora Finch', 'Dan Grey', 'Eve Hale'].entries()) {
    haroldTributes.push(await tributeOn(world, harold, { author_name: author, body: `Harold was the kindest of men. (${i + 1})` }));
  }
  walterTributes.refused = await tributeOn(world, walter, { author_name: 'Rob Ivers', body: 'He owed me money, refuse-me.' });
  walterTributes.unconfirmed = await tributeOn(world, walter, {
    author_name: 'Sue Jay',
    body: 'Dear Walter, I will miss you.',
    email_confirmed: false,
    author_email: 'sue@example.com',
  });
  walterTributes.private = await tributeOn(world, walter, { author_name: 'Tom Kay', body: 'Only for the family: thank you for everything.', is_private: true });
  for (const [i, author] of ['Uma Lee', 'Vic Moss', 'Wyn Nash'].entries())
    walterTributes[`plain${i}`] = await tributeOn(world, walter, { author_name: author, body: `Walter kept the allotment keys. (${i + 1})` });
  for (let i = 0; i < 40; i++) juneTributes.push(await tributeOn(world, june, { author_name: `Guest ${i + 1}`, body: `June sang in the choir. (${i + 1})` }));
  // The requests made above came out of the family's budget; a minute on, the app has all of it.
  await world.control('POST', '/__sandbox/clock', { advance_seconds: 61 });
  await signInAsFamily(world);
}, 180_000);

afterAll(async () => {
  await world?.close();
});

/** The focused element, by role and name, as a screen reader would say it. */
/** The words of the tribute with the focus ('' when the focus is not on a tribute). */
function focusedText() {
  return world.page.evaluate<string>("document.activeElement && document.activeElement.tagName === 'ARTICLE' ? document.activeElement.textContent || '' : ''");
}

function focusedTag() {
  return world.page.evaluate<string>("document.activeElement ? document.activeElement.tagName : ''");
}

function openQueue(memorialId: number, status = 'pending') {
  return openQueueOn(world.page, memorialId, status);
}

/** Tabs from the top of the page until a tribute has the focus: the keyboard alone. */
async function tabToFirstTribute() {
  for (let i = 0; i < 40; i++) {
    await world.page.keyboard.press('Tab');
    if ((await focusedTag()) === 'ARTICLE') return;
  }
  throw new Error('no tribute took the focus');
}

/**
 * A tribute of the list open, by its writer. The list draws only what is on screen (a virtual
 * list), so the window is scrolled down, as a person would, until it is there.
 */
async function tributeBy(name: string): Promise<Locator> {
  const found = world.page.locator('article[data-tribute]').filter({ hasText: name });
  await world.page.evaluate('window.scrollTo(0, 0)');
  for (let i = 0; i < 30 && (await found.count()) === 0; i++) {
    await world.page.mouse.wheel(0, 400);
    await world.page.waitForTimeout(100);
  }
  return found;
}

function note(): Locator {
  return decisionNote(world.page);
}

describe('moderating tributes', () => {
  it('shows a new tribute in the inbox, on the window’s count and as a notification within a minute', async () => {
    const { page } = world;
    await page.getByRole('link', { name: /^Tributes/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Tributes from all your memorials/);
    // Once Memorial Desk has looked at every memorial once: what it finds after that is new.
    await expect.poll(() => page.getByText(/it last looked at all of them/).count(), { timeout: 30_000 }).toBe(1);
    const left = Date.now();
    await tributeOn(world, walter, { author_name: 'Zoe Quill', body: 'Walter taught me to tie a bowline.' });
    await expect.poll(() => page.locator('article').filter({ hasText: 'Zoe Quill' }).count(), { timeout: 60_000, interval: 500 }).toBe(1);
    const seconds = (Date.now() - left) / 1000;
    console.log(`new tribute seen in the inbox after ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThanOrEqual(60);
    // The window's count and the navigation's say how many wait, as the service has it.
    const waiting = () => Number(world.sandbox.context.db.one<{ n: number }>("SELECT COUNT(*) AS n FROM contributions WHERE status = 'pending'")?.n);
    await expect.poll(() => page.title(), { timeout: 60_000 }).toMatch(new RegExp(`^\\(${waiting()}\\) `));
    expect(await page.getByRole('link', { name: /^Tributes/ }).textContent()).toMatch(new RegExp(`Tributes ${waiting()} waiting for approval`));
    const shown = await page.evaluate<{ title: string }[]>('window.shownNotifications');
    // The name is isolated in the notification's plain text (FSI … PDI), invisible to a reader.
    expect(shown.map((n) => n.title.replace(/[\u2066-\u2069]/g, ''))).toContain('A new tribute on Walter Ames’s memorial');
    expect(await lookAt(page, 'moderation-inbox')).toEqual([]);
  }, 120_000);

  it('goes through a queue by keyboard alone: approve, undo, decline with a reason, hide, restore, pin, unpin', async () => {
    const { page } = world;
    await page.getByRole('link', { name: /^Tributes/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Tributes from all your memorials/);
    await openQueue(harold);
    expect(await lookAt(page, 'moderation-queue')).toEqual([]);
    await tabToFirstTribute();
    // Newest first: Eve Hale's tribute is the first.
    expect(await focusedText()).toMatch(/Eve Hale/);

    // Approve, then take it back while it is held.
    await page.keyboard.press('a');
    await expect.poll(() => note().textContent()).toMatch(/Approved Eve Hale’s tribute.*undo/i);
    await expect.poll(() => focusedText()).toMatch(/Dan Grey/);
    await page.keyboard.press('u');
    await expect.poll(() => note().textContent()).toMatch(/Undone: nothing was sent/);
    // Approve it again, for good; the focus moves on.
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focusedText()).toMatch(/Eve Hale/);
    await page.keyboard.press('a');
    await expect.poll(() => focusedText()).toMatch(/Dan Grey/);
    expect(await lookAt(page, 'moderation-waiting')).toEqual([]);

    // Decline with a reason (the form takes the focus; Enter sends).
    await page.keyboard.press('r');
    await expect.poll(() => focusedTag()).toBe('TEXTAREA');
    await page.keyboard.type('Not about Harold.');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedText()).toMatch(/Cora Finch/);
    // Hide the next.
    await page.keyboard.press('h');
    await expect.poll(() => focusedText()).toMatch(/Bill Dawes/);
    // The shortcut sheet.
    await page.keyboard.press('?');
    await expect.poll(() => page.getByRole('dialog', { name: 'Keys for going through tributes' }).count()).toBe(1);
    expect(await lookAt(page, 'moderation-shortcuts')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // Everything goes out once its hold ends.
    await expect.poll(() => tributeOnService(world, haroldTributes[4]!)?.status, { timeout: 30_000 }).toBe('approved');
    await expect
      .poll(() => tributeOnService(world, haroldTributes[3]!), { timeout: 30_000 })
      .toMatchObject({ status: 'rejected', rejectReason: 'Not about Harold.' });
    await expect.poll(() => tributeOnService(world, haroldTributes[2]!)?.status, { timeout: 30_000 }).toBe('hidden');

    // Restore from the hidden list, by keyboard.
    await openQueue(harold, 'deleted');
    await tabToFirstTribute();
    expect(await focusedText()).toMatch(/Cora Finch/);
    await page.keyboard.press('s');
    // The hold, then its turn within the family's 20 requests a minute, which this journey has used.
    await expect.poll(() => tributeOnService(world, haroldTributes[2]!)?.status, { timeout: 70_000 }).toBe('pending');

    // Pin and unpin in the approved list.
    await openQueue(harold, 'approved');
    await tabToFirstTribute();
    expect(await focusedText()).toMatch(/Eve Hale/);
    await page.keyboard.press('p');
    await expect.poll(() => tributeOnService(world, haroldTributes[4]!)?.pinned, { timeout: 30_000 }).toBe(true);
    // Shown once the list is read again, in its turn within the family's 20 requests a minute.
    await expect.poll(() => page.getByText('Pinned to the top of the memorial').count(), { timeout: 70_000 }).toBe(1);
    await page.locator('article').first().focus();
    await page.keyboard.press('p');
    await expect.poll(() => tributeOnService(world, haroldTributes[4]!)?.pinned, { timeout: 30_000 }).toBe(false);
  }, 180_000);

  it('says why a refused, an unconfirmed and a private tribute cannot be approved, and offers what can be done', async () => {
    const { page } = world;
    await openQueue(walter);
    for (const name of ['Rob Ivers', 'Sue Jay', 'Tom Kay']) {
      const article = await tributeBy(name);
      expect(await article.count(), name).toBe(1);
      expect(await article.getByRole('button', { name: 'Approve' }).count()).toBe(0);
      expect(await article.getByRole('button', { name: 'Decline…' }).count()).toBe(1);
    }
    const refused = await tributeBy('Rob Ivers');
    expect(await refused.textContent()).toMatch(/safety check refused these words/);
    // Refused words stay folded away until asked for.
    expect(await refused.textContent()).not.toMatch(/owed me money/);
    await refused.getByRole('button', { name: 'Show the words' }).click();
    expect(await refused.textContent()).toMatch(/owed me money/);
    expect(await (await tributeBy('Sue Jay')).textContent()).toMatch(/confirm their email address/);
    expect(await (await tributeBy('Tom Kay')).textContent()).toMatch(/For the family only: never published/);
    expect(await lookAt(page, 'moderation-why-not')).toEqual([]);
  }, 60_000);

  it('keeps decisions made offline, and sends each exactly once when the service is back', async () => {
    const { page } = world;
    await openQueue(walter);
    const before = world.proxy.stats();
    await world.stopService();
    await (await tributeBy('Uma Lee')).getByRole('button', { name: 'Approve' }).click();
    await (await tributeBy('Vic Moss')).getByRole('button', { name: 'Hide' }).click();
    await (await tributeBy('Wyn Nash')).getByRole('button', { name: 'Approve' }).click();
    // The keyboard journey before this one spent the family's minute, and the watch on the queue
    // in view reads within it too: the first decision goes (and finds no service) when the
    // minute frees a slot, up to a minute from now, and "Offline" is said 15 s after that.
    await expect.poll(() => page.getByRole('status', { name: 'Connection' }).textContent(), { timeout: 90_000 }).toMatch(/Offline — your changes are saved/);
    await expect.poll(() => page.getByText('Approval waiting to be sent').count()).toBeGreaterThan(0);
    expect(await lookAt(page, 'moderation-offline')).toEqual([]);

    await world.startService();
    await expect.poll(() => tributeOnService(world, walterTributes.plain2!)?.status, { timeout: 60_000 }).toBe('approved');
    await expect.poll(() => tributeOnService(world, walterTributes.plain0!)?.status, { timeout: 60_000 }).toBe('approved');
    await expect.poll(() => tributeOnService(world, walterTributes.plain1!)?.status, { timeout: 60_000 }).toBe('hidden');
    // Exactly once: each decision reached the service and was done once.
    // (The proxy records the service's answer a moment after the service's database has the change.)
    const done = (path: string) => world.proxy.log.filter((r) => r.path === path && r.serviceStatus !== null && r.serviceStatus < 300).length;
    await expect.poll(() => done(`/api/v1/contributions/${walterTributes.plain0}/approve`)).toBe(1);
    await expect.poll(() => done(`/api/v1/contributions/${walterTributes.plain2}/approve`)).toBe(1);
    await expect.poll(() => done(`/api/v1/contributions/${walterTributes.plain1}`)).toBe(1);
    expect(world.proxy.stats().service429 - before.service429).toBe(0);
  }, 210_000);

  it('approves 40 at once at 20 a minute: each applied exactly once, in the order listed, no 429 from the service, saying how long the rest will take', async () => {
    const { page } = world;
    await openQueue(june);
    await expect.poll(() => page.locator('article').count(), { timeout: 15_000 }).toBeGreaterThan(5);
    await page.getByRole('button', { name: /^Select all 40 shown$/ }).click();
    await page.getByRole('button', { name: 'Approve 40' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Approve 40 tributes?' });
    expect(await dialog.textContent()).toMatch(/about 2 minutes/);
    const before = world.proxy.stats();
    const logged = world.proxy.log.length;
    const started = Date.now();
    await dialog.getByRole('button', { name: 'Yes, approve 40' }).click();
    await expect.poll(() => note().textContent(), { timeout: 20_000 }).toMatch(/Approved 40 tributes: \d+ of 40 done/);
    // While they go out, the note says honestly why it takes time, and how long the rest will.
    expect(await note().textContent()).toMatch(
      /The memorial service takes 20 requests a minute, so the rest will take (about \d+ minutes?|less than a minute)\./,
    );
    expect(await lookAt(page, 'moderation-bulk-progress')).toEqual([]);
    await expect
      .poll(() => juneTributes.filter((id) => tributeOnService(world, id)?.status === 'approved').length, { timeout: 180_000, interval: 1_000 })
      .toBe(40);
    // Exactly once each, in the order of the list (newest first): the approvals that reached the
    // service, as the proxy saw them answered (a moment after the service's database has them).
    const june40 = new Set(juneTributes);
    const approvals = () =>
      world.proxy.log
        .slice(logged)
        .filter((r) => r.serviceStatus !== null)
        .map((r) => ({ id: Number(/^\/api\/v1\/contributions\/(\d+)\/approve$/.exec(r.path)?.[1]), status: r.serviceStatus! }))
        .filter((r) => june40.has(r.id));
    await expect.poll(() => approvals().length).toBe(40);
    expect(approvals().map((r) => r.id)).toEqual([...juneTributes].reverse());
    expect(approvals().every((r) => r.status < 300)).toBe(true);
    const after = world.proxy.stats();
    // How long they took is a figure for `npm run bench` (moderation-queue.ts), not a check here.
    console.log(
      `bulk approve: 40 in ${((Date.now() - started) / 1000).toFixed(1)} s; service 429s ${after.service429 - before.service429}; most a minute ${JSON.stringify(after.maxPerMinute)}`,
    );
    expect(after.service429 - before.service429).toBe(0);
    expect(Math.max(...Object.values(after.maxPerMinute))).toBeLessThanOrEqual(20);
    await expect.poll(() => note().textContent(), { timeout: 20_000 }).toMatch(/Approved 40 tributes: done/);
  }, 240_000);
});
