import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Broadcast } from '../../../../shared/api/premium';
import { calendarText } from '../../../../core/features/posts/calendar';
import { intlIn } from '../../../helpers/intl';

const english = await intlIn();

function event(overrides: Partial<Broadcast>): Broadcast {
  return {
    id: 9,
    kind: 'event',
    title: 'Planting sweet peas; for Eleanor, with tea',
    content:
      'Bring gloves; seeds and tea provided.\nAll welcome — ça va, a long sentence to make the line long enough that it has to be folded somewhere along the way.',
    location: 'Larkfield Community Garden, by the blue gate',
    starts_at: '2031-05-16T10:30:00+01:00',
    ends_at: '2031-05-16T12:30:00+01:00',
    rsvp: null,
    rsvp_enabled: true,
    is_showing: true,
    moderation: { status: 'passed', reason: null, checked_at: null },
    created_at: '2026-11-01T00:00:00Z',
    ...overrides,
  } as Broadcast;
}

describe('events as iCalendar (RFC 5545)', () => {
  it('parsed back with ical.js, gives the event’s own start and end, summary, place and words', async () => {
    const text = await calendarText([{ memorialId: 3, memorialName: 'Eleanor Whitfield', event: event({}) }], Date.parse('2026-11-25T14:00:00Z'), english);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/Memorial Desk/);
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(1);
    const parsed = new ICAL.Event(vevents[0]);
    expect(parsed.uid).toBe('memorial-3-event-9@memorial-desk');
    expect(parsed.startDate.toJSDate().getTime()).toBe(Date.parse('2031-05-16T10:30:00+01:00'));
    expect(parsed.endDate.toJSDate().getTime()).toBe(Date.parse('2031-05-16T12:30:00+01:00'));
    expect(parsed.startDate.zone.tzid).toBe('UTC');
    expect(parsed.summary).toBe('Planting sweet peas; for Eleanor, with tea');
    expect(parsed.location).toBe('Larkfield Community Garden, by the blue gate');
    // The name isolated inside the sentence (FSI…PDI), so it keeps its direction in any language.
    expect(parsed.description).toContain('In memory of \u2068Eleanor Whitfield\u2069.');
    expect(parsed.description).toContain('Bring gloves; seeds and tea provided.\nAll welcome — ça va');
    expect(vevents[0]!.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-11-25T14:00:00Z');
  });

  it('escapes text, folds lines to 75 octets, and uses CRLF throughout', async () => {
    const text = await calendarText([{ memorialId: 3, memorialName: null, event: event({}) }], Date.now(), english);
    expect(text).toContain('SUMMARY:Planting sweet peas\\; for Eleanor\\, with tea\r\n');
    expect(text).toContain('DTSTART:20310516T093000Z\r\n');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(text.split('\r\n').some((line) => line.startsWith(' '))).toBe(true);
  });

  it('a whole memorial’s events at once; an event with no end gets an hour, and says so; announcements are left out', async () => {
    const text = await calendarText(
      [
        { memorialId: 3, memorialName: null, event: event({}) },
        { memorialId: 3, memorialName: null, event: event({ id: 10, title: 'Second', ends_at: null }) },
        { memorialId: 3, memorialName: null, event: event({ id: 11, kind: 'announcement', title: 'News', starts_at: null, ends_at: null }) },
      ],
      Date.now(),
      english,
    );
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary)).toEqual(['Planting sweet peas; for Eleanor, with tea', 'Second']);
    expect(events[1]!.endDate.toJSDate().getTime() - events[1]!.startDate.toJSDate().getTime()).toBe(60 * 60 * 1000);
    expect(events[1]!.description).toMatch(/end time was not given/);
  });

  it('in Arabic: the event’s text in Arabic words, a Latin name isolated inside them, the event’s own words as written', async () => {
    const arabic = await intlIn('ar');
    const text = await calendarText(
      [{ memorialId: 3, memorialName: 'Eleanor Whitfield', event: event({ ends_at: null, rsvp: 'https://rsvp.example/eleanor' }) }],
      Date.parse('2026-11-25T14:00:00Z'),
      arabic,
    );
    const parsed = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')[0]);
    const lines = parsed.description.split('\n\n');
    expect(lines[0]).toBe('في ذكرى \u2068Eleanor Whitfield\u2069.');
    expect(lines).toContain('للرد: https://rsvp.example/eleanor');
    expect(lines.at(-1)).toBe('لم يُحدَّد وقت الانتهاء؛ يعرض التقويم ساعة واحدة.');
    expect(parsed.summary).toBe('Planting sweet peas; for Eleanor, with tea');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });
});
