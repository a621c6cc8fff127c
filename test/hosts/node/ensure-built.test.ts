import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureBuilt } from '../../../hosts/node/ensure-built';

/**
 * A fresh clone: `npm install`, then `npm run web` (or `npm start`) builds what is missing before
 * it starts, instead of serving "not built yet". Run against a small project whose `build` script
 * writes the file, through the real npm.
 */
let root: string;
const built = () => join(root, 'dist', 'renderer', 'index.html');

function project(build: string): void {
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'fresh-clone', private: true, scripts: { build } }));
}

const WRITES_THE_BUILD = `node -e "const fs=require('fs');fs.mkdirSync('dist/renderer',{recursive:true});fs.writeFileSync('dist/renderer/index.html','<!doctype html>');fs.appendFileSync('builds.txt','built\\\\n')"`;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'md-ensure-built-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('ensureBuilt', () => {
  it('runs npm run build when the built screens are missing, as on a fresh clone', () => {
    project(WRITES_THE_BUILD);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    ensureBuilt([built()], root);
    expect(existsSync(built())).toBe(true);
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/Building Memorial Desk first/));
  }, 30_000);

  it('leaves a developer’s own build alone when everything is there', () => {
    project(WRITES_THE_BUILD);
    mkdirSync(join(root, 'dist', 'renderer'), { recursive: true });
    writeFileSync(built(), 'mine');
    ensureBuilt([built()], root);
    expect(existsSync(join(root, 'builds.txt'))).toBe(false);
  });

  it('stops with the build’s own words when the build fails', () => {
    project(`node -e "console.error('vite: cannot find index.html'); process.exit(3)"`);
    const exit = vi.spyOn(process, 'exit').mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    const said: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void said.push(line));
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation(((chunk: string) => {
      written.push(String(chunk));
      return true;
    }) as never);
    expect(() => ensureBuilt([built()], root)).toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    expect(written.join('')).toMatch(/cannot find index\.html/);
    expect(said.join('\n')).toMatch(/could not be built/);
  }, 30_000);
});
