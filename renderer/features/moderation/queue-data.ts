/**
 * The reads behind a queue of tributes. One memorial's list is read a page at a time, only the
 * pages on screen (a queue of ten thousand stays light on the budget); the combined inbox takes the
 * waiting tributes from the core's sweep (no request of its own) and reads the other lists, the newest
 * hundred of each memorial, when the person opens them. Nothing here polls: the sweep's news and
 * the end of each change refresh what is on screen.
 */
import { hashKey, useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Contribution, ContributionFilter } from '../../../shared/api/contributions';
import type { AccountInfo } from '../../../shared/bridge';
import { TRIBUTE_LISTS } from '../../../shared/tribute-lists';
import { useAppStore } from '../../data/app-state';
import { read } from '../../data/calls';
import { freshnessOf } from '../../data/kept-answers';
import { memorialKey, readKey, readsOf } from '../../data/keys';
import { useRead } from '../../data/use-read';
import { useReadPages } from '../../data/use-read-pages';
import { checkInboxNow } from '../../data/inbox-check';
import type { CheckResult } from '../../ui/Screen';

export const PER_PAGE = 100;
export const FILTERS: readonly ContributionFilter[] = TRIBUTE_LISTS;

export interface QueueItem {
  tribute: Contribution;
  memorialId: number;
  memorialName: string | null;
}

export interface QueueData {
  /** How many there are (the service's count); null until known. */
  total: number | null;
  /** The item at a position, when its page has arrived. */
  at(index: number): QueueItem | undefined;
  loading: boolean;
  error: unknown;
  dataUpdatedAt: number;
  /** When the answer shown for one memorial was read (the person's decisions accepted after it are laid over it). */
  readAtOf: (memorialId: number) => number;
  /** How long its answer counts as fresh (ms), when the core said. */
  freshMs?: number | undefined;
  /** Reads the lists on screen again; resolves once they are answered or failed (`error`: the first failure). */
  refresh(): Promise<CheckResult>;
}

/** A list's count, and when it was read (0 when it is not known). */
export interface ListCount {
  total: number | null;
  readAt: number;
}

/**
 * The counts of each list of one memorial: waiting from the core's sweep when it has looked, the others
 * a read of one tribute each, in the background lane (nice to know; the person's decisions go first).
 */
export function useTributeCounts(account: AccountInfo, memorialId: number): Record<ContributionFilter, ListCount> {
  const swept = useAppStore((s) => s.inbox.accounts.find((a) => a.accountId === account.id)?.memorials.find((m) => m.memorialId === memorialId) ?? null);
  const pending = useListCount(account, memorialId, 'pending', swept === null);
  const sweptCount = useMemo(() => (swept ? { total: swept.pending, readAt: Date.parse(swept.checkedAt) } : null), [swept]);
  return {
    pending: sweptCount ?? pending,
    approved: useListCount(account, memorialId, 'approved'),
    rejected: useListCount(account, memorialId, 'rejected'),
    deleted: useListCount(account, memorialId, 'deleted'),
  };
}

function useListCount(account: AccountInfo, memorialId: number, status: ContributionFilter, enabled = true): ListCount {
  const input = { params: { memorial: memorialId }, query: { status, per_page: 1 } };
  // Not read again as each decision ends: the queue lays the person's decisions over the counts.
  const { query } = useRead({ accountId: account.id, name: 'listContributions', input, background: true, enabled, refreshAfterChanges: false });
  const total = query.data?.meta.total ?? null;
  return useMemo(() => ({ total, readAt: query.dataUpdatedAt }), [total, query.dataUpdatedAt]);
}

/**
 * A tribute of the account as some list this page read last showed it (the Waiting lists of the
 * sweep included): for a decision this page did not see made (before a restart), so it can still be
 * shown in the list it went to.
 */
export function useFindTribute(account: AccountInfo): (entry: { memorialId: number | null; contributionId: number | null }) => QueueItem | null {
  const queryClient = useQueryClient();
  const inbox = useAppStore((s) => s.inbox.accounts.find((a) => a.accountId === account.id) ?? null);
  return useCallback(
    ({ memorialId, contributionId }) => {
      if (memorialId === null || contributionId === null) return null;
      const swept = inbox?.memorials.find((m) => m.memorialId === memorialId);
      const name = swept?.name ?? null;
      const fromSweep = swept?.tributes.find((t) => t.id === contributionId);
      if (fromSweep) return { tribute: fromSweep, memorialId, memorialName: name };
      for (const [key, data] of queryClient.getQueriesData<{ data?: unknown }>({ queryKey: memorialKey(account.id, memorialId) })) {
        if (key[4] !== 'listContributions' || !data || !Array.isArray(data.data)) continue;
        const found = (data.data as Contribution[]).find((t) => t.id === contributionId);
        if (found) return { tribute: found, memorialId, memorialName: name };
      }
      return null;
    },
    [queryClient, account.id, inbox],
  );
}

