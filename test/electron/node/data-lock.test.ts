import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../../electron/node/data-lock';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function dataDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'lock-'));
  dirs.push(d);
  return d;
}

describe('one Memorial Desk per data folder', () => {
  it('refuses a second copy in plain words while the first runs, and lets the next one in once released', () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'app.lock'), 'utf8')).toBe(String(process.pid));
    // Another running process holds it (our parent stands in for it).
    writeFileSync(join(dir, 'app.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/already open with this data folder/);
    writeFileSync(join(dir, 'app.lock'), String(process.pid));
    release();
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'app.lock'), '2147483646');
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'app.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
