/**
 * The "files" of the plugin's web platform: jeep-sqlite keeps each database's bytes as one entry of
 * IndexedDB (database jeepSqliteStore, store databases, key `<name>SQLite.db`, as the plugin names
 * files on a phone). Read and damaged from outside for the scenarios, and moved by the thinnest
 * stand-in for the FileMover and the plugin's getUrl, which its web platform does not implement.
 */
import type { FileMover } from '../../../../mobile/native/store';

const DATABASE = 'jeepSqliteStore';
const STORE = 'databases';
/** The address getUrl gives for an entry (the adapter wants a file:// address, as on a phone). */
const ROOT = 'file:///jeep-sqlite/';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
  });
}

async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => Promise<T>): Promise<T> {
  const open = indexedDB.open(DATABASE);
  // Made as localforage makes it, should this page come first.
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  const db = await done(open);
  try {
    return await work(db.transaction(STORE, mode).objectStore(STORE));
  } finally {
    db.close();
  }
}

async function get(key: string): Promise<Uint8Array | null> {
  const value: unknown = await inStore('readonly', (store) => done(store.get(key)));
  return value instanceof Uint8Array ? new Uint8Array(value) : null;
}

function put(key: string, bytes: Uint8Array): Promise<void> {
  return inStore('readwrite', async (store) => void (await done(store.put(bytes, key))));
}

/** The entry a core's name is kept under: "state.sqlite" → "stateSQLite.db", an aside's "state.sqlite.set-aside-…" too. */
export function keyOf(name: string): string {
  return name.replace(/^([A-Za-z0-9-]+)\.sqlite/, '$1SQLite.db');
}

/** What getUrl would say for the plugin's database `database`. */
export function urlOf(database: string): string {
  return `${ROOT}${database}SQLite.db`;
}

function keyOfUrl(url: string): string {
  if (!url.startsWith(ROOT)) throw new Error(`${url} is not an address of the plugin's web store`);
  return url.slice(ROOT.length);
}

export const idbFiles = {
  /** Every database forgotten: a scenario's own place. */
  clear: () => inStore('readwrite', async (store) => void (await done(store.clear()))),
  readFile: (name: string) => get(keyOf(name)),
  /** Every entry the plugin's web platform keeps, whatever its name: where a deleted row could hide. */
  everyFile: () =>
    inStore('readonly', async (store) => {
      const keys = await done(store.getAllKeys());
      const values: unknown[] = await done(store.getAll());
      return keys.flatMap((key, i) =>
        values[i] instanceof Uint8Array ? [{ name: typeof key === 'string' ? key : JSON.stringify(key), bytes: new Uint8Array(values[i]) }] : [],
      );
    }),
  writeAt: async (name: string, offset: number, bytes: Uint8Array): Promise<void> => {
    const file = await get(keyOf(name));
    if (!file) throw new Error(`no ${name} in the store`);
    const changed = new Uint8Array(Math.max(file.length, offset + bytes.length));
    changed.set(file);
    changed.set(bytes, offset);
    await put(keyOf(name), changed);
  },
};

/** Filesystem's stat and rename over the entries, with its "does not exist" code. */
export const idbFileMover: FileMover = {
  async stat({ path }) {
    const bytes = await get(keyOfUrl(path));
    if (!bytes) throw Object.assign(new Error('File does not exist.'), { code: 'OS-PLUG-FILE-0008' });
    return { name: keyOfUrl(path), type: 'file', size: bytes.length, mtime: 0, uri: path };
  },
  async rename({ from, to }) {
    const bytes = await get(keyOfUrl(from));
    if (!bytes) throw Object.assign(new Error('File does not exist.'), { code: 'OS-PLUG-FILE-0008' });
    await inStore('readwrite', async (store) => {
      await done(store.put(bytes, keyOfUrl(to)));
      await done(store.delete(keyOfUrl(from)));
    });
  },
};
