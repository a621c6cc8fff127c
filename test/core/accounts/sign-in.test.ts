import { describe, expect, it, vi } from 'vitest';
import { BusinessSignInResult, DeviceSignIn } from '../../../shared/bridge';
import { ACCOUNT_MESSAGES, ACCOUNT_SAID, Accounts } from '../../../core/accounts/accounts';
import { LocalError, OfflineError, ServiceClient, ServiceError } from '../../../core/service/client';
import { FakeClock } from '../../helpers/fake-clock';
import { MemorySecretStore } from '../../../core/accounts/secrets';
import { openSettings } from '../../../core/accounts/settings';
import { NodeFiles } from '../../../electron/node/files';
import { SignIn } from '../../../core/accounts/sign-in';
import { useSandbox } from '../../sandbox/harness';
import { businessReplies, dayName, forbidden, unauthenticated, useAccountsFolder } from './accounts-setup';

/** Signing in (sign-in.ts): a funeral home by its pasted token, a family by the device flow; on a scripted service, then on the sandbox. */
const { setup, dataDirText, folder } = useAccountsFolder();

describe('a funeral home’s sign-in with its business token', () => {
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
    await expect(signIn.business('mdp_personal')).rejects.toEqual(new LocalError('invalid', ACCOUNT_SAID.personalToken));
    expect(ACCOUNT_MESSAGES.personalToken).toMatch(/personal token.*Business settings → API tokens/);
    expect(accounts.list()).toEqual({ accounts: [], activeId: null });
    expect(states).toEqual([]);
  });

  it('refuses a token the service does not know, without asking for the organization', async () => {
    const { accounts, signIn, calls } = await setup({ replies: { ...businessReplies, ping: unauthenticated() } });
    await expect(signIn.business('mdb_typo')).rejects.toEqual(new LocalError('invalid', ACCOUNT_SAID.rejectedToken));
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
    await expect(signIn.business('  Bearer  ')).rejects.toEqual(new LocalError('invalid', ACCOUNT_SAID.emptyToken));
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

describe('a family’s sign-in by the device flow', () => {
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
    expect(() => signIn.device('ghost')).toThrow(new LocalError('invalid', ACCOUNT_SAID.unknownFlow));
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

describe('signing in against the sandbox', () => {
  const h = useSandbox();

  async function open(clock = new FakeClock()) {
    const settings = await openSettings(new NodeFiles(folder()), { serviceUrl: h.baseUrl });
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

    await expect(signIn.business(person.token)).rejects.toEqual(new LocalError('invalid', ACCOUNT_SAID.personalToken));
    await expect(signIn.business('mdb_not-a-real-token')).rejects.toEqual(new LocalError('invalid', ACCOUNT_SAID.rejectedToken));
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
