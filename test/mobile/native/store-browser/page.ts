/**
 * The page store.conformance.chromium.test.ts opens in Chromium: it runs the Store
 * conformance scenarios (test/core/store/conformance.ts) on the phone's Store adapter
 * (mobile/native/store.ts), made as the phone's home makes it, over the plugin's own web
 * platform (jeep-sqlite.ts) instead of the phone's native SQLite. The test drives it with
 * page.evaluate.
 */
import type { StoreEngine } from '../../../../core/ports';
import { CapacitorSqliteEngine, type SqlitePlugin } from '../../../../mobile/native/store';
import { openStore } from '../../../../core/store/store';
import { BATCH_ROWS, BATCH_SCHEMA, openWriter, SCENARIOS, writeBatch, type Harness } from '../../../core/store/conformance';
import { idbFileMover, idbFiles, urlOf } from './idb-files';
import { startWebPlatform, type WebPlatform } from './jeep-sqlite';

function phoneHarness(started: Map<StoreEngine, WebPlatform>): Harness {
  return {
    async engine() {
      const platform = await startWebPlatform();
      const sqlite: SqlitePlugin = platform.plugin;
      // The one method of the adapter's the web platform leaves unimplemented: where a database's file is.
      sqlite.getUrl = (options) => Promise.resolve({ url: urlOf(String(options.database)) });
      const engine = new CapacitorSqliteEngine(sqlite, idbFileMover);
      started.set(engine, platform);
      return engine;
    },
    release(engine) {
      started.get(engine)?.stop();
      started.delete(engine);
      return Promise.resolve();
    },
    // Only SQLite's words cross this plugin's bridge; the adapter reads the primary code back from them.
    resultCodes: 'primary',
    readFile: idbFiles.readFile,
    everyFile: idbFiles.everyFile,
    writeAt: idbFiles.writeAt,
    other() {
      throw new Error('The phone has no other process or tab on its database (see the test for this scenario).');
    },
    killMidWrite() {
      return Promise.reject(new Error('A page that goes away keeps nothing since the last close on this platform (see the test).'));
    },
  };
}

/**
 * The nearest this platform comes to a writer killed mid-write: a page that goes in the middle of a
 * batch, its database never closed. Two batches are written and closed first; then one more is
 * committed and another begun before the page goes. What the next page finds: its counter, its
 * rows, its integrity check.
 */
async function goneMidWrite(): Promise<{ batches: number; rows: number; integrity: string; committedBeforeGoing: number }> {
  await idbFiles.clear();
  const started = new Map<StoreEngine, WebPlatform>();
  const harness = phoneHarness(started);
  try {
    const first = await harness.engine();
    const closed = await openWriter(first, 'batches.sqlite');
    await writeBatch(closed);
    await writeBatch(closed);
    await closed.close();
    await harness.release(first);
    const second = await harness.engine();
    const writer = await openWriter(second, 'batches.sqlite');
    const committedBeforeGoing = await writeBatch(writer);
    const going = writeBatch(writer).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
    await harness.release(second);
    await going;
    const third = await harness.engine();
    const after = await openStore(third, { name: 'batches.sqlite', schema: BATCH_SCHEMA });
    const counter = await after.get<{ batches: number; n: number }>('SELECT batches, n FROM counter');
    const rows = await after.get<{ n: number }>('SELECT COUNT(*) AS n FROM rows');
    const integrity = await after.query<{ integrity_check: string }>('PRAGMA integrity_check');
    await after.close();
    if (counter!.n !== rows!.n || rows!.n !== counter!.batches * BATCH_ROWS) throw new Error(`the counter (${counter!.n}) and the rows (${rows!.n}) disagree`);
    return { batches: counter!.batches, rows: rows!.n, integrity: integrity.map((row) => row.integrity_check).join('; '), committedBeforeGoing };
  } finally {
    for (const platform of started.values()) platform.stop();
  }
}

const api = {
  goneMidWrite,
  async run(name: string): Promise<{ ok: true; said: string | null } | { ok: false; error: string }> {
    const scenario = SCENARIOS.find((s) => s.name === name);
    if (!scenario) return { ok: false, error: `no scenario ${name}` };
    const started = new Map<StoreEngine, WebPlatform>();
    try {
      await idbFiles.clear();
      const said = await scenario.run(phoneHarness(started));
      return { ok: true, said: said ?? null };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    } finally {
      for (const platform of started.values()) platform.stop();
    }
  },
};

declare global {
  interface Window {
    phoneStoreConformance: typeof api;
  }
}

window.phoneStoreConformance = api;
