/**
 * A second start of Memorial Desk (Electron's single-instance lock is held by the first): it hands
 * its arguments to the first through the lock and ends at once, starting nothing of its own.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as Launch from '../../electron/desktop-core';
import { fake } from './fake-electron';

vi.mock('electron', async () => (await import('./fake-electron')).electronModule);

const startDesktopCore = vi.fn();
vi.mock('../../electron/desktop-core', async (importOriginal) => ({
  ...(await importOriginal<typeof Launch>()),
  startDesktopCore,
}));

describe('a second start', () => {
  it('asks for the lock, quits, and opens no window, no services, no crash reporter', async () => {
    fake.app.gotLock = false;
    await import('../../electron/main');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.app.requestSingleInstanceLock).toHaveBeenCalledOnce();
    expect(fake.app.quit).toHaveBeenCalledOnce();
    expect(fake.windows).toEqual([]);
    expect(startDesktopCore).not.toHaveBeenCalled();
    expect(fake.crashReporterStarts).toEqual([]);
    expect(fake.app.listeners.has('will-quit')).toBe(false);
  });
});
