import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import type { CopyEntry, CopyProgress, JournalEntry } from '../../shared/bridge-keeping';
import { useCopyStore } from '../../renderer/features/exports/copies-data';
import { useDownloadsStore, useStartedStore } from '../../renderer/features/exports/exports-state';
import { accountsState, businessMemorial, expectVisible, fakeMain, family, funeralHome, organization, personalMemorial, renderApp } from './harness';

/** Issue 21 in jsdom, on a fake main: the lists and journal of the desk, and a family's complete copy. */

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

function deskMain() {
  return fakeMain(accountsState([funeralHome]))
    .on('getOrganization', () => ({ status: 200, data: organization() }))
    .on('listMemorials', () => ({
      status: 200,
      data: { data: [businessMemorial({ slug: 'a', deceased_name: 'Albert Finch' })], pagination: { page: 1, per_page: 25, total: 60, total_pages: 3 } },
    }));
}

describe('the memorial list as a spreadsheet', () => {
  test('sends the search shown (not the page), says main’s progress page by page, then where the file is', async () => {
    const user = userEvent.setup();
    let finish: (value: { saved: true; fileId: null; path: string; message: string; rows: number }) => void = () => undefined;
    const bridge = deskMain().on('desk.saveList', () => new Promise((resolve) => (finish = resolve)));
    renderApp(bridge, { at: '/desk?q=Finch&page=2' });
    await user.click(await screen.findByRole('button', { name: 'Save this list as a spreadsheet (CSV)' }));
    const args = bridge.callsOf('desk.saveList')[0]!;
    expect(args).toMatchObject({ accountId: funeralHome.id, which: 'memorials', search: { q: 'Finch' } });
    expect(Object.keys(args.search ?? {})).toEqual(['q']);
    await bridge.emit('listSave', { jobId: args.jobId, accountId: funeralHome.id, page: 2, pages: 3, rows: 200, message: 'Read page 2 of 3: 200 memorials so far.' });
    // Another screen's save is not this one's.
    await bridge.emit('listSave', { jobId: 'someone-else', accountId: funeralHome.id, page: 9, pages: 9, rows: 1, message: 'Not mine.' });
    expectVisible(screen.getByText('Read page 2 of 3: 200 memorials so far.'));
    expect(screen.queryByText('Not mine.')).toBeNull();
    expect(screen.getByRole<HTMLProgressElement>('progressbar', { name: 'Pages read' }).value).toBe(2);
    act(() => finish({ saved: true, fileId: null, path: '/home/j/Downloads/Memorials.csv', message: '60 memorials are saved as /home/j/Downloads/Memorials.csv.', rows: 60 }));
    expectVisible(await screen.findByText('60 memorials are saved as /home/j/Downloads/Memorials.csv.'));
  });
});

