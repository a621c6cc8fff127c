import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { BridgeArgs, OutboxEntry } from '../../../../shared/bridge';
import { accountsState, contribution, fakeMain, family, outboxEntry, personalMemorial, renderApp, type FakeBridge } from '../../harness';

/**
 * Undo from the moment A is pressed (issue 28): rolled keys press A and U in the same instant,
 * before the core has written the approval; Undo must still win, and only over that decision.
 */
const tributes = [contribution(1), contribution(2), contribution(3)];

/** A queue whose the core writes each change only when the test says so, as a slow disk would. */
function slowMain() {
  const entries: OutboxEntry[] = [];
  const waiting: (() => Promise<void>)[] = [];
  const meta = { current_page: 1, from: 1, to: 3, per_page: 100, total: 3, last_page: 1 };
  const bridge: FakeBridge = fakeMain(accountsState([family], family.id))
    .on('getMyMemorial', () => ({ status: 200, data: { data: personalMemorial({ id: 1, deceased_name: 'June Ellis' }) } }))
    .on('listContributions', ({ query }) => ({
      status: 200,
      data: {
        data: query?.status === 'pending' ? tributes : [],
        links: { first: 'p1', last: 'p1', prev: null, next: null },
        meta: query?.status === 'pending' ? meta : { ...meta, from: null, to: null, total: 0 },
      },
    }))
    .on(
      'approveContribution',
      (args: BridgeArgs<'approveContribution'>) =>
        new Promise((resolve) => {
          waiting.push(async () => {
            const entry = outboxEntry({
              id: args.changeId!,
              contributionId: Number(args.params!.contribution),
              holdUntil: new Date(Date.now() + args.holdMs!).toISOString(),
            });
            entries.push(entry);
            // As the core does: the outbox's news, then the answer.
            await bridge.emit('outbox', { entries: [...entries] });
            resolve({ queued: entry });
          });
        }),
    )
    .on('outbox.cancel', ({ id }) => {
      entries.splice(
        entries.findIndex((entry) => entry.id === id),
        1,
      );
      return { entries: [...entries] };
    });
  /** The core writes the changes asked for (once one has been asked for). */
  const write = async () => {
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    for (const next of waiting.splice(0)) await next();
  };
  return { bridge, entries, write };
}

const article = (id: number) => document.querySelector<HTMLElement>(`article[data-tribute="${id}"]`)!;
const focusedTribute = () => document.activeElement?.getAttribute('data-tribute');

/** Presses keys on what has the focus, all in one instant (no turn of the event loop between them). */
function pressTogether(...keys: string[]) {
  act(() => {
    for (const key of keys) fireEvent.keyDown(document.activeElement ?? document.body, { key });
  });
}

async function openQueue(bridge: FakeBridge) {
  const user = userEvent.setup();
  renderApp(bridge, { at: '/memorials/1/tributes?status=pending' });
  await screen.findByText('Tribute number 1.');
  await user.keyboard('{ArrowDown}');
  await waitFor(() => expect(focusedTribute()).toBe('1'));
  return user;
}

describe('Undo pressed with the decision', () => {
  test('A and U in the same instant, before the core has the approval: it is taken back as soon as the core has it, and nothing is left to send', async () => {
    const { bridge, entries, write } = slowMain();
    await openQueue(bridge);
    pressTogether('a', 'u');
    // Undone on screen at once, though the core has not answered yet.
    await screen.findByText('Undone: nothing was sent.');
    expect(within(article(1)).getByRole('button', { name: 'Approve' }).textContent).toBe('Approve');
    expect(bridge.callsOf('outbox.cancel')).toEqual([]);
    await write();
    const [approval] = bridge.callsOf('approveContribution');
    await waitFor(() => expect(bridge.callsOf('outbox.cancel')).toEqual([{ id: approval!.changeId }]));
    expect(entries).toEqual([]);
    // Still undone, and the tribute as it was: nothing waits to be sent.
    expect(screen.getByText('Undone: nothing was sent.')).toBeDefined();
    expect(article(1).textContent).not.toMatch(/waiting to be sent/);
  });

  test('U takes back the decision just made, never the one before it', async () => {
    const { bridge, entries, write } = slowMain();
    const user = await openQueue(bridge);
    await user.keyboard('a');
    await write();
    await waitFor(() => expect(entries).toHaveLength(1));
    const first = entries[0]!.id;
    await waitFor(() => expect(focusedTribute()).toBe('2'));
    pressTogether('a', 'u');
    await write();
    const second = bridge.callsOf('approveContribution')[1]!.changeId;
    await waitFor(() => expect(bridge.callsOf('outbox.cancel')).toEqual([{ id: second }]));
    expect(entries.map((entry) => entry.id)).toEqual([first]);
  });

  test('A pressed twice in one instant approves once, and the focus is on the next tribute at once', async () => {
    const { bridge, write } = slowMain();
    await openQueue(bridge);
    pressTogether('a', 'a');
    await waitFor(() => expect(focusedTribute()).toBe('2'));
    expect(article(1).textContent).toMatch(/Approval waiting to be sent: you can still undo it/);
    await write();
    expect(bridge.callsOf('approveContribution').map((args) => args.params?.contribution)).toEqual([1]);
  });

  test('Undo on the tribute itself, pressed before the core has the approval, wins too', async () => {
    const { bridge, entries, write } = slowMain();
    const user = await openQueue(bridge);
    await user.keyboard('a');
    await user.click(within(article(1)).getByRole('button', { name: 'Undo' }));
    await write();
    await waitFor(() => expect(bridge.callsOf('outbox.cancel')).toHaveLength(1));
    expect(entries).toEqual([]);
    expect(within(article(1)).getByRole('button', { name: 'Approve' }).textContent).toBe('Approve');
  });
});
