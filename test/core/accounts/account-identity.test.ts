import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BridgeEvent, BridgeEventName } from '../../../shared/bridge';
import { createNodeAppCore as createAppCore, type NodeAppCoreOptions as AppCoreOptions } from '../../../electron/node/home';
import type { AppCore } from '../../../core/app-core-types';
import { MemorySecretStore, type SecretStore } from '../../../core/accounts/secrets';
import { startSandbox } from '../../../sandbox/server';
import { useSandbox } from '../../sandbox/harness';

/**
 * Issue 8, the first hour: family accounts can be told apart and renamed, signing in again as the
 * same person does not add a second account, a sign-in the service stops accepting shows as signed
 * out at once, the demo signs in afresh at each start, and the screens' memory survives a restart.
 */
const h = useSandbox();
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

async function core(options: Partial<AppCoreOptions> & { dataDir?: string; secrets?: SecretStore } = {}): Promise<{ core: AppCore; dataDir: string }> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'identity-'));
  if (!options.dataDir) cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const c = await createAppCore({
    serviceUrl: h.baseUrl,
    demo: false,
    openExternal: () => Promise.resolve(false),
    ...options,
    dataDir,
    secrets: options.secrets ?? new MemorySecretStore(),
  });
  cleanups.push(() => c.close());
  return { core: c, dataDir };
}

function next<E extends BridgeEventName>(c: AppCore, event: E, test: (p: BridgeEvent<E>) => boolean): Promise<BridgeEvent<E>> {
  return new Promise((resolve) => {
    const off = c.on(event, (payload) => {
      if (test(payload)) {
        off();
        resolve(payload);
      }
    });
  });
}

async function familySignIn(c: AppCore, personId: number) {
  const flow = await c.handle('signIn.device.start', {});
  const approved = next(c, 'deviceSignIn', (s) => s.state === 'approved');
  await h.control('POST', '/__sandbox/device/approve', { user_code: flow.userCode, person_id: personId });
  return (await approved).account!;
}

async function memorialOf(token: string, name: string): Promise<number> {
  const created = await h.api('POST', '/me/memorials', { token, body: { deceased_name: name, obituary: 'Much loved.' } });
  return created.body.id as number;
}

describe('family accounts a person can tell apart', () => {
  it('names a family account for the memorials it looks after, and lets the person rename it', async () => {
    const person = await h.person('Margaret');
    await memorialOf(person.token, 'Eleanor Whitfield');
    await memorialOf(person.token, 'Biscuit');
    await memorialOf(person.token, 'Robert Whitfield');
    const { core: c } = await core();
    const account = await familySignIn(c, person.id);
    // Newest first: the service lists memorials newest first.
    expect(account.name).toBe('Robert Whitfield, Biscuit and 1 more');

    const renamed = await c.handle('accounts.rename', { id: account.id, name: "  Mum's memorials " });
    expect(renamed.accounts[0]!.name).toBe("Mum's memorials");
    await expect(c.handle('accounts.rename', { id: account.id, name: 'x'.repeat(81) })).rejects.toMatchObject({
      error: { kind: 'invalid', message: expect.stringMatching(/80 characters/) },
    });
    const back = await c.handle('accounts.rename', { id: account.id, name: '' });
    expect(back.accounts[0]!.name).toBe('Robert Whitfield, Biscuit and 1 more');
  }, 30_000);

  it('signing in again as the same person reconnects that account instead of adding a second', async () => {
    const person = await h.person('Margaret');
    await memorialOf(person.token, 'Eleanor Whitfield');
    const other = await h.person('David');
    await memorialOf(other.token, 'Walter Hughes');
    const { core: c } = await core();
    const first = await familySignIn(c, person.id);
    await c.handle('accounts.rename', { id: first.id, name: 'Margaret at home' });
    const heard: string[][] = [];
    const stopListening = c.on('accounts', (state) => heard.push(state.accounts.map((a) => a.name)));
    const again = await familySignIn(c, person.id);
    stopListening();
    expect(again.id).toBe(first.id);
    expect(again.name).toBe('Margaret at home');
    // The screens hear the end of it too, not the moment both accounts were there.
    expect(heard.at(-1)).toEqual(['Margaret at home']);
    // Another person is another account.
    const david = await familySignIn(c, other.id);
    expect(david.id).not.toBe(first.id);
    expect((await c.handle('accounts.list', {})).accounts.map((a) => a.name)).toEqual(['Margaret at home', 'Walter Hughes']);
  }, 40_000);

  it('marks an account signed out as soon as the service stops accepting its sign-in', async () => {
    const person = await h.person('Margaret');
    const { core: c } = await core();
    const account = await familySignIn(c, person.id);
    // Every token is gone from the service.
    await h.control('POST', '/__sandbox/reset');
    const signedOut = next(c, 'accounts', (s) => s.accounts.some((a) => a.id === account.id && !a.signedIn));
    await expect(c.handle('listMyMemorials', {})).rejects.toMatchObject({ error: { kind: 'signed-out' } });
    await signedOut;
    expect((await c.handle('accounts.list', {})).accounts).toEqual([{ ...account, signedIn: false }]);
  }, 30_000);
});

