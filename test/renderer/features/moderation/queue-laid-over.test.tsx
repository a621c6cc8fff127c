import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { Contribution } from '../../../../shared/api/contributions';
import type { BridgeArgs, OutboxEntry, QueuedName } from '../../../../shared/bridge';
import { accountsState, contribution, fakeMain, family, outboxEntry, personalMemorial, renderApp, type FakeBridge } from '../../harness';

/**
 * Every list of a queue lays the person's decisions over its last answer (issue 28): a tribute just
 * hidden is in Hidden at once, focusable, with its Restore and its S key; one just approved is in
 * Approved; each list's count agrees with what it shows. The lists' own answers never catch up
 * here (their refresh waits behind the request limit).
 */
const READ_AT = '2026-11-25T10:00:00.000Z';

function queueMain(lists: Partial<Record<string, Contribution[]>>, entries: OutboxEntry[] = [], { slowHidden = false } = {}) {
  const outbox = [...entries];
  const bridge: FakeBridge = fakeMain(accountsState([family], family.id))
    .on('outbox.list', () => ({ entries: outbox }))
    .on('getMyMemorial', () => ({ status: 200, data: { data: personalMemorial({ id: 1, deceased_name: 'June Ellis' }) } }))
    .on('listContributions', ({ query }) => {
      // The Hidden list's answer waits behind the minute's limit, for as long as the test lasts.
      if (slowHidden && query?.status === 'deleted' && query.per_page !== 1) return new Promise(() => undefined);
      const all = lists[query?.status ?? 'pending'] ?? [];
      const perPage = Number(query?.per_page ?? 100);
      const data = all.slice(0, perPage);
      const meta = {
        current_page: 1,
        from: data.length ? 1 : null,
        to: data.length || null,
        per_page: perPage,
        total: all.length,
        last_page: 1,
      };
      return { status: 200, data: { data, links: { first: 'p1', last: 'p1', prev: null, next: null }, meta }, readAt: READ_AT };
    });
  // The core writes each decision and tells of it, as it does.
  for (const name of ['approveContribution', 'hideContribution', 'restoreContribution'] as const satisfies QueuedName[]) {
    bridge.on(name, async (args: BridgeArgs<typeof name>) => {
      const entry = outboxEntry({
        id: args.changeId!,
        operation: name,
        contributionId: Number(args.params!.contribution),
        holdUntil: new Date(Date.now() + 7_000).toISOString(),
      });
      outbox.push(entry);
      await bridge.emit('outbox', { entries: [...outbox] });
      return { queued: entry };
    });
  }
  return bridge;
}

const article = (id: number) => document.querySelector<HTMLElement>(`article[data-tribute="${id}"]`);
const focusedTribute = () => document.activeElement?.getAttribute('data-tribute');
const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('every list shows what the person just did', () => {
  test('a tribute hidden by key is in Hidden at once, focusable, and S restores it; the counts agree with the lists', async () => {
    const user = userEvent.setup();
    const bridge = queueMain({ pending: [contribution(1), contribution(2)] });
    renderApp(bridge, { at: '/memorials/1/tributes?status=pending' });
    await screen.findByText('Tribute number 1.');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedTribute()).toBe('1'));
    await user.keyboard('h');
    await waitFor(() => expect(bridge.callsOf('hideContribution')).toHaveLength(1));
    await waitFor(() => expect(tab(/^Hidden/).textContent).toBe('Hidden (1)'));

    await user.click(tab(/^Hidden/));
    await waitFor(() => expect(article(1)).not.toBeNull());
    expect(document.querySelectorAll('article[data-tribute]')).toHaveLength(1);
    expect(tab(/^Hidden/).textContent).toBe('Hidden (1)');
    // Still held for Undo: the hide can be taken back here too.
    expect(article(1)!.textContent).toMatch(/Hiding waiting to be sent/);

    // Once the hide has gone (the hold over), Restore is what the Hidden list offers, and its S key.
    const hide = bridge.callsOf('hideContribution')[0]!;
    await bridge.emit('outbox', {
      entries: [outboxEntry({ id: hide.changeId!, operation: 'hideContribution', contributionId: 1, state: 'done', finishedAt: new Date().toISOString() })],
    });
    await waitFor(() => expect(within(article(1)!).getByRole('button', { name: 'Restore' }).textContent).toBe('Restore'));
    // Focusable: the keyboard reaches it from the tabs with Tab alone.
    for (let i = 0; i < 15 && focusedTribute() !== '1'; i++) await user.tab();
    expect(focusedTribute()).toBe('1');
    await user.keyboard('s');
    await waitFor(() => expect(bridge.callsOf('restoreContribution').map((args) => args.params?.contribution)).toEqual([1]));
    await waitFor(() => expect(article(1)!.textContent).toMatch(/Restoring waiting to be sent/));
  });

  test('a tribute just approved is in Approved, counted there, and the Waiting list keeps it marked until it is read again', async () => {
    const user = userEvent.setup();
    const bridge = queueMain({ pending: [contribution(1), contribution(2)], approved: [contribution(9, { status: 'approved', is_approved: true })] });
    renderApp(bridge, { at: '/memorials/1/tributes?status=pending' });
    await screen.findByText('Tribute number 1.');
    await user.click(within(article(2)!).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(tab(/^Approved/).textContent).toBe('Approved (2)'));
    expect(tab(/^Waiting/).textContent).toBe('Waiting (2)');
    expect(article(2)!.textContent).toMatch(/Approval waiting to be sent/);

    await user.click(tab(/^Approved/));
    await waitFor(() => expect(article(2)).not.toBeNull());
    expect([...document.querySelectorAll('article[data-tribute]')].map((a) => a.getAttribute('data-tribute'))).toEqual(['2', '9']);
    expect(tab(/^Approved/).textContent).toBe('Approved (2)');
  });

  test('an approval made before this page opened, done after the lists were read, is shown in Approved from what the page read', async () => {
    const done = outboxEntry({ id: 'earlier', contributionId: 1, state: 'done', finishedAt: '2026-11-25T10:00:05.000Z' });
    const bridge = queueMain({ pending: [contribution(1)] }, [done]);
    renderApp(bridge, { at: '/memorials/1/tributes?status=pending' });
    await screen.findByText('Tribute number 1.');
    await waitFor(() => expect(tab(/^Approved/).textContent).toBe('Approved (1)'));
  });

  test('the Hidden list shows the tribute just hidden even while its own answer is still to come', async () => {
    const user = userEvent.setup();
    const bridge = queueMain({ pending: [contribution(1), contribution(2)] }, [], { slowHidden: true });
    renderApp(bridge, { at: '/memorials/1/tributes?status=pending' });
    await screen.findByText('Tribute number 1.');
    await user.click(within(article(2)!).getByRole('button', { name: 'Hide' }));
    await user.click(tab(/^Hidden/));
    await waitFor(() => expect(article(2)).not.toBeNull());
    expect(tab(/^Hidden/).textContent).toBe('Hidden (1)');
  });
});
