/**
 * What the tests of accounts.ts and sign-in.ts share: a data folder of their own for each test,
 * the service client's boundary scripted per operation, and Accounts with its SignIn on them.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { AnyOperation } from '../../../shared/api/operation';
import type { AccountsState as State } from '../../../shared/bridge';
import { Accounts } from '../../../core/accounts/accounts';
import type { CallService } from '../../../core/accounts/device-flow';
import { MemorySecretStore, type SecretStore } from '../../../core/accounts/secrets';
import { openSettings, type SettingsStore } from '../../../core/accounts/settings';
import { SignIn } from '../../../core/accounts/sign-in';
import { ServiceError, type CallInput } from '../../../core/service/client';
import { NodeFiles } from '../../../electron/node/files';
import { FakeClock } from '../../helpers/fake-clock';

export const SERVICE = 'http://service.test/api/v1';

/** Every byte the app wrote under the data dir. */
async function textUnder(dataDir: string): Promise<string> {
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return (await Promise.all(files.map((file) => readFile(file, 'utf8')))).join('\n');
}

export const ORGANIZATION = {
  id: 12,
  name: 'Hill & Sons Funeral Care',
  subdomain: 'hill',
  status: 'active',
  branding: { display_name: 'Hill & Sons', white_label: false, brand_color: '#2f4f4f', logo_url: 'https://cdn.example/hill.png' },
  memorials: { live: 3, pending: 1 },
};

export type Reply = { status: number; data: unknown } | Error;

/** The name a family account gets before the memorials it looks after are known (the fake clock's day). */
export const dayName = () =>
  `Family account signed in on ${new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' }).format(new FakeClock().now())}`;

/** The service client's boundary, scripted per operation; records every call with its token. */
export function fakeClient(replies: Record<string, Reply | ((token: string | null) => Reply)>) {
  const calls: { op: string; token: string | null }[] = [];
  const client: CallService = {
    call: ((op: AnyOperation, _input: CallInput, token: string | null) => {
      calls.push({ op: op.name, token });
      const scripted = replies[op.name];
      const reply = typeof scripted === 'function' ? scripted(token) : scripted;
      if (!reply) return Promise.reject(new Error(`unscripted ${op.name}`));
      if (reply instanceof Error) return Promise.reject(reply);
      return Promise.resolve({ ...reply, headers: new Headers() });
    }) as CallService['call'],
  };
  return { client, calls };
}

export const businessReplies = {
  ping: { status: 200, data: { status: 'ok', abilities: ['organization:read'], token: 'Desk' } },
  getOrganization: { status: 200, data: ORGANIZATION },
};
export const forbidden = () => new ServiceError(403, "This needs your organization's business token. A personal token cannot do this.", null, null, null, null);
export const unauthenticated = () => new ServiceError(401, 'Please sign in again: this request did not carry a valid access token.', null, null, null, null);

export type SetupOptions = { replies?: Parameters<typeof fakeClient>[0]; secrets?: SecretStore; clock?: FakeClock };

export interface Setup {
  accounts: Accounts;
  signIn: SignIn;
  settings: SettingsStore;
  secrets: SecretStore;
  clock: FakeClock;
  states: State[];
  calls: { op: string; token: string | null }[];
}

async function setUp(dataDir: string, options: SetupOptions = {}): Promise<Setup> {
  const settings = await openSettings(new NodeFiles(dataDir), { serviceUrl: SERVICE });
  const secrets = options.secrets ?? new MemorySecretStore();
  const clock = options.clock ?? new FakeClock();
  const { client, calls } = fakeClient(options.replies ?? businessReplies);
  const accounts = await Accounts.open({ settings, secrets, client, clock });
  const states: State[] = [];
  accounts.onChange((state) => states.push(state));
  return { accounts, signIn: new SignIn({ accounts, clock }), settings, secrets, clock, states, calls };
}

/** A data folder for each test of the file (made before it, removed after), and Accounts on it. */
export function useAccountsFolder() {
  let dataDir = '';
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'memorial-desk-accounts-'));
  });
  afterEach(async () => {
    // Retried: the settings' save after a switch is not waited for, and may still be writing.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
  });
  return {
    /** This test's data folder. */
    folder: () => dataDir,
    /** Accounts and SignIn over this test's folder, the service scripted (a funeral home's by default). */
    setup: (options: SetupOptions = {}) => setUp(dataDir, options),
    /** Every byte the app wrote under this test's folder. */
    dataDirText: () => textUnder(dataDir),
  };
}
