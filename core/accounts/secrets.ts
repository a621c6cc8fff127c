/**
 * Where tokens are kept: the OS keychain (macOS Keychain, Windows Credential Manager, the Secret
 * Service on Linux) through @napi-rs/keyring, or, where no keychain answers, this process's memory
 * only. A token is never written to disk by the app itself, in any form.
 */
import { randomUUID } from 'node:crypto';
import { AsyncEntry, type EntryOptions } from '@napi-rs/keyring';
import type { Secrets } from '../ports';

/** The service name entries are filed under in the keychain (what a person sees in Keychain Access). */
export const SECRET_SERVICE_NAME = 'Memorial Desk';

/** What the app tells the person when it has to fall back to memory. */
export const NO_KEYCHAIN_NOTE =
  'This computer has no keychain Memorial Desk can use, so sign-ins last only until the app closes. ' +
  'Nothing is written to disk: you will be asked to sign in again next time.';

/** The port (core/ports.ts), under the name the core's code knows it by. */
export type SecretStore = Secrets;

/**
 * On Linux, keyring's default silently falls back to the kernel keyring, which lives in memory and
 * is lost at reboot. Requiring the Secret Service keeps the promise `os` makes (the sign-in survives
 * a restart); where it is missing, the app says so plainly instead. Ignored on macOS and Windows.
 */
const ENTRY_OPTIONS: EntryOptions = { linux: { store: 'secret-service' } };

export class KeyringSecretStore implements SecretStore {
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

export class MemorySecretStore implements SecretStore {
  readonly kind = 'session';
  private readonly secrets = new Map<string, string>();

  constructor(readonly note: string = NO_KEYCHAIN_NOTE) {}

  get(account: string): Promise<string | null> {
    return Promise.resolve(this.secrets.get(account) ?? null);
  }

  set(account: string, secret: string): Promise<void> {
    this.secrets.set(account, secret);
    return Promise.resolve();
  }

  delete(account: string): Promise<void> {
    this.secrets.delete(account);
    return Promise.resolve();
  }
}

export interface OpenSecretStoreOptions {
  /** The keychain to try; the OS keychain by default. */
  keychain?: SecretStore;
  /**
   * How long the probe may take before the keychain counts as unavailable. A desktop keychain
   * answers in milliseconds when unlocked; generous, because a locked one may first ask the
   * person for their password.
   */
  timeoutMs?: number;
}

/**
 * The OS keychain when it works right now (a probe entry is written, read back and deleted),
 * otherwise a session-only store that says why.
 */
export async function openSecretStore(options: OpenSecretStoreOptions = {}): Promise<SecretStore> {
  const keychain = options.keychain ?? new KeyringSecretStore();
  const timeoutMs = options.timeoutMs ?? 30_000;
  return (await withTimeout(probe(keychain), timeoutMs)) ? keychain : new MemorySecretStore();
}

async function probe(keychain: SecretStore): Promise<boolean> {
  const account = `probe-${randomUUID()}`;
  const secret = randomUUID();
  try {
    await keychain.set(account, secret);
    const readBack = await keychain.get(account);
    await keychain.delete(account);
    return readBack === secret && (await keychain.get(account)) === null;
  } catch {
    // Why it failed (no D-Bus session, no Secret Service, locked and refused) changes nothing for
    // the person: the sign-in is kept for this session, and the note says so.
    return false;
  }
}

function withTimeout(work: Promise<boolean>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    void work.then((ok) => {
      clearTimeout(timer);
      resolve(ok);
    });
  });
}
