import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AccountsState } from '../../shared/bridge';
import { activeAccount, useAppStore } from './app-state';
import { appCall } from './calls';
import { accountKey } from './keys';
import { isolate, say } from '../../shared/i18n/words';
import { DATA_WORDS } from './data-words';
import { formatWords } from './message-format';

/**
 * Switching: reads of the old account still in flight are cancelled, and what its cache holds is
 * marked stale, in case an answer crossed the switch. Each call names its account, so no answer
 * is ever filed under the other one.
 */
async function switchTo(queryClient: QueryClient, id: string): Promise<AccountsState> {
  const previous = useAppStore.getState().accounts.activeId;
  await queryClient.cancelQueries();
  const accounts = await appCall('accounts.switch', { id });
  if (previous !== null && previous !== id) {
    await queryClient.invalidateQueries({ queryKey: accountKey(previous), refetchType: 'none' });
  }
  const store = useAppStore.getState();
  store.setAccounts(accounts);
  store.setFlash(null);
  const now = activeAccount({ accounts });
  if (now) {
    const said = say(DATA_WORDS.nowUsing, { name: isolate(now.name) });
    store.announce(formatWords(said.words, said.message));
  }
  return accounts;
}

async function signOutOf(queryClient: QueryClient, id: string): Promise<AccountsState> {
  const account = useAppStore.getState().accounts.accounts.find((a) => a.id === id);
  await queryClient.cancelQueries({ queryKey: accountKey(id) });
  const accounts = await appCall('accounts.signOut', { id });
  queryClient.removeQueries({ queryKey: accountKey(id) });
  const store = useAppStore.getState();
  store.setAccounts(accounts);
  const said = account ? say(DATA_WORDS.signedOutOf, { name: isolate(account.name) }) : say(DATA_WORDS.signedOutOfUnnamed);
  const words = formatWords(said.words, said.message);
  store.setFlash({ message: words, accent: null });
  store.announce(words);
  return accounts;
}

async function rename(id: string, name: string): Promise<AccountsState> {
  const accounts = await appCall('accounts.rename', { id, name });
  useAppStore.getState().setAccounts(accounts);
  return accounts;
}

async function signInToDemo(): Promise<AccountsState> {
  const accounts = await appCall('signIn.demo', {});
  const store = useAppStore.getState();
  store.setAccounts(accounts);
  const said = say(DATA_WORDS.demoAgain);
  store.setFlash({ message: formatWords(said.words, said.message), accent: null });
  return accounts;
}

/** What a person can do with the accounts on this computer. The caller decides where to go next. */
export function useAccountActions() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      switchTo: (id: string) => switchTo(queryClient, id),
      signOut: (id: string) => signOutOf(queryClient, id),
      rename,
      signInToDemo,
    }),
    [queryClient],
  );
}
