import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSettings as openSettingsIn, StoredAccount } from '../../../core/accounts/settings';
import { NodeFiles } from '../../../electron/node/files';

const DEFAULTS = { serviceUrl: 'http://127.0.0.1:4010/api/v1' };
/** settings.json in a data folder, through the computer's Files port. */
const openSettings = (folder: string, defaults: typeof DEFAULTS) => openSettingsIn(new NodeFiles(folder), defaults, { now: () => 1234 });

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'memorial-desk-settings-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function account(id: string, overrides: Partial<StoredAccount> = {}): StoredAccount {
  return { id, kind: 'personal', name: `Account ${id}`, addedAt: '2025-01-02T03:04:05.000Z', organization: null, ...overrides };
}

const business = account('b1', {
  kind: 'business',
  name: 'Hill & Sons',
  organization: { id: 7, name: 'Hill & Sons', displayName: 'Hill and Sons Funeral Care', brandColor: '#334455', logoUrl: null },
});

describe('openSettings', () => {
  it('keeps whether new tributes are notified (on unless the person turned them off)', async () => {
    const first = await openSettings(dir, DEFAULTS);
    expect(first.get().notifications).toBe(true);
    expect(first.update({ notifications: false }).notifications).toBe(false);
    await first.written();
    expect((await openSettings(dir, DEFAULTS)).get().notifications).toBe(false);
  });

  it('keeps the language the person chose, and reads a value it does not know as the system’s', async () => {
    const first = await openSettings(dir, DEFAULTS);
    expect(first.language()).toBe('system');
    first.update({ language: 'ar' });
    expect(first.language()).toBe('ar');
    await first.written();
    expect((await openSettings(dir, DEFAULTS)).language()).toBe('ar');
    expect(() => first.update({ language: 'fr' as never })).toThrow();
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ language: 'klingon' }));
    expect((await openSettings(dir, DEFAULTS)).language()).toBe('system');
  });

  it('starts from the defaults, with no accounts, and writes nothing until something changes', async () => {
    const settings = await openSettings(dir, DEFAULTS);
    expect(settings.get()).toEqual({ ...DEFAULTS, notifications: true });
    expect(settings.accounts.list()).toEqual([]);
    expect(settings.activeAccountId()).toBeNull();
    expect(settings.path).toBe(join(dir, 'settings.json'));
    expect(await readdir(dir)).toEqual([]);
  });

  it('keeps the service address, accounts and the active one across a reopen, in settings.json readable by its owner only', async () => {
    const first = await openSettings(dir, DEFAULTS);
    expect(first.update({ serviceUrl: ' https://memorials.example.org/api/v1/ ' })).toEqual({
      serviceUrl: 'https://memorials.example.org/api/v1',
      notifications: true,
    });
    first.accounts.save(account('p1'));
    first.accounts.save(business);
    first.setActiveAccountId('b1');
    await first.written();

    const again = await openSettings(dir, DEFAULTS);
    expect(again.get()).toEqual({ serviceUrl: 'https://memorials.example.org/api/v1', notifications: true });
    expect(again.accounts.list()).toEqual([account('p1'), business]);
    expect(again.accounts.get('b1')).toEqual(business);
    expect(again.accounts.get('nope')).toBeNull();
    expect(again.activeAccountId()).toBe('b1');
    expect((await stat(join(dir, 'settings.json'))).mode & 0o077).toBe(0);
  });

  it('replaces an account in place, removes one, and forgets an active id whose account is gone', async () => {
    const settings = await openSettings(dir, DEFAULTS);
    settings.accounts.save(account('a'));
    settings.accounts.save(account('b'));
    settings.accounts.save(account('a', { name: 'Renamed' }));
    expect(settings.accounts.list().map((a) => [a.id, a.name])).toEqual([
      ['a', 'Renamed'],
      ['b', 'Account b'],
    ]);
    settings.setActiveAccountId('b');
    settings.accounts.remove('b');
    expect(settings.accounts.list().map((a) => a.id)).toEqual(['a']);
    expect(settings.activeAccountId()).toBeNull();
    settings.setActiveAccountId('a');
    settings.setActiveAccountId(null);
    expect(settings.activeAccountId()).toBeNull();
    await settings.written();
  });

  it('reads the stored accounts once until they change, each caller getting a list of its own', async () => {
    const settings = await openSettings(dir, DEFAULTS);
    settings.accounts.save(account('a'));
    settings.accounts.save(account('b'));
    const checked = vi.spyOn(StoredAccount, 'safeParse');
    try {
      const first = settings.accounts.list();
      settings.accounts.get('a');
      settings.activeAccountId();
      const again = settings.accounts.list();
      // Read once (two entries), not at each of the four asks.
      expect(checked).toHaveBeenCalledTimes(2);
      expect(again).toEqual(first);
      expect(again).not.toBe(first);
      again.pop();
      expect(settings.accounts.list().map((a) => a.id)).toEqual(['a', 'b']);
      // Shared, so frozen: a change goes through save.
      expect(Object.isFrozen(first[0])).toBe(true);
      settings.accounts.save(account('a', { name: 'Renamed' }));
      expect(settings.accounts.get('a')?.name).toBe('Renamed');
    } finally {
      checked.mockRestore();
    }
    await settings.written();
  });

  it('refuses a service address that is not http(s), and an account that is not whole', async () => {
    const settings = await openSettings(dir, DEFAULTS);
    expect(() => settings.update({ serviceUrl: 'file:///etc/passwd' })).toThrow();
    expect(() => settings.update({ serviceUrl: 'not a url' })).toThrow();
    expect(() => settings.accounts.save({ ...account('x'), name: '' })).toThrow();
    expect(settings.get()).toEqual({ ...DEFAULTS, notifications: true });
    expect(settings.accounts.list()).toEqual([]);
  });

  it('reads a hand-edited file with bad values as defaults, keeping the good accounts', async () => {
    await writeFile(
      join(dir, 'settings.json'),
      JSON.stringify({
        serviceUrl: 'javascript:alert(1)',
        activeAccountId: 42,
        accounts: [account('good'), { id: 'no-kind', name: 'x' }, 'junk', null, account('good', { name: 'Duplicate' }), { ...business, organization: 'junk' }],
        somethingElse: true,
      }),
    );
    const settings = await openSettings(dir, DEFAULTS);
    expect(settings.get()).toEqual({ ...DEFAULTS, notifications: true });
    expect(settings.activeAccountId()).toBeNull();
    expect(settings.accounts.list()).toEqual([account('good'), { ...business, organization: null }]);
  });

  it('treats accounts that are not a list, and an active id that names no account, as none', async () => {
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ accounts: { a: 1 }, activeAccountId: 'ghost' }));
    const settings = await openSettings(dir, DEFAULTS);
    expect(settings.accounts.list()).toEqual([]);
    expect(settings.activeAccountId()).toBeNull();
    settings.accounts.save(account('fresh'));
    expect(settings.accounts.list()).toEqual([account('fresh')]);
    await settings.written();
  });

  it('moves a file that is not JSON aside, keeping it for the person, and starts from the defaults', async () => {
    const broken = '{ "serviceUrl": "https://memorials.example.org/api/v1", ';
    await writeFile(join(dir, 'settings.json'), broken);
    const settings = await openSettings(dir, DEFAULTS);
    expect(settings.get()).toEqual({ ...DEFAULTS, notifications: true });
    expect(settings.accounts.list()).toEqual([]);
    settings.accounts.save(account('after'));
    await settings.written();
    expect((await openSettings(dir, DEFAULTS)).accounts.list()).toEqual([account('after')]);
    const aside = (await readdir(dir)).filter((file) => file.startsWith('settings.json.unreadable-'));
    expect(aside).toHaveLength(1);
    expect(await readFile(join(dir, aside[0]!), 'utf8')).toBe(broken);
  });

  it.each([['[1, 2, 3]'], ['"just a string"'], ['null']])('reads JSON that is not an object (%s) as the defaults', async (content) => {
    await writeFile(join(dir, 'settings.json'), content);
    const settings = await openSettings(dir, DEFAULTS);
    expect(settings.get()).toEqual({ ...DEFAULTS, notifications: true });
    expect(settings.accounts.list()).toEqual([]);
    settings.accounts.save(account('after'));
    await settings.written();
    expect((await openSettings(dir, DEFAULTS)).accounts.list()).toEqual([account('after')]);
  });

  it('writes the whole file after each change, one write at a time, each with every change before it', async () => {
    const settings = await openSettings(dir, DEFAULTS);
    for (let n = 0; n < 20; n++) settings.accounts.save(account(`a${n}`));
    settings.ui.update({ place: '/inbox', sessionNoteDismissed: true });
    await settings.written();
    const kept = JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8'));
    expect(kept.accounts).toHaveLength(20);
    expect(kept.ui).toEqual({ place: '/inbox', sessionNoteDismissed: true });
    // No temporary file left beside it.
    expect(await readdir(dir)).toEqual(['settings.json']);
    // Tab-indented JSON, as the versions that kept it through conf wrote it.
    expect(await readFile(join(dir, 'settings.json'), 'utf8')).toMatch(/^\{\n\t"accounts": \[/);
  });

  it('keeps aside what cannot be read as a file (a folder in its place), and starts from the defaults', async () => {
    await mkdir(join(dir, 'settings.json'));
    const settings = await openSettings(dir, DEFAULTS);
    expect(settings.accounts.list()).toEqual([]);
    expect((await readdir(dir)).filter((name) => name.startsWith('settings.json.unreadable-'))).toEqual(['settings.json.unreadable-1234']);
  });

  it('tells a change that could not be written, keeps it in use for this run, and writes it with the next change', async () => {
    let full = true;
    class FullDisk extends NodeFiles {
      override writeWhole(path: string, content: string | Uint8Array): Promise<void> {
        return full ? Promise.reject(Object.assign(new Error('no space left'), { code: 'ENOSPC' })) : super.writeWhole(path, content);
      }
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const settings = await openSettingsIn(new FullDisk(dir), DEFAULTS);
      settings.update({ notifications: false });
      await expect(settings.written()).rejects.toThrow(/no space left/);
      expect(settings.get().notifications).toBe(false);
      expect(await readdir(dir)).toEqual([]);
      full = false;
      settings.accounts.save(account('a'));
      await settings.written();
      const kept = await openSettings(dir, DEFAULTS);
      expect(kept.get().notifications).toBe(false);
      expect(kept.accounts.list()).toEqual([account('a')]);
    } finally {
      quiet.mockRestore();
    }
  });

  it('reads the settings.json an older version wrote through conf, ui memory and all', async () => {
    await cp(join(import.meta.dirname, '../../fixtures/data-folder-0.1.0/settings.json'), join(dir, 'settings.json'));
    const settings = await openSettings(dir, DEFAULTS);
    expect(settings.get()).toEqual({ serviceUrl: 'http://127.0.0.1:4010/api/v1', notifications: false });
    expect(settings.accounts.list().map((a) => [a.kind, a.name])).toEqual([
      ['business', 'Hollis & Daughters'],
      ['personal', 'Thomas Hughes'],
    ]);
    expect(settings.activeAccountId()).toBe('c7e2a9f0-2d4b-4d8e-8f57-2a4e1b9d7c33');
    expect(settings.ui.get()).toEqual({ place: '/memorials/12/visits', placeAccountId: 'c7e2a9f0-2d4b-4d8e-8f57-2a4e1b9d7c33', sessionNoteDismissed: true });
    // Still its own file, in its own name: nothing is carried elsewhere.
    expect(await readdir(dir)).toEqual(['settings.json']);
  });
});
