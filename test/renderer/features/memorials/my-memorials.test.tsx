import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { isLive, personalStatus } from '../../../../renderer/features/memorials/memorial-status';
import { useAppStore } from '../../../../renderer/data/app-state';
import { BridgeCallError } from '../../../../renderer/bridge';
import { formatDate } from '../../../../renderer/ui/format';
import type { ModerationStatus } from '../../../../shared/api/memorials';
import {
  accountsState,
  deviceFlow,
  expectVisible,
  fakeMain,
  family,
  myMemorialsAnswer,
  personalMemorial,
  renderApp,
  serviceError,
  status,
} from '../../harness';
import { createIntl } from 'react-intl';

/** The messages in English, as their defaults say them. */
const english = createIntl({ locale: 'en', defaultLocale: 'en' });

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
            const { words } = personalStatus(memorial, english);
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
  function fakeCore(...memorials: ReturnType<typeof personalMemorial>[]) {
    return fakeMain(accountsState([family])).on('listMyMemorials', () => myMemorialsAnswer(memorials));
  }

  test('reads through the bridge with per_page 50, as the person’s own request at first', async () => {
    const bridge = fakeCore(personalMemorial());
    renderApp(bridge);
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'My memorials' }));
    await screen.findByRole('article', { name: 'June Ellis' });
    expect(bridge.callsOf('listMyMemorials')[0]).toEqual({ query: { per_page: 100 }, accountId: 'acc-family' });
    expectVisible(screen.getByRole('navigation', { name: 'Main' }));
    expect(screen.getByRole('link', { name: 'My memorials' }).getAttribute('aria-current')).toBe('page');
  });

  test('shows each memorial’s name, dates, title and state in words', async () => {
    renderApp(
      fakeCore(
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
    expectVisible(within(june).getByText('A life full of music'));
    expectVisible(within(june).getByText(/^Born .+1941 · Died .+2024$/));
    expectVisible(within(june).getByText('Live'));
    // The link is named for whose page it is; its address stays on screen as text.
    const link = within(june).getByRole('link', { name: /^Public page of \u2068June Ellis\u2069/ });
    expect(link.getAttribute('href')).toBe('http://127.0.0.1:4010/m/june-ellis');
    expect(within(june).getByText('http://127.0.0.1:4010/m/june-ellis').closest('a')).toBeNull();

    const walter = card('Walter Brandt');
    expectVisible(within(walter).getByText('Being checked — not public yet'));
    expect(within(walter).queryByText('Live')).toBeNull();
    // Its name opens the memorial's page in the app; there is no public page to link to.
    expect(within(walter).getByRole('link', { name: 'Walter Brandt' }).getAttribute('href')).toBe('/memorials/2');
    expect(within(walter).queryByRole('link', { name: /Public page/ })).toBeNull();

    const ida = card('Ida Moreau');
    expectVisible(within(ida).getByText('Not published: the safety check asked for changes'));
    expectVisible(within(ida).getByText('The reason given: The obituary includes a phone number.'));

    const tom = card('Tom Quill');
    expectVisible(within(tom).getByText(`Deleted — can be recovered until ${formatDate('2025-06-30T12:00:00Z')}`));

    const rosa = card('Rosa Lind');
    expect(within(rosa).queryByText('Live')).toBeNull();
    expectVisible(within(rosa).getByText('Not public yet'));
  });

  test('a memorial the family chose not to publish says so without blame', () => {
    expect(personalStatus(personalMemorial({ is_published: false, url: null }), english).words).toBe('Not public — set not to be published');
  });

  test('says once, politely, when a memorial’s state changes between refreshes', async () => {
    const checking = personalMemorial({ id: 7, deceased_name: 'Harold Brennan', url: null, moderation: { status: 'pending', reason: null, checked_at: null } });
    const june = personalMemorial();
    let answer = [checking, june];
    const bridge = fakeMain(accountsState([family])).on('listMyMemorials', () => myMemorialsAnswer(answer));
    const { queryClient } = renderApp(bridge);
    await screen.findByRole('article', { name: 'Harold Brennan' });
    const region = () => document.querySelector('.visually-hidden[role="status"]')!;
    // The first answer is just the list.
    expect(region().textContent).toBe('');

    // Passed, but no address yet: not live, and not called live.
    answer = [{ ...checking, moderation: { status: 'passed', reason: null, checked_at: '2030-01-01T12:00:00Z' } }, june];
    await act(() => queryClient.refetchQueries());
    await waitFor(() => expect(region().textContent).toBe('The memorial for \u2068Harold Brennan\u2069 has changed: Not public yet.'));

    answer = [{ ...answer[0]!, url: 'http://127.0.0.1:4010/m/harold-brennan' }, june];
    await act(() => queryClient.refetchQueries());
    await waitFor(() => expect(region().textContent).toBe('The memorial for \u2068Harold Brennan\u2069 is now live.'));
    expectVisible(within(card('Harold Brennan')).getByText('Live'));

    // Nothing changed: nothing more is said.
    const said = useAppStore.getState().announcement.seq;
    await act(() => queryClient.refetchQueries());
    expect(bridge.callsOf('listMyMemorials')).toHaveLength(4);
    expect(useAppStore.getState().announcement.seq).toBe(said);
  });

  test('opens the public page through main', async () => {
    const bridge = fakeCore(personalMemorial()).on('app.openExternal', () => ({ opened: true }));
    const user = userEvent.setup();
    renderApp(bridge);
    await user.click(await screen.findByRole('link', { name: /^Public page of \u2068June Ellis\u2069/ }));
    await waitFor(() => expect(bridge.callsOf('app.openExternal')).toEqual([{ url: 'http://127.0.0.1:4010/m/june-ellis' }]));
  });

  test('says plainly when there is nothing yet', async () => {
    renderApp(fakeCore());
    expectVisible(await screen.findByRole('heading', { name: "You don't look after any memorials yet." }));
  });

  test('shows the service’s words when the list cannot be read, and tries again when asked', async () => {
    const bridge = fakeCore(personalMemorial());
    let fail = true;
    bridge.on('listMyMemorials', () => {
      if (fail) throw new BridgeCallError(serviceError('The memorial service is having trouble. Please try again in a few minutes.'));
      return myMemorialsAnswer([personalMemorial()]);
    });
    const user = userEvent.setup();
    renderApp(bridge);
    expectVisible(await screen.findByText('The memorial service is having trouble. Please try again in a few minutes.'));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expectVisible(await screen.findByRole('article', { name: 'June Ellis' }));
    expect(bridge.callsOf('listMyMemorials').at(-1)).toEqual({ query: { per_page: 100 }, accountId: 'acc-family', fresh: true });
  });

  test('its read is asked as the place opens, before its screen is drawn, and only once', async () => {
    const bridge = fakeCore(personalMemorial());
    const drawnWhenAsked: boolean[] = [];
    bridge.on('listMyMemorials', () => {
      drawnWhenAsked.push(screen.queryByRole('heading', { level: 1, name: 'My memorials' }) !== null);
      return myMemorialsAnswer([personalMemorial()]);
    });
    renderApp(bridge, { at: '/memorials' });
    await screen.findByRole('article', { name: 'June Ellis' });
    expect(drawnWhenAsked).toEqual([false]);
    expect(bridge.callsOf('listMyMemorials')).toEqual([{ query: { per_page: 100 }, accountId: 'acc-family' }]);
  });

  test('offline, keeps the last list on screen with a note; back online, refreshes it in the background', async () => {
    const bridge = fakeCore(personalMemorial());
    renderApp(bridge);
    await screen.findByRole('article', { name: 'June Ellis' });

    await bridge.emit('status', status({ online: false }));
    expectVisible(screen.getByText(/Offline — your memorials as of/));
    expectVisible(screen.getByRole('article', { name: 'June Ellis' }));

    await bridge.emit('status', status({ online: true }));
    await waitFor(() => expect(bridge.callsOf('listMyMemorials')).toHaveLength(2));
    expect(bridge.callsOf('listMyMemorials')[1]).toEqual({ query: { per_page: 100 }, accountId: 'acc-family', background: true });
    expect(screen.queryByText(/your memorials as of/)).toBeNull();
  });

  test('a failed background refresh keeps the list and shows why', async () => {
    const bridge = fakeCore(personalMemorial());
    const { queryClient } = renderApp(bridge);
    await screen.findByRole('article', { name: 'June Ellis' });
    bridge.on('listMyMemorials', () => {
      throw new BridgeCallError(serviceError('Memorial Desk cannot reach the memorial service right now.', 'offline'));
    });
    await act(() => queryClient.refetchQueries());
    expectVisible(await screen.findByText('Memorial Desk cannot reach the memorial service right now.'));
    expectVisible(screen.getByRole('article', { name: 'June Ellis' }));
    expectVisible(screen.getByRole('button', { name: 'Check again' }));
  });

  test('the note about an old list is announced politely', async () => {
    const bridge = fakeCore(personalMemorial());
    renderApp(bridge);
    await screen.findByRole('article', { name: 'June Ellis' });
    await bridge.emit('status', status({ online: false }));
    expectVisible(screen.getByText(/Offline — your memorials as of/).closest('[role="status"]'));
  });

  test('an account whose sign-in is gone offers to sign in again, straight to a new code', async () => {
    const gone = { ...family, signedIn: false };
    const bridge = fakeMain(accountsState([gone]))
      .on('listMyMemorials', () => myMemorialsAnswer([]))
      .on('signIn.device.start', () => deviceFlow())
      .on('signIn.device.get', () => deviceFlow())
      .on('signIn.device.cancel', () => deviceFlow({ state: 'cancelled' }));
    const user = userEvent.setup();
    renderApp(bridge);
    // The name is isolated (<bdi>), so the title is matched whole.
    const title = await screen.findByText(
      (_, element) => element?.tagName === 'P' && element.textContent === 'You are signed out of Margaret Ellis on this computer',
    );
    // Announced politely: it may appear while the person is on the screen.
    expect(title.closest('[role="status"]')).toBeTruthy();
    expect(bridge.callsOf('listMyMemorials')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    // The sign-in screen loads with its route: the heading is the one on the page once it settles.
    await waitFor(() => expectVisible(screen.getByRole('heading', { level: 1, name: 'Sign in again' })));
    // Back into the same account, not a second one.
    expect(bridge.callsOf('signIn.device.start')).toEqual([{ again: gone.id }]);
    expectVisible(screen.getByRole('region', { name: 'Your code' }));
    expect(screen.queryByText('Add another account')).toBeNull();
    expect(document.title).toBe('Sign in again — Memorial Desk');

    // Cancel goes back to where the person came from.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'My memorials' }));
    await waitFor(() => expect(bridge.callsOf('signIn.device.cancel')).toEqual([{ flowId: 'flow-1' }]));
  });

  test('signing back in fails offline: the app’s words, with a way to try again', async () => {
    const gone = { ...family, signedIn: false };
    const bridge = fakeMain(accountsState([gone])).on('signIn.device.start', () => {
      throw new BridgeCallError(serviceError('Memorial Desk keeps trying.', 'offline'));
    });
    const user = userEvent.setup();
    renderApp(bridge);
    await user.click(await screen.findByRole('button', { name: 'Sign in again' }));
    expectVisible(await screen.findByText("Memorial Desk can't reach the memorial service right now. Please check the connection and try again."));
    expectVisible(screen.getByRole('heading', { level: 1, name: 'Sign in again' }));
    expectVisible(screen.getByRole('button', { name: 'Try again' }));
    // Signing back in, not adding another account.
    expect(bridge.callsOf('signIn.device.start')).toEqual([{ again: gone.id }]);
  });
});
