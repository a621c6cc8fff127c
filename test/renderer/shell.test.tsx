import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { OFFLINE_WORDS, syncWords } from '../../renderer/app/SyncIndicator';
import { formatTime } from '../../renderer/ui/format';
import type { OutboxEntry } from '../../shared/bridge';
import { accountsState, fakeMain, family, funeralHome, myMemorialsAnswer, organization, personalMemorial, renderApp, status } from './harness';

function indicator(): HTMLElement {
  return screen.getByRole('status', { name: 'Connection' });
}

function entry(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: 'o1',
    accountId: family.id,
    operation: 'approveContribution',
    label: "Approve June's tribute",
    memorialId: 1,
    createdAt: '2025-05-01T10:00:00Z',
    state: 'queued',
    attempts: 0,
    message: null,
    code: null,
    finishedAt: null,
    ...overrides,
  };
}

function familyMain() {
  return fakeMain(accountsState([family, funeralHome], family.id))
    .on('listMyMemorials', () => myMemorialsAnswer([personalMemorial()]))
    .on('getOrganization', () => ({ status: 200, data: organization() }))
    .on('listMemorials', () => ({ status: 200, data: { data: [], pagination: { page: 1, per_page: 20, total: 0, total_pages: 0 } } }));
}

describe('the connection and sync indicator', () => {
  test('its words for each state', () => {
    const now = new Date('2030-01-01T12:00:00Z');
    expect(syncWords(status(), 0, now)).toEqual({ state: 'online', connection: 'Online', waiting: null });
    expect(syncWords(status({ online: false }), 0, now).connection).toBe(OFFLINE_WORDS);
    expect(OFFLINE_WORDS).toBe('Offline — your changes are saved and will be sent when the connection returns');
    expect(syncWords(status(), 1, now).waiting).toBe('1 change waiting to be sent');
    expect(syncWords(status(), 3, now).waiting).toBe('3 changes waiting to be sent');
    const until = '2030-01-01T12:05:00Z';
    expect(syncWords(status({ rateLimitedUntil: until }), 0, now)).toEqual({
      state: 'paused',
      connection: `Paused by the service until ${formatTime(until)}`,
      waiting: null,
    });
    // A pause that has already lifted is not mentioned; offline says more than a pause.
    expect(syncWords(status({ rateLimitedUntil: '2030-01-01T11:59:00Z' }), 0, now).connection).toBe('Online');
    expect(syncWords(status({ online: false, rateLimitedUntil: until }), 0, now).connection).toBe(OFFLINE_WORDS);
  });

  test('follows main’s status and outbox news in a polite live region', async () => {
    const bridge = familyMain();
    renderApp(bridge);
    await screen.findByRole('heading', { level: 1, name: 'My memorials' });
    expect(indicator().textContent).toBe('Online');
    expect(indicator().getAttribute('role')).toBe('status');

    await bridge.emit('status', status({ online: false, waiting: 2 }));
    expect(indicator().textContent).toBe(`${OFFLINE_WORDS}2 changes waiting to be sent`);

    await bridge.emit('outbox', { entries: [entry(), entry({ id: 'o2', state: 'done' }), entry({ id: 'o3', state: 'checking' })] });
    expect(within(indicator()).getByText('2 changes waiting to be sent')).toBeTruthy();

    await bridge.emit('outbox', { entries: [entry({ state: 'done' })] });
    const later = new Date(Date.now() + 10 * 60_000).toISOString();
    await bridge.emit('status', status({ online: true, waiting: 0, rateLimitedUntil: later }));
    expect(indicator().textContent).toBe(`Paused by the service until ${formatTime(later)}`);

    await bridge.emit('status', status());
    expect(indicator().textContent).toBe('Online');
  });

  test('starts from the outbox’s count of unsent changes', async () => {
    const bridge = familyMain().on('outbox.list', () => ({ entries: [entry(), entry({ id: 'o2', state: 'sending' }), entry({ id: 'o3', state: 'refused' })] }));
    renderApp(bridge);
    await screen.findByRole('heading', { level: 1, name: 'My memorials' });
    expect(within(indicator()).getByText('2 changes waiting to be sent')).toBeTruthy();
  });
});

