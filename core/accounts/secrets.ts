/**
 * Where tokens are kept: the home's keychain (the OS keychain on a computer, electron/node/secrets.ts;
 * the Keychain or Keystore on a phone), or, where no keychain answers, this process's
 * memory only. A token is never written to disk by the app itself, in any form.
 */
import { NO_KEYCHAIN_NOTE, type Secrets } from '../ports';

export { NO_KEYCHAIN_NOTE };

/** The Secrets port (core/ports.ts), declared there so that the port file imports no Node. */
export type SecretStore = Secrets;

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
  /** The home's keychain, to try. */
  keychain: SecretStore;
  /**
   * How long the probe may take before the keychain counts as unavailable. A desktop keychain
   * answers in milliseconds when unlocked; generous, because a locked one may first ask the
   * person for their password.
   */
  timeoutMs?: number;
}

/**
 * The keychain when it works right now (a probe entry is written, read back and deleted),
 * otherwise a session-only store that says why.
 */
export async function openSecretStore(options: OpenSecretStoreOptions): Promise<SecretStore> {
  const keychain = options.keychain;
  const timeoutMs = options.timeoutMs ?? 30_000;
  return (await withTimeout(probe(keychain), timeoutMs)) ? keychain : new MemorySecretStore();
}

async function probe(keychain: SecretStore): Promise<boolean> {
  const account = `probe-${crypto.randomUUID()}`;
  const secret = crypto.randomUUID();
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
