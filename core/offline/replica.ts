/**
 * The local replica: the last answer of every read main made, per account, in SQLite in the data
 * folder (`replica.sqlite`), so every screen the person opened before can be shown again without
 * the network, saying how old it is.
 *
 * It is a cache, never the only copy of anything: a damaged file, or one written by a version this
 * one cannot migrate, is set aside (renamed, for a person to look at) and a new one is started;
 * nothing here ever stops the app. What it holds is the service's answers as parsed through the
 * contract; reads that carry a secret (`ping`'s token, an export's signed download address) are
 * never stored (read-freshness.ts says which are). Owner-only permissions, like every file of ours.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Clock } from '../clock';

/** What the replica keeps of one read. */
export interface StoredRead {
  status: number;
  data: unknown;
  /** When the service gave this answer (ms since the epoch). */
  readAt: number;
}

export interface ReplicaOptions {
  clock: Clock;
  /** The answers' total size (bytes of JSON) past which the least recently used are evicted. Default 64 MiB. */
  maxBytes?: number;
  /** Told when the file had to be set aside (for a log line; never the file's contents). */
  onSetAside?: (aside: string, reason: string) => void;
}

/** The schema version this code writes (`PRAGMA user_version`). */
export const REPLICA_VERSION = 1;

/**
 * How to bring an older file up to date: MIGRATIONS[v] takes a file of version v to v + 1. A file of
 * a version with no path here (or a newer one) is set aside and rebuilt: it is only a cache.
 */
const MIGRATIONS: Record<number, string> = {
  0: `CREATE TABLE reads (
        account_id TEXT NOT NULL,
        operation TEXT NOT NULL,
        input_key TEXT NOT NULL,
        memorial_id INTEGER,
        status INTEGER NOT NULL,
        body TEXT NOT NULL,
        read_at INTEGER NOT NULL,
        used_at INTEGER NOT NULL,
        bytes INTEGER NOT NULL,
        PRIMARY KEY (account_id, operation, input_key)
      ) WITHOUT ROWID;
      CREATE INDEX reads_used ON reads (used_at);
      CREATE INDEX reads_memorial ON reads (account_id, memorial_id);`,
};

/** Marks the file as ours, so a foreign SQLite file at the same path is set aside, not read. */
const APPLICATION_ID = 0x4d444b52; // "MDKR"

interface Row {
  status: number;
  body: string;
  read_at: number;
}

export class Replica {
  private db: DatabaseSync | null = null;
  private totalBytes = 0;
  private readonly maxBytes: number;

  private constructor(
    private readonly file: string,
    private readonly opts: ReplicaOptions,
  ) {
    this.maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
  }

  /** Opens (or starts) the replica at `file`; `:memory:` keeps it for this run only. Never throws. */
  static open(file: string, opts: ReplicaOptions): Replica {
    const replica = new Replica(file, opts);
    replica.openDatabase();
    return replica;
  }

  /** The stored answer of a read, or null. */
  get(accountId: string, operation: string, inputKey: string): StoredRead | null {
    const row = this.guard(
      (db) =>
        db.prepare('SELECT status, body, read_at FROM reads WHERE account_id = ? AND operation = ? AND input_key = ?').get(accountId, operation, inputKey) as
          | Row
          | undefined,
      undefined,
    );
    if (!row) return null;
    this.guard(
      (db) =>
        db
          .prepare('UPDATE reads SET used_at = ? WHERE account_id = ? AND operation = ? AND input_key = ?')
          .run(this.opts.clock.now(), accountId, operation, inputKey),
      undefined,
    );
    try {
      return { status: row.status, data: JSON.parse(row.body) as unknown, readAt: row.read_at };
    } catch {
      return null;
    }
  }

