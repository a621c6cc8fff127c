import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { JournalEntry } from '../../../../shared/bridge/desk';
import { businessMemorial, expectVisible, funeralHome, funeralHomeMain, renderApp } from '../../harness';

/** The desk journal (issue 21) in jsdom, on a fake core. */

/** The innermost element whose whole text (a name inside <bdi> included) is this, or matches it. */
function wholeText(text: string | RegExp) {
  const fits = (element: Element) => (typeof text === 'string' ? element.textContent === text : text.test(element.textContent ?? ''));
  return (_: string, element: Element | null) => element !== null && fits(element) && !Array.from(element.children).some(fits);
}

function entry(overrides: Partial<JournalEntry>): JournalEntry {
  return {
    id: 'e1',
    accountId: funeralHome.id,
    at: '2026-11-20T10:00:00Z',
    kind: 'provisioned-invite',
    what: 'Started the memorial of Albert Finch and invited the family to write it.',
    memorialName: 'Albert Finch',
    initials: 'MB',
    computer: 'front-desk',
    ...overrides,
  };
}

describe('the desk journal', () => {
  test('lists what this computer did, newest first, says it is this computer’s record, and searches it', async () => {
    const user = userEvent.setup();
    const bridge = funeralHomeMain().on('journal.list', () => ({
      entries: [
        entry({ id: 'e2', kind: 'handout-printed', what: 'Printed a hand-out for the family of Albert Finch.', at: '2026-11-21T10:00:00Z', initials: null }),
        entry({}),
      ],
      initials: 'MB',
      computer: 'front-desk',
      file: '/data/state.sqlite',
    }));
    renderApp(bridge, { at: '/desk/journal' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Printed a hand-out for the family of Albert Finch.',
      'Started the memorial of Albert Finch and invited the family to write it.',
    ]);
    expect(rows[0]!.textContent).toMatch(/None set/);
    expect(rows[1]!.textContent).toMatch(/MB/);
    expectVisible(screen.getByText(wholeText(/^Recorded on this computer \(front-desk\), not by the memorial service/)));
    await user.type(screen.getByLabelText('Search the journal'), 'hand-out');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expectVisible(screen.getByText(wholeText('1 entry found for “hand-out”.')));
  });

  test('on a device that gives no name (a phone), it is this device’s record, in the app’s words', async () => {
    const bridge = funeralHomeMain().on('journal.list', () => ({
      entries: [entry({ computer: '' })],
      initials: null,
      computer: '',
      file: '/data/state.sqlite',
    }));
    renderApp(bridge, { at: '/desk/journal' });
    expectVisible(await screen.findByText(wholeText(/^Recorded on this device, not by the memorial service/)));
  });

  test('printing a hand-out is written in the journal', async () => {
    const bridge = funeralHomeMain()
      .on('getMemorial', () => ({
        status: 200,
        data: businessMemorial({ slug: 'albert', deceased_name: 'Albert Finch', status: 'awaiting_family', id: null }),
      }))
      .on('journal.note', () => ({ recorded: true }));
    renderApp(bridge, { at: '/desk/memorials/albert/handout' });
    await screen.findByRole('heading', { level: 1, name: 'Hand-out for Albert Finch' });
    await act(async () => {
      window.dispatchEvent(new Event('beforeprint'));
      await Promise.resolve();
    });
    expect(bridge.callsOf('journal.note')).toEqual([{ accountId: funeralHome.id, kind: 'handout-printed', memorialName: 'Albert Finch' }]);
  });
});

describe('the desk journal in Spanish', () => {
  afterEach(() => vi.restoreAllMocks());

  test('says a saved list in Spanish, one row and several; one recorded before its list was kept stays as recorded', async () => {
    // The browser prefers Spanish (nothing chosen in Settings).
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-ES']);
    const saved = (id: string, which: 'memorials' | 'waiting', rows: number) =>
      entry({ id, kind: 'list-saved', what: `Saved the list (${rows} rows).`, memorialName: null, list: { which, rows } });
    const bridge = funeralHomeMain().on('journal.list', () => ({
      entries: [
        saved('e3', 'memorials', 12),
        saved('e2', 'waiting', 1),
        entry({ id: 'e1', kind: 'list-saved', what: 'Saved the list of memorials as a spreadsheet (3 rows).', memorialName: null }),
      ],
      initials: 'MB',
      computer: 'front-desk',
      file: '/data/state.sqlite',
    }));
    renderApp(bridge, { at: '/desk/journal' });
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Se guardó la lista de memoriales como hoja de cálculo (12 filas).',
      'Se guardó la lista de familias en espera como hoja de cálculo (1 fila).',
      'Saved the list of memorials as a spreadsheet (3 rows).',
    ]);
    // A search in Spanish finds the words as shown.
    await userEvent.setup().type(screen.getByRole('searchbox'), 'familias en espera');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(1));
  });

  test('says each entry with the sentence the spreadsheet and the record use, the name apart in <bdi>', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-ES']);
    const bridge = funeralHomeMain().on('journal.list', () => ({
      entries: [
        entry({ id: 'e3', kind: 'handout-printed', what: 'Printed a hand-out for the family of a memorial.', memorialName: null }),
        entry({ id: 'e2', kind: 'invitation-resent', what: 'x', memorialName: null }),
        entry({ id: 'e1', kind: 'handout-printed', what: 'Printed a hand-out for the family of Albert Finch.' }),
      ],
      initials: 'MB',
      computer: 'front-desk',
      file: '/data/state.sqlite',
    }));
    renderApp(bridge, { at: '/desk/journal' });
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const cells = within(table).getAllByRole('rowheader');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      // “a memorial” as the record says it (shared/bridge/desk-journal-words.ts), not “a memorial with no name yet”.
      'Se imprimió una hoja para la familia de un memorial.',
      'Se volvió a enviar la invitación para el memorial de un memorial que aún no tiene nombre; el enlace anterior de la familia dejó de funcionar.',
      'Se imprimió una hoja para la familia de Albert Finch.',
    ]);
    expect(cells[2]!.querySelector('bdi')?.textContent).toBe('Albert Finch');
  });
});
