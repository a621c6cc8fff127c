/**
 * The page replica.chromium.test.ts opens in Chromium: it runs the replica's scenarios
 * (replica-scenarios.ts) on sqlite-wasm in OPFS, each in a pool (OPFS folder) of its own. The test
 * drives it with page.evaluate. Reading and damaging a pool's files is done as the Store suite's
 * page does it (test/core/store/browser/page.ts).
 */
import type { StoreEngine } from '../../../../core/ports';
import { SqliteWasmEngine } from '../../../../mobile/web/sqlite-wasm/engine';
import { REPLICA_SCENARIOS, type ReplicaHarness } from '../replica-scenarios';

/** sahpool's layout of a pool file (its own constants): the name at byte 0, the database's bytes from byte 4096. */
const PATH_BYTES = 512;
const DATA_AT = 4096;

interface Place {
  directory: string;
  asideDirectory: string;
}

async function folder(path: string): Promise<FileSystemDirectoryHandle> {
  let handle = await navigator.storage.getDirectory();
  for (const part of path.split('/')) handle = await handle.getDirectoryHandle(part, { create: true });
  return handle;
}

/** Retries while a worker that was just stopped still holds the file (it lets go a moment later). */
async function whileHeld<T>(work: () => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await work();
    } catch (error) {
      if ((error as { name?: string }).name !== 'NoModificationAllowedError' || tries > 60) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** The pool's file that holds `name`, found by the name sahpool wrote at its start. */
async function poolFile(place: Place, name: string): Promise<FileSystemFileHandle | null> {
  const opaque = await folder(`${place.directory}/.opaque`);
  for await (const handle of opaque.values()) {
    if (handle.kind !== 'file') continue;
    const head = new Uint8Array(await whileHeld(async () => (await handle.getFile()).slice(0, PATH_BYTES).arrayBuffer()));
    const end = head.indexOf(0);
    if (new TextDecoder().decode(head.subarray(0, end < 0 ? PATH_BYTES : end)) === `/${name}`) return handle;
  }
  return null;
}

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
    async readFile(name) {
      const inPool = await poolFile(place, name);
      if (inPool) return new Uint8Array(await whileHeld(async () => (await inPool.getFile()).slice(DATA_AT).arrayBuffer()));
      try {
        const aside = await (await folder(place.asideDirectory)).getFileHandle(name);
        return new Uint8Array(await (await aside.getFile()).arrayBuffer());
      } catch {
        return null;
      }
    },
    async writeAt(name, offset, bytes) {
      const file = await poolFile(place, name);
      if (!file) throw new Error(`no ${name} in the pool`);
      await whileHeld(async () => {
        const writable = await file.createWritable({ keepExistingData: true });
        await writable.write({ type: 'write', position: DATA_AT + offset, data: new Uint8Array(bytes) });
        await writable.close();
      });
    },
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
