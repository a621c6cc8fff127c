import { z } from 'zod';
import { LIMITS } from '../limits';
import { defineOperation, MessageBody } from './operation';
import { boolean, date, DateOnly, httpUrl, id, oneOf, Privacy, text, Timestamp, wholeNumber } from './fields';
import { FIELD } from './field-labels';
import { lazy } from './lazy';

/** Spec 2.1, personal tier. No additional properties; every field present. */
export const ModerationStatus = lazy(() => z.enum(['pending', 'passed', 'failed']));
export type ModerationStatus = z.infer<typeof ModerationStatus>;

export const PersonalMemorial = lazy(() =>
  z.strictObject({
    id: z.number().int(),
    slug: z.string(),
    deceased_name: z.string().nullable(),
    title: z.string().nullable(),
    subtitle: z.string().nullable(),
    obituary: z.string().nullable(),
    birth_date: DateOnly.nullable(),
    death_date: DateOnly.nullable(),
    privacy: Privacy.nullable(),
    content_scope: z.string().nullable(),
    is_published: z.boolean(),
    contributions_enabled: z.boolean(),
    manual_content_approval: z.boolean(),
    hide_from_search: z.boolean(),
    template_id: z.number().int().nullable(),
    resting_place_url: z.string().nullable(),
    resting_place_notes: z.string().nullable(),
    moderation: z.strictObject({
      status: ModerationStatus,
      /** Why the check refused it; for the owner's eyes only. */
      reason: z.string().nullable(),
      checked_at: Timestamp.nullable(),
    }),
    is_deleted: z.boolean(),
    recoverable_until: Timestamp.nullable(),
    /** The public page; null while unpublished, not yet passed, or deleted. */
    url: z.string().nullable(),
    created_at: Timestamp.nullable(),
  }),
);
export type PersonalMemorial = z.infer<typeof PersonalMemorial>;

/**
 * Pagination of personal-tier lists. Not shown in the spec; the sandbox's choice follows the
 * common Laravel shape: `links` holds page addresses, `meta` the counts.
 */
