/**
 * The database worker: SQLite compiled to WebAssembly (@sqlite.org/sqlite-wasm), its files in the
 * origin private file system through the `opfs-sahpool` VFS, which works only in a dedicated worker.
 * store.ts starts it and speaks protocol.ts to it; requests are served one at a time, in order.
 *
 * The pool is this worker's alone: taking it opens every file of it exclusively, so a second tab or
 * worker cannot take it while this one lives. It waits `lockWaitMs` for the other to let go (a
 * worker just terminated lets go a moment later), then refuses with SQLITE_BUSY. A failed take
 * never deletes the pool (`preserveOnInitFailure`: by default sahpool removes its whole folder when
 * it cannot start, the other tab's data with it).
 *
 * Files use SQLite's rollback journal (sahpool has no shared memory for WAL): a transaction cut off
 * by terminate() is rolled back from its journal at the next open. Temporary tables and indexes stay
 * in memory, so the pool's slots hold only databases and their journals.
 *
 * Setting aside: the pool cannot rename a file, and its importDb refuses bytes without a database
 * header (a damaged file) and rewrites two header bytes. So the file and its journal are copied
 * byte for byte to plain OPFS files in `asideDirectory` (`<name>.set-aside-<stamp>`, where a later
 * page can offer them to the person), flushed, and only then removed from the pool.
 */
import sqlite3InitModule, { type Database, type SAHPoolUtil, type SQLite3Error } from '@sqlite.org/sqlite-wasm';
import type { SqlValue } from '../../../../core/ports';
import { poolPath, SQLITE_BUSY, type Operations, type Request, type Response, type WireError } from '../protocol';

type Sqlite3 = Awaited<ReturnType<typeof sqlite3InitModule>>;

interface Pool {
  sqlite3: Sqlite3;
  util: SAHPoolUtil;
  asideDirectory: string;
}

/** Slots in the pool: a database and its journal each, for a few databases. */
const CAPACITY = 8;
/** A file's companions, journals first: what is set aside with it. */
const COMPANIONS = ['-journal', '-wal'];

let pool: Pool | null = null;
/**
 * SQLite loading, begun as the worker starts rather than when init asks: the phone rig starts this
 * worker as its page loads (mobile/rig/page/early.ts), and the page's init comes after the
 * bundle's evaluation. Each init begins it again while it has failed.
 */
let loading: Promise<Sqlite3> = sqlite3InitModule();
loading.catch(() => undefined);
const connections = new Map<number, { name: string; db: Database }>();
let nextDb = 1;

const serve: { [K in keyof Operations]: (args: Operations[K]['args']) => Operations[K]['result'] | Promise<Operations[K]['result']> } = {
  async init({ directory, asideDirectory, lockWaitMs }) {
    if (!pool) {
      // The load begun as the worker started; one that failed is begun again.
      loading = loading.catch(() => sqlite3InitModule());
      const sqlite3 = await loading;
      const util = await takePool(sqlite3, directory, lockWaitMs);
      await util.reserveMinimumCapacity(CAPACITY);
      pool = { sqlite3, util, asideDirectory };
    }
    return { sqliteVersion: pool.sqlite3.version.libVersion };
  },

  open({ name }) {
    const { sqlite3, util } = ready();
    if ([...connections.values()].some((open) => open.name === name && name !== ':memory:')) throw new Error(`${name} is open already in this worker`);
    const db = name === ':memory:' ? new sqlite3.oo1.DB(':memory:') : new util.OpfsSAHPoolDb(poolPath(name));
    try {
      db.exec('PRAGMA journal_mode = DELETE; PRAGMA temp_store = MEMORY');
    } catch (error) {
      db.close();
      throw error;
    }
    const id = nextDb++;
    connections.set(id, { name, db });
    return { db: id };
  },

  exec({ db, sql }) {
    connection(db).exec(sql);
    return null;
  },

  query({ db, sql, params }) {
    return connection(db).exec({ sql, bind: params.length > 0 ? [...params] : undefined, rowMode: 'object', returnValue: 'resultRows' }) as Record<
      string,
      SqlValue
    >[];
  },

  run({ db, sql, params }) {
    const open = connection(db);
    open.exec({ sql, bind: params.length > 0 ? [...params] : undefined });
    return { changes: open.changes() };
  },

  close({ db }) {
    connections.get(db)?.db.close();
    connections.delete(db);
    return null;
  },

  async setAside({ name, stamp }) {
    if (name === ':memory:') return null;
    const { util, asideDirectory } = ready();
    const path = poolPath(name);
    if ([...connections.values()].some((open) => open.name === name)) throw new Error(`${name} is open: close it before setting it aside`);
    const present = [...COMPANIONS, ''].filter((suffix) => util.getFileNames().includes(path + suffix));
    if (present.length === 0) return null;
    const folder = await (await navigator.storage.getDirectory()).getDirectoryHandle(asideDirectory, { create: true });
    let aside = `${name}.set-aside-${stamp}`;
    for (let n = 2; await anyExists(folder, [aside, ...COMPANIONS.map((suffix) => aside + suffix)]); n++) aside = `${name}.set-aside-${stamp}-${n}`;
    for (const suffix of present) await writeWhole(folder, aside + suffix, util.exportFile(path + suffix));
    for (const suffix of present) util.unlink(path + suffix);
    return aside;
  },
};

