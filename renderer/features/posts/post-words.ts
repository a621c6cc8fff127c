import { getLocalTimeZone, toCalendarDateTime, toZoned, type CalendarDate, type Time } from '@internationalized/date';
import { z } from 'zod';
import { END_BEFORE_START, isEndBeforeStart, text } from '../../../shared/api/fields';
import type { Broadcast, CreateBroadcastBody } from '../../../shared/api/premium';
import { LIMITS } from '../../../shared/limits';
import { formatDate, formatTime, formatWeekday } from '../../ui/format';

/** Whether a post shows, in words (never "showing" before the service says so). */
export function postStatus(post: Pick<Broadcast, 'is_showing' | 'moderation'>): { tone: 'live' | 'checking' | 'refused' | 'hidden'; words: string } {
  if (post.is_showing) return { tone: 'live', words: 'Showing on the memorial' };
  switch (post.moderation.status) {
    case 'pending':
      return { tone: 'checking', words: 'Saved, not showing until the check passes' };
    case 'failed':
      return { tone: 'refused', words: 'Not showing: the safety check refused it' };
    case 'passed':
      return { tone: 'hidden', words: 'Not showing' };
  }
}

/** "Saturday, 13 June 2026 at 3:00 PM", in the person's own time zone and style. */
export function whenWords(moment: string | null): string | null {
  if (!moment) return null;
  const day = formatDate(moment);
  if (!day) return null;
  const weekday = formatWeekday(moment);
  return `${weekday}, ${day} at ${formatTime(moment)}`;
}

/** The time zone dates and times are read and written in: this computer's. */
export function localZone(): string {
  return getLocalTimeZone();
}

/**
 * A day and a time on this computer's clock as the spec's date-time, with this computer's offset
 * that day: "2026-06-13T15:00:00+01:00" (daylight saving included).
 */
export function zonedIso(date: CalendarDate, time: Time, zone: string = getLocalTimeZone()): string {
  return toZoned(toCalendarDateTime(date, time), zone)
    .toString()
    .replace(/\[[^\]]*\]$/, '');
}

const day = z.custom<CalendarDate | null>((value) => value === null || (typeof value === 'object' && value !== null && 'calendar' in value));
const clock = z.custom<Time | null>((value) => value === null || (typeof value === 'object' && value !== null && 'hour' in value));

/** The form as the person fills it; the contract's limits and words, and an event's own rules. */
export const PostForm = z
  .object({
    kind: z.enum(['announcement', 'event']),
    title: text('The title', LIMITS.broadcastTitle, { min: 1 }),
    content: text('The text', LIMITS.broadcastContent),
    location: text('The place', LIMITS.eventLocation),
    rsvp: text('How to reply', LIMITS.eventRsvp),
    rsvp_enabled: z.boolean(),
    start_date: day,
    start_time: clock,
    end_date: day,
    end_time: clock,
  })
  .superRefine((form, ctx) => {
    if (form.kind !== 'event') return;
    if (!form.start_date) ctx.addIssue({ code: 'custom', path: ['start_date'], message: 'An event needs the day it starts.' });
    if (!form.start_time) ctx.addIssue({ code: 'custom', path: ['start_time'], message: 'An event needs the time it starts.' });
    if (form.end_date && !form.end_time)
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'Please give the time it ends too, or clear the end day.' });
    if (form.start_date && form.start_time && form.end_time) {
      const start = zonedIso(form.start_date, form.start_time);
      const end = zonedIso(form.end_date ?? form.start_date, form.end_time);
      if (isEndBeforeStart(start, end)) ctx.addIssue({ code: 'custom', path: ['end_time'], message: END_BEFORE_START });
    }
  });
export type PostForm = z.infer<typeof PostForm>;

export const EMPTY_POST: PostForm = {
  kind: 'announcement',
  title: '',
  content: '',
  location: '',
  rsvp: '',
  rsvp_enabled: true,
  start_date: null,
  start_time: null,
  end_date: null,
  end_time: null,
};

/** What goes to the service: an announcement carries no event fields (the service refuses them). */
export function postBody(form: PostForm): CreateBroadcastBody {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  const base = { title: form.title.trim(), kind: form.kind, content: orNull(form.content) };
  if (form.kind === 'announcement' || !form.start_date || !form.start_time) return base;
  return {
    ...base,
    location: orNull(form.location),
    starts_at: zonedIso(form.start_date, form.start_time),
    ends_at: form.end_time ? zonedIso(form.end_date ?? form.start_date, form.end_time) : null,
    rsvp: orNull(form.rsvp),
    rsvp_enabled: form.rsvp_enabled,
  };
}

/** A post that waits in the outbox, as the list shows it (from the words the person sent). */
export function waitingPost(body: Record<string, unknown> | null): Pick<Broadcast, 'kind' | 'title' | 'content' | 'location' | 'starts_at' | 'ends_at'> {
  const textOf = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    kind: body?.kind === 'event' ? 'event' : 'announcement',
    title: textOf(body?.title) ?? '',
    content: textOf(body?.content),
    location: textOf(body?.location),
    starts_at: textOf(body?.starts_at),
    ends_at: textOf(body?.ends_at),
  };
}

export const ATTENDING_WORDS: Record<'yes' | 'no' | 'maybe', string> = { yes: 'Coming', no: 'Not coming', maybe: 'Maybe' };
