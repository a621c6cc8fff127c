import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { AccountInfo } from '../../shared/bridge';
import { useAccountActions } from '../data/accounts';
import { useAppStore } from '../data/app-state';
import { toBridgeError } from '../data/errors';
import { places } from '../ui/places';

/**
 * What the account menu of a wide window (AccountSwitcher) and the Menu of a narrow one offer
 * about accounts, behaving the same in both: switching (then the other account's own start page,
 * or the core's words when it could not), and signing out of the active account after a question
 * (SignOutDialog), then the start page. Each keys its part by the active account, so a switch or
 * a sign-out starts this afresh: no question or error carried over to another account.
 */
export function useAccountChoices(active: AccountInfo) {
  const accounts = useAppStore((s) => s.accounts.accounts);
  const actions = useAccountActions();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const switchTo = (account: AccountInfo) => {
    if (account.id === active.id) return;
    setError(null);
    actions.switchTo(account.id).then(
      () => void navigate(places.home),
      (failure: unknown) => setError(toBridgeError(failure).message),
    );
  };

  return {
    accounts,
    switchTo,
    /** Why the last switch did not happen, in the core's words; not shown over the sign-out question. */
    error: confirming ? null : error,
    /** Whether the question "Sign out of …?" is up. */
    confirming,
    askToSignOut: () => setConfirming(true),
    /** SignOutDialog's onDone and onCancel: signed out (then the start page, which offers the next step), or stayed. */
    signOutAnswers: {
      onDone: () => {
        setConfirming(false);
        void navigate(places.home);
      },
      onCancel: () => setConfirming(false),
    },
  };
}
