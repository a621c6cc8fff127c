import { virtual } from '@guidepup/virtual-screen-reader';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { BridgeCallError } from '../../../../renderer/bridge';
import { spellCode } from '../../../../renderer/features/sign-in/DeviceSignIn';
import { CANT_REACH_SERVICE } from '../../../../renderer/data/errors';
import type { DeviceSignIn } from '../../../../shared/bridge';
import {
  accountsState,
  deviceFlow,
  expectVisible,
  fakeMain,
  family,
  funeralHome,
  myMemorialsAnswer,
  organization,
  renderApp,
  serviceError,
  status,
} from '../../harness';
import { readToEnd, spokenSince, useScreenReader } from '../../screen-reader';

function signedOutMain(demo = false) {
  return fakeMain(accountsState([]), status({ demo }));
}

describe('sign-in with no account yet', () => {
  test('explains what to do and offers both ways to sign in', async () => {
    renderApp(signedOutMain());
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Welcome to Memorial Desk' }));
    expectVisible(screen.getByText(/You are not signed in yet/));
    expectVisible(screen.getByRole('button', { name: 'Sign in as a family' }));
    expectVisible(screen.getByRole('button', { name: 'Sign in as a funeral home' }));
    expect(screen.queryByText(/practice copy/)).toBeNull();
    // No account yet: no account menu and no navigation to memorials.
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  test('says when the app is a demonstration', async () => {
    renderApp(signedOutMain(true));
    expectVisible(await screen.findByText('This is a demonstration'));
    expectVisible(screen.getByText(/practice copy of the memorial service/));
  });

  test('moves the focus to the screen heading', async () => {
    renderApp(signedOutMain());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome to Memorial Desk' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});

describe('sign-in in the system’s language', () => {
  /** The browser (or the phone's WebView) prefers these languages, as navigator says. */
  function systemSpeaks(languages: string[]) {
    const spy = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
    return () => spy.mockRestore();
  }

  test('speaks Spanish when the system does and nothing was chosen, naming each account as it was written', async () => {
    const restore = systemSpeaks(['es-MX', 'en']);
    try {
      renderApp(fakeMain(accountsState([family, funeralHome], family.id)), { at: '/sign-in' });
      expectVisible(await screen.findByRole('heading', { level: 1, name: 'Añadir otra cuenta' }));
      const use = screen.getByRole('button', { name: `Usar ${funeralHome.name} (cuenta de funeraria)` });
      // A name a person or the service wrote keeps its own direction inside the sentence.
      expect(use.querySelector('bdi')?.textContent).toBe(funeralHome.name);
      expectVisible(screen.getByRole('button', { name: 'Volver a Mis memoriales' }));
      expect(document.documentElement.lang).toBe('es');
    } finally {
      restore();
    }
  });

  test('says the sign-in’s news in Spanish, not in the service’s own English, while waiting and when declined', async () => {
    const restore = systemSpeaks(['es-ES']);
    try {
      // The service's own sentences (no words beside them) are English.
      const flow = deviceFlow({ message: 'Open the link and enter the code BCDF-GHJK to let Memorial Desk act for you.' });
      const bridge = signedOutMain()
        .on('signIn.device.start', () => flow)
        .on('signIn.device.get', () => flow);
      renderApp(bridge);
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Iniciar sesión como familia' }));
      await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión como familia' });
      const said = screen.getByText(/^Abra la página de inicio de sesión e introduzca el código B C D F, guion, G H J K para que Memorial Desk actúe/);
      expect(said.getAttribute('role')).toBe('status');
      expect(document.body.textContent).not.toContain('Open the link');

      await bridge.emit('deviceSignIn', deviceFlow({ state: 'denied', message: 'The sign-in was declined on the website.' }));
      await screen.findByRole('heading', { level: 1, name: 'Se rechazó el inicio de sesión' });
      expectVisible(screen.getByText(/^El inicio de sesión se rechazó en el navegador/));
      expect(document.body.textContent).not.toContain('declined on the website');
    } finally {
      restore();
    }
  });

  test('reads right to left in Arabic', async () => {
    const restore = systemSpeaks(['ar-AE']);
    try {
      renderApp(signedOutMain());
      expectVisible(await screen.findByRole('heading', { level: 1, name: 'أهلًا بكم في Memorial Desk' }));
      expect(document.documentElement.dir).toBe('rtl');
    } finally {
      restore();
    }
  });
});

describe('family sign-in (device flow)', () => {
  async function startFlow(flow: DeviceSignIn = deviceFlow()) {
    const bridge = signedOutMain()
      .on('signIn.device.start', () => flow)
      .on('signIn.device.get', () => flow)
      .on('signIn.device.cancel', () => ({ ...flow, state: 'cancelled' as const }))
      .on('app.openExternal', () => ({ opened: true }))
      .on('listMyMemorials', () => myMemorialsAnswer([]));
    const user = userEvent.setup();
    renderApp(bridge);
    await user.click(await screen.findByRole('button', { name: 'Sign in as a family' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in as a family' });
    return { bridge, user };
  }

  test('shows the user code large under "Your code", the expiry, and the core’s message; never a device code', async () => {
    // Were the core ever to leak the device code into the payload, the screen still must not show it.
    const leaky = { ...deviceFlow(), deviceCode: 'DEVICE-CODE-SECRET-123' } as DeviceSignIn;
    const { bridge } = await startFlow(leaky);
    expect(bridge.callsOf('signIn.device.start')).toEqual([{}]);

    const code = screen.getByRole('region', { name: 'Your code' });
    const big = within(code).getByText('BCDF-GHJK');
    expect(big.className).toContain('user-code__value');
    // A screen reader hears it letter by letter, not the big code read as a word.
    expect(big.getAttribute('aria-hidden')).toBe('true');
    const spelled = within(code).getByText('B C D F, dash, G H J K');
    expect(spelled.className).toContain('visually-hidden');
    expect(spelled.closest('[aria-hidden="true"]')).toBeNull();
    expectVisible(within(code).getByText(/This code works until/));
    expect(screen.getByText('Open the sign-in page and check that it shows your code.').getAttribute('role')).toBe('status');

    expect(document.body.textContent).not.toContain('DEVICE-CODE-SECRET-123');
    expect(document.body.innerHTML).not.toContain('DEVICE-CODE-SECRET-123');
    // Nothing to type: the person never enters or sees a device code here.
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });

  test('opens the sign-in page through the core, in the system browser', async () => {
    const { bridge, user } = await startFlow();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await user.click(screen.getByRole('button', { name: 'Open the sign-in page' }));
    await waitFor(() => expect(bridge.callsOf('app.openExternal')).toEqual([{ url: 'http://127.0.0.1:4010/device?user_code=BCDF-GHJK' }]));
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  test('in browser mode (the core cannot open it) opens a new tab without an opener', async () => {
    const { bridge, user } = await startFlow();
    bridge.on('app.openExternal', () => ({ opened: false }));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await user.click(screen.getByRole('button', { name: 'Open the sign-in page' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://127.0.0.1:4010/device?user_code=BCDF-GHJK', '_blank', 'noopener,noreferrer'));
    open.mockRestore();
  });

  test('copies the code and says so', async () => {
    const { user } = await startFlow();
    // user-event installs its own clipboard stub on setup; read it back from there.
    await user.click(screen.getByRole('button', { name: 'Copy the code' }));
    expectVisible(await screen.findByText('Code copied'));
    expect(await navigator.clipboard.readText()).toBe('BCDF-GHJK');
  });

  test('when approved, the new account becomes the active one and its memorials open', async () => {
    const { bridge, user } = await startFlow();
    // The name the core gives a family account is a stand-in, not the person's name.
    const newcomer = { ...family, name: 'Personal account, signed in 22 Nov 2026' };
    bridge.on('accounts.list', () => accountsState([newcomer]));
    bridge.on('accounts.switch', ({ id }) => accountsState([newcomer], id));
    await bridge.emit('deviceSignIn', deviceFlow({ state: 'approved', message: 'Signed in.', account: newcomer }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'My memorials' });
    expect(bridge.callsOf('accounts.switch')).toEqual([{ id: family.id }]);
    // The note says it plainly, with the name the core gave the account and how to change it.
    const words =
      // The name the core gave is kept in its own direction (FSI … PDI) inside the sentence.
      'You are signed in. This account is called “\u2068Personal account, signed in 22 Nov 2026\u2069”; you can rename it from the account menu at the top (on a phone, under Menu).';
    expectVisible(screen.getByText(words, { selector: '.flash p' }));
    // Said once to a screen reader too.
    expectVisible(screen.getByText(words, { selector: '.visually-hidden[role="status"]' }));
    expectVisible(screen.getByRole('button', { name: 'Personal account, signed in 22 Nov 2026, Family account' }));
    expectVisible(await screen.findByText("You don't look after any memorials yet."));

    // Closing the note puts the focus on the heading, not at the top of the page.
    screen.getByRole('button', { name: 'Close this message' }).focus();
    await user.click(screen.getByRole('button', { name: 'Close this message' }));
    expect(screen.queryByText(words, { selector: '.flash p' })).toBeNull();
    expect(document.activeElement).toBe(heading);
  });

  test('ignores news of another flow', async () => {
    const { bridge } = await startFlow();
    await bridge.emit('deviceSignIn', deviceFlow({ flowId: 'flow-old', state: 'denied', message: 'Declined.' }));
    expectVisible(screen.getByRole('heading', { level: 1, name: 'Sign in as a family' }));
    expect(screen.queryByText('Sign-in was declined')).toBeNull();
  });

  test('when declined, explains it plainly and offers to start again', async () => {
    const { bridge, user } = await startFlow();
    await bridge.emit('deviceSignIn', deviceFlow({ state: 'denied', message: 'The sign-in was declined on the website.' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Sign-in was declined' });
    // One sentence says what happened, not the same thing twice in other words.
    expectVisible(screen.getByText('The sign-in was declined on the website.'));
    expect(screen.getByRole('main').textContent?.match(/declined/g)).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Your code' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(heading));

    bridge.on('signIn.device.start', () => deviceFlow({ flowId: 'flow-2', userCode: 'MNPQ-RSTV' }));
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expectVisible(await screen.findByText('MNPQ-RSTV'));
    expect(bridge.callsOf('signIn.device.start')).toHaveLength(2);
  });

  test('when the code expires, says so and offers to start again', async () => {
    const { bridge } = await startFlow();
    await bridge.emit('deviceSignIn', deviceFlow({ state: 'expired', message: 'The code expired.' }));
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'The code ran out of time' }));
    expectVisible(screen.getByRole('button', { name: 'Start again' }));
  });

  test('when it fails, shows the core’s own words', async () => {
    const { bridge } = await startFlow();
    await bridge.emit('deviceSignIn', deviceFlow({ state: 'failed', message: 'The memorial service could not be reached. Try again in a moment.' }));
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Sign-in did not work' }));
    expectVisible(screen.getByText('The memorial service could not be reached. Try again in a moment.'));
  });

  test('Cancel stops the flow in the core and goes back to the choice', async () => {
    const { bridge, user } = await startFlow();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Welcome to Memorial Desk' }));
    expect(bridge.callsOf('signIn.device.cancel')).toEqual([{ flowId: 'flow-1' }]);
  });

  test('leaving the flow another way (the navigation) stops it in the core too', async () => {
    const bridge = fakeMain(accountsState([family]))
      .on('listMyMemorials', () => myMemorialsAnswer([]))
      .on('signIn.device.start', () => deviceFlow())
      .on('signIn.device.cancel', () => deviceFlow({ state: 'cancelled' }));
    const user = userEvent.setup();
    renderApp(bridge);
    await user.click(await screen.findByRole('button', { name: 'Margaret Ellis, Family account' }));
    await user.click(screen.getByRole('menuitem', { name: 'Add another account' }));
    expectVisible(await screen.findByText(/from the account menu at the top \(on a phone, under Menu\)\.$/));
    await user.click(await screen.findByRole('button', { name: 'Sign in as a family' }));
    await screen.findByRole('region', { name: 'Your code' });
    await user.click(screen.getByRole('link', { name: 'My memorials' }));
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'My memorials' }));
    await waitFor(() => expect(bridge.callsOf('signIn.device.cancel')).toEqual([{ flowId: 'flow-1' }]));
  });

  test('an approved or ended flow is not cancelled when the screen moves on', async () => {
    const { bridge, user } = await startFlow();
    await bridge.emit('deviceSignIn', deviceFlow({ state: 'denied', message: 'Declined.' }));
    await user.click(await screen.findByRole('button', { name: 'Choose another way to sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Memorial Desk' });
    expect(bridge.callsOf('signIn.device.cancel')).toHaveLength(0);
  });

  test('the code is spelled out one letter at a time', () => {
    const dash = (before: string, after: string) => `${before}, dash, ${after}`;
    expect(spellCode('BCDF-GHJK', dash)).toBe('B C D F, dash, G H J K');
    expect(spellCode('ABCD', dash)).toBe('A B C D');
  });

  test('offline, a failure to start says so in the app’s own words', async () => {
    const bridge = signedOutMain().on('signIn.device.start', () => {
      throw new BridgeCallError(
        serviceError("The memorial service can't be reached right now. Please check the internet connection; Memorial Desk keeps trying.", 'offline'),
      );
    });
    const user = userEvent.setup();
    renderApp(bridge);
    await user.click(await screen.findByRole('button', { name: 'Sign in as a family' }));
    expectVisible(await screen.findByText(CANT_REACH_SERVICE));
    expect(CANT_REACH_SERVICE).toBe("Memorial Desk can't reach the memorial service right now. Please check the connection and try again.");
    expect(document.body.textContent).not.toMatch(/keeps trying/);
  });

  test('a failure to start shows the service’s words next to the choice', async () => {
    const bridge = signedOutMain().on('signIn.device.start', () => {
      throw new BridgeCallError(serviceError('Too many sign-in codes were asked for. Please wait ten minutes.', 'rate-limited'));
    });
    const user = userEvent.setup();
    renderApp(bridge);
    await user.click(await screen.findByRole('button', { name: 'Sign in as a family' }));
    expectVisible(await screen.findByText('Too many sign-in codes were asked for. Please wait ten minutes.'));
  });
});

describe('funeral home sign-in (business token)', () => {
  async function openForm(bridge = signedOutMain()) {
    const user = userEvent.setup();
    renderApp(bridge);
    await user.click(await screen.findByRole('button', { name: 'Sign in as a funeral home' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in as a funeral home' });
    return { bridge, user, field: screen.getByLabelText<HTMLInputElement>('Business token') };
  }

  function description(input: HTMLElement): string {
    return (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  }

  test('a hidden field with help on where to find the token, and a show/hide toggle', async () => {
    const { user, field } = await openForm();
    expect(field.type).toBe('password');
    expect(description(field)).toContain('Business settings → API tokens');
    const toggle = screen.getByRole('button', { name: 'Show token' });
    await user.click(toggle);
    expect(field.type).toBe('text');
    // Its words say what it does next (and so it is not also a pressed/not-pressed toggle).
    expect(toggle.textContent).toBe('Hide token');
    expect(toggle.getAttribute('aria-pressed')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hide token' }));
    expect(field.type).toBe('password');
    expect(screen.getByRole('button', { name: 'Show token' })).toBe(toggle);
  });

  test('says where the token is kept as the core keeps it: the keychain, or only until the app closes', async () => {
    const { field } = await openForm();
    expect(description(field)).toContain('It is kept in this computer’s secure storage');
    cleanup();
    const session = await openForm(fakeMain(accountsState([]), status({ secretStorage: 'session', secretStorageNote: 'No keychain here.' })));
    expect(description(session.field)).toContain('kept only until Memorial Desk closes');
    expect(description(session.field)).not.toContain('secure storage and');
  });

  test('offline: a notice above the buttons in the app’s words, not a fault of the token; the same button tries again', async () => {
    const { bridge, user, field } = await openForm();
    bridge.on('signIn.business', () => {
      throw new BridgeCallError(
        serviceError("The memorial service can't be reached right now. Please check the internet connection; Memorial Desk keeps trying.", 'offline'),
      );
    });
    await user.type(field, 'biz_good');
    await user.click(screen.getByRole('button', { name: 'Check and sign in' }));

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toBe(CANT_REACH_SERVICE);
    expect(document.body.textContent).not.toMatch(/keeps trying/);
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(field.closest('.field')?.classList.contains('field--invalid')).toBe(false);
    expect(description(field)).not.toContain(CANT_REACH_SERVICE);
    // Above the buttons, the first of which tries again with the token still in the field.
    const actions = screen.getByRole('button', { name: 'Check and sign in' }).parentElement!;
    expect(notice.compareDocumentPosition(actions) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(field.value).toBe('biz_good');

    bridge
      .on('signIn.business', () => ({
        account: funeralHome,
        organization: { name: 'Rosewood Funeral Home', displayName: null, brandColor: '#5b3a6e', logoUrl: null },
      }))
      .on('accounts.switch', ({ id }) => accountsState([funeralHome], id))
      .on('getOrganization', () => ({ status: 200, data: organization() }))
      .on('listMemorials', () => ({ status: 200, data: { data: [], pagination: { page: 1, per_page: 20, total: 0, total_pages: 0 } } }));
    await user.click(screen.getByRole('button', { name: 'Check and sign in' }));
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Memorials' }));
    expect(bridge.callsOf('signIn.business')).toEqual([{ token: 'biz_good' }, { token: 'biz_good' }]);
  });

  test('the rate limit is a notice in the service’s words, not a fault of the token', async () => {
    const { bridge, user, field } = await openForm();
    bridge.on('signIn.business', () => {
      throw new BridgeCallError(serviceError('Too many requests. Please wait a minute.', 'rate-limited'));
    });
    await user.type(field, 'biz_good');
    await user.click(screen.getByRole('button', { name: 'Check and sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please wait a minute.');
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  test('shows the service’s own message next to the field', async () => {
    const { bridge, user, field } = await openForm();
    let refuse: (reason: unknown) => void = () => {};
    bridge.on('signIn.business', () => new Promise((_resolve, reject) => (refuse = reject)));

    await user.type(field, '  biz_wrong  ');
    await user.click(screen.getByRole('button', { name: 'Check and sign in' }));
    expectVisible(await screen.findByText('Checking the token with the memorial service…'));
    expect(screen.getByRole('button', { name: 'Check and sign in' }).getAttribute('aria-busy')).toBe('true');
    expect(bridge.callsOf('signIn.business')).toEqual([{ token: 'biz_wrong' }]);

    refuse(new BridgeCallError(serviceError('This token is not valid. Check that you copied all of it.')));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(description(field)).toContain('This token is not valid. Check that you copied all of it.');
    expect(screen.getByRole('alert').textContent).toBe('This token is not valid. Check that you copied all of it.');
    expect(screen.getByRole('button', { name: 'Check and sign in' }).getAttribute('aria-busy')).toBeNull();
  });

  test('a field-level message from the service is shown for the field', async () => {
    const { bridge, user, field } = await openForm();
    bridge.on('signIn.business', () => {
      throw new BridgeCallError(serviceError('The token is invalid.', 'invalid', { token: ['The token must be at most 500 characters.'] }));
    });
    await user.type(field, 'x');
    await user.click(screen.getByRole('button', { name: 'Check and sign in' }));
    await waitFor(() => expect(description(field)).toContain('The token must be at most 500 characters.'));
  });

  test('asks for the token before checking an empty field', async () => {
    const { bridge, user, field } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Check and sign in' }));
    expect(description(field)).toContain('Please paste the business token');
    expect(bridge.callsOf('signIn.business')).toHaveLength(0);
  });

  test('on success, goes to Memorials with the organization’s name and colour', async () => {
    const { bridge, user, field } = await openForm();
    bridge
      .on('signIn.business', () => ({
        account: funeralHome,
        organization: { name: 'Rosewood Funeral Home', displayName: 'Rosewood', brandColor: '#5b3a6e', logoUrl: null },
      }))
      .on('accounts.switch', ({ id }) => accountsState([funeralHome], id))
      .on('getOrganization', () => ({
        status: 200,
        data: organization({ branding: { display_name: 'Rosewood', white_label: false, brand_color: '#5b3a6e', logo_url: null } }),
      }))
      .on('listMemorials', () => ({ status: 200, data: { data: [], pagination: { page: 1, per_page: 20, total: 0, total_pages: 0 } } }));

    await user.type(field, 'biz_good');
    await user.keyboard('{Enter}');

    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Memorials' }));
    // Named as the account menu names it (the organization's full name).
    const flash = screen.getByText('You are signed in as \u2068Rosewood Funeral Home\u2069.');
    const frame = flash.closest('.flash') as HTMLElement;
    expect(frame.classList.contains('brand-accent')).toBe(true);
    expect(frame.style.getPropertyValue('--brand-accent')).toBe('#5b3a6e');
    // The header's accent comes from GET /organization.
    const header = screen.getByRole('banner');
    await waitFor(() => expect(header.style.getPropertyValue('--brand-accent')).toBe('#5b3a6e'));
    expectVisible(within(header).getByRole('button', { name: 'Rosewood Funeral Home, Funeral home account' }));
  });
});

describe('signing in, as a screen reader hears it', () => {
  useScreenReader();

  test('signing in as a family: the code and the address are spoken, nothing has to be typed, and the sign-in is announced', async () => {
    const flow = deviceFlow();
    const bridge = fakeMain(accountsState([]), status())
      .on('signIn.device.start', () => flow)
      .on('signIn.device.get', () => flow)
      .on('app.openExternal', () => ({ opened: true }))
      .on('listMyMemorials', () => myMemorialsAnswer([]));
    const user = userEvent.setup();
    renderApp(bridge);
    await user.click(await screen.findByRole('button', { name: 'Sign in as a family' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in as a family' });

    await virtual.start({ container: document.body });
    const heard = await readToEnd();
    expect(heard).toContain('heading, Sign in as a family, level 1');
    expect(heard).toContain('Open the sign-in page and check that it shows your code.');
    // The code, letter by letter, in its own region; then the way to the page that shows it.
    const code = heard.indexOf('region, Your code');
    expect(heard.slice(code, code + 4)).toEqual(['region, Your code', 'heading, Your code, level 2', 'paragraph', 'B C D F, dash, G H J K']);
    expect(heard).toContain('button, Open the sign-in page');
    expect(heard).toContain('button, Copy the code');
    expect(heard).toContain('http://127.0.0.1:4010/device');
    // WCAG 3.3.8: no code to type or remember here; the page opens with it (checked, not typed).
    expect(heard.filter((phrase) => /textbox|spinbutton/.test(phrase))).toEqual([]);

    const before = (await virtual.spokenPhraseLog()).length;
    const newcomer = { ...family, name: 'Margaret Ellis' };
    bridge.on('accounts.list', () => accountsState([newcomer]));
    bridge.on('accounts.switch', ({ id }) => accountsState([newcomer], id));
    await bridge.emit('deviceSignIn', deviceFlow({ state: 'approved', message: 'Signed in.', account: newcomer }));
    await screen.findByRole('heading', { level: 1, name: 'My memorials' });
    await waitFor(async () =>
      expect((await spokenSince(before)).join(' | ')).toMatch(/You are signed in\. This account is called “\u2068Margaret Ellis\u2069”/),
    );
  });
});
