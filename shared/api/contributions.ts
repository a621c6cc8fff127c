import { z } from 'zod';
import { LIMITS } from '../limits';
import { TRIBUTE_LISTS } from '../tribute-lists';
import { defineOperation, MessageBody } from './operation';
import { id, oneOf, text, Timestamp, wholeNumber } from './fields';
import { PageLinks, PageMeta } from './memorials';
import { FIELD } from './field-labels';
import { lazy } from './lazy';

/** Spec 2.2: a tribute. No additional properties. */
export const ContributionStatus = lazy(() => z.enum(['pending', 'approved', 'rejected', 'hidden']));
export type ContributionStatus = z.infer<typeof ContributionStatus>;

export const Contribution = lazy(() =>
  z.strictObject({
    id: z.number().int(),
    /** Values not shown in the spec; the sandbox uses message, memory, candle and photo. */
    type: z.string().nullable(),
    title: z.string().nullable(),
    body: z.string().nullable(),
    author: z.strictObject({
      name: z.string().nullable(),
      email: z.string().nullable(),
      is_guest: z.boolean(),
    }),
    status: ContributionStatus,
    is_approved: z.boolean(),
    /** Written to the family, not the page: never publishable. */
    is_private: z.boolean(),
    is_pinned: z.boolean(),
    is_hidden: z.boolean(),
    moderation: z.strictObject({ status: z.string().nullable(), reason: z.string().nullable() }),
    /** False when the check refused it, the writer has not confirmed their email, or it is private. */
    can_approve: z.boolean(),
    created_at: Timestamp.nullable(),
  }),
);
export type Contribution = z.infer<typeof Contribution>;

/**
 * The lists a memorial's tributes are read by (the list filter): `deleted` lists hidden tributes
 * (it is not a value of Contribution.status). The queue's tabs and its address use the same.
 */
export const ContributionFilter = lazy(() => oneOf(FIELD.status, TRIBUTE_LISTS));
export type ContributionFilter = z.infer<typeof ContributionFilter>;

export const listContributions = lazy(() =>
  defineOperation({
    name: 'listContributions',
    method: 'GET',
    path: '/memorials/{memorial}/contributions',
    token: 'personal',
    summary: 'Tributes of one memorial by status (pending by default); approved ones pinned first.',
    params: z.object({ memorial: id(FIELD.memorial) }),
    query: z.object({
      status: ContributionFilter.optional(),
      page: wholeNumber(FIELD.page, { min: LIMITS.page.min }).optional(),
      per_page: wholeNumber(FIELD.pageSize, { min: LIMITS.perPage.min, max: LIMITS.perPage.max }).optional(),
    }),
    responses: { 200: z.strictObject({ data: z.array(Contribution), links: PageLinks, meta: PageMeta }), 404: MessageBody },
  }),
);

const ContributionParams = lazy(() => z.object({ contribution: id(FIELD.tribute) }));

/**
 * Why an approve was refused. The spec names the first two; the sandbox adds `private_tribute`
 * (a private tribute is never publishable), `safety_check_pending` (the check has not finished)
 * and `tribute_hidden` (restore it first). Every one carries a message to read aloud.
 */
export const ApproveRefusalCode = lazy(() =>
  z.enum(['blocked_by_safety_check', 'awaiting_verification', 'private_tribute', 'safety_check_pending', 'tribute_hidden']),
);
export type ApproveRefusalCode = z.infer<typeof ApproveRefusalCode>;
export const ApproveRefusalBody = lazy(() => z.strictObject({ code: ApproveRefusalCode, message: z.string() }));

export const approveContribution = lazy(() =>
  defineOperation({
    name: 'approveContribution',
    method: 'POST',
    path: '/contributions/{contribution}/approve',
    token: 'personal',
    summary: 'Put a tribute on the memorial. Only when can_approve is true.',
    params: ContributionParams,
    responses: { 200: Contribution, 404: MessageBody, 422: ApproveRefusalBody },
  }),
);

export const rejectContribution = lazy(() =>
  defineOperation({
    name: 'rejectContribution',
    method: 'POST',
    path: '/contributions/{contribution}/reject',
    token: 'personal',
    summary: 'Keep a tribute off the memorial, with an optional reason.',
    params: ContributionParams,
    body: z.object({ reason: text(FIELD.reason, LIMITS.rejectReason).nullable().optional() }),
    responses: { 200: Contribution, 404: MessageBody },
  }),
);

export const HideResult = lazy(() => z.strictObject({ id: z.number().int(), hidden: z.boolean(), message: z.string() }));

export const hideContribution = lazy(() =>
  defineOperation({
    name: 'hideContribution',
    method: 'DELETE',
    path: '/contributions/{contribution}',
    token: 'personal',
    summary: 'Hide a tribute (recoverable with restore).',
    params: ContributionParams,
    responses: { 200: HideResult, 404: MessageBody },
  }),
);

export const restoreContribution = lazy(() =>
  defineOperation({
    name: 'restoreContribution',
    method: 'POST',
    path: '/contributions/{contribution}/restore',
    token: 'personal',
    summary: 'Bring a hidden tribute back to the status it had before it was hidden.',
    params: ContributionParams,
    responses: { 200: Contribution, 404: MessageBody },
  }),
);

/** Pin and unpin bodies are not shown in the spec; the sandbox answers with the Contribution. */
export const pinContribution = lazy(() =>
  defineOperation({
    name: 'pinContribution',
    method: 'POST',
    path: '/contributions/{contribution}/pin',
    token: 'personal',
    summary: 'Place an approved tribute in the pinned band at the top.',
    params: ContributionParams,
    responses: { 200: Contribution, 404: MessageBody, 422: z.strictObject({ code: z.literal('not_approved'), message: z.string() }) },
  }),
);

export const unpinContribution = lazy(() =>
  defineOperation({
    name: 'unpinContribution',
    method: 'POST',
    path: '/contributions/{contribution}/unpin',
    token: 'personal',
    summary: 'Return a pinned tribute to its usual place.',
    params: ContributionParams,
    responses: { 200: Contribution, 404: MessageBody },
  }),
);
