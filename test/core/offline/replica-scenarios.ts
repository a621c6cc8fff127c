/**
 * What the replica (core/offline/replica.ts) promises, on any StoreEngine: one list of scenarios,
 * run by replica.test.ts on node:sqlite and by replica.chromium.test.ts on sqlite-wasm in OPFS
 * inside Chromium (browser/page.ts runs them in the page). So this file is runtime-neutral, like
 * the core: no node:*, no vitest; it checks with its own small asserts.
 *
 * What differs between engines is given by a harness (the Store suite's, test/core/store/conformance.ts,
 * cut to what the replica needs): starting the engine again, and reading or damaging its files
 * while no engine holds them. Faults no real file shows on demand (damage found mid-run, a folder
 * where nothing can be opened) come from a wrapper around the real engine.
 */
import { Replica, REPLICA_FILE, REPLICA_SCHEMA, REPLICA_VERSION, USES_WRITTEN_AFTER_MS, type StoredRead } from '../../../core/offline/replica';
import type { SqlConnection, SqlValue, StoreEngine } from '../../../core/ports';

export interface ReplicaHarness {
  /** A new engine over this scenario's own place (a folder, an OPFS pool): the app started again. */
  engine(): Promise<StoreEngine>;
  /** Lets go of an engine whose stores are all closed, so its files can be read or damaged, or opened by another. */
  release(engine: StoreEngine): Promise<void>;
  /** A stored file's bytes (a file set aside too), read while no engine holds it; null when there is none. */
  readFile(name: string): Promise<Uint8Array | null>;
  /** Overwrites a stored file's bytes at `offset`, while no engine holds it (damage from outside). */
  writeAt(name: string, offset: number, bytes: Uint8Array): Promise<void>;
}

export interface ReplicaScenario {
  name: string;
  run(h: ReplicaHarness): Promise<string | void>;
}

// ---------------------------------------------------------------------------------------------
// Small asserts (no test framework here).

function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`expected: ${what}`);
}