describe('what the screens remember', () => {
  it('keeps the last place and a dismissed note across a restart, and refuses a place that is not one', async () => {
    const { core: c, dataDir } = await core();
    expect(await c.handle('ui.get', {})).toEqual({ place: null, sessionNoteDismissed: false });
    await c.handle('ui.set', { place: '/memorials/12/tributes?status=pending' });
    await c.handle('ui.set', { sessionNoteDismissed: true });
    await expect(c.handle('ui.set', { place: 'https://example.com/' })).rejects.toMatchObject({ error: { kind: 'invalid' } });
    await c.close();
    const { core: again } = await core({ dataDir });
    expect(await again.handle('ui.get', {})).toEqual({ place: '/memorials/12/tributes?status=pending', sessionNoteDismissed: true });
  });

  it('keeps the account a place belongs to with it', async () => {
    const { core: c, dataDir } = await core();
    await c.handle('ui.set', { place: '/desk/waiting', placeAccountId: 'acc-home' });
    await c.close();
    const { core: again } = await core({ dataDir });
    expect(await again.handle('ui.get', {})).toEqual({ place: '/desk/waiting', placeAccountId: 'acc-home', sessionNoteDismissed: false });
    await again.handle('ui.set', { place: '/memorials', placeAccountId: null });
    expect((await again.handle('ui.get', {})).placeAccountId).toBeUndefined();
  });
});

describe('the demo', () => {
  it('signs in to the demo family and funeral home afresh at every start, and again when asked', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'identity-demo-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const sandbox = await startSandbox({ port: 0, memory: false, db: join(dataDir, 'demo.db'), demo: true });
    cleanups.push(() => sandbox.close());
    const demoTokens = () => {
      const world = sandbox.issueDemoTokens();
      return world && { personal: { token: world.person.token, name: `${world.person.name} (demo family)` }, business: { token: world.organization.token } };
    };
    const options = { serviceUrl: sandbox.baseUrl, demo: true, demoTokens, serviceIdentity: 'embedded-demo-sandbox' };
    const first = await core({ ...options, dataDir });
    const accounts = (await first.core.handle('accounts.list', {})).accounts;
    expect(accounts.map((a) => [a.name, a.kind, a.signedIn])).toEqual([
      ['Hollis & Daughters Funeral Home', 'business', true],
      ['Margaret Whitfield (demo family)', 'personal', true],
    ]);
    await first.core.close();

    // A restart with no keychain: the sign-ins of the last run are gone, and made again.
    const second = await core({ ...options, dataDir });
    const again = (await second.core.handle('accounts.list', {})).accounts;
    expect(again.map((a) => [a.id, a.signedIn])).toEqual(accounts.map((a) => [a.id, true]));
    expect((await second.core.handle('listMyMemorials', { accountId: again[1]!.id })).status).toBe(200);

    // Signed out of the family: the demo signs in to it again on request.
    await second.core.handle('accounts.signOut', { id: again[1]!.id });
    const back = await second.core.handle('signIn.demo', {});
    expect(back.accounts.map((a) => a.signedIn)).toEqual([true, true]);
    expect(back.accounts.find((a) => a.id === back.activeId)?.kind).toBe('personal');
  }, 60_000);

  it('offers no demo sign-in outside the demo', async () => {
    const { core: c } = await core();
    await expect(c.handle('signIn.demo', {})).rejects.toMatchObject({ error: { kind: 'invalid', message: expect.stringMatching(/demonstration/) } });
  });
});