  /** Keeps a read's answer; true when it differs from what was kept before (screens should follow). */
  put(accountId: string, operation: string, inputKey: string, memorialId: number | null, answer: StoredRead): boolean {
    const body = JSON.stringify(answer.data);
    const bytes = Buffer.byteLength(body);
    return this.guard((db) => {
      const before = db
        .prepare('SELECT body, bytes FROM reads WHERE account_id = ? AND operation = ? AND input_key = ?')
        .get(accountId, operation, inputKey) as { body: string; bytes: number } | undefined;
      db.prepare(
        `INSERT INTO reads (account_id, operation, input_key, memorial_id, status, body, read_at, used_at, bytes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (account_id, operation, input_key) DO UPDATE SET memorial_id = excluded.memorial_id, status = excluded.status, body = excluded.body,
           read_at = excluded.read_at, used_at = excluded.used_at, bytes = excluded.bytes`,
      ).run(accountId, operation, inputKey, memorialId, answer.status, body, answer.readAt, this.opts.clock.now(), bytes);
      this.totalBytes += bytes - (before?.bytes ?? 0);
      if (this.totalBytes > this.maxBytes) this.evict(db);
      return before?.body !== body;
    }, false);
  }

  /** The stored reads of an account's operations (about one memorial, or any when null), for refreshing what a change touched. */
  keysOf(accountId: string, operations: readonly string[], memorialId: number | null): { operation: string; inputKey: string }[] {
    if (operations.length === 0) return [];
    const marks = operations.map(() => '?').join(', ');
    const sql =
      memorialId === null
        ? `SELECT operation, input_key FROM reads WHERE account_id = ? AND operation IN (${marks})`
        : `SELECT operation, input_key FROM reads WHERE account_id = ? AND operation IN (${marks}) AND (memorial_id = ? OR memorial_id IS NULL)`;
    const params = memorialId === null ? [accountId, ...operations] : [accountId, ...operations, memorialId];
    const rows = this.guard((db) => db.prepare(sql).all(...params) as { operation: string; input_key: string }[], []);
    return rows.map((row) => ({ operation: row.operation, inputKey: row.input_key }));
  }

  /** Every row of an account, gone (it signed out). */
  forgetAccount(accountId: string): void {
    this.guard((db) => {
      db.prepare('DELETE FROM reads WHERE account_id = ?').run(accountId);
      this.totalBytes = this.sumBytes(db);
    }, undefined);
  }

  /** Every account's rows but these (accounts removed while the app was closed). */
  keepOnly(accountIds: readonly string[]): void {
    this.guard((db) => {
      const marks = accountIds.map(() => '?').join(', ');
      db.prepare(accountIds.length === 0 ? 'DELETE FROM reads' : `DELETE FROM reads WHERE account_id NOT IN (${marks})`).run(...accountIds);
      this.totalBytes = this.sumBytes(db);
    }, undefined);
  }

  /** How much it holds: rows and bytes of answers (for tests and the bench). */
  size(): { rows: number; bytes: number } {
    const rows = this.guard((db) => Number((db.prepare('SELECT COUNT(*) AS n FROM reads').get() as { n: number }).n), 0);
    return { rows, bytes: this.totalBytes };
  }

  close(): void {
    try {
      this.db?.close();
    } catch {
      // Closing a cache that failed is nothing to tell anyone about.
    }
    this.db = null;
  }

  // -------------------------------------------------------------------------------------------

  private openDatabase(): void {
    try {
      this.db = this.connect();
    } catch (error) {
      // Damaged, foreign, or of a version with no way here: set aside and start again.
      this.close();
      this.setAside(describe(error));
      try {
        this.db = this.connect();
      } catch {
        // Even a new file could not be made (a read-only folder): keep answers for this run only.
        this.db = this.connectInMemory();
      }
    }
  }

