import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decisionNote, memorialOf, openQueue, signInAsFamily, startFamilyWorld, tributeOn, tributeOnService, type FamilyWorld } from './family-world';

/**
 * Issue 28, as a quick, keyboard-first family member on a busy day: another client (the family's
 * phone) spends part of the same token's minute all along, through our counting proxy. In Chromium
 * against browser mode and the sandbox:
 * - A then U, pressed in the same instant and 50, 200 and 1,000 ms apart: the tribute stays
 *   waiting at the service, and nothing was sent for it;
 * - a tribute left on the memorial on screen appears within 20 s;
 * - hide, then Hidden (there at once), then S restores it at the service;
 * - no 429 from the service, for anyone.
 */
let world: FamilyWorld;
let rose: number;
let tom: number;
const roseTributes: number[] = [];
let otherClient: ReturnType<typeof setInterval> | null = null;
let otherRequests = 0;

const WRITERS = ['Ada Frost', 'Ben Gale', 'Cleo Hart', 'Dov Ibbs', 'Eli Jones', 'Fay Kerr', 'Gus Lane'];

beforeAll(async () => {
  world = await startFamilyWorld();
  rose = await memorialOf(world, 'Rose Allen');
  tom = await memorialOf(world, 'Tom Baker');
  // Newest first in the list: the last written is the first the keyboard reaches.
  for (const [i, author] of WRITERS.entries()) {
    roseTributes.unshift(await tributeOn(world, rose, { author_name: author, body: `Rose grew the best tomatoes on the street. (${i + 1})` }));
  }
  await tributeOn(world, tom, { author_name: 'Hal Moss', body: 'Tom fixed every bicycle in the village.' });
  // The requests made above came out of the family's budget; a minute on, the app has all of it.
  await world.control('POST', '/__sandbox/clock', { advance_seconds: 61 });
  await signInAsFamily(world);
}, 180_000);

afterAll(async () => {
  if (otherClient) clearInterval(otherClient);
  await world?.close();
});

/** The family's phone: a read of their memorials every 6 s (ten of the token’s twenty a minute), through the proxy. */
function startOtherClient(): void {
  const read = () => {
    otherRequests++;
    void fetch(`${world.proxy.baseUrl}/me/memorials?per_page=10`, { headers: { authorization: `Bearer ${world.person.token}` } }).catch(() => undefined);
  };
  read();
  otherClient = setInterval(read, 6_000);
}

function focusedTribute(): Promise<number | null> {
  return world.page.evaluate<number | null>(
    'document.activeElement && document.activeElement.dataset.tribute ? Number(document.activeElement.dataset.tribute) : null',
  );
}

async function tabToFirstTribute(): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if ((await focusedTribute()) !== null) return;
    await world.page.keyboard.press('Tab');
  }
  throw new Error('no tribute took the focus');
}

const approvals = (id: number) => world.proxy.log.filter((r) => r.method === 'POST' && r.path === `/api/v1/contributions/${id}/approve`);

describe('fast hands on a busy day', () => {
  it('A then U, together or 50, 200 and 1,000 ms apart: each tribute stays waiting at the service, nothing sent', async () => {
    const { page } = world;
    await openQueue(page, rose);
    startOtherClient();
    await expect.poll(() => page.locator('article[data-tribute]').count(), { timeout: 30_000 }).toBe(WRITERS.length);
    await tabToFirstTribute();
    const tried: number[] = [];
    for (const gap of [0, 50, 200, 1_000]) {
      const id = (await focusedTribute())!;
      tried.push(id);
      if (gap === 0) {
        // Rolled keys: both key presses in one task of the page, before anything comes back from the core.
        await page.evaluate(`(() => {
          const target = document.activeElement;
          for (const key of ['a', 'u']) target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
        })()`);
      } else {
        await page.keyboard.press('a');
        await page.waitForTimeout(gap);
        await page.keyboard.press('u');
      }
      await expect.poll(() => decisionNote(page).textContent()).toMatch(/Undone: nothing was sent/);
      // A moved the keyboard on to the next tribute; the next try is about that one.
      await expect.poll(focusedTribute).not.toBe(id);
    }
    expect(new Set(tried).size).toBe(4);
    // Well past the hold (6 s, and the core's second more): nothing went, each still waits.
    await page.waitForTimeout(9_000);
    for (const id of tried) {
      expect(tributeOnService(world, id)?.status, `tribute ${id}`).toBe('pending');
      expect(approvals(id), `approvals of tribute ${id}`).toEqual([]);
    }
    expect(
      await page
        .locator('article[data-tribute]')
        .filter({ hasText: /waiting to be sent/ })
        .count(),
    ).toBe(0);
  }, 90_000);

  it('a tribute left on the memorial on screen appears within 20 s, while the person decides', async () => {
    const { page } = world;
    const left = Date.now();
    await tributeOn(world, rose, { author_name: 'Iris Noon', body: 'Rose walked her dog past our window every morning.' });
    // Busy hands meanwhile: three tributes approved, one every 3 s, so some decision of the
    // person's is always on its way while the new tribute is looked for.
    const approved: number[] = [];
    const deciding = (async () => {
      for (let i = 0; i < 3; i++) {
        approved.push((await focusedTribute())!);
        await page.keyboard.press('a');
        await page.waitForTimeout(3_000);
      }
    })();
    await expect.poll(() => page.locator('article[data-tribute]').filter({ hasText: 'Iris Noon' }).count(), { timeout: 25_000, interval: 200 }).toBe(1);
    const seconds = (Date.now() - left) / 1000;
    console.log(`a new tribute on the memorial on screen appeared after ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThanOrEqual(20);
    await deciding;
    for (const id of approved) await expect.poll(() => tributeOnService(world, id)?.status, { timeout: 30_000 }).toBe('approved');
  }, 90_000);

  it('hide, then Hidden: it is there at once; S restores it at the service', async () => {
    const { page } = world;
    await page.locator('article[data-tribute]').filter({ hasText: 'Gus Lane' }).focus();
    const hidden = (await focusedTribute())!;
    await page.keyboard.press('h');
    await page.getByRole('tab', { name: /^Hidden/ }).click();
    // At once, from what the person did (the Hidden list's own answer may wait behind the minute).
    await expect.poll(() => page.locator(`article[data-tribute="${hidden}"]`).count(), { timeout: 3_000 }).toBe(1);
    await expect.poll(() => page.getByRole('tab', { name: /^Hidden/ }).textContent()).toMatch(/Hidden \(1\)/);
    await expect.poll(() => tributeOnService(world, hidden)?.status, { timeout: 30_000 }).toBe('hidden');
    const article = page.locator(`article[data-tribute="${hidden}"]`);
    await expect.poll(() => article.getByRole('button', { name: 'Restore' }).count(), { timeout: 15_000 }).toBe(1);
    await article.focus();
    await page.keyboard.press('s');
    await expect.poll(() => tributeOnService(world, hidden)?.status, { timeout: 30_000 }).toBe('pending');
  }, 90_000);

  it('no 429 from the service, for the app or the other client', () => {
    // The other client was busy all along (a read every 6 s), and was answered each time.
    expect(otherRequests).toBeGreaterThanOrEqual(5);
    expect(world.proxy.stats().service429).toBe(0);
  });
});
