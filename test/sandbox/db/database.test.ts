import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../../sandbox/server';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const mode = (file: string) => statSync(file).mode & 0o777;

describe.skipIf(process.platform === 'win32')('the files the sandbox writes', () => {
  it('are owner-only: the database, its -wal and -shm, and a new folder for them', async () => {
    const folder = join(dir, 'new-folder');
    const file = join(folder, 'demo.db');
    const sandbox = await startSandbox({ port: 0, db: file, demo: true });
    try {
      for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(mode(f).toString(8), f).toBe('600');
      expect(mode(folder).toString(8)).toBe('700');
    } finally {
      await sandbox.close();
    }
  });

  it('tightens a database an earlier version left readable by others', async () => {
    const file = join(dir, 'old.db');
    const sandbox = await startSandbox({ port: 0, db: file });
    await sandbox.close();
    for (const f of [file, `${file}-wal`, `${file}-shm`]) {
      writeFileSync(f, '', { flag: 'a' });
      chmodSync(f, 0o644);
    }
    const again = await startSandbox({ port: 0, db: file });
    try {
      for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(mode(f).toString(8), f).toBe('600');
    } finally {
      await again.close();
    }
  });
});
