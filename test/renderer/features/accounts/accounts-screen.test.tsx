import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { accountsState, expectVisible, fakeMain, family, funeralHome, renderApp } from '../../harness';

/** The accounts on this computer (issue 32): each account's kind and state in the person's language, its name as it was written. */

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the accounts on this computer', () => {
  test('says each account’s kind, whether it is signed in and which is in use', async () => {
    renderApp(fakeMain(accountsState([family, { ...funeralHome, signedIn: false }], family.id)), { at: '/accounts' });
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Accounts on this computer' }));
    const familyItem = screen.getByRole('region', { name: family.name });
    expectVisible(within(familyItem).getByText('Family account · Signed in · The account in use now'));
    const homeItem = screen.getByRole('region', { name: funeralHome.name });
    expectVisible(within(homeItem).getByText('Funeral home account · Signed out'));
    expectVisible(within(homeItem).getByRole('button', { name: 'Sign in again' }));
  });

  test('in Spanish, with each name kept as it was written', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-ES']);
    renderApp(fakeMain(accountsState([family, funeralHome], funeralHome.id)), { at: '/accounts' });
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Cuentas en este equipo' }));
    const familyItem = screen.getByRole('region', { name: family.name });
    expect(within(familyItem).getByRole('heading').querySelector('bdi')?.textContent).toBe(family.name);
    expectVisible(within(familyItem).getByText('Cuenta de familia · Sesión iniciada'));
    expectVisible(within(familyItem).getByRole('button', { name: 'Usar esta cuenta' }));
    expectVisible(within(screen.getByRole('region', { name: funeralHome.name })).getByText('Cuenta de funeraria · Sesión iniciada · La cuenta en uso ahora'));
  });
});
