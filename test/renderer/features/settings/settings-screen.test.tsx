import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { Settings } from '../../../../shared/bridge';
import { accountsState, fakeMain, family, funeralHome, myMemorialsAnswer, personalMemorial, renderApp } from '../../harness';

/** A family signed in, with the settings main keeps (the language the person chose among them). */
function settingsMain(language: Settings['language'] = 'system') {
  let settings: Settings = { serviceUrl: 'http://127.0.0.1:4010/api/v1', notifications: true, language, locked: [], lockedBy: null };
  return fakeMain(accountsState([family], family.id))
    .on('listMyMemorials', () => myMemorialsAnswer([personalMemorial()]))
    .on('settings.get', () => settings)
    .on('settings.set', (patch) => (settings = { ...settings, ...patch }));
}

describe('the language Memorial Desk speaks', () => {
  test('is offered as the system’s and each language named in its own, marked with its language', async () => {
    renderApp(settingsMain(), { at: '/settings' });
    const group = await screen.findByRole('radiogroup', { name: 'The language Memorial Desk speaks' });
    const choices = within(group).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      'As the system: EnglishFollows the language of this computer or phone.',
      'English',
      'Español',
      'العربية',
      'עברית',
    ]);
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: /As the system/ }).checked).toBe(true);
    expect(within(group).getByText('Español').getAttribute('lang')).toBe('es');
    expect(within(group).getByText('العربية').getAttribute('lang')).toBe('ar');
    expect(within(group).getByText('עברית').getAttribute('lang')).toBe('he');
    // The developers' pseudo-locales are offered only with ?pseudo in the page's address.
    expect(within(group).queryByText(/Pseudo/)).toBeNull();
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  test('changes at once, the page’s language and direction with it, and is kept by main', async () => {
    const user = userEvent.setup();
    const bridge = settingsMain();
    renderApp(bridge, { at: '/settings' });
    await user.click(await screen.findByRole('radio', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración' })).toBeTruthy();
    expect(bridge.callsOf('settings.set')).toEqual([{ language: 'es' }]);
    expect(document.documentElement.lang).toBe('es');
    expect(await screen.findByText('Memorial Desk está ahora en Español.')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'العربية' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'الإعدادات' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');

    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
  });

  test('opens in the language chosen before, whatever the system speaks', async () => {
    renderApp(settingsMain('es'), { at: '/settings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Español' }).checked).toBe(true);
  });

  test('keeps what the person was typing when it changes', async () => {
    const user = userEvent.setup();
    renderApp(settingsMain(), { at: '/settings' });
    await user.click(await screen.findByRole('button', { name: 'Change the address' }));
    const field = screen.getByRole('textbox', { name: 'The memorial service’s address' });
    await user.clear(field);
    await user.type(field, 'https://memorials.example.org/api/v1');
    await user.click(screen.getByRole('radio', { name: 'Español' }));
    await screen.findByRole('heading', { level: 1, name: 'Configuración' });
    const same = screen.getByRole('textbox', { name: 'La dirección del servicio de memoriales' });
    expect(same).toBe(field);
    expect((same as HTMLInputElement).value).toBe('https://memorials.example.org/api/v1');
  });

  test('writes dates in the chosen language with the system’s region', async () => {
    const user = userEvent.setup();
    renderApp(settingsMain(), { at: '/settings' });
    await user.click(await screen.findByRole('radio', { name: 'Español' }));
    await screen.findByRole('heading', { level: 1, name: 'Configuración' });
    const { appLocale, formatDay } = await import('../../../../renderer/ui/format');
    // jsdom's browser says en-US: Spanish words, dates as a Spanish reader in the US writes them.
    await waitFor(() => expect(appLocale()).toBe('es-US'));
    expect(formatDay('1941-03-03')).toBe('3 de marzo de 1941');
  });
});

describe('the initials at the desk', () => {
  test('say what is wrong with them again in the language chosen after', async () => {
    const user = userEvent.setup();
    let settings: Settings = { serviceUrl: 'http://127.0.0.1:4010/api/v1', notifications: true, language: 'system', locked: [], lockedBy: null };
    const bridge = fakeMain(accountsState([funeralHome]))
      .on('settings.get', () => settings)
      .on('settings.set', (patch) => (settings = { ...settings, ...patch }))
      .on('journal.list', () => ({ entries: [], initials: null, computer: 'front-desk', file: '/data/state.sqlite' }));
    renderApp(bridge, { at: '/settings' });
    await user.type(await screen.findByRole('textbox', { name: 'Your initials' }), 'ABCDEFGHI');
    await user.click(screen.getByRole('button', { name: 'Save the initials' }));
    expect(await screen.findByText('Initials are at most 8 letters.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Español' }));
    expect(await screen.findByText('Las iniciales tienen como máximo 8 letras.')).toBeTruthy();
    expect(screen.queryByText('Initials are at most 8 letters.')).toBeNull();
  });
});
