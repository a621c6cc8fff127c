/**
 * The Store conformance suite: what core/store/store.ts promises, on any StoreEngine. One list of
 * scenarios, run by store.test.ts on node:sqlite, by store.chromium.test.ts on sqlite-wasm in
 * OPFS inside Chromium (browser/page.ts runs them in the page), and by
 * test/mobile/native/store.conformance.chromium.test.ts on the phone's Store adapter over its
 * plugin's web platform. So this file is runtime-neutral, like the core: no node:*, no vitest; it
 * checks with its own small asserts.
 *
 * What differs between engines is given by a Harness: how to start the engine again, how to read
 * and damage its files while no engine holds them, and how another process (Node) or worker
 * (Chromium) uses the same file or is killed in the middle of writing.
 */
import type { SqlValue, StoreEngine } from '../../../core/ports';
import { openStore, StoreClosed, StoreDamaged, StoreMigrationFailed, type Store, type StoreSchema } from '../../../core/store/store';

export interface Harness {
  /** A new engine over this scenario's own place (a folder, an OPFS pool): the app started again. */
  engine(): Promise<StoreEngine>;
  /** Lets go of an engine whose stores are all closed, so its files can be read or damaged, or opened by another. */
  release(engine: StoreEngine): Promise<void>;
  /** A stored file's bytes (a file set aside too), read while no engine holds it; null when there is none. */
  readFile(name: string): Promise<Uint8Array | null>;
  /**
   * Every file of this scenario's place as it lies on the disk (a pool's slots whole, the free ones
   * and their headers included), read while no engine holds them: where a deleted row could hide.
   */
  everyFile(): Promise<{ name: string; bytes: Uint8Array }[]>;
  /** Overwrites a stored file's bytes at `offset`, while no engine holds it (damage from outside). */
  writeAt(name: string, offset: number, bytes: Uint8Array): Promise<void>;
  /**
   * Another process (Node) or worker (Chromium) opens `name` with SHARED_SCHEMA, waiting up to
   * `waitMs` for a lock, and inserts ('other') into `who`. `opened` resolves once it has the store
   * open (never, when it was refused there); `done` with what happened in the end.
   */
  other(name: string, waitMs: number): { opened: Promise<void>; done: Promise<OtherResult> };
  /**
   * Another process (Node) or worker (Chromium) opens `name` with BATCH_SCHEMA and writes batches
   * (writeBatch) one after the other until it is killed (SIGKILL, worker.terminate()) at a random
   * moment after it started writing (openWriter). Resolves with the highest batch it saw
   * committed, and, where the engine can tell, whether the kill left a journal behind.
   */
  killMidWrite(name: string): Promise<{ committed: number; leftJournal?: boolean }>;
  /**
   * How much of SQLite's result code an error carries: 'extended' (the default) where the engine
   * hands it on; 'primary' where only SQLite's words cross (the phone's plugin on iOS and on the
   * web), the primary code being read back from them.
   */
  resultCodes?: 'extended' | 'primary';
}

export type OtherResult = { ok: true } | { ok: false; busy: boolean; message: string };

export interface Scenario {
  name: string;
  run(h: Harness): Promise<string | void>;
}

// ---------------------------------------------------------------------------------------------
// Schemas the scenarios use.

const APP = 0x4d44_5354; // "MDST"

const MIGRATIONS = [
  'CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)',
  'ALTER TABLE notes ADD COLUMN kept_at INTEGER',
  'CREATE TABLE tags (note INTEGER NOT NULL REFERENCES notes (id), tag TEXT NOT NULL)',
  'CREATE INDEX tags_tag ON tags (tag)',
];

export function schemaAt(version: number, extra: readonly string[] = []): StoreSchema {
  return { applicationId: APP, migrations: [...MIGRATIONS.slice(0, version), ...extra], durability: 'full' };
}

/** What `other` opens: one table of who wrote. */
export const SHARED_SCHEMA: StoreSchema = {
  applicationId: APP,
  migrations: ['CREATE TABLE who (id INTEGER PRIMARY KEY, name TEXT NOT NULL)'],
  durability: 'full',
};

/** What `killMidWrite` writes: batches of rows and a counter that must agree with them. */
export const BATCH_SCHEMA: StoreSchema = {
  applicationId: APP,
  migrations: [
    `CREATE TABLE rows (batch INTEGER NOT NULL, i INTEGER NOT NULL, pad BLOB NOT NULL, PRIMARY KEY (batch, i));
     CREATE TABLE counter (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL, batches INTEGER NOT NULL);
     INSERT INTO counter VALUES (1, 0, 0);`,
  ],
  durability: 'full',
};

export const BATCH_ROWS = 2000;

