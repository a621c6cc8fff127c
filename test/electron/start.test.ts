import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { displayProblem, findElectronBinary } from '../../electron/start';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'md-start-'));
  await writeFile(join(dir, 'package.json'), '{"name":"app"}');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function electronPackage(files: Record<string, string>) {
  const pkg = join(dir, 'node_modules', 'electron');
  await mkdir(join(pkg, 'dist'), { recursive: true });
  await writeFile(join(pkg, 'package.json'), '{"name":"electron","version":"45.4.1"}');
  for (const [name, text] of Object.entries(files)) await writeFile(join(pkg, name), text);
  return pkg;
}

describe('findElectronBinary (without require("electron"), which would download it)', () => {
  it('says so when the package is missing', () => {
    expect(findElectronBinary({}, dir)).toEqual({ ok: false, reason: 'Electron is not installed on this computer' });
  });

  it('says so when the binary was never downloaded (no path.txt)', async () => {
    await electronPackage({});
    expect(findElectronBinary({}, dir)).toMatchObject({ ok: false, reason: expect.stringContaining('its binary is not installed') });
  });

  it('says so when path.txt names a binary that is not there', async () => {
    await electronPackage({ 'path.txt': 'electron' });
    expect(findElectronBinary({}, dir).ok).toBe(false);
  });

  it('finds the binary that path.txt names', async () => {
    const pkg = await electronPackage({ 'path.txt': 'electron', 'dist/electron': '' });
    expect(findElectronBinary({}, dir)).toEqual({ ok: true, path: join(pkg, 'dist', 'electron') });
  });

  it('honours ELECTRON_OVERRIDE_DIST_PATH', async () => {
    await electronPackage({ 'path.txt': 'electron' });
    const other = join(dir, 'other');
    await mkdir(other);
    await writeFile(join(other, 'electron'), '');
    expect(findElectronBinary({ ELECTRON_OVERRIDE_DIST_PATH: other }, dir)).toEqual({ ok: true, path: join(other, 'electron') });
  });
});

describe('displayProblem', () => {
  it('sees that Linux without a display cannot show a window', () => {
    expect(displayProblem({}, 'linux')).toMatch(/no display/);
    expect(displayProblem({ DISPLAY: ':0' }, 'linux')).toBeNull();
    expect(displayProblem({ WAYLAND_DISPLAY: 'wayland-0' }, 'linux')).toBeNull();
    expect(displayProblem({}, 'darwin')).toBeNull();
    expect(displayProblem({}, 'win32')).toBeNull();
  });
});
