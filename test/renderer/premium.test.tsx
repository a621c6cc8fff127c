import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { CalendarDate, Time } from '@internationalized/date';
import type { ExportState } from '../../shared/api/exports';
import type { Broadcast, Fund, RsvpList } from '../../shared/api/premium';
import type { DownloadState } from '../../shared/bridge-premium';
import { BridgeCallError } from '../../renderer/bridge';
import { postBody, zonedIso, EMPTY_POST } from '../../renderer/features/posts/post-words';
import { unlinkedHeadings } from '../../renderer/features/fund/fund-words';
import { useDownloadsStore, useStartedStore } from '../../renderer/features/exports/exports-state';
import { accountsState, expectVisible, type FakeBridge, fakeMain, family, funeralHome, outboxEntry, personalMemorial, renderApp } from './harness';

/** Issue 12 in jsdom, on a fake main: the fund, posts and replies, exports and the archive, visits. */
const memorialAnswer = () => ({ status: 200, data: { data: personalMemorial({ id: 1, deceased_name: 'June Ellis' }) } });

function familyMain(): FakeBridge {
  return fakeMain(accountsState([family, funeralHome], family.id)).on('getMyMemorial', memorialAnswer);
}

const fund = (overrides: Partial<Extract<Fund, { exists: true }>> = {}): Fund => ({
  exists: true,
  message: 'Gifts to the choir, please.',
  links: [{ title: 'Give to the choir', url: 'https://choir.example/give' }],
  is_showing: true,
  moderation: { status: 'passed', reason: null },
  updated_at: '2026-05-01T10:00:00Z',
  notice: 'The fund passed the safety check and is showing on the memorial page.',
  ...overrides,
});

