/**
 * An event of a memorial (or all of a memorial's events) as an iCalendar file (RFC 5545) that
 * Outlook, Apple Calendar and Google Calendar open: built with ical.js, which escapes the text
 * (commas, semicolons, backslashes, line breaks) and folds long lines by their UTF-8 octets.
 *
 * - Times are written in UTC (`DTSTART:20310516T093000Z`): the service's starts_at carries its own
 *   offset, and UTC needs no VTIMEZONE block, which calendars read most reliably.
 * - An event the service gives no end gets one an hour after its start (a calendar shows a
 *   zero-length event as a thin line easily missed), and its description says the end was not given.
 * - The UID is the memorial's and the event's numbers, so importing the file again updates the
 *   same entry rather than adding a second.
 *
 * ical.js is loaded the first time a calendar file is made, not with the core: on the phone the
 * core runs in the page, and ical.js alone was a sixth of the JavaScript before the first screen
 * (test/mobile/vite.config.test.ts holds the budget).
 */
import type { IntlShape } from '@formatjs/intl';
import type ICAL from 'ical.js';
import type { Broadcast } from '../../../shared/api/premium';
import { isolate } from '../../../shared/i18n/isolate';
import { postsFilesWords as words } from './posts-files-words';

type Ical = typeof ICAL;

let loaded: Promise<Ical> | null = null;

function ical(): Promise<Ical> {
  loaded ??= import('ical.js').then(({ default: loadedIcal }) => {
    /** ical.js folds after 75 octets but then adds the leading space, so each continuation would be 76. */
    loadedIcal.foldLength = 74;
    return loadedIcal;
  });
  return loaded;
}

const PRODID = '-//Memorial Desk//Memorial events//EN';
const HOUR_MS = 60 * 60 * 1000;

export interface CalendarEvent {
  memorialId: number;
  memorialName: string | null;
  event: Broadcast;
}

/** Events that can go in a calendar: an event with a start the service gave. */
export function hasTime(broadcast: Broadcast): boolean {
  return broadcast.kind === 'event' && broadcast.starts_at !== null && !Number.isNaN(Date.parse(broadcast.starts_at));
}

/** The .ics text of one or more events, its words in the app's language (`intl`); `now` is the DTSTAMP. */
export async function calendarText(events: readonly CalendarEvent[], now: number, intl: IntlShape): Promise<string> {
  const lib = await ical();
  const utc = (moment: number) => lib.Time.fromJSDate(new Date(moment), true);
  const calendar = new lib.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', PRODID);
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  for (const { memorialId, memorialName, event } of events) {
    if (!hasTime(event)) continue;
    const start = Date.parse(event.starts_at!);
    const givenEnd = event.ends_at === null ? NaN : Date.parse(event.ends_at);
    const end = Number.isNaN(givenEnd) || givenEnd < start ? start + HOUR_MS : givenEnd;
    const vevent = new lib.Component('vevent');
    vevent.addPropertyWithValue('uid', `memorial-${memorialId}-event-${event.id}@memorial-desk`);
    vevent.addPropertyWithValue('dtstamp', utc(now));
    vevent.addPropertyWithValue('dtstart', utc(start));
    vevent.addPropertyWithValue('dtend', utc(end));
    vevent.addPropertyWithValue('summary', event.title);
    if (event.location) vevent.addPropertyWithValue('location', event.location);
    const description = [
      // The name inside a sentence: isolated, so a Latin name keeps its place in Arabic words.
      memorialName ? intl.formatMessage(words.inMemoryOf, { name: isolate(memorialName) }) : null,
      event.content,
      event.rsvp ? intl.formatMessage(words.toReply, { rsvp: event.rsvp }) : null,
      Number.isNaN(givenEnd) ? intl.formatMessage(words.noEnd) : null,
    ].filter((part): part is string => Boolean(part));
    if (description.length > 0) vevent.addPropertyWithValue('description', description.join('\n\n'));
    calendar.addSubcomponent(vevent);
  }
  // ical.js joins lines with CRLF; RFC 5545 wants one after the last line too.
  return `${calendar.toString()}\r\n`;
}
