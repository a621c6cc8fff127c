import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { usePremiumWorld } from './premium-world';

/** What a family keeps (issue 21): an event in a calendar. */
const w = usePremiumWorld();

describe('an event in a calendar', () => {
  it('saves an event as an .ics file whose start is the event’s start', async () => {
    await w.open(`/memorials/${w.eleanor}/posts`, /Announcements and events/);
    const posted = (await w.api(`/me/memorials/${w.eleanor}/broadcasts`)).data as {
      id: number;
      kind: string;
      title: string;
      starts_at: string | null;
      ends_at: string | null;
      is_showing: boolean;
    }[];
    const event = posted.find((b) => b.kind === 'event' && b.starts_at)!;
    const card = w.page.getByRole('article', { name: event.title });
    await expect.poll(() => card.count(), { timeout: 20_000 }).toBe(1);
    // The title, typed by the family, is isolated in the button's name (FSI … PDI).
    await card.getByRole('button', { name: `Add to calendar: \u2068${event.title}\u2069` }).click();
    await expect
      .poll(() => card.textContent(), { timeout: 20_000 })
      .toMatch(/The event is saved as .*\.ics\. Open it to add it to Outlook, Apple Calendar or Google Calendar\./);
    await w.look('event-calendar');

    const name = readdirSync(w.downloads).find((file) => file.endsWith('.ics'))!;
    const text = readFileSync(join(w.downloads, name), 'utf8');
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    const parsed = new ICAL.Event(vevent);
    expect(parsed.summary).toBe(event.title);
    expect(parsed.startDate.toJSDate().getTime()).toBe(Date.parse(event.starts_at!));
    if (event.ends_at) expect(parsed.endDate.toJSDate().getTime()).toBe(Date.parse(event.ends_at));
    expect(parsed.uid).toBe(`memorial-${w.eleanor}-event-${event.id}@memorial-desk`);
    expect(vevent.getFirstPropertyValue('dtstamp')).not.toBeNull();
  });
});