describe('the desk journal', () => {
  test('lists what this computer did, newest first, says it is this computer’s record, and searches it', async () => {
    const user = userEvent.setup();
    const bridge = deskMain().on('journal.list', () => ({
      entries: [entry({ id: 'e2', kind: 'handout-printed', what: 'Printed a hand-out for the family of Albert Finch.', at: '2026-11-21T10:00:00Z', initials: null }), entry({})],
      initials: 'MB',
      computer: 'front-desk',
      file: '/data/desk-journal.json',
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
    expectVisible(screen.getByText(/Recorded on this computer \(front-desk\), not by the memorial service/));
    await user.type(screen.getByLabelText('Search the journal'), 'hand-out');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expectVisible(screen.getByText('1 entry found for “hand-out”.'));
  });

  test('printing a hand-out is written in the journal', async () => {
    const bridge = deskMain()
      .on('getMemorial', () => ({ status: 200, data: businessMemorial({ slug: 'albert', deceased_name: 'Albert Finch', status: 'awaiting_family', id: null }) }))
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

describe('a complete copy', () => {
  beforeEach(() => {
    useStartedStore.setState({ started: {} });
    useDownloadsStore.setState({ byId: {} });
    useCopyStore.setState({ byMemorial: {} });
  });
  const copy: CopyEntry = {
    id: 'June Ellis (1)/Complete copy 2026-11-25 14.30',
    memorialId: 1,
    memorialName: 'June Ellis',
    folder: '/data/archive/June Ellis (1)/Complete copy 2026-11-25 14.30',
    madeAt: '2026-11-25T14:30:00Z',
    files: [
      { name: 'archive.zip', bytes: 2048 },
      { name: 'Tributes.csv', bytes: 512 },
    ],
  };

  function familyMain(copies: CopyEntry[]) {
    return fakeMain(accountsState([family], family.id))
      .on('getMyMemorial', () => ({ status: 200, data: { data: personalMemorial({ id: 1, deceased_name: 'June Ellis' }) } }))
      .on('archive.list', () => ({ entries: [] }))
      .on('downloads.list', () => ({ downloads: [] }))
      .on('downloads.folders', () => ({ downloads: '/home/j/Downloads', archive: '/data/archive/June Ellis (1)', canChoose: false, canShow: false }))
      .on('copies.list', () => ({ copies }));
  }

  test('one action, its progress read aloud step by step, and the copy listed once done', async () => {
    const user = userEvent.setup();
    const copies: CopyEntry[] = [];
    const bridge = familyMain(copies).on('copies.make', (args) => ({ jobId: args.jobId, accountId: family.id, memorialId: 1, state: 'working', step: 0, steps: 6, message: 'Starting the copy…', folder: null }));
    renderApp(bridge, { at: '/memorials/1/exports' });
    let panel = await screen.findByRole('region', { name: 'Keep a complete copy' });
    await user.click(within(panel).getByRole('button', { name: 'Make a complete copy' }));
    const { jobId } = bridge.callsOf('copies.make')[0]!;
    expect(bridge.callsOf('copies.make')[0]).toEqual({ accountId: family.id, jobId, memorialId: 1, memorialName: 'June Ellis' });
    const progress = (over: Partial<CopyProgress>): CopyProgress => ({ jobId, accountId: family.id, memorialId: 1, state: 'working', step: 3, steps: 6, message: '', folder: null, ...over });
    await bridge.emit('copy', progress({ message: 'Waiting for the memorial service to finish the archive…' }));
    const words = () => panel.querySelector('.complete-copy__words')!.textContent;
    expect(words()).toBe('Waiting for the memorial service to finish the archive…');
    expect(within(panel).getByRole<HTMLProgressElement>('progressbar', { name: 'Steps done' }).value).toBe(3);
    expect(within(panel).getByRole('button', { name: 'Make a complete copy' }).getAttribute('aria-disabled')).toBe('true');

    // The copy goes on in main while the person looks elsewhere; back on the screen, it says where it has reached.
    cleanup();
    renderApp(bridge, { at: '/memorials/1/exports' });
    panel = await screen.findByRole('region', { name: 'Keep a complete copy' });
    expect(words()).toBe('Waiting for the memorial service to finish the archive…');
    copies.push(copy);
    await bridge.emit('copy', progress({ state: 'done', step: 6, message: `The complete copy is kept in ${copy.folder}.`, folder: copy.folder }));
    expect(words()).toBe(`The complete copy is kept in ${copy.folder}.`);
    expectVisible(await within(panel).findByRole('button', { name: /^Check this copy of June Ellis, made November 25, 2026/ }));
  });

  test('Check this copy names the file that changed or is missing, in plain words', async () => {
    const user = userEvent.setup();
    const bridge = familyMain([copy]).on('copies.check', () => ({
      whole: false,
      files: [
        { name: 'archive.zip', state: 'changed' },
        { name: 'Tributes.csv', state: 'missing' },
      ],
      message: 'Missing: Tributes.csv. Changed since the copy was made: archive.zip. The other files are as they were.',
    }));
    renderApp(bridge, { at: '/archive' });
    const copies = await screen.findByRole('region', { name: 'Complete copies' });
    await user.click(within(copies).getByRole('button', { name: /^Check this copy/ }));
    expectVisible(await within(copies).findByText('This copy is not as it was made.'));
    expectVisible(within(copies).getByText('archive.zip: changed'));
    expectVisible(within(copies).getByText('Tributes.csv: missing'));
    expect(bridge.callsOf('copies.check')).toEqual([{ id: copy.id }]);
  });
});
