import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../shared/bridge';
import { resetAppStore, useAppStore } from '../../../renderer/data/app-state';
import { takePersonAsked } from '../../../renderer/data/asked';
import { readKey } from '../../../renderer/data/keys';
import { refreshAfterChanges } from '../../../renderer/data/outbox';
import { LATER_AFTER_CHANGES } from '../../../renderer/data/use-read';
import { outboxEntry } from '../harness';

/**
 * What is read again when a decision ends (issue 28). The queue lays the person's decisions over
 * its lists and counts, so none of them is worth the person's lane in a busy minute: the list on
 * screen is read in the background, the counts when next shown, and the Waiting list comes with
 * the inbox sweep's next look (the queue on screen is looked at every 15 s).
 */
afterEach(() => resetAppStore());

const list = (status: string, perPage = 100, page?: number) =>
  readKey('fam', 'listContributions', { params: { memorial: 7 }, query: { status, per_page: perPage, ...(page ? { page } : {}) } }, 7);

function screen() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const reads: string[] = [];
  const watch = (key: readonly unknown[], name: string, meta?: Record<string, unknown>) => {
    client.setQueryData(key, { data: [] });
    const observer = new QueryObserver(client, {
      queryKey: key,
      queryFn: () => {
        reads.push(name);
        return { data: [] };
      },
      ...(meta ? { meta } : {}),
    });
    observer.subscribe(() => undefined);
  };
  watch(list('pending', 100, 1), 'waiting page');
  watch(list('approved', 100, 1), 'approved page');
  for (const status of ['approved', 'rejected', 'deleted']) watch(list(status, 1), `${status} count`, { [LATER_AFTER_CHANGES]: true });
  return { client, reads };
}

describe('after a decision ends', () => {
  it('reads the open lists again in the background, the counts only when next shown, and leaves the Waiting list to the sweep', async () => {
    const { client, reads } = screen();
    useAppStore.getState().setInbox({
      accounts: [
        { accountId: 'fam', completeAt: null, memorials: [{ memorialId: 7, name: 'Edith', pending: 0, tributes: [], checkedAt: '2026-01-01T09:00:00Z' }] },
      ],
    });
    const waiting: OutboxEntry = outboxEntry({ id: 'h', accountId: 'fam', memorialId: 7, operation: 'hideContribution' });
    await refreshAfterChanges(client, [waiting], [{ ...waiting, state: 'done', finishedAt: '2026-01-01T09:00:10Z' }]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reads).toEqual(['approved page']);
    // Not the person's: the queue shows what they did meanwhile.
    expect(takePersonAsked(list('approved', 100, 1))).toBe(false);
    // The others are old now: read when next shown.
    for (const key of [list('pending', 100, 1), list('approved', 1), list('deleted', 1)]) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('without the sweep (a memorial it does not look at), reads the Waiting list again too', async () => {
    const { client, reads } = screen();
    const waiting: OutboxEntry = outboxEntry({ id: 'a', accountId: 'fam', memorialId: 7 });
    await refreshAfterChanges(client, [waiting], [{ ...waiting, state: 'done', finishedAt: '2026-01-01T09:00:10Z' }]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reads.sort()).toEqual(['approved page', 'waiting page']);
  });
});
