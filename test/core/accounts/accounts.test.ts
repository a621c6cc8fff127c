import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyOperation } from '../../../shared/api/operation';
import { AccountsState, BusinessSignInResult, DeviceSignIn, type AccountsState as State } from '../../../shared/bridge';
import { ACCOUNT_MESSAGES, Accounts } from '../../../core/accounts/accounts';
import { LocalError, OfflineError, ServiceClient, ServiceError, type CallInput } from '../../../core/service/client';
import { FakeClock } from '../../helpers/fake-clock';
import type { CallService } from '../../../core/accounts/device-flow';
import { MemorySecretStore, type SecretStore } from '../../../core/accounts/secrets';
import { openSettings, type SettingsStore } from '../../../core/accounts/settings';
import { NodeFiles } from '../../../electron/node/files';
import { SignIn } from '../../../core/accounts/sign-in';
import { useSandbox } from '../../sandbox/harness';

const SERVICE = 'http://service.test/api/v1';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'memorial-desk-accounts-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Every byte the app wrote under the data dir. */
async function dataDirText(): Promise<string> {
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return (await Promise.all(files.map((file) => readFile(file, 'utf8')))).join('\n');
}

const ORGANIZATION = {
  id: 12,
  name: 'Hill & Sons Funeral Care',
  subdomain: 'hill',
  status: 'active',
  branding: { display_name: 'Hill & Sons', white_label: false, brand_color: '#2f4f4f', logo_url: 'https://cdn.example/hill.png' },
  memorials: { live: 3, pending: 1 },
};

type Reply = { status: number; data: unknown } | Error;

/** The name a family account gets before the memorials it looks after are known (the fake clock's day). */
const dayName = () =>
  `Family account signed in on ${new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' }).format(new FakeClock().now())}`;

