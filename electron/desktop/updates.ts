/**
 * Updates, with electron-updater's generic provider (a folder of files on any web server, as
 * `npm run dist` writes them). The rules, for an office that may be offline for days:
 * - Off unless the machine-wide settings give an update address (and do not turn checks off).
 * - A check only while online; a download only while online and not on a metered connection
 *   (asked again right before it starts). A check that cannot run now runs at the next one.
 * - A downloaded update installs when the person next quits, and only when the outbox holds no
 *   unsent change: an update never stands between a family's words and the service. Otherwise it
 *   waits for a later quit (electron-updater's own install-on-quit is turned off for this).
 * The updater is handed in, so this runs in tests with a fake; main passes electron-updater's.
 */
import { isUnfinished } from '../../shared/outbox-states';
import type { AppCore } from '../../core';
import type { MachineSettings } from '../node/machine-settings';

/** The part of electron-updater's AppUpdater this uses. */
export interface Updater {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  autoRunAppAfterInstall: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<unknown>;
  downloadUpdate(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
  on(event: 'update-available' | 'update-downloaded' | 'error', listener: (arg: unknown) => void): unknown;
}

export interface Connection {
  isOnline(): boolean;
  /** null when the system cannot tell (treated as not metered). */
  isMetered(): Promise<boolean | null>;
}

/** The update address, or null when updates are off on this computer. */
export function updateAddress(machine: MachineSettings | null): string | null {
  if (!machine || machine.updateChecks === false || machine.updateUrl === undefined) return null;
  return machine.updateUrl;
}

/** Changes the person made that the service has not answered yet (queued, on the wire, being checked). */
export async function unsentChanges(core: Pick<AppCore, 'handle'>): Promise<number> {
  const { entries } = await core.handle('outbox.list', {});
  return entries.filter(isUnfinished).length;
}

export type UpdateState = 'idle' | 'checking' | 'downloading' | 'downloaded';
export type CheckOutcome = 'offline' | 'checked' | 'failed' | 'busy';
export type DownloadOutcome = 'offline' | 'metered' | 'started' | 'busy';

export interface UpdatesOptions {
  updater: Updater;
  url: string;
  connection: Connection;
  log?: (message: string) => void;
  /** First check this long after start, then every `everyMs`. */
  firstCheckMs?: number;
  everyMs?: number;
}

export class Updates {
  private currentState: UpdateState = 'idle';
  private timers: NodeJS.Timeout[] = [];
  private readonly log: (message: string) => void;

  constructor(private readonly options: UpdatesOptions) {
    this.log = options.log ?? ((message) => console.error(`updates: ${message}`));
    const { updater } = options;
    updater.autoDownload = false;
    updater.autoInstallOnAppQuit = false;
    // Installed at quit, the update must not start the app again behind the person's back.
    updater.autoRunAppAfterInstall = false;
    updater.setFeedURL({ provider: 'generic', url: options.url });
    updater.on('update-available', () => void this.download());
    updater.on('update-downloaded', () => {
      this.currentState = 'downloaded';
      this.log('an update is ready; it installs when Memorial Desk is next closed with nothing waiting to be sent');
    });
    updater.on('error', (error) => {
      if (this.currentState !== 'downloaded') this.currentState = 'idle';
      this.log(`could not update (${error instanceof Error ? error.message : String(error)})`);
    });
  }

  get state(): UpdateState {
    return this.currentState;
  }

  /** Checks now and every few hours after; timers never keep the app running. */
  start(): void {
    const first = setTimeout(() => void this.check(), this.options.firstCheckMs ?? 60_000);
    const every = setInterval(() => void this.check(), this.options.everyMs ?? 6 * 60 * 60_000);
    first.unref();
    every.unref();
    this.timers.push(first, every);
  }

  stop(): void {
    for (const timer of this.timers.splice(0)) clearTimeout(timer);
  }

  /** Asks the update address whether there is a newer version (a few hundred bytes). */
  async check(): Promise<CheckOutcome> {
    if (this.currentState !== 'idle') return 'busy';
    if (!this.options.connection.isOnline()) return 'offline';
    this.currentState = 'checking';
    try {
      await this.options.updater.checkForUpdates();
      return 'checked';
    } catch (error) {
      this.log(`could not check for updates (${error instanceof Error ? error.message : String(error)})`);
      return 'failed';
    } finally {
      if (this.currentState === 'checking') this.currentState = 'idle';
    }
  }

  /** Downloads a found update, unless offline or metered right now. */
  async download(): Promise<DownloadOutcome> {
    if (this.currentState === 'downloading' || this.currentState === 'downloaded') return 'busy';
    const { connection, updater } = this.options;
    if (!connection.isOnline()) return 'offline';
    if ((await connection.isMetered()) === true) {
      this.log('an update is available; it will be downloaded on a connection that is not metered');
      return 'metered';
    }
    this.currentState = 'downloading';
    updater.downloadUpdate().catch((error: unknown) => {
      this.currentState = 'idle';
      this.log(`could not download the update (${error instanceof Error ? error.message : String(error)})`);
    });
    return 'started';
  }

  /**
   * At quit, with the number of unsent changes: true when the downloaded update may install now
   * (main then calls `install`), false when there is none or a change still waits to be sent.
   */
  mayInstallAtQuit(unsent: number): boolean {
    if (this.currentState !== 'downloaded') return false;
    if (unsent > 0) {
      this.log(`the update waits: ${unsent} change(s) have not reached the service yet`);
      return false;
    }
    return true;
  }

  /** Installs the downloaded update as the app quits, silently, without starting it again. */
  install(): void {
    this.options.updater.quitAndInstall(true, false);
  }
}
