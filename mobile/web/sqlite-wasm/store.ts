/**
 * The StoreEngine (core/ports.ts) of a web page: SQLite compiled to WebAssembly, its files in the
 * origin private file system (OPFS), run in a dedicated worker (worker/worker.ts) that this page talks to
 * through protocol.ts. core/store/store.ts makes the Store on it, as on every engine. This is the
 * phone's web stand-in (and what proves the port runs without Node); the phone itself will bring
 * its native SQLite.
 *
 * - One worker per engine, holding one OPFS pool (a folder) exclusively: another tab or worker
 *   opening the same pool waits `lockWaitMs`, then is refused with SQLITE_BUSY (the Store's
 *   StoreBusy). Within one engine, a file is open once at a time.
 * - terminate() ends the worker at once, as a closed tab or a killed app would: what it was writing
 *   is rolled back from its journal by the next worker that opens the file.
 * - setAside copies the file and its journal out of the pool into plain OPFS files
 *   (`asideDirectory/<name>.set-aside-<stamp>`), then removes them from the pool: see worker/worker.ts.
 */
import type { SqlConnection, SqlValue, StoreEngine } from '../../../core/ports';
import type { Operation, Operations, Response } from './protocol';

export interface SqliteWasmEngineOptions {
  /** The pool's OPFS folder; one per app (its files are the pool's alone). Default ".memorial-desk". */
  directory?: string;
  /** The OPFS folder files set aside are copied to. Default "memorial-desk-set-aside". */
  asideDirectory?: string;
  /** How long to wait for another tab or worker to let go of the pool before refusing. Default 3 s. */
  lockWaitMs?: number;
  /** Starts the worker; by default worker/worker.ts (bundled by Vite as a worker of its own). */
  createWorker?: () => Worker;
}

export class SqliteWasmEngine implements StoreEngine {
  readonly kind = 'sqlite-wasm opfs-sahpool';
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private started: Promise<unknown> | null = null;
  private stopped: Error | null = null;

  constructor(private readonly options: SqliteWasmEngineOptions = {}) {
    this.worker = options.createWorker ? options.createWorker() : new Worker(new URL('./worker/worker.ts', import.meta.url), { type: 'module' });
    this.worker.onmessage = (event: MessageEvent<Response>) => this.answer(event.data);
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.stop(new Error(`the database worker failed: ${event.message}`));
    };
    this.worker.onmessageerror = () => this.stop(new Error('the database worker sent what could not be read'));
  }

  async open(name: string): Promise<SqlConnection> {
    await this.start();
    const { db } = await this.call('open', { name });
    return new WasmConnection(this, db);
  }

  async setAside(name: string, stamp: string): Promise<string | null> {
    await this.start();
    return this.call('setAside', { name, stamp });
  }

  /**
   * Starts loading SQLite and taking the pool now, before the first open asks for it: a start's
   * other work (the page's code, its first screen) runs meanwhile. A failure here (the pool busy)
   * is met again, and reported, by the first open.
   */
  warmUp(): void {
    this.start().catch(() => undefined);
  }

  /** Ends the worker at once (a tab closed, the app killed): its pool is free for another a moment later. */
  terminate(): void {
    this.worker.terminate();
    this.stop(new Error('the database worker was stopped'));
  }

  /** Sends one request; its answer, or its error (with SQLite's errcode) as an Error. */
  call<K extends Operation>(op: K, args: Operations[K]['args']): Promise<Operations[K]['result']> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, op, ...args });
    });
  }

  /** Loads SQLite and takes the pool, once; tried again at the next use when it failed (the pool was busy). */
  private start(): Promise<unknown> {
    this.started ??= this.call('init', {
      directory: this.options.directory ?? '.memorial-desk',
      asideDirectory: this.options.asideDirectory ?? 'memorial-desk-set-aside',
      lockWaitMs: this.options.lockWaitMs ?? 3000,
    }).catch((error: unknown) => {
      this.started = null;
      throw error;
    });
    return this.started;
  }

  private answer(response: Response): void {
    const waiting = this.pending.get(response.id);
    if (!waiting) return;
    this.pending.delete(response.id);
    if (response.ok) waiting.resolve(response.value);
    else waiting.reject(Object.assign(new Error(response.error.message), response.error.errcode === undefined ? {} : { errcode: response.error.errcode }));
  }

  private stop(error: Error): void {
    this.stopped ??= error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}

class WasmConnection implements SqlConnection {
  constructor(
    private readonly engine: SqliteWasmEngine,
    private readonly db: number,
  ) {}

  async exec(sql: string): Promise<void> {
    await this.engine.call('exec', { db: this.db, sql });
  }

  query<Row extends object = Record<string, SqlValue>>(sql: string, params: readonly SqlValue[] = []): Promise<Row[]> {
    return this.engine.call('query', { db: this.db, sql, params }) as Promise<Row[]>;
  }

  run(sql: string, params: readonly SqlValue[] = []): Promise<{ changes: number }> {
    return this.engine.call('run', { db: this.db, sql, params });
  }

  async close(): Promise<void> {
    await this.engine.call('close', { db: this.db });
  }
}
