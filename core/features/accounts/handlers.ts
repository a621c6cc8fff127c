/**
 * The accounts on this computer and signing in to them: the list and the active one, the person's
 * own names, signing out (and what goes with it), and the sign-ins: a family's device flow, a
 * funeral home's pasted token, the demo's own accounts.
 */
import { ACCOUNT_MESSAGES, type Accounts, type DemoTokens } from '../../accounts/accounts';
import { LocalError } from '../../service/client';
import type { Outbox } from '../../offline/outbox';
import type { Reads } from '../../offline/reads';
import type { SignIn } from '../../accounts/sign-in';
import { nothingToClose, type Area, type OperationsOf } from '../../bridge/area';

export interface AccountsDeps {
  accounts: Accounts;
  signIn: SignIn;
  /** The demo world's fresh tokens (`--demo`); null otherwise. */
  demoTokens: (() => DemoTokens | null) | null;
  /** Stops the account's traffic (its scheduler and what waits in it). */
  closeTraffic(accountId: string): void;
  reads: Pick<Reads, 'forget'>;
  outbox: Pick<Outbox, 'abandon'>;
}

export function accountsHandlers(deps: AccountsDeps): Area<OperationsOf<'accounts.' | 'signIn.'>> {
  const { accounts, signIn } = deps;
  return {
    handlers: {
      'accounts.list': () => Promise.resolve(accounts.list()),
      'accounts.switch': ({ id }) => Promise.resolve(accounts.switch(id)),
      'accounts.rename': ({ id, name }) => Promise.resolve(accounts.rename(id, name)),
      'accounts.signOut': async ({ id }) => {
        const state = await accounts.signOut(id);
        deps.closeTraffic(id);
        // Nothing read for the account stays on this computer.
        await deps.reads.forget(id);
        // What the account had not sent yet can no longer be sent: say so, rather than keep it
        // "waiting" forever (the renderer warns before signing out).
        await deps.outbox.abandon(
          id,
          'This change was not sent, because you signed out of the account before it could go. Nothing was changed on the memorial.',
        );
        return state;
      },
      'signIn.demo': async () => {
        const tokens = deps.demoTokens?.() ?? null;
        if (!tokens) throw new LocalError('invalid', ACCOUNT_MESSAGES.notDemo);
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
