/**
 * The first look: a still picture of the screen the app opened to, as it was last drawn with what
 * the service had said (the family's memorials), kept so that the next start can show it at once,
 * before the core and the screens are ready, the way a phone shows an app's last picture as it
 * opens. The phone's home shows it (mobile/web/first-look.ts) and takes it away as the live screen
 * draws; it is never pressed, read out or trusted for anything.
 *
 * It holds a family's words, so it is kept like them, and more carefully: one file, written whole,
 * out of the phone's backups (the cache folder: a sign-out cannot reach a backup), and gone when
 * any account signs out here, when its account is no longer signed in, and when the person moves
 * on to a place or an account it does not show (first-look-keeper.ts).
 */
import { z } from 'zod';
import { KeepFirstLookArgs } from '../shared/bridge/app';
import type { Files } from './ports';
import { lazy } from '../shared/api/lazy';

/** The picture's file, in the cache folder where the home has one (out of the phone's backups), else the data folder. */
export const FIRST_LOOK_FILE = 'first-look.json';

export function firstLookPath(files: Files): string {
  return files.join(files.cacheFolder ?? files.dataFolder, FIRST_LOOK_FILE);
}

/** What the file holds: the bridge's arguments (KeepFirstLookArgs), with when it was kept. */
export const FirstLook = lazy(() => KeepFirstLookArgs.extend({ version: z.literal(1), keptAt: z.string().max(40) }));
export type FirstLook = z.infer<typeof FirstLook>;

/** The picture in a file's text, or null (none, or not one: never an error at the start). */
export function parseFirstLook(text: string | null): FirstLook | null {
  if (text === null) return null;
  try {
    const parsed = FirstLook.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The picture kept, or null (none, unreadable, or not one: never an error at the start). */
export async function readFirstLook(files: Files): Promise<FirstLook | null> {
  return parseFirstLook(await files.readText(firstLookPath(files)).catch(() => null));
}

/** What the keeper (first-look-keeper.ts) does, its code loaded when first asked: no first screen needs it. */
export interface FirstLookKeeping {
  keep(look: KeepFirstLookArgs): Promise<boolean>;
  placeNow(place: string, accountId: string | null): Promise<void>;
  forget(accountId: string): Promise<void>;
  signedInNow(ids: ReadonlySet<string>): void;
  settled(): Promise<void>;
}

export interface FirstLookKeeperDeps {
  files: Files;
  now(): Date;
  /** Whether the account is signed in here now. */
  signedIn(accountId: string): boolean;
}
