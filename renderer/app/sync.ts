import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { BridgeError } from '../../shared/bridge';
import { getBridge } from '../bridge';
import { toBridgeError } from '../ui/errors';
import { useAppStore } from './store';

/**
 * Loads main's state once (accounts, status, outbox) and follows its events from then on. When
 * the service can be reached again, every cached read is refreshed in the background.
 */
export function useBridgeSync(): { error: BridgeError | null; retry: () => void } {
  const queryClient = useQueryClient();
  const [error, setError] = useState<BridgeError | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const bridge = getBridge();
    const store = useAppStore.getState;
    const unsubscribe = [
      bridge.subscribe('accounts', (accounts) => store().setAccounts(accounts)),
      bridge.subscribe('outbox', (outbox) => store().setOutbox(outbox.entries)),
      bridge.subscribe('status', (status) => {
        // `online` is null until main has asked the service anything: only a real return counts.
        const wasOffline = store().status?.online === false;
        store().setStatus(status);
        if (wasOffline && status.online === true) void queryClient.invalidateQueries();
      }),
    ];

    let current = true;
    Promise.all([
      bridge.call('accounts.list', {}),
      bridge.call('app.status', {}),
      // The outbox only feeds the "waiting" count; without it the status's count serves.
      bridge.call('outbox.list', {}).catch(() => null),
    ]).then(
      ([accounts, status, outbox]) => {
        if (!current) return;
        setError(null);
        store().setLoaded(accounts, status, outbox?.entries ?? null);
      },
      (failure: unknown) => {
        if (current) setError(toBridgeError(failure));
      },
    );

    // A device sign-in still waiting when the person leaves it (Cancel, the navigation, the
    // account menu) is stopped in main too, so that it does not go on polling the service.
    unsubscribe.push(
      useAppStore.subscribe((state, previous) => {
        const left = previous.signIn.kind === 'device' && previous.signIn.flow.state === 'waiting' ? previous.signIn.flow : null;
        if (!left) return;
        const stillShown = state.screen === 'sign-in' && state.signIn.kind === 'device' && state.signIn.flow.flowId === left.flowId;
        if (!stillShown) bridge.call('signIn.device.cancel', { flowId: left.flowId }).catch(() => null);
      }),
    );

    return () => {
      current = false;
      for (const stop of unsubscribe) stop();
    };
  }, [queryClient, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { error, retry };
}
