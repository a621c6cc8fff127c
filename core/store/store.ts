/**
 * The Store the core keeps its data in: SQL on the home's SQLite (a StoreEngine from ports.ts:
 * node:sqlite on the desktop, SQLite compiled to WebAssembly in OPFS in a browser, the phone's own
 * SQLite), the same on every engine. Runtime-neutral: no `node:*`, no Buffer, no process.
 *
 * Declaring a store: a name in the data folder and a schema.
 *
 *     const STATE: StoreSchema = {
 *       applicationId: 0x4d444b53,          // "MDKS": marks the file as this store's (PRAGMA application_id)
 *       migrations: [                        // migrations[v] takes a file of version v to v + 1 (PRAGMA user_version)
 *         `CREATE TABLE outbox (id TEXT PRIMARY KEY, body TEXT NOT NULL)`,
 *         `ALTER TABLE outbox ADD COLUMN sent_at INTEGER`,
 *       ],
 *       durability: 'full',                  // 'full': synchronous = FULL (what the person did); 'normal': a cache
 *     };
 *     const store = await openStore(engine, { name: 'state.sqlite', schema: STATE, clock, onSetAside });
 *
 * Migrations are only ever appended: the file's version is how many of them it has had. Each is one
 * or more statements (no BEGIN or COMMIT of its own) and runs in its own transaction together with
 * raising user_version and setting application_id, so a migration that fails leaves the file whole
 * at the version before it (openStore then rejects with StoreMigrationFailed; the file is kept as
 * it is). Foreign keys are enforced (PRAGMA foreign_keys = ON).
 *
 * Opening checks the file first (`PRAGMA quick_check`). A file that is damaged, that is not this
 * store's (a non-empty file with another application_id) or that a newer version wrote (a
 * user_version past the last migration) is set aside by the engine, never overwritten or deleted:
 * renamed `<name>.set-aside-<clock.now()>` with its journal, for a person to look at. A new file is
 * started, and `onSetAside(asideName, reason)` is told (for a log line; never the contents). If even
 * the new file cannot be opened, openStore rejects and the caller decides (the replica falls back to
 * `:memory:`). A file that is busy (StoreBusy: another process or tab holds it) or that the engine
 * cannot open at all is never set aside: openStore rejects with what the engine said.
 *
 * Using it: `query`, `get` (the first row or undefined), `run` (how many rows changed) and
 * `transaction(work)`. Every use of one Store is served one at a time, in the order asked
 * (first come, first served): one statement, or one whole transaction, which holds the queue from
 * its `BEGIN IMMEDIATE` to its COMMIT or ROLLBACK. Inside a transaction use only the `tx` it is
 * given (a call on the store itself would wait for the transaction to end, and the transaction for
 * it: never await one there). `work` resolving commits; `work` rejecting (or the COMMIT failing)
 * rolls back and rethrows. A `tx` used after its transaction ended is refused.
 *
 * Errors: a statement that meets a damaged file while running (SQLITE_CORRUPT, SQLITE_NOTADB:
 * "database disk image is malformed") rejects with StoreDamaged; the Store stays open and the
 * caller decides (the replica sets itself aside with `store.setAside(reason)` and opens a new
 * one; the state store stops and says so, never dropping what it holds). A file locked by another
 * process past the busy timeout rejects with StoreBusy. Any other failure is the engine's own error,
 * with SQLite's result code as `errcode`.
 *
 * Forgetting leaves no trace: every connection has `PRAGMA secure_delete = ON`, so a deleted row's
 * bytes (and a page freed by it) are overwritten with zeros, not left in free space for `strings`
 * to find. `eraseDeleted()` then makes sure no other copy is left in the data folder: VACUUM
 * rewrites the file whole (for what a file written before secure delete was on still holds in
 * freed pages), and `PRAGMA wal_checkpoint(TRUNCATE)` empties a WAL, which keeps older copies of
 * pages until it is reset. On a rollback journal the journal is deleted at each commit (sahpool
 * truncates its slot), and the checkpoint does nothing. This is the same on every engine, so the
 * engines need nothing of their own for it.
 *
 * `close()` waits for the work already asked for, then closes; anything asked after it is refused
 * with StoreClosed.
 */
import type { Clock } from '../clock';
import type { SqlConnection, SqlValue, StoreEngine } from '../ports';

