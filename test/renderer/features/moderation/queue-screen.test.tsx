import { virtual } from '@guidepup/virtual-screen-reader';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { HOLD_GRACE_MS } from '../../../../shared/bridge/names';
import { UNDO_MS } from '../../../../renderer/features/moderation/decisions';
import { forgetKeyboard } from '../../../../renderer/ui/input-kinds';
import { contribution, expectVisible, juneEllisMain, outboxEntry, renderApp } from '../../harness';
import { readToEnd, spokenSince, useScreenReader } from '../../screen-reader';

/** A memorial's queue of tributes in jsdom, on a fake core. */
describe('a decision, as a screen reader hears it', () => {
  useScreenReader();

  test('approving a tribute and undoing it: the decision, its hold and the undo are spoken', async () => {
    const tribute = contribution(7, { body: 'She taught me to swim at Brighton.', author: { name: 'Ann', email: 'ann@example.com', is_guest: true } });
    const page = {
      status: 200,
      data: {
        data: [tribute],
        links: { first: 'p1', last: 'p1', prev: null, next: null },
        meta: { current_page: 1, from: 1, to: 1, per_page: 100, total: 1, last_page: 1 },
      },
    };
    const held = outboxEntry({ id: 'o1', label: 'Approve Ann’s tribute', holdUntil: new Date(Date.now() + 60_000).toISOString() });
    const bridge = juneEllisMain()
      .on('listContributions', ({ query }) =>
        query?.status === 'pending' ? page : { ...page, data: { ...page.data, data: [], meta: { ...page.data.meta, from: null, to: null, total: 0 } } },
      )
      .on('approveContribution', () => ({ queued: held }))
      .on('outbox.cancel', () => ({ entries: [] }));
    const user = userEvent.setup();
    renderApp(bridge, { at: '/memorials/1/tributes?status=pending' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Tributes for June Ellis' });
    await screen.findByText('She taught me to swim at Brighton.');
    await waitFor(() => expect(document.activeElement).toBe(heading));

    await virtual.start({ container: document.body });
    const heard = await readToEnd();
    expect(heard.join(' ')).toContain('Keys: ? for the list. They work anywhere on this screen except while you type.');
    expect(heard).toContain('button, Approve');

    // A from the heading, with no Tab first: approved, and held for Undo.
    const before = heard.length;
    await user.keyboard('a');
    await waitFor(() =>
      expect(bridge.callsOf('approveContribution')).toEqual([expect.objectContaining({ params: { contribution: 7 }, holdMs: UNDO_MS + HOLD_GRACE_MS })]),
    );
    await bridge.emit('outbox', { entries: [held] });
    await waitFor(async () =>
      expect((await spokenSince(before)).join(' | ')).toMatch(
        /Approved Ann’s tribute\. It goes to the memorial service in a few seconds; until then you can undo it\./,
      ),
    );
    // The seconds counting down are on screen only: the note is not said again each second.
    expect((await spokenSince(before)).join(' | ')).not.toMatch(/in \d+ seconds/);
    await waitFor(async () => expect((await spokenSince(before)).join(' | ')).toMatch(/Approval waiting to be sent: you can still undo it/));
    // Only Undo is offered on the tribute while the decision is held.
    const article = document.querySelector<HTMLElement>('article[data-tribute="7"]')!;
    expect(within(article).queryByRole('button', { name: 'Approve' })).toBeNull();
    expectVisible(within(article).getByRole('button', { name: 'Undo' }));

    const beforeUndo = (await virtual.spokenPhraseLog()).length;
    await user.keyboard('u');
    await waitFor(() => expect(bridge.callsOf('outbox.cancel')).toEqual([{ id: 'o1' }]));
    await act(async () => {
      await bridge.emit('outbox', { entries: [] });
    });
    await waitFor(async () => expect((await spokenSince(beforeUndo)).join(' | ')).toMatch(/Undone: nothing was sent\./));
    expectVisible(within(article).getByRole('button', { name: 'Approve' }));

    // Once it is on its way (the hold over, being sent), nothing is offered: not even Undo.
    await bridge.emit('outbox', { entries: [{ ...held, holdUntil: null, state: 'sending' }] });
    await waitFor(() => expect(within(article).queryAllByRole('button')).toEqual([]));
    expect(article.textContent).toMatch(/Approval on its way to the memorial service/);
    // Its answer lost (a cut connection, a restart mid-send): whether it arrived is being checked, not "on its way".
    await bridge.emit('outbox', { entries: [{ ...held, holdUntil: null, state: 'checking' }] });
    await waitFor(() => expect(article.textContent).toMatch(/Memorial Desk is checking whether the approval reached the memorial service/));
    expect(within(article).queryAllByRole('button')).toEqual([]);
  });
});

describe('the keys, on a phone', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
    act(() => forgetKeyboard());
  });

  test('a touch screen alone hears of no keys and is offered no "Keyboard shortcuts"; a hardware keyboard’s first key brings both', async () => {
    // A phone: a finger, no mouse or trackpad (jsdom has no matchMedia of its own); no key pressed yet in this run.
    forgetKeyboard();
    window.matchMedia = ((query: string) => ({
      matches: query === '(pointer: coarse)' || query === '(any-pointer: coarse)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    const tribute = contribution(7, { body: 'She taught me to swim at Brighton.' });
    const page = {
      status: 200,
      data: {
        data: [tribute],
        links: { first: 'p1', last: 'p1', prev: null, next: null },
        meta: { current_page: 1, from: 1, to: 1, per_page: 100, total: 1, last_page: 1 },
      },
    };
    renderApp(
      juneEllisMain().on('listContributions', () => page),
      { at: '/memorials/1/tributes?status=pending' },
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Tributes for June Ellis' });
    await screen.findByText('She taught me to swim at Brighton.');
    expect(screen.queryByText(/^Keys:/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Keyboard shortcuts' })).toBeNull();

    // A key of a keyboard attached to the phone, pressed on the screen (not in a field): the keys work, and are told.
    await userEvent.setup().keyboard('{ArrowDown}');
    expect(document.activeElement === heading || document.activeElement?.matches('article[data-tribute]')).toBe(true);
    expectVisible(await screen.findByText(/^Keys:/));
    expectVisible(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
  });
});
