import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { ProvisionResult } from '../../../../shared/api/business';
import type { BridgeArgs } from '../../../../shared/bridge';
import { BridgeCallError } from '../../../../renderer/bridge';
import { accountsState, businessMemorial, expectVisible, fakeMain, funeralHome, organization, renderApp, serviceError, status, typeDay } from '../../harness';

function result(overrides: Partial<ProvisionResult> = {}): ProvisionResult {
  return {
    id: 41,
    status: 'awaiting_family',
    deceased_name: 'Nora Vale',
    organization_id: 3,
    family: { name: 'Tom Vale', email: 'tom@example.com' },
    invitation_expires_at: '2030-01-15T10:00:00Z',
    created_at: '2030-01-01T10:00:00Z',
    ...overrides,
  };
}

function deskMain(locale?: string) {
  return fakeMain(accountsState([funeralHome]), status(locale ? { locale } : {})).on('getOrganization', () => ({ status: 200, data: organization() }));
}

const field = (label: string) => screen.getByLabelText(label);

describe('Starting a memorial for a family', () => {
  test('every limit is counted as the person types, and going past it is said, not cut off', async () => {
    renderApp(deskMain(), { at: '/desk/provision' });
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Start a memorial for a family' }));
    expect(screen.getAllByText('0 of 255 characters')).toHaveLength(4);
    expectVisible(screen.getByText('0 of 10000 characters'));
    fireEvent.input(field('Their full name'), { target: { value: 'Nora' } });
    expectVisible(screen.getByText('4 of 255 characters'));
    fireEvent.input(field('Their full name'), { target: { value: 'N'.repeat(257) } });
    expectVisible(screen.getByText('257 of 255 characters: 2 too many'));
    // Nothing the person wrote is thrown away.
    expect((field('Their full name') as HTMLInputElement).value).toHaveLength(257);
    expect(field('Their full name').getAttribute('aria-invalid')).toBe('true');
  });

  test('problems are found before anything is sent, each beside its box, and the focus goes to the first', async () => {
    const bridge = deskMain();
    const user = userEvent.setup();
    renderApp(bridge, { at: '/desk/provision' });
    await screen.findByRole('heading', { level: 1, name: 'Start a memorial for a family' });
    fireEvent.input(field('Their full name'), { target: { value: 'x'.repeat(256) } });
    fireEvent.input(field('Family member’s email address'), { target: { value: 'tom at example' } });
    await typeDay(user, 'Date of birth (if known)', '1950-05-01');
    await typeDay(user, 'Date of death (if known)', '1940-01-01');
    await user.click(screen.getByRole('button', { name: 'Invite the family' }));
    expectVisible(await screen.findByText('The name can be at most 255 characters.'));
    expectVisible(screen.getByText("The family member's email must be an email address, like name@example.com."));
    expectVisible(screen.getByText('The date of death is before the date of birth. Please check both dates.'));
    expectVisible(screen.getByText('Nothing was sent yet. Please check the 3 boxes marked below.'));
    expect(document.activeElement).toBe(field('Their full name'));
    // The problem is tied to its box for a screen reader.
    const described = field('Their full name').getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain('The name can be at most 255 characters.');
    expect(bridge.callsOf('desk.provision')).toHaveLength(0);
  });

  test('dates are asked for in this computer’s regional order: in Australia day, month, year', async () => {
    renderApp(deskMain('en-AU'), { at: '/desk/provision' });
    await screen.findByRole('heading', { level: 1, name: 'Start a memorial for a family' });
    const parts = () => screen.getAllByRole('spinbutton', { name: /Date of birth \(if known\)/ }).map((part) => part.getAttribute('data-type'));
    await waitFor(() => expect(parts()).toEqual(['day', 'month', 'year']));
    expect(screen.getAllByRole('spinbutton', { name: /Date of death \(if known\)/ }).map((part) => part.getAttribute('data-type'))).toEqual([
      'day',
      'month',
      'year',
    ]);
  });

  test('an invitation needs the family’s email; writing it here does not', async () => {
    const bridge = deskMain().on('desk.provision', () => ({
      status: 202,
      result: result({ status: 'in_progress', invitation_expires_at: null, family: null }),
      slug: null,
    }));
    const user = userEvent.setup();
    renderApp(bridge, { at: '/desk/provision' });
    await screen.findByRole('heading', { level: 1, name: 'Start a memorial for a family' });
    fireEvent.input(field('Their full name'), { target: { value: 'Nora Vale' } });
    await user.click(screen.getByRole('button', { name: 'Invite the family' }));
    expectVisible(await screen.findByText(/To invite the family, add their email address/));
    expect(bridge.callsOf('desk.provision')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: /^Write it here now/ }));
    await user.click(screen.getByRole('button', { name: 'Create the memorial' }));
    await waitFor(() => expect(bridge.callsOf('desk.provision')).toHaveLength(1));
    // Only what was filled in is sent.
    expect(bridge.callsOf('desk.provision')[0]).toEqual({
      accountId: 'acc-home',
      body: { deceased_name: 'Nora Vale', designated_owner: 'family', action: 'complete' },
    });
  });

  test('the service’s refusal is shown in its own words beside the box it names', async () => {
    const bridge = deskMain().on('desk.provision', () => {
      throw new BridgeCallError(
        serviceError('The family email is not accepted.', 'invalid', { family_email: ['That email address cannot receive invitations.'] }),
      );
    });
    const user = userEvent.setup();
    renderApp(bridge, { at: '/desk/provision' });
    await screen.findByRole('heading', { level: 1, name: 'Start a memorial for a family' });
    fireEvent.input(field('Their full name'), { target: { value: 'Nora Vale' } });
    fireEvent.input(field('Family member’s email address'), { target: { value: 'tom@example.com' } });
    await user.click(screen.getByRole('button', { name: 'Invite the family' }));
    expectVisible(await screen.findByText('That email address cannot receive invitations.'));
    expectVisible(screen.getByText(/Its words are beside the boxes marked below/));
    expect(document.activeElement).toBe(field('Family member’s email address'));
  });

  test('201: invited and waiting on the family, the link’s expiry, never “live”', async () => {
    const bridge = deskMain()
      .on('desk.provision', () => ({ status: 201, result: result(), slug: 'nora-vale' }))
      .on('getMemorial', () => ({
        status: 200,
        data: businessMemorial({ id: null, slug: 'nora-vale', status: 'awaiting_family', deceased_name: 'Nora Vale', web_url: null }),
      }));
    const user = userEvent.setup();
    renderApp(bridge, { at: '/desk/provision' });
    await screen.findByRole('heading', { level: 1, name: 'Start a memorial for a family' });
    fireEvent.input(field('Their full name'), { target: { value: 'Nora Vale' } });
    fireEvent.input(field('Family member’s email address'), { target: { value: 'tom@example.com' } });
    await user.click(screen.getByRole('button', { name: 'Invite the family' }));
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'The family has been invited' }));
    const facts = document.querySelector('.desk-facts') as HTMLElement;
    await waitFor(() => expect(within(facts).getAllByText('Waiting on the family')).toHaveLength(2));
    expectVisible(screen.getByText(/The link works until/));
    expect(screen.queryByText(/\blive now\b/)).toBeNull();
    // The family's email is not repeated here.
    expect(document.body.textContent).not.toContain('tom@example.com');
    expect(bridge.callsOf('getMemorial')[0]).toEqual({ params: { memorial: 'nora-vale' }, accountId: 'acc-home' });
  });

  test('202: being created, not live; live only once the service’s record says so', async () => {
    let status: 'in_progress' | 'live' = 'in_progress';
    const bridge = deskMain()
      .on('desk.provision', () => ({ status: 202, result: result({ status: 'in_progress', invitation_expires_at: null }), slug: 'nora-vale' }))
      .on('getMemorial', ({ params }: BridgeArgs<'getMemorial'>) => ({
        status: 200,
        data: businessMemorial({
          id: status === 'live' ? 12 : null,
          slug: String(params?.memorial),
          status,
          deceased_name: 'Nora Vale',
          web_url: status === 'live' ? 'http://127.0.0.1:4010/m/nora-vale' : null,
        }),
      }));
    const user = userEvent.setup();
    const { queryClient } = renderApp(bridge, { at: '/desk/provision' });
    await screen.findByRole('heading', { level: 1, name: 'Start a memorial for a family' });
    fireEvent.input(field('Their full name'), { target: { value: 'Nora Vale' } });
    await user.click(screen.getByRole('radio', { name: /^Write it here now/ }));
    await user.click(screen.getByRole('button', { name: 'Create the memorial' }));
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'The memorial is being created' }));
    expectVisible(screen.getByText(/It is not live yet/));
    const facts = document.querySelector('.desk-facts') as HTMLElement;
    await waitFor(() => expect(within(facts).getAllByText('Being written, not live yet')).toHaveLength(2));
    expect(within(facts).queryByText('Live')).toBeNull();

    status = 'live';
    await queryClient.invalidateQueries();
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'The memorial is live' }));
    expectVisible(within(facts).getByText('Live'));
    expect(screen.getByRole('link', { name: 'Open the memorial' }).getAttribute('href')).toBe('/desk/memorials/12');
  });
});
