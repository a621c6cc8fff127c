import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openConfFile } from '../../../core/files/conf-file';
import { useTempFolders } from '../../helpers/temp-folder';

const tempFolder = useTempFolders();

describe('openConfFile: one JSON file of the data folder', () => {
  it('keeps what is set in <name>.json, readable by its owner only', () => {
    const dir = tempFolder('conf-file');
    openConfFile(dir, 'example').set('kept', 42);
    expect(JSON.parse(readFileSync(join(dir, 'example.json'), 'utf8'))).toEqual({ kept: 42 });
    if (process.platform !== 'win32') expect(statSync(join(dir, 'example.json')).mode & 0o777).toBe(0o600);
    expect(openConfFile(dir, 'example').get('kept')).toBe(42);
  });

  it('keeps a file that is not JSON aside, as it was, and starts a new one', () => {
    const dir = tempFolder('conf-file');
    writeFileSync(join(dir, 'example.json'), '{ not json');
    const conf = openConfFile(dir, 'example');
    expect(conf.store).toEqual({});
    const aside = readdirSync(dir).filter((name) => name.startsWith('example.json.unreadable-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(dir, aside[0]!), 'utf8')).toBe('{ not json');
  });
});
