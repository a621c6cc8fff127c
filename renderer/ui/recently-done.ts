import { useShallow } from 'zustand/react/shallow';
import type { OutboxEntry } from '../../shared/bridge';
import { useAppStore } from '../data/app-state';

/**
 * Changes the service accepted after `since` (a read's `dataUpdatedAt`): the screen's read has not
 * caught up with them yet (its refresh may wait behind the request limit), so they are shown from
 * the person's own words until it does, rather than vanish between "waiting" and the new answer.
 */
export function useDoneSince(filter: { accountId: string; memorialId: number; operations: readonly string[] }, since: number): OutboxEntry[] {
  return useAppStore(
    useShallow((state) =>
      state.outbox.filter(
        (entry) =>
          entry.state === 'done' &&
          entry.accountId === filter.accountId &&
          entry.memorialId === filter.memorialId &&
          filter.operations.includes(entry.operation) &&
          entry.finishedAt !== null &&
          Date.parse(entry.finishedAt) > since,
      ),
    ),
  );
}
