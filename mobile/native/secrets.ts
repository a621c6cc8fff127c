/**
 * Sign-ins on the phone: the iOS Keychain and the Android Keystore, through
 * @aparajita/capacitor-secure-storage. On Android the plugin seals each value with an AES key kept
 * in the Keystore (the sealed value sits in the app's private preferences, which the app's backup
 * rules keep out of every backup); on iOS it is a Keychain item.
 *
 * Never the plugin's web fallback (it writes to localStorage): on the web platform this refuses to
 * be made at all, and the phone build leaves that fallback out (mobile/vite.config.ts). Never
 * @capacitor/preferences (not encrypted), never the WebView's own storage.
 */
import { KeychainAccess, type SecureStoragePlugin } from '@aparajita/capacitor-secure-storage';
import type { Secrets } from '../../core/ports';

/** Every key the app keeps starts with this, so its items are its own and can be found and cleared together. */
export const SECRET_KEY_PREFIX = 'memorial-desk.account.';

/**
 * iOS: readable once the phone has been unlocked after starting (so a return to the app, or a
 * check right after a restart, finds the sign-in), and bound to this device: never synchronised to
 * iCloud Keychain, never restored onto another phone from a backup. Android ignores it.
 */
export const KEYCHAIN_ACCESS = KeychainAccess.afterFirstUnlockThisDeviceOnly;

/** The plugin's methods this uses (the SecureStorage proxy in the app). */
export type SecureStorage = Pick<SecureStoragePlugin, 'setKeyPrefix' | 'get' | 'set' | 'remove'>;

export class KeychainSecrets implements Secrets {
  readonly kind = 'os';
  readonly note = null;

  /** `platform` is Capacitor.getPlatform(): only 'ios' and 'android' have a keychain here. */
  constructor(
    private readonly storage: SecureStorage,
    platform: string,
  ) {
    if (platform !== 'ios' && platform !== 'android') {
      throw new Error(
        `Memorial Desk keeps sign-ins only in the phone's Keychain or Keystore, and this is the "${platform}" platform: ` +
          'here the secure storage plugin would keep them in the page’s own storage, so it is not used.',
      );
    }
  }

  async get(account: string): Promise<string | null> {
    await this.prefix();
    // No date conversion, not the iCloud keychain.
    const value = await this.storage.get(key(account), false, false);
    if (value === null) return null;
    if (typeof value !== 'string') throw new Error('The keychain holds something other than a sign-in for this account.');
    return value;
  }

  async set(account: string, secret: string): Promise<void> {
    await this.prefix();
    await this.storage.set(key(account), secret, false, false, KEYCHAIN_ACCESS);
  }

  async delete(account: string): Promise<void> {
    await this.prefix();
    await this.storage.remove(key(account), false);
  }

  /** The prefix is the plugin's state, shared by the whole page: set it before each use rather than trust it. */
  private prefix(): Promise<void> {
    return this.storage.setKeyPrefix(SECRET_KEY_PREFIX);
  }
}

function key(account: string): string {
  if (typeof account !== 'string' || account === '') throw new Error('A sign-in is kept for an account, and none was named.');
  return account;
}
