/**
 * Every start command builds what is missing first (`npm install`, then `npm start` or
 * `npm run web`, work on a fresh clone in the order the README gives). Only what is missing: a
 * developer's own build is never replaced behind their back.
 */
import { spawnSync, type SpawnSyncOptionsWithStringEncoding } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const BUILT_RENDERER = join(ROOT, 'dist', 'renderer', 'index.html');

/**
 * Runs `npm run build` in `root` when any of `files` is missing; exits the process with its words
 * if it fails.
 */
export function ensureBuilt(files: readonly string[], root: string = ROOT): void {
  if (files.every((file) => existsSync(file))) return;
  console.error('Building Memorial Desk first (this happens once)...');
  const npm = process.env.npm_execpath;
  const options: SpawnSyncOptionsWithStringEncoding = { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] };
  const result = npm
    ? spawnSync(process.execPath, [npm, 'run', 'build', '--silent'], options)
    : spawnSync('npm', ['run', 'build', '--silent'], { ...options, shell: process.platform === 'win32' });
  if (result.status !== 0) {
    // The build's own words only when it failed: its warnings are for developers, not for this start.
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    console.error('Memorial Desk could not be built; the messages above say why.');
    process.exit(1);
  }
}
