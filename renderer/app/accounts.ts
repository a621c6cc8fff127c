import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AccountsState } from '../../shared/bridge';
import { getBridge } from '../bridge';
import { accountKey } from './queries';
import { activeAccount, useAppStore } from './store';

/**
 * Main answers an API call with the active account's credentials, and a call does not say which
 * account it was meant for. So reads in flight are cancelled before the switch, and whatever the
 * old account's cache holds is marked stale, in case an answer crossed the switch.
 */
async function switchTo(queryClient: QueryClient, id: string): Promise<AccountsState> {
  const previous = useAppStore.getState().accounts.activeId;
  await queryClient.cancelQueries();
  const accounts = await getBridge().call('accounts.switch', { id });
  if (previous !== null && previous !== id) {
    await queryClient.invalidateQueries({ queryKey: accountKey(previous), refetchType: 'none' });
  }
  const store = useAppStore.getState();
  store.setAccounts(accounts);
  store.setFlash(null);
  store.showMemorials();
  const now = activeAccount({ accounts });
  if (now) store.announce(`Now using ${now.name}.`);
  return accounts;
}

async function signOutOf(queryClient: QueryClient, id: string): Promise<AccountsState> {
  const account = useAppStore.getState().accounts.accounts.find((a) => a.id === id);
  await queryClient.cancelQueries({ queryKey: accountKey(id) });
  const accounts = await getBridge().call('accounts.signOut', { id });
  queryClient.removeQueries({ queryKey: accountKey(id) });
  const store = useAppStore.getState();
  store.setAccounts(accounts);
  store.setFlash(null);
  if (accounts.activeId === null) store.showSignIn();
  else store.showMemorials();
  store.announce(`Signed out of ${account?.name ?? 'the account'}.`);
  return accounts;
}

export function useAccountActions() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      switchTo: (id: string) => switchTo(queryClient, id),
      signOut: (id: string) => signOutOf(queryClient, id),
    }),
    [queryClient],
  );
}