/** Takes the pool, waiting up to lockWaitMs while another tab or worker holds it. */
async function takePool(sqlite3: Sqlite3, directory: string, lockWaitMs: number): Promise<SAHPoolUtil> {
  const until = Date.now() + lockWaitMs;
  for (;;) {
    try {
      // verbosity 0: sahpool would log each refused attempt as an error; what fails reaches the page as a rejection.
      const options = { directory, initialCapacity: CAPACITY, preserveOnInitFailure: true, forceReinitIfPreviouslyFailed: true, verbosity: 0 };
      return await sqlite3.installOpfsSAHPoolVfs(options);
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name !== 'NoModificationAllowedError') throw error;
      if (Date.now() >= until) {
        throw Object.assign(new Error('the data is open in another tab or window of this app (its database files are held there)'), { errcode: SQLITE_BUSY });
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

function ready(): Pool {
  if (!pool) throw new Error('the database worker has not been started (init)');
  return pool;
}

function connection(id: number): Database {
  const open = connections.get(id);
  if (!open) throw new Error('that database is closed');
  return open.db;
}

async function anyExists(folder: FileSystemDirectoryHandle, names: string[]): Promise<boolean> {
  for (const name of names) {
    try {
      await folder.getFileHandle(name);
      return true;
    } catch {
      // NotFoundError: free.
    }
  }
  return false;
}

/** A new plain OPFS file with exactly these bytes, flushed before it is closed. */
async function writeWhole(folder: FileSystemDirectoryHandle, name: string, bytes: Uint8Array): Promise<void> {
  const handle = await (await folder.getFileHandle(name, { create: true })).createSyncAccessHandle();
  try {
    handle.truncate(0);
    let at = 0;
    while (at < bytes.length) at += handle.write(bytes.subarray(at), { at });
    handle.flush();
  } finally {
    handle.close();
  }
}

function toWire(error: unknown): WireError {
  const code = (error as (Partial<SQLite3Error> & { errcode?: unknown }) | null)?.resultCode ?? (error as { errcode?: unknown } | null)?.errcode;
  // sqlite-wasm says "SQLITE_CORRUPT_INDEX: sqlite3 result code 779: database disk image is malformed": keep SQLite's own words.
  const message = (error instanceof Error ? error.message : String(error)).replace(/^SQLITE_[A-Z_]+: sqlite3 result code \d+: /, '');
  return typeof code === 'number' ? { message, errcode: code } : { message };
}

let queue: Promise<void> = Promise.resolve();

self.onmessage = (event: MessageEvent<Request>) => {
  const request = event.data;
  const work = serve[request.op] as (args: Request) => unknown;
  queue = queue
    .then(() => work(request))
    .then(
      (value): Response => ({ id: request.id, ok: true, value }),
      (error: unknown): Response => ({ id: request.id, ok: false, error: toWire(error) }),
    )
    .then((response) => self.postMessage(response));
};
