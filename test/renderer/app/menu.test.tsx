import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { BridgeCallError } from '../../../renderer/bridge';
import {
  accountsState,
  emulateModalDialogs,
  expectVisible,
  fakeMain,
  family,
  funeralHome,
  myMemorialsAnswer,
  organization,
  personalMemorial,
  placeOf,
  renderApp,
  serviceError,
} from '../harness';

/**
 * The Menu of a narrow window (app/Menu.tsx): the stylesheet shows it instead of the bar of links
 * and the account menu below 40rem, which jsdom does not lay out, so here both are in the page and
 * the Menu is used as a phone uses it.
 */
let restoreDialogs: () => void = () => {};
beforeEach(() => {
  restoreDialogs = emulateModalDialogs();
});
afterEach(() => restoreDialogs());

function familyMain() {
  return fakeMain(accountsState([family, funeralHome], family.id))
    .on('listMyMemorials', () => myMemorialsAnswer([personalMemorial()]))
    .on('getOrganization', () => ({ status: 200, data: organization() }))
    .on('listMemorials', () => ({ status: 200, data: { data: [], pagination: { page: 1, per_page: 20, total: 0, total_pages: 0 } } }));
}

async function openMenu(bridge = familyMain()) {
  const user = userEvent.setup();
  const view = renderApp(bridge);
  await screen.findByRole('article', { name: 'June Ellis' });
  const button = screen.getByRole('button', { name: 'Menu' });
  expect(button.getAttribute('aria-haspopup')).toBe('dialog');
  expect(button.getAttribute('aria-expanded')).toBe('false');
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Menu' });
  return { bridge, user, button, dialog, router: view.router };
}

describe('the Menu', () => {
  test('lists the places, the one open now marked, and the account with every choice in sight', async () => {
    const { button, dialog } = await openMenu();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const places = within(within(dialog).getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(places.map((link) => link.textContent)).toEqual(['My memorials', 'Tributes', 'Saved exports', 'Settings']);
    expect(places[0]!.getAttribute('aria-current')).toBe('page');
    expect(places.slice(1).map((link) => link.getAttribute('aria-current'))).toEqual([null, null, null]);
    const account = within(dialog).getByRole('region', { name: 'Account' });
    expect(account.textContent).toContain('You are using Margaret Ellis (family account).');
    expectVisible(within(account).getByRole('button', { name: 'Switch to Rosewood Funeral Home (funeral home account)' }));
    expectVisible(within(account).getByRole('link', { name: 'Add another account' }));
    expectVisible(within(account).getByRole('link', { name: 'Name and manage accounts' }));
    expectVisible(within(account).getByRole('button', { name: 'Sign out of Margaret Ellis' }));
    // The focus is in the dialog, so a screen reader says where it is.
    expect(dialog.contains(document.activeElement)).toBe(true);
    // Headings in order for a screen reader's list of them: the dialog's title, then its part.
    expect(within(dialog).getByRole('heading', { name: 'Menu' }).tagName).toBe('H2');
    expect(within(dialog).getByRole('heading', { name: 'Account' }).tagName).toBe('H3');
  });

  test('a place chosen: the Menu closes and the new screen’s heading has the focus', async () => {
    const { user, dialog, router } = await openMenu();
    await user.click(within(dialog).getByRole('link', { name: 'Settings' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(placeOf(router)).toBe('/settings');
  });

  test('the place open now closes it too', async () => {
    const { user, dialog } = await openMenu();
    await user.click(within(dialog).getByRole('link', { name: 'My memorials' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('Close, or Escape, closes it and gives the focus back to the Menu button', async () => {
    const { user, dialog, button } = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Menu' });
    expectVisible(again);
    // The focus goes in as it opens (React Aria moves it a frame later), so Escape is heard there.
    await waitFor(() => expect(again.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  test('opened from the keyboard the first time (its code still loading), Escape gives the focus back to the Menu button', async () => {
    const user = userEvent.setup();
    renderApp(familyMain());
    await screen.findByRole('article', { name: 'June Ellis' });
    const button = screen.getByRole('button', { name: 'Menu' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  test('switches account: the core is told, and the other account’s own start opens with the Menu closed', async () => {
    const { bridge, user, dialog } = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: /^Switch to Rosewood/ }));
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Memorials' }));
    expect(bridge.callsOf('accounts.switch')).toEqual([{ id: funeralHome.id }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const again = await screen.findByRole('dialog', { name: 'Menu' });
    const places = within(within(again).getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(places.map((link) => link.textContent)).toEqual(['Memorials', 'Waiting on the family', 'New memorial', 'Owners', 'Desk journal', 'Settings']);
  });

  test('a switch the core could not make: its words in the Menu, which stays open on the same account', async () => {
    const bridge = familyMain().on('accounts.switch', () => {
      throw new BridgeCallError(serviceError('Memorial Desk could not open that account just now.', 'internal'));
    });
    const { user, dialog } = await openMenu(bridge);
    await user.click(within(dialog).getByRole('button', { name: /^Switch to Rosewood/ }));
    expectVisible(await within(dialog).findByText('Memorial Desk could not open that account just now.'));
    expect(within(dialog).getByRole('region', { name: 'Account' }).textContent).toContain('You are using Margaret Ellis');
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBe(dialog);
  });

  test('signing out asks first; Escape answers the question only, and the Menu stays open', async () => {
    const { bridge, user, dialog } = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out of Margaret Ellis' }));
    const question = screen.getByRole('alertdialog', { name: 'Sign out of Margaret Ellis?' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Stay signed in' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expectVisible(screen.getByRole('dialog', { name: 'Menu' }));
    expect(bridge.callsOf('accounts.signOut')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Sign out of Margaret Ellis' }));
    await user.click(screen.getByRole('button', { name: 'Yes, sign out' }));
    await waitFor(() => expect(bridge.callsOf('accounts.signOut')).toEqual([{ id: family.id }]));
  });
});