export interface StoreSchema {
  /** PRAGMA application_id of this store's files: a signed 32-bit integer, one per kind of store. */
  applicationId: number;
  /** migrations[v] takes a file of version v to v + 1; the last one's result is the current version. */
  migrations: readonly string[];
  /** 'full': every commit is on the disk before it returns (synchronous = FULL); 'normal': a commit may be lost to a power cut, never half-kept. */
  durability: 'full' | 'normal';
}

export interface OpenStoreOptions {
  /** The file's name in the data folder ("state.sqlite"), or ':memory:' for this run only. */
  name: string;
  schema: StoreSchema;
  /** Stamps a file set aside; the real clock by default. */
  clock?: Pick<Clock, 'now'>;
  /** How long a statement waits for another process's lock before StoreBusy. Default 5 s. */
  busyTimeoutMs?: number;
  /** Told when a file was set aside: its new name and why (never its contents). */
  onSetAside?: (asideName: string, reason: string) => void;
}

/** What a transaction's work is given; also what a Store answers outside one. */
export interface StoreTx {
  query<Row extends object = Record<string, SqlValue>>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /** The first row, or undefined. */
  get<Row extends object = Record<string, SqlValue>>(sql: string, params?: readonly SqlValue[]): Promise<Row | undefined>;
  /** Runs a statement that changes rows; how many it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<{ changes: number }>;
}

export interface Store extends StoreTx {
  readonly name: string;
  /** The schema version the file is at (its migrations' count). */
  readonly version: number;
  /** Runs `work` in one transaction (BEGIN IMMEDIATE), alone: committed when it resolves, rolled back when it rejects. */
  transaction<T>(work: (tx: StoreTx) => Promise<T>): Promise<T>;
  /**
   * Closes the store (after the work asked before) and sets its file aside for a person to look at,
   * telling onSetAside; the store is closed after. The new name, or null for ':memory:'.
   */
  setAside(reason: string): Promise<string | null>;
  /**
   * After deleting what must be forgotten: no byte of it stays readable in the file or its journal
   * (VACUUM, then the WAL checkpointed and truncated to nothing). Served in turn, like a statement.
   */
  eraseDeleted(): Promise<void>;
  /** Waits for the work asked before, then closes. */
  close(): Promise<void>;
}

/** The file is damaged: a statement met SQLITE_CORRUPT or SQLITE_NOTADB (or a new file was damaged at once). */
export class StoreDamaged extends Error {
  override readonly name = 'StoreDamaged';
  constructor(
    readonly store: string,
    message: string,
    readonly errcode: number | null,
    options?: { cause?: unknown },
  ) {
    super(`${store}: ${message}`, options);
  }
}

