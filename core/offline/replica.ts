/**
 * The local replica: the last answer of every read the core made, per account, in its own SQLite
 * file of the data folder (`replica.sqlite`, a Store of core/store/store.ts on the home's engine),
 * so every screen the person opened before can be shown again without the network, saying how old
 * it is.
 *
 * It is a cache, never the only copy of anything, and nothing here ever stops the app:
 * - a damaged file, another program's, or one a newer version wrote is set aside (renamed, for a
 *   person to look at) and a new one is started (the Store does that when it opens); so is a file
 *   whose migration fails (an older shape with no way here);
 * - if even a new file cannot be opened (a read-only folder, a file held elsewhere), the answers are
 *   kept in memory (`:memory:`) for this run;
 * - a statement that meets a damaged file while running (StoreDamaged) sets the file aside, starts
 *   a new one and answers as if nothing were kept, that once; calls made meanwhile wait for the new
 *   file, in the order they were made. Any other failure answers the same way for that call.
 *
 * What it holds is the service's answers as parsed through the contract; reads that carry a secret
 * (`ping`'s token, an export's signed download address) are never given to it (read-freshness.ts
 * says which are). The engine makes the file owner-only, like every file of ours. Past `maxBytes`
 * (bytes of the answers' JSON, UTF-8) the least recently used answers go first. When an answer was
 * last used is written with the next write (an answer kept, an account forgotten), else in one
 * write of its own `USES_WRITTEN_AFTER_MS` after the first use not yet written, and at closing;
 * never one write per read: on a phone each write is a sync of the file, and a start's first reads
 * would wait behind them. An app killed before then loses only that order, never an answer.
 *
 * Every call is a Store call made before the method returns its promise: calls are served in the
 * order they were made (a `put` made before a `get` is seen by it).
 */
import type { Clock, TimerHandle } from '../clock';
import type { StoreEngine } from '../ports';
import { openStore, StoreDamaged, StoreMigrationFailed, type Store, type StoreSchema, type StoreTx } from '../store/store';

/** What the replica keeps of one read. */
export interface StoredRead {
  status: number;
  data: unknown;
  /** When the service gave this answer (ms since the epoch). */
  readAt: number;
}

export interface ReplicaOptions {
  /** Its timers write the uses of answers a while after they were read (without them: with the next write, or at closing). */
  clock: Pick<Clock, 'now'> & Partial<Pick<Clock, 'setTimeout' | 'clearTimeout'>>;
  /** The answers' total size (bytes of JSON) past which the least recently used are evicted. Default 64 MiB. */
  maxBytes?: number;
  /** Told when the file had to be set aside (for a log line; never the file's contents). */
  onSetAside?: (aside: string, reason: string) => void;
  /** The file's name in the data folder; `:memory:` keeps the answers for this run only. Default REPLICA_FILE. */
  name?: string;
}

export const REPLICA_FILE = 'replica.sqlite';

/** How long after the first use not yet written the uses are written by themselves (past a start's first screen). */
export const USES_WRITTEN_AFTER_MS = 10_000;

/**
 * The replica's files: marked "MDKR" (PRAGMA application_id), so a foreign SQLite file at the same
 * path is set aside, not read. migrations[v] takes a file of version v to v + 1 (PRAGMA
 * user_version); version 1 is the `reads` table as the first replica wrote it, so a data folder of
 * that version keeps its answers. Only ever append.
 */
