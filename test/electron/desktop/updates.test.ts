import { describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '../../../shared/bridge';
import { finishBeforeQuit } from '../../../electron/desktop/quit';
import { unsentChanges, updateAddress, Updates, type Updater } from '../../../electron/desktop/updates';
import { stubCore } from '../stub-core';

/** electron-updater's AppUpdater as far as Updates uses it, recording what it is asked. */
function fakeUpdater() {
  const listeners = new Map<string, ((arg: unknown) => void)[]>();
  const updater = {
    autoDownload: true,
    autoInstallOnAppQuit: true,
    autoRunAppAfterInstall: true,
    feeds: [] as unknown[],
    checks: 0,
    downloads: 0,
    installs: [] as unknown[][],
    setFeedURL(options: unknown) {
      this.feeds.push(options);
    },
    checkForUpdates() {
      this.checks++;
      return Promise.resolve(null);
    },
    downloadUpdate() {
      this.downloads++;
      return Promise.resolve([]);
    },
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
  return updater satisfies Updater;
}

function setUp(connection: { online?: boolean; metered?: boolean | null } = {}) {
  const updater = fakeUpdater();
  const state = { online: connection.online ?? true, metered: connection.metered ?? false };
  const log = vi.fn();
  const updates = new Updates({
    updater,
    url: 'https://updates.example.org/memorial-desk',
    connection: { isOnline: () => state.online, isMetered: () => Promise.resolve(state.metered) },
    log,
  });
  return { updater, updates, state, log };
}

function entry(state: OutboxEntry['state']): OutboxEntry {
  return {
    id: `e-${state}`,
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
    state,
    attempts: 0,
    message: null,
    code: null,
    finishedAt: null,
  };
}

describe('the update address', () => {
  it('comes from the machine-wide settings, and updates are off without one or when turned off', () => {
    const machine = { file: '/etc/memorial-desk/settings.json', locked: [] };
    expect(updateAddress(null)).toBeNull();
    expect(updateAddress({ ...machine })).toBeNull();
    expect(updateAddress({ ...machine, updateChecks: true })).toBeNull();
    expect(updateAddress({ ...machine, updateUrl: 'https://u.example/' })).toBe('https://u.example/');
    expect(updateAddress({ ...machine, updateUrl: 'https://u.example/', updateChecks: false })).toBeNull();
  });
});

describe('the update gate', () => {
  it('sets electron-updater up: the generic provider at the address, no download or install of its own accord', () => {
    const { updater } = setUp();
    expect(updater.feeds).toEqual([{ provider: 'generic', url: 'https://updates.example.org/memorial-desk' }]);
    expect(updater.autoDownload).toBe(false);
    expect(updater.autoInstallOnAppQuit).toBe(false);
    expect(updater.autoRunAppAfterInstall).toBe(false);
  });

  it('neither checks nor downloads while offline', async () => {
    const { updater, updates } = setUp({ online: false });
    expect(await updates.check()).toBe('offline');
    expect(await updates.download()).toBe('offline');
    expect(updater.checks).toBe(0);
    expect(updater.downloads).toBe(0);
  });

  it('checks while online, and downloads what it finds unless the connection is metered', async () => {
    const { updater, updates, state } = setUp({ metered: true });
    expect(await updates.check()).toBe('checked');
    expect(updater.checks).toBe(1);
    updater.emit('update-available', { version: '0.2.0' });
    await vi.waitFor(() => expect(updates.state).toBe('idle'));
    expect(updater.downloads).toBe(0);

    // The next check, on an unmetered connection, downloads it.
    state.metered = false;
    await updates.check();
    updater.emit('update-available', { version: '0.2.0' });
    await vi.waitFor(() => expect(updater.downloads).toBe(1));
    expect(updates.state).toBe('downloading');
  });

  it('counts an unknown connection as not metered', async () => {
    const { updater, updates } = setUp({ metered: null });
    expect(await updates.download()).toBe('started');
    expect(updater.downloads).toBe(1);
  });

  it('installs at quit only when downloaded and nothing is left unsent', () => {
    const { updater, updates } = setUp();
    expect(updates.mayInstallAtQuit(0)).toBe(false);
    updater.emit('update-downloaded', { version: '0.2.0' });
    expect(updates.mayInstallAtQuit(2)).toBe(false);
    expect(updates.mayInstallAtQuit(0)).toBe(true);
    updates.install();
    expect(updater.installs).toEqual([[true, false]]);
  });

  it('counts as unsent what is queued, on the wire or being checked; not what is done or refused', async () => {
    const stub = stubCore();
    stub.outbox.push(entry('done'), entry('refused'));
    expect(await unsentChanges(stub.core)).toBe(0);
    stub.outbox.push(entry('queued'), entry('sending'), entry('checking'));
    expect(await unsentChanges(stub.core)).toBe(3);
  });
});

describe('the quit', () => {
  it('keeps a downloaded update for a later quit while a change waits in the outbox, and closes the services', async () => {
    const { updater, updates } = setUp();
    updater.emit('update-downloaded', {});
    const stub = stubCore();
    stub.outbox.push(entry('queued'));
    const close = vi.fn(() => Promise.resolve());
    expect(await finishBeforeQuit({ core: stub.core, close, updates, log: () => {} })).toEqual({ installUpdate: false });
    expect(close).toHaveBeenCalledOnce();
  });

  it('installs a downloaded update when the outbox is empty', async () => {
    const { updater, updates } = setUp();
    updater.emit('update-downloaded', {});
    const stub = stubCore();
    stub.outbox.push(entry('done'));
    expect(await finishBeforeQuit({ core: stub.core, close: () => Promise.resolve(), updates })).toEqual({ installUpdate: true });
  });

  it('does not wait for ever on services that will not close; their work is on disk', async () => {
    const stub = stubCore();
    const log = vi.fn();
    const never = () => new Promise<void>(() => {});
    expect(await finishBeforeQuit({ core: stub.core, close: never, updates: null, waitMs: 20, log })).toEqual({ installUpdate: false });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('kept for the next start'));
  });
});
