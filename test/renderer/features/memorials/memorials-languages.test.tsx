import { screen, within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { describe, expect, test } from 'vitest';
import { durationWords } from '../../../../renderer/features/memorials/wording-throttle';
import { whenAgain } from '../../../../renderer/features/memorials/creation-limits';
import { loadCatalog } from '../../../../shared/i18n/catalogs';
import type { Settings } from '../../../../shared/bridge';
import { accountsState, expectVisible, fakeMain, family, myMemorialsAnswer, personalMemorial, renderApp } from '../../harness';

/** The memorial screens in the family's language: Spanish and Arabic, chosen in Settings. */
function familyMain(language: Settings['language'], pending = 0) {
  const settings: Settings = { serviceUrl: 'http://127.0.0.1:4010/api/v1', notifications: true, language, locked: [], lockedBy: null };
  const memorial = personalMemorial();
  return fakeMain(accountsState([family], family.id))
    .on('settings.get', () => settings)
    .on('listMyMemorials', () => myMemorialsAnswer([memorial]))
    .on('getMyMemorial', () => ({ status: 200, data: { data: memorial } }))
    .on('listTemplates', () => ({ status: 200, data: { data: [] } }))
    .on('listContributions', () => ({
      status: 200,
      data: {
        data: [],
        links: { first: '', last: '', prev: null, next: null },
        meta: { current_page: 1, from: null, to: null, per_page: 1, total: pending, last_page: 1 },
      },
    }));
}

/** The name the family typed, isolated in plain text (FSI … PDI). */
const isolated = (name: string) => `\u2068${name}\u2069`;

describe('the memorial screens in Spanish', () => {
  test('My memorials: the name isolated, the dates as a Spanish reader writes them, the state in Spanish', async () => {
    renderApp(familyMain('es'), { at: '/memorials' });
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Mis memoriales' }));
    const card = await screen.findByRole('article', { name: 'June Ellis' });
    // The typed name keeps its own direction: <bdi> in the page.
    expect(within(card).getByRole('link', { name: 'June Ellis' }).querySelector('bdi')?.textContent).toBe('June Ellis');
    expectVisible(within(card).getByText('Nació el 3 de marzo de 1941 · Falleció el 12 de enero de 2024'));
    expectVisible(within(card).getByText('Publicado'));
    // In plain text (a link's accessible name) it is isolated with FSI … PDI.
    expect(within(card).getByRole('link', { name: new RegExp(`^Página pública de ${isolated('June Ellis')}`) })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crear un memorial' })).toBeTruthy();
  });

  test('the memorial’s page: its title, its dates, and the tributes waiting counted in Spanish', async () => {
    renderApp(familyMain('es', 3), { at: '/memorials/1' });
    // The first memorial page of the file loads its screen's modules: slow on a busy machine.
    const heading = await screen.findByRole('heading', { level: 1, name: 'June Ellis' }, { timeout: 5000 });
    expect(heading.querySelector('bdi')?.textContent).toBe('June Ellis');
    expect(document.title).toContain(`El memorial de ${isolated('June Ellis')}`);
    expectVisible(await screen.findByRole('link', { name: 'Homenajes: 3 esperan su aprobación' }));
    expectVisible(screen.getByText('3 de marzo de 1941'));
    expectVisible(screen.getByText('12 de enero de 2024'));
    expect(screen.getByRole('button', { name: 'Eliminar este memorial' })).toBeTruthy();
  });
});

describe('the memorial screens in Arabic', () => {
  test('right to left, with a Latin name isolated inside the Arabic', async () => {
    renderApp(familyMain('ar', 1), { at: '/memorials/1' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'June Ellis' }, { timeout: 5000 });
    expect(document.documentElement.dir).toBe('rtl');
    expect(heading.querySelector('bdi')?.textContent).toBe('June Ellis');
    expect(document.title).toContain(`صفحة ذكرى ${isolated('June Ellis')}`);
    expectVisible(await screen.findByRole('link', { name: 'رسائل التأبين: رسالة واحدة بانتظار موافقتكم' }));
    expectVisible(screen.getByText('منشورة'));
    expect(screen.getByRole('link', { name: new RegExp(`^فتح الصفحة العامة لـ ${isolated('June Ellis')}`) })).toBeTruthy();
  });

  test('My memorials in Arabic: the card’s name isolated, the dates written in Arabic', async () => {
    renderApp(familyMain('ar'), { at: '/memorials' });
    const card = await screen.findByRole('article', { name: 'June Ellis' });
    expect(within(card).getByRole('link', { name: 'June Ellis' }).querySelector('bdi')).not.toBeNull();
    expect(card.querySelector('.card__dates')?.textContent).toMatch(/^الميلاد: .+ · الوفاة: .+$/);
  });
});

describe('counts and times in each language', () => {
  test('the time left before the next change to the words, with every plural form', async () => {
    const es = createIntl({ locale: 'es', messages: await loadCatalog('es') });
    const ar = createIntl({ locale: 'ar', messages: await loadCatalog('ar') });
    expect(durationWords(es, 125_000)).toBe('2 minutos y 5 segundos');
    expect(durationWords(es, 61_000)).toBe('1 minuto y 1 segundo');
    expect(durationWords(ar, 120_000)).toBe('دقيقتان');
    expect(durationWords(ar, 1_000)).toBe('ثانية واحدة');
    expect(whenAgain(es, 5 * 3600, new Date('2026-05-01T10:00:00Z'))).toMatch(/^dentro de unas 5 horas \(a las .+\)$/);
    expect(whenAgain(es, 3600, new Date('2026-05-01T10:00:00Z'))).toMatch(/^dentro de una hora aproximadamente/);
  });
});
