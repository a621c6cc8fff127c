/**
 * Walking every screen of the app (the accessibility walk and the languages sweep): from a start,
 * every screen reached is visited, and its links followed, each kind of screen once, so a new
 * screen is checked without anyone listing it. Strings, not functions, in the page: this file is
 * type-checked without the DOM.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { LANGUAGE_NAMES, type UiLocale } from '../../shared/locale/resolve';
import { paths } from '../../renderer/ui/places';
import { ELEANOR } from '../../sandbox/demo/world';
import { settle } from './screen-checks';

/** One screen's kind: ids and slugs made general ("/memorials/:id/fund"); each memorial's own page counts apart. */
export function screenKey(place: string): string {
  const path = place.split('?')[0]!;
  if (/^\/memorials\/\d+$/.test(path)) return path;
  return path.replace(/^\/desk\/memorials\/[^/]+/, '/desk/memorials/:ref').replace(/\/\d+(?=\/|$)/g, '/:id');
}

/** Opens a place by its address (hash history), and waits for it to settle. */
export async function go(page: Page, place: string): Promise<void> {
  // The screen before stays up while the new one's code and data come: its heading is kept aside,
  // so that the new screen's is waited for (briefly: a screen may keep the same heading).
  await page.evaluate(`(() => {
    const h1 = document.querySelector('main h1');
    window.__headingBefore = h1 ? { element: h1, text: h1.textContent } : null;
    location.hash = ${JSON.stringify(`#${place}`)};
  })()`);
  // Asked from outside, not by waitForFunction: the phone's page runs no script from a string (its CSP).
  const newHeading = `(() => {
    const h1 = document.querySelector('main h1');
    const before = window.__headingBefore;
    return h1 !== null && !(before && before.element === h1 && before.text === h1.textContent);
  })()`;
  for (let tries = 0; tries < 40 && !(await page.evaluate<boolean>(newHeading)); tries++) await page.waitForTimeout(50);
  await settle(page);
}

/** The app's own links on the screen: they end in "#/place"; links out of the app have no such hash. */
export function linksHere(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`[...document.querySelectorAll('a[href*="#/"]')].filter((a) => a.origin === location.origin).map((a) => a.hash.slice(1))`);
}

/**
 * Walks from `start` (or each of several starts, in turn): each screen reached (of the account's kind, not one that sent the person
 * elsewhere) is handed to `visit`, and its links followed. `seen` holds the kinds already walked
 * (shared between walks); at most `memorialPages` of the memorials' own pages.
 */
export async function walkFrom(
  page: Page,
  start: string | readonly string[],
  visit: (place: string) => Promise<void>,
  options: { seen?: Set<string>; memorialPages?: number } = {},
): Promise<void> {
  const seen = options.seen ?? new Set<string>();
  const limit = options.memorialPages ?? 6;
  const queue = typeof start === 'string' ? [start] : [...start];
  let memorialPages = 0;
  while (queue.length > 0) {
    const place = queue.shift()!;
    const key = screenKey(place);
    if (seen.has(key)) continue;
    if (/^\/memorials\/\d+$/.test(key) && ++memorialPages > limit) continue;
    seen.add(key);
    await go(page, place);
    // A place of another kind of account, or one that sent the person elsewhere, is not walked here.
    const now = await page.evaluate<string>('location.hash.slice(1)');
    if (screenKey(now) !== key) continue;
    for (const link of await linksHere(page)) if (!seen.has(screenKey(link))) queue.push(link);
    await visit(place);
  }
}

/**
 * The app opened at its launch address (the secret there opens the session, and the app takes it
 * out of the address), then again with `?pseudo` before the `#`, which offers the pseudo-locales
 * under Settings: on the family's memorials, both times.
 */
export async function openOfferingPseudoLocales(page: Page, launchUrl: string): Promise<void> {
  const heading = () => page.getByRole('heading', { level: 1 }).textContent();
  await page.goto(launchUrl);
  await expect.poll(heading, { timeout: 30_000 }).toMatch(/My memorials/);
  await page.goto(`${new URL(launchUrl).origin}/?pseudo#/memorials`);
  await expect.poll(heading, { timeout: 30_000 }).toMatch(/My memorials/);
}

/** A language chosen under Settings (by a finger on a phone), in use at once. */
export async function chooseLanguage(page: Page, locale: UiLocale, { touch = false } = {}): Promise<void> {
  await go(page, '/settings');
  const choice = page.locator('label', { hasText: LANGUAGE_NAMES[locale] }).first();
  await (touch ? choice.tap() : choice.click());
  await expect.poll(() => page.evaluate<string>('document.documentElement.lang')).toBe(locale);
  await settle(page);
}

/** Screens no link leads to while signed in: a new device's sign-ins, and the onboarding link's. */
export const UNLINKED = ['/sign-in/family', '/sign-in/funeral-home', '/onboarding-link'];

/**
 * Every place of the renderer (renderer/ui/places.ts) but the home, which only sends each account
 * to its own: the walk must have reached each, a new screen included.
 */
export const EVERY_PLACE = Object.values(paths)
  .filter((path) => path !== paths.home)
  .map((path) => path.replace(/\$ref/, ':ref').replace(/\$\w+/g, ':id'));
/** What is missing from a walk, by kind of place (each memorial's own page counts as one kind). */
export const unwalked = (walked: readonly string[]) => {
  const kinds = new Set(walked.map((place) => screenKey(place).replace(/^\/memorials\/\d+$/, '/memorials/:id')));
  return EVERY_PLACE.filter((place) => !kinds.has(place));
};

/**
 * Where the demo's fullest memorial is (Eleanor's: a fund, posts, an event and its replies, visits),
 * from the family's list on screen; walked first, so a kind of place only it has (an event's page)
 * is reached before the other memorials' take its kind.
 */
export function fullestMemorial(page: Page): Promise<string | null> {
  return page.evaluate<string | null>(
    `[...document.querySelectorAll('main a[href*="#/memorials/"]')].find((a) => a.textContent.includes(${JSON.stringify(ELEANOR.deceased_name)}))?.hash.slice(1) ?? null`,
  );
}
