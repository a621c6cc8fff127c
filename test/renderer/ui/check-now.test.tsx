import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { BridgeCallError } from '../../../renderer/bridge';
import { resetAppStore, useAppStore } from '../../../renderer/data/app-state';
import { createQueryClient } from '../../../renderer/data/query-client';
import { appIntl } from '../../../renderer/ui/app-intl';
import { formatAsOf } from '../../../renderer/ui/format';
import { Screen, type ScreenRead } from '../../../renderer/ui/Screen';
import { wrapperIn } from './intl';
import { accountsState, expectVisible, fakeMain, family, myMemorialsAnswer, personalMemorial, renderApp, serviceError, status } from '../harness';

/**
 * "Check now" at the top of a list screen (ui/CheckNow.tsx's ListCheck, Screen's `checkNow`): on a
 * phone the way to look again by hand. Its stylesheet leaves it out of a wide window with a mouse,
 * which jsdom does not lay out.
 */
function fakeCore() {
  return fakeMain(accountsState([family])).on('listMyMemorials', () => myMemorialsAnswer([personalMemorial()]));
}

/**
 * A list screen on its own (Screen, with a read the test holds), online, whose "Check now" the
 * test shows when it likes: as the announcements show it once the safety check they waited on ends.
 */
async function renderListScreen(read: ScreenRead) {
  resetAppStore();
  useAppStore.getState().setStatus(status({ online: true }));
  let showCheckNow: (on: boolean) => void = () => undefined;
  function ListScreen() {
    const [checkNow, setCheckNow] = useState(false);
    showCheckNow = setCheckNow;
    return (
      <Screen title="Your memorials" read={read} checkNow={checkNow}>
        <p>The list.</p>
      </Screen>
    );
  }
  const router = createRouter({ routeTree: createRootRoute({ component: ListScreen }), history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { wrapper: await wrapperIn('en') },
  );
  await screen.findByRole('heading', { level: 1, name: 'Your memorials' });
  return { showCheckNow: (on: boolean) => act(() => showCheckNow(on)) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Check now on a list screen', () => {
  test('says when the list was last checked, and asks the service as the person’s own read', async () => {
    const bridge = fakeCore();
    const user = userEvent.setup();
    const { queryClient } = renderApp(bridge);
    await screen.findByRole('article', { name: 'June Ellis' });
    const answered = queryClient.getQueryCache().findAll({ predicate: (query) => JSON.stringify(query.queryKey).includes('listMyMemorials') })[0]!;
    expectVisible(screen.getByText(`Last checked: ${formatAsOf(appIntl(), answered.state.dataUpdatedAt)}`));

    await user.click(screen.getByRole('button', { name: 'Check now' }));
    await waitFor(() => expect(bridge.callsOf('listMyMemorials')).toHaveLength(2));
    expect(bridge.callsOf('listMyMemorials')[1]).toEqual({ query: { per_page: 100 }, accountId: 'acc-family', fresh: true });
    // Said when done, in the shell's polite live region.
    await waitFor(() => expect(useAppStore.getState().announcement.text).toBe('Checked your memorials just now.'));
    expect(screen.getByRole('button', { name: 'Check now' }).getAttribute('aria-busy')).toBeNull();
  });

  test('a check that failed is not said to be done: the screen’s notice says the list is as it was', async () => {
    const bridge = fakeCore();
    const user = userEvent.setup();
    const { queryClient } = renderApp(bridge);
    await screen.findByRole('article', { name: 'June Ellis' });
    const answered = queryClient.getQueryCache().findAll({ predicate: (query) => JSON.stringify(query.queryKey).includes('listMyMemorials') })[0]!;
    const readAt = answered.state.dataUpdatedAt;
    bridge.on('listMyMemorials', () => {
      throw new BridgeCallError(serviceError('The memorial service is not answering just now.', 'internal'));
    });

    await user.click(screen.getByRole('button', { name: 'Check now' }));
    // The notice takes Check now's place and speaks for itself (a polite live region).
    expectVisible(await screen.findByText(`You are seeing your memorials as they were at ${formatAsOf(appIntl(), readAt)}.`));
    expectVisible(screen.getByText('The memorial service is not answering just now.'));
    expect(screen.queryByRole('button', { name: 'Check now' })).toBeNull();
    // The focus Check now had goes to the notice's own button, not to the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Check again' })));
    // Nothing in the shell's live region says it was checked, now or a moment later.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useAppStore.getState().announcement.text).not.toMatch(/Checked/);
  });

  test('a check whose failure no read on screen shows (the inbox’s Waiting list, the core’s own) says so itself', async () => {
    let answer: { error: unknown; untold?: boolean } = { error: null };
    const read: ScreenRead = {
      account: family,
      what: 'the tributes',
      query: { error: null, data: 3, dataUpdatedAt: Date.now() },
      refresh: () => Promise.resolve(answer),
    };
    const { showCheckNow } = await renderListScreen(read);
    showCheckNow(true);
    const user = userEvent.setup();
    answer = { error: new Error('Not every memorial answered.'), untold: true };
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    await waitFor(() =>
      expect(useAppStore.getState().announcement.text).toBe(
        'Memorial Desk could not check the tributes just now. What is shown is as it was; it will look again by itself.',
      ),
    );
    answer = { error: null };
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    await waitFor(() => expect(useAppStore.getState().announcement.text).toBe('Checked the tributes just now.'));
  });

  test('shown later than the screen, it judges the list’s age as the screen’s notice does: one of them always offers a check', async () => {
    const read: ScreenRead = {
      account: family,
      what: 'your memorials',
      query: { error: null, data: { memorials: [] }, dataUpdatedAt: Date.now() },
      freshMs: 60_000,
      refresh: () => Promise.resolve({ error: null }),
    };
    const { showCheckNow } = await renderListScreen(read);
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    // Online, the list grows old while the person looks at it: not news, so the notice says nothing.
    act(() => void vi.advanceTimersByTime(70_000));
    expect(screen.queryByText(/as of/)).toBeNull();
    // Check now appears now (the check under way ended), and stays: the notice still says nothing.
    showCheckNow(true);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(screen.queryByText(/as of/)).toBeNull();
    expectVisible(screen.getByRole('button', { name: 'Check now' }));
  });

  test('gives way offline to the note that says how old the list is, with its own "Check again"', async () => {
    const bridge = fakeCore();
    renderApp(bridge);
    await screen.findByRole('article', { name: 'June Ellis' });
    await bridge.emit('status', status({ online: false }));
    expectVisible(screen.getByText(/Offline — your memorials as of/));
    expect(screen.queryByRole('button', { name: 'Check now' })).toBeNull();
    expectVisible(screen.getByRole('button', { name: 'Check again' }));
  });

  test('not on a screen that is not a list of the service’s', async () => {
    renderApp(fakeCore(), { at: '/settings' });
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(screen.queryByRole('button', { name: 'Check now' })).toBeNull();
  });
});