/**
 * Opens `name` for the writer that is killed: with a cache of a few pages, so SQLite writes pages
 * out in the middle of a transaction (to the WAL, or to the file after saving them in the journal),
 * not only at its COMMIT: a kill then meets a file in the middle of being changed.
 */
export async function openWriter(engine: StoreEngine, name: string): Promise<Store> {
  const store = await openStore(engine, { name, schema: BATCH_SCHEMA });
  await store.run('PRAGMA cache_size = 8');
  return store;
}

/**
 * One batch: 2,000 rows (with 300 bytes of padding each, so a commit writes some 700 KB) and the
 * counter, in one transaction. The rows are inserted in ten statements, so a kill can land between
 * them, inside one of them, or inside the COMMIT.
 */
export async function writeBatch(store: Store): Promise<number> {
  return store.transaction(async (tx) => {
    const row = await tx.get<{ batches: number }>('SELECT batches FROM counter WHERE id = 1');
    const batch = Number(row!.batches) + 1;
    const step = BATCH_ROWS / 10;
    for (let from = 0; from < BATCH_ROWS; from += step) {
      await tx.run(
        `WITH RECURSIVE k(i) AS (SELECT ? UNION ALL SELECT i + 1 FROM k WHERE i + 1 < ?)
         INSERT INTO rows (batch, i, pad) SELECT ?, i, randomblob(300) FROM k`,
        [from, from + step, batch],
      );
    }
    await tx.run('UPDATE counter SET n = n + ?, batches = ? WHERE id = 1', [BATCH_ROWS, batch]);
    return batch;
  });
}

// ---------------------------------------------------------------------------------------------
// Small asserts (no test library here: this also runs in a page).

function fail(message: string): never {
  throw new Error(message);
}

function same(actual: unknown, expected: unknown, what: string): void {
  const a = canonical(actual);
  const e = canonical(expected);
  if (a !== e) fail(`${what}: expected ${e}, got ${a}`);
}

function ok(condition: unknown, what: string): asserts condition {
  if (!condition) fail(what);
}

async function rejects<E>(promise: Promise<unknown>, kind: abstract new (...args: never[]) => E, what: string): Promise<E> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof kind) return error;
    fail(`${what}: expected ${kind.name}, got ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
  }
  fail(`${what}: expected ${kind.name}, but it succeeded`);
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Uint8Array) return `bytes:${Array.from(v).join(',')}`;
    if (typeof v === 'bigint') return Number(v);
    if (v && typeof v === 'object' && !Array.isArray(v)) return Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : 1)));
    return v;
  });
}

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

function contains(haystack: Uint8Array, needle: string): boolean {
  const n = new TextEncoder().encode(needle);
  outer: for (let i = 0; i + n.length <= haystack.length; i++) {
    for (let j = 0; j < n.length; j++) if (haystack[i + j] !== n[j]) continue outer;
    return true;
  }
  return false;
}

function indexOf(haystack: Uint8Array, needle: string, from: number, to: number): number {
  const n = new TextEncoder().encode(needle);
  outer: for (let i = from; i + n.length <= to; i++) {
    for (let j = 0; j < n.length; j++) if (haystack[i + j] !== n[j]) continue outer;
    return i;
  }
  return -1;
}

/** The file's page size, from its header (SQLite's file format: bytes 16 and 17; 1 means 65,536). node:sqlite makes 4,096, sqlite-wasm 8,192. */
function pageSizeOf(bytes: Uint8Array): number {
  const size = (bytes[16]! << 8) | bytes[17]!;
  return size === 1 ? 65536 : size;
}

/** Where `text` is on a page of a table's b-tree (a leaf: its first byte is 13), not of an index's (page 1 starts after the 100-byte header). */
function inTablePage(bytes: Uint8Array, text: string): number {
  const size = pageSizeOf(bytes);
  for (let at = indexOf(bytes, text, 0, bytes.length); at >= 0; at = indexOf(bytes, text, at + 1, bytes.length)) {
    const page = Math.floor(at / size) * size;
    if (bytes[page === 0 ? 100 : page] === 13) return at;
  }
  return -1;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A clock for set-aside stamps; the same stamp twice must not overwrite the first aside. */
const clock = { now: () => 1767261600000 };

interface Opened {
  engine: StoreEngine;
  store: Store;
  asides: { aside: string; reason: string }[];
}

async function open(h: Harness, name: string, schema: StoreSchema, engine?: StoreEngine): Promise<Opened> {
  const e = engine ?? (await h.engine());
  const asides: { aside: string; reason: string }[] = [];
  const store = await openStore(e, { name, schema, clock, onSetAside: (aside, reason) => asides.push({ aside, reason }) });
  return { engine: e, store, asides };
}

async function shut(h: Harness, opened: Opened): Promise<void> {
  await opened.store.close();
  await h.release(opened.engine);
}

async function pragma(store: Store, name: string): Promise<number> {
  const row = await store.get<Record<string, SqlValue>>(`PRAGMA ${name}`);
  return Number(row![name]);
}

async function tables(store: Store): Promise<string[]> {
  const rows = await store.query<{ name: string }>("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name");
  return rows.map((row) => row.name);
}

async function integrity(store: Store): Promise<void> {
  const rows = await store.query<Record<string, SqlValue>>('PRAGMA integrity_check');
  same(
    rows.map((row) => Object.values(row)[0]),
    ['ok'],
    'integrity_check',
  );
}

/** A file with some notes in it, closed and let go of: its bytes, for comparing with what is set aside. */
async function fileWithNotes(h: Harness, name: string, schema: StoreSchema, marker: string): Promise<Uint8Array> {
  const made = await open(h, name, schema);
  await made.store.transaction(async (tx) => {
    for (let i = 1; i <= 100; i++) await tx.run('INSERT INTO notes (body) VALUES (?)', [`${marker}-${String(i).padStart(4, '0')}`]);
  });
  await shut(h, made);
  const bytes = await h.readFile(name);
  ok(bytes && contains(bytes, `${marker}-0050`), 'the file holds its notes');
  return bytes;
}

/** After a file was set aside: one aside, holding exactly the old bytes, and a new empty store at the latest version. */
async function checkSetAside(h: Harness, opened: Opened, name: string, before: Uint8Array, reason: RegExp): Promise<string> {
  same(opened.asides.length, 1, 'files set aside');
  const { aside, reason: why } = opened.asides[0]!;
  ok(aside.startsWith(`${name}.set-aside-`), `the aside's name says what it was: ${aside}`);
  ok(reason.test(why), `the reason (${why}) matches ${String(reason)}`);
  same(await opened.store.query('SELECT COUNT(*) AS n FROM notes'), [{ n: 0 }], 'the new store is empty');
  same(await pragma(opened.store, 'user_version'), MIGRATIONS.length, 'the new store is at the latest version');
  await shut(h, opened);
  const kept = await h.readFile(aside);
  ok(kept, `the aside file ${aside} is there`);
  ok(bytesEqual(kept, before), `the aside file holds the old bytes unchanged (${kept.length} bytes, was ${before.length})`);
  return aside;
}

