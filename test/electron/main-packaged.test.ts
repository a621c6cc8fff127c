/**
 * main.ts as an installed build runs it (`app.isPackaged`), with the machine-wide settings giving
 * an update address: no developer tools, the memorialdesk: scheme registered, electron-updater
 * set up from the settings, and a downloaded update that waits while the outbox holds a change.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rolesIn } from '../../electron/desktop/menu';
import type * as Launch from '../../electron/desktop-core';
import { fake } from './fake-electron';
import { stubCore } from './stub-core';

vi.mock('electron', async () => (await import('./fake-electron')).electronModule);

const updater = vi.hoisted(() => {
  const listeners = new Map<string, ((arg: unknown) => void)[]>();
  return {
    autoDownload: true,
    autoInstallOnAppQuit: true,
    autoRunAppAfterInstall: true,
    feeds: [] as unknown[],
    installs: [] as unknown[],
    setFeedURL(options: unknown) {
      this.feeds.push(options);
    },
    checkForUpdates: () => Promise.resolve(null),
    downloadUpdate: () => Promise.resolve([]),
    quitAndInstall(...args: unknown[]) {
      this.installs.push(args);
    },
    on(event: string, listener: (arg: unknown) => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return this;
    },
    emit(event: string, arg?: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(arg);
    },
  };
});
// As Node's ESM sees electron-updater (CommonJS, `autoUpdater` behind a getter): on the default export only.
vi.mock('electron-updater', () => ({ default: { autoUpdater: updater } }));

const stub = stubCore();
const machine = { file: '/etc/memorial-desk/settings.json', updateUrl: 'https://updates.example.org/desk', locked: ['updateUrl'] };
vi.mock('../../electron/desktop-core', async (importOriginal) => ({
  ...(await importOriginal<typeof Launch>()),
  startDesktopCore: () => Promise.resolve({ core: stub.core, sandbox: null, machine, demoLines: [], close: () => Promise.resolve() }),
}));

const dataDir = mkdtempSync(join(tmpdir(), 'memorial-desk-packaged-'));
beforeAll(async () => {
  process.env.MEMORIAL_APP_DATA = dataDir;
  fake.app.isPackaged = true;
  await import('../../electron/main');
  await vi.waitFor(() => expect(updater.feeds).toHaveLength(1));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('an installed build', () => {
  it('has no developer tools, in the window or the menu', () => {
    expect(fake.windows[0]!.options).toMatchObject({ webPreferences: { devTools: false, spellcheck: false } });
    expect(rolesIn(fake.menuTemplates[0] as MenuItemConstructorOptions[])).not.toContain('toggleDevTools');
  });

  it('registers itself for memorialdesk:// links', () => {
    expect(fake.app.protocolClients).toEqual(['memorialdesk']);
  });

  it('looks for updates at the machine-wide address, and downloads and installs only when main says', () => {
    expect(updater.feeds).toEqual([{ provider: 'generic', url: 'https://updates.example.org/desk' }]);
    expect(updater).toMatchObject({ autoDownload: false, autoInstallOnAppQuit: false, autoRunAppAfterInstall: false });
  });

  it('keeps a downloaded update for a later quit while a change waits to be sent, and quits', async () => {
    updater.emit('update-downloaded', { version: '0.2.0' });
    stub.outbox.push({
      id: 'e1',
      accountId: 'a',
      operation: 'approveContribution',
      label: 'Approve a tribute',
      memorialId: 1,
      contributionId: 7,
      touches: ['listContributions'],
      body: null,
      holdUntil: null,
      waiting: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      state: 'queued',
      attempts: 0,
      message: null,
      code: null,
      finishedAt: null,
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(fake.app.willQuit().prevented).toBe(true);
    await vi.waitFor(() => expect(fake.app.quit).toHaveBeenCalledOnce());
    expect(updater.installs).toEqual([]);
  });
});
