/**
 * The page store-engine.conformance.chromium.test.ts opens in Chromium: it runs the Store
 * conformance scenarios (test/core/store/conformance.ts) on the phone's Store adapter
 * (mobile/native/store-engine.ts), made as the phone's home makes it, over the plugin's own web
 * platform (jeep-sqlite.ts) instead of the phone's native SQLite. The test drives it with
 * page.evaluate.
 */
import type { StoreEngine } from '../../../core/ports';
import { CapacitorSqliteEngine, type SqlitePlugin } from '../../../mobile/native/store-engine';
import { SCENARIOS, type Harness } from '../../core/store/conformance';
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
    writeAt: idbFiles.writeAt,
    other() {
      throw new Error('The phone has no other process or tab on its database (see the test for this scenario).');
    },
    killMidWrite() {
      return Promise.reject(new Error('A page that goes away keeps nothing since the last close on this platform (see the test).'));
    },
  };
}

const api = {
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
