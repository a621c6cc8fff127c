/**
 * The first look (core/first-look.ts), the screens' part: where a home shows a picture of the last
 * screen as the app opens (the phone), a screen that has drawn what the service said is pictured
 * for the next start, and the home is told when the first live screen has drawn, to take its
 * picture away in the same frame.
 *
 * What a picture leaves out: anything that says how things stand now (the connection, Check now and
 * when it was last checked, notices, a flash, live regions), which would be old news at the next
 * start; element ids (the picture sits beside the live screens); inline styles (the page's policy
 * refuses them in markup); pictures held in this run's memory (blob: addresses die with it).
 */
import { FIRST_LOOK_PICTURE_AFTER_MS } from '../../shared/bridge/names';

export interface FirstLookOptions {
  /** Whether screens are pictured for the next start (a home that shows the picture). */
  keep: boolean;
  /** Told once, when the first live screen has drawn. */
  drawn(): void;
}

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
 * Pictures the app as it shows now, after FIRST_LOOK_PICTURE_AFTER_MS, for the place and account given. Returns
 * a function that calls it off (the screen changed or went). Nothing when no home shows pictures.
 */
export function pictureSoon(accountId: string, place: string): () => void {
  if (!options?.keep) return () => undefined;
  const { root } = options;
  let cancelled = false;
  // Its code comes when first used: no first screen needs it.
  const timer = setTimeout(() => {
    void import('./first-look-picture').then(({ keepPicture }) => {
      if (!cancelled) keepPicture(root, accountId, place);
    });
  }, FIRST_LOOK_PICTURE_AFTER_MS);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
