/**
 * What the core needs from its home, and nothing more: the desktop (electron/node/), browser mode,
 * the phone (mobile/) and the tests each give it these. The core itself imports no `node:*`, no
 * `electron`, no native module: only `shared/`, this file and the web platform that a phone's
 * WebView and Node both have (`fetch`, `crypto.randomUUID`, `crypto.subtle`, timers,
 * `TextEncoder`).
 *
 * Every port answers through promises, because a phone's native SQLite and keychain do.
 */
import { defineMessages } from '@formatjs/intl';
import { coreMessages, sayText } from '../shared/i18n/words';
import type { Clock } from './clock';
export type { Clock, TimerHandle } from './clock';

// ---------------------------------------------------------------------------------------------
// Secrets: the sign-ins' tokens (the OS keychain on the desktop, Keychain/Keystore on a phone).

/**
 * What the app tells the person when sign-ins can be kept in memory only (a Secrets port of kind
 * `session`). Here, beside the port, so that an adapter with no keychain (the phone rig's) says
 * the same words without bringing the rest of the core along.
 */
export const NO_KEYCHAIN_NOTE = sayText(
  coreMessages(
    defineMessages({
      noKeychain: {
        id: 'core.secrets.noKeychain',
        defaultMessage:
          'This computer has no keychain Memorial Desk can use, so sign-ins last only until the app closes. Nothing is written to disk: you will be asked to sign in again next time.',
        description:
          'Shown when the computer or phone has no secure password storage (a keychain) the app can use: sign-ins are kept in memory only, until the app closes. Memorial Desk is the app’s name.',
      },
    }),
  ).noKeychain,
);

