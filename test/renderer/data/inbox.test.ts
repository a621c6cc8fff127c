import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Contribution } from '../../../shared/api/contributions';
import type { InboxState } from '../../../shared/bridge/moderation';
import { refreshChangedQueues } from '../../../renderer/data/inbox';
import { readKey } from '../../../renderer/data/keys';

const tribute = (id: number) => ({ id, status: 'pending', is_pinned: false }) as unknown as Contribution;
const inbox = (ids: number[]): InboxState => ({
  accounts: [
    {
      accountId: 'a1',
      completeAt: null,
      memorials: [{ memorialId: 7, name: 'Edith', pending: ids.length, tributes: ids.map(tribute), checkedAt: '2026-01-01T09:00:00Z' }],
    },
  ],
});
const page = (ids: number[]) => ({
  data: ids.map(tribute),
  links: {},
  meta: { current_page: 1, from: 1, to: ids.length, per_page: 100, total: ids.length, last_page: 1 },
});

describe('lists that keep up with the inbox sweep', () => {
  it('gives the Waiting list’s first page the sweep’s answer at once, and reads the memorial’s other tribute reads again', async () => {
    const client = new QueryClient();
    const waitingKey = readKey('a1', 'listContributions', { params: { memorial: 7 }, query: { status: 'pending', per_page: 100, page: 1 } }, 7);
    const approvedKey = readKey('a1', 'listContributions', { params: { memorial: 7 }, query: { status: 'approved', per_page: 1 } }, 7);
    client.setQueryData(waitingKey, page([1, 2, 3]));
    client.setQueryData(approvedKey, { ...page([9]), meta: { ...page([9]).meta, total: 1 } });
    // Tribute 2 was approved on another computer: the sweep no longer finds it waiting.
    await refreshChangedQueues(client, inbox([1, 2, 3]), inbox([1, 3]));
    const waiting = client.getQueryData<ReturnType<typeof page>>(waitingKey)!;
    expect(waiting.data.map((t) => t.id)).toEqual([1, 3]);
    // The list and its count agree.
    expect(waiting.meta.total).toBe(2);
    expect(client.getQueryState(waitingKey)?.isInvalidated).toBe(false);
    expect(client.getQueryState(approvedKey)?.isInvalidated).toBe(true);
  });

  it('leaves the lists alone when the sweep found the same tributes waiting', async () => {
    const client = new QueryClient();
    const waitingKey = readKey('a1', 'listContributions', { params: { memorial: 7 }, query: { status: 'pending', per_page: 100, page: 1 } }, 7);
    client.setQueryData(waitingKey, page([1, 2]));
    await refreshChangedQueues(client, inbox([1, 2]), inbox([1, 2]));
    expect(client.getQueryState(waitingKey)?.isInvalidated).toBe(false);
  });
});
