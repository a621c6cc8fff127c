/**
 * The first look's picture (first-look.ts says what it is and what it leaves out): the markup of
 * the screens as they show now, kept by the core. Loaded when a screen is first pictured.
 */
import type { KeepFirstLookArgs } from '../../shared/bridge';
import { FIRST_LOOK_MAX_CHARS } from '../../shared/bridge/names';
import { appCall } from './calls';

/** Left out of a picture: how things stand now. */
export const LEFT_OUT = '.sync > *, .check-now, .notice, .flash, [role="status"]:not(.sync), [role="alert"], [aria-live], .app-nav__count, .card__waiting';
/** While one of these is open over the screen, it is not pictured (an account menu, a question). */
export const OPEN_OVER = 'dialog[open], [role="dialog"], [role="alertdialog"], [role="menu"], [aria-expanded="true"]';

/** The markup of what the app shows now, as a picture (LEFT_OUT, ids and styles removed). */
export function pictureOf(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll(LEFT_OUT)) element.remove();
  for (const image of copy.querySelectorAll('img')) if ((image.getAttribute('src') ?? '').startsWith('blob:')) image.remove();
  // The connection's place in the header stays, empty, so nothing moves when the live one comes.
  for (const sync of copy.querySelectorAll('.sync')) sync.className = 'sync sync--empty';
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    element.removeAttribute('id');
    element.removeAttribute('style');
    element.removeAttribute('tabindex');
  }
  return copy.innerHTML;
}

/** The stylesheets the page has now: a picture needs those its screen drew with (a place's own come with its code). */
export function stylesInUse(doc: Document = document): string[] {
  return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href]')]
    .map((link) => new URL(link.href, doc.baseURI))
    .filter((url) => url.origin === new URL(doc.baseURI).origin)
    .map((url) => url.pathname)
    .slice(0, 20);
}

/** Keeps a picture of the app as it shows now, for the place and account given, drawn by this build (first-look.ts, THIS_BUILD). */
export function keepPicture(root: HTMLElement, accountId: string, place: string, build: string): void {
  if (root.querySelector(OPEN_OVER)) return;
  const drawn = pictureOf(root);
  // Too long to keep (in bytes, as it travels): kept as none, so no older picture of it is shown.
  const html = new TextEncoder().encode(drawn).length > FIRST_LOOK_MAX_CHARS ? '' : drawn;
  const look: KeepFirstLookArgs = {
    accountId,
    place,
    build,
    lang: document.documentElement.lang || 'en',
    dir: document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr',
    styles: stylesInUse(),
    html,
  };
  // A picture is a kindness, not a promise: one not kept leaves the next start as it was.
  appCall('app.keepFirstLook', look).catch(() => undefined);
}
