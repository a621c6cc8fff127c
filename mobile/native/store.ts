/**
 * The Store's engine on the phone: the phone's own SQLite through @capacitor-community/sqlite,
 * in the app's private storage (Android: the app's databases folder; iOS: Library/CapacitorDatabase,
 * see capacitor.config.ts), never the WebView's storage, which iOS may empty under disk pressure.
 *
 * What the plugin does that the port must not:
 * - `execute` and `run` wrap each call in a transaction of their own unless told not to. The
 *   core's Store issues its own BEGIN / COMMIT, so every call here passes `transaction: false`.
 * - It names a database `name` + "SQLite.db": "replica.sqlite" is the file replicaSQLite.db.
 * - On iOS a query's first row may be the column list ({ ios_columns: [...] }); it is taken out.
 * - A BLOB goes over the bridge as an array of byte values, both ways (its web platform gives a
 *   Uint8Array back).
 * - Its errors are text only: SQLite's result code, by which the Store tells a damaged or busy file
 *   from the rest, is read back from the words (see errcodeOf).
 * - It turns foreign keys on when it opens a database, and splits `execute`'s text into
 *   statements itself, at ";" + newline, dropping "--" comments line by line: statements given to
 *   `exec` should hold no string literal with "--" or ";" + newline (values belong in `run`).
 * - It keeps its connections on the native side across a reload of the page; the first open
 *   closes any this page did not make.
 */
import type { CapacitorSQLitePlugin } from '@capacitor-community/sqlite';
import type { FilesystemPlugin } from '@capacitor/filesystem';
import type { SqlConnection, SqlValue, StoreEngine } from '../../core/ports';
import { isMissing, messageOf } from './plugin-errors';

/** The plugin's methods this uses (CapacitorSQLite in the app). */
export type SqlitePlugin = Pick<
  CapacitorSQLitePlugin,
  'checkConnectionsConsistency' | 'createConnection' | 'open' | 'close' | 'closeConnection' | 'execute' | 'run' | 'query' | 'getUrl' | 'deleteDatabase'
>;
/** The filesystem methods setAside uses (Filesystem in the app). */
export type FileMover = Pick<FilesystemPlugin, 'stat' | 'rename'>;

/** What SQLite writes beside a database, set aside with it: the journals first, so a new file never meets an old journal. */
const COMPANIONS = ['-wal', '-shm', '-journal', ''];

/**
 * The plugin's name for the core's: "state.sqlite" → "state" (its file: stateSQLite.db).
 * Only the core's own plain names are accepted, so two never meet in one file.
 */
export function pluginDatabaseName(name: string): string {
  const match = /^([A-Za-z0-9][A-Za-z0-9-]{0,63})(\.sqlite)?$/.exec(name);
  if (match === null) throw new Error(`"${name}" is not a database name Memorial Desk uses on the phone (letters, digits and "-", then ".sqlite").`);
  return match[1]!;
}

export class CapacitorSqliteEngine implements StoreEngine {
  readonly kind = 'capacitor-sqlite';
  /** Databases this page has open, by the plugin's name. */
  private readonly opened = new Set<string>();
  private settled: Promise<void> | null = null;

  constructor(
    private readonly sqlite: SqlitePlugin,
    private readonly files: FileMover,
  ) {}

  async open(name: string): Promise<SqlConnection> {
    await this.settle();
    // `:memory:` has no native counterpart: a database of its own, deleted when it is closed.
    const temporary = name === ':memory:';
    const database = temporary ? `memory-${randomHex()}` : pluginDatabaseName(name);
    if (this.opened.has(database)) throw new Error(`${name} is open already in Memorial Desk; it is opened once.`);
    this.opened.add(database);
    try {
      await this.sqlite.createConnection({ database, version: 1, encrypted: false, mode: 'no-encryption', readonly: false });
      try {
        await this.sqlite.open({ database, readonly: false });
      } catch (error) {
        await this.sqlite.closeConnection({ database, readonly: false }).catch(() => undefined);
        throw error;
      }
    } catch (error) {
      this.opened.delete(database);
      throw withErrcode(new Error(`Memorial Desk could not open ${name}: ${messageOf(error)}`, { cause: error }));
    }
    return new CapacitorSqliteConnection(this.sqlite, database, async () => {
      try {
        if (temporary) await this.sqlite.deleteDatabase({ database, readonly: false }).catch(() => undefined);
        else await this.sqlite.close({ database, readonly: false });
      } finally {
        await this.sqlite.closeConnection({ database, readonly: false }).catch(() => undefined);
        this.opened.delete(database);
      }
    });
  }

  async setAside(name: string, stamp: string): Promise<string | null> {
    if (name === ':memory:') return null;
    if (!/^[A-Za-z0-9.:-]{1,64}$/.test(stamp)) throw new Error(`"${stamp}" cannot be part of a file name.`);
    await this.settle();
    const database = pluginDatabaseName(name);
    if (this.opened.has(database)) throw new Error(`${name} is open; close it before setting it aside.`);
    // The plugin knows where its file is (it differs by platform); a connection that is never
    // opened tells it without touching the file.
    await this.sqlite.createConnection({ database, version: 1, encrypted: false, mode: 'no-encryption', readonly: false });
    let file: string;
    try {
      const { url } = await this.sqlite.getUrl({ database, readonly: false });
      if (typeof url !== 'string' || !url.startsWith('file://')) throw new Error(`The database plugin gave no file address for ${name}.`);
      file = url;
    } finally {
      await this.sqlite.closeConnection({ database, readonly: false }).catch(() => undefined);
    }
    if (!(await this.anyOf(file))) return null;
    // Never over an earlier aside: the same stamp again takes the next free number.
    let tail = stamp;
    for (let n = 2; await this.anyOf(`${file}.set-aside-${tail}`); n++) tail = `${stamp}-${n}`;
    for (const suffix of COMPANIONS) {
      if (await this.exists(file + suffix)) await this.files.rename({ from: file + suffix, to: `${file}.set-aside-${tail}${suffix}` });
    }
    return `${name}.set-aside-${tail}`;
  }

