/**
 * The desktop's StoreEngine on node:sqlite, beyond the Store conformance suite
 * (test/core/store/store.test.ts): owner-only files, WAL, names, and setting aside with the journals.
 */
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NodeSqliteEngine } from '../../../electron/node/store';
import { useTempFolders } from '../../helpers/temp-folder';

const tempFolder = useTempFolders();
const mode = (path: string) => statSync(path).mode & 0o777;

describe('NodeSqliteEngine', () => {
  it.skipIf(process.platform === 'win32')('makes the folder 0700 and the file, its -wal and -shm 0600', async () => {
    const folder = join(tempFolder('engine'), 'data');
    const engine = new NodeSqliteEngine(folder);
    const db = await engine.open('state.sqlite');
    await db.exec('CREATE TABLE t (x)');
    await db.run('INSERT INTO t VALUES (?)', [1]);
    expect(mode(folder)).toBe(0o700);
    for (const file of ['state.sqlite', 'state.sqlite-wal', 'state.sqlite-shm']) expect(mode(join(folder, file))).toBe(0o600);
    await db.close();
  });

  it('keeps its files in WAL', async () => {
    const engine = new NodeSqliteEngine(tempFolder('engine'));
    const db = await engine.open('state.sqlite');
    expect(await db.query('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
    await db.close();
  });

  it('opens only plain names in its folder', async () => {
    const engine = new NodeSqliteEngine(tempFolder('engine'));
    for (const name of ['../state.sqlite', '/etc/passwd', 'a/b.sqlite', '', '.hidden']) {
      await expect(engine.open(name)).rejects.toThrow(/not a file name of the data folder/);
    }
  });

  it('opens a file once; after close it opens again', async () => {
    const engine = new NodeSqliteEngine(tempFolder('engine'));
    const db = await engine.open('state.sqlite');
    await expect(engine.open('state.sqlite')).rejects.toThrow('state.sqlite is open already in this process');
    await expect(engine.setAside('state.sqlite', '1')).rejects.toThrow(/close it before setting it aside/);
    await db.close();
    const again = await engine.open('state.sqlite');
    await again.close();
  });

  it('sets a file aside with its journals, never over an earlier aside; nothing there is null', async () => {
    const folder = tempFolder('engine');
    const engine = new NodeSqliteEngine(folder);
    expect(await engine.setAside('state.sqlite', '7')).toBeNull();
    mkdirSync(folder, { recursive: true });
    for (const suffix of ['', '-wal', '-shm']) writeFileSync(join(folder, `state.sqlite${suffix}`), `first${suffix}`);
    expect(await engine.setAside('state.sqlite', '7')).toBe('state.sqlite.set-aside-7');
    writeFileSync(join(folder, 'state.sqlite'), 'second');
    writeFileSync(join(folder, 'state.sqlite-journal'), 'second-journal');
    expect(await engine.setAside('state.sqlite', '7')).toBe('state.sqlite.set-aside-7-2');
    expect(readdirSync(folder).sort()).toEqual([
      'state.sqlite.set-aside-7',
      'state.sqlite.set-aside-7-2',
      'state.sqlite.set-aside-7-2-journal',
      'state.sqlite.set-aside-7-shm',
      'state.sqlite.set-aside-7-wal',
    ]);
    expect(existsSync(join(folder, 'state.sqlite'))).toBe(false);
    expect(await engine.setAside(':memory:', '7')).toBeNull();
  });
});