export const PageLinks = lazy(() =>
  z.strictObject({
    first: z.string(),
    last: z.string(),
    prev: z.string().nullable(),
    next: z.string().nullable(),
  }),
);
export const PageMeta = lazy(() =>
  z.strictObject({
    current_page: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
);

export const PersonalPageQuery = lazy(() =>
  z.object({
    page: wholeNumber(FIELD.page, { min: LIMITS.page.min }).optional(),
    per_page: wholeNumber(FIELD.pageSize, { min: LIMITS.perPage.min, max: LIMITS.perPage.max }).optional(),
  }),
);

const MemorialParams = lazy(() => z.object({ memorial: id(FIELD.memorial) }));

export const listMyMemorials = lazy(() =>
  defineOperation({
    name: 'listMyMemorials',
    method: 'GET',
    path: '/me/memorials',
    token: 'personal',
    summary: "The caller's memorials, newest first (deleted ones included while recoverable).",
    query: PersonalPageQuery,
    responses: { 200: z.strictObject({ data: z.array(PersonalMemorial), links: PageLinks, meta: PageMeta }) },
  }),
);

export const Wording = lazy(() => ({
  deceased_name: text(FIELD.name, LIMITS.deceasedName, { min: 1 }),
  title: text(FIELD.title, LIMITS.title),
  subtitle: text(FIELD.subtitle, LIMITS.subtitle),
  obituary: text(FIELD.obituary, LIMITS.obituary),
  description: text(FIELD.obituary, LIMITS.obituary),
  resting_place_notes: text(FIELD.restingPlaceNotes, LIMITS.restingPlaceNotes),
}));

export const CreateMemorialBody = lazy(() =>
  z.object({
    deceased_name: Wording.deceased_name,
    title: Wording.title.nullable().optional(),
    subtitle: Wording.subtitle.nullable().optional(),
    obituary: Wording.obituary.nullable().optional(),
    birth_date: date(FIELD.dateOfBirth).nullable().optional(),
    death_date: date(FIELD.dateOfDeath).nullable().optional(),
  }),
);
export type CreateMemorialBody = z.input<typeof CreateMemorialBody>;

export const DraftAccepted = lazy(() =>
  z.strictObject({
    id: z.number().int(),
    status: z.literal('generating'),
    deceased_name: z.string().nullable(),
    slug: z.string(),
    poll_url: z.string(),
    message: z.string(),
  }),
);

export const CreationLimitCode = lazy(() => z.enum(['live_cap_reached', 'daily_limit_reached', 'monthly_limit_reached']));
export const CreationLimitBody = lazy(() =>
  z.strictObject({
    code: CreationLimitCode,
    message: z.string(),
    retry_after: z.number().int().nonnegative().nullable(),
  }),
);

export const createMyMemorial = lazy(() =>
  defineOperation({
    name: 'createMyMemorial',
    method: 'POST',
    path: '/me/memorials',
    token: 'personal',
    summary: 'Create a memorial. It is checked first (202 generating) and is not live until the check passes.',
    body: CreateMemorialBody,
    responses: { 202: DraftAccepted, 409: CreationLimitBody },
  }),
);

export const getMyMemorial = lazy(() =>
  defineOperation({
    name: 'getMyMemorial',
    method: 'GET',
    path: '/me/memorials/{memorial}',
    token: 'personal',
    summary: 'One of the caller’s memorials.',
    params: MemorialParams,
    responses: { 200: z.strictObject({ data: PersonalMemorial }), 404: MessageBody },
  }),
);

/** The wording fields of PATCH: changing any of them sends the memorial back to the check. */
export const WORDING_FIELDS = ['deceased_name', 'title', 'subtitle', 'description', 'resting_place_notes'] as const;

/**
 * Strict: a field PATCH does not know is refused (422) rather than silently dropped, so nobody is
 * told their words were saved when they were not (the obituary is `description` here).
 */
export const UpdateMemorialBody = lazy(() =>
  z.strictObject(
    {
      deceased_name: Wording.deceased_name.optional(),
      title: Wording.title.nullable().optional(),
      subtitle: Wording.subtitle.nullable().optional(),
      description: Wording.description.nullable().optional(),
      resting_place_notes: Wording.resting_place_notes.nullable().optional(),
      resting_place_url: httpUrl(FIELD.restingPlaceLink, LIMITS.restingPlaceUrl).nullable().optional(),
      privacy: oneOf(FIELD.privacy, ['public', 'restricted', 'private', 'closed']).optional(),
      content_scope: text(FIELD.contentScope, LIMITS.contentScope).optional(),
      is_published: boolean(FIELD.published).optional(),
      contributions_enabled: boolean(FIELD.tributesAllowed).optional(),
      manual_content_approval: boolean(FIELD.approveTributesByHand).optional(),
      hide_from_search: boolean(FIELD.hideFromSearchEngines).optional(),
      template_id: wholeNumber(FIELD.design, { min: 1 }).optional(),
      birth_date: date(FIELD.dateOfBirth).nullable().optional(),
      death_date: date(FIELD.dateOfDeath).nullable().optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `${issue.keys.map((k) => `"${k}"`).join(' and ')} can't be changed here${issue.keys.includes('obituary') ? ' (the obituary is sent as "description")' : ''}.`
          : undefined,
    },
  ),
);
export type UpdateMemorialBody = z.input<typeof UpdateMemorialBody>;

export const WordingThrottledBody = lazy(() =>
  z.strictObject({
    code: z.literal('wording_change_too_soon'),
    message: z.string(),
    retry_after: z.number().int().nonnegative(),
  }),
);

export const updateMyMemorial = lazy(() =>
  defineOperation({
    name: 'updateMyMemorial',
    method: 'PATCH',
    path: '/me/memorials/{memorial}',
    token: 'personal',
    summary: 'Edit wording (202, back to the check; one change per five minutes) or settings (200, unthrottled).',
    params: MemorialParams,
    body: UpdateMemorialBody,
    responses: {
      200: PersonalMemorial,
      202: PersonalMemorial,
      404: MessageBody,
      429: WordingThrottledBody,
    },
  }),
);

export const DeleteResult = lazy(() =>
  z.strictObject({
    id: z.number().int(),
    deleted: z.boolean(),
    recoverable_until: Timestamp.nullable(),
    message: z.string(),
    quota: z.strictObject({
      live_used: z.number().int(),
      live_cap: z.number().int(),
      live_remaining: z.number().int(),
    }),
  }),
);

export const deleteMyMemorial = lazy(() =>
  defineOperation({
    name: 'deleteMyMemorial',
    method: 'DELETE',
    path: '/me/memorials/{memorial}',
    token: 'personal',
    summary: 'Soft delete: recoverable from the dashboard until recoverable_until.',
    params: MemorialParams,
    responses: { 200: DeleteResult, 404: MessageBody },
  }),
);

export const getMyMemorialStatus = lazy(() =>
  defineOperation({
    name: 'getMyMemorialStatus',
    method: 'GET',
    path: '/me/memorials/{memorial}/status',
    token: 'personal',
    summary: 'The memorial with its moderation state, for polling after a change.',
    params: MemorialParams,
    responses: { 200: PersonalMemorial, 404: MessageBody },
  }),
);

export const DraftStatus = lazy(() =>
  z.strictObject({
    status: z.enum(['generating', 'ready', 'blocked']),
    id: z.number().int(),
    reason: z.string().nullable(),
    message: z.string(),
  }),
);
export type DraftStatus = z.infer<typeof DraftStatus>;

export const getDraft = lazy(() =>
  defineOperation({
    name: 'getDraft',
    method: 'GET',
    path: '/me/drafts/{onboarding}',
    token: 'personal',
    summary: 'Poll a new memorial: generating, ready (live) or blocked (refused, with the reason).',
    params: z.object({ onboarding: id(FIELD.draft) }),
    responses: { 200: DraftStatus, 404: MessageBody },
  }),
);

export const VisitCounts = lazy(() =>
  z.strictObject({
    today: z.number().int(),
    last_24_hours: z.number().int(),
    last_7_days: z.number().int(),
    last_30_days: z.number().int(),
    last_year: z.number().int(),
    total: z.number().int(),
    message: z.string(),
  }),
);
export type VisitCounts = z.infer<typeof VisitCounts>;

export const getVisits = lazy(() =>
  defineOperation({
    name: 'getVisits',
    method: 'GET',
    path: '/me/memorials/{memorial}/visits',
    token: 'personal',
    summary: 'How many visits the public page had (visits, never visitors).',
    params: MemorialParams,
    responses: { 200: VisitCounts, 404: MessageBody },
  }),
);

export const UploadGrant = lazy(() =>
  z.strictObject({
    upload_url: z.string(),
    expires_at: Timestamp,
    method: z.string(),
    field: z.string(),
    accepts: z.array(z.string()),
    max_bytes: z.number().int(),
    message: z.string(),
  }),
);
export type UploadGrant = z.infer<typeof UploadGrant>;

export const createUploadGrant = lazy(() =>
  defineOperation({
    name: 'createUploadGrant',
    method: 'POST',
    path: '/me/memorials/{memorial}/media',
    token: 'personal',
    summary: 'A short-lived signed address to PUT the cover photo to (multipart form-data, JPEG).',
    params: MemorialParams,
    responses: { 201: UploadGrant, 404: MessageBody },
  }),
);
