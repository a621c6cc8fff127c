import { describe, expect, it } from 'vitest';
import { followAccounts } from '../../../core/accounts/follow-accounts';
import type { AccountsState } from '../../../shared/bridge';

/** What follows each change of the accounts: traffic of the gone stops, what waited for a sign-in goes, in that order. */
function accountsOf(first: AccountsState) {
  let state = first;
  const listeners = new Set<(state: AccountsState) => void>();
  return {
    list: () => state,
    onChange(listener: (state: AccountsState) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next: AccountsState) {
      state = next;
      for (const listener of listeners) listener(next);
    },
  };
}

const family = (id: string, signedIn: boolean) => ({ id, kind: 'personal' as const, name: id, signedIn });

function follow(accounts: ReturnType<typeof accountsOf>) {
  const heard: string[] = [];
  const stop = followAccounts(accounts, {
    keepTrafficOf: (ids) => heard.push(`keep ${[...ids].join(',')}`),
    signedIn: (id) => heard.push(`signed in ${id}`),
    changed: (state) => heard.push(`changed ${state.accounts.length}`),
  });
  return { heard, stop };
}

describe('following the accounts', () => {
  it('keeps the traffic of the accounts still here, then lets go what an account held back once it signs in, then tells the rest', () => {
    const accounts = accountsOf({ accounts: [family('a', true), family('b', false)], activeId: 'a' });
    const { heard } = follow(accounts);
    expect(heard).toEqual([]);
    accounts.set({ accounts: [family('a', true), family('b', true), family('c', true)], activeId: 'a' });
    expect(heard).toEqual(['keep a,b,c', 'signed in b', 'signed in c', 'changed 3']);
  });

  it('says an account signed in only when it was not before: a rename, or a sign-out, is not one', () => {
    const accounts = accountsOf({ accounts: [family('a', true)], activeId: 'a' });
    const { heard } = follow(accounts);
    accounts.set({ accounts: [{ ...family('a', true), name: 'Mum' }], activeId: 'a' });
    accounts.set({ accounts: [family('a', false)], activeId: 'a' });
    expect(heard.filter((h) => h.startsWith('signed in'))).toEqual([]);
    // Signed out, then in again: that is a sign-in.
    accounts.set({ accounts: [family('a', true)], activeId: 'a' });
    expect(heard.filter((h) => h.startsWith('signed in'))).toEqual(['signed in a']);
  });

  it('stops the traffic of an account that is gone, and stops following when told', () => {
    const accounts = accountsOf({ accounts: [family('a', true), family('b', true)], activeId: 'a' });
    const { heard, stop } = follow(accounts);
    accounts.set({ accounts: [family('b', true)], activeId: 'b' });
    expect(heard).toEqual(['keep b', 'changed 1']);
    stop();
    accounts.set({ accounts: [], activeId: null });
    expect(heard).toEqual(['keep b', 'changed 1']);
  });
});
