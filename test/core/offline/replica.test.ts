/**
 * The replica on node:sqlite: its scenarios (replica-scenarios.ts, the same as in Chromium), then
 * what only the desktop shows: owner-only files, a data folder written by the first replica, and
 * a kill in the middle of writing (another process, SIGKILL).
 */
import { spawn } from 'node:child_process';
import { closeSync, copyFileSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, statSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalInput, Replica, REPLICA_VERSION } from '../../../core/offline/replica';
import { NodeSqliteEngine } from '../../../electron/node/store';
import { useTempFolders } from '../../helpers/temp-folder';
import { REPLICA_SCENARIOS, type ReplicaHarness } from './replica-scenarios';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
/** A replica.sqlite as the first replica (before the Store) wrote it: version 1, three answers of two accounts. */
const FIRST_REPLICA = join(ROOT, 'test', 'fixtures', 'replica-v1.sqlite');
const tempFolder = useTempFolders();

function nodeHarness(folder: string): ReplicaHarness {
  return {
    engine: () => Promise.resolve(new NodeSqliteEngine(folder)),
    release: () => Promise.resolve(),
    readFile: (name) => Promise.resolve(existsSync(join(folder, name)) ? new Uint8Array(readFileSync(join(folder, name))) : null),
    writeAt(name, offset, bytes) {
      const fd = openSync(join(folder, name), 'r+');
      try {
        writeSync(fd, bytes, 0, bytes.length, offset);
      } finally {
        closeSync(fd);
      }
      return Promise.resolve();
    },
  };
}

describe('the replica on node:sqlite', () => {
  for (const scenario of REPLICA_SCENARIOS) {
    it(scenario.name, async () => {
      const said = await scenario.run(nodeHarness(join(tempFolder('replica'), 'data')));
      if (said) console.log(`node:sqlite · ${scenario.name}: ${said}`);
    });
  }
});

describe('the replica on the desktop', () => {
  it('keeps its answers in an owner-only file, in a folder made owner-only', async () => {
    const folder = join(tempFolder('replica'), 'data');
    const replica = await Replica.open(new NodeSqliteEngine(folder), { clock: { now: () => 1 } });
    await replica.put('family', 'getFund', 'k', 1, { status: 200, data: { exists: true }, readAt: 1 });
    await replica.close();
    if (process.platform !== 'win32') {
      expect(statSync(join(folder, 'replica.sqlite')).mode & 0o777).toBe(0o600);
      expect(statSync(folder).mode & 0o777).toBe(0o700);
    }
  });

  it('opens a data folder the first replica wrote (version 1) as it is, with its kept answers', async () => {
    const folder = join(tempFolder('replica'), 'data');
    mkdirSync(folder, { recursive: true });
    copyFileSync(FIRST_REPLICA, join(folder, 'replica.sqlite'));
    const asides: string[] = [];
    const replica = await Replica.open(new NodeSqliteEngine(folder), { clock: { now: () => Date.UTC(2026, 0, 2) }, onSetAside: (aside) => asides.push(aside) });
    expect(asides).toEqual([]);
    expect(replica.keptIn).toBe('replica.sqlite');
    expect(REPLICA_VERSION).toBe(1);
    expect(await replica.get('family-1', 'listMyMemorials', canonicalInput({ query: { per_page: 100 } }))).toEqual({
      status: 200,
      data: { data: [{ id: 12, deceased_name: 'Eleanor Whitfield' }], meta: { page: 1, per_page: 100, total: 1 } },
      readAt: Date.UTC(2026, 0, 1, 8, 42, 0),
    });
    const pending = await replica.get(
      'family-1',
      'listContributions',
      canonicalInput({ params: { memorial: 12 }, query: { status: 'pending', per_page: 100 } }),
    );
    expect(pending?.data).toMatchObject({ data: [{ id: 301, body: 'We will miss her laugh — ☕ and all.' }] });
    expect(await replica.get('desk-1', 'getOrganization', canonicalInput({}))).toMatchObject({ data: { name: 'Hillside Funeral Home' } });
    // Its byte count is the file's own (UTF-8, as the first replica counted with Buffer.byteLength).
    expect(await replica.size()).toEqual({ rows: 3, bytes: 272 });
    // Still the replica's: an account removed while the app was closed goes, the others stay.
    await replica.keepOnly(['family-1']);
    expect(await replica.size()).toEqual({ rows: 2, bytes: 233 });
    await replica.close();
    expect(readdirSync(folder).filter((name) => name.includes('set-aside'))).toEqual([]);
  });

  it('survives being killed in the middle of writing: every kept answer is whole', async () => {
    const folder = join(tempFolder('replica'), 'data');
    const script = `
      import { Replica } from ${JSON.stringify(join(ROOT, 'core/offline/replica.ts'))};
      import { NodeSqliteEngine } from ${JSON.stringify(join(ROOT, 'electron/node/store.ts'))};
      const replica = await Replica.open(new NodeSqliteEngine(${JSON.stringify(folder)}), { clock: { now: () => Date.now() } });
      if (replica.keptIn !== 'replica.sqlite') throw new Error('not in its file: ' + replica.keptIn);
      const text = 'words '.repeat(2000);
      let i = 0;
      process.stdout.write('ready\\n');
      for (;;) { await replica.put('family', 'getMyMemorial', 'm' + (i % 50), i % 50, { status: 200, data: { i, text }, readAt: i }); i++; }
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((ready) => child.stdout.on('data', (d: Buffer) => d.toString().includes('ready') && ready()));
    await new Promise((r) => setTimeout(r, 400));
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;

    const asides: string[] = [];
    const replica = await Replica.open(new NodeSqliteEngine(folder), { clock: { now: () => Date.now() }, onSetAside: (aside) => asides.push(aside) });
    expect(asides).toEqual([]);
    const rows = (await Promise.all(Array.from({ length: 50 }, (_, i) => replica.get('family', 'getMyMemorial', `m${i}`)))).filter((row) => row !== null);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect((row.data as { text: string }).text).toHaveLength('words '.length * 2000);
    await replica.close();
    expect(readdirSync(folder).filter((name) => name.includes('set-aside'))).toEqual([]);
  });
});

describe('canonicalInput', () => {
  it('spells identical reads the same: keys in any order, the first page said or not', () => {
    expect(canonicalInput({ params: { memorial: 3 }, query: { status: 'pending', per_page: 100 } })).toBe(
      canonicalInput({ query: { per_page: 100, status: 'pending', page: 1 }, params: { memorial: 3 } }),
    );
    expect(canonicalInput({ query: { page: 2 } })).not.toBe(canonicalInput({ query: {} }));
  });
});
