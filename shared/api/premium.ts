import { z } from 'zod';
import { LIMITS } from '../limits';
import { defineOperation, MessageBody } from './operation';
import { boolean, dateTime, httpUrl, id, oneOf, text, Timestamp } from './fields';
import { FIELD } from './field-labels';
import { lazy } from './lazy';

/**
 * Spec 4.5: memorial fund, announcements and events, RSVPs (Premium memorials only).
 * Their bodies are "not shown" in the spec beyond `exists`, `is_showing` and `counts.people`;
 * the shapes below are the sandbox's documented choice.
 */

export const PremiumRequiredBody = lazy(() =>
  z.strictObject({
    code: z.literal('premium_required'),
    message: z.string(),
  }),
);

const WordingCheck = lazy(() =>
  z.strictObject({
    status: z.enum(['pending', 'passed', 'failed']),
    /** Why the safety check refused it; for the owner only. */
    reason: z.string().nullable(),
  }),
);

export const FundLink = lazy(() => z.strictObject({ title: z.string().nullable(), url: z.string() }));

export const Fund = lazy(() =>
  z.discriminatedUnion('exists', [
    z.strictObject({
      exists: z.literal(true),
      message: z.string(),
      /** Up to two links; a title with no URL behind it was dropped (rule 4). */
      links: z.array(FundLink),
      /** False until the safety check passes (rule 5). */
      is_showing: z.boolean(),
      moderation: WordingCheck,
      updated_at: Timestamp,
      /** A sentence about the fund's state, to read aloud. */
      notice: z.string(),
    }),
    z.strictObject({ exists: z.literal(false), notice: z.string() }),
  ]),
);
export type Fund = z.infer<typeof Fund>;

const MemorialParams = lazy(() => z.object({ memorial: id(FIELD.memorial) }));

export const getFund = lazy(() =>
  defineOperation({
    name: 'getFund',
    method: 'GET',
    path: '/me/memorials/{memorial}/fund',
    token: 'personal',
    summary: 'The memorial fund, or exists=false when there is none.',
    params: MemorialParams,
    responses: { 200: Fund, 404: MessageBody },
  }),
);

/** An empty address is no address (rule 4 then drops its title), not a malformed one. */
function emptyAsNull<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable().optional());
}

export const SaveFundBody = lazy(() =>
  z.object({
    message: text(FIELD.fundMessage, LIMITS.fundMessage, { min: 1 }),
    link_one_title: text(FIELD.firstLinkTitle, LIMITS.fundLinkTitle).nullable().optional(),
    link_one_url: emptyAsNull(httpUrl(FIELD.firstLink)),
    link_two_title: text(FIELD.secondLinkTitle, LIMITS.fundLinkTitle).nullable().optional(),
    link_two_url: emptyAsNull(httpUrl(FIELD.secondLink)),
  }),
);
export type SaveFundBody = z.input<typeof SaveFundBody>;

export const saveFund = lazy(() =>
  defineOperation({
    name: 'saveFund',
    method: 'PUT',
    path: '/me/memorials/{memorial}/fund',
    token: 'personal',
    summary: 'Create or replace the fund. Saved and checked; not showing until the check passes.',
    params: MemorialParams,
    body: SaveFundBody,
    responses: { 202: Fund, 404: MessageBody, 422: PremiumRequiredBody },
  }),
);

export const deleteFund = lazy(() =>
  defineOperation({
    name: 'deleteFund',
    method: 'DELETE',
    path: '/me/memorials/{memorial}/fund',
    token: 'personal',
    summary: 'Remove the fund from the memorial.',
    params: MemorialParams,
    responses: { 200: z.strictObject({ deleted: z.boolean(), message: z.string() }), 404: MessageBody },
  }),
);

export const Broadcast = lazy(() =>
  z.strictObject({
    id: z.number().int(),
    kind: z.enum(['announcement', 'event']),
    title: z.string(),
    content: z.string().nullable(),
    location: z.string().nullable(),
    starts_at: Timestamp.nullable(),
    ends_at: Timestamp.nullable(),
    rsvp: z.string().nullable(),
    rsvp_enabled: z.boolean(),
    /** False until the safety check passes. */
    is_showing: z.boolean(),
    moderation: WordingCheck,
    created_at: Timestamp,
  }),
);
export type Broadcast = z.infer<typeof Broadcast>;

export const listBroadcasts = lazy(() =>
  defineOperation({
    name: 'listBroadcasts',
    method: 'GET',
    path: '/me/memorials/{memorial}/broadcasts',
    token: 'personal',
    summary: 'Announcements and events posted on the memorial, and whether each is showing.',
    params: MemorialParams,
    responses: { 200: z.strictObject({ data: z.array(Broadcast) }), 404: MessageBody },
  }),
);

export const CreateBroadcastBody = lazy(() =>
  z.object({
    title: text(FIELD.title, LIMITS.broadcastTitle, { min: 1 }),
    kind: oneOf(FIELD.kind, ['announcement', 'event']).optional(),
    content: text(FIELD.text, LIMITS.broadcastContent).nullable().optional(),
    location: text(FIELD.place, LIMITS.eventLocation).nullable().optional(),
    starts_at: dateTime(FIELD.start).nullable().optional(),
    ends_at: dateTime(FIELD.end).nullable().optional(),
    rsvp: text(FIELD.howToReply, LIMITS.eventRsvp).nullable().optional(),
    rsvp_enabled: boolean(FIELD.repliesThroughTheMemorial).optional(),
  }),
);
export type CreateBroadcastBody = z.input<typeof CreateBroadcastBody>;

export const createBroadcast = lazy(() =>
  defineOperation({
    name: 'createBroadcast',
    method: 'POST',
    path: '/me/memorials/{memorial}/broadcasts',
    token: 'personal',
    summary: 'Post an announcement or event. Nobody is emailed; it shows once the check passes.',
    params: MemorialParams,
    body: CreateBroadcastBody,
    responses: {
      202: z.strictObject({ data: Broadcast, message: z.string() }),
      404: MessageBody,
      422: PremiumRequiredBody,
    },
  }),
);

export const Rsvp = lazy(() =>
  z.strictObject({
    id: z.number().int(),
    name: z.string(),
    attending: z.enum(['yes', 'no', 'maybe']),
    party_size: z.number().int(),
    created_at: Timestamp,
  }),
);

export const RsvpList = lazy(() =>
  z.strictObject({
    data: z.array(Rsvp),
    counts: z.strictObject({
      /** Guests expected: the party sizes of every yes added up (a yes for four counts four). */
      people: z.number().int(),
      /** Replies received, whatever they said. */
      replies: z.number().int(),
      yes: z.number().int(),
      no: z.number().int(),
      maybe: z.number().int(),
    }),
    message: z.string(),
  }),
);
export type RsvpList = z.infer<typeof RsvpList>;

export const listRsvps = lazy(() =>
  defineOperation({
    name: 'listRsvps',
    method: 'GET',
    path: '/me/events/{event}/rsvps',
    token: 'personal',
    summary: 'Replies to an event and how many people are expected. The owner only.',
    params: z.object({ event: id(FIELD.event) }),
    responses: { 200: RsvpList, 404: MessageBody },
  }),
);
