import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { CalendarDate, Time } from '@internationalized/date';
import type { Broadcast, RsvpList } from '../../../../shared/api/premium';
import { postBody, zonedIso, EMPTY_POST } from '../../../../renderer/features/posts/post-words';
import { expectVisible, family, juneEllisMain, outboxEntry, renderApp } from '../../harness';

/** Announcements, events and their replies (issue 12) in jsdom, on a fake core. */
describe('announcements, events and replies', () => {
  test('a post the service accepted shows at once, before the list’s own refresh catches up', async () => {
    const bridge = juneEllisMain().on('listBroadcasts', () => ({ status: 200, data: { data: [] } }));
    renderApp(bridge, { at: '/memorials/1/posts' });
    await screen.findByText('Nothing has been posted yet.');
    const entry = outboxEntry({
      id: 'p1',
      operation: 'createBroadcast',
      memorialId: 1,
      contributionId: null,
      touches: [],
      body: { title: 'Gathering', kind: 'announcement' },
    });
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
    renderApp(
      juneEllisMain().on('listBroadcasts', () => ({ status: 200, data: { data: [event] } })),
      { at: '/memorials/1/posts' },
    );
    const send = await screen.findByRole('button', { name: 'Post the announcement' });
    expect(send.getAttribute('aria-describedby')).toBe('post-nobody-emailed');
    expect(document.getElementById('post-nobody-emailed')?.textContent).toMatch(/^Nobody is emailed\./);
    expect((await screen.findByRole('link', { name: 'See the replies and who is coming: \u2068Gathering in the garden\u2069' })).getAttribute('href')).toBe(
      '/memorials/1/posts/7',
    );
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
    const bridge = juneEllisMain()
      .on('listBroadcasts', () => ({ status: 200, data: { data: [event] } }))
      .on('listRsvps', () => ({ status: 200, data: replies }))
      .on('downloads.folders', () => ({ downloads: '/home/j/Downloads', archive: '/data/archive', canChoose: false, canShow: false }))
      .on('rsvps.saveCsv', () => ({
        saved: true,
        fileId: 'f1',
        path: '/home/j/Downloads/Guest list.csv',
        message: 'The guest list is saved as /home/j/Downloads/Guest list.csv.',
      }));
    renderApp(bridge, { at: '/memorials/1/posts/7' });
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Replies to “Gathering in the garden”' }));
    expect(document.querySelector('.expected__figure')?.textContent).toBe('4 people expected');
    expect(document.body.textContent).not.toMatch(/3 people/);
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(bridge.callsOf('listRsvps')[0]).toMatchObject({ params: { event: 7 } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save the guest list as a spreadsheet (CSV)' }));
    expectVisible(await screen.findByText('The guest list is saved as /home/j/Downloads/Guest list.csv.'));
    // The renderer asked the core to write it; the replies themselves never went back across the bridge.
    expect(bridge.callsOf('rsvps.saveCsv')).toEqual([{ accountId: family.id, memorialId: 1, eventId: 7, eventTitle: 'Gathering in the garden' }]);
  });
});
