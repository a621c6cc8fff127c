/**
 * The page store.chromium.test.ts opens in Chromium: it runs the Store conformance scenarios
 * (conformance.ts) on sqlite-wasm in OPFS, each in a pool (OPFS folder) of its own, and a second
 * tab's view of a pool for the test of two tabs. The test drives it with page.evaluate.
 */
import type { StoreEngine } from '../../../../core/ports';
import { openStore, StoreBusy, type Store } from '../../../../core/store/store';
import { SqliteWasmEngine } from '../../../../mobile/web/sqlite-wasm/store';
import { openWriter, SCENARIOS, SHARED_SCHEMA, writeBatch, type Harness, type OtherResult } from '../conformance';
import { poolFiles, type Place } from './opfs-pool';

function browserHarness(place: Place, engines: SqliteWasmEngine[]): Harness {
  const engine = (lockWaitMs = 3000) => {
    const made = new SqliteWasmEngine({ ...place, lockWaitMs });
    engines.push(made);
    return made;
  };
  const harness: Harness = {
    engine: () => Promise.resolve(engine()),
    release: (e: StoreEngine) => {
      (e as SqliteWasmEngine).terminate();
      return Promise.resolve();
    },
    ...poolFiles(place),
    other(name, waitMs) {
      const other = engine(waitMs);
      let opened!: () => void;
      const openedPromise = new Promise<void>((resolve) => (opened = resolve));
      const done = (async (): Promise<OtherResult> => {
        try {
          const store = await openStore(other, { name, schema: SHARED_SCHEMA, busyTimeoutMs: waitMs });
          opened();
          await store.run("INSERT INTO who (name) VALUES ('other')");
          await store.close();
          return { ok: true };
        } catch (error) {
          return { ok: false, busy: error instanceof StoreBusy, message: error instanceof Error ? error.message : String(error) };
        } finally {
          other.terminate();
        }
      })();
      return { opened: openedPromise, done };
    },
    async killMidWrite(name) {
      const writer = engine();
      const store = await openWriter(writer, name);
      let committed = 0;
      // Once the first batch is in, killed at a random moment of the next one or two.
      const started = performance.now();
      try {
        committed = await writeBatch(store);
        setTimeout(() => writer.terminate(), Math.random() * 1.5 * (performance.now() - started));
        for (;;) committed = await writeBatch(store);
      } catch (error) {
        if (!/the database worker was stopped/.test(String(error))) throw error;
      }
      // A rollback journal is there only while a transaction writes (the Node engine's WAL is always there).
      const journal = await harness.readFile(`${name}-journal`);
      return { committed, leftJournal: journal !== null && journal.some((byte) => byte !== 0) };
    },
  };
  return harness;
}

let places = 0;
function newPlace(): Place {
  const n = `${Date.now().toString(36)}-${places++}`;
  return { directory: `store-test-${n}`, asideDirectory: `store-test-${n}-set-aside` };
}

/** What a second tab holds. */
let held: { engine: SqliteWasmEngine; store: Store } | null = null;

const api = {
  names: () => SCENARIOS.map((scenario) => scenario.name),
  async run(name: string): Promise<{ ok: true; said: string | null } | { ok: false; error: string }> {
    const scenario = SCENARIOS.find((s) => s.name === name);
    if (!scenario) return { ok: false, error: `no scenario ${name}` };
    const engines: SqliteWasmEngine[] = [];
    try {
      const said = await scenario.run(browserHarness(newPlace(), engines));
      return { ok: true, said: said ?? null };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    } finally {
      for (const engine of engines) engine.terminate();
    }
  },
  /** A pool of its own, for two tabs to share. */
  newPlace,
  /** This tab opens `name` in the pool and keeps it open. */
  async hold(place: Place, name: string): Promise<string> {
    const engine = new SqliteWasmEngine({ ...place, lockWaitMs: 1000 });
    try {
      const store = await openStore(engine, { name, schema: SHARED_SCHEMA });
      await store.run('INSERT INTO who (name) VALUES (?)', [document.title]);
      held = { engine, store };
      return 'held';
    } catch (error) {
      engine.terminate();
      return `${error instanceof StoreBusy ? 'StoreBusy' : 'Error'}: ${error instanceof Error ? error.message : String(error)}`;
    }
  },
  /** This tab closes what it holds (as closing the tab would). */
  letGo(): void {
    held?.engine.terminate();
    held = null;
  },
  async whoIn(place: Place, name: string): Promise<string[]> {
    const engine = new SqliteWasmEngine({ ...place, lockWaitMs: 3000 });
    try {
      const store = await openStore(engine, { name, schema: SHARED_SCHEMA });
      const rows = await store.query<{ name: string }>('SELECT name FROM who ORDER BY id');
      await store.close();
      return rows.map((row) => row.name);
    } finally {
      engine.terminate();
    }
  },
};

declare global {
  interface Window {
    storeConformance: typeof api;
  }
}

window.storeConformance = api;
