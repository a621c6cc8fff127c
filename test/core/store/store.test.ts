/**
 * The Store on node:sqlite: the conformance suite (conformance.ts, the same scenarios as in
 * Chromium), with another process for concurrent use and for the kill in the middle of a write
 * (node-child.ts); then what only a stand-in engine can show.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import type { SqlConnection, StoreEngine } from '../../../core/ports';
import { openStore, StoreBusy, StoreClosed, StoreDamaged } from '../../../core/store/store';
import { NodeSqliteEngine } from '../../../electron/node/store';
import { useTempFolders } from '../../helpers/temp-folder';
import { SCENARIOS, schemaAt, type Harness, type OtherResult } from './conformance';

const tempFolder = useTempFolders();
const CHILD = join(import.meta.dirname, 'node-child.ts');

function child(args: string[]) {
  const process_ = spawn(process.execPath, ['--import', 'tsx', CHILD, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  process_.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = createInterface({ input: process_.stdout });
  const exited = new Promise<number | null>((resolve) => process_.once('exit', (code) => resolve(code)));
  return { process: process_, lines, exited, stderr: () => stderr };
}

function nodeHarness(folder: string): Harness {
  return {
    engine: () => Promise.resolve(new NodeSqliteEngine(folder)),
    release: () => Promise.resolve(),
    readFile: (name) => Promise.resolve(existsSync(join(folder, name)) ? new Uint8Array(readFileSync(join(folder, name))) : null),
    everyFile: () => Promise.resolve(readdirSync(folder).map((name) => ({ name, bytes: new Uint8Array(readFileSync(join(folder, name))) }))),
    writeAt(name, offset, bytes) {
      const fd = openSync(join(folder, name), 'r+');
      try {
        writeSync(fd, bytes, 0, bytes.length, offset);
      } finally {
        closeSync(fd);
      }
      return Promise.resolve();
    },
    other(name, waitMs) {
      const other = child(['other', folder, name, String(waitMs)]);
      let opened!: () => void;
      const openedPromise = new Promise<void>((resolve) => (opened = resolve));
      const done = new Promise<OtherResult>((resolve, reject) => {
        other.lines.on('line', (line) => {
          if (line === 'opened') opened();
          else if (line.startsWith('{')) resolve(JSON.parse(line) as OtherResult);
        });
        void other.exited.then((code) => reject(new Error(`the other process ended (${code}) without an answer: ${other.stderr()}`)));
      });
      return { opened: openedPromise, done };
    },
    async killMidWrite(name) {
      const writer = child(['writer', folder, name]);
      let committed = 0;
      let started = 0;
      await new Promise<void>((resolve, reject) => {
        writer.lines.on('line', (line) => {
          if (line === 'writing') started = performance.now();
          const match = /^committed (\d+)$/.exec(line);
          if (!match) return;
          // Once the first batch is in, killed at a random moment of the next one or two.
          if (committed === 0) setTimeout(() => writer.process.kill('SIGKILL'), Math.random() * 1.5 * (performance.now() - started));
          committed = Number(match[1]);
        });
        void writer.exited.then((code) =>
          writer.process.signalCode === 'SIGKILL' ? resolve() : reject(new Error(`the writer ended (${code}): ${writer.stderr()}`)),
        );
      });
      return { committed };
    },
  };
}

describe('Store conformance on node:sqlite', () => {
  for (const scenario of SCENARIOS) {
    it(scenario.name, async () => {
      const said = await scenario.run(nodeHarness(tempFolder('store')));
      if (said) console.log(`node:sqlite · ${scenario.name}: ${said}`);
    });
  }
});

/** An engine whose connections do what the test says, to show what no real file does on demand. */
function standIn(
  behave: { open?: () => Promise<SqlConnection>; query?: (sql: string) => Promise<object[]>; exec?: (sql: string) => void } = {},
): StoreEngine & { asides: string[] } {
  const asides: string[] = [];
  const connection: SqlConnection = {
    exec: (sql) => Promise.resolve(behave.exec?.(sql)),
    query: <Row extends object>(sql: string) => (behave.query?.(sql) ?? Promise.resolve(defaultRows(sql))) as Promise<Row[]>,
    run: () => Promise.resolve({ changes: 1 }),
    close: () => Promise.resolve(),
  };
  return {
    kind: 'stand-in',
    asides,
    open: () => behave.open?.() ?? Promise.resolve(connection),
    setAside: (name, stamp) => {
      asides.push(`${name}.set-aside-${stamp}`);
      return Promise.resolve(`${name}.set-aside-${stamp}`);
    },
  };
}

