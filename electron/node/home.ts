/**
 * The core's home on a computer (the desktop app, browser mode, the tests and the bench): Node's
 * SQLite, the OS keychain (or memory where none answers), the file system, the system's Downloads
 * folder and the computer's name. `createNodeAppCore` starts the core on it.
 */
import { homedir, hostname } from 'node:os';
import { join } from 'node:path';
import {
  createAppCore,
  openSecretStore,
  type AppCore,
  type Clock,
  type CoreHome,
  type CoreOptions,
  type HostInfo,
  type PersonFiles,
  type Secrets,
} from '../../core';
import { NodeFiles } from './files';
import { nodeSystemLanguages } from './system-languages';
import { KeyringSecretStore } from './secrets';
import { NodeSqliteEngine } from './store';

/** What a computer's home is made from. */
export interface NodeHomeOptions {
  dataDir: string;
  /** Opens an http(s) address in the system browser; false when this host cannot (browser mode). */
  openExternal: (url: string) => Promise<boolean>;
  /** The OS keychain when it answers, else memory; tests pass a session-only store. */
  secrets?: Secrets;
  /** The operating system's regional format ("en-AU"), from Electron; browser mode has none. */
  locale?: string | null;
  /**
   * The system's preferred UI languages, most wanted first (Electron's
   * app.getPreferredSystemLanguages()); without it, the environment's (system-languages.ts).
   */
  languages?: () => readonly string[];
  /** The desktop's folder chooser, save dialog, file manager and Downloads folder; browser mode has none. */
  person?: PersonFiles;
  /** A desktop notification of new tributes (Electron's); without it, the page shows its own. */
  notify?: HostInfo['notify'];
  /** The count of tributes waiting, on the app's icon. */
  setBadge?: HostInfo['setBadge'];
  clock?: Clock;
  fetch?: typeof fetch;
}

export async function nodeHome(options: NodeHomeOptions): Promise<CoreHome> {
  const person = options.person ?? {};
  return {
    store: new NodeSqliteEngine(options.dataDir),
    files: new NodeFiles(options.dataDir),
    secrets: options.secrets ?? (await openSecretStore({ keychain: new KeyringSecretStore() })),
    host: {
      locale: options.locale ?? null,
      preferredLanguages: options.languages ?? (() => nodeSystemLanguages()),
      deviceName: hostname(),
      openExternal: options.openExternal,
      ...(options.notify ? { notify: options.notify } : {}),
      ...(options.setBadge ? { setBadge: options.setBadge } : {}),
    },
    person: { ...person, downloadsFolder: person.downloadsFolder ?? systemDownloadsFolder() },
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
}

/** The core on this computer: its Node home made from `options`, the rest as the core takes it. */
export type NodeAppCoreOptions = NodeHomeOptions & Omit<CoreOptions, 'home'>;

export async function createNodeAppCore(options: NodeAppCoreOptions): Promise<AppCore> {
  const {
    dataDir: _dataDir,
    openExternal: _openExternal,
    secrets: _secrets,
    locale: _locale,
    languages: _languages,
    person: _person,
    notify: _notify,
    setBadge: _setBadge,
    clock: _clock,
    fetch: _fetch,
    ...core
  } = options;
  return createAppCore({ ...core, home: await nodeHome(options) });
}

/** The Downloads folder where no desktop says: XDG_DOWNLOAD_DIR (Linux), else ~/Downloads. */
export function systemDownloadsFolder(env: NodeJS.ProcessEnv = process.env): string {
  const xdg = env.XDG_DOWNLOAD_DIR?.trim();
  return xdg ? xdg.replace(/^\$HOME(?=\/|$)/, homedir()) : join(homedir(), 'Downloads');
}
