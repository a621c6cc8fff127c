/** Announcements and events: their words (catalog messages, shared/i18n), the form's rules, and what goes to the service. */
import { getLocalTimeZone, toCalendarDateTime, toZoned, type CalendarDate, type Time } from '@internationalized/date';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { z } from 'zod';
import { END_BEFORE_START, isEndBeforeStart, text } from '../../../shared/api/fields';
import type { Broadcast, CreateBroadcastBody } from '../../../shared/api/premium';
import { LIMITS } from '../../../shared/limits';
import { messages } from '../../ui/messages';

/** A name a person typed, isolated in plain text (FSI … PDI): one helper for the whole app. */
export { isolate } from '../../../shared/i18n/isolate';

/** Whether a post shows, in words (never "showing" before the service says so). */
export function postStatus(post: Pick<Broadcast, 'is_showing' | 'moderation'>): { tone: 'live' | 'checking' | 'refused' | 'hidden'; words: MessageDescriptor } {
  if (post.is_showing) return { tone: 'live', words: STATUS_WORDS.live };
  switch (post.moderation.status) {
    case 'pending':
      return { tone: 'checking', words: STATUS_WORDS.checking };
    case 'failed':
      return { tone: 'refused', words: STATUS_WORDS.refused };
    case 'passed':
      return { tone: 'hidden', words: STATUS_WORDS.hidden };
  }
}

