import { KeychainAccess } from '@aparajita/capacitor-secure-storage';
import { describe, expect, it } from 'vitest';
import { KeychainSecrets, SECRET_KEY_PREFIX, type SecureStorage } from '../../../mobile/native/secrets';

/** The secure storage plugin's JavaScript face as its native side answers: prefixed keys, JSON values. */
function fakeKeychain() {
  const items = new Map<string, { data: string; sync: boolean | undefined; access: KeychainAccess | undefined }>();
  const calls: string[] = [];
  let prefix = 'capacitor-storage_';
  const storage: SecureStorage = {
    setKeyPrefix: (value) => {
      prefix = value;
      return Promise.resolve();
    },
    get: (key, convertDate, sync) => {
      calls.push(`get ${key} convertDate=${convertDate} sync=${sync}`);
      const item = items.get(prefix + key);
      return Promise.resolve(item === undefined ? null : (JSON.parse(item.data) as string));
    },
    set: (key, data, convertDate, sync, access) => {
      calls.push(`set ${key} convertDate=${convertDate} sync=${sync}`);
      items.set(prefix + key, { data: JSON.stringify(data), sync, access });
      return Promise.resolve();
    },
    remove: (key, sync) => {
      calls.push(`remove ${key} sync=${sync}`);
      return Promise.resolve(items.delete(prefix + key));
    },
  };
  return { storage, items, calls, setPrefix: (value: string) => (prefix = value) };
}

describe('the phone’s Secrets (Keychain / Keystore)', () => {
  it.each(['web', 'electron', ''])('refuses to be made on the "%s" platform, where the plugin would use localStorage', (platform) => {
    expect(() => new KeychainSecrets(fakeKeychain().storage, platform)).toThrow(/Keychain or Keystore/);
  });

  it.each(['ios', 'android'])('keeps, reads and forgets a sign-in on %s, as kind "os"', async (platform) => {
    const { storage, items } = fakeKeychain();
    const secrets = new KeychainSecrets(storage, platform);
    expect(secrets.kind).toBe('os');
    expect(secrets.note).toBeNull();
    expect(await secrets.get('family:7')).toBeNull();
    await secrets.set('family:7', 'tok_123');
    expect(await secrets.get('family:7')).toBe('tok_123');
    expect([...items.keys()]).toEqual([`${SECRET_KEY_PREFIX}family:7`]);
    await secrets.delete('family:7');
    await secrets.delete('family:7');
    expect(await secrets.get('family:7')).toBeNull();
  });

  it('is this device only and never the iCloud keychain, and never turns a token into a date', async () => {
    const { storage, items, calls } = fakeKeychain();
    const secrets = new KeychainSecrets(storage, 'ios');
    await secrets.set('a', '2026-01-01T00:00:00.000Z');
    expect(items.get(`${SECRET_KEY_PREFIX}a`)).toMatchObject({ sync: false, access: KeychainAccess.afterFirstUnlockThisDeviceOnly });
    expect(await secrets.get('a')).toBe('2026-01-01T00:00:00.000Z');
    expect(calls).toEqual(['set a convertDate=false sync=false', 'get a convertDate=false sync=false']);
  });

  it('uses its own prefix even when something else in the page changed the plugin’s', async () => {
    const keychain = fakeKeychain();
    const secrets = new KeychainSecrets(keychain.storage, 'android');
    await secrets.set('b', 'x');
    keychain.setPrefix('someone-else_');
    expect(await secrets.get('b')).toBe('x');
  });

  it('refuses an empty account name rather than keep a sign-in under the bare prefix', async () => {
    const secrets = new KeychainSecrets(fakeKeychain().storage, 'ios');
    await expect(secrets.set('', 'x')).rejects.toThrow(/account/);
  });
});
