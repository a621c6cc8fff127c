import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { syncWords } from '../../../renderer/app/SyncIndicator';
import { formatTime } from '../../../renderer/ui/format';
import type { OutboxEntry } from '../../../shared/bridge';
import {
  accountsState,
  emulateModalDialogs,
  expectVisible,
  fakeMain,
  family,
  funeralHome,
  myMemorialsAnswer,
  organization,
  outboxEntry,
  personalMemorial,
  renderApp,
  status,
} from '../harness';

const OFFLINE_WORDS = 'Offline — Memorial Desk will try again';
const OFFLINE_WAITING_WORDS = 'Offline — your changes are saved and will be sent when the connection returns';

function indicator(): HTMLElement {
  return screen.getByRole('status', { name: 'Connection' });
}

const entry = (overrides: Partial<OutboxEntry> = {}) => outboxEntry({ accountId: family.id, ...overrides });

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
    // Offline: the promise about changes only when there are changes to keep it about.
    expect(syncWords(status({ online: false }), 0, now).connection).toBe(OFFLINE_WORDS);
    expect(syncWords(status({ online: false }), 2, now).connection).toBe(OFFLINE_WAITING_WORDS);
    // Not asked yet: nothing said about the connection either way.
    expect(syncWords(status({ online: null }), 0, now)).toEqual({ state: 'unknown', connection: null, waiting: null });
    expect(syncWords(status({ online: null }), 1, now)).toEqual({ state: 'unknown', connection: null, waiting: '1 change waiting to be sent' });
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

  test('a drop shorter than fifteen seconds is "being checked", neither Online nor Offline', () => {
    const now = new Date('2030-01-01T12:00:00Z');
    const since = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
    expect(syncWords(status({ online: false, offlineSince: since(5) }), 0, now)).toEqual({
      state: 'checking',
      connection: 'Checking the connection…',
      waiting: null,
    });
    expect(syncWords(status({ online: false, offlineSince: since(14) }), 1, now).connection).toBe('Checking the connection…');
    expect(syncWords(status({ online: false, offlineSince: since(15) }), 0, now).connection).toBe(OFFLINE_WORDS);
    expect(syncWords(status({ online: false, offlineSince: since(600) }), 1, now).connection).toBe(OFFLINE_WAITING_WORDS);
  });

  test('a start without the network is no short drop: Offline at once, in the same words as any other time', () => {
    const now = new Date('2030-01-01T12:00:00Z');
    const justNow = new Date(now.getTime() - 1_000).toISOString();
    expect(syncWords(status({ online: false, offlineSince: justNow, offlineSinceStart: true }), 0, now)).toEqual({
      state: 'offline',
      connection: OFFLINE_WORDS,
      waiting: null,
    });
    expect(syncWords(status({ online: false, offlineSince: justNow, offlineSinceStart: true }), 1, now).connection).toBe(OFFLINE_WAITING_WORDS);
    // Still only once the core has said so since this page asked: a status from before is old news.
    expect(syncWords(status({ online: false, offlineSince: justNow, offlineSinceStart: true }), 0, now, { fresh: false }).connection).toBe(
      'Checking the connection…',
    );
  });

  test('before the core has asked the service anything, claims neither online nor offline', async () => {
    const bridge = fakeMain(accountsState([]), status({ online: null }));
    renderApp(bridge);
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Memorial Desk' });
    // The live region is there (so that its first words will be read), and says nothing.
    expect(indicator().textContent).toBe('');
    expect(document.body.textContent).not.toMatch(/Online|Offline/);

    await bridge.emit('status', status({ online: false }));
    expect(indicator().textContent).toBe(OFFLINE_WORDS);
    await bridge.emit('status', status({ online: null }));
    expect(indicator().textContent).toBe('');
  });

  test('follows the core’s status and outbox news in a polite live region', async () => {
    const bridge = familyMain();
    renderApp(bridge);
    await screen.findByRole('heading', { level: 1, name: 'My memorials' });
    expect(indicator().textContent).toBe('Online');
    expect(indicator().getAttribute('role')).toBe('status');

    await bridge.emit('status', status({ online: false, waiting: 2 }));
    expect(indicator().textContent).toBe(`${OFFLINE_WAITING_WORDS}2 changes waiting to be sent`);

    await bridge.emit('outbox', { entries: [entry(), entry({ id: 'o2', state: 'done' }), entry({ id: 'o3', state: 'checking' })] });
    expectVisible(within(indicator()).getByText('2 changes waiting to be sent'));

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
    expectVisible(within(indicator()).getByText('2 changes waiting to be sent'));
  });
});

