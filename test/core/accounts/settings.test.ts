import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSettings, type StoredAccount } from '../../../core/accounts/settings';

const DEFAULTS = { serviceUrl: 'http://127.0.0.1:4010/api/v1' };

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
  it('keeps whether new tributes are notified (on unless the person turned them off)', () => {
    const first = openSettings(dir, DEFAULTS);
    expect(first.get().notifications).toBe(true);
    expect(first.update({ notifications: false }).notifications).toBe(false);
    expect(openSettings(dir, DEFAULTS).get().notifications).toBe(false);
  });

  it('starts from the defaults, with no accounts, and writes nothing until something changes', async () => {
    const settings = openSettings(dir, DEFAULTS);
    expect(settings.get()).toEqual({ ...DEFAULTS, notifications: true });
    expect(settings.accounts.list()).toEqual([]);
    expect(settings.activeAccountId()).toBeNull();
    expect(settings.path).toBe(join(dir, 'settings.json'));
    expect(await readdir(dir)).toEqual([]);
  });

  it('keeps the service address, accounts and the active one across a reopen, in settings.json readable by its owner only', async () => {
    const first = openSettings(dir, DEFAULTS);
    expect(first.update({ serviceUrl: ' https://memorials.example.org/api/v1/ ' })).toEqual({
      serviceUrl: 'https://memorials.example.org/api/v1',
      notifications: true,
    });
    first.accounts.save(account('p1'));
    first.accounts.save(business);
    first.setActiveAccountId('b1');

    const again = openSettings(dir, DEFAULTS);
    expect(again.get()).toEqual({ serviceUrl: 'https://memorials.example.org/api/v1', notifications: true });
    expect(again.accounts.list()).toEqual([account('p1'), business]);
    expect(again.accounts.get('b1')).toEqual(business);
    expect(again.accounts.get('nope')).toBeNull();
    expect(again.activeAccountId()).toBe('b1');
    expect((await stat(join(dir, 'settings.json'))).mode & 0o077).toBe(0);
  });

  it('replaces an account in place, removes one, and forgets an active id whose account is gone', () => {
    const settings = openSettings(dir, DEFAULTS);
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
  });

  it('refuses a service address that is not http(s), and an account that is not whole', () => {
    const settings = openSettings(dir, DEFAULTS);
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
    const settings = openSettings(dir, DEFAULTS);
    expect(settings.get()).toEqual({ ...DEFAULTS, notifications: true });
    expect(settings.activeAccountId()).toBeNull();
    expect(settings.accounts.list()).toEqual([account('good'), { ...business, organization: null }]);
  });

  it('treats accounts that are not a list, and an active id that names no account, as none', async () => {
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ accounts: { a: 1 }, activeAccountId: 'ghost' }));
    const settings = openSettings(dir, DEFAULTS);
    expect(settings.accounts.list()).toEqual([]);
    expect(settings.activeAccountId()).toBeNull();
    settings.accounts.save(account('fresh'));
    expect(settings.accounts.list()).toEqual([account('fresh')]);
  });

  it('moves a file that is not JSON aside, keeping it for the person, and starts from the defaults', async () => {
    const broken = '{ "serviceUrl": "https://memorials.example.org/api/v1", ';
    await writeFile(join(dir, 'settings.json'), broken);
    const settings = openSettings(dir, DEFAULTS);
    expect(settings.get()).toEqual({ ...DEFAULTS, notifications: true });
    expect(settings.accounts.list()).toEqual([]);
    settings.accounts.save(account('after'));
    expect(openSettings(dir, DEFAULTS).accounts.list()).toEqual([account('after')]);
    const aside = (await readdir(dir)).filter((file) => file.startsWith('settings.json.unreadable-'));
    expect(aside).toHaveLength(1);
    expect(await readFile(join(dir, aside[0]!), 'utf8')).toBe(broken);
  });

  it.each([['[1, 2, 3]'], ['"just a string"'], ['null']])('reads JSON that is not an object (%s) as the defaults', async (content) => {
    await writeFile(join(dir, 'settings.json'), content);
    const settings = openSettings(dir, DEFAULTS);
    expect(settings.get()).toEqual({ ...DEFAULTS, notifications: true });
    expect(settings.accounts.list()).toEqual([]);
    settings.accounts.save(account('after'));
    expect(openSettings(dir, DEFAULTS).accounts.list()).toEqual([account('after')]);
  });
});
