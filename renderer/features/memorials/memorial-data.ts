/**
 * The reads and changes of one memorial, for its screens: the memorial with the person's waiting
 * changes laid over it, the count of tributes waiting, the catalogue of designs, and the send
 * hooks that refresh what they alter.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { PersonalMemorial } from '../../../shared/api/memorials';
import type { AccountInfo, OutboxEntry } from '../../../shared/bridge';
import { isUnfinished } from '../../../shared/outbox-states';
import { useAppStore } from '../../data/app-state';
import { layOver, useRefusedChanges, useUnfinishedChanges } from '../../data/outbox';
import { useRead } from '../../data/use-read';

/** A memorial as shown: the service's, with the person's changes still on their way laid over it. */
export type ShownMemorial = PersonalMemorial & { waiting: OutboxEntry[] };

/** A wording or settings change waiting to be sent shows with its new words, and says it waits. */
export function withChange(memorial: ShownMemorial, change: OutboxEntry): ShownMemorial {
  const body = (change.operation === 'updateMyMemorial' ? (change.body ?? {}) : {}) as Partial<Record<string, unknown>>;
  const { description, ...rest } = body;
  const words = description === undefined ? rest : { ...rest, obituary: description };
  return { ...memorial, ...(words as Partial<PersonalMemorial>), waiting: [...memorial.waiting, change] };
}

export function useMyMemorial(account: AccountInfo, memorialId: number) {
  const { query, refresh, followNow } = useRead({
    accountId: account.id,
    name: 'getMyMemorial',
    input: { params: { memorial: memorialId } },
    enabled: account.signedIn,
  });
  const waiting = useUnfinishedChanges({ accountId: account.id, memorialId, operations: ['updateMyMemorial'] });
  const refused = useRefusedChanges({ accountId: account.id, memorialId, operations: ['updateMyMemorial'] });
  const fromService = query.data?.data;
  useRefreshWhenChangesEnd(account.id, memorialId, refresh);
  const memorial = useMemo(
    () => (fromService ? layOver([{ ...fromService, waiting: [] as OutboxEntry[] }], waiting, () => true, withChange)[0]! : undefined),
    [fromService, waiting],
  );
  return { query, refresh, followNow, memorial, fromService, waiting, refused };
}

/**
 * When one of the person's own changes to this memorial ends while another still waits (a wording
 * change waiting out its five minutes), read the memorial again as their own request. The data
 * layer reads touched lists again only after the last change on them has ended, which here could
 * be five minutes away: meanwhile the settings just saved would show as they were.
 */
function useRefreshWhenChangesEnd(accountId: string, memorialId: number, refresh: () => unknown): void {
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  useEffect(
    () =>
      useAppStore.subscribe((state, previous) => {
        if (state.outbox === previous.outbox) return;
        const before = new Map(previous.outbox.map((entry) => [entry.id, entry]));
        const ended = state.outbox.some(
          (entry) =>
            entry.accountId === accountId &&
            entry.memorialId === memorialId &&
            !isUnfinished(entry) &&
            (before.get(entry.id) === undefined || isUnfinished(before.get(entry.id)!)),
        );
        const stillWaiting = state.outbox.some((entry) => entry.accountId === accountId && entry.memorialId === memorialId && isUnfinished(entry));
        if (ended && stillWaiting) void refreshRef.current();
      }),
    [accountId, memorialId],
  );
}

/**
 * How many tributes wait for the family's approval: what the core's inbox sweep last found for this
 * memorial (it asks about every memorial within the request budget, so screens need not), or,
 * until the sweep has come to it, the list's total from one read of a single item.
 */
export function usePendingTributes(account: AccountInfo, memorialId: number, enabled = true) {
  const swept = useAppStore(
    (s) => s.inbox.accounts.find((a) => a.accountId === account.id)?.memorials.find((m) => m.memorialId === memorialId)?.pending ?? null,
  );
  const { query } = useRead({
    accountId: account.id,
    name: 'listContributions',
    input: { params: { memorial: memorialId }, query: { status: 'pending', per_page: 1 } },
    enabled: account.signedIn && enabled && swept === null,
  });
  return swept ?? query.data?.meta.total ?? null;
}

export function useTemplates(account: AccountInfo) {
  // The catalogue rarely changes: read once an hour at most.
  const { query, refresh } = useRead({ accountId: account.id, name: 'listTemplates', input: {}, enabled: account.signedIn, staleTime: 60 * 60_000 });
  const templates = query.data?.data;
  const nameOf = useCallback((id: number | null) => (id === null ? null : (templates?.find((t) => t.id === id)?.name ?? null)), [templates]);
  return { query, refresh, templates, nameOf };
}