describe('the session-only sign-in note', () => {
  test('shown plainly once, until dismissed', async () => {
    const note = 'This computer has no secure password storage, so you will need to sign in again each time you open Memorial Desk.';
    const bridge = fakeMain(accountsState([]), status({ secretStorage: 'session', secretStorageNote: note }));
    const user = userEvent.setup();
    renderApp(bridge);
    expect(await screen.findByText(note)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByText(note)).toBeNull();
    await bridge.emit('status', status({ secretStorage: 'session', secretStorageNote: note }));
    expect(screen.queryByText(note)).toBeNull();
  });

  test('not shown when tokens are in the keychain', async () => {
    renderApp(fakeMain(accountsState([])));
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Memorial Desk' });
    expect(screen.queryByRole('complementary', { name: 'About signing in on this computer' })).toBeNull();
  });
});

describe('the account switcher', () => {
  async function openMenu() {
    const bridge = familyMain();
    const user = userEvent.setup();
    renderApp(bridge);
    await screen.findByRole('article', { name: 'June Ellis' });
    const button = screen.getByRole('button', { name: 'Account: Margaret Ellis, Family account' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Accounts' });
    return { bridge, user, button, menu };
  }

  test('lists the accounts, the active one checked, with ways to add one and sign out', async () => {
    const { button, menu } = await openMenu();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const accounts = within(menu).getAllByRole('menuitemradio');
    expect(accounts.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['✓Margaret Ellis — Family account', 'true'],
      ['Rosewood Funeral Home — Funeral home account', 'false'],
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Add another account' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Sign out of Margaret Ellis' })).toBeTruthy();
    expect(document.activeElement).toBe(accounts[0]);
  });

  test('switches account: main is told, and the other account’s screen opens', async () => {
    const { bridge, user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitemradio', { name: /Rosewood/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Memorials' })).toBeTruthy();
    expect(bridge.callsOf('accounts.switch')).toEqual([{ id: funeralHome.id }]);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Memorials' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account: Rosewood Funeral Home, Funeral home account' })).toBeTruthy());
  });

  test('works from the keyboard: arrows move, Escape closes and returns the focus', async () => {
    const bridge = familyMain();
    const user = userEvent.setup();
    renderApp(bridge);
    await screen.findByRole('article', { name: 'June Ellis' });
    const button = screen.getByRole('button', { name: /^Account:/ });
    button.focus();
    await user.keyboard('{ArrowDown}');
    const items = Array.from(screen.getByRole('menu').querySelectorAll('[role^="menuitem"]'));
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toContain('Sign out of Margaret Ellis');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Memorials' })).toBeTruthy();
    expect(bridge.callsOf('accounts.switch')).toEqual([{ id: funeralHome.id }]);
  });

  test('"Add another account" opens the sign-in choices with a way back', async () => {
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Add another account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add another account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in as a family' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to My memorials' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My memorials' })).toBeTruthy();
  });

  test('signing out asks first; "Stay signed in" changes nothing', async () => {
    const { bridge, user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out of Margaret Ellis' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out of Margaret Ellis?' });
    expect(within(dialog).getByText(/forget this sign-in on this computer/)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(bridge.callsOf('accounts.signOut')).toHaveLength(0);
  });

  test('signing out, once confirmed, tells main and moves to the remaining account', async () => {
    const { bridge, user, menu } = await openMenu();
    await bridge.emit('outbox', { entries: [entry()] });
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out of Margaret Ellis' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out of Margaret Ellis?' });
    expect(within(dialog).getByText('1 change for this account has not been sent yet.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Memorials' })).toBeTruthy();
    expect(bridge.callsOf('accounts.signOut')).toEqual([{ id: family.id }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('Signed out of Margaret Ellis.')).toBeTruthy();
  });

  test('signing out of the last account leads back to sign-in', async () => {
    const bridge = fakeMain(accountsState([family])).on('listMyMemorials', () => myMemorialsAnswer([]));
    const user = userEvent.setup();
    renderApp(bridge);
    await user.click(await screen.findByRole('button', { name: 'Account: Margaret Ellis, Family account' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out of Margaret Ellis' }));
    await user.click(screen.getByRole('button', { name: 'Yes, sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Memorial Desk' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Account:/ })).toBeNull();
  });

  test('follows main’s accounts news', async () => {
    const bridge = familyMain();
    renderApp(bridge);
    await screen.findByRole('article', { name: 'June Ellis' });
    await bridge.emit('accounts', accountsState([family, funeralHome], funeralHome.id));
    expect(await screen.findByRole('heading', { level: 1, name: 'Memorials' })).toBeTruthy();
  });
});