function same(actual: unknown, expected: unknown, what: string): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`);
}

// ---------------------------------------------------------------------------------------------
// What the scenarios share.

/** A clock that moves only when told. */
function manualClock(start = 1_767_258_000_000) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** What the replica told of files set aside. */
function asides() {
  const told: { aside: string; reason: string }[] = [];
  return { told, onSetAside: (aside: string, reason: string) => told.push({ aside, reason }) };
}

const memorials = (names: string[]) => ({ data: names.map((name, i) => ({ id: i + 1, deceased_name: name })), meta: { total: names.length } });
const answer = (data: unknown, readAt: number): StoredRead => ({ status: 200, data, readAt });

/** Runs `sql` on the engine's file directly (no Store): a file as another version or program left it. */
async function shapeFile(h: ReplicaHarness, sql: string): Promise<void> {
  const engine = await h.engine();
  const db = await engine.open(REPLICA_FILE);
  await db.exec(sql);
  await db.close();
  await h.release(engine);
}

const corrupt = () => Object.assign(new Error('database disk image is malformed'), { errcode: 11 });
const cannotOpen = () => Object.assign(new Error('unable to open database file'), { errcode: 14 });

/**
 * The real engine, with faults on demand: `damage()` makes every statement about the replica's
 * table on the connections open now fail as a damaged file does (SQLITE_CORRUPT; connections
 * opened later are whole, as a new file is); `refuseFiles` makes every file fail to open (a
 * read-only folder), while `:memory:` still opens.
 */
function faulty(engine: StoreEngine) {
  const open = new Set<{ damaged: boolean }>();
  const faults = {
    refuseFiles: false,
    damage: () => {
      for (const connection of open) connection.damaged = true;
    },
  };
  const wrapped: StoreEngine = {
    kind: `${engine.kind}, with faults`,
    async open(name) {
      if (faults.refuseFiles && name !== ':memory:') throw cannotOpen();
      const inner = await engine.open(name);
      const state = { damaged: false };
      open.add(state);
      const guard = <T>(sql: string, work: () => Promise<T>): Promise<T> => (state.damaged && /\breads\b/.test(sql) ? Promise.reject(corrupt()) : work());
      const connection: SqlConnection = {
        exec: (sql) => guard(sql, () => inner.exec(sql)),
        query: <Row extends object = Record<string, SqlValue>>(sql: string, params?: readonly SqlValue[]) => guard(sql, () => inner.query<Row>(sql, params)),
        run: (sql, params) => guard(sql, () => inner.run(sql, params)),
        close: () => {
          open.delete(state);
          return inner.close();
        },
      };
      return connection;
    },
    setAside: (name, stamp) => engine.setAside(name, stamp),
  };
  return { engine: wrapped, faults };
}

// ---------------------------------------------------------------------------------------------

export const REPLICA_SCENARIOS: ReplicaScenario[] = [
  {
    name: 'keeps an answer with the time it was read, across a restart',
    async run(h) {
      const clock = manualClock();
      const set = asides();
      const engine = await h.engine();
      const first = await Replica.open(engine, { clock, onSetAside: set.onSetAside });
      same(first.keptIn, REPLICA_FILE, 'the replica is in its file');
      same(await first.put('family', 'listMyMemorials', '{"query":{}}', null, answer(memorials(['Eleanor']), 1_000)), true, 'a new answer is news');
      await first.close();
      await h.release(engine);

      const again = await h.engine();
      const second = await Replica.open(again, { clock, onSetAside: set.onSetAside });
      same(await second.get('family', 'listMyMemorials', '{"query":{}}'), answer(memorials(['Eleanor']), 1_000), 'the answer after a restart');
      same(await second.get('family', 'listMyMemorials', '{"query":{"page":2}}'), null, 'another input');
      same(await second.get('someone else', 'listMyMemorials', '{"query":{}}'), null, 'another account');
      same(await second.size(), { rows: 1, bytes: JSON.stringify(memorials(['Eleanor'])).length }, 'its size');
      await second.close();
      await h.release(again);
      same(set.told, [], 'nothing set aside');
    },
  },
  {
    name: 'says whether an answer changed, so screens are told only of news',
    async run(h) {
      const engine = await h.engine();
      const replica = await Replica.open(engine, { clock: manualClock() });
      same(await replica.put('family', 'getFund', 'k', 12, answer({ exists: false }, 1)), true, 'first answer');
      same(await replica.put('family', 'getFund', 'k', 12, answer({ exists: false }, 2)), false, 'the same answer, later');
      same((await replica.get('family', 'getFund', 'k'))?.readAt, 2, 'its time moved on');
      same(await replica.put('family', 'getFund', 'k', 12, answer({ exists: true }, 3)), true, 'a different answer');
      await replica.close();
      await h.release(engine);
    },
  },
  {
    name: 'serves calls in the order they were made: a put made before a get is seen by it',
    async run(h) {
      const engine = await h.engine();
      const replica = await Replica.open(engine, { clock: manualClock() });
      const put = replica.put('family', 'getFund', 'k', 12, answer({ exists: true, n: 1 }, 1));
      const got = replica.get('family', 'getFund', 'k');
      const forgotten = replica.forgetAccount('family');
      const after = replica.get('family', 'getFund', 'k');
      const putAgain = replica.put('family', 'getFund', 'k', 12, answer({ exists: true, n: 2 }, 2));
      const last = replica.get('family', 'getFund', 'k');
      same(await put, true, 'the put');
      same((await got)?.data, { exists: true, n: 1 }, 'the get after the put');
      await forgotten;
      same(await after, null, 'the get after forgetting');
      same(await putAgain, true, 'the put after forgetting is news');
      same((await last)?.data, { exists: true, n: 2 }, 'the last get');
      await replica.close();
      await h.release(engine);
    },
  },
  {
    name: 'deletes an account’s answers when it signs out, and those of accounts no longer on this computer',
    async run(h) {
      const engine = await h.engine();
      const replica = await Replica.open(engine, { clock: manualClock() });
      for (const account of ['family', 'desk', 'gone']) await replica.put(account, 'listMyMemorials', 'k', null, answer({ secretless: true }, 1));
      await replica.forgetAccount('family');
      same(await replica.get('family', 'listMyMemorials', 'k'), null, 'the signed-out account');
      await replica.keepOnly(['desk']);
      same(await replica.get('gone', 'listMyMemorials', 'k'), null, 'the account no longer here');
      check((await replica.get('desk', 'listMyMemorials', 'k')) !== null, 'the account still here keeps its answer');
      same(await replica.size(), { rows: 1, bytes: JSON.stringify({ secretless: true }).length }, 'what is left');
      await replica.keepOnly([]);
      same((await replica.size()).rows, 0, 'no accounts, no answers');
      await replica.close();
      await h.release(engine);
    },
  },
  {
    name: 'evicts the least recently used answers past its size cap, counting UTF-8 bytes',
    async run(h) {
      const clock = manualClock();
      const engine = await h.engine();
      const replica = await Replica.open(engine, { clock, maxBytes: 5_000 });
      // 'é' is two bytes of UTF-8: each answer is some 1,000 bytes, not 500.
      const big = (n: number) => answer({ text: 'é'.repeat(500), n }, n);
      for (let i = 0; i < 4; i++) {
        clock.advance(1_000);
        await replica.put('family', 'getMyMemorial', `m${i}`, i, big(i));
      }
      clock.advance(1_000);
      check((await replica.get('family', 'getMyMemorial', 'm0')) !== null, 'm0 is there, and used again now');
      for (let i = 4; i < 6; i++) {
        clock.advance(1_000);
        await replica.put('family', 'getMyMemorial', `m${i}`, i, big(i));
      }
      const size = await replica.size();
      check(size.bytes <= 5_000, `within its cap (${size.bytes} bytes)`);
      check((await replica.get('family', 'getMyMemorial', 'm0')) !== null, 'the one used again is kept');
      check((await replica.get('family', 'getMyMemorial', 'm5')) !== null, 'the newest is kept');
      same(await replica.get('family', 'getMyMemorial', 'm1'), null, 'the least recently used is gone');
      await replica.close();
      await h.release(engine);
      return `${size.rows} answers, ${size.bytes} bytes kept under a cap of 5000`;
    },
  },
  {
    name: 'writes when an answer was used with the next write or at closing, never as a write of its own',
    async run(h) {
      const clock = manualClock();
      const inner = await h.engine();
      const written: string[] = [];
      const engine: StoreEngine = {
        kind: `${inner.kind}, counting writes`,
        async open(name) {
          const connection = await inner.open(name);
          return {
            exec: (sql) => (written.push(sql), connection.exec(sql)),
            query: <Row extends object = Record<string, SqlValue>>(sql: string, params?: readonly SqlValue[]) => connection.query<Row>(sql, params),
            run: (sql, params) => (written.push(sql), connection.run(sql, params)),
            close: () => connection.close(),
          };
        },
        setAside: (name, stamp) => inner.setAside(name, stamp),
      };
      const big = (n: number) => answer({ text: 'é'.repeat(500), n }, n);
      let replica = await Replica.open(engine, { clock, maxBytes: 5_000 });
      for (let i = 0; i < 4; i++) {
        clock.advance(1_000);
        await replica.put('family', 'getMyMemorial', `m${i}`, i, big(i));
      }
      clock.advance(1_000);
      written.length = 0;
      check((await replica.get('family', 'getMyMemorial', 'm0')) !== null, 'm0 is there');
      check((await replica.get('family', 'getMyMemorial', 'm9')) === null, 'm9 never was');
      same(written, [], 'reading writes nothing');
      // Closed and opened again: the use was written as it closed, so m0 is now newer than m1.
      await replica.close();
      replica = await Replica.open(engine, { clock, maxBytes: 5_000 });
      for (let i = 4; i < 6; i++) {
        clock.advance(1_000);
        await replica.put('family', 'getMyMemorial', `m${i}`, i, big(i));
      }
      check((await replica.get('family', 'getMyMemorial', 'm0')) !== null, 'the one used before closing is kept');
      same(await replica.get('family', 'getMyMemorial', 'm1'), null, 'the least recently used is gone');
      await replica.close();

      // With timers, the uses are written by themselves a while after the first one, in one write.
      const timers: { fn: () => void; ms: number }[] = [];
      const timed = {
        ...clock,
        setTimeout: (fn: () => void, ms: number) => (timers.push({ fn, ms }), { timer: timers.length }),
        clearTimeout: () => undefined,
      };
      replica = await Replica.open(engine, { clock: timed, maxBytes: 5_000 });
      written.length = 0;
      // A start's keepOnly with no account gone: asked, nothing written (no transaction at all).
      same(await replica.keepOnly(['family']), 0, 'nothing to forget');
      same(written, [], 'a start with nothing to forget writes nothing');
      await replica.get('family', 'getMyMemorial', 'm0');
      await replica.get('family', 'getMyMemorial', 'm5');
      same(written, [], 'reading still writes nothing at once');
      same(
        timers.map((t) => t.ms),
        [USES_WRITTEN_AFTER_MS],
        'one write asked for, a while later',
      );
      timers[0]!.fn();
      await replica.size();
      same(written.filter((sql) => sql.startsWith('UPDATE reads SET used_at')).length, 2, 'both uses written, in one transaction');
      same(written.filter((sql) => sql === 'BEGIN IMMEDIATE').length, 1, 'one transaction');
      await replica.close();
      await h.release(inner);
    },
  },
  {
    name: 'sets a damaged file aside when it opens, and starts a new one',
    async run(h) {
      const clock = manualClock();
      const set = asides();
      const engine = await h.engine();
      const first = await Replica.open(engine, { clock, onSetAside: set.onSetAside });
      await first.put('family', 'listMyMemorials', 'k', null, answer(memorials(['Eleanor']), 1));
      await first.close();
      await h.release(engine);
      await h.writeAt(REPLICA_FILE, 0, new Uint8Array(8192).fill(0x5a));

      const again = await h.engine();
      const second = await Replica.open(again, { clock, onSetAside: set.onSetAside });
      same(set.told.length, 1, 'one file set aside');
      same(second.keptIn, REPLICA_FILE, 'a new file, not memory');
      same(await second.get('family', 'listMyMemorials', 'k'), null, 'the new file holds nothing');
      await second.put('family', 'listMyMemorials', 'k', null, answer(memorials(['Again']), 2));
      same((await second.get('family', 'listMyMemorials', 'k'))?.data, memorials(['Again']), 'the new file keeps answers');
      await second.close();
      await h.release(again);
      check((await h.readFile(set.told[0]!.aside)) !== null, `the file set aside is there to look at (${set.told[0]!.aside})`);
      return set.told[0]!.reason;
    },
  },
  {
    name: 'sets aside a file of an older shape, of a newer version, or of another program, and rebuilds',
    async run(h) {
      const id = REPLICA_SCHEMA.applicationId;
      const cases = [
        ['an older replica: version 0 with a table of another shape', `CREATE TABLE reads (x TEXT); PRAGMA application_id = ${id}; PRAGMA user_version = 0`],
        ['a newer replica', `CREATE TABLE reads (x TEXT); PRAGMA application_id = ${id}; PRAGMA user_version = ${REPLICA_VERSION + 1}`],
        ['another program’s file', 'CREATE TABLE notes (x TEXT); PRAGMA user_version = 1'],
      ] as const;
      const reasons: string[] = [];
      for (const [what, sql] of cases) {
        const clock = manualClock();
        const set = asides();
        // Whatever an earlier case left is set aside first, so each case starts from its own file.
        const clean = await h.engine();
        await clean.setAside(REPLICA_FILE, `before-${reasons.length}`);
        await h.release(clean);
        await shapeFile(h, sql);
        const engine = await h.engine();
        const replica = await Replica.open(engine, { clock, onSetAside: set.onSetAside });
        same(set.told.length, 1, `${what}: set aside once`);
        same(replica.keptIn, REPLICA_FILE, `${what}: a new file`);
        await replica.put('family', 'getFund', 'k', 1, answer({ exists: true }, 5));
        same((await replica.get('family', 'getFund', 'k'))?.readAt, 5, `${what}: the new file keeps answers`);
        await replica.close();
        await h.release(engine);
        reasons.push(`${what}: ${set.told[0]!.reason}`);
      }
      return reasons.join('; ');
    },
  },
  {
    name: 'a file found damaged while in use is set aside and rebuilt; that call answers as if nothing were kept',
    async run(h) {
      const clock = manualClock();
      const set = asides();
      const real = await h.engine();
      const { engine, faults } = faulty(real);
      const replica = await Replica.open(engine, { clock, onSetAside: set.onSetAside });
      await replica.put('family', 'listMyMemorials', 'k', null, answer(memorials(['Eleanor']), 1));
      faults.damage();
      same(await replica.get('family', 'listMyMemorials', 'k'), null, 'the call that met the damage');
      // Asked while the file is being replaced: served on the new file, in this order.
      const put = replica.put('family', 'listMyMemorials', 'k2', null, answer(memorials(['Again']), 2));
      const got = replica.get('family', 'listMyMemorials', 'k2');
      const old = replica.get('family', 'listMyMemorials', 'k');
      same(await put, true, 'a put asked meanwhile');
      same((await got)?.data, memorials(['Again']), 'a get asked after it sees it');
      same(await old, null, 'what the damaged file held is not in the new one');
      same(set.told.length, 1, 'set aside once');
      same(replica.keptIn, REPLICA_FILE, 'a new file, not memory');
      same(await replica.size(), { rows: 1, bytes: JSON.stringify(memorials(['Again'])).length }, 'the new file’s size');
      await replica.close();
      await h.release(real);
      check((await h.readFile(set.told[0]!.aside)) !== null, 'the damaged file is there to look at');
      return set.told[0]!.reason;
    },
  },
  {
    name: 'when not even a new file can be opened, keeps answers in memory for this run',
    async run(h) {
      const set = asides();
      const real = await h.engine();
      const { engine, faults } = faulty(real);
      faults.refuseFiles = true;
      const replica = await Replica.open(engine, { clock: manualClock(), onSetAside: set.onSetAside });
      same(replica.keptIn, ':memory:', 'kept in memory');
      same(await replica.put('family', 'getFund', 'k', 1, answer({ exists: true }, 5)), true, 'a put');
      same((await replica.get('family', 'getFund', 'k'))?.readAt, 5, 'a get');
      same(set.told, [], 'nothing set aside: the folder refused, no file was damaged');
      await replica.close();
      same(await replica.get('family', 'getFund', 'k'), null, 'closed: nothing kept, nothing thrown');
      same(await replica.put('family', 'getFund', 'k', 1, answer({ exists: true }, 6)), false, 'closed: a put is no news');
      await h.release(real);
    },
  },
  {
    name: 'a run kept to memory forgets a signed-out account in the file too, once the file opens again',
    async run(h) {
      const first = await h.engine();
      const earlier = await Replica.open(first, { clock: manualClock() });
      await earlier.put('family', 'getFund', 'k', 1, answer({ words: 'for the family only' }, 5));
      await earlier.put('home', 'getFund', 'k', 1, answer({ words: 'the office' }, 5));
      await earlier.close();
      await h.release(first);
      // The next run could not open the file at its start (on a phone: the pool still held by the page before).
      const real = await h.engine();
      const { engine, faults } = faulty(real);
      faults.refuseFiles = true;
      const replica = await Replica.open(engine, { clock: manualClock() });
      same(replica.keptIn, ':memory:', 'kept in memory');
      faults.refuseFiles = false;
      await replica.forgetAccount('family');
      await replica.eraseDeleted();
      same(replica.keptIn, REPLICA_FILE, 'the file again');
      same(await replica.get('family', 'getFund', 'k'), null, 'the signed-out account: gone from the file');
      same((await replica.get('home', 'getFund', 'k'))?.readAt, 5, 'another account: kept');
      await replica.close();
      await h.release(real);
      const bytes = await h.readFile(REPLICA_FILE);
      check(bytes !== null && !new TextDecoder('latin1').decode(bytes).includes('for the family only'), 'no byte of its answer in the file');
    },
  },
];
