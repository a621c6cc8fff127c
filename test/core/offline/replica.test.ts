import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../helpers/fake-clock';
import { canonicalInput, Replica, REPLICA_VERSION } from '../../../core/offline/replica';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
let dir: string;
let file: string;
let clock: FakeClock;
const asides: string[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'replica-'));
  file = join(dir, 'data', 'replica.sqlite');
  clock = new FakeClock();
  asides.length = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const open = (maxBytes?: number) => Replica.open(file, { clock, ...(maxBytes ? { maxBytes } : {}), onSetAside: (aside) => asides.push(aside) });
const memorials = (names: string[]) => ({ data: names.map((name, i) => ({ id: i + 1, deceased_name: name })), meta: { total: names.length } });

describe('the replica', () => {
  it('keeps an answer with the time it was read, across a restart of main, in an owner-only file', () => {
    const first = open();
    expect(first.put('family', 'listMyMemorials', '{"query":{}}', null, { status: 200, data: memorials(['Eleanor']), readAt: 1_000 })).toBe(true);
    first.close();

    const second = open();
    expect(second.get('family', 'listMyMemorials', '{"query":{}}')).toEqual({ status: 200, data: memorials(['Eleanor']), readAt: 1_000 });
    expect(second.get('family', 'listMyMemorials', '{"query":{"page":2}}')).toBeNull();
    expect(second.get('someone else', 'listMyMemorials', '{"query":{}}')).toBeNull();
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    second.close();
    expect(asides).toEqual([]);
  });

  it('says whether an answer changed, so screens are told only of news', () => {
    const replica = open();
    expect(replica.put('family', 'getFund', 'k', 12, { status: 200, data: { exists: false }, readAt: 1 })).toBe(true);
    expect(replica.put('family', 'getFund', 'k', 12, { status: 200, data: { exists: false }, readAt: 2 })).toBe(false);
    expect(replica.get('family', 'getFund', 'k')?.readAt).toBe(2);
    expect(replica.put('family', 'getFund', 'k', 12, { status: 200, data: { exists: true }, readAt: 3 })).toBe(true);
    replica.close();
  });

  it('finds the reads a change touched: of its memorial, and the account-wide lists', () => {
    const replica = open();
    const answer = { status: 200, data: {}, readAt: 1 };
    replica.put('family', 'listContributions', 'pending-12', 12, answer);
    replica.put('family', 'listContributions', 'pending-13', 13, answer);
    replica.put('family', 'listMyMemorials', 'all', null, answer);
    replica.put('other', 'listContributions', 'pending-12', 12, answer);
    expect(replica.keysOf('family', ['listContributions', 'listMyMemorials'], 12)).toEqual(
      expect.arrayContaining([
        { operation: 'listContributions', inputKey: 'pending-12' },
        { operation: 'listMyMemorials', inputKey: 'all' },
      ]),
    );
    expect(replica.keysOf('family', ['listContributions', 'listMyMemorials'], 12)).toHaveLength(2);
    replica.close();
  });

  it('deletes an account’s rows when it signs out, and those of accounts no longer on this computer', () => {
    const replica = open();
    const answer = { status: 200, data: { secretless: true }, readAt: 1 };
    for (const account of ['family', 'desk', 'gone']) replica.put(account, 'listMyMemorials', 'k', null, answer);
    replica.forgetAccount('family');
    expect(replica.get('family', 'listMyMemorials', 'k')).toBeNull();
    replica.keepOnly(['desk']);
    expect(replica.get('gone', 'listMyMemorials', 'k')).toBeNull();
    expect(replica.get('desk', 'listMyMemorials', 'k')).not.toBeNull();
    expect(replica.size().rows).toBe(1);
    replica.close();
  });

  it('evicts the least recently used answers past its size cap', async () => {
    const replica = open(5_000);
    const big = (n: number) => ({ status: 200, data: { text: 'x'.repeat(1_000), n }, readAt: n });
    for (let i = 0; i < 4; i++) {
      await clock.advance(1_000);
      replica.put('family', 'getMyMemorial', `m${i}`, i, big(i));
    }
    await clock.advance(1_000);
    replica.get('family', 'getMyMemorial', 'm0'); // used again: kept
    for (let i = 4; i < 6; i++) {
      await clock.advance(1_000);
      replica.put('family', 'getMyMemorial', `m${i}`, i, big(i));
    }
    expect(replica.size().bytes).toBeLessThanOrEqual(5_000);
    expect(replica.get('family', 'getMyMemorial', 'm0')).not.toBeNull();
    expect(replica.get('family', 'getMyMemorial', 'm5')).not.toBeNull();
    expect(replica.get('family', 'getMyMemorial', 'm1')).toBeNull();
    replica.close();
  });

  it('sets a damaged file aside and starts a new one, never stopping the app', () => {
    const first = open();
    first.put('family', 'listMyMemorials', 'k', null, { status: 200, data: memorials(['Eleanor']), readAt: 1 });
    first.close();
    writeFileSync(file, Buffer.alloc(8192, 0x5a));

    const second = open();
    expect(asides).toHaveLength(1);
    expect(existsSync(asides[0]!)).toBe(true);
    expect(second.get('family', 'listMyMemorials', 'k')).toBeNull();
    second.put('family', 'listMyMemorials', 'k', null, { status: 200, data: memorials(['Again']), readAt: 2 });
    expect(second.get('family', 'listMyMemorials', 'k')?.data).toEqual(memorials(['Again']));
    second.close();
  });

  it('sets aside a file of an older shape, a newer version, or another program, and rebuilds', () => {
    const cases: ((db: DatabaseSync) => void)[] = [
      // An older replica: version 0 with a table of another shape.
      (db) => db.exec(`CREATE TABLE reads (x TEXT); PRAGMA application_id = ${0x4d444b52}; PRAGMA user_version = 0`),
      (db) => db.exec(`CREATE TABLE reads (x TEXT); PRAGMA application_id = ${0x4d444b52}; PRAGMA user_version = ${REPLICA_VERSION + 1}`),
      (db) => db.exec('CREATE TABLE notes (x TEXT); PRAGMA user_version = 1'),
    ];
    for (const make of cases) {
      rmSync(join(dir, 'data'), { recursive: true, force: true });
      asides.length = 0;
      const replica0 = open();
      replica0.close();
      rmSync(file);
      const db = new DatabaseSync(file);
      make(db);
      db.close();
      const replica = open();
      expect(asides).toHaveLength(1);
      replica.put('family', 'getFund', 'k', 1, { status: 200, data: { exists: true }, readAt: 5 });
      expect(replica.get('family', 'getFund', 'k')?.readAt).toBe(5);
      replica.close();
    }
  });

  it('survives being killed in the middle of writing: every kept answer is whole', async () => {
    const script = `
      import { Replica } from ${JSON.stringify(join(ROOT, 'core/offline/replica.ts'))};
      const replica = Replica.open(${JSON.stringify(file)}, { clock: { now: () => Date.now(), setTimeout, clearTimeout } });
      const text = 'words '.repeat(2000);
      let i = 0;
      process.stdout.write('ready\\n');
      for (;;) { replica.put('family', 'getMyMemorial', 'm' + (i % 50), i % 50, { status: 200, data: { i, text }, readAt: i }); i++; }
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((ready) => child.stdout.on('data', (d: Buffer) => d.toString().includes('ready') && ready()));
    await new Promise((r) => setTimeout(r, 400));
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;

    const replica = open();
    expect(asides).toEqual([]);
    const rows = Array.from({ length: 50 }, (_, i) => replica.get('family', 'getMyMemorial', `m${i}`)).filter((row) => row !== null);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect((row.data as { text: string }).text).toHaveLength('words '.length * 2000);
    replica.close();
    expect(readdirSync(join(dir, 'data')).filter((name) => name.includes('set-aside'))).toEqual([]);
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