function defaultRows(sql: string): object[] {
  if (sql.includes('pragma_application_id')) return [{ verdict: 'ok', application_id: 0, user_version: 0, objects: 0 }];
  return [];
}

const corrupt = () => Object.assign(new Error('database disk image is malformed'), { errcode: 11 });

describe('Store beyond the engines', () => {
  it('sends statements together only one to a line, ending in ";": the phone’s plugin splits there, and Android runs the first of each piece alone', async () => {
    const sent: string[] = [];
    const store = await openStore(standIn({ exec: (sql) => void sent.push(sql) }), { name: 'state.sqlite', schema: schemaAt(2) });
    await store.close();
    expect(sent.join('\n')).toMatch(/secure_delete = ON/);
    for (const sql of sent) {
      // Each piece between ";\n" is one statement: no other ";" followed by more SQL.
      for (const piece of sql.split(/;\s*\n/)) expect(piece.replace(/;\s*$/, ''), sql).not.toMatch(/;\s*\S/);
    }
  });

  it('sets a damaged file aside once, and rejects with StoreDamaged when the new file is damaged too', async () => {
    const engine = standIn({ open: () => Promise.reject(corrupt()) });
    const told: string[] = [];
    const error = await openStore(engine, {
      name: 'state.sqlite',
      schema: schemaAt(1),
      clock: { now: () => 42 },
      onSetAside: (aside) => told.push(aside),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreDamaged);
    expect((error as Error).message).toMatch(/a new file could not be used either/);
    expect(engine.asides).toEqual(['state.sqlite.set-aside-42']);
    expect(told).toEqual(['state.sqlite.set-aside-42']);
  });

  it('never sets aside a file that is only busy, or that the engine cannot open', async () => {
    const busy = standIn({ open: () => Promise.reject(Object.assign(new Error('database is locked'), { errcode: 5 })) });
    await expect(openStore(busy, { name: 'state.sqlite', schema: schemaAt(1) })).rejects.toBeInstanceOf(StoreBusy);
    expect(busy.asides).toEqual([]);
    const cannot = standIn({ open: () => Promise.reject(Object.assign(new Error('unable to open database file'), { errcode: 14 })) });
    await expect(openStore(cannot, { name: 'state.sqlite', schema: schemaAt(1) })).rejects.toThrow('unable to open database file');
    expect(cannot.asides).toEqual([]);
  });

  it('refuses a schema it could not keep', async () => {
    const engine = standIn({});
    await expect(openStore(engine, { name: 'x', schema: { ...schemaAt(1), applicationId: 2 ** 31 } })).rejects.toThrow(RangeError);
    await expect(openStore(engine, { name: 'x', schema: { ...schemaAt(1), migrations: [] } })).rejects.toThrow(RangeError);
  });

  it('a statement meeting SQLITE_CORRUPT mid-run is StoreDamaged; SQLITE_BUSY is StoreBusy; the store goes on', async () => {
    let fail: (() => Error) | null = null;
    const engine = standIn({
      query: (sql) => {
        if (fail && sql === 'SELECT 1') return Promise.reject(fail());
        return Promise.resolve(defaultRows(sql));
      },
    });
    const store = await openStore(engine, { name: 'state.sqlite', schema: schemaAt(1) });
    fail = corrupt;
    await expect(store.query('SELECT 1')).rejects.toBeInstanceOf(StoreDamaged);
    fail = () => Object.assign(new Error('database is locked'), { errcode: 517 });
    await expect(store.query('SELECT 1')).rejects.toBeInstanceOf(StoreBusy);
    fail = null;
    await expect(store.query('SELECT 1')).resolves.toEqual([]);
    await store.close();
    await expect(store.query('SELECT 1')).rejects.toBeInstanceOf(StoreClosed);
  });
});