describe('the session-only sign-in note', () => {
  test('shown plainly once, until dismissed', async () => {
    const note = 'This computer has no secure password storage, so you will need to sign in again each time you open Memorial Desk.';
    const bridge = fakeMain(accountsState([]), status({ secretStorage: 'session', secretStorageNote: note }));
    const user = userEvent.setup();
    renderApp(bridge);
    expectVisible(await screen.findByText(note));
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByText(note)).toBeNull();
    // The button is gone; the focus goes to the screen's heading, not the top of the page.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Welcome to Memorial Desk' }));
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
  // Chromium's modal <dialog>, as far as the focus goes (jsdom has none).
  let restoreDialogs: () => void = () => {};
  beforeEach(() => {
    restoreDialogs = emulateModalDialogs();
  });
  afterEach(() => restoreDialogs());

  async function openMenu() {
    const bridge = familyMain();
    const user = userEvent.setup();
    renderApp(bridge);
    await screen.findByRole('article', { name: 'June Ellis' });
    const button = screen.getByRole('button', { name: 'Margaret Ellis, Family account' });
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
    expectVisible(within(menu).getByRole('menuitem', { name: 'Add another account' }));
    expectVisible(within(menu).getByRole('menuitem', { name: 'Sign out of Margaret Ellis' }));
    expect(document.activeElement).toBe(accounts[0]);
  });

  test('switches account: the core is told, and the other account’s screen opens', async () => {
    const { bridge, user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitemradio', { name: /Rosewood/ }));
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Memorials' }));
    expect(bridge.callsOf('accounts.switch')).toEqual([{ id: funeralHome.id }]);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('link', { name: 'Memorials' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expectVisible(screen.getByRole('button', { name: 'Rosewood Funeral Home, Funeral home account' })));
  });

  test('works from the keyboard: arrows move, Escape closes and returns the focus', async () => {
    const bridge = familyMain();
    const user = userEvent.setup();
    renderApp(bridge);
    await screen.findByRole('article', { name: 'June Ellis' });
    const button = screen.getByRole('button', { name: /(Family|Funeral home) account$/ });
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
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Memorials' }));
    expect(bridge.callsOf('accounts.switch')).toEqual([{ id: funeralHome.id }]);
  });

  test('"Add another account" opens the sign-in choices with a way back', async () => {
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Add another account' }));
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Add another account' }));
    expectVisible(screen.getByRole('button', { name: 'Sign in as a family' }));
    await user.click(screen.getByRole('button', { name: 'Back to My memorials' }));
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'My memorials' }));
  });

  test('signing out asks first; "Stay signed in" changes nothing and gives the focus back to the account button', async () => {
    const { bridge, user, menu, button } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out of Margaret Ellis' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out of Margaret Ellis?' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    // Nothing waiting: signing out loses nothing on the service, and says so; it says what goes from this computer, and what stays.
    expect(dialog.textContent).toContain(
      'Memorial Desk will forget this sign-in and remove everything it kept for this account on this computer: the memorials, tributes and visits it read, the changes it made, its invitations and its list of saved exports, leaving no trace in its files.',
    );
    expect(dialog.textContent).toContain(
      'What stays: the files you saved or shared (Memorial Books, archives, complete copies, spreadsheets) are yours, wherever you put them.',
    );
    expect(dialog.textContent).not.toContain('desk journal');
    expect(dialog.textContent).toContain('Nothing changes on the memorial service. You can sign in again at any time.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(bridge.callsOf('accounts.signOut')).toHaveLength(0);
    expect(document.activeElement).toBe(button);
  });

  test('Escape answers "no" and gives the focus back to the account button', async () => {
    const { bridge, user, menu, button } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out of Margaret Ellis' }));
    expectVisible(await screen.findByRole('alertdialog'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.querySelector('dialog')).toBeNull();
    expect(bridge.callsOf('accounts.signOut')).toHaveLength(0);
    expect(document.activeElement).toBe(button);
  });

  test('with changes not sent yet, says plainly that signing out loses them', async () => {
    const { bridge, user, menu } = await openMenu();
    await bridge.emit('outbox', {
      entries: [
        entry(),
        entry({ id: 'o2', state: 'sending', label: 'Pin the tribute from Ann' }),
        entry({ id: 'o3', state: 'checking', label: 'Hide the tribute from Bob' }),
        // Finished, or another account's: not counted.
        entry({ id: 'o4', state: 'done' }),
        entry({ id: 'o5', state: 'refused' }),
        entry({ id: 'o6', accountId: funeralHome.id }),
      ],
    });
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out of Margaret Ellis' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out of Margaret Ellis?' });
    expect(
      within(dialog).getByText(
        'If you sign out now, these 3 changes will not be sent: they are removed with everything else. Stay signed in to let them go out.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(["Approve June's tribute", 'Pin the tribute from Ann', 'Hide the tribute from Bob']);
    expect(dialog.textContent).not.toContain('Nothing changes on the memorial service');
  });

  test('one change waiting, for a funeral home: the token is needed to come back', async () => {
    const bridge = familyMain();
    bridge.on('accounts.list', () => accountsState([family, funeralHome], funeralHome.id));
    const user = userEvent.setup();
    renderApp(bridge);
    await user.click(await screen.findByRole('button', { name: /(Family|Funeral home) account$/ }));
    await bridge.emit('outbox', { entries: [entry({ accountId: funeralHome.id })] });
    await user.click(screen.getByRole('menuitem', { name: 'Sign out of Rosewood Funeral Home' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out of Rosewood Funeral Home?' });
    expect(dialog.textContent).toContain(
      'If you sign out now, this change will not be sent: it is removed with everything else. Stay signed in to let it go out.',
    );
    expect(dialog.textContent).toContain('To sign in again you will need your business token.');
    // The office's journal is not the account's: it stays, and the question says so.
    expect(dialog.textContent).toContain('the desk journal is the office’s record of what this computer did, and stays too.');
    expect(dialog.textContent).not.toContain('Nothing changes on the memorial service');
  });

  test('signing out, once confirmed, tells the core, moves to the remaining account and focuses its heading', async () => {
    const { bridge, user, menu } = await openMenu();
    await bridge.emit('outbox', { entries: [entry()] });
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out of Margaret Ellis' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out of Margaret Ellis?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, sign out' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Memorials' });
    expect(bridge.callsOf('accounts.signOut')).toEqual([{ id: family.id }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Said on the screen, not only to a screen reader: the person sees that it happened.
    expectVisible(within(screen.getByRole('main')).getByText('You signed out of \u2068Margaret Ellis\u2069 on this computer.'));
    // The modal was closed before the new screen asked for the focus (it would be refused while
    // the page was inert behind it).
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  test('signing out of the last account leads back to sign-in, its heading focused', async () => {
    const bridge = fakeMain(accountsState([family])).on('listMyMemorials', () => myMemorialsAnswer([]));
    const user = userEvent.setup();
    renderApp(bridge);
    await user.click(await screen.findByRole('button', { name: 'Margaret Ellis, Family account' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out of Margaret Ellis' }));
    await user.click(screen.getByRole('button', { name: 'Yes, sign out' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome to Memorial Desk' });
    expect(screen.queryByRole('button', { name: /(Family|Funeral home) account$/ })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  test('a funeral home is named the same in the header and the menu, whatever its display name', async () => {
    const bridge = fakeMain(accountsState([funeralHome, family]))
      .on('getOrganization', () => ({
        status: 200,
        data: organization({ branding: { display_name: 'Rosewood', white_label: false, brand_color: '#5b3a6e', logo_url: null } }),
      }))
      .on('listMemorials', () => ({ status: 200, data: { data: [], pagination: { page: 1, per_page: 20, total: 0, total_pages: 0 } } }));
    const user = userEvent.setup();
    renderApp(bridge);
    await screen.findByRole('heading', { level: 1, name: 'Memorials' });
    await waitFor(() => expect(bridge.callsOf('getOrganization')).toHaveLength(1));
    const button = screen.getByRole('button', { name: 'Rosewood Funeral Home, Funeral home account' });
    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Accounts' });
    expect(within(menu).getByRole('menuitemradio', { name: 'Rosewood Funeral Home — Funeral home account' }).getAttribute('aria-checked')).toBe('true');
    expectVisible(within(menu).getByRole('menuitem', { name: 'Sign out of Rosewood Funeral Home' }));
    expect(screen.getByRole('banner').textContent).not.toMatch(/Rosewood(?! Funeral Home)/);
  });

  test('follows the core’s accounts news', async () => {
    const bridge = familyMain();
    renderApp(bridge);
    await screen.findByRole('article', { name: 'June Ellis' });
    await bridge.emit('accounts', accountsState([family, funeralHome], funeralHome.id));
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Memorials' }));
  });
});

describe('the window title', () => {
  test('follows the screen', async () => {
    const bridge = familyMain();
    const user = userEvent.setup();
    renderApp(bridge);
    await screen.findByRole('heading', { level: 1, name: 'My memorials' });
    expect(document.title).toBe('My memorials — Memorial Desk');
    await user.click(screen.getByRole('button', { name: /(Family|Funeral home) account$/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Add another account' }));
    await screen.findByRole('heading', { level: 1, name: 'Add another account' });
    expect(document.title).toBe('Add another account — Memorial Desk');
    await user.click(screen.getByRole('button', { name: 'Sign in as a funeral home' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in as a funeral home' });
    expect(document.title).toBe('Sign in as a funeral home — Memorial Desk');
    await user.click(screen.getByRole('link', { name: 'My memorials' }));
    await screen.findByRole('heading', { level: 1, name: 'My memorials' });
    expect(document.title).toBe('My memorials — Memorial Desk');
  });

  test('on the first screen', async () => {
    renderApp(fakeMain(accountsState([])));
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Memorial Desk' });
    expect(document.title).toBe('Welcome to Memorial Desk');
  });

  test('on a funeral home’s memorials', async () => {
    const bridge = familyMain();
    bridge.on('accounts.list', () => accountsState([family, funeralHome], funeralHome.id));
    renderApp(bridge);
    await screen.findByRole('heading', { level: 1, name: 'Memorials' });
    expect(document.title).toBe('Memorials — Memorial Desk');
  });
});
