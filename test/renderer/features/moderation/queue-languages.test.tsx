import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { Contribution } from '../../../../shared/api/contributions';
import type { Settings } from '../../../../shared/bridge';
import { accountsState, contribution, fakeMain, family, personalMemorial, placeOf, renderApp } from '../../harness';

/**
 * A memorial's queue in the family's language (issue 32): Spanish counts "1 homenaje" and "3
 * homenajes"; Arabic reads right to left, a Latin writer's name kept in its own direction, and the
 * tabs' arrows follow the reading direction while the queue's own keys stay as they are.
 */
const FSI = '\u2068';
const PDI = '\u2069';
const patient = { timeout: 15_000 };

function queueMain(language: Settings['language'], tributes: Contribution[]) {
  const settings: Settings = { serviceUrl: 'http://127.0.0.1:4010/api/v1', notifications: true, language, locked: [], lockedBy: null };
  return fakeMain(accountsState([family], family.id))
    .on('settings.get', () => settings)
    .on('getMyMemorial', () => ({ status: 200, data: { data: personalMemorial({ id: 1, deceased_name: 'June Ellis' }) } }))
    .on('listContributions', ({ query }) => {
      const data = query?.status === 'pending' ? tributes : [];
      const meta = { current_page: 1, from: data.length ? 1 : null, to: data.length || null, per_page: 100, total: data.length, last_page: 1 };
      return { status: 200, data: { data, links: { first: 'p1', last: 'p1', prev: null, next: null }, meta } };
    });
}

const toolbar = () => screen.getByRole('toolbar');

describe('the queue in Spanish', () => {
  test('one waiting: "1 homenaje", in the tab, the selection and the question before approving', async () => {
    const user = userEvent.setup();
    renderApp(queueMain('es', [contribution(1)]), { at: '/memorials/1/tributes?status=pending' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Homenajes para June Ellis' }, patient)).toBeTruthy();
    await screen.findByText('Tribute number 1.', undefined, patient);
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Pendientes/ }).textContent).toBe('Pendientes (1)'), patient);
    expect(within(toolbar()).getByText('Seleccione homenajes para actuar sobre varios a la vez.')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: `Seleccionar el homenaje de ${FSI}Writer 1${PDI}` }));
    expect(within(toolbar()).getByText('1 homenaje seleccionado')).toBeTruthy();
    await user.click(within(toolbar()).getByRole('button', { name: 'Aprobar 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Aprobar 1 homenaje?' }, patient);
    expect(within(dialog).getByRole('button', { name: 'Sí, aprobar 1' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Ahora no' })).toBeTruthy();
  });

  test('several waiting: "3 homenajes", and each tribute’s own words in Spanish', async () => {
    const user = userEvent.setup();
    renderApp(queueMain('es', [contribution(1), contribution(2, { can_approve: false, is_private: true }), contribution(3)]), {
      at: '/memorials/1/tributes?status=pending',
    });
    await screen.findByText('Tribute number 3.', undefined, patient);
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Pendientes/ }).textContent).toBe('Pendientes (3)'), patient);
    expect(screen.getByRole('feed', { name: 'Homenajes pendientes' })).toBeTruthy();
    const first = document.querySelector<HTMLElement>('article[data-tribute="1"]')!;
    expect(within(first).getByRole('heading', { level: 2 }).textContent).toBe('Mensaje de Writer 1');
    expect(within(first).getByRole('button', { name: 'Aprobar' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Rechazar…' })).toBeTruthy();
    const private_ = document.querySelector<HTMLElement>('article[data-tribute="2"]')!;
    expect(private_.textContent).toContain('Solo para la familia: nunca se publica.');
    expect(private_.textContent).toContain('Escrito solo para la familia: nunca se publica, así que no se puede aprobar.');

    await user.click(within(toolbar()).getByRole('button', { name: 'Seleccionar los 3 mostrados' }));
    expect(within(toolbar()).getByText('3 homenajes seleccionados')).toBeTruthy();
    // Two of the three can be approved (the private one never can).
    await user.click(within(toolbar()).getByRole('button', { name: 'Aprobar 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Aprobar 2 homenajes?' }, patient);
    expect(dialog.textContent).toContain('1 de los que seleccionó no se puede aprobar; se deja como está.');
  });
});

