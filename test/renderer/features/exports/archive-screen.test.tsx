import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { useCopyStore } from '../../../../renderer/features/exports/copies-data';
import { expectVisible, family, juneEllisMain, renderApp } from '../../harness';
import { juneEllisCopy as copy, savedFilesMain } from './saved-files';

/** Saved exports, the local archive (issues 12 and 21), in jsdom on a fake core. */
beforeEach(() => {
  useCopyStore.setState({ byMemorial: {} });
});

describe('the local archive', () => {
  test('a navigation entry for family accounts; what was saved, per memorial, with dates and sizes, and what is no longer there', async () => {
    const bridge = juneEllisMain()
      .on('listMyMemorials', () => ({ status: 200, data: { data: [], links: {}, meta: { total: 0 } } }) as never)
      .on('downloads.list', () => ({ downloads: [] }))
      .on('downloads.folders', () => ({ downloads: '/home/j/Downloads', archive: '/data/archive', canChoose: false, canShow: false }))
      .on('archive.list', () => ({
        entries: [
          {
            id: 'a2',
            accountId: family.id,
            memorialId: 1,
            memorialName: 'June Ellis',
            type: 'pdf',
            fileName: 'book.pdf',
            folder: '/home/j/Downloads',
            bytes: 41_300,
            exportedAt: '2026-05-02T10:00:00Z',
            present: true,
          },
          {
            id: 'a1',
            accountId: family.id,
            memorialId: 1,
            memorialName: 'June Ellis',
            type: 'zip',
            fileName: 'archive.zip',
            folder: '/data/archive/June Ellis (1)',
            bytes: 13_500,
            exportedAt: '2026-05-01T10:00:00Z',
            present: false,
          },
        ],
      }));
    renderApp(bridge, { at: '/archive' });
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Saved exports' }));
    expect(screen.getByRole('navigation', { name: 'Main' }).textContent).toMatch(/Saved exports/);
    const group = await screen.findByRole('region', { name: 'June Ellis' });
    expect(within(group).getAllByRole('row')).toHaveLength(3);
    expectVisible(within(group).getByText('41.3 kB'));
    expectVisible(within(group).getByText(/No longer in this folder/));
  });
});

describe('complete copies', () => {
  test('Check this copy names the file that changed or is missing, in plain words', async () => {
    const user = userEvent.setup();
    const bridge = savedFilesMain([copy]).on('copies.check', () => ({
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