  /** Whether the file at `uri` or any of its companions is there. */
  private async anyOf(uri: string): Promise<boolean> {
    for (const suffix of COMPANIONS) if (await this.exists(uri + suffix)) return true;
    return false;
  }

  private async exists(uri: string): Promise<boolean> {
    try {
      await this.files.stat({ path: uri });
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** Once per page: the native side forgets connections a previous page (before a reload) left open. */
  private settle(): Promise<void> {
    this.settled ??= this.sqlite.checkConnectionsConsistency({ dbNames: [], openModes: [] }).then(
      () => undefined,
      (error: unknown) => {
        this.settled = null;
        throw error;
      },
    );
    return this.settled;
  }
}

/**
 * One database's calls, in the order made: the port promises it (the Store sends its opening checks
 * together), and the plugin does not (its web platform answers a call sent while another runs with
 * an error, and the native ones may run them on threads of their own). Each waits for the one before.
 */
class CapacitorSqliteConnection implements SqlConnection {
  private closed = false;
  /** The last call made: the next begins when it is answered. */
  private last: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly sqlite: SqlitePlugin,
    private readonly database: string,
    private readonly onClose: () => Promise<void>,
  ) {}

  exec(sql: string): Promise<void> {
    // transaction: false, always: BEGIN and COMMIT are the Store's (see the top of this file).
    return this.inTurn(async () => {
      await this.sqlite.execute({ database: this.database, statements: sql, transaction: false, readonly: false }).catch(rethrowWithErrcode);
    });
  }

  query<Row extends object = Record<string, SqlValue>>(sql: string, params: readonly SqlValue[] = []): Promise<Row[]> {
    return this.inTurn(async () => {
      const answer = await this.sqlite
        .query({ database: this.database, statement: sql, values: params.map(toBridge), readonly: false })
        .catch(rethrowWithErrcode);
      return rowsOf(answer.values) as Row[];
    });
  }

  run(sql: string, params: readonly SqlValue[] = []): Promise<{ changes: number }> {
    return this.inTurn(async () => {
      const answer = await this.sqlite
        .run({ database: this.database, statement: sql, values: params.map(toBridge), transaction: false, readonly: false, returnMode: 'no' })
        .catch(rethrowWithErrcode);
      return { changes: answer.changes?.changes ?? 0 };
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // After what was asked before it.
    await this.last.catch(() => undefined);
    await this.onClose();
  }

  /** Runs `call` once the calls made before it are answered; refused at once when closed. */
  private inTurn<T>(call: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('This database has been closed.'));
    const turn = this.last.then(call, call);
    this.last = turn.catch(() => undefined);
    return turn;
  }
}

function toBridge(value: SqlValue): unknown {
  if (value instanceof Uint8Array) return Array.from(value);
  return value === undefined ? null : value;
}

function rowsOf(values: unknown[] | undefined): Record<string, SqlValue>[] {
  if (!Array.isArray(values) || values.length === 0) return [];
  let rows = values as Record<string, unknown>[];
  const first = rows[0];
  let columns: string[] | null = null;
  if (first !== null && typeof first === 'object' && Array.isArray(first.ios_columns)) {
    columns = first.ios_columns as string[];
    rows = rows.slice(1);
  }
  return rows.map((row) => {
    const out: Record<string, SqlValue> = {};
    for (const column of columns ?? Object.keys(row)) out[column] = fromBridge(row[column]);
    return out;
  });
}

function fromBridge(value: unknown): SqlValue {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return Uint8Array.from(value as number[]);
  if (value instanceof Uint8Array) return new Uint8Array(value);
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  throw new Error(`The database plugin returned a value SQLite does not keep (${typeof value}).`);
}

/**
 * SQLite's result code in the plugin's words. Android's messages carry the extended code
 * ("… (code 1555 SQLITE_CONSTRAINT_PRIMARYKEY)"); iOS's and the web platform's only SQLite's own
 * words, from which the primary code is read: those the Store acts on (damaged, busy) and a few more.
 */
const CODES_BY_WORDS: readonly [RegExp, number][] = [
  [/database disk image is malformed/, 11], // SQLITE_CORRUPT
  [/file is not a database/, 26], // SQLITE_NOTADB
  [/database is locked/, 5], // SQLITE_BUSY
  [/database (table|schema) is locked/, 6], // SQLITE_LOCKED
  [/constraint failed/, 19], // SQLITE_CONSTRAINT
  [/no such (table|column)|syntax error/, 1], // SQLITE_ERROR
];

export function errcodeOf(message: string): number | null {
  const android = /\(code (\d+)/.exec(message);
  if (android) return Number(android[1]);
  return CODES_BY_WORDS.find(([words]) => words.test(message))?.[1] ?? null;
}

/** The error with SQLite's result code as `errcode` (as the other engines give it), when its words tell it. */
function withErrcode(error: unknown): Error {
  const failure = error instanceof Error ? error : new Error(messageOf(error));
  const errcode = errcodeOf(failure.message);
  return errcode === null ? failure : Object.assign(failure, { errcode });
}

function rethrowWithErrcode(error: unknown): never {
  throw withErrcode(error);
}

function randomHex(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
}
