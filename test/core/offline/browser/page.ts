/**
 * The page replica.chromium.test.ts opens in Chromium: it runs the replica's scenarios
 * (replica-scenarios.ts) on sqlite-wasm in OPFS, each in a pool (OPFS folder) of its own. The test
 * drives it with page.evaluate. Reading and damaging a pool's files is shared with the Store
 * suite's page (test/core/store/browser/opfs-pool.ts).
 */
import type { StoreEngine } from '../../../../core/ports';
import { SqliteWasmEngine } from '../../../../mobile/web/sqlite-wasm/store';
import { REPLICA_SCENARIOS, type ReplicaHarness } from '../replica-scenarios';
import { poolFiles, type Place } from '../../store/browser/opfs-pool';

function browserHarness(place: Place, engines: SqliteWasmEngine[]): ReplicaHarness {
  return {
    engine: () => {
      const made = new SqliteWasmEngine({ ...place, lockWaitMs: 3000 });
      engines.push(made);
      return Promise.resolve(made);
    },
    release: (engine: StoreEngine) => {
      (engine as SqliteWasmEngine).terminate();
      return Promise.resolve();
    },
    ...poolFiles(place),
  };
}

let places = 0;
function newPlace(): Place {
  const n = `${Date.now().toString(36)}-${places++}`;
  return { directory: `replica-test-${n}`, asideDirectory: `replica-test-${n}-set-aside` };
}

const api = {
  names: () => REPLICA_SCENARIOS.map((scenario) => scenario.name),
  async run(name: string): Promise<{ ok: true; said: string | null } | { ok: false; error: string }> {
    const scenario = REPLICA_SCENARIOS.find((s) => s.name === name);
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
};

declare global {
  interface Window {
    replicaScenarios: typeof api;
  }
}

window.replicaScenarios = api;