/** One memorial's list, the pages around `visible` (positions on screen). */
export function useMemorialQueue(
  account: AccountInfo,
  memorialId: number,
  memorialName: string | null,
  status: ContributionFilter,
  visible: { start: number; end: number },
): QueueData {
  const first = Math.floor(visible.start / PER_PAGE) + 1;
  const last = Math.floor(Math.max(visible.start, visible.end) / PER_PAGE) + 1;
  const pages = useMemo(() => Array.from({ length: last - first + 1 }, (_, i) => first + i), [first, last]);
  const queryClient = useQueryClient();
  const input = { params: { memorial: memorialId }, query: { status, per_page: PER_PAGE } };
  const result = useReadPages({ accountId: account.id, name: 'listContributions', input, pages });
  const total = [...result.pages.values()].find((page) => page)?.meta.total ?? null;
  return {
    total,
    at(index) {
      const page = result.pages.get(Math.floor(index / PER_PAGE) + 1);
      const tribute = page?.data[index % PER_PAGE];
      return tribute ? { tribute, memorialId, memorialName } : undefined;
    },
    loading: result.pending,
    error: result.error,
    dataUpdatedAt: result.dataUpdatedAt,
    readAtOf: () => result.dataUpdatedAt,
    freshMs: freshnessOf([...result.pages.values()].find((page) => page)),
    refresh: async () => {
      const lists = readsOf(account.id, 'listContributions', memorialId);
      await queryClient.invalidateQueries(lists);
      // Invalidating resolves on a failure too: the pages on screen say whether they were answered.
      const failed = queryClient
        .getQueryCache()
        .findAll({ ...lists, type: 'active' })
        .find((query) => query.state.status === 'error');
      return { error: failed?.state.error ?? null };
    },
  };
}

/** Every memorial of the account together: newest first. */
export function useInboxQueue(account: AccountInfo, status: ContributionFilter): QueueData & { memorials: number; completeAt: string | null } {
  const inbox = useAppStore((s) => s.inbox.accounts.find((entry) => entry.accountId === account.id) ?? null);
  const memorials = useMemo(() => inbox?.memorials ?? [], [inbox]);
  const others = useQueries({
    queries: (status === 'pending' ? [] : memorials).map((memorial) => {
      const input = { params: { memorial: memorial.memorialId }, query: { status, per_page: PER_PAGE } };
      const queryKey = readKey(account.id, 'listContributions', input, memorial.memorialId);
      return {
        queryKey,
        queryFn: () => read('listContributions', { ...input, accountId: account.id }, { accountId: account.id, queryHash: hashKey(queryKey) }),
      };
    }),
  });
  const items = useMemo(() => {
    const lists =
      status === 'pending'
        ? memorials.map((memorial) => memorial.tributes.map((tribute) => ({ tribute, memorialId: memorial.memorialId, memorialName: memorial.name })))
        : memorials.map((memorial, i) =>
            (others[i]?.data?.data ?? []).map((tribute) => ({ tribute, memorialId: memorial.memorialId, memorialName: memorial.name })),
          );
    return lists.flat().sort((a, b) => (b.tribute.created_at ?? '').localeCompare(a.tribute.created_at ?? ''));
  }, [memorials, others, status]);
  const total =
    status === 'pending' ? memorials.reduce((sum, memorial) => sum + memorial.tributes.length, 0) : others.every((q) => q.data) ? items.length : null;
  return {
    total: inbox === null ? null : total,
    at: (index) => items[index],
    loading: inbox === null || others.some((q) => q.isPending),
    error: others.find((q) => q.error)?.error ?? null,
    dataUpdatedAt: Math.max(0, ...others.map((q) => q.dataUpdatedAt)),
    readAtOf: (memorialId) => {
      const at = memorials.findIndex((memorial) => memorial.memorialId === memorialId);
      if (at < 0) return 0;
      return status === 'pending' ? Date.parse(memorials[at]!.checkedAt) : (others[at]?.dataUpdatedAt ?? 0);
    },
    // The waiting list is the core's sweep's: the core asks every memorial now (the new lists come as its
    // inbox event), and a failure shows in no read here. The other lists are read again.
    refresh: async () => {
      if (status === 'pending') return checkInboxNow(account.id);
      const answers = await Promise.all(others.map((q) => q.refetch()));
      return { error: answers.find((answer) => answer.error)?.error ?? null };
    },
    memorials: memorials.length,
    completeAt: inbox?.completeAt ?? null,
  };
}
