import { describe, expect, it } from 'vitest';
import { AccountsState } from '../../../shared/bridge';
import { ACCOUNT_SAID } from '../../../core/accounts/accounts';
import { LocalError } from '../../../core/service/client';
import { MemorySecretStore, type SecretStore } from '../../../core/accounts/secrets';
import { dayName, useAccountsFolder } from './accounts-setup';

const { setup, dataDirText } = useAccountsFolder();

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
    expect(() => accounts.switch('ghost')).toThrow(new LocalError('invalid', ACCOUNT_SAID.unknownAccount));
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
    await expect(accounts.signOut(a.id)).rejects.toEqual(new LocalError('internal', ACCOUNT_SAID.notForgotten));
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
    await expect(accounts.addPersonal('mdp_a')).rejects.toEqual(new LocalError('internal', ACCOUNT_SAID.notKept));
    await expect(signIn.business('mdb_b')).rejects.toEqual(new LocalError('internal', ACCOUNT_SAID.notKept));
    expect(accounts.list()).toEqual({ accounts: [], activeId: null });
    expect(states).toEqual([]);
  });
});
