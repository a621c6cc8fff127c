/**
 * The desktop's Secrets: the OS keychain (macOS Keychain, Windows Credential Manager, the Secret
 * Service on Linux) through @napi-rs/keyring. Where it does not answer, the core's probe
 * (openSecretStore) falls back to memory and says so. A token is never written to disk by the app.
 */
import { AsyncEntry, type EntryOptions } from '@napi-rs/keyring';
import type { Secrets } from '../../core/ports';

/** The service name entries are filed under in the keychain (what a person sees in Keychain Access). */
export const SECRET_SERVICE_NAME = 'Memorial Desk';

/**
 * On Linux, keyring's default silently falls back to the kernel keyring, which lives in memory and
 * is lost at reboot. Requiring the Secret Service keeps the promise `os` makes (the sign-in survives
 * a restart); where it is missing, the app says so plainly instead. Ignored on macOS and Windows.
 */
const ENTRY_OPTIONS: EntryOptions = { linux: { store: 'secret-service' } };

export class KeyringSecretStore implements Secrets {
  readonly kind = 'os';
  readonly note = null;

  constructor(private readonly service: string = SECRET_SERVICE_NAME) {}

  async get(account: string): Promise<string | null> {
    return this.entry(account).getPassword();
  }

  async set(account: string, secret: string): Promise<void> {
    await this.entry(account).setPassword(secret);
  }

  async delete(account: string): Promise<void> {
    await this.entry(account).deletePassword();
  }

  /** The async entry keeps keychain work (D-Bus round trips, an unlock prompt) off the main thread. */
  private entry(account: string): AsyncEntry {
    return new AsyncEntry(this.service, account, ENTRY_OPTIONS);
  }
}