/** "Saturday, June 13, 2026 at 3:00 PM", in the person's own time zone, language and style. */
export function whenWords(intl: IntlShape, moment: string | null): string | null {
  if (!moment) return null;
  const at = new Date(moment);
  if (Number.isNaN(at.getTime())) return null;
  return intl.formatMessage(POST_WORDS.when, {
    weekday: intl.formatDate(at, { weekday: 'long' }),
    day: intl.formatDate(at, { year: 'numeric', month: 'long', day: 'numeric' }),
    time: intl.formatTime(at, { hour: 'numeric', minute: '2-digit' }),
  });
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

/**
 * The form as the person fills it; the contract's limits and words, and an event's own rules, in
 * the person's language (the fields' names go into the contract's sentences).
 */
export function postFormSchema(intl: IntlShape) {
  const say = (message: MessageDescriptor) => intl.formatMessage(message);
  return z
    .object({
      kind: z.enum(['announcement', 'event']),
      title: text(say(FORM_WORDS.fieldTitle), LIMITS.broadcastTitle, { min: 1 }),
      content: text(say(FORM_WORDS.fieldText), LIMITS.broadcastContent),
      location: text(say(FORM_WORDS.fieldPlace), LIMITS.eventLocation),
      rsvp: text(say(FORM_WORDS.fieldReply), LIMITS.eventRsvp),
      rsvp_enabled: z.boolean(),
      start_date: day,
      start_time: clock,
      end_date: day,
      end_time: clock,
    })
    .superRefine((form, ctx) => {
      if (form.kind !== 'event') return;
      if (!form.start_date) ctx.addIssue({ code: 'custom', path: ['start_date'], message: say(FORM_WORDS.needsDay) });
      if (!form.start_time) ctx.addIssue({ code: 'custom', path: ['start_time'], message: say(FORM_WORDS.needsTime) });
      if (form.end_date && !form.end_time) ctx.addIssue({ code: 'custom', path: ['end_time'], message: say(FORM_WORDS.needsEndTime) });
      if (form.start_date && form.start_time && form.end_time) {
        const start = zonedIso(form.start_date, form.start_time);
        const end = zonedIso(form.end_date ?? form.start_date, form.end_time);
        if (isEndBeforeStart(start, end)) ctx.addIssue({ code: 'custom', path: ['end_time'], message: END_BEFORE_START });
      }
    });
}
export type PostForm = z.infer<ReturnType<typeof postFormSchema>>;

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

/** Whether a post shows. */
export const STATUS_WORDS = messages(
  defineMessages({
    live: {
      id: 'posts.status.live',
      defaultMessage: 'Showing on the memorial',
      description: 'Announcements and events, a post’s state: visitors of the memorial see it.',
    },
    checking: {
      id: 'posts.status.checking',
      defaultMessage: 'Saved, not showing until the check passes',
      description: 'Announcements and events, a post’s state: saved by the service, waiting for its safety check of the wording.',
    },
    refused: {
      id: 'posts.status.refused',
      defaultMessage: 'Not showing: the safety check refused it',
      description: 'Announcements and events, a post’s state: the service’s safety check refused the wording; its reason may follow.',
    },
    hidden: {
      id: 'posts.status.hidden',
      defaultMessage: 'Not showing',
      description: 'Announcements and events, a post’s state: it passed the check but does not show.',
    },
    waiting: {
      id: 'posts.status.waiting',
      defaultMessage: 'Waiting to be sent (saved on this computer)',
      description: 'Announcements and events, a post’s state: saved here, not yet sent to the memorial service.',
    },
  }),
);

/** The form for a new announcement or event. */
export const FORM_WORDS = messages(
  defineMessages({
    form: { id: 'posts.form.name', defaultMessage: 'Post something new', description: 'Announcements and events, the name of the form, for screen readers.' },
    kindLegend: {
      id: 'posts.form.kind',
      defaultMessage: 'What would you like to post?',
      description: 'Announcements and events, the question above the choice of an announcement or an event.',
    },
    announcement: {
      id: 'posts.form.announcement',
      defaultMessage: 'An announcement',
      description: 'Announcements and events, a choice: post an announcement (news).',
    },
    announcementHint: {
      id: 'posts.form.announcementHint',
      defaultMessage: 'News for everyone who visits the memorial.',
      description: 'Announcements and events, under the choice of an announcement.',
    },
    event: { id: 'posts.form.event', defaultMessage: 'An event', description: 'Announcements and events, a choice: post an event (a gathering).' },
    eventHint: {
      id: 'posts.form.eventHint',
      defaultMessage: 'A gathering, with its day, time and place, and replies from those who plan to come.',
      description: 'Announcements and events, under the choice of an event.',
    },
    title: { id: 'posts.form.title', defaultMessage: 'Title', description: 'Announcements and events, label of the post’s title field.' },
    content: {
      id: 'posts.form.content',
      defaultMessage: '{kind, select, event {About the event (you may leave it empty)} other {What you would like to say}}',
      description: 'Announcements and events, label of the post’s text field: kind is event for an event, otherwise an announcement.',
    },
    post: {
      id: 'posts.form.post',
      defaultMessage: '{kind, select, event {Post the event} other {Post the announcement}}',
      description: 'Announcements and events, button: post it. kind is event for an event, otherwise an announcement.',
    },
    nobodyEmailed: {
      id: 'posts.form.nobodyEmailed',
      defaultMessage:
        '<b>Nobody is emailed.</b> It shows on the memorial once the memorial service has checked it; to let people know, share the memorial with them yourself.',
      description: 'Announcements and events, beside the post button: the app never emails anyone. <b>…</b> is shown in bold.',
    },
    eventLegend: {
      id: 'posts.form.eventLegend',
      defaultMessage: 'The event',
      description: 'Announcements and events, heading of the event’s day, time, place and replies.',
    },
    zone: {
      id: 'posts.form.zone',
      defaultMessage: 'Days and times are in this computer’s time zone ({zone}).',
      description: 'Announcements and events, above the event’s days and times. {zone} is the time zone’s code, such as “Europe/Madrid” (kept as it is).',
    },
    startDay: { id: 'posts.form.startDay', defaultMessage: 'Day it starts', description: 'Announcements and events, label of the day the event starts.' },
    startTime: { id: 'posts.form.startTime', defaultMessage: 'Time it starts', description: 'Announcements and events, label of the time the event starts.' },
    endDay: {
      id: 'posts.form.endDay',
      defaultMessage: 'Day it ends (if not the same day)',
      description: 'Announcements and events, label of the day the event ends.',
    },
    endTime: {
      id: 'posts.form.endTime',
      defaultMessage: 'Time it ends (you may leave it empty)',
      description: 'Announcements and events, label of the time the event ends.',
    },
    where: { id: 'posts.form.where', defaultMessage: 'Where', description: 'Announcements and events, label of the event’s place.' },
    whereHint: { id: 'posts.form.whereHint', defaultMessage: 'The place and its address.', description: 'Announcements and events, under the event’s place.' },
    rsvpEnabled: {
      id: 'posts.form.rsvpEnabled',
      defaultMessage: 'People can reply through the memorial',
      description: 'Announcements and events, a checkbox: visitors can say through the memorial whether they are coming (RSVP).',
    },
    rsvpEnabledHint: {
      id: 'posts.form.rsvpEnabledHint',
      defaultMessage: 'You will see who is coming, and how many people to expect.',
      description: 'Announcements and events, under the checkbox for replies.',
    },
    rsvp: {
      id: 'posts.form.rsvp',
      defaultMessage: 'Other ways to reply (you may leave it empty)',
      description: 'Announcements and events, label of a field for other ways to say one is coming (a phone number, an email).',
    },
    rsvpHint: {
      id: 'posts.form.rsvpHint',
      defaultMessage: 'For example “Call David on 01632 960481”.',
      description:
        'Announcements and events, an example under the other ways to reply: use a name and a made-up phone number as a reader of this language would write them.',
    },
    fieldTitle: {
      id: 'posts.form.fieldTitle',
      defaultMessage: 'The title',
      description: 'Announcements and events, the title field as named inside a problem sentence, such as “The title can’t be empty.”',
    },
    fieldText: {
      id: 'posts.form.fieldText',
      defaultMessage: 'The text',
      description: 'Announcements and events, the text field as named inside a problem sentence.',
    },
    fieldPlace: {
      id: 'posts.form.fieldPlace',
      defaultMessage: 'The place',
      description: 'Announcements and events, the place field as named inside a problem sentence.',
    },
    fieldReply: {
      id: 'posts.form.fieldReply',
      defaultMessage: 'How to reply',
      description: 'Announcements and events, the other ways to reply as named inside a problem sentence.',
    },
    needsDay: {
      id: 'posts.form.needsDay',
      defaultMessage: 'An event needs the day it starts.',
      description: 'Announcements and events, the problem when an event has no start day.',
    },
    needsTime: {
      id: 'posts.form.needsTime',
      defaultMessage: 'An event needs the time it starts.',
      description: 'Announcements and events, the problem when an event has no start time.',
    },
    needsEndTime: {
      id: 'posts.form.needsEndTime',
      defaultMessage: 'Please give the time it ends too, or clear the end day.',
      description: 'Announcements and events, the problem when an event has an end day but no end time.',
    },
  }),
);

/** The list of announcements and events. */
export const POST_WORDS = messages(
  defineMessages({
    when: {
      id: 'posts.when',
      defaultMessage: '{weekday}, {day} at {time}',
      description:
        'Announcements and events, when an event starts or ends: {weekday} such as “Saturday”, {day} such as “13 June 2026”, {time} a clock time, all already written in the person’s style.',
    },
    title: {
      id: 'posts.screen.title',
      defaultMessage: 'Announcements and events',
      description: 'Announcements and events, the screen’s title (Premium: news and gatherings shown on the memorial).',
    },
    loading: {
      id: 'posts.screen.loading',
      defaultMessage: 'Loading what has been posted…',
      description: 'Announcements and events, said while the list loads.',
    },
    what: {
      id: 'posts.screen.what',
      defaultMessage: 'the announcements and events',
      description: 'Announcements and events, put into the app’s sentences about reading them, such as “Memorial Desk could not load …” or “Back to …”.',
    },
    lead: {
      id: 'posts.screen.lead',
      defaultMessage: 'Announcements and events show on the memorial for everyone who visits it. They are part of Premium.',
      description: 'Announcements and events, the first sentence.',
    },
    premiumWhat: {
      id: 'posts.screen.premiumWhat',
      defaultMessage: 'Posting announcements and events',
      description: 'Announcements and events, the subject put into the sentence “… is part of Premium, and this memorial does not have Premium.”',
    },
    premiumKept: {
      id: 'posts.screen.premiumKept',
      defaultMessage: 'Nothing was posted. Your words are kept: choose “Put it back in the form” below to keep them.',
      description: 'Announcements and events, when the memorial has no Premium. “Put it back in the form” is the name of a button: use the same words.',
    },
    notPosted: {
      id: 'posts.refused.title',
      defaultMessage: '{titled, select, true {“{title}” was not posted.} other {Your post was not posted.}}',
      description:
        'Announcements and events, title when the service refused a post. {title} is the post’s title as the person wrote it; titled is true when there is one.',
    },
    putBack: {
      id: 'posts.refused.putBack',
      defaultMessage: 'Put it back in the form',
      description: 'Announcements and events, button: put a refused post’s words back in the form.',
    },
    dismiss: {
      id: 'posts.refused.dismiss',
      defaultMessage: 'Dismiss',
      description: 'Announcements and events, button: put away the notice of a refused post.',
    },
    noPremium: {
      id: 'posts.refused.noPremium',
      defaultMessage: 'The memorial does not have Premium.',
      description: 'Announcements and events, why a post was refused.',
    },
    noReason: {
      id: 'posts.refused.noReason',
      defaultMessage: 'The memorial service gave no reason.',
      description: 'Announcements and events, when the service refused a post without a reason.',
    },
    posted: { id: 'posts.list.heading', defaultMessage: 'What you have posted', description: 'Announcements and events, heading of the list of posts.' },
    justPosted: {
      id: 'posts.list.justPosted',
      defaultMessage: 'Just posted',
      description: 'Announcements and events, the name of the list of posts just sent, for screen readers.',
    },
    postedList: {
      id: 'posts.list.posted',
      defaultMessage: 'Posted',
      description: 'Announcements and events, the name of the list of posts, for screen readers.',
    },
    emptyTitle: {
      id: 'posts.list.emptyTitle',
      defaultMessage: 'Nothing has been posted yet.',
      description: 'Announcements and events, when nothing was posted.',
    },
    emptyText: {
      id: 'posts.list.emptyText',
      defaultMessage: 'Post an announcement or an event below. It shows on the memorial once the memorial service has checked it.',
      description: 'Announcements and events, what to do when nothing was posted.',
    },
    newHeading: {
      id: 'posts.list.newHeading',
      defaultMessage: 'Post something new',
      description: 'Announcements and events, heading of the form for a new post.',
    },
    outboxLabel: {
      id: 'posts.outbox.post',
      defaultMessage: '{named, select, true {Post “{title}” on the memorial of {name}} other {Post “{title}” on the memorial of this memorial}}',
      description:
        'Announcements and events, a post waiting to be sent, as the list of waiting changes names it. {title} is the post’s title, {name} the name of the person the memorial is for, both as written.',
    },
    savedSaid: {
      id: 'posts.said.saved',
      defaultMessage: '“{title}” is saved on this computer and is being sent to the memorial service. Nobody is emailed.',
      description: 'Announcements and events, read aloud once the person posted. {title} is the post’s title as written.',
    },
    kind: {
      id: 'posts.card.kind',
      defaultMessage: '{kind, select, event {Event} other {Announcement}}',
      description: 'Announcements and events, above a post’s title: what kind of post it is.',
    },
    status: {
      id: 'posts.card.status',
      defaultMessage: '<hidden>Status:</hidden> {value}',
      description:
        'Announcements and events, before a post’s state, for screen readers. {value} is what follows, already written; <hidden>…</hidden> is read by screen readers only.',
    },
    starts: { id: 'posts.card.starts', defaultMessage: 'Starts', description: 'Announcements and events, an event’s start (day and time).' },
    ends: { id: 'posts.card.ends', defaultMessage: 'Ends', description: 'Announcements and events, an event’s end (day and time).' },
    where: { id: 'posts.card.where', defaultMessage: 'Where', description: 'Announcements and events, an event’s place.' },
    otherWays: {
      id: 'posts.card.otherWays',
      defaultMessage: 'Other ways to reply',
      description: 'Announcements and events, other ways to say one is coming to an event.',
    },
    postedOn: {
      id: 'posts.card.postedOn',
      defaultMessage: 'Posted {date}.',
      description: 'Announcements and events, when a post was posted: {date} is a day, already written in the person’s style.',
    },
    seeReplies: {
      id: 'posts.card.seeReplies',
      defaultMessage: 'See the replies and who is coming',
      description: 'Announcements and events, link to an event’s replies (RSVPs).',
    },
    seeRepliesTo: {
      id: 'posts.card.seeRepliesTo',
      defaultMessage: 'See the replies and who is coming: {title}',
      description: 'Announcements and events, the same link as read by a screen reader. {title} is the event’s title as written.',
    },
    noReplies: {
      id: 'posts.card.noReplies',
      defaultMessage: 'Replies are not taken through the memorial for this event.',
      description: 'Announcements and events, for an event without replies through the memorial.',
    },
  }),
);

/** Saving events for a calendar (an .ics file the core writes). */
export const CALENDAR_WORDS = messages(
  defineMessages({
    add: {
      id: 'posts.calendar.add',
      defaultMessage: '{all, select, true {Add all the events to a calendar} other {Add to calendar}}',
      description: 'Announcements and events, button: save one event (or, when all is true, every event) as a calendar file.',
    },
    addOne: {
      id: 'posts.calendar.addOne',
      defaultMessage: 'Add to calendar: {title}',
      description: 'Announcements and events, the button for one event as read by a screen reader. {title} is the event’s title as written.',
    },
    failed: {
      id: 'posts.calendar.failed',
      defaultMessage: '{all, select, true {The events were not saved for a calendar.} other {The event was not saved for a calendar.}}',
      description: 'Announcements and events, title when saving for a calendar failed; the reason follows. all is true for every event.',
    },
  }),
);

/** The replies to an event (RSVPs): how many people to expect, and the guest list. */
export const REPLY_WORDS = messages(
  defineMessages({
    title: {
      id: 'posts.replies.title',
      defaultMessage: '{titled, select, true {Replies to “{title}”} other {Replies to the event}}',
      description: 'Event replies, the screen’s title. {title} is the event’s title as written; titled is true once it is known.',
    },
    back: {
      id: 'posts.replies.back',
      defaultMessage: 'the announcements and events',
      description: 'Event replies, put after “Back to” in the link to the announcements and events.',
    },
    loading: { id: 'posts.replies.loading', defaultMessage: 'Loading the replies…', description: 'Event replies, said while they load.' },
    what: {
      id: 'posts.replies.what',
      defaultMessage: 'the replies',
      description: 'Event replies, put into the app’s sentences about reading them, such as “Memorial Desk could not load …”.',
    },
    place: {
      id: 'posts.replies.place',
      defaultMessage: '{when} · {place}',
      description:
        'Event replies, when and where the event is: {when} is already written (“Saturday, 13 June 2026 at 3:00 PM”), {place} as the family wrote it.',
    },
    expectedHeading: {
      id: 'posts.replies.expectedHeading',
      defaultMessage: 'How many people to expect',
      description: 'Event replies, heading (for screen readers) of how many people are coming.',
    },
    expected: {
      id: 'posts.replies.expected',
      defaultMessage: '{count, plural, one {<number>#</number> person expected} other {<number>#</number> people expected}}',
      description:
        'Event replies, how many people are coming: everyone in the parties that said yes (a yes for four counts four). People, never replies. <number>…</number> shows the number large.',
    },
    people: {
      id: 'posts.replies.people',
      defaultMessage: '{count, plural, one {# person} other {# people}}',
      description: 'Event replies, a number of people (a party’s size, or everyone expected).',
    },
    replies: {
      id: 'posts.replies.replies',
      defaultMessage: '{count, plural, one {# reply} other {# replies}}',
      description: 'Event replies, a number of replies received (a reply can be for several people).',
    },
    counted: {
      id: 'posts.replies.counted',
      defaultMessage:
        'Everyone in the parties that said yes is counted: a yes for four counts four. From {replies} so far: {yes, number} coming, {no, number} not coming, {maybe, number} maybe.',
      description:
        'Event replies, how the people expected are counted. {replies} is already written (“3 replies”); {yes}, {no} and {maybe} are how many replies said each.',
    },
    printed: {
      id: 'posts.replies.printed',
      defaultMessage: '{people} expected, from {replies}.',
      description: 'Event replies, the line printed above the guest list. {people} (“4 people”) and {replies} (“3 replies”) are already written.',
    },
    emptyTitle: { id: 'posts.replies.emptyTitle', defaultMessage: 'No replies yet.', description: 'Event replies, when nobody has replied.' },
    emptyText: {
      id: 'posts.replies.emptyText',
      defaultMessage: 'Replies appear here as people send them through the memorial.',
      description: 'Event replies, when nobody has replied.',
    },
    guestList: { id: 'posts.replies.guestList', defaultMessage: 'Guest list', description: 'Event replies, heading of the list of everyone who replied.' },
    partyHint: {
      id: 'posts.replies.partyHint',
      defaultMessage: 'A party size in brackets is not counted: only those who said yes are expected.',
      description: 'Event replies, under the guest list heading: why some party sizes are in brackets.',
    },
    caption: {
      id: 'posts.replies.caption',
      defaultMessage: 'Everyone who replied, newest first',
      description: 'Event replies, the table’s caption for screen readers.',
    },
    name: { id: 'posts.replies.name', defaultMessage: 'Name', description: 'Event replies table, column heading: who replied.' },
    reply: { id: 'posts.replies.reply', defaultMessage: 'Reply', description: 'Event replies table, column heading: coming, not coming or maybe.' },
    party: { id: 'posts.replies.party', defaultMessage: 'Party size', description: 'Event replies table, column heading: how many people the reply is for.' },
    repliedOn: { id: 'posts.replies.repliedOn', defaultMessage: 'Replied on', description: 'Event replies table, column heading: the day of the reply.' },
    replyLabel: {
      id: 'posts.replies.replyLabel',
      defaultMessage: '<label>Reply:</label> {value}',
      description:
        'Event replies table on a narrow screen, before the reply. {value} is what follows, already written; <label>…</label> is shown only on a narrow screen.',
    },
    partyLabel: {
      id: 'posts.replies.partyLabel',
      defaultMessage: '<label>Party size:</label> {value}',
      description:
        'Event replies table on a narrow screen, before the party size. {value} is what follows, already written; <label>…</label> is shown only on a narrow screen.',
    },
    repliedOnLabel: {
      id: 'posts.replies.repliedOnLabel',
      defaultMessage: '<label>Replied on:</label> {value}',
      description:
        'Event replies table on a narrow screen, before the day of the reply. {value} is what follows, already written; <label>…</label> is shown only on a narrow screen.',
    },
    attending: {
      id: 'posts.replies.attending',
      defaultMessage: '{attending, select, yes {Coming} no {Not coming} other {Maybe}}',
      description: 'Event replies, one reply: coming (yes), not coming (no) or maybe.',
    },
    partyUncounted: {
      id: 'posts.replies.partyUncounted',
      defaultMessage: '({count, plural, one {# person} other {# people}})',
      description: 'Event replies, the party size of a reply that is not a yes: in brackets, because it is not counted.',
    },
    keepHeading: {
      id: 'posts.replies.keepHeading',
      defaultMessage: 'Print or keep the guest list',
      description: 'Event replies, heading of printing or saving the guest list.',
    },
    keepAbout: {
      id: 'posts.replies.keepAbout',
      defaultMessage: 'The guest list stays between you and this computer: it is saved only where you choose.',
      description: 'Event replies, the guest list is private: saved only where the person chooses.',
    },
    saveCsv: {
      id: 'posts.replies.saveCsv',
      defaultMessage: 'Save the guest list as a spreadsheet (CSV)',
      description: 'Event replies, button: save the guest list as a CSV file. Keep “CSV”.',
    },
    print: { id: 'posts.replies.print', defaultMessage: 'Print the guest list', description: 'Event replies, button: print the guest list.' },
    show: {
      id: 'posts.replies.show',
      defaultMessage: 'Show it in its folder',
      description: 'Event replies, button once saved: open the folder with the file selected.',
    },
    notSaved: {
      id: 'posts.replies.notSaved',
      defaultMessage: 'The guest list was not saved.',
      description: 'Event replies, title when saving the guest list failed; the reason follows.',
    },
  }),
);
