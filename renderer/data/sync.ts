import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccountsState, BridgeError, UiMemory } from '../../shared/bridge';
import { subscribeConnection } from '../bridge';
import { useAppStore } from './app-state';
import { appCall, subscribe } from './calls';
import { toBridgeError } from './errors';
import { followKeptAnswer } from './kept-answers';
import { refreshAfterChanges } from './outbox';
import { refreshChangedQueues, tellOfNewTributes } from './inbox';

/**
 * Loads the core's state once (accounts, status, outbox, the screens' memory) and follows its events
 * from then on. When the service can be reached again every cached read is refreshed; when a
 * change ends, the reads it touched are.
 */
export function useBridgeSync(
  /** Runs before the first screen; it may switch accounts first (returning the accounts then). */
  onLoaded?: (state: { accounts: AccountsState; ui: UiMemory }) => void | Promise<AccountsState | void>,
): { error: BridgeError | null; retry: () => void } {
  const queryClient = useQueryClient();
  // The latest callback, without restarting the loading when it changes.
  const loadedRef = useRef(onLoaded);
  loadedRef.current = onLoaded;
  const [error, setError] = useState<BridgeError | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const store = useAppStore.getState;
    const unsubscribe = [
      subscribe('accounts', (accounts) => store().setAccounts(accounts)),
      subscribe('outbox', (outbox) => {
        const before = store().outbox;
        store().setOutbox(outbox.entries);
        void refreshAfterChanges(queryClient, before, outbox.entries);
      }),
      subscribe('status', (status) => {
        // `online` is null until the core has asked the service anything: only a real return counts.
        const wasOffline = store().status?.online === false;
        store().setStatus(status);
        if (wasOffline && status.online === true) void queryClient.invalidateQueries();
      }),
      subscribeConnection((connected) => store().setBackgroundConnected(connected)),
      subscribe('inbox', (inbox) => {
        const before = store().inbox;
        store().setInbox(inbox);
        void refreshChangedQueues(queryClient, before, inbox);
      }),
      subscribe('newTributes', (found) => tellOfNewTributes(found)),
      subscribe('replica', (change) => followKeptAnswer(queryClient, change)),
    ];

    let current = true;
    Promise.all([
      appCall('accounts.list', {}),
      appCall('app.status', {}),
      // The outbox feeds the "waiting" count and what screens lay over the service's data;
      // without it the status's count serves.
      appCall('outbox.list', {}).catch(() => null),
      appCall('ui.get', {}).catch(() => ({ place: null, sessionNoteDismissed: false })),
      appCall('inbox.get', {}).catch(() => null),
      appCall('settings.get', {}).catch(() => null),
    ])
      .then(async ([loadedAccounts, status, outbox, ui, inbox, settings]) => {
        if (!current) return;
        setError(null);
        const accounts = (await loadedRef.current?.({ accounts: loadedAccounts, ui })) ?? loadedAccounts;
        if (!current) return;
        if (inbox) store().setInbox(inbox);
        if (settings) store().setSettings(settings);
        store().setLoaded(accounts, status, outbox?.entries ?? null, ui);
      })
      .catch((failure: unknown) => {
        if (current) setError(toBridgeError(failure));
      });

    return () => {
      current = false;
      for (const stop of unsubscribe) stop();
    };
  }, [queryClient, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { error, retry };
}
