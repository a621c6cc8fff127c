import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** `node electron/launch.js …` as npm start and npm run web run it, stopping at the arguments. */
function launch(...args: string[]) {
  return spawnSync(process.execPath, ['electron/launch.js', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
}

describe('electron/launch.js (npm start, npm run web)', () => {
  it('names the commands it runs when given another', () => {
    const run = launch('serve');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('usage: node electron/launch.js start|web');
  });

  it('hands the rest of the arguments to the command, built or from the sources', () => {
    const web = launch('web', '--port', 'seventy');
    expect(web.status).toBe(2);
    expect(web.stderr).toMatch(/^npm run web: .*port/m);
    const start = launch('start', '--port', 'seventy');
    expect(start.status).toBe(2);
    expect(start.stderr).toMatch(/^npm start: .*port/m);
  });
});
