import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { followNavigateEvents } from '../../../renderer/app/router';
import type { MemorialDeskApi } from '../../../renderer/bridge';
import { accountsState, expectVisible, fakeMain, family, funeralHome, myMemorialsAnswer, organization, personalMemorial, placeOf, renderApp } from '../harness';

/** Issue 8: places with parameters, back and forward, a place reopened after a restart. */
function familyMain(place: string | null = null, placeAccountId?: string | null) {
  return fakeMain(accountsState([family, funeralHome], family.id))
    .on('ui.get', () => ({ place, ...(placeAccountId !== undefined ? { placeAccountId } : {}), sessionNoteDismissed: false }))
    .on('listMyMemorials', () => myMemorialsAnswer([personalMemorial()]))
    .on('getOrganization', () => ({ status: 200, data: organization() }))
    .on('listMemorials', () => ({ status: 200, data: { data: [], pagination: { page: 1, per_page: 20, total: 0, total_pages: 0 } } }));
}

afterEach(() => {
  delete (window as { memorialDesk?: MemorialDeskApi }).memorialDesk;
});

describe('places', () => {
  test('a deep place opens directly, with its title and its heading focused', async () => {
    renderApp(familyMain(), { at: '/accounts' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Accounts on this computer' });
    expect(document.title).toBe('Accounts on this computer — Memorial Desk');
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  test('"/" opens the home of the active account’s kind', async () => {
    const { router } = renderApp(familyMain());
    await screen.findByRole('heading', { level: 1, name: 'My memorials' });
    expect(placeOf(router)).toBe('/memorials');
  });

  test('back and forward return to the places visited, and the heading follows', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(familyMain());
    await screen.findByRole('heading', { level: 1, name: 'My memorials' });
    await user.click(screen.getByRole('button', { name: /Family account$/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Name and manage accounts' }));
    await screen.findByRole('heading', { level: 1, name: 'Accounts on this computer' });
    act(() => router.history.back());
    const back = await screen.findByRole('heading', { level: 1, name: 'My memorials' });
    await waitFor(() => expect(document.activeElement).toBe(back));
    act(() => router.history.forward());
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Accounts on this computer' }));
  });

  test('in the desktop window, Alt+Left and a mouse’s back button go back; Alt+Right forward', async () => {
    (window as { memorialDesk?: Partial<MemorialDeskApi> }).memorialDesk = {};
    const user = userEvent.setup();
    const { router } = renderApp(familyMain(), { at: '/memorials' });
    await screen.findByRole('heading', { level: 1, name: 'My memorials' });
    act(() => void router.navigate({ to: '/accounts' }));
    await screen.findByRole('heading', { level: 1, name: 'Accounts on this computer' });
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    await screen.findByRole('heading', { level: 1, name: 'My memorials' });
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await screen.findByRole('heading', { level: 1, name: 'Accounts on this computer' });
    act(() => {
      window.dispatchEvent(new MouseEvent('mouseup', { button: 3 }));
    });
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'My memorials' }));
  });

  test('in a browser, the browser’s own keys are left to the browser (no second step back)', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(familyMain(), { at: '/memorials' });
    await screen.findByRole('heading', { level: 1, name: 'My memorials' });
    act(() => void router.navigate({ to: '/accounts' }));
    await screen.findByRole('heading', { level: 1, name: 'Accounts on this computer' });
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(placeOf(router)).toBe('/accounts');
  });

  test('each place is remembered in the core, and the first opening after a restart goes back to it', async () => {
    const first = familyMain();
    const user = userEvent.setup();
    const before = renderApp(first);
    await screen.findByRole('heading', { level: 1, name: 'My memorials' });
    await user.click(screen.getByRole('button', { name: /Family account$/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Name and manage accounts' }));
    await screen.findByRole('heading', { level: 1, name: 'Accounts on this computer' });
    await waitFor(() => expect(first.callsOf('ui.set')).toContainEqual({ place: '/accounts', placeAccountId: family.id }));

    // A restart: the core remembers the place; the page opens at "/".
    before.unmount();
    const { router } = renderApp(familyMain('/accounts'));
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Accounts on this computer' }));
    expect(placeOf(router)).toBe('/accounts');
  });

  test('after a restart, the last place reopens with the account it belongs to, switched to while it is signed in', async () => {
    // The funeral home's page was the last place; the family is the active account after the restart.
    const bridge = familyMain('/desk', funeralHome.id);
    const { router } = renderApp(bridge);
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Memorials' }));
    expect(placeOf(router)).toBe('/desk');
    expect(bridge.callsOf('accounts.switch')).toEqual([{ id: funeralHome.id }]);
    expect(screen.queryByText('This page is for another kind of account')).toBeNull();
  });

  test('after a restart, a place whose account is no longer signed in is not reopened: the active account’s home is', async () => {
    const bridge = fakeMain(accountsState([family, { ...funeralHome, signedIn: false }], family.id))
      .on('ui.get', () => ({ place: '/desk', placeAccountId: funeralHome.id, sessionNoteDismissed: false }))
      .on('listMyMemorials', () => myMemorialsAnswer([personalMemorial()]));
    const { router } = renderApp(bridge);
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'My memorials' }));
    expect(placeOf(router)).toBe('/memorials');
    expect(bridge.callsOf('accounts.switch')).toEqual([]);
  });

  test('an address the app does not know says so and offers the way to the start', async () => {
    renderApp(familyMain(), { at: '/no/such/place' });
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'This page is not here' }));
    expectVisible(screen.getByRole('link', { name: 'Go to the start' }));
  });

  test('a place for the other kind of account explains itself and offers the way home', async () => {
    renderApp(familyMain(), { at: '/desk' });
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'This page is for another kind of account' }));
    // True on a wide window and on a phone, where the account menu is inside the Menu.
    expectVisible(screen.getByText(/Switch accounts from the account menu at the top \(on a phone, under Menu\)/));
    expect(screen.getByRole('link', { name: 'Go to My memorials' }).getAttribute('href')).toBe('/memorials');
  });

  test('without an account, every place leads to signing in', async () => {
    const { router } = renderApp(fakeMain(accountsState([])), { at: '/memorials' });
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Welcome to Memorial Desk' }));
    expect(placeOf(router)).toBe('/sign-in');
  });

  test('a place the core asks for (a memorialdesk:// link) opens like any other', async () => {
    const bridge = familyMain();
    const { router } = renderApp(bridge);
    followNavigateEvents(router);
    await screen.findByRole('heading', { level: 1, name: 'My memorials' });
    await bridge.emit('navigate', { path: '/accounts' });
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Accounts on this computer' }));
  });
});
