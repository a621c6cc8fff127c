import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { BridgeCallError } from '../../renderer/bridge';
import type { DeviceSignIn } from '../../shared/bridge';
import { accountsState, deviceFlow, fakeMain, family, funeralHome, myMemorialsAnswer, organization, renderApp, serviceError, status } from './harness';

function signedOutMain(demo = false) {
  return fakeMain(accountsState([]), status({ demo }));
}

describe('sign-in with no account yet', () => {
  test('explains what to do and offers both ways to sign in', async () => {
    renderApp(signedOutMain());
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Memorial Desk' })).toBeTruthy();
    expect(screen.getByText(/You are not signed in yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in as a family' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in as a funeral home' })).toBeTruthy();
    expect(screen.queryByText(/practice copy/)).toBeNull();
    // No account yet: no account menu and no navigation to memorials.
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  test('says when the app is a demonstration', async () => {
    renderApp(signedOutMain(true));
    expect(await screen.findByText('This is a demonstration')).toBeTruthy();
    expect(screen.getByText(/practice copy of the memorial service/)).toBeTruthy();
  });

  test('moves the focus to the screen heading', async () => {
    renderApp(signedOutMain());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome to Memorial Desk' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
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

  test('shows the user code large under "Your code", the expiry, and main’s message; never a device code', async () => {
    // Were main ever to leak the device code into the payload, the screen still must not show it.
    const leaky = { ...deviceFlow(), deviceCode: 'DEVICE-CODE-SECRET-123' } as DeviceSignIn;
    const { bridge } = await startFlow(leaky);
    expect(bridge.callsOf('signIn.device.start')).toEqual([{}]);

    const code = screen.getByRole('region', { name: 'Your code' });
    expect(within(code).getByText('BCDF-GHJK').className).toContain('user-code__value');
    expect(within(code).getByText(/This code works until/)).toBeTruthy();
    expect(screen.getByText('Open the sign-in page and check that it shows your code.').getAttribute('role')).toBe('status');

    expect(document.body.textContent).not.toContain('DEVICE-CODE-SECRET-123');
    expect(document.body.innerHTML).not.toContain('DEVICE-CODE-SECRET-123');
    // Nothing to type: the person never enters or sees a device code here.
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });

  test('opens the sign-in page through main, in the system browser', async () => {
    const { bridge, user } = await startFlow();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await user.click(screen.getByRole('button', { name: 'Open the sign-in page' }));
    await waitFor(() => expect(bridge.callsOf('app.openExternal')).toEqual([{ url: 'http://127.0.0.1:4010/device?user_code=BCDF-GHJK' }]));
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  test('in browser mode (main cannot open it) opens a new tab without an opener', async () => {
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
    expect(await screen.findByText('Code copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('BCDF-GHJK');
  });

  test('when approved, the new account becomes the active one and its memorials open', async () => {
    const { bridge } = await startFlow();
    bridge.on('accounts.list', () => accountsState([family]));
    bridge.on('accounts.switch', ({ id }) => accountsState([family], id));
    await bridge.emit('deviceSignIn', deviceFlow({ state: 'approved', message: 'Signed in.', account: family }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My memorials' })).toBeTruthy();
    expect(bridge.callsOf('accounts.switch')).toEqual([{ id: family.id }]);
    expect(screen.getByText('You are signed in as Margaret Ellis.')).toBeTruthy();
    expect(await screen.findByText("You don't look after any memorials yet.")).toBeTruthy();
  });

  test('ignores news of another flow', async () => {
    const { bridge } = await startFlow();
    await bridge.emit('deviceSignIn', deviceFlow({ flowId: 'flow-old', state: 'denied', message: 'Declined.' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in as a family' })).toBeTruthy();
    expect(screen.queryByText('Sign-in was declined')).toBeNull();
  });

  test('when declined, explains it plainly and offers to start again', async () => {
    const { bridge, user } = await startFlow();
    await bridge.emit('deviceSignIn', deviceFlow({ state: 'denied', message: 'The sign-in was declined on the website.' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Sign-in was declined' });
    expect(screen.getByText(/nothing has changed/)).toBeTruthy();
    expect(screen.getByText('The sign-in was declined on the website.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your code' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(heading));

    bridge.on('signIn.device.start', () => deviceFlow({ flowId: 'flow-2', userCode: 'MNPQ-RSTV' }));
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByText('MNPQ-RSTV')).toBeTruthy();
    expect(bridge.callsOf('signIn.device.start')).toHaveLength(2);
  });

  test('when the code expires, says so and offers to start again', async () => {
    const { bridge } = await startFlow();
    await bridge.emit('deviceSignIn', deviceFlow({ state: 'expired', message: 'The code expired.' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The code ran out of time' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start again' })).toBeTruthy();
  });

  test('when it fails, shows main’s own words', async () => {
    const { bridge } = await startFlow();
    await bridge.emit('deviceSignIn', deviceFlow({ state: 'failed', message: 'The memorial service could not be reached. Try again in a moment.' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in did not work' })).toBeTruthy();
    expect(screen.getByText('The memorial service could not be reached. Try again in a moment.')).toBeTruthy();
  });

  test('Cancel stops the flow in main and goes back to the choice', async () => {
    const { bridge, user } = await startFlow();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Memorial Desk' })).toBeTruthy();
    expect(bridge.callsOf('signIn.device.cancel')).toEqual([{ flowId: 'flow-1' }]);
  });

  test('leaving the flow another way (the navigation) stops it in main too', async () => {
    const bridge = fakeMain(accountsState([family]))
      .on('listMyMemorials', () => myMemorialsAnswer([]))
      .on('signIn.device.start', () => deviceFlow())
      .on('signIn.device.cancel', () => deviceFlow({ state: 'cancelled' }));
    const user = userEvent.setup();
    renderApp(bridge);
    await user.click(await screen.findByRole('button', { name: 'Account: Margaret Ellis, Family account' }));
    await user.click(screen.getByRole('menuitem', { name: 'Add another account' }));
    await user.click(await screen.findByRole('button', { name: 'Sign in as a family' }));
    await screen.findByRole('region', { name: 'Your code' });
    await user.click(screen.getByRole('button', { name: 'My memorials' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My memorials' })).toBeTruthy();
    await waitFor(() => expect(bridge.callsOf('signIn.device.cancel')).toEqual([{ flowId: 'flow-1' }]));
  });

  test('an approved or ended flow is not cancelled when the screen moves on', async () => {
    const { bridge, user } = await startFlow();
    await bridge.emit('deviceSignIn', deviceFlow({ state: 'denied', message: 'Declined.' }));
    await user.click(await screen.findByRole('button', { name: 'Choose another way to sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Memorial Desk' });
    expect(bridge.callsOf('signIn.device.cancel')).toHaveLength(0);
  });

  test('a failure to start shows the service’s words next to the choice', async () => {
    const bridge = signedOutMain().on('signIn.device.start', () => {
      throw new BridgeCallError(serviceError('Too many sign-in codes were asked for. Please wait ten minutes.', 'rate-limited'));
    });
    const user = userEvent.setup();
    renderApp(bridge);
    await user.click(await screen.findByRole('button', { name: 'Sign in as a family' }));
    expect(await screen.findByText('Too many sign-in codes were asked for. Please wait ten minutes.')).toBeTruthy();
  });
});

describe('funeral home sign-in (business token)', () => {
  async function openForm() {
    const bridge = signedOutMain();
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
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(field.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  test('shows the service’s own message next to the field', async () => {
    const { bridge, user, field } = await openForm();
    let refuse: (reason: unknown) => void = () => {};
    bridge.on('signIn.business', () => new Promise((_resolve, reject) => (refuse = reject)));

    await user.type(field, '  biz_wrong  ');
    await user.click(screen.getByRole('button', { name: 'Check and sign in' }));
    expect(await screen.findByText('Checking the token with the memorial service…')).toBeTruthy();
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
      .on('getOrganization', () => ({ status: 200, data: organization({ branding: { display_name: 'Rosewood', white_label: false, brand_color: '#5b3a6e', logo_url: null } }) }))
      .on('listMemorials', () => ({ status: 200, data: { data: [], pagination: { page: 1, per_page: 20, total: 0, total_pages: 0 } } }));

    await user.type(field, 'biz_good');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Memorials' })).toBeTruthy();
    const flash = screen.getByText('You are signed in as Rosewood.');
    const frame = flash.closest('.flash') as HTMLElement;
    expect(frame.classList.contains('brand-accent')).toBe(true);
    expect(frame.style.getPropertyValue('--brand-accent')).toBe('#5b3a6e');
    // The header's accent comes from GET /organization.
    const header = screen.getByRole('banner');
    await waitFor(() => expect(header.style.getPropertyValue('--brand-accent')).toBe('#5b3a6e'));
    expect(within(header).getByRole('button', { name: 'Account: Rosewood, Funeral home account' })).toBeTruthy();
  });
});
