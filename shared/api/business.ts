import { z } from 'zod';
import { LIMITS } from '../limits';
import { defineOperation, MessageBody } from './operation';
import { date, DateOnly, email, oneOf, Privacy, text, Timestamp, wholeNumber, dateTime, id } from './fields';
import { FIELD } from './field-labels';
import { lazy } from './lazy';

/** Spec 2.7 Organization. */
export const Organization = lazy(() =>
  z.strictObject({
    id: z.number().int(),
    name: z.string(),
    subdomain: z.string().nullable(),
    status: z.string(),
    branding: z.strictObject({
      display_name: z.string().nullable(),
      white_label: z.boolean(),
      brand_color: z.string(),
      logo_url: z.string().nullable(),
    }),
    memorials: z.strictObject({ live: z.number().int(), pending: z.number().int() }),
  }),
);
export type Organization = z.infer<typeof Organization>;

export const getOrganization = lazy(() =>
  defineOperation({
    name: 'getOrganization',
    method: 'GET',
    path: '/organization',
    token: 'business',
    summary: "The token's organization: name, branding, live and pending counts.",
    responses: { 200: Organization },
  }),
);

export const OwnerEntry = lazy(() =>
  z.strictObject({
    memorial_id: z.number().int(),
    slug: z.string(),
    role: z.string(),
    owner: z.strictObject({ name: z.string().nullable(), email: z.string().nullable() }),
  }),
);

export const listOwners = lazy(() =>
  defineOperation({
    name: 'listOwners',
    method: 'GET',
    path: '/owners',
    token: 'business',
    summary: "Who looks after each of the organization's live memorials.",
    responses: { 200: z.strictObject({ data: z.array(OwnerEntry) }) },
  }),
);

/** Spec 2.4: the business view of a memorial (live or pending). */
export const BusinessStatus = lazy(() => z.enum(['awaiting_family', 'in_progress', 'live']));
export const Memorial = lazy(() =>
  z.strictObject({
    /** The live memorial id; null while pending. */
    id: z.number().int().nullable(),
    slug: z.string(),
    status: BusinessStatus,
    deceased_name: z.string().nullable(),
    title: z.string().nullable(),
    subtitle: z.string().nullable(),
    description: z.string().nullable(),
    birth_date: DateOnly.nullable(),
    death_date: DateOnly.nullable(),
    privacy: Privacy.nullable(),
    is_premium: z.boolean(),
    web_url: z.string().nullable(),
    created_at: Timestamp.nullable(),
    updated_at: Timestamp.nullable(),
  }),
);
export type Memorial = z.infer<typeof Memorial>;

export const Pagination = lazy(() =>
  z.strictObject({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
  }),
);

export const listMemorials = lazy(() =>
  defineOperation({
    name: 'listMemorials',
    method: 'GET',
    path: '/memorials',
    token: 'business',
    summary: "The organization's memorials, live and pending, newest first; search and date filters.",
    query: z.object({
      q: text(FIELD.search, 255).optional(),
      created_after: dateTime(FIELD.createdAfter).optional(),
      created_before: dateTime(FIELD.createdBefore).optional(),
      page: wholeNumber(FIELD.page, { min: LIMITS.page.min }).optional(),
      per_page: wholeNumber(FIELD.pageSize, { min: LIMITS.perPage.min, max: LIMITS.perPage.max }).optional(),
    }),
    responses: { 200: z.strictObject({ data: z.array(Memorial), pagination: Pagination }) },
  }),
);

export const ProvisionResult = lazy(() =>
  z.strictObject({
    id: z.number().int(),
    status: z.enum(['awaiting_family', 'in_progress']),
    deceased_name: z.string().nullable(),
    organization_id: z.number().int().nullable(),
    family: z.strictObject({ name: z.string().nullable(), email: z.string().nullable() }).nullable(),
    invitation_expires_at: Timestamp.nullable(),
    created_at: Timestamp.nullable(),
  }),
);
export type ProvisionResult = z.infer<typeof ProvisionResult>;

export const ProvisionBody = lazy(() =>
  z.object({
    deceased_name: text(FIELD.name, LIMITS.deceasedName, { min: 1 }),
    designated_owner: oneOf(FIELD.whoLooksAfterIt, ['family', 'organization', 'both']),
    action: oneOf(FIELD.action, ['invite', 'complete']).optional(),
    birth_date: date(FIELD.dateOfBirth).optional(),
    death_date: date(FIELD.dateOfDeath).optional(),
    privacy: oneOf(FIELD.privacy, ['public', 'restricted', 'private', 'closed']).optional(),
    title: text(FIELD.title, LIMITS.title).optional(),
    subtitle: text(FIELD.subtitle, LIMITS.subtitle).optional(),
    obituary: text(FIELD.obituary, LIMITS.obituary).optional(),
    family_name: text("The family member's name", LIMITS.familyName).optional(),
    family_email: email("The family member's email").optional(),
  }),
);
export type ProvisionBody = z.input<typeof ProvisionBody>;

export const provisionMemorial = lazy(() =>
  defineOperation({
    name: 'provisionMemorial',
    method: 'POST',
    path: '/memorials',
    token: 'business',
    summary: 'Invite a family to write a memorial (201) or supply the content so it goes live (202).',
    body: ProvisionBody,
    responses: { 201: ProvisionResult, 202: ProvisionResult },
  }),
);

export const getMemorial = lazy(() =>
  defineOperation({
    name: 'getMemorial',
    method: 'GET',
    path: '/memorials/{memorial}',
    token: 'business',
    summary: 'One memorial by numeric id (live only) or by slug (live or pending).',
    params: z.object({ memorial: text(FIELD.memorial, 255, { min: 1 }) }),
    responses: { 200: Memorial, 404: MessageBody },
  }),
);

export const resendInvitation = lazy(() =>
  defineOperation({
    name: 'resendInvitation',
    method: 'POST',
    path: '/memorials/{onboarding}/invitation',
    token: 'business',
    summary: 'Rotate the family’s claim link and send it again.',
    params: z.object({ onboarding: id(FIELD.invitation) }),
    responses: { 200: ProvisionResult, 404: MessageBody },
  }),
);