  private connect(): DatabaseSync {
    if (this.file !== ':memory:') ownerOnly(this.file);
    const db = new DatabaseSync(this.file);
    try {
      db.exec('PRAGMA busy_timeout = 2000');
      const quick = db.prepare('PRAGMA quick_check').get() as Record<string, unknown>;
      if (Object.values(quick)[0] !== 'ok') throw new Error('the file failed its check');
      const appId = Number((db.prepare('PRAGMA application_id').get() as { application_id: number }).application_id);
      let version = Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
      const empty = Number((db.prepare("SELECT COUNT(*) AS n FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%'").get() as { n: number }).n) === 0;
      if (!empty && appId !== APPLICATION_ID) throw new Error('the file is not a replica of this app');
      if (version > REPLICA_VERSION) throw new Error(`the file is of a newer version (${version})`);
      // WAL: a write is all or nothing, also when the process is killed in the middle of it.
      db.exec('PRAGMA journal_mode = WAL');
      db.exec('PRAGMA synchronous = NORMAL');
      while (version < REPLICA_VERSION) {
        const step = MIGRATIONS[version];
        if (step === undefined) throw new Error(`no way from version ${version}`);
        db.exec('BEGIN');
        try {
          db.exec(step);
          db.exec(`PRAGMA user_version = ${version + 1}`);
          db.exec(`PRAGMA application_id = ${APPLICATION_ID}`);
          db.exec('COMMIT');
        } catch (error) {
          db.exec('ROLLBACK');
          throw error;
        }
        version++;
      }
      this.totalBytes = this.sumBytes(db);
      return db;
    } catch (error) {
      db.close();
      throw error;
    }
  }

  private connectInMemory(): DatabaseSync {
    const db = new DatabaseSync(':memory:');
    db.exec(MIGRATIONS[0]!);
    this.totalBytes = 0;
    return db;
  }

  private setAside(reason: string): void {
    if (this.file === ':memory:') return;
    const aside = `${this.file}.set-aside-${this.opts.clock.now()}`;
    for (const suffix of ['', '-wal', '-shm']) {
      if (!existsSync(this.file + suffix)) continue;
      try {
        renameSync(this.file + suffix, aside + suffix);
      } catch {
        // If it cannot even be moved, the new connection below fails too and memory serves.
      }
    }
    this.opts.onSetAside?.(aside, reason);
  }

  /**
   * Runs a statement; a failure means the file went bad under us (a disk error, someone else's
   * hand): set it aside, start a new one, and answer `fallback` this once.
   */
  private guard<T>(work: (db: DatabaseSync) => T, fallback: T): T {
    if (!this.db) return fallback;
    try {
      return work(this.db);
    } catch (error) {
      this.close();
      this.setAside(describe(error));
      this.openDatabase();
      return fallback;
    }
  }

  /** Least recently used first, until a tenth under the cap. */
  private evict(db: DatabaseSync): void {
    const target = Math.floor(this.maxBytes * 0.9);
    const rows = db.prepare('SELECT account_id, operation, input_key, bytes FROM reads ORDER BY used_at ASC').all() as {
      account_id: string;
      operation: string;
      input_key: string;
      bytes: number;
    }[];
    const remove = db.prepare('DELETE FROM reads WHERE account_id = ? AND operation = ? AND input_key = ?');
    for (const row of rows) {
      if (this.totalBytes <= target) break;
      remove.run(row.account_id, row.operation, row.input_key);
      this.totalBytes -= row.bytes;
    }
  }

  private sumBytes(db: DatabaseSync): number {
    return Number((db.prepare('SELECT COALESCE(SUM(bytes), 0) AS n FROM reads').get() as { n: number }).n);
  }
}

/** The file exists with owner-only permissions before SQLite opens it (its -wal and -shm follow them). */
function ownerOnly(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  try {
    chmodSync(file, 0o600);
  } catch {
    // Windows keeps its own permissions: the data folder is the user's.
  }
}

/** For logs: the kind of failure, never a file's contents. */
function describe(error: unknown): string {
  const code = (error as { code?: unknown; errcode?: unknown } | null)?.errcode ?? (error as { code?: unknown } | null)?.code;
  if (error instanceof Error) return typeof code === 'string' || typeof code === 'number' ? `${error.message} (${code})` : error.message;
  return 'unknown error';
}

/**
 * The one spelling of a read's input, so identical reads meet: keys sorted at every depth, and a
 * first page said or not said is the same read.
 */
export function canonicalInput(input: { params?: unknown; query?: unknown }): string {
  const query = input.query && typeof input.query === 'object' ? { ...(input.query as Record<string, unknown>) } : undefined;
  if (query && query.page === 1) delete query.page;
  return stableJson({ params: input.params ?? {}, query: query ?? {} });
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
