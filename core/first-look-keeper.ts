/**
 * The first look's keeper (first-look.ts says what the picture is): one file, kept, moved on from
 * and forgotten in the order asked.
 *
 * A picture asked for while an account is being forgotten, or for one not signed in, is not kept:
 * the two go one after the other (`queue`), so a picture on its way cannot land after the sign-out
 * removed the last one.
 *
 * The picture is of the place the app reopens (the screens remember the place the person is at,
 * `ui.set`): when the person moves on to another place, the picture goes, and a screen there that
 * is pictured keeps a new one. So the picture a start shows is of the place that start opens.
 */
import type { KeepFirstLookArgs } from '../shared/bridge/app';
import { FIRST_LOOK_FILE, readFirstLook, type FirstLook, type FirstLookKeeperDeps, type FirstLookKeeping } from './first-look';

export class FirstLookKeeper implements FirstLookKeeping {
  private queue: Promise<unknown> = Promise.resolve();
  /** Accounts being forgotten (until they are signed out): no picture of theirs is kept. */
  private readonly forgetting = new Set<string>();
  /** The place the kept picture shows: null for none, undefined until known (one may be left from the last run). */
  private pictured: string | null | undefined = undefined;
  /** The place the screens said they are at last. */
  private place: string | null = null;

  constructor(private readonly deps: FirstLookKeeperDeps) {}

  private get path(): string {
    return this.deps.files.join(this.deps.files.dataFolder, FIRST_LOOK_FILE);
  }

  private next<T>(work: () => Promise<T>): Promise<T> {
    const done = this.queue.then(work);
    this.queue = done.catch(() => undefined);
    return done;
  }

  private async remove(): Promise<void> {
    this.pictured = null;
    await this.deps.files.remove(this.path);
  }

  /**
   * Keeps the picture, over the last; not when its account is not signed in or is being forgotten,
   * nor when the screens have since moved to another place. Whether it was kept.
   */
  keep(look: KeepFirstLookArgs): Promise<boolean> {
    return this.next(async () => {
      if (this.forgetting.has(look.accountId) || !this.deps.signedIn(look.accountId)) return false;
      if (this.place !== null && this.place !== look.place) return false;
      const file: FirstLook = { version: 1, keptAt: this.deps.now().toISOString(), ...look };
      await this.deps.files.writeWhole(this.path, JSON.stringify(file));
      this.pictured = look.place;
      return true;
    });
  }

  /** The screens are at this place now (`ui.set`): a picture of another place goes. */
  placeNow(place: string): Promise<void> {
    this.place = place;
    return this.next(async () => {
      if (this.pictured === undefined) this.pictured = (await readFirstLook(this.deps.files))?.place ?? null;
      if (this.pictured !== null && this.pictured !== place) await this.remove();
    });
  }

  /** Removes the picture (whichever account's it shows: it is remade as the next screen draws). */
  forget(accountId: string): Promise<void> {
    this.forgetting.add(accountId);
    return this.next(() => this.remove());
  }

  /** The accounts signed in now: one forgotten and since signed out may sign in again and be pictured. */
  signedInNow(ids: ReadonlySet<string>): void {
    for (const id of this.forgetting) if (!ids.has(id)) this.forgetting.delete(id);
  }

  /** Waits for what is under way. */
  settled(): Promise<void> {
    return this.queue.then(() => undefined);
  }
}
