import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openConfFile } from '../../../electron/services/conf-file';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('openConfFile: one JSON file of the data folder', () => {
  it('keeps what is set in <name>.json, readable by its owner only', () => {
    dir = mkdtempSync(join(tmpdir(), 'conf-file-'));
    openConfFile(dir, 'example').set('kept', 42);
    expect(JSON.parse(readFileSync(join(dir, 'example.json'), 'utf8'))).toEqual({ kept: 42 });
    if (process.platform !== 'win32') expect(statSync(join(dir, 'example.json')).mode & 0o777).toBe(0o600);
    expect(openConfFile(dir, 'example').get('kept')).toBe(42);
  });

  it('keeps a file that is not JSON aside, as it was, and starts a new one', () => {
    dir = mkdtempSync(join(tmpdir(), 'conf-file-'));
    writeFileSync(join(dir, 'example.json'), '{ not json');
    const conf = openConfFile(dir, 'example');
    expect(conf.store).toEqual({});
    const aside = readdirSync(dir).filter((name) => name.startsWith('example.json.unreadable-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(dir, aside[0]!), 'utf8')).toBe('{ not json');
  });
});
