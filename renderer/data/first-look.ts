/**
 * The first look (core/first-look.ts), the screens' part: where a home shows a picture of the last
 * screen as the app opens (the phone), a screen that has drawn what the service said is pictured
 * for the next start, and the home is told when the first live screen has drawn, to take its
 * picture away in the same frame.
 *
 * What a picture leaves out: anything that says how things stand now (the connection, Check now and
 * when it was last checked, notices, a flash, live regions, counts in the navigation, a change
 * waiting to be sent), which would be old news at the next start; element ids (the picture sits
 * beside the live screens); inline styles (the page's policy refuses them in markup); pictures held
 * in this run's memory (blob: addresses die with it). No picture is taken while a menu or a dialog
 * is open over the screen.
 */
import { FIRST_LOOK_PICTURE_AFTER_MS } from '../../shared/bridge/names';

export interface FirstLookOptions {
  /** Whether screens are pictured for the next start (a home that shows the picture). */
  keep: boolean;
  /** Told once, when the first live screen has drawn. */
  drawn(): void;
}

/**
 * The build the screens are from: the address of the first screen's chunk, which is this module's
 * (named by its content, and so by the names of every chunk it loads, their styles included). The
 * phone's home shows only a picture of this build (start.tsx gives it to homes).
 */
export const THIS_BUILD = new URL(import.meta.url).pathname;

let options: (FirstLookOptions & { root: HTMLElement }) | null = null;
let told = false;

/** Given by startApp. */
export function setFirstLook(given: (FirstLookOptions & { root: HTMLElement }) | null): void {
  options = given;
  told = false;
}

/** A screen drew its content (or its problem): the first time, the home is told. */
export function screenDrawn(): void {
  if (told || !options) return;
  told = true;
  options.drawn();
}

/**
 * Pictures the app as it shows now, after FIRST_LOOK_PICTURE_AFTER_MS, for the place and account
 * given, if it still shows that place then (`stillThere`: no navigation under way). Returns a
 * function that calls it off (the screen changed or went). Nothing when no home shows pictures.
 */
export function pictureSoon(accountId: string, place: string, stillThere: () => boolean): () => void {
  if (!options?.keep) return () => undefined;
  const { root } = options;
  let cancelled = false;
  // Its code comes when first used: no first screen needs it.
  const timer = setTimeout(() => {
    void import('./first-look-picture').then(({ keepPicture }) => {
      if (!cancelled && stillThere()) keepPicture(root, accountId, place, THIS_BUILD);
    });
  }, FIRST_LOOK_PICTURE_AFTER_MS);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