/** Another process, tab or worker holds the file (SQLITE_BUSY or SQLITE_LOCKED past the busy timeout). */
export class StoreBusy extends Error {
  override readonly name = 'StoreBusy';
  constructor(
    readonly store: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${store} is in use elsewhere: ${message}`, options);
  }
}

/** A migration failed and was rolled back: the file is whole at `version`. */
export class StoreMigrationFailed extends Error {
  override readonly name = 'StoreMigrationFailed';
  constructor(
    readonly store: string,
    readonly version: number,
    options: { cause: unknown },
  ) {
    super(`${store}: the migration from version ${version} failed (${messageOf(options.cause)}); the file stays at version ${version}`, options);
  }
}

/** The store was closed (or set aside) before this was asked. */
export class StoreClosed extends Error {
  override readonly name = 'StoreClosed';
  constructor(readonly store: string) {
    super(`${store} is closed`);
  }
}

export async function openStore(engine: StoreEngine, options: OpenStoreOptions): Promise<Store> {
  checkSchema(options.schema);
  try {
    return await openChecked(engine, options);
  } catch (error) {
    if (!(error instanceof Unreadable) || options.name === ':memory:') throw error;
    const aside = await engine.setAside(options.name, stampOf(options.clock));
    if (aside !== null) options.onSetAside?.(aside, error.message);
  }
  try {
    return await openChecked(engine, options);
  } catch (error) {
    // Even a new file is unreadable: say so, and set nothing more aside.
    if (error instanceof Unreadable)
      throw new StoreDamaged(options.name, `a new file could not be used either (${error.message})`, error.errcode, { cause: error });
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------

/** SQLite's primary result codes the Store tells apart (the low byte of an extended code). */
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;
const SQLITE_CORRUPT = 11;
const SQLITE_NOTADB = 26;

/** Why a file cannot be this store's: set aside and start again. */
class Unreadable extends Error {
  constructor(
    message: string,
    readonly errcode: number | null = null,
  ) {
    super(message);
  }
}

async function openChecked(engine: StoreEngine, options: OpenStoreOptions): Promise<Store> {
  const { name, schema } = options;
  let db: SqlConnection;
  try {
    db = await engine.open(name);
  } catch (error) {
    throw openError(name, error);
  }
  // As few waits as the checks allow: on a phone each statement is a message to the database and
  // back, and a start waits for them. The three below are sent together (a connection runs calls in
  // the order made) and their answers read in that order, so the first failure is the one met, as
  // if each had waited for the one before; none of them writes the file, so that the later ones ran
  // on a file found unreadable does no harm. The check and the marks are one statement: one wait for
  // the file's lock where another holds it. Statements sent in one call end in ";" and a new line:
  // the phone's plugin splits there, and on Android runs only the first statement of each piece.
  try {
    // Deleted rows are overwritten with zeros, not left in free space (forgetting is real).
    const settings = db.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs ?? 5000))};\nPRAGMA secure_delete = ON`);
    // quick_check says "ok" alone, or its problems (the first three are enough to say why).
    const marking = db.query<{ verdict: string | null; application_id: number; user_version: number; objects: number }>(
      `SELECT (SELECT group_concat(quick_check, '; ') FROM (SELECT quick_check FROM pragma_quick_check LIMIT 3)) AS verdict,
         (SELECT application_id FROM pragma_application_id) AS application_id, (SELECT user_version FROM pragma_user_version) AS user_version,
         (SELECT COUNT(*) FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%') AS objects`,
    );
    const durability = db.exec(`PRAGMA synchronous = ${schema.durability === 'full' ? 'FULL' : 'NORMAL'};\nPRAGMA foreign_keys = ON`);
    // Those not reached below when one before them fails are heard here.
    for (const sent of [settings, marking, durability]) sent.catch(() => undefined);
    await settings;
    const [marks] = await marking;
    if (marks?.verdict !== 'ok') throw new Unreadable(`the file failed its check (${marks?.verdict ?? 'no answer'})`, SQLITE_CORRUPT);
    const applicationId = Number(marks.application_id ?? 0);
    let version = Number(marks.user_version ?? 0);
    const empty = Number(marks.objects ?? 0) === 0;
    if (!empty && applicationId !== schema.applicationId) throw new Unreadable(`the file is not this store's (application_id ${applicationId})`);
    if (version > schema.migrations.length)
      throw new Unreadable(`a newer version wrote the file (version ${version}; this one knows ${schema.migrations.length})`);
    await durability;
    for (; version < schema.migrations.length; version++) {
      try {
        await db.exec('BEGIN IMMEDIATE');
        await db.exec(schema.migrations[version]!);
        await db.exec(`PRAGMA user_version = ${version + 1}`);
        await db.exec(`PRAGMA application_id = ${schema.applicationId}`);
        await db.exec('COMMIT');
      } catch (error) {
        await db.exec('ROLLBACK').catch(() => undefined);
        const known = openError(name, error);
        throw known instanceof Unreadable || known instanceof StoreBusy ? known : new StoreMigrationFailed(name, version, { cause: error });
      }
    }
    return new SerialStore(db, engine, options, version);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw openError(name, error);
  }
}

/** While opening: damage means set aside; busy is StoreBusy; anything else is the engine's own. */
function openError(name: string, error: unknown): unknown {
  if (error instanceof Unreadable || error instanceof StoreBusy || error instanceof StoreMigrationFailed) return error;
  const code = primaryCode(error);
  if (code === SQLITE_CORRUPT || code === SQLITE_NOTADB) return new Unreadable(messageOf(error), errcodeOf(error));
  if (code === SQLITE_BUSY || code === SQLITE_LOCKED) return new StoreBusy(name, messageOf(error), { cause: error });
  return error;
}

/** While running: damage is StoreDamaged, busy is StoreBusy, anything else the engine's own. */
function runError(name: string, error: unknown): unknown {
  if (error instanceof StoreDamaged || error instanceof StoreBusy || error instanceof StoreClosed) return error;
  const code = primaryCode(error);
  if (code === SQLITE_CORRUPT || code === SQLITE_NOTADB) return new StoreDamaged(name, messageOf(error), errcodeOf(error), { cause: error });
  if (code === SQLITE_BUSY || code === SQLITE_LOCKED) return new StoreBusy(name, messageOf(error), { cause: error });
  return error;
}

