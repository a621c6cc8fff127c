/**
 * The desktop's StoreEngine (core/ports.ts): node:sqlite's DatabaseSync, over files in the data
 * folder. core/store/store.ts makes the Store on it.
 *
 * - Files are the user's alone: the folder is made 0700 and each file created 0600 before SQLite
 *   opens it (SQLite gives its -wal and -shm the file's own permissions).
 * - WAL journal: a transaction is kept whole or not at all when the process is killed in the middle
 *   of it, and readers in another process do not wait for a writer.
 * - Two processes on one file: SQLite's locks serialise their writes; a writer waits up to the busy
 *   timeout for the other, then fails with SQLITE_BUSY (the Store's StoreBusy). One process opens a
 *   file once: a second open of the same name on this engine is refused, since a DatabaseSync waiting
 *   on a lock held by its own process would only block the thread.
 * - setAside renames the file with its -wal, -shm (and any -journal), the journal files first, so a
 *   new file never meets an old journal.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { SqlConnection, SqlValue, StoreEngine } from '../../core/ports';

export interface NodeSqliteEngineOptions {
  /** How long opening waits for another process's lock (the Store sets its own busy timeout after). Default 5 s. */
  busyTimeoutMs?: number;
}

/** The files that travel with a database, journals first. */
const COMPANIONS = ['-wal', '-shm', '-journal'];

export class NodeSqliteEngine implements StoreEngine {
  readonly kind = 'node:sqlite';
  private readonly openNames = new Set<string>();

  constructor(
    /** The data folder: every name opened is a file directly in it. */
    readonly folder: string,
    private readonly options: NodeSqliteEngineOptions = {},
  ) {}

  /** Where `name` lives on the disk. */
  pathOf(name: string): string {
    if (name === ':memory:' || !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name)) throw new Error(`not a file name of the data folder: ${JSON.stringify(name)}`);
    return join(this.folder, name);
  }

  open(name: string): Promise<SqlConnection> {
    return attempt(() => {
      if (name === ':memory:') return new NodeConnection(new DatabaseSync(':memory:'), () => undefined);
      const file = this.pathOf(name);
      if (this.openNames.has(name)) throw new Error(`${name} is open already in this process`);
      ownerOnly(this.folder, file);
      const db = new DatabaseSync(file, { timeout: this.options.busyTimeoutMs ?? 5000 });
      try {
        // WAL where the disk allows it (not every network drive does; then SQLite's rollback journal,
        // which keeps a transaction whole too).
        db.exec('PRAGMA journal_mode = WAL');
      } catch (error) {
        db.close();
        throw error;
      }
      this.openNames.add(name);
      return new NodeConnection(db, () => this.openNames.delete(name));
    });
  }

  setAside(name: string, stamp: string): Promise<string | null> {
    return attempt(() => this.moveAside(name, stamp));
  }

  private moveAside(name: string, stamp: string): string | null {
    if (name === ':memory:') return null;
    const file = this.pathOf(name);
    if (this.openNames.has(name)) throw new Error(`${name} is open: close it before setting it aside`);
    if (![file, ...COMPANIONS.map((suffix) => file + suffix)].some((path) => existsSync(path))) return null;
    let aside = `${name}.set-aside-${stamp}`;
    for (let n = 2; [aside, ...COMPANIONS.map((suffix) => aside + suffix)].some((path) => existsSync(join(this.folder, path))); n++) {
      aside = `${name}.set-aside-${stamp}-${n}`;
    }
    for (const suffix of [...COMPANIONS, '']) {
      if (existsSync(file + suffix)) renameSync(file + suffix, join(this.folder, aside + suffix));
    }
    return aside;
  }
}

class NodeConnection implements SqlConnection {
  /** Prepared statements by their SQL, kept while the connection is open (bounded). */
  private readonly statements = new Map<string, StatementSync>();

  constructor(
    private readonly db: DatabaseSync,
    private readonly onClose: () => void,
  ) {}

  exec(sql: string): Promise<void> {
    return attempt(() => this.db.exec(sql));
  }

  query<Row extends object = Record<string, SqlValue>>(sql: string, params: readonly SqlValue[] = []): Promise<Row[]> {
    return attempt(() => this.statement(sql).all(...(params as SQLInputValue[])) as Row[]);
  }

  run(sql: string, params: readonly SqlValue[] = []): Promise<{ changes: number }> {
    return attempt(() => ({ changes: Number(this.statement(sql).run(...(params as SQLInputValue[])).changes) }));
  }

  close(): Promise<void> {
    this.statements.clear();
    return attempt(() => {
      try {
        if (this.db.isOpen) this.db.close();
      } finally {
        this.onClose();
      }
    });
  }

  private statement(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (!statement) {
      if (this.statements.size >= 200) this.statements.clear();
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }
}

/** node:sqlite answers at once; the port answers through promises (its errors keep their errcode). */
// eslint-disable-next-line @typescript-eslint/require-await -- async, so that what it throws is a rejection
async function attempt<T>(work: () => T): Promise<T> {
  return work();
}

/** The folder (0700 when made here) and the file (0600) exist before SQLite opens it. */
function ownerOnly(folder: string, file: string): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  try {
    chmodSync(file, 0o600);
  } catch {
    // Windows keeps its own permissions: the data folder is the user's.
  }
}
