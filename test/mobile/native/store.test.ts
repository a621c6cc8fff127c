import { describe, expect, it } from 'vitest';
import { CapacitorSqliteEngine, errcodeOf, pluginDatabaseName, type SqlitePlugin } from '../../../mobile/native/store';
import { FakeFilesystem } from './fake-filesystem';

/** @capacitor-community/sqlite's plugin, recording each call; `answers` gives query and run their results. */
function fakeSqlite(answers: { query?: unknown[]; changes?: number } = {}) {
  const calls: Array<[string, Record<string, unknown>]> = [];
  const connections = new Set<string>();
  const record =
    <T>(name: string, result: (options: Record<string, unknown>) => T) =>
    (options: object = {}): Promise<T> => {
      calls.push([name, options as Record<string, unknown>]);
      try {
        return Promise.resolve(result(options as Record<string, unknown>));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
  const sqlite: SqlitePlugin = {
    checkConnectionsConsistency: record('checkConnectionsConsistency', () => {
      connections.clear();
      return { result: false };
    }),
    createConnection: record('createConnection', (o) => {
      if (connections.has(o.database as string)) throw new Error(`Connection ${String(o.database)} already exists`);
      connections.add(o.database as string);
    }),
    open: record('open', () => undefined),
    close: record('close', () => undefined),
    closeConnection: record('closeConnection', (o) => void connections.delete(o.database as string)),
    execute: record('execute', () => ({ changes: { changes: 0 } })),
    run: record('run', () => ({ changes: { changes: answers.changes ?? 1, lastId: 9 } })),
    query: record('query', () => ({ values: answers.query ?? [] })),
    getUrl: record('getUrl', (o) => ({ url: `file:///data/user/0/org.memorialdesk.app/databases/${String(o.database)}SQLite.db` })),
    deleteDatabase: record('deleteDatabase', () => undefined),
  };
  return { sqlite, calls, connections };
}

describe('the phone’s Store engine (@capacitor-community/sqlite)', () => {
  it('names databases as the plugin does, from the core’s names only', () => {
    expect(pluginDatabaseName('state.sqlite')).toBe('state');
    expect(pluginDatabaseName('replica.sqlite')).toBe('replica');
    expect(pluginDatabaseName('budget')).toBe('budget');
    for (const bad of ['../x.sqlite', 'a b.sqlite', 'x.db', '', '.sqlite', 'a/b']) expect(() => pluginDatabaseName(bad)).toThrow();
  });

  it('passes transaction: false to every execute and run, since the Store issues its own BEGIN and COMMIT', async () => {
    const { sqlite, calls } = fakeSqlite();
    const engine = new CapacitorSqliteEngine(sqlite, new FakeFilesystem());
    const db = await engine.open('state.sqlite');
    await db.exec('BEGIN IMMEDIATE');
    await db.run('INSERT INTO outbox (id, body) VALUES (?, ?)', ['c1', '{}']);
    await db.exec('COMMIT');
    const writes = calls.filter(([name]) => name === 'execute' || name === 'run');
    expect(writes).toHaveLength(3);
    for (const [, options] of writes) expect(options).toMatchObject({ database: 'state', transaction: false, readonly: false });
    expect(writes.map(([, o]) => o.statements ?? o.statement)).toEqual(['BEGIN IMMEDIATE', 'INSERT INTO outbox (id, body) VALUES (?, ?)', 'COMMIT']);
  });

  it('opens with a connection of its own, once per page, after closing what a reloaded page left', async () => {
    const { sqlite, calls, connections } = fakeSqlite();
    connections.add('state');
    const engine = new CapacitorSqliteEngine(sqlite, new FakeFilesystem());
    const db = await engine.open('state.sqlite');
    await expect(engine.open('state.sqlite')).rejects.toThrow(/opened once/);
    await engine.open('replica.sqlite');
    expect(calls.map(([name]) => name).filter((name) => name === 'checkConnectionsConsistency')).toHaveLength(1);
    expect(calls.find(([name]) => name === 'checkConnectionsConsistency')![1]).toEqual({ dbNames: [], openModes: [] });
    expect(calls.find(([name]) => name === 'createConnection')![1]).toMatchObject({ database: 'state', encrypted: false, readonly: false });
    await db.close();
    await db.close();
    expect(connections.has('state')).toBe(false);
    await expect(db.query('SELECT 1')).rejects.toThrow(/closed/);
    // Closed, it may be opened again.
    await engine.open('state.sqlite');
  });

  it('gives rows as the port does: iOS’s column row taken out, BLOBs as bytes, parameters over the bridge', async () => {
    const { sqlite, calls } = fakeSqlite({
      query: [{ ios_columns: ['id', 'body', 'n'] }, { id: 'a', body: [1, 2, 255], n: 3 }, { id: 'b', body: null, n: 4.5 }],
    });
    const engine = new CapacitorSqliteEngine(sqlite, new FakeFilesystem());
    const db = await engine.open('replica.sqlite');
    const rows = await db.query('SELECT id, body, n FROM answers WHERE key = ? AND blob = ?', ['k', new Uint8Array([9, 8])]);
    expect(rows).toEqual([
      { id: 'a', body: new Uint8Array([1, 2, 255]), n: 3 },
      { id: 'b', body: null, n: 4.5 },
    ]);
    expect(calls.find(([name]) => name === 'query')![1].values).toEqual(['k', [9, 8]]);
  });

  it('reads Android’s rows (no column row) and counts changes', async () => {
    const { sqlite } = fakeSqlite({ query: [{ id: 1 }, { id: 2 }], changes: 2 });
    const db = await new CapacitorSqliteEngine(sqlite, new FakeFilesystem()).open('state.sqlite');
    expect(await db.query('SELECT id FROM t')).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await db.run('DELETE FROM t')).toEqual({ changes: 2 });
  });

  it('opens :memory: as a database of its own that is deleted when closed', async () => {
    const { sqlite, calls } = fakeSqlite();
    const engine = new CapacitorSqliteEngine(sqlite, new FakeFilesystem());
    const a = await engine.open(':memory:');
    const b = await engine.open(':memory:');
    const names = calls.filter(([name]) => name === 'createConnection').map(([, o]) => o.database as string);
    expect(names).toHaveLength(2);
    expect(names[0]).not.toBe(names[1]);
    for (const name of names) expect(name).toMatch(/^memory-[0-9a-f]{16}$/);
    await a.close();
    await b.close();
    expect(calls.filter(([name]) => name === 'deleteDatabase').map(([, o]) => o.database)).toEqual(names);
  });

  it('sets a damaged database aside with its journal, and a new one starts at the next open', async () => {
    const { sqlite } = fakeSqlite();
    const fs = new FakeFilesystem();
    const file = 'file:///data/user/0/org.memorialdesk.app/databases/replicaSQLite.db';
    for (const suffix of ['', '-wal', '-shm']) fs.entries.set(`RAW:${file}${suffix}`, new Uint8Array([1]));
    const engine = new CapacitorSqliteEngine(sqlite, fs);
    expect(await engine.setAside('replica.sqlite', '20260101T000000Z')).toBe('replica.sqlite.set-aside-20260101T000000Z');
    expect([...fs.entries.keys()].filter((k) => k.startsWith('RAW:')).sort()).toEqual(
      [`${file}.set-aside-20260101T000000Z`, `${file}.set-aside-20260101T000000Z-shm`, `${file}.set-aside-20260101T000000Z-wal`].map((f) => `RAW:${f}`),
    );
    expect(await engine.setAside('replica.sqlite', '20260101T000001Z')).toBeNull();
    await engine.open('replica.sqlite');
    await expect(engine.setAside('replica.sqlite', 'x')).rejects.toThrow(/close it/);
    await expect(engine.setAside('state.sqlite', '../../x')).rejects.toThrow(/file name/);
  });

  it('never sets aside over an earlier aside: the same stamp again takes the next number, journals moved first', async () => {
    const { sqlite } = fakeSqlite();
    const fs = new FakeFilesystem();
    const file = 'file:///data/user/0/org.memorialdesk.app/databases/stateSQLite.db';
    const engine = new CapacitorSqliteEngine(sqlite, fs);
    for (const expected of ['state.sqlite.set-aside-7', 'state.sqlite.set-aside-7-2', 'state.sqlite.set-aside-7-3']) {
      for (const suffix of ['', '-journal']) fs.entries.set(`RAW:${file}${suffix}`, new Uint8Array([1]));
      fs.calls.length = 0;
      expect(await engine.setAside('state.sqlite', '7')).toBe(expected);
      expect(fs.calls.filter((call) => call.startsWith('rename')).map((call) => call.split(' ')[1])).toEqual([`${file}-journal`, file]);
    }
    expect([...fs.entries.keys()].filter((k) => k.startsWith('RAW:')).length).toBe(6);
  });

  it('reads SQLite’s result code from the plugin’s words, so the Store tells a damaged or busy file from the rest', async () => {
    expect(errcodeOf('UNIQUE constraint failed: notes.id (code 1555 SQLITE_CONSTRAINT_PRIMARYKEY)')).toBe(1555);
    expect(errcodeOf('Error: Run: RunSQL: run: database disk image is malformed')).toBe(11);
    expect(errcodeOf('Open: file is not a database')).toBe(26);
    expect(errcodeOf('database is locked')).toBe(5);
    expect(errcodeOf('UNIQUE constraint failed: notes.id')).toBe(19);
    expect(errcodeOf('Query failed: no such table: nowhere')).toBe(1);
    expect(errcodeOf('The plugin is not implemented on this platform')).toBeNull();
    const { sqlite } = fakeSqlite();
    sqlite.query = () => Promise.reject(new Error('Query failed: database disk image is malformed'));
    const db = await new CapacitorSqliteEngine(sqlite, new FakeFilesystem()).open('state.sqlite');
    await expect(db.query('SELECT 1')).rejects.toMatchObject({ errcode: 11, message: 'Query failed: database disk image is malformed' });
    sqlite.open = () => Promise.reject(new Error('file is not a database'));
    await expect(new CapacitorSqliteEngine(sqlite, new FakeFilesystem()).open('replica.sqlite')).rejects.toMatchObject({ errcode: 26 });
  });

  it('says plainly which database would not open', async () => {
    const { sqlite, connections } = fakeSqlite();
    sqlite.open = () => Promise.reject(new Error('file is not a database'));
    const engine = new CapacitorSqliteEngine(sqlite, new FakeFilesystem());
    await expect(engine.open('state.sqlite')).rejects.toThrow('Memorial Desk could not open state.sqlite: file is not a database');
    expect(connections.size).toBe(0);
  });
});