function errcodeOf(error: unknown): number | null {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' ? code : null;
}

function primaryCode(error: unknown): number | null {
  const code = errcodeOf(error);
  return code === null ? null : code & 0xff;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function stampOf(clock: Pick<Clock, 'now'> | undefined): string {
  return String(clock ? clock.now() : Date.now());
}

function checkSchema(schema: StoreSchema): void {
  if (!Number.isInteger(schema.applicationId) || schema.applicationId < -0x80000000 || schema.applicationId > 0x7fffffff) {
    throw new RangeError(`applicationId must be a signed 32-bit integer, not ${schema.applicationId}`);
  }
  if (schema.migrations.length === 0) throw new RangeError('a schema needs at least one migration');
}

/** A transaction's handle: the connection, until its transaction ends. */
class Tx implements StoreTx {
  private over = false;

  constructor(
    private readonly db: SqlConnection,
    private readonly name: string,
  ) {}

  end(): void {
    this.over = true;
  }

  async query<Row extends object = Record<string, SqlValue>>(sql: string, params: readonly SqlValue[] = []): Promise<Row[]> {
    this.check();
    try {
      return await this.db.query<Row>(sql, params);
    } catch (error) {
      throw runError(this.name, error);
    }
  }

  async get<Row extends object = Record<string, SqlValue>>(sql: string, params: readonly SqlValue[] = []): Promise<Row | undefined> {
    return (await this.query<Row>(sql, params))[0];
  }

  async run(sql: string, params: readonly SqlValue[] = []): Promise<{ changes: number }> {
    this.check();
    try {
      return await this.db.run(sql, params);
    } catch (error) {
      throw runError(this.name, error);
    }
  }

  private check(): void {
    if (this.over) throw new Error(`${this.name}: this transaction has ended; use the store, or the tx of a new transaction`);
  }
}

class SerialStore implements Store {
  readonly name: string;
  /** The end of the queue: every use waits for the one before it. */
  private tail: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: SqlConnection,
    private readonly engine: StoreEngine,
    private readonly options: OpenStoreOptions,
    readonly version: number,
  ) {
    this.name = options.name;
  }

  query<Row extends object = Record<string, SqlValue>>(sql: string, params: readonly SqlValue[] = []): Promise<Row[]> {
    return this.enqueue(() => new Tx(this.db, this.name).query<Row>(sql, params));
  }

  async get<Row extends object = Record<string, SqlValue>>(sql: string, params: readonly SqlValue[] = []): Promise<Row | undefined> {
    return (await this.query<Row>(sql, params))[0];
  }

  run(sql: string, params: readonly SqlValue[] = []): Promise<{ changes: number }> {
    return this.enqueue(() => new Tx(this.db, this.name).run(sql, params));
  }

  transaction<T>(work: (tx: StoreTx) => Promise<T>): Promise<T> {
    return this.enqueue(async () => {
      try {
        await this.db.exec('BEGIN IMMEDIATE');
      } catch (error) {
        throw runError(this.name, error);
      }
      const tx = new Tx(this.db, this.name);
      try {
        const value = await work(tx);
        tx.end();
        await this.db.exec('COMMIT');
        return value;
      } catch (error) {
        tx.end();
        // SQLite may have rolled back already (some errors end the transaction); then this fails, and that is fine.
        await this.db.exec('ROLLBACK').catch(() => undefined);
        throw runError(this.name, error);
      }
    });
  }

  eraseDeleted(): Promise<void> {
    return this.enqueue(async () => {
      try {
        await this.db.exec('VACUUM');
        // A rollback journal answers this too (busy 0, nothing to do); a WAL is emptied to 0 bytes.
        await this.db.query('PRAGMA wal_checkpoint(TRUNCATE)');
      } catch (error) {
        throw runError(this.name, error);
      }
    });
  }

  async setAside(reason: string): Promise<string | null> {
    await this.close();
    if (this.name === ':memory:') return null;
    const aside = await this.engine.setAside(this.name, stampOf(this.options.clock));
    if (aside !== null) this.options.onSetAside?.(aside, reason);
    return aside;
  }

  close(): Promise<void> {
    if (this.closed) return this.tail.then(() => undefined);
    this.closed = true;
    const closing = this.tail.then(() => this.db.close());
    this.tail = closing.catch(() => undefined);
    return closing;
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new StoreClosed(this.name));
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
