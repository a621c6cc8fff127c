/**
 * What a screen shows while a change waits: the service's data with the unfinished outbox entries
 * laid over it (never a hand-edited cache that could drift from either), and the reads refreshed
 * from the service when a change ends.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { OutboxEntry } from '../../shared/bridge';
import { isUnfinished } from '../../shared/outbox-states';
import { useAppStore } from './app-state';
import { appCall } from './calls';
import { markPersonAsked } from './asked';
import { isSweptPage } from './inbox';
import { accountKey, isTouched } from './keys';
import { LATER_AFTER_CHANGES } from './use-read';

export interface ChangeFilter {
  accountId: string;
  memorialId?: number;
  contributionId?: number;
  operations?: readonly string[];
}

function matches(entry: OutboxEntry, filter: ChangeFilter): boolean {
  return (
    entry.accountId === filter.accountId &&
    (filter.memorialId === undefined || entry.memorialId === filter.memorialId) &&
    (filter.contributionId === undefined || entry.contributionId === filter.contributionId) &&
    (filter.operations === undefined || filter.operations.includes(entry.operation))
  );
}

/** The outbox entries of this account (and memorial, tribute, operations) that have not ended, oldest first. */
export function useUnfinishedChanges(filter: ChangeFilter): OutboxEntry[] {
  return useAppStore(useShallow((state) => state.outbox.filter((entry) => isUnfinished(entry) && matches(entry, filter))));
}

/** The entries that ended in a refusal and wait for the person to see them. */
export function useRefusedChanges(filter: ChangeFilter): OutboxEntry[] {
  return useAppStore(useShallow((state) => state.outbox.filter((entry) => entry.state === 'refused' && matches(entry, filter))));
}

/**
 * The service's items with the waiting changes laid over them, oldest change first: `belongs` says
 * which changes are about an item (a tribute's id, a memorial's id), `apply` how one shows on it
 * (for example an approval waiting to be sent). Items without a change are returned as they are.
 */
export function layOver<T>(
  items: readonly T[],
  changes: readonly OutboxEntry[],
  belongs: (item: T, change: OutboxEntry) => boolean,
  apply: (item: T, change: OutboxEntry) => T,
): T[] {
  if (changes.length === 0) return [...items];
  return items.map((item) => changes.filter((change) => belongs(item, change)).reduce(apply, item));
}

/** `layOver` for a screen, recomputed only when the service's data or the waiting changes change. */
export function useLaidOver<T>(
  items: readonly T[] | undefined,
  changes: readonly OutboxEntry[],
  belongs: (item: T, change: OutboxEntry) => boolean,
  apply: (item: T, change: OutboxEntry) => T,
): T[] | undefined {
  return useMemo(() => (items ? layOver(items, changes, belongs, apply) : undefined), [items, changes, belongs, apply]);
}

/**
 * Reads whose screens lay the person's accepted changes over their last answer until a newer one
 * comes (a queue's lists, issue 28): read again in the background lane once a change ends, since
 * the person already sees what they did.
 */
const LAID_OVER_READS: ReadonlySet<string> = new Set(['listContributions']);

/**
 * When a change ends (done or refused), the reads it touched are read again from the service:
 * what the core's table of queued operations names, for its memorial. Only once the last waiting change
 * on the same reads has ended (a batch of forty approvals reads the list again once, not forty
 * times), and in the person's lane: they are waiting to see what they did; a read whose screen
 * lays the change over it goes in the background instead. A count read marked to wait
 * (`refreshAfterChanges: false`), and the Waiting list the inbox sweep brings by itself, are only
 * marked old (read when next shown, or by the sweep). Returns the entries that ended.
 */
export async function refreshAfterChanges(queryClient: QueryClient, before: readonly OutboxEntry[], after: readonly OutboxEntry[]): Promise<OutboxEntry[]> {
  const wasWaiting = new Set(before.filter(isUnfinished).map((entry) => entry.id));
  const ended = after.filter((entry) => wasWaiting.has(entry.id) && !isUnfinished(entry));
  const stillWaiting = after.filter(isUnfinished);
  const last = ended.filter(
    (entry) =>
      !stillWaiting.some(
        (other) => other.accountId === entry.accountId && other.memorialId === entry.memorialId && other.touches.some((read) => entry.touches.includes(read)),
      ),
  );
  const swept = (accountId: string, memorialId: number | null) =>
    useAppStore.getState().inbox.accounts.some((account) => account.accountId === accountId && account.memorials.some((m) => m.memorialId === memorialId));
  await Promise.all(
    last.map((entry) => {
      const touched = (query: { queryKey: readonly unknown[] }) =>
        entry.touches.some((read) => isTouched(query.queryKey, entry.accountId, read, entry.memorialId));
      const later = (query: { queryKey: readonly unknown[]; meta?: Record<string, unknown> | undefined }) =>
        query.meta?.[LATER_AFTER_CHANGES] === true || (isSweptPage(query.queryKey) && swept(entry.accountId, entry.memorialId));
      const now = { queryKey: accountKey(entry.accountId), predicate: (query: Query) => touched(query) && !later(query) };
      for (const query of queryClient.getQueryCache().findAll(now)) {
        if (query.isActive() && !LAID_OVER_READS.has(String(query.queryKey[query.queryKey[2] === 'memorial' ? 4 : 2]))) markPersonAsked(query.queryKey);
      }
      return Promise.all([
        queryClient.invalidateQueries(now),
        queryClient.invalidateQueries({ queryKey: accountKey(entry.accountId), predicate: (query) => touched(query) && later(query), refetchType: 'none' }),
      ]);
    }),
  );
  return ended;
}

/** The person has seen how a change ended: the core forgets it. */
export async function dismissChange(id: string): Promise<void> {
  const { entries } = await appCall('outbox.dismiss', { id });
  useAppStore.getState().setOutbox(entries);
}
