import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { isLive, personalStatus } from '../../renderer/features/memorials/memorial-status';
import { BridgeCallError } from '../../renderer/bridge';
import { formatDate } from '../../renderer/ui/format';
import type { ModerationStatus } from '../../shared/api/memorials';
import { accountsState, fakeMain, family, myMemorialsAnswer, personalMemorial, renderApp, serviceError, status } from './harness';

function card(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

describe('the status words of a family memorial', () => {
  test('"Live" only with a public address after the check passed; nothing public-sounding otherwise', () => {
    const moderations: ModerationStatus[] = ['pending', 'passed', 'failed'];
    for (const moderation of moderations) {
      for (const is_published of [true, false]) {
        for (const is_deleted of [true, false]) {
          for (const url of [null, 'http://127.0.0.1:4010/m/june']) {
            const memorial = personalMemorial({ moderation: { status: moderation, reason: null, checked_at: null }, is_published, is_deleted, url });
            const { words } = personalStatus(memorial);
            const live = url !== null && moderation === 'passed' && !is_deleted;
            expect(isLive(memorial), JSON.stringify({ moderation, is_published, is_deleted, url })).toBe(live);
            expect(words === 'Live', words).toBe(live);
            if (!live) expect(words).not.toMatch(/^(Live|Published|Public)\b/);
          }
        }
      }
    }
  });
});

describe('My memorials', () => {
  function main(...memorials: ReturnType<typeof personalMemorial>[]) {
    return fakeMain(accountsState([family])).on('listMyMemorials', () => myMemorialsAnswer(memorials));
  }

  test('reads through the bridge with per_page 50, as the person’s own request at first', async () => {
    const bridge = main(personalMemorial());
    renderApp(bridge);
    expect(await screen.findByRole('heading', { level: 1, name: 'My memorials' })).toBeTruthy();
    await screen.findByRole('article', { name: 'June Ellis' });
    expect(bridge.callsOf('listMyMemorials')[0]).toEqual({ query: { per_page: 50 }, accountId: 'acc-family' });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'My memorials' }).getAttribute('aria-current')).toBe('page');
  });

  test('shows each memorial’s name, dates, title and state in words', async () => {
    renderApp(
      main(
        personalMemorial(),
        personalMemorial({
          id: 2,
          deceased_name: 'Walter Brandt',
          url: null,
          moderation: { status: 'pending', reason: null, checked_at: null },
        }),
        personalMemorial({
          id: 3,
          deceased_name: 'Ida Moreau',
          url: null,
          moderation: { status: 'failed', reason: 'The obituary includes a phone number.', checked_at: '2025-05-01T10:00:00Z' },
        }),
        personalMemorial({ id: 4, deceased_name: 'Tom Quill', url: null, is_deleted: true, recoverable_until: '2025-06-30T12:00:00Z' }),
        // Passed, published, but the service gave no address: not live.
        personalMemorial({ id: 5, deceased_name: 'Rosa Lind', url: null }),
      ),
    );

    const june = await screen.findByRole('article', { name: 'June Ellis' });
    expect(within(june).getByText('A life full of music')).toBeTruthy();
    expect(within(june).getByText(/^Born .+1941 · Died .+2024$/)).toBeTruthy();
    expect(within(june).getByText('Live')).toBeTruthy();
    const link = within(june).getByRole('link', { name: /http:\/\/127\.0\.0\.1:4010\/m\/june-ellis/ });
    expect(link.getAttribute('href')).toBe('http://127.0.0.1:4010/m/june-ellis');

    const walter = card('Walter Brandt');
    expect(within(walter).getByText('Being checked — not public yet')).toBeTruthy();
    expect(within(walter).queryByText('Live')).toBeNull();
    expect(within(walter).queryByRole('link')).toBeNull();

    const ida = card('Ida Moreau');
    expect(within(ida).getByText('Not published: the safety check asked for changes')).toBeTruthy();
    expect(within(ida).getByText('The reason given: The obituary includes a phone number.')).toBeTruthy();

    const tom = card('Tom Quill');
    expect(within(tom).getByText(`Deleted — can be recovered until ${formatDate('2025-06-30T12:00:00Z')}`)).toBeTruthy();

    const rosa = card('Rosa Lind');
    expect(within(rosa).queryByText('Live')).toBeNull();
    expect(within(rosa).getByText('Not public yet')).toBeTruthy();
  });

  test('opens the public page through main', async () => {
    const bridge = main(personalMemorial()).on('app.openExternal', () => ({ opened: true }));
    const user = userEvent.setup();
    renderApp(bridge);
    await user.click(await screen.findByRole('link', { name: /m\/june-ellis/ }));
    await waitFor(() => expect(bridge.callsOf('app.openExternal')).toEqual([{ url: 'http://127.0.0.1:4010/m/june-ellis' }]));
  });

  test('says plainly when there is nothing yet', async () => {
    renderApp(main());
    expect(await screen.findByRole('heading', { name: "You don't look after any memorials yet." })).toBeTruthy();
  });

  test('shows the service’s words when the list cannot be read, and tries again when asked', async () => {
    const bridge = main(personalMemorial());
    let fail = true;
    bridge.on('listMyMemorials', () => {
      if (fail) throw new BridgeCallError(serviceError('The memorial service is having trouble. Please try again in a few minutes.'));
      return myMemorialsAnswer([personalMemorial()]);
    });
    const user = userEvent.setup();
    renderApp(bridge);
    expect(await screen.findByText('The memorial service is having trouble. Please try again in a few minutes.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'June Ellis' })).toBeTruthy();
    expect(bridge.callsOf('listMyMemorials').at(-1)).toEqual({ query: { per_page: 50 }, accountId: 'acc-family' });
  });

  test('offline, keeps the last list on screen with a note; back online, refreshes it in the background', async () => {
    const bridge = main(personalMemorial());
    renderApp(bridge);
    await screen.findByRole('article', { name: 'June Ellis' });

    await bridge.emit('status', status({ online: false }));
    expect(screen.getByText(/You are seeing your memorials as they were at/)).toBeTruthy();
    expect(screen.getByRole('article', { name: 'June Ellis' })).toBeTruthy();

    await bridge.emit('status', status({ online: true }));
    await waitFor(() => expect(bridge.callsOf('listMyMemorials')).toHaveLength(2));
    expect(bridge.callsOf('listMyMemorials')[1]).toEqual({ query: { per_page: 50 }, accountId: 'acc-family', background: true });
    expect(screen.queryByText(/as they were at/)).toBeNull();
  });

  test('a failed background refresh keeps the list and shows why', async () => {
    const bridge = main(personalMemorial());
    const { queryClient } = renderApp(bridge);
    await screen.findByRole('article', { name: 'June Ellis' });
    bridge.on('listMyMemorials', () => {
      throw new BridgeCallError(serviceError('Memorial Desk cannot reach the memorial service right now.', 'offline'));
    });
    await act(() => queryClient.refetchQueries());
    expect(await screen.findByText('Memorial Desk cannot reach the memorial service right now.')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'June Ellis' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
  });

  test('an account whose sign-in is gone offers to sign in again', async () => {
    const gone = { ...family, signedIn: false };
    const bridge = fakeMain(accountsState([gone])).on('listMyMemorials', () => myMemorialsAnswer([]));
    const user = userEvent.setup();
    renderApp(bridge);
    expect(await screen.findByText('You are signed out of Margaret Ellis on this computer')).toBeTruthy();
    expect(bridge.callsOf('listMyMemorials')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('button', { name: 'Sign in as a family' })).toBeTruthy();
  });
});
