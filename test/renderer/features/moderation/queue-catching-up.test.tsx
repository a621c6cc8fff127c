import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { Contribution } from '../../../../shared/api/contributions';
import { accountsState, contribution, fakeMain, family, outboxEntry, personalMemorial, renderApp } from '../../harness';

/**
 * A decision the service accepted after the list on screen was read: the list's refresh may wait
 * behind the request limit, so until it comes the queue shows what the person did, not the list's
 * older word.
 */
const READ_AT = '2026-11-25T10:00:00.000Z';
const BEFORE = '2026-11-25T09:59:00.000Z';
const AFTER = '2026-11-25T10:00:05.000Z';

const tribute = contribution;

function queueMain(lists: Partial<Record<string, Contribution[]>>, entries: ReturnType<typeof outboxEntry>[]) {
  return fakeMain(accountsState([family], family.id))
    .on('outbox.list', () => ({ entries }))
    .on('getMyMemorial', () => ({ status: 200, data: { data: personalMemorial({ id: 1, deceased_name: 'June Ellis' }) } }))
    .on('listContributions', ({ query }) => {
      const data = lists[query?.status ?? 'pending'] ?? [];
      const meta = { current_page: 1, from: data.length ? 1 : null, to: data.length || null, per_page: 100, total: data.length, last_page: 1 };
      return { status: 200, data: { data, links: { first: 'p1', last: 'p1', prev: null, next: null }, meta }, readAt: READ_AT };
    });
}

const article = async (id: number) => {
  await screen.findByText(`Tribute number ${id}.`);
  return document.querySelector<HTMLElement>(`article[data-tribute="${id}"]`)!;
};

describe('a queue whose list has not caught up with what was done', () => {
  test('an approval accepted after the list was read shows as done, offering nothing more; one accepted before it does not', async () => {
    const entries = [
      outboxEntry({ id: 'a', accountId: family.id, contributionId: 1, state: 'done', finishedAt: AFTER }),
      outboxEntry({ id: 'b', accountId: family.id, contributionId: 2, state: 'done', finishedAt: BEFORE }),
    ];
    renderApp(queueMain({ pending: [tribute(1), tribute(2)] }, entries), { at: '/memorials/1/tributes?status=pending' });
    const first = await article(1);
    expect(first.textContent).toMatch(/Sent and approved\. It leaves this list at the next look\./);
    expect(within(first).queryByRole('button', { name: 'Approve' })).toBeNull();
    // Accepted before this answer was read: the list already says where it stands.
    const second = await article(2);
    expect(second.textContent).not.toMatch(/Sent and approved/);
    expect(within(second).getByRole('button', { name: 'Approve' }).textContent).toBe('Approve');
  });

  test('a pin accepted after the list was read shows the tribute pinned, and offers to unpin it', async () => {
    const entries = [outboxEntry({ id: 'p', accountId: family.id, operation: 'pinContribution', contributionId: 3, state: 'done', finishedAt: AFTER })];
    renderApp(queueMain({ approved: [tribute(3, { status: 'approved', is_approved: true })] }, entries), { at: '/memorials/1/tributes?status=approved' });
    const pinned = await article(3);
    expect(pinned.textContent).toMatch(/Pinned to the top of the memorial/);
    expect(within(pinned).getByRole('button', { name: 'Unpin' }).textContent).toBe('Unpin');
    expect(within(pinned).queryByRole('button', { name: 'Pin to the top' })).toBeNull();
  });
});
