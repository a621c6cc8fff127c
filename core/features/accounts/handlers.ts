/**
 * The accounts on this computer and signing in to them: the list and the active one, the person's
 * own names, signing out (and what goes with it), and the sign-ins: a family's device flow, a
 * funeral home's pasted token, the demo's own accounts.
 */
import { ACCOUNT_SAID, type Accounts, type DemoTokens } from '../../accounts/accounts';
import { LocalError } from '../../service/client';
import type { SignIn } from '../../accounts/sign-in';
import { nothingToClose, type Area, type OperationsOf } from '../../bridge/area';

export interface AccountsDeps {
  accounts: Accounts;
  signIn: SignIn;
  /** The demo world's fresh tokens (`--demo`); null otherwise. */
  demoTokens: (() => DemoTokens | null) | null;
  /**
   * Everything kept for the account goes, bytes and all (Parts.forgetAccount): its traffic, its
   * answers, its changes (the unsent ones are given up: the sign-out question named them), its
   * rows in state.sqlite.
   */
  forgetAccount(accountId: string): Promise<number>;
}

export function accountsHandlers(deps: AccountsDeps): Area<OperationsOf<'accounts.' | 'signIn.'>> {
  const { accounts, signIn } = deps;
  return {
    handlers: {
      'accounts.list': () => Promise.resolve(accounts.list()),
      'accounts.switch': ({ id }) => Promise.resolve(accounts.switch(id)),
      'accounts.rename': ({ id, name }) => Promise.resolve(accounts.rename(id, name)),
      'accounts.signOut': async ({ id }) => {
        // Only an account signed in here at this service is signed out (one of another service,
        // the address changed meanwhile, is left alone), and only that one is forgotten.
        const held = accounts.list().accounts.some((account) => account.id === id);
        // Nothing kept for the account stays on this computer: not what it read, not what it did,
        // not a byte of either in the files. Done before the sign-in is removed, whose news moves
        // every screen on: a window closed as soon as it shows the start page has forgotten it all.
        if (held) await deps.forgetAccount(id);
        return accounts.signOut(id);
      },
      'signIn.demo': async () => {
        const tokens = deps.demoTokens?.() ?? null;
        if (!tokens) throw new LocalError('invalid', ACCOUNT_SAID.notDemo);
        return signIn.demo(tokens);
      },
      'signIn.device.start': ({ again }) => signIn.startDevice(again),
      'signIn.device.get': ({ flowId }) => Promise.resolve(signIn.device(flowId)),
      'signIn.device.cancel': ({ flowId }) => Promise.resolve(signIn.cancelDevice(flowId)),
      'signIn.business': ({ token }) => signIn.business(token),
    },
    close: nothingToClose,
  };
}