describe('the memorial fund', () => {
  test('opened directly: the memorial’s name, the way back, and the fund in words', async () => {
    renderApp(familyMain().on('getFund', () => ({ status: 200, data: fund() })), { at: '/memorials/1/fund' });
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Memorial fund' }));
    await screen.findByText('For June Ellis');
    const wayBack = screen.getByRole('navigation', { name: 'Way back' });
    expect(within(wayBack).getByRole('link', { name: 'Back to the memorial for June Ellis' }).getAttribute('href')).toBe('/memorials/1');
    expectVisible(await screen.findByText('Showing on the memorial'));
    expectVisible(screen.getByText('The fund passed the safety check and is showing on the memorial page.'));
    await waitFor(() => expect(document.title).toBe('Memorial fund · June Ellis — Memorial Desk'));
  });

  test('a heading without a web address is pointed out as it is typed, and once more before saving; the change is queued with the memorial', async () => {
    const user = userEvent.setup();
    const bridge = familyMain()
      .on('getFund', () => ({ status: 200, data: { exists: false, notice: 'This memorial has no fund yet.' } }))
      .on('saveFund', (args) => ({ queued: outboxEntry({ operation: 'saveFund', memorialId: 1, contributionId: null, body: args.body as Record<string, unknown> }) }));
    renderApp(bridge, { at: '/memorials/1/fund' });
    await user.type(await screen.findByLabelText('Message'), 'Gifts to the choir, please.');
    const second = screen.getByRole('group', { name: /Second link/ });
    await user.type(within(second).getByLabelText('Heading'), 'About the choir');
    expectVisible(within(second).getByText(/no web address, so the memorial service will leave it out/));
    await user.click(screen.getByRole('button', { name: 'Save the fund' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'A heading has no web address' });
    expect(bridge.callsOf('saveFund')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save without it' }));
    await waitFor(() => expect(bridge.callsOf('saveFund')).toHaveLength(1));
    expect(bridge.callsOf('saveFund')[0]).toMatchObject({
      params: { memorial: 1 },
      // Sent as written: the service itself leaves out the heading without an address (rule 4).
      body: { message: 'Gifts to the choir, please.', link_one_title: null, link_one_url: null, link_two_title: 'About the choir', link_two_url: null },
      accountId: family.id,
    });
  });

  test('a memorial without Premium: the explanation of what Premium adds, never the raw refusal; the words come back into the form', async () => {
    const bridge = familyMain().on('getFund', () => ({ status: 200, data: { exists: false, notice: 'This memorial has no fund. A memorial fund needs Premium.' } }));
    renderApp(bridge, { at: '/memorials/1/fund' });
    await screen.findByText('There is no fund on this memorial yet.');
    const refused = outboxEntry({
      id: 'r1',
      operation: 'saveFund',
      memorialId: 1,
      contributionId: null,
      state: 'refused',
      code: 'premium_required',
      message: "A memorial fund needs Premium, and this memorial isn't Premium. Nothing was saved.",
      body: { message: 'Gifts to the choir, please.' },
    });
    await bridge.emit('outbox', { entries: [refused] });
    expectVisible(await screen.findByText('A memorial fund is part of Premium, and this memorial does not have Premium.'));
    expectVisible(screen.getByText(/Premium adds to a memorial/));
    expect(screen.queryByText(/isn't Premium. Nothing was saved/)).toBeNull();
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe('Gifts to the choir, please.'));
  });

  test('being checked: said so, with the service’s words, and the person can ask again now', async () => {
    let answer: Fund = fund({ is_showing: false, moderation: { status: 'pending', reason: null }, notice: 'The fund is saved. It is not showing yet.' });
    const bridge = familyMain().on('getFund', () => ({ status: 200, data: answer }));
    renderApp(bridge, { at: '/memorials/1/fund' });
    expectVisible(await screen.findByText('Saved, not showing until the check passes'));
    answer = fund();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check now' }));
    expectVisible(await screen.findByText('Showing on the memorial'));
    // The person's own read, not a background one.
    expect(bridge.callsOf('getFund').at(-1)).not.toHaveProperty('background');
  });
});

describe('announcements, events and replies', () => {
  test('a post the service accepted shows at once, before the list’s own refresh catches up', async () => {
    const bridge = familyMain().on('listBroadcasts', () => ({ status: 200, data: { data: [] } }));
    renderApp(bridge, { at: '/memorials/1/posts' });
    await screen.findByText('Nothing has been posted yet.');
    const entry = outboxEntry({ id: 'p1', operation: 'createBroadcast', memorialId: 1, contributionId: null, touches: [], body: { title: 'Gathering', kind: 'announcement' } });
    await bridge.emit('outbox', { entries: [entry] });
    expectVisible(await screen.findByText('Waiting to be sent (saved on this computer)'));
    // Done, and the list not read again yet (its refresh may wait behind the request limit).
    await bridge.emit('outbox', { entries: [{ ...entry, state: 'done', finishedAt: new Date(Date.now() + 1000).toISOString() }] });
    const card = await screen.findByRole('article', { name: 'Gathering' });
    expectVisible(within(card).getByText('Saved, not showing until the check passes'));
    expectVisible(screen.getByRole('button', { name: 'Check now' }));
  });

  const event: Broadcast = {
    id: 7,
    kind: 'event',
    title: 'Gathering in the garden',
    content: null,
    location: 'The garden',
    starts_at: '2030-06-01T13:00:00Z',
    ends_at: null,
    rsvp: null,
    rsvp_enabled: true,
    is_showing: true,
    moderation: { status: 'passed', reason: null },
    created_at: '2026-05-01T10:00:00Z',
  };

  test('the send button is described by “Nobody is emailed”', async () => {
    renderApp(familyMain().on('listBroadcasts', () => ({ status: 200, data: { data: [event] } })), { at: '/memorials/1/posts' });
    const send = await screen.findByRole('button', { name: 'Post the announcement' });
    expect(send.getAttribute('aria-describedby')).toBe('post-nobody-emailed');
    expect(document.getElementById('post-nobody-emailed')?.textContent).toMatch(/^Nobody is emailed\./);
    expect((await screen.findByRole('link', { name: /See the replies and who is coming: Gathering in the garden/ })).getAttribute('href')).toBe('/memorials/1/posts/7');
  });

  test('an event’s day and time are sent in the spec’s date-time with this computer’s offset; an announcement carries no event fields', () => {
    expect(zonedIso(new CalendarDate(2030, 6, 1), new Time(14, 0), 'Europe/London')).toBe('2030-06-01T14:00:00+01:00');
    expect(zonedIso(new CalendarDate(2030, 1, 1), new Time(14, 0), 'Europe/London')).toBe('2030-01-01T14:00:00+00:00');
    expect(zonedIso(new CalendarDate(2030, 1, 1), new Time(9, 30), 'America/New_York')).toBe('2030-01-01T09:30:00-05:00');
    expect(postBody({ ...EMPTY_POST, title: ' News ', location: 'ignored' })).toEqual({ title: 'News', kind: 'announcement', content: null });
  });

  test('replies: the people expected are counts.people (a yes for four counts four), never the replies', async () => {
    const replies: RsvpList = {
      data: [
        { id: 1, name: 'Ann', attending: 'yes', party_size: 4, created_at: '2026-05-02T10:00:00Z' },
        { id: 2, name: 'Bill', attending: 'no', party_size: 2, created_at: '2026-05-02T11:00:00Z' },
        { id: 3, name: 'Cath', attending: 'maybe', party_size: 1, created_at: '2026-05-02T12:00:00Z' },
      ],
      counts: { people: 4, replies: 3, yes: 1, no: 1, maybe: 1 },
      message: '4 people are expected, from 3 replies. 1 reply says maybe.',
    };
    const bridge = familyMain()
      .on('listBroadcasts', () => ({ status: 200, data: { data: [event] } }))
      .on('listRsvps', () => ({ status: 200, data: replies }))
      .on('downloads.folders', () => ({ downloads: '/home/j/Downloads', archive: '/data/archive', canChoose: false, canShow: false }))
      .on('rsvps.saveCsv', () => ({ saved: true, fileId: 'f1', path: '/home/j/Downloads/Guest list.csv', message: 'The guest list is saved as /home/j/Downloads/Guest list.csv.' }));
    renderApp(bridge, { at: '/memorials/1/posts/7' });
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Replies to “Gathering in the garden”' }));
    expect(document.querySelector('.expected__figure')?.textContent).toBe('4 people expected');
    expect(document.body.textContent).not.toMatch(/3 people/);
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(bridge.callsOf('listRsvps')[0]).toMatchObject({ params: { event: 7 } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save the guest list as a spreadsheet (CSV)' }));
    expectVisible(await screen.findByText('The guest list is saved as /home/j/Downloads/Guest list.csv.'));
    // The renderer asked main to write it; the replies themselves never went back across the bridge.
    expect(bridge.callsOf('rsvps.saveCsv')).toEqual([{ accountId: family.id, memorialId: 1, eventId: 7, eventTitle: 'Gathering in the garden' }]);
  });
});

describe('exports', () => {
  // The session's memory of started exports and downloads outlives a screen, so each test starts it afresh.
  beforeEach(() => {
    useStartedStore.setState({ started: {} });
    useDownloadsStore.setState({ byId: {} });
  });
  const preparing: ExportState = { export_id: 5, type: 'zip', status: 'preparing', ready: false, download_url: null, message: "We're preparing the archive for June Ellis." };
  const ready: ExportState = { ...preparing, status: 'ready', ready: true, download_url: 'http://127.0.0.1:4010/downloads/5?sig', message: 'The archive for June Ellis is ready to download.' };

  function exportsMain(current: { state: ExportState }) {
    return familyMain()
      .on('archive.list', () => ({ entries: [] }))
      .on('downloads.list', () => ({ downloads: [] }))
      .on('downloads.folders', () => ({ downloads: '/home/j/Downloads', archive: '/data/archive/June Ellis (1)', canChoose: false, canShow: false }))
      .on('startExport', () => ({ status: 202, data: current.state }))
      .on('getExport', () => ({ status: 200, data: current.state }));
  }

  test('no download is offered before the service says ready; the service’s words are shown as they come', async () => {
    const user = userEvent.setup();
    const current = { state: preparing };
    const bridge = exportsMain(current);
    renderApp(bridge, { at: '/memorials/1/exports' });
    const archive = await screen.findByRole('region', { name: 'Archive of words and tributes (ZIP)' });
    await user.click(within(archive).getByRole('button', { name: 'Prepare the archive' }));
    expectVisible(await within(archive).findByText("We're preparing the archive for June Ellis."));
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
    current.state = ready;
    await user.click(within(archive).getByRole('button', { name: 'Check now' }));
    expectVisible(await within(archive).findByRole('button', { name: 'Download the archive' }));
    expectVisible(within(archive).getByText('/home/j/Downloads'));
  });

  test('a download’s progress, its end, and the file never named before it is done', async () => {
    const user = userEvent.setup();
    const current = { state: ready };
    const bridge = exportsMain(current);
    const base: DownloadState = {
      id: 'd1',
      accountId: family.id,
      memorialId: 1,
      exportId: 5,
      type: 'zip',
      state: 'starting',
      received: 0,
      total: null,
      folder: '/home/j/Downloads',
      fileName: null,
      archiveId: null,
      message: 'Asking the memorial service for the file…',
      startedAt: '2026-05-01T10:00:00Z',
      finishedAt: null,
    };
    bridge.on('exports.download', () => base).on('downloads.cancel', () => ({ ...base, state: 'downloading' }));
    renderApp(bridge, { at: '/memorials/1/exports' });
    const archive = await screen.findByRole('region', { name: 'Archive of words and tributes (ZIP)' });
    await user.click(within(archive).getByRole('button', { name: 'Prepare the archive' }));
    await user.click(await within(archive).findByRole('button', { name: 'Download the archive' }));
    expect(bridge.callsOf('exports.download')[0]).toEqual({ accountId: family.id, memorialId: 1, memorialName: 'June Ellis', exportId: 5, where: { kind: 'downloads' } });
    await bridge.emit('download', { ...base, state: 'downloading', received: 500_000, total: 2_000_000, message: 'Downloading the archive…' });
    const bar = within(archive).getByRole('progressbar');
    expect(bar.getAttribute('value')).toBe('500000');
    expectVisible(within(archive).getByText(/500 kB of 2 MB/));
    await user.click(within(archive).getByRole('button', { name: 'Stop the download' }));
    expect(bridge.callsOf('downloads.cancel')).toEqual([{ id: 'd1' }]);
    await bridge.emit('download', { ...base, state: 'done', received: 2_000_000, total: 2_000_000, fileName: 'memorial-archive-june.zip', archiveId: 'a1', message: 'The archive is saved as memorial-archive-june.zip in /home/j/Downloads.' });
    expectVisible(await within(archive).findByText('The archive is saved as memorial-archive-june.zip in /home/j/Downloads.'));
    expect(within(archive).queryByRole('progressbar')).toBeNull();
    expect(within(archive).getByRole('link', { name: 'See everything you have saved' }).getAttribute('href')).toBe('/archive');
  });

  test('an export started for one kind never shows on the other (regression: the first export’s id was the other card’s placeholder)', async () => {
    const book: ExportState = { export_id: 1, type: 'pdf', status: 'preparing', ready: false, download_url: null, message: "We're preparing the Memorial Book for June Ellis." };
    const bridge = exportsMain({ state: book });
    renderApp(bridge, { at: '/memorials/1/exports' });
    const bookCard = await screen.findByRole('region', { name: 'Memorial Book (PDF)' });
    const archiveCard = screen.getByRole('region', { name: 'Archive of words and tributes (ZIP)' });
    await userEvent.setup().click(within(bookCard).getByRole('button', { name: 'Prepare the Memorial Book' }));
    expectVisible(await within(bookCard).findByText("We're preparing the Memorial Book for June Ellis."));
    expect(within(archiveCard).queryByText(/Memorial Book for June Ellis/)).toBeNull();
    expectVisible(within(archiveCard).getByRole('button', { name: 'Prepare the archive' }));
  });

  test('the Memorial Book of a memorial without Premium: the explanation, not the raw refusal', async () => {
    const bridge = exportsMain({ state: preparing }).on('startExport', () => {
      throw new BridgeCallError({ kind: 'invalid', status: 422, code: 'premium_required', message: 'The Memorial Book is part of Premium.', retryAfter: null, fields: null });
    });
    renderApp(bridge, { at: '/memorials/1/exports' });
    const book = await screen.findByRole('region', { name: 'Memorial Book (PDF)' });
    await userEvent.setup().click(within(book).getByRole('button', { name: 'Prepare the Memorial Book' }));
    expectVisible(await within(book).findByText('The Memorial Book is part of Premium, and this memorial does not have Premium.'));
  });
});

describe('the local archive', () => {
  test('a navigation entry for family accounts; what was saved, per memorial, with dates and sizes, and what is no longer there', async () => {
    const bridge = familyMain()
      .on('listMyMemorials', () => ({ status: 200, data: { data: [], links: {}, meta: { total: 0 } } }) as never)
      .on('downloads.list', () => ({ downloads: [] }))
      .on('downloads.folders', () => ({ downloads: '/home/j/Downloads', archive: '/data/archive', canChoose: false, canShow: false }))
      .on('archive.list', () => ({
        entries: [
          { id: 'a2', accountId: family.id, memorialId: 1, memorialName: 'June Ellis', type: 'pdf', fileName: 'book.pdf', folder: '/home/j/Downloads', bytes: 41_300, exportedAt: '2026-05-02T10:00:00Z', present: true },
          { id: 'a1', accountId: family.id, memorialId: 1, memorialName: 'June Ellis', type: 'zip', fileName: 'archive.zip', folder: '/data/archive/June Ellis (1)', bytes: 13_500, exportedAt: '2026-05-01T10:00:00Z', present: false },
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

describe('visits', () => {
  test('the counts are visits, never visitors; the service’s words; the days as a table', async () => {
    const counts = { today: 1, last_24_hours: 2, last_7_days: 12, last_30_days: 40, last_year: 300, total: 1204, message: 'The memorial has been visited 1204 times in all.' };
    const day = (d: string, total: number) => ({ day: d, recordedAt: `${d}T12:00:00.000Z`, ...counts, total });
    const bridge = familyMain()
      .on('visits.read', () => ({ counts, history: [day('2026-05-01', 1190), day('2026-05-02', 1204)] }))
      .on('visits.history', () => ({ history: [] }));
    renderApp(bridge, { at: '/memorials/1/visits' });
    expectVisible(await screen.findByText('The memorial has been visited 1204 times in all.'));
    expect(screen.getAllByText('1,204 visits').length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/visitor/i);
    expect(bridge.callsOf('visits.read')[0]).toEqual({ accountId: family.id, memorialId: 1 });
    const table = screen.getByRole('table', { name: /Visit counts as read on each day/ });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  test('an address that names no memorial says so', async () => {
    renderApp(familyMain(), { at: '/memorials/abc/visits' });
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'This memorial is not here' }));
  });
});

describe('the fund’s words', () => {
  test('unlinked headings are found as the service would drop them', () => {
    expect(unlinkedHeadings({ link_one_title: 'A', link_one_url: '', link_two_title: ' ', link_two_url: '' })).toEqual(['A']);
    expect(unlinkedHeadings({ link_one_title: 'A', link_one_url: 'https://a.example', link_two_title: '', link_two_url: 'https://b.example' })).toEqual([]);
  });
});