export interface Secrets {
  /** `os`: kept in the OS keychain across restarts. `session`: kept in memory until the app closes. */
  readonly kind: 'os' | 'session';
  /** A plain explanation for the person when kind is `session`; null otherwise. */
  readonly note: string | null;
  /** The secret kept for `account`, or null when there is none. */
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  /** Forgets the secret; forgetting one that is not there is not an error. */
  delete(account: string): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Store: SQL with transactions and migrations.

/** A value SQLite keeps. */
export type SqlValue = string | number | null | Uint8Array;

/**
 * One open database of the home's engine (node:sqlite on the desktop, SQLite compiled to
 * WebAssembly in OPFS in a browser, the phone's native SQLite). The core never uses it directly:
 * core/store/store.ts makes a Store on it (one statement or transaction at a time, migrations, a
 * damaged file set aside), the same on every engine.
 *
 * A statement that fails rejects with an Error whose `errcode` is SQLite's extended result code
 * when SQLite gave one (node:sqlite's own errors already carry it), so the Store can tell a damaged
 * file (SQLITE_CORRUPT, SQLITE_NOTADB) and a busy one (SQLITE_BUSY) from a mistake in the SQL.
 *
 * Calls may be made without waiting for the answers to earlier ones: they run one at a time, in
 * the order made; one failing does not stop those after it; close() runs after them. (The Store
 * sends its opening checks together, to wait once for them.) A call fails by rejecting, never by
 * throwing where it is made.
 */
export interface SqlConnection {
  /** Runs one or more statements that return nothing (schema, pragmas, BEGIN / COMMIT). */
  exec(sql: string): Promise<void>;
  /** Runs one statement and returns its rows (none for a statement that returns none). */
  query<Row extends object = Record<string, SqlValue>>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /** Runs one statement that changes rows; how many it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<{ changes: number }>;
  close(): Promise<void>;
}

/** The home's SQLite: opens the data folder's databases by name. */
export interface StoreEngine {
  /** What it is, for logs and tests ("node:sqlite", "sqlite-wasm opfs-sahpool", "capacitor-sqlite"). */
  readonly kind: string;
  /**
   * Opens `name` ("state.sqlite", "replica.sqlite"), creating it when missing, owner-only. Its
   * journal keeps every committed transaction whole when the process is killed. Fails with a
   * plain message when another process holds it and the engine cannot share it (errcode
   * SQLITE_BUSY), and when this engine has it open already (one connection a file).
   * `:memory:` opens a database for this run only.
   */
  open(name: string): Promise<SqlConnection>;
  /**
   * Moves the file (with its journal) aside as `<name>.set-aside-<stamp>`, for a person to look at;
   * the next open starts a new one. Returns the new name, or null when there was no file.
   */
  setAside(name: string, stamp: string): Promise<string | null>;
}

// ---------------------------------------------------------------------------------------------
// Files: the data folder, and the files a person asked for.

/** A file being written piece by piece (a download), created new and owner-only. */
export interface FileWriter {
  write(bytes: Uint8Array): Promise<void>;
  /** Everything written is on the disk (synced) and the file closed. */
  close(): Promise<void>;
}

/**
 * Files in the data folder and in folders the person chose. Paths are the home's own, absolute
 * (shown to the person as they are); `join` spells them. Every file is owner-only.
 */
export interface Files {
  /** The data folder (everything the app keeps), as the person would find it. */
  readonly dataFolder: string;
  /**
   * Where the app keeps what it may lose and what must never be in the device's backups (the
   * first look's picture, first-look.ts): the phone's cache folder. The data folder where absent.
   */
  readonly cacheFolder?: string;
  join(...parts: string[]): string;
  /** The file's text or bytes; null when there is no such file. */
  readText(path: string): Promise<string | null>;
  readBytes(path: string): Promise<Uint8Array | null>;
  /** Written whole or not at all (a temporary file, synced, renamed over it); makes the folder. */
  writeWhole(path: string, content: string | Uint8Array): Promise<void>;
  /** A new file to write piece by piece; fails if one is there already. Makes the folder. */
  create(path: string): Promise<FileWriter>;
  /** The names in a folder; none when there is no such folder. */
  list(folder: string): Promise<string[]>;
  /** What is at `path`, or null. */
  stat(path: string): Promise<{ kind: 'file' | 'folder'; bytes: number } | null>;
  makeFolder(path: string): Promise<void>;
  /** Renames (moves) within one disk; fails if `to` is there already. */
  rename(from: string, to: string): Promise<void>;
  /** Removes a file or a folder with all it holds; nothing there is not an error. */
  remove(path: string): Promise<void>;
}

/** What the save dialog offers for a kind of file. */
export interface FileKind {
  title: string;
  filterName: string;
  extension: string;
}

/**
 * What only some homes can do with files: every part is optional (browser mode has none of the
 * dialogs; a phone has a share sheet instead of a file manager).
 */
export interface PersonFiles {
  /** The person's Downloads folder (Electron: app.getPath('downloads')). */
  downloadsFolder?: string;
  /** A folder chooser opened at `defaultPath`; null when the person cancelled. */
  chooseFolder?: (defaultPath: string) => Promise<string | null>;
  /** A save dialog opened at `defaultPath`, for that kind of file; null when the person cancelled. */
  chooseSaveFile?: (defaultPath: string, kind: FileKind) => Promise<string | null>;
  /** Shows the file selected in the system's file manager. */
  showItemInFolder?: (path: string) => Promise<boolean>;
  /** Offers a saved file to the system's share sheet (the phone). */
  shareFile?: (path: string, title: string) => Promise<boolean>;
}

// ---------------------------------------------------------------------------------------------
// The rest of what a home tells the core.

export interface HostInfo {
  /**
   * The system's regional format (BCP 47, "en-AU"): Electron's app.getSystemLocale(). Null where
   * the page's own report stands for it (browser mode, the phone); the core then takes the first
   * of the preferred languages for it.
   */
  locale: string | null;
  /**
   * The system's preferred UI languages, most wanted first (BCP 47): Electron's
   * app.getPreferredSystemLanguages(), the environment's LANGUAGE / LANG in plain Node, the
   * WebView's navigator.languages on the phone. Empty where none is known (Linux's C locale): the
   * app then speaks English. Read each time the locale is resolved (shared/locale/resolve.ts).
   */
  preferredLanguages(): readonly string[];
  /** The computer's or phone's name, for the desk journal ("Front desk PC"). */
  deviceName: string;
  /** Opens an http(s) address in the system browser; false when this home cannot. */
  openExternal(url: string): Promise<boolean>;
  /** A system notification of new tributes; clicking it should open `place`. Absent where the page shows its own. */
  notify?: (note: { title: string; body: string; place: string }) => void;
  /** The count of tributes waiting, on the app's icon (dock or taskbar badge). */
  setBadge?: (count: number) => void;
  /**
   * Offers a link to the system's share sheet (the phone's, @capacitor/share); true once the
   * person chose where it goes, false when they closed the sheet. Absent where there is none (the
   * desktop). The link may be a credential (a share link): never log it.
   */
  share?: (link: { title: string; url: string }) => Promise<boolean>;
}

// ---------------------------------------------------------------------------------------------
// The home, whole: what createAppCore (app-core.ts) is given.

export interface CoreHome {
  /** The data folder's SQLite: the replica (replica.sqlite) and what must never be lost (state.sqlite). */
  store: StoreEngine;
  files: Files;
  secrets: Secrets;
  host: HostInfo;
  /** What this home can do with files the person asked for (dialogs, a file manager, a share sheet). */
  person: PersonFiles & { downloadsFolder: string };
  /** Real time by default; tests and the bench give a FakeClock. */
  clock?: Clock;
  /** The web platform's fetch by default; the phone's goes through its native HTTP. */
  fetch?: typeof fetch;
  /**
   * Resolves at the home's next idle moment after the start: the code of the areas no first screen
   * needs is loaded then (core/bridge/area.ts, areaLoadedLater), not while the first screen is
   * drawn. The phone's page, where the core shares the one thread with the screens, gives it;
   * without it they load at once.
   */
  idle?: () => Promise<void>;
}
