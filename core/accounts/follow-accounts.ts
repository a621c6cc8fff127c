/**
 * What follows each change of the accounts on this computer: the traffic of an account that is
 * gone stops, and the changes held while an account was signed out go once it is signed in again.
 */
import type { AccountsState } from '../../shared/bridge';
import type { Accounts } from './accounts';

export interface AccountFollowers {
  /** Stops the traffic of every account but these. */
  keepTrafficOf(ids: ReadonlySet<string>): void;
  /** The account is signed in again (or for the first time): what it held back may go. */
  signedIn(accountId: string): void;
  /** Told after the above, with the new state. */
  changed(state: AccountsState): void;
}

export function followAccounts(accounts: Pick<Accounts, 'list' | 'onChange'>, followers: AccountFollowers): () => void {
  const signedInIds = (state: AccountsState) => new Set(state.accounts.filter((a) => a.signedIn).map((a) => a.id));
  let signedInBefore = signedInIds(accounts.list());
  return accounts.onChange((state) => {
    followers.keepTrafficOf(new Set(state.accounts.map((a) => a.id)));
    for (const id of signedInIds(state)) if (!signedInBefore.has(id)) followers.signedIn(id);
    signedInBefore = signedInIds(state);
    followers.changed(state);
  });
}