describe('the combined inbox in Spanish', () => {
  function inboxMain(memorials: { memorialId: number; name: string; tributes: Contribution[] }[]) {
    const settings: Settings = { serviceUrl: 'http://127.0.0.1:4010/api/v1', notifications: true, language: 'es', locked: [], lockedBy: null };
    return fakeMain(accountsState([family], family.id))
      .on('settings.get', () => settings)
      .on('inbox.watch', () => ({}))
      .on('inbox.get', () => ({
        accounts: [
          {
            accountId: family.id,
            completeAt: '2026-05-01T10:05:00Z',
            memorials: memorials.map((m) => ({ ...m, pending: m.tributes.length, checkedAt: '2026-05-01T10:05:00Z' })),
          },
        ],
      }));
  }

  test('counts the memorials as Spanish does, and says which memorial each tribute is on', async () => {
    renderApp(
      inboxMain([
        { memorialId: 1, name: 'June Ellis', tributes: [contribution(1)] },
        { memorialId: 2, name: 'Harold Brennan', tributes: [contribution(2), contribution(3)] },
      ]),
      { at: '/inbox?status=pending' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Homenajes de todos sus memoriales' }, patient)).toBeTruthy();
    await screen.findByText('Tribute number 1.', undefined, patient);
    expect(screen.getByText(/^De sus 2 memoriales, los más recientes primero\./)).toBeTruthy();
    const article = document.querySelector<HTMLElement>('article[data-tribute="2"]')!;
    expect(article.querySelector('.tribute__meta')?.textContent).toMatch(/^Escrito por Writer 2 \(sin cuenta\) · .+ · en el memorial de Harold Brennan$/);
    expect([...article.querySelectorAll('.tribute__meta bdi')].map((bdi) => bdi.textContent)).toEqual(['Writer 2', 'Harold Brennan']);
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Pendientes/ }).textContent).toBe('Pendientes (3)'), patient);
  });

  test('one memorial: "De 1 memorial"', async () => {
    renderApp(inboxMain([{ memorialId: 1, name: 'June Ellis', tributes: [contribution(1)] }]), { at: '/inbox?status=pending' });
    await screen.findByText('Tribute number 1.', undefined, patient);
    expect(screen.getByText(/^De 1 memorial, los más recientes primero\./)).toBeTruthy();
  });
});

describe('the queue in Arabic', () => {
  test('reads right to left, with a Latin writer’s name and the memorial’s name isolated', async () => {
    const tribute = contribution(7, { author: { name: 'Margaret O’Brien', email: null, is_guest: true }, body: 'She sang in the choir.' });
    renderApp(queueMain('ar', [tribute]), { at: '/memorials/1/tributes?status=pending' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'رسائل التأبين في صفحة ذكرى June Ellis' }, patient);
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(heading.querySelector('bdi')?.textContent).toBe('June Ellis');
    // The window's title is plain text: the name is isolated there with FSI…PDI.
    await waitFor(() => expect(document.title).toContain(`${FSI}June Ellis${PDI}`), patient);

    await screen.findByText('She sang in the choir.', undefined, patient);
    const article = document.querySelector<HTMLElement>('article[data-tribute="7"]')!;
    const title = within(article).getByRole('heading', { level: 2 });
    expect(title.textContent).toBe('رسالة من Margaret O’Brien');
    expect(title.querySelector('bdi')?.textContent).toBe('Margaret O’Brien');
    expect(article.querySelector('.tribute__meta bdi')?.textContent).toBe('Margaret O’Brien');
    // In plain strings (accessible names), FSI…PDI.
    expect(within(article).getByRole('checkbox').getAttribute('aria-label')).toBe(`تحديد رسالة التأبين من ${FSI}Margaret O’Brien${PDI}`);
    expect(within(article).getByRole('group').getAttribute('aria-label')).toBe(`ما يُفعل برسالة التأبين من ${FSI}Margaret O’Brien${PDI}`);
    expect(within(article).getByRole('button', { name: 'موافقة' })).toBeTruthy();
    // The count in the formatting locale's digits (Arabic with this system's region: here, Latin digits).
    await waitFor(() => expect(screen.getByRole('tab', { name: /^المنتظرة/ }).textContent).toMatch(/^المنتظرة \((1|١)\)$/), patient);
  });

  test('the tabs’ arrows follow the reading direction (left is on), and the queue’s own keys stay as they are', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(queueMain('ar', [contribution(1), contribution(2)]), { at: '/memorials/1/tributes?status=pending' });
    await screen.findByText('Tribute number 2.', undefined, patient);
    expect(document.documentElement.dir).toBe('rtl');

    // Down and J move through the tributes whatever the direction; Left and Right are not the queue's.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.getAttribute('data-tribute')).toBe('1'), patient);
    await user.keyboard('j');
    await waitFor(() => expect(document.activeElement?.getAttribute('data-tribute')).toBe('2'), patient);
    await user.keyboard('{ArrowLeft}{ArrowRight}');
    expect(document.activeElement?.getAttribute('data-tribute')).toBe('2');

    // In the tabs, right to left: Left goes on to the next list (Approved), Right comes back.
    const waiting = screen.getByRole('tab', { name: /^المنتظرة/ });
    waiting.focus();
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(placeOf(router)).toContain('status=approved'), patient);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /^الموافق عليها/ }));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(placeOf(router)).toContain('status=pending'), patient);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /^المنتظرة/ }));
  });
});