/** The service client's boundary, scripted per operation; records every call with its token. */
function fakeClient(replies: Record<string, Reply | ((token: string | null) => Reply)>) {
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

const businessReplies = {
  ping: { status: 200, data: { status: 'ok', abilities: ['organization:read'], token: 'Desk' } },
  getOrganization: { status: 200, data: ORGANIZATION },
};
const forbidden = () => new ServiceError(403, "This needs your organization's business token. A personal token cannot do this.", null, null, null, null);
const unauthenticated = () => new ServiceError(401, 'Please sign in again: this request did not carry a valid access token.', null, null, null, null);

interface Setup {
  accounts: Accounts;
  signIn: SignIn;
  settings: SettingsStore;
  secrets: SecretStore;
  clock: FakeClock;
  states: State[];
  calls: { op: string; token: string | null }[];
}

async function setup(options: { replies?: Parameters<typeof fakeClient>[0]; secrets?: SecretStore; clock?: FakeClock } = {}): Promise<Setup> {
  const settings = await openSettings(new NodeFiles(dataDir), { serviceUrl: SERVICE });
  const secrets = options.secrets ?? new MemorySecretStore();
  const clock = options.clock ?? new FakeClock();
  const { client, calls } = fakeClient(options.replies ?? businessReplies);
  const accounts = await Accounts.open({ settings, secrets, client, clock });
  const states: State[] = [];
  accounts.onChange((state) => states.push(state));
  return { accounts, signIn: new SignIn({ accounts, clock }), settings, secrets, clock, states, calls };
}

describe('Accounts', () => {
  it('starts with no accounts', async () => {
    const { accounts } = await setup();
    expect(accounts.list()).toEqual({ accounts: [], activeId: null });
  });

  it('keeps a personal token under a random id, names it for the day, makes it active, and tells listeners', async () => {
    const { accounts, secrets, states } = await setup();
    const info = await accounts.addPersonal('mdp_first-token');
    expect(info).toEqual({ id: expect.any(String), kind: 'personal', name: dayName(), signedIn: true });
    expect(info.id).not.toContain('first-token');
    expect(await secrets.get(info.id)).toBe('mdp_first-token');
    expect(accounts.credentialsFor(info.id)?.token ?? null).toBe('mdp_first-token');
    expect(accounts.list()).toEqual({ accounts: [info], activeId: info.id });
    expect(states).toEqual([accounts.list()]);

    const second = await accounts.addPersonal('mdp_first-token');
    expect(second.id).not.toBe(info.id);
    expect(second.name).toBe(`${dayName()} (2)`);
    expect((await accounts.addPersonal('mdp_third', '  June  ')).name).toBe('June');
    expect(await dataDirText()).not.toContain('mdp_');
  });

  it('shows the renderer only {id, kind, name, signedIn}', async () => {
    const { accounts, signIn } = await setup();
    await signIn.business('mdb_business');
    await accounts.addPersonal('mdp_personal');
    const view = accounts.list();
    expect(AccountsState.parse(view)).toEqual(view);
    expect(JSON.stringify(view)).not.toMatch(/mdb_|mdp_|brand|#2f4f4f/);
  });

  it('remembers accounts across a restart; an account whose secret is gone shows as signed out', async () => {
    const secrets = new MemorySecretStore();
    const first = await setup({ secrets });
    const kept = await first.accounts.addPersonal('mdp_kept');
    const lost = await first.accounts.addPersonal('mdp_lost');
    await secrets.delete(lost.id);

    const again = await setup({ secrets });
    expect(again.accounts.list()).toEqual({
      accounts: [
        { ...kept, signedIn: true },
        { ...lost, signedIn: false },
      ],
      activeId: lost.id,
    });
    expect(again.accounts.credentialsFor(lost.id)?.token ?? null).toBeNull();
    expect(again.accounts.credentialsFor('no-such-account')?.token ?? null).toBeNull();

    // A session-only store after a restart: every account is there, signed out.
    const session = await setup({ secrets: new MemorySecretStore() });
    expect(session.accounts.list().accounts.map((a) => a.signedIn)).toEqual([false, false]);
  });

  it('treats a keychain that cannot read an entry as signed out, not as a crash', async () => {
    const secrets = new MemorySecretStore();
    const first = await setup({ secrets });
    const info = await first.accounts.addPersonal('mdp_x');
    const broken: SecretStore = {
      ...secrets,
      kind: 'os',
      note: null,
      get: () => Promise.reject(new Error('locked')),
      set: secrets.set.bind(secrets),
      delete: secrets.delete.bind(secrets),
    };
    const again = await setup({ secrets: broken });
    expect(again.accounts.list().accounts).toEqual([{ ...info, signedIn: false }]);
  });

  it('switches the active account, and refuses an unknown one in plain words', async () => {
    const { accounts, states } = await setup();
    const a = await accounts.addPersonal('mdp_a');
    const b = await accounts.addPersonal('mdp_b');
    expect(accounts.switch(a.id).activeId).toBe(a.id);
    expect(accounts.activeId()).toBe(a.id);
    expect(states.at(-1)?.activeId).toBe(a.id);
    const events = states.length;
    accounts.switch(a.id);
    expect(states).toHaveLength(events);
    expect(() => accounts.switch('ghost')).toThrow(new LocalError('invalid', ACCOUNT_MESSAGES.unknownAccount));
    expect(accounts.list().activeId).toBe(a.id);
    expect(b.id).not.toBe(a.id);
  });

  it('signs out: the secret and the account go, and the next account becomes active', async () => {
    const { accounts, secrets, states } = await setup();
    const a = await accounts.addPersonal('mdp_a');
    const b = await accounts.addPersonal('mdp_b');
    const c = await accounts.addPersonal('mdp_c');
    accounts.switch(b.id);

    let state = await accounts.signOut(b.id);
    expect(await secrets.get(b.id)).toBeNull();
    expect(accounts.credentialsFor(b.id)?.token ?? null).toBeNull();
    expect(state).toEqual({ accounts: [a, c], activeId: c.id });
    expect(states.at(-1)).toEqual(state);

    state = await accounts.signOut(c.id);
    expect(state).toEqual({ accounts: [a], activeId: a.id });

    accounts.switch(a.id);
    const d = await accounts.addPersonal('mdp_d');
    accounts.switch(a.id);
    state = await accounts.signOut(d.id);
    expect(state.activeId).toBe(a.id);

    state = await accounts.signOut(a.id);
    expect(state).toEqual({ accounts: [], activeId: null });
    expect(await accounts.signOut(a.id)).toEqual({ accounts: [], activeId: null });
  });

  it('keeps the account when the keychain cannot delete its secret, and says so', async () => {
    const inner = new MemorySecretStore();
    const secrets: SecretStore = {
      kind: 'os',
      note: null,
      get: (id) => inner.get(id),
      set: (id, s) => inner.set(id, s),
      delete: () => Promise.reject(new Error('locked')),
    };
    const { accounts } = await setup({ secrets });
    const a = await accounts.addPersonal('mdp_a');
    await expect(accounts.signOut(a.id)).rejects.toEqual(new LocalError('internal', ACCOUNT_MESSAGES.notForgotten));
    expect(accounts.list().accounts).toEqual([a]);
    expect(accounts.credentialsFor(a.id)?.token ?? null).toBe('mdp_a');
  });

  it('remembers nothing when the keychain refuses to keep a token', async () => {
    const secrets: SecretStore = {
      kind: 'os',
      note: null,
      get: () => Promise.resolve(null),
      set: () => Promise.reject(new Error('locked')),
      delete: () => Promise.resolve(),
    };
    const { accounts, signIn, states } = await setup({ secrets });
    await expect(accounts.addPersonal('mdp_a')).rejects.toEqual(new LocalError('internal', ACCOUNT_MESSAGES.notKept));
    await expect(signIn.business('mdb_b')).rejects.toEqual(new LocalError('internal', ACCOUNT_MESSAGES.notKept));
    expect(accounts.list()).toEqual({ accounts: [], activeId: null });
    expect(states).toEqual([]);
  });

  describe('signInBusiness', () => {
    it('checks the token with GET /ping, then GET /organization, before keeping it; answers with the branding', async () => {
      const { accounts, signIn, calls, secrets } = await setup();
      const result = await signIn.business('  Bearer mdb_pasted-token \n');
      expect(calls).toEqual([
        { op: 'ping', token: 'mdb_pasted-token' },
        { op: 'getOrganization', token: 'mdb_pasted-token' },
      ]);
      expect(BusinessSignInResult.parse(result)).toEqual(result);
      expect(result).toEqual({
        account: { id: expect.any(String), kind: 'business', name: 'Hill & Sons Funeral Care', signedIn: true },
        organization: { name: 'Hill & Sons Funeral Care', displayName: 'Hill & Sons', brandColor: '#2f4f4f', logoUrl: 'https://cdn.example/hill.png' },
      });
      expect(await secrets.get(result.account.id)).toBe('mdb_pasted-token');
      expect(accounts.list().activeId).toBe(result.account.id);
      expect(accounts.get(result.account.id)?.organization).toEqual({ id: 12, ...result.organization });
      expect(await dataDirText()).not.toContain('mdb_');
    });

    it('refuses a personal token in plain words, keeping nothing', async () => {
      const { accounts, signIn, states } = await setup({ replies: { ...businessReplies, getOrganization: forbidden() } });
      await expect(signIn.business('mdp_personal')).rejects.toEqual(new LocalError('invalid', ACCOUNT_MESSAGES.personalToken));
      expect(ACCOUNT_MESSAGES.personalToken).toMatch(/personal token.*Business settings → API tokens/);
      expect(accounts.list()).toEqual({ accounts: [], activeId: null });
      expect(states).toEqual([]);
    });

    it('refuses a token the service does not know, without asking for the organization', async () => {
      const { accounts, signIn, calls } = await setup({ replies: { ...businessReplies, ping: unauthenticated() } });
      await expect(signIn.business('mdb_typo')).rejects.toEqual(new LocalError('invalid', ACCOUNT_MESSAGES.rejectedToken));
      expect(calls.map((c) => c.op)).toEqual(['ping']);
      expect(accounts.list().accounts).toEqual([]);
    });

    it('passes on being offline (and keeps nothing)', async () => {
      const offline = new OfflineError('ECONNREFUSED');
      const { accounts, signIn } = await setup({ replies: { ...businessReplies, getOrganization: offline } });
      await expect(signIn.business('mdb_x')).rejects.toBe(offline);
      expect(accounts.list().accounts).toEqual([]);
    });

    it('refuses an empty paste', async () => {
      const { signIn, calls } = await setup();
      await expect(signIn.business('  Bearer  ')).rejects.toEqual(new LocalError('invalid', ACCOUNT_MESSAGES.emptyToken));
      expect(calls).toEqual([]);
    });

    it('signing in to the same organization again replaces its token instead of adding an account', async () => {
      const { accounts, signIn, secrets } = await setup();
      const first = await signIn.business('mdb_old');
      await accounts.addPersonal('mdp_p');
      const again = await signIn.business('mdb_new');
      expect(again.account.id).toBe(first.account.id);
      expect(await secrets.get(first.account.id)).toBe('mdb_new');
      expect(accounts.list().accounts.map((a) => a.kind)).toEqual(['business', 'personal']);
      expect(accounts.list().activeId).toBe(first.account.id);
    });
  });

  describe('device sign-in', () => {
    const CODE = {
      device_code: 'mdd_secret',
      user_code: 'BCDF-GHJK',
      verification_uri: 'http://service.test/device',
      verification_uri_complete: 'http://service.test/device?user_code=BCDF-GHJK',
      expires_in: 900,
      interval: 5,
      message: 'Open the link and enter the code BCDF-GHJK.',
    };

    it('keeps the token as a new personal account and reports the flow with that account', async () => {
      const { accounts, signIn, clock, states } = await setup({
        replies: {
          requestDeviceCode: { status: 201, data: CODE },
          exchangeDeviceCode: { status: 200, data: { access_token: 'mdp_from-device', token_type: 'Bearer', scope: '' } },
        },
      });
      const flows: DeviceSignIn[] = [];
      signIn.onDevice((state) => flows.push(state));
      const started = await signIn.startDevice();
      expect(DeviceSignIn.parse(started)).toEqual(started);
      expect(started).toMatchObject({ state: 'waiting', userCode: 'BCDF-GHJK', account: null });
      expect(JSON.stringify(started)).not.toContain('mdd_secret');

      await clock.advance(5_000);
      // Told once the account is on the disk (settings.json is written first).
      await expect.poll(() => signIn.device(started.flowId)?.state).toBe('approved');
      const account = accounts.list().accounts[0]!;
      expect(account).toMatchObject({ kind: 'personal', signedIn: true, name: dayName() });
      expect(accounts.credentialsFor(account.id)?.token ?? null).toBe('mdp_from-device');
      expect(signIn.device(started.flowId)).toMatchObject({ state: 'approved', account });
      expect(flows).toEqual([signIn.device(started.flowId)]);
      expect(states.at(-1)).toEqual({ accounts: [account], activeId: account.id });
      expect(JSON.stringify(flows)).not.toContain('mdp_from-device');
    });

    it('cancels a flow by id, cancels a waiting flow when a new one starts, and refuses an unknown id', async () => {
      const { accounts, signIn, clock } = await setup({
        replies: {
          requestDeviceCode: { status: 201, data: CODE },
          exchangeDeviceCode: new ServiceError(400, 'pending', 'authorization_pending', null, null, null),
        },
      });
      const first = await signIn.startDevice();
      const second = await signIn.startDevice();
      expect(signIn.device(first.flowId).state).toBe('cancelled');
      expect(signIn.cancelDevice(second.flowId).state).toBe('cancelled');
      expect(() => signIn.device('ghost')).toThrow(new LocalError('invalid', ACCOUNT_MESSAGES.unknownFlow));
      expect(clock.pending()).toBe(0);
      expect(accounts.list().accounts).toEqual([]);
    });

    it('forgets old flows beyond the last few', async () => {
      const { signIn } = await setup({ replies: { requestDeviceCode: { status: 201, data: CODE } } });
      const ids: string[] = [];
      for (let i = 0; i < 7; i++) ids.push((await signIn.startDevice()).flowId);
      expect(() => signIn.device(ids[0]!)).toThrow(LocalError);
      expect(() => signIn.device(ids[1]!)).toThrow(LocalError);
      for (const id of ids.slice(2)) expect(signIn.device(id).flowId).toBe(id);
      signIn.close();
      expect(signIn.device(ids[6]!).state).toBe('cancelled');
    });
  });
});

describe('Accounts against the sandbox', () => {
  const h = useSandbox();

  async function open(clock = new FakeClock()) {
    const settings = await openSettings(new NodeFiles(dataDir), { serviceUrl: h.baseUrl });
    const client = new ServiceClient({ baseUrl: () => settings.get().serviceUrl });
    const accounts = await Accounts.open({ settings, secrets: new MemorySecretStore(), client, clock });
    return { clock, accounts, signIn: new SignIn({ accounts, clock }) };
  }

  it('signs in with a business token, refuses a personal one and a made-up one in plain words', async () => {
    const { accounts, signIn } = await open();
    const organization = await h.organization('Rowan & Daughters');
    const person = await h.person();

    const result = await signIn.business(organization.token);
    expect(result.account).toEqual({ id: expect.any(String), kind: 'business', name: 'Rowan & Daughters', signedIn: true });
    const { branding } = (await h.api('GET', '/organization', { token: organization.token })).body;
    expect(result.organization).toEqual({
      name: 'Rowan & Daughters',
      displayName: branding.display_name,
      brandColor: branding.brand_color,
      logoUrl: branding.logo_url,
    });

    await expect(signIn.business(person.token)).rejects.toEqual(new LocalError('invalid', ACCOUNT_MESSAGES.personalToken));
    await expect(signIn.business('mdb_not-a-real-token')).rejects.toEqual(new LocalError('invalid', ACCOUNT_MESSAGES.rejectedToken));
    expect(accounts.list().accounts).toEqual([result.account]);

    const token = accounts.credentialsFor(result.account.id)?.token ?? null;
    expect((await h.api('GET', '/memorials', { token: token! })).status).toBe(200);
    const onDisk = await dataDirText();
    expect(onDisk).toContain('Rowan & Daughters');
    expect(onDisk).not.toContain(organization.token);
  });

  it('signs in with the device flow approved on the sandbox; the kept token works', async () => {
    const { accounts, signIn, clock } = await open();
    const person = await h.person('June Hill');
    const started = await signIn.startDevice();
    const approval = await h.control('POST', '/__sandbox/device/approve', { user_code: started.userCode, person_id: person.id });
    expect(approval.status).toBe(200);

    await clock.advance(5_000);
    await vi.waitFor(() => expect(signIn.device(started.flowId).state).toBe('approved'));
    const account = signIn.device(started.flowId).account!;
    expect(accounts.list()).toEqual({ accounts: [account], activeId: account.id });

    const token = accounts.credentialsFor(account.id)?.token ?? null;
    expect((await h.api('GET', '/me/memorials', { token: token! })).status).toBe(200);
    expect(await dataDirText()).not.toContain(token!);
  });
});