export const REPLICA_SCHEMA: StoreSchema = {
  applicationId: 0x4d444b52,
  migrations: [
    `CREATE TABLE reads (
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
  ],
  // A cache: a commit may be lost to a power cut, never half-kept.
  durability: 'normal',
};

/** The schema version this code writes. */
export const REPLICA_VERSION = REPLICA_SCHEMA.migrations.length;

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const utf8 = new TextEncoder();

interface Row {
  status: number;
  body: string;
  read_at: number;
}

export class Replica {
  /** The open file (or memory); null once closed, or when not even memory could be opened. */
  private store: Store | null = null;
  /** While a damaged file is set aside and a new one opened: the calls made meanwhile, in order. */
  private waiting: (() => void)[] | null = null;
  private closing: Promise<void> | null = null;
  private totalBytes = 0;
  /** Answers used since the last write, and when: written with the next one (`writeUses`). */
  private readonly used = new Map<string, { key: [string, string, string]; at: number }>();
  private usesTimer: TimerHandle | null = null;
  private readonly maxBytes: number;
  private readonly name: string;

  private constructor(
    private readonly engine: StoreEngine,
    private readonly opts: ReplicaOptions,
  ) {
    this.maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
    this.name = opts.name ?? REPLICA_FILE;
  }

  /** Opens (or starts) the replica on the home's engine. Never rejects. */
  static async open(engine: StoreEngine, opts: ReplicaOptions): Promise<Replica> {
    const replica = new Replica(engine, opts);
    await replica.start();
    return replica;
  }

  /** Which file the answers are in: the file's name, or ':memory:' when this run keeps them in memory only. */
  get keptIn(): string | null {
    return this.store?.name ?? null;
  }

  /** The stored answer of a read, or null; marks it used (for the least-recently-used order, written with the next write). */
  get(accountId: string, operation: string, inputKey: string): Promise<StoredRead | null> {
    const key: [string, string, string] = [accountId, operation, inputKey];
    const row = this.use(
      (store) => store.get<Row>('SELECT status, body, read_at FROM reads WHERE account_id = ? AND operation = ? AND input_key = ?', key),
      undefined,
    );
    // A miss changes nothing when written.
    this.used.set(JSON.stringify(key), { key, at: this.opts.clock.now() });
    this.writeUsesLater();
    return row.then((found) => {
      if (!found) return null;
      try {
        return { status: Number(found.status), data: JSON.parse(found.body) as unknown, readAt: Number(found.read_at) };
      } catch {
        return null;
      }
    });
  }

  /** Keeps a read's answer; true when it differs from what was kept before (screens should follow). */
  put(accountId: string, operation: string, inputKey: string, memorialId: number | null, answer: StoredRead): Promise<boolean> {
    const body = JSON.stringify(answer.data);
    const bytes = utf8.encode(body).length;
    const usedAt = this.opts.clock.now();
    return this.use(
      (store) =>
        store.transaction(async (tx) => {
          await this.writeUses(tx);
          const before = await tx.get<{ body: string; bytes: number }>(
            'SELECT body, bytes FROM reads WHERE account_id = ? AND operation = ? AND input_key = ?',
            [accountId, operation, inputKey],
          );
          await tx.run(
            `INSERT INTO reads (account_id, operation, input_key, memorial_id, status, body, read_at, used_at, bytes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT (account_id, operation, input_key) DO UPDATE SET memorial_id = excluded.memorial_id, status = excluded.status, body = excluded.body,
               read_at = excluded.read_at, used_at = excluded.used_at, bytes = excluded.bytes`,
            [accountId, operation, inputKey, memorialId, answer.status, body, answer.readAt, usedAt, bytes],
          );
          let total = this.totalBytes + bytes - Number(before?.bytes ?? 0);
          if (total > this.maxBytes) total = await this.evict(tx, total);
          this.totalBytes = total;
          return before?.body !== body;
        }),
      false,
    );
  }

  /** Every row of an account, gone (it signed out): in the file too when this run kept to memory. */
  forgetAccount(accountId: string): Promise<void> {
    this.forgetUses((account) => account === accountId);
    const forget = () =>
      this.use(
        (store) =>
          store.transaction(async (tx) => {
            await this.writeUses(tx);
            await tx.run('DELETE FROM reads WHERE account_id = ?', [accountId]);
            this.totalBytes = await sumBytes(tx);
          }),
        undefined,
      );
    // Made now, in order with the calls around it, unless the file is to be tried first.
    return this.keptToMemory() ? this.backToTheFile().then(forget) : forget();
  }

  /** Every account's rows but these (accounts removed while the app was closed); how many rows went. */
  keepOnly(accountIds: readonly string[]): Promise<number> {
    this.forgetUses((account) => !accountIds.includes(account));
    const others = accountIds.length === 0 ? '' : ` WHERE account_id NOT IN (${accountIds.map(() => '?').join(', ')})`;
    return this.use(async (store) => {
      // Asked first, as one statement: at almost every start there is nothing to forget, and a
      // write (four messages to the database, a sync of the file) would delay the first screen.
      // Called at start before anything else, so nothing of another call comes between the two.
      const other = await store.get<{ found: number }>(`SELECT EXISTS (SELECT 1 FROM reads${others}) AS found`, accountIds);
      if (!other?.found) return 0;
      return store.transaction(async (tx) => {
        await this.writeUses(tx);
        const { changes } = await tx.run(`DELETE FROM reads${others}`, accountIds);
        this.totalBytes = await sumBytes(tx);
        return changes;
      });
    }, 0);
  }

  /**
   * After forgetting: no byte of what was deleted stays readable in the file or its journal
   * (Store.eraseDeleted). Never rejects: a replica that cannot is set aside as damaged files are.
   */
  eraseDeleted(): Promise<void> {
    return this.use((store) => store.eraseDeleted(), undefined);
  }

  /** How much it holds: rows and bytes of answers (for tests and the bench). */
  async size(): Promise<{ rows: number; bytes: number }> {
    const rows = await this.use(async (store) => Number((await store.get<{ n: number }>('SELECT COUNT(*) AS n FROM reads'))?.n ?? 0), 0);
    return { rows, bytes: this.totalBytes };
  }

  /** Waits for the calls made before, then closes; later calls answer as if nothing were kept. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      // A file being replaced is replaced first, so its new one is closed too.
      if (this.waiting) await new Promise<void>((resolve) => this.waiting!.push(resolve));
      if (this.usesTimer) this.opts.clock.clearTimeout?.(this.usesTimer);
      this.usesTimer = null;
      if (this.used.size > 0) await this.writeUsesNow();
      const store = this.store;
      this.store = null;
      await store?.close().catch(() => undefined);
    })();
    return this.closing;
  }

  // -------------------------------------------------------------------------------------------

  /**
   * A run that keeps its answers in memory because the file could not be opened at its start (on
   * a phone, the pool still held for a moment by the page before) may find the file free later; a
   * file it never opened still holds what earlier runs kept, an account that signs out included.
   * Opened now when it can be, and kept to from now on (the answers in memory are given up).
   */
  private keptToMemory(): boolean {
    return this.store?.name === ':memory:' && this.name !== ':memory:' && !this.waiting && !this.closing;
  }

  private async backToTheFile(): Promise<void> {
    const memory = this.store;
    if (!memory || !this.keptToMemory()) return;
    let file: Store;
    try {
      file = await openStore(this.engine, {
        name: this.name,
        schema: REPLICA_SCHEMA,
        clock: this.opts.clock,
        ...(this.opts.onSetAside ? { onSetAside: this.opts.onSetAside } : {}),
      });
    } catch {
      return;
    }
    if (this.store !== memory) {
      await file.close().catch(() => undefined);
      return;
    }
    this.store = file;
    await memory.close().catch(() => undefined);
    this.totalBytes = await this.storedBytes();
  }

  private async start(): Promise<void> {
    this.store = await this.openFile();
    this.totalBytes = await this.storedBytes();
  }

  /** The answers' bytes as the file counts them (after opening one). */
  private async storedBytes(): Promise<number> {
    const row = await this.store?.get<{ n: number }>('SELECT COALESCE(SUM(bytes), 0) AS n FROM reads').catch(() => undefined);
    return Number(row?.n ?? 0);
  }

  /** The file; set aside and started again when it cannot be this replica; memory when even that fails. */
  private async openFile(): Promise<Store | null> {
    const options = { name: this.name, schema: REPLICA_SCHEMA, clock: this.opts.clock, ...(this.opts.onSetAside ? { onSetAside: this.opts.onSetAside } : {}) };
    try {
      return await openStore(this.engine, options);
    } catch (error) {
      // The Store keeps a file whose migration failed as it is; for a cache, that file is an older
      // shape with no way here: set it aside too, and start again.
      if (error instanceof StoreMigrationFailed && this.name !== ':memory:') {
        try {
          const aside = await this.engine.setAside(this.name, String(this.opts.clock.now()));
          if (aside !== null) this.opts.onSetAside?.(aside, error.message);
          return await openStore(this.engine, options);
        } catch {
          // Memory below.
        }
      }
    }
    // Even a new file could not be made (a read-only folder, a file held elsewhere): keep answers for this run only.
    try {
      return await openStore(this.engine, { ...options, name: ':memory:' });
    } catch {
      return null;
    }
  }

  /**
   * Runs `work` on the store now (so calls reach the Store in the order they were made); after a
   * damaged file was found, once the new file is open. A failure answers `fallback`.
   */
  private use<T>(work: (store: Store) => Promise<T>, fallback: T): Promise<T> {
    if (this.waiting) return new Promise<T>((resolve) => this.waiting!.push(() => resolve(this.use(work, fallback))));
    const store = this.store;
    if (!store) return Promise.resolve(fallback);
    let running: Promise<T>;
    try {
      running = work(store);
    } catch {
      return Promise.resolve(fallback);
    }
    return running.catch((error: unknown) => {
      if (error instanceof StoreDamaged && store === this.store && !this.waiting && !this.closing) this.rebuild(store, error.message);
      return fallback;
    });
  }

  /** The file went bad under us (a disk error, someone else's hand): set it aside and start a new one. */
  private rebuild(store: Store, reason: string): void {
    const waiting: (() => void)[] = [];
    this.waiting = waiting;
    void (async () => {
      // Waits for the calls already made on it (they answer their fallbacks), closes it, renames it.
      await store.setAside(reason).catch(async () => {
        await store.close().catch(() => undefined);
      });
      this.store = await this.openFile();
      this.totalBytes = await this.storedBytes();
      // The calls made meanwhile reach the new store now, in their order, before anything later.
      this.waiting = null;
      for (const go of waiting) go();
    })();
  }

  /** Writes the uses by themselves a while from now, unless a write takes them first (once per while; never after closing). */
  private writeUsesLater(): void {
    const clock = this.opts.clock;
    if (this.usesTimer || !clock.setTimeout || this.closing) return;
    this.usesTimer = clock.setTimeout(() => {
      this.usesTimer = null;
      if (this.used.size === 0 || this.closing) return;
      void this.writeUsesNow();
    }, USES_WRITTEN_AFTER_MS);
  }

  /** The uses not yet written, in a transaction of their own. */
  private writeUsesNow(): Promise<void> {
    return this.use((store) => store.transaction((tx) => this.writeUses(tx)), undefined);
  }

  /** When the answers used since the last write were used, written in that write's transaction (never moved back). */
  private async writeUses(tx: StoreTx): Promise<void> {
    const uses = [...this.used.values()];
    this.used.clear();
    for (const { key, at } of uses) {
      await tx.run('UPDATE reads SET used_at = MAX(used_at, ?) WHERE account_id = ? AND operation = ? AND input_key = ?', [at, ...key]);
    }
  }

  /** Uses of an account's answers not yet written, dropped: its answers are going. */
  private forgetUses(going: (accountId: string) => boolean): void {
    for (const [id, { key }] of this.used) if (going(key[0])) this.used.delete(id);
  }

  /** Least recently used first, until a tenth under the cap; the total after. */
  private async evict(tx: StoreTx, total: number): Promise<number> {
    const target = Math.floor(this.maxBytes * 0.9);
    while (total > target) {
      const rows = await tx.query<{ account_id: string; operation: string; input_key: string; bytes: number }>(
        'SELECT account_id, operation, input_key, bytes FROM reads ORDER BY used_at ASC LIMIT 100',
      );
      if (rows.length === 0) return 0;
      for (const row of rows) {
        if (total <= target) break;
        await tx.run('DELETE FROM reads WHERE account_id = ? AND operation = ? AND input_key = ?', [row.account_id, row.operation, row.input_key]);
        total -= Number(row.bytes);
      }
    }
    return total;
  }
}

async function sumBytes(tx: StoreTx): Promise<number> {
  return Number((await tx.get<{ n: number }>('SELECT COALESCE(SUM(bytes), 0) AS n FROM reads'))?.n ?? 0);
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
