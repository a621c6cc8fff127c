import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { currentWindowState, loadWindowState, saveWindowState, windowStart, windowStateFile } from '../../../electron/desktop/window-state';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function folder() {
  const dir = mkdtempSync(join(tmpdir(), 'window-state-'));
  dirs.push(dir);
  return dir;
}

const screen = [{ x: 0, y: 0, width: 1920, height: 1040 }];

describe('the window’s remembered place', () => {
  it('is saved whole, owner-only, and read back', () => {
    const file = windowStateFile(folder());
    saveWindowState(file, { x: 10, y: 20, width: 1000, height: 700, maximized: false });
    expect(loadWindowState(file)).toEqual({ x: 10, y: 20, width: 1000, height: 700, maximized: false });
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('is forgotten when missing or not what the app wrote', () => {
    const dir = folder();
    const file = windowStateFile(dir);
    expect(loadWindowState(file)).toBeNull();
    for (const text of ['not json', '[]', '{"x":"1","y":0,"width":800,"height":600}', '{"x":0,"y":0,"width":1e12,"height":600}']) {
      writeFileSync(file, text);
      expect(loadWindowState(file)).toBeNull();
    }
  });

  it('opens where it was, when that is on a screen', () => {
    expect(windowStart({ x: 100, y: 50, width: 1000, height: 700, maximized: true }, screen)).toEqual({
      place: { x: 100, y: 50, width: 1000, height: 700 },
      maximized: true,
    });
  });

  it('opens centred when its place is on a screen no longer there, or its title bar would be out of reach', () => {
    const second = { x: 2500, y: 100, width: 1000, height: 700, maximized: false };
    expect(windowStart(second, screen).place).toEqual({ width: 1000, height: 700 });
    expect(windowStart({ ...second, x: 200, y: -500 }, screen).place).toEqual({ width: 1000, height: 700 });
    expect(windowStart({ ...second, x: 1900, y: 100 }, screen).place).toEqual({ width: 1000, height: 700 });
  });

  it('keeps the size between the window’s minimum and the largest screen', () => {
    expect(windowStart({ x: 0, y: 0, width: 200, height: 100, maximized: false }, screen).place).toMatchObject({ width: 720, height: 520 });
    expect(windowStart({ x: 0, y: 0, width: 5000, height: 3000, maximized: false }, screen).place).toMatchObject({ width: 1920, height: 1040 });
  });

  it('opens at the default size the first time', () => {
    expect(windowStart(null, screen)).toEqual({ place: { width: 1200, height: 800 }, maximized: false });
  });

  it('remembers the normal bounds of a maximised window', () => {
    const window = { getNormalBounds: () => ({ x: 10.4, y: 20, width: 999.6, height: 700 }), isMaximized: () => true, isFullScreen: () => false };
    expect(currentWindowState(window)).toEqual({ x: 10, y: 20, width: 1000, height: 700, maximized: true });
  });
});