// ---------------------------------------------------------------------------------------------

export const SCENARIOS: Scenario[] = [
  {
    name: 'a new file is made at the latest version, marked as this store’s',
    async run(h) {
      const opened = await open(h, 'state.sqlite', schemaAt(4));
      same(opened.store.version, 4, 'version');
      same(await pragma(opened.store, 'user_version'), 4, 'user_version');
      same(await pragma(opened.store, 'application_id'), APP, 'application_id');
      same(await pragma(opened.store, 'synchronous'), 2, 'synchronous = FULL for durability full');
      same(await pragma(opened.store, 'foreign_keys'), 1, 'foreign_keys');
      same(await tables(opened.store), ['notes', 'tags'], 'tables');
      same(opened.asides, [], 'nothing set aside');
      await shut(h, opened);
      const normal = await open(h, 'cache.sqlite', { ...schemaAt(1), durability: 'normal' });
      same(await pragma(normal.store, 'synchronous'), 1, 'synchronous = NORMAL for durability normal');
      await shut(h, normal);
    },
  },
  {
    name: 'an engine’s connection runs calls made before the last is answered in the order made, each failing alone',
    async run(h) {
      // The Store sends its opening checks together (store.ts, openChecked): the port promises this.
      const engine = await h.engine();
      const db = await engine.open('order.sqlite');
      try {
        const sent = [
          db.exec('CREATE TABLE t (n INTEGER NOT NULL)'),
          db.run('INSERT INTO t VALUES (?)', [1]),
          db.query('SELECT COUNT(*) AS n FROM t'),
          db.run('INSERT INTO nowhere VALUES (?)', [2]),
          db.run('INSERT INTO t VALUES (?)', [3]),
          db.query('SELECT n FROM t ORDER BY rowid'),
        ];
        const settled = await Promise.allSettled(sent);
        same(
          settled.map((one) => one.status),
          ['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled'],
          'only the statement in error failed',
        );
        same((settled[2] as PromiseFulfilledResult<unknown>).value, [{ n: 1 }], 'a query sees what was asked before it, not after');
        same((settled[5] as PromiseFulfilledResult<unknown>).value, [{ n: 1 }, { n: 3 }], 'the rows in the order asked');
      } finally {
        await db.close();
        await h.release(engine);
      }
    },
  },
  {
    name: 'values go in and come out as they were (text, integers, reals, null, bytes)',
    async run(h) {
      const opened = await open(h, 'state.sqlite', {
        applicationId: APP,
        migrations: ['CREATE TABLE v (t TEXT, i INTEGER, r REAL, n TEXT, b BLOB)'],
        durability: 'normal',
      });
      const bytes = new Uint8Array([0, 1, 2, 254, 255]);
      const inserted = await opened.store.run('INSERT INTO v VALUES (?, ?, ?, ?, ?)', ['Ça va — 🌷', 9007199254740991, 2.5, null, bytes]);
      same(inserted, { changes: 1 }, 'changes');
      const row = await opened.store.get<{ t: string; i: number; r: number; n: null; b: Uint8Array }>('SELECT * FROM v');
      same(row, { t: 'Ça va — 🌷', i: 9007199254740991, r: 2.5, n: null, b: bytes }, 'the row');
      ok(row!.b instanceof Uint8Array, 'a blob comes out as a Uint8Array');
      same(await opened.store.get('SELECT * FROM v WHERE t = ?', ['nothing']), undefined, 'get with no row');
      same(await opened.store.run('UPDATE v SET i = i + 0 WHERE t = ?', ['nothing']), { changes: 0 }, 'changes when none');
      await shut(h, opened);
    },
  },
  {
    name: 'rows deleted and erased leave no byte of themselves in the file or its journals',
    async run(h) {
      const secret = 'Words for the family only, from aunt.winifred@example.org';
      const opened = await open(h, 'state.sqlite', schemaAt(1));
      same(await pragma(opened.store, 'secure_delete'), 1, 'secure_delete is on');
      await opened.store.transaction(async (tx) => {
        for (let i = 1; i <= 60; i++) {
          // Short rows, and long ones that spill onto overflow pages.
          const body = i % 3 === 0 ? `${secret} ${i} ${'the garden in May '.repeat(600)}` : `${secret} ${i}`;
          await tx.run('INSERT INTO notes (id, body) VALUES (?, ?)', [i, body]);
          await tx.run('INSERT INTO notes (id, body) VALUES (?, ?)', [1000 + i, `kept-${i}`]);
        }
      });
      // Changed once more, so older copies of its pages are in the journal or the WAL too.
      await opened.store.run("UPDATE notes SET body = body || ' (read again)' WHERE id <= 60");
      const deleted = await opened.store.run('DELETE FROM notes WHERE id <= 60');
      same(deleted, { changes: 60 }, 'rows deleted');
      await opened.store.eraseDeleted();
      same(await opened.store.get('SELECT COUNT(*) AS n FROM notes'), { n: 60 }, 'the other rows are kept');
      await integrity(opened.store);
      await shut(h, opened);
      const found: string[] = [];
      for (const suffix of ['', '-wal', '-shm', '-journal']) {
        const bytes = await h.readFile(`state.sqlite${suffix}`);
        if (bytes && (contains(bytes, 'aunt.winifred@example.org') || contains(bytes, 'for the family only'))) found.push(`state.sqlite${suffix}`);
      }
      // And anywhere else the engine keeps bytes (a pool's free slot that held a journal).
      const every = await h.everyFile();
      for (const { name, bytes } of every) if (contains(bytes, 'aunt.winifred@example.org') || contains(bytes, 'for the family only')) found.push(name);
      same(found, [], 'files holding the deleted words');
      ok(every.length > 0, 'the place has files');
      const file = await h.readFile('state.sqlite');
      ok(file && contains(file, 'kept-60'), 'the file still holds the rows that were not deleted');
      const again = await open(h, 'state.sqlite', schemaAt(1));
      same(await again.store.get('SELECT body FROM notes WHERE id = 1060'), { body: 'kept-60' }, 'a kept row after a new start');
      await shut(h, again);
    },
  },
  {
    name: 'a statement’s error says SQLite’s result code, and leaves the store usable',
    async run(h) {
      const opened = await open(h, 'state.sqlite', schemaAt(1));
      await opened.store.run('INSERT INTO notes (id, body) VALUES (1, ?)', ['one']);
      const error = await rejects(opened.store.run('INSERT INTO notes (id, body) VALUES (1, ?)', ['again']), Error, 'a duplicate key');
      const code = (extended: number) => (h.resultCodes === 'primary' ? extended & 0xff : extended);
      same((error as { errcode?: number }).errcode, code(1555), 'errcode SQLITE_CONSTRAINT_PRIMARYKEY');
      ok(/UNIQUE constraint failed/.test(error.message), `a plain message: ${error.message}`);
      const mistake = await rejects(opened.store.query('SELECT * FROM nowhere'), Error, 'no such table');
      same((mistake as { errcode?: number }).errcode, 1, 'errcode SQLITE_ERROR');
      same(await opened.store.query('SELECT body FROM notes'), [{ body: 'one' }], 'still usable');
      await shut(h, opened);
    },
  },
  {
    name: 'migrations from 0 to N run one transaction each, and a file at version k goes on to N keeping its rows',
    async run(h) {
      const first = await open(h, 'state.sqlite', schemaAt(2));
      same(await pragma(first.store, 'user_version'), 2, 'at 2');
      await first.store.run('INSERT INTO notes (body, kept_at) VALUES (?, ?)', ['kept', 7]);
      await shut(h, first);
      const later = await open(h, 'state.sqlite', schemaAt(4));
      same(later.store.version, 4, 'at 4');
      same(await later.store.query('SELECT body, kept_at FROM notes'), [{ body: 'kept', kept_at: 7 }], 'rows kept');
      same(await tables(later.store), ['notes', 'tags'], 'the later tables');
      same(later.asides, [], 'nothing set aside');
      await later.store.run('INSERT INTO tags (note, tag) VALUES (1, ?)', ['a']);
      await rejects(later.store.run('INSERT INTO tags (note, tag) VALUES (99, ?)', ['b']), Error, 'foreign keys are enforced');
      await shut(h, later);
    },
  },
  {
    name: 'a failing migration is rolled back whole and leaves the file at version k',
    async run(h) {
      const first = await open(h, 'state.sqlite', schemaAt(2));
      await first.store.run('INSERT INTO notes (body) VALUES (?)', ['kept']);
      await shut(h, first);
      // Migration 2 works; migration 3 makes a table, then fails: version 3, and no table t4.
      const engine = await h.engine();
      const asides: string[] = [];
      const failed = await rejects(
        openStore(engine, {
          name: 'state.sqlite',
          schema: schemaAt(3, ['CREATE TABLE t4 (x); INSERT INTO nowhere VALUES (1)']),
          onSetAside: (aside) => asides.push(aside),
        }),
        StoreMigrationFailed,
        'the failing migration',
      );
      same(failed.version, 3, 'the version it stays at');
      same(asides, [], 'a failed migration sets nothing aside');
      await h.release(engine);
      const again = await open(h, 'state.sqlite', schemaAt(3));
      same(await pragma(again.store, 'user_version'), 3, 'user_version stays at 3');
      same(await tables(again.store), ['notes', 'tags'], 'no table of the failed migration');
      same(await again.store.query('SELECT body FROM notes'), [{ body: 'kept' }], 'rows kept');
      await shut(h, again);
    },
  },
  {
    name: 'a transaction commits all or nothing: an error inside rolls it back and is rethrown',
    async run(h) {
      const opened = await open(h, 'state.sqlite', schemaAt(1));
      const value = await opened.store.transaction(async (tx) => {
        await tx.run('INSERT INTO notes (body) VALUES (?)', ['a']);
        await tx.run('INSERT INTO notes (body) VALUES (?)', ['b']);
        return 'done';
      });
      same(value, 'done', 'what the work returned');
      class Oops extends Error {}
      let leaked: Parameters<Parameters<Store['transaction']>[0]>[0] | null = null;
      await rejects(
        opened.store.transaction(async (tx) => {
          leaked = tx;
          await tx.run('INSERT INTO notes (body) VALUES (?)', ['c']);
          await tx.run("UPDATE notes SET body = 'changed' WHERE body = 'a'");
          throw new Oops('stop');
        }),
        Oops,
        'the work’s own error',
      );
      await rejects(
        opened.store.transaction(async (tx) => {
          await tx.run('INSERT INTO notes (body) VALUES (?)', ['d']);
          await tx.run('INSERT INTO notes (body) VALUES (NULL)');
        }),
        Error,
        'a failing statement',
      );
      same(await opened.store.query('SELECT body FROM notes ORDER BY id'), [{ body: 'a' }, { body: 'b' }], 'only the committed rows');
      await rejects(leaked!.run('INSERT INTO notes (body) VALUES (?)', ['late']), Error, 'a tx used after its transaction');
      same(await opened.store.get('SELECT COUNT(*) AS n FROM notes'), { n: 2 }, 'the late use wrote nothing');
      await shut(h, opened);
    },
  },
  {
    name: 'concurrent callers are served one at a time, in order: nothing runs inside another’s transaction',
    async run(h) {
      const opened = await open(h, 'state.sqlite', schemaAt(1));
      const { store } = opened;
      const log: string[] = [];
      const inside = (label: string) =>
        store.transaction(async (tx) => {
          log.push(`${label} begins`);
          await tx.run('INSERT INTO notes (body) VALUES (?)', [`${label} 1`]);
          await sleep(20);
          const seen = await tx.get<{ n: number }>("SELECT COUNT(*) AS n FROM notes WHERE body LIKE 'outside%'");
          await tx.run('INSERT INTO notes (body) VALUES (?)', [`${label} 2 saw ${seen!.n}`]);
          log.push(`${label} ends`);
        });
      const outside = (i: number) => store.run('INSERT INTO notes (body) VALUES (?)', [`outside ${i}`]).then(() => log.push(`outside ${i}`));
      const failing = () =>
        store
          .transaction(async (tx) => {
            log.push('failing begins');
            await tx.run('INSERT INTO notes (body) VALUES (?)', ['failing']);
            await sleep(10);
            throw new Error('no');
          })
          .catch(() => log.push('failing rolled back'));
      // Asked in this order, all at once.
      await Promise.all([inside('A'), outside(1), failing(), inside('B'), outside(2), outside(3), inside('C')]);
      same(
        log,
        ['A begins', 'A ends', 'outside 1', 'failing begins', 'failing rolled back', 'B begins', 'B ends', 'outside 2', 'outside 3', 'C begins', 'C ends'],
        'the order served',
      );
      same(
        (await store.query<{ body: string }>('SELECT body FROM notes ORDER BY id')).map((row) => row.body),
        ['A 1', 'A 2 saw 0', 'outside 1', 'B 1', 'B 2 saw 1', 'outside 2', 'outside 3', 'C 1', 'C 2 saw 3'],
        'what was written, transaction by transaction',
      );
      await shut(h, opened);
    },
  },
  {
    name: 'close waits for the work asked before it; what is asked after is refused',
    async run(h) {
      const opened = await open(h, 'state.sqlite', schemaAt(1));
      const slow = opened.store.transaction(async (tx) => {
        await sleep(50);
        await tx.run('INSERT INTO notes (body) VALUES (?)', ['slow']);
      });
      const queued = opened.store.run('INSERT INTO notes (body) VALUES (?)', ['queued']);
      const closing = opened.store.close();
      await rejects(opened.store.query('SELECT 1'), StoreClosed, 'a query after close');
      await Promise.all([slow, queued, closing]);
      await h.release(opened.engine);
      const again = await open(h, 'state.sqlite', schemaAt(1));
      same(await again.store.query('SELECT body FROM notes ORDER BY id'), [{ body: 'slow' }, { body: 'queued' }], 'both were written');
      await shut(h, again);
    },
  },
  {
    name: 'a file of another application is set aside whole, and a new one started',
    async run(h) {
      const before = await fileWithNotes(h, 'state.sqlite', { ...schemaAt(1), applicationId: 0x0f0f0f0f }, 'foreign');
      const opened = await open(h, 'state.sqlite', schemaAt(4));
      await checkSetAside(h, opened, 'state.sqlite', before, /not this store's \(application_id 252645135\)/);
    },
  },
  {
    name: 'a plain SQLite file with tables but no application_id is not this store’s: set aside',
    async run(h) {
      const before = await fileWithNotes(h, 'state.sqlite', { ...schemaAt(1), applicationId: 0 }, 'plain');
      const opened = await open(h, 'state.sqlite', schemaAt(4));
      await checkSetAside(h, opened, 'state.sqlite', before, /application_id 0/);
    },
  },
  {
    name: 'a file a newer version wrote is set aside whole, and a new one started',
    async run(h) {
      const before = await fileWithNotes(h, 'state.sqlite', schemaAt(4, ['CREATE TABLE from_the_future (x)']), 'newer');
      const opened = await open(h, 'state.sqlite', schemaAt(4));
      await checkSetAside(h, opened, 'state.sqlite', before, /newer version wrote the file \(version 5; this one knows 4\)/);
    },
  },
  {
    name: 'a file whose header is overwritten is set aside whole, and a new one started',
    async run(h) {
      await fileWithNotes(h, 'state.sqlite', schemaAt(4), 'header');
      await h.writeAt('state.sqlite', 0, new Uint8Array(100).fill(0xa5));
      const before = (await h.readFile('state.sqlite'))!;
      const opened = await open(h, 'state.sqlite', schemaAt(4));
      await checkSetAside(h, opened, 'state.sqlite', before, /not a database/);
    },
  },
  {
    name: 'a file with a page overwritten is set aside whole, and a new one started; the same stamp twice keeps both asides',
    async run(h) {
      const first = await fileWithNotes(h, 'state.sqlite', schemaAt(4), 'page');
      const size = pageSizeOf(first);
      same(first.length % size, 0, 'whole pages');
      // Page 2 is the root of the first table made (notes): garbage there breaks its b-tree.
      await h.writeAt('state.sqlite', size, new Uint8Array(size).fill(0xee));
      const before = (await h.readFile('state.sqlite'))!;
      const opened = await open(h, 'state.sqlite', schemaAt(4));
      const aside = await checkSetAside(h, opened, 'state.sqlite', before, /check|malformed/);
      // The same again, at the same clock time: a second aside, the first untouched.
      await fileWithNotes(h, 'state.sqlite', schemaAt(4), 'again');
      await h.writeAt('state.sqlite', size, new Uint8Array(size).fill(0xee));
      const second = await open(h, 'state.sqlite', schemaAt(4));
      same(second.asides.length, 1, 'set aside again');
      ok(second.asides[0]!.aside !== aside, 'under another name');
      await shut(h, second);
      ok(bytesEqual((await h.readFile(aside))!, before), 'the first aside is untouched');
    },
  },
  {
    name: 'an index that no longer matches its table: deleting the row is StoreDamaged, and setAside moves the file',
    async run(h) {
      const made = await open(h, 'state.sqlite', { ...schemaAt(4), migrations: [...MIGRATIONS, 'CREATE INDEX notes_body ON notes (body)'] });
      await made.store.transaction(async (tx) => {
        for (let i = 1; i <= 100; i++) await tx.run('INSERT INTO notes (body) VALUES (?)', [`indexed-${String(i).padStart(4, '0')}`]);
      });
      await shut(h, made);
      const bytes = (await h.readFile('state.sqlite'))!;
      // The text is in the table's row and in the index: change it in the table's page only.
      const at = inTablePage(bytes, 'indexed-0050');
      ok(at >= 0, 'note 50 is on a table page');
      await h.writeAt('state.sqlite', at, new TextEncoder().encode('indexed-X050'));
      const schema = { ...schemaAt(4), migrations: [...MIGRATIONS, 'CREATE INDEX notes_body ON notes (body)'] };
      const opened = await open(h, 'state.sqlite', schema);
      same(opened.asides, [], 'the file passes its quick check at open');
      const damaged = await rejects(opened.store.run('DELETE FROM notes WHERE id = 50'), StoreDamaged, 'deleting the row');
      same((damaged.errcode ?? 0) & 0xff, 11, 'SQLITE_CORRUPT');
      await rejects(
        opened.store.transaction((tx) => tx.run('DELETE FROM notes WHERE id = 50')),
        StoreDamaged,
        'the same inside a transaction',
      );
      same(await opened.store.get('SELECT COUNT(*) AS n FROM notes'), { n: 100 }, 'the store is still open, nothing dropped');
      const aside = await opened.store.setAside('damaged while running');
      ok(aside && aside.startsWith('state.sqlite.set-aside-'), `set aside as ${aside}`);
      same(opened.asides, [{ aside, reason: 'damaged while running' }], 'onSetAside told');
      await rejects(opened.store.query('SELECT 1'), StoreClosed, 'the store set aside is closed');
      await h.release(opened.engine);
      ok(contains((await h.readFile(aside))!, 'indexed-X050'), 'the aside holds the rows');
      const fresh = await open(h, 'state.sqlite', schema);
      same(await fresh.store.get('SELECT COUNT(*) AS n FROM notes'), { n: 0 }, 'a new file');
      await shut(h, fresh);
    },
  },
  {
    name: 'the same file opened twice on one engine is refused plainly; :memory: opens any number of times',
    async run(h) {
      const opened = await open(h, 'state.sqlite', schemaAt(1));
      const second = await rejects(openStore(opened.engine, { name: 'state.sqlite', schema: schemaAt(1) }), Error, 'a second open');
      ok(/open already/.test(second.message), `says so: ${second.message}`);
      const a = await openStore(opened.engine, { name: ':memory:', schema: schemaAt(1) });
      const b = await openStore(opened.engine, { name: ':memory:', schema: schemaAt(1) });
      await a.run('INSERT INTO notes (body) VALUES (?)', ['only in a']);
      same(await b.query('SELECT * FROM notes'), [], 'two memory stores are apart');
      same(await a.setAside('nothing to set aside'), null, 'a memory store has no file to set aside');
      await b.close();
      await opened.store.run('INSERT INTO notes (body) VALUES (?)', ['still fine']);
      await shut(h, opened);
    },
  },
  {
    name: 'another process or worker using the same file is refused or serialised, never mixed',
    async run(h) {
      const opened = await open(h, 'shared.sqlite', SHARED_SCHEMA);
      const { store } = opened;
      // Hold a write transaction while the other one tries.
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let begun!: () => void;
      const inTransaction = new Promise<void>((resolve) => (begun = resolve));
      const holding = store.transaction(async (tx) => {
        await tx.run("INSERT INTO who (name) VALUES ('first')");
        begun();
        await gate;
        await tx.run("INSERT INTO who (name) VALUES ('first again')");
      });
      await inTransaction;
      const other = h.other('shared.sqlite', 1000);
      const early = await Promise.race([other.opened.then(() => 'opened' as const), other.done]);
      if (early === 'opened') await sleep(300); // it is now waiting for the lock
      release();
      await holding;
      const result = await other.done;
      const names = (await store.query<{ name: string }>('SELECT name FROM who ORDER BY id')).map((row) => row.name);
      await integrity(store);
      // Held past the other's wait: refused, whatever the engine.
      let releaseLong!: () => void;
      const longGate = new Promise<void>((resolve) => (releaseLong = resolve));
      let begunLong!: () => void;
      const inLong = new Promise<void>((resolve) => (begunLong = resolve));
      const holdingLong = store.transaction(async (tx) => {
        await tx.run("INSERT INTO who (name) VALUES ('held')");
        begunLong();
        await longGate;
      });
      await inLong;
      const impatient = h.other('shared.sqlite', 200);
      const refused = await impatient.done;
      releaseLong();
      await holdingLong;
      ok(!refused.ok && refused.busy, `held past its wait, the other is refused as busy: ${JSON.stringify(refused)}`);
      const after = (await store.query<{ name: string }>('SELECT name FROM who ORDER BY id')).map((row) => row.name);
      await integrity(store);
      await shut(h, opened);
      if (result.ok) {
        same(names, ['first', 'first again', 'other'], 'serialised: the other wrote after the whole transaction');
        same(after, ['first', 'first again', 'other', 'held'], 'the refused one wrote nothing');
        return `serialised (the other waited for the lock); past its wait: refused (${refused.message})`;
      }
      ok(result.busy, `refused as busy: ${result.message}`);
      same(names, ['first', 'first again'], 'refused: only the holder wrote');
      same(after, ['first', 'first again', 'held'], 'the refused one wrote nothing');
      return `refused (${result.message})`;
    },
  },
  {
    name: 'a write interrupted by killing the writer leaves the old or the new state, never a mix (several rounds)',
    async run(h) {
      const rounds = 5;
      const seen: string[] = [];
      let committed = 0;
      for (let round = 1; round <= rounds; round++) {
        const killed = await h.killMidWrite('batches.sqlite');
        const opened = await open(h, 'batches.sqlite', BATCH_SCHEMA);
        same(opened.asides, [], `round ${round}: nothing set aside`);
        await integrity(opened.store);
        const counter = await opened.store.get<{ n: number; batches: number }>('SELECT n, batches FROM counter');
        const count = await opened.store.get<{ n: number }>('SELECT COUNT(*) AS n FROM rows');
        const partial = await opened.store.query(`SELECT batch, COUNT(*) AS n FROM rows GROUP BY batch HAVING COUNT(*) != ${BATCH_ROWS}`);
        const batches = await opened.store.query<{ batch: number }>('SELECT DISTINCT batch FROM rows ORDER BY batch');
        same(partial, [], `round ${round}: no batch is partly there`);
        same(count!.n, counter!.n, `round ${round}: the counter agrees with the rows`);
        same(counter!.n, counter!.batches * BATCH_ROWS, `round ${round}: whole batches`);
        same(
          batches.map((row) => row.batch),
          Array.from({ length: counter!.batches }, (_, i) => i + 1),
          `round ${round}: batches 1 to ${counter!.batches}`,
        );
        // Kept: every batch seen committed (in this round or before), and perhaps the one it was writing.
        const floor = Math.max(committed, killed.committed);
        ok(
          counter!.batches === floor || counter!.batches === floor + 1,
          `round ${round}: every batch seen committed is kept, and at most the one being written besides (${counter!.batches} kept, ${floor} seen committed)`,
        );
        const notes = [
          ...(counter!.batches > floor ? ['the last one committed as it was killed'] : []),
          ...(killed.leftJournal ? ['killed inside a transaction: its journal was left, and the next open rolled it back'] : []),
        ];
        seen.push(`${counter!.batches - committed} new${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`);
        committed = counter!.batches;
        await shut(h, opened);
      }
      ok(committed > 0, 'the writer committed something over the rounds');
      return `${rounds} rounds, ${committed} batches kept: ${seen.join(', ')}`;
    },
  },
];
