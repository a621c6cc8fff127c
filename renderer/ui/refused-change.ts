import { useCallback } from 'react';
import { appCall } from '../data/calls';
import { useAppStore } from '../data/app-state';

/**
 * Forgets a finished change (a refusal the person has read) in main's outbox; the list that comes
 * back replaces the one the screens know, so the notice goes at once.
 */
export function useDismissChange(): (id: string) => Promise<void> {
  const setOutbox = useAppStore((s) => s.setOutbox);
  return useCallback(
    async (id: string) => {
      const { entries } = await appCall('outbox.dismiss', { id });
      setOutbox(entries);
    },
    [setOutbox],
  );
}
