/**
 * The first look's keeper (first-look.ts says what the picture is): one file, kept, moved on from
 * and forgotten in the order asked.
 *
 * A picture asked for while an account is being forgotten, or for one not signed in, is not kept:
 * the two go one after the other (`queue`), so a picture on its way cannot land after the sign-out
 * removed the last one.
 *
 * The picture is of the place the app reopens (the screens remember the place the person is at,
 * and as which account, `ui.set`): when the person moves on to another place or account, the
 * picture goes, and a screen there that is pictured keeps a new one. So the picture a start shows
 * is of the place that start opens. A picture whose account is no longer signed in (signed out,
 * its sign-in refused, a removal that failed) goes at the next change of the accounts or the next
 * start, whichever is first: a start never shows a family's list to someone no longer signed in.
 *
 * Removing it also removes what an interrupted write left beside it (a phone's `.part` file).
 */
import type { KeepFirstLookArgs } from '../shared/bridge/app';
import { FIRST_LOOK_FILE, firstLookPath, readFirstLook, type FirstLook, type FirstLookKeeperDeps, type FirstLookKeeping } from './first-look';

export class FirstLookKeeper implements FirstLookKeeping {
  private queue: Promise<unknown> = Promise.resolve();
  /** Accounts being forgotten (until they are signed out): no picture of theirs is kept. */
  private readonly forgetting = new Set<string>();
  /** The kept picture's place, account and markup: null for none, undefined until known (one may be left from the last run). */
  private pictured: Pick<FirstLook, 'place' | 'accountId' | 'html'> | null | undefined = undefined;
  /** Where the screens said they are last, and as which account. */
  private at: { place: string; accountId: string | null } | null = null;

  constructor(private readonly deps: FirstLookKeeperDeps) {}

  private next<T>(work: () => Promise<T>): Promise<T> {
    const done = this.queue.then(work);
    this.queue = done.catch(() => undefined);
    return done;
  }

  /** The picture and whatever an interrupted write left of it (`.first-look.json.<…>.part`). */
  private async remove(): Promise<void> {
    const { files } = this.deps;
    this.pictured = null;
    const path = firstLookPath(files);
    await files.remove(path);
    const folder = files.cacheFolder ?? files.dataFolder;
    for (const name of await files.list(folder)) if (name.startsWith(`.${FIRST_LOOK_FILE}.`)) await files.remove(files.join(folder, name));
  }

  /** The kept picture as it stands, read once per run. */
  private async known(): Promise<Pick<FirstLook, 'place' | 'accountId' | 'html'> | null> {
    if (this.pictured === undefined) this.pictured = await readFirstLook(this.deps.files);
    return this.pictured;
  }

  /**
   * Keeps the picture, over the last (an unchanged one is not written again); with no markup,
   * removes it. Not when its account is not signed in or is being forgotten, nor when the screens
   * have since moved to another place or account. Whether it was kept.
   */
  keep(look: KeepFirstLookArgs): Promise<boolean> {
    return this.next(async () => {
      if (this.forgetting.has(look.accountId) || !this.deps.signedIn(look.accountId)) return false;
      if (this.at !== null && (this.at.place !== look.place || (this.at.accountId !== null && this.at.accountId !== look.accountId))) return false;
      const kept = await this.known();
      if (look.html === '') {
        if (kept !== null) await this.remove();
        return false;
      }
      if (kept?.place === look.place && kept.accountId === look.accountId && kept.html === look.html) return true;
      const file: FirstLook = { version: 1, keptAt: this.deps.now().toISOString(), ...look };
      await this.deps.files.writeWhole(firstLookPath(this.deps.files), JSON.stringify(file));
      this.pictured = { place: look.place, accountId: look.accountId, html: look.html };
      return true;
    });
  }

  /** The screens are at this place now, as this account (`ui.set`): a picture of another, or of an account not signed in, goes. */
  placeNow(place: string, accountId: string | null): Promise<void> {
    this.at = { place, accountId };
    return this.next(async () => {
      const kept = await this.known();
      if (kept === null) return;
      const elsewhere = kept.place !== place || (accountId !== null && kept.accountId !== accountId);
      if (elsewhere || !this.deps.signedIn(kept.accountId)) await this.remove();
    });
  }

  /** Removes the picture (whichever account's it shows: it is remade as the next screen draws). */
  forget(accountId: string): Promise<void> {
    this.forgetting.add(accountId);
    return this.next(() => this.remove());
  }

  /**
   * The accounts signed in now: a picture of one that is not goes; one forgotten and since signed
   * out may sign in again and be pictured.
   */
  signedInNow(ids: ReadonlySet<string>): void {
    for (const id of this.forgetting) if (!ids.has(id)) this.forgetting.delete(id);
    void this.next(async () => {
      if (this.pictured && !ids.has(this.pictured.accountId)) await this.remove();
    }).catch(() => undefined);
  }

  /** Waits for what is under way. */
  settled(): Promise<void> {
    return this.queue.then(() => undefined);
  }
}
