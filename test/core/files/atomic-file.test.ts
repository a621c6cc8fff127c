import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeWhole, writeWholeSync } from '../../../core/files/atomic-file';
import { useTempFolders } from '../../helpers/temp-folder';

const tempFolder = useTempFolders();

const ownerOnly = (path: string) => process.platform === 'win32' || (statSync(path).mode & 0o777) === 0o600;

describe('files written whole or not at all', () => {
  it('writeWhole replaces the file, owner-only, and leaves no temporary file', async () => {
    const dir = tempFolder('atomic-file');
    const path = join(dir, 'list.csv');
    await writeWhole(path, 'first');
    await writeWhole(path, 'second');
    expect(readFileSync(path, 'utf8')).toBe('second');
    expect(ownerOnly(path)).toBe(true);
    expect(readdirSync(dir)).toEqual(['list.csv']);
  });

  it('writeWhole fails, leaving nothing behind, where the folder is missing', async () => {
    const dir = tempFolder('atomic-file');
    await expect(writeWhole(join(dir, 'gone', 'list.csv'), 'text')).rejects.toThrow();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('writeWholeSync makes the folder, replaces the file, owner-only', () => {
    const dir = tempFolder('atomic-file');
    const path = join(dir, 'budgets', 'family.json');
    writeWholeSync(path, '{"a":1}');
    writeWholeSync(path, '{"a":2}');
    expect(readFileSync(path, 'utf8')).toBe('{"a":2}');
    expect(ownerOnly(path)).toBe(true);
    expect(readdirSync(join(dir, 'budgets'))).toEqual(['family.json']);
  });
});
