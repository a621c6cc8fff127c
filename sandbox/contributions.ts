import type { Contribution, ContributionStatus } from '../shared/api/contributions';
import type { SandboxContext } from './context';
import { notFound } from './http';
import { checkWording } from './safety';
import type { Caller } from './tokens';

export interface ContributionRow {
  id: number;
  memorial_id: number;
  type: string | null;
  title: string | null;
  body: string | null;
  author_name: string | null;
  author_email: string | null;
  is_guest: number;
  email_confirmed: number;
  is_private: number;
  status: ContributionStatus;
  status_before_hidden: ContributionStatus | null;
  is_pinned: number;
  pinned_at: string | null;
  moderation_status: 'pending' | 'passed' | 'failed';
  moderation_reason: string | null;
  reject_reason: string | null;
  created_at: string;
  updated_at: string;
}

export const CONTRIBUTION_CHECK_JOB = 'contribution_check';

export type ApproveRefusal =
  | 'private_tribute'
  | 'tribute_hidden'
  | 'blocked_by_safety_check'
  | 'awaiting_verification'
  | 'safety_check_pending';

/**
 * Why a tribute cannot be put on the memorial, or null when it can. A private tribute is never
 * publishable; the spec's two codes cover the refused check and the unconfirmed email.
 */
export function approveRefusal(t: ContributionRow): ApproveRefusal | null {
  if (t.is_private === 1) return 'private_tribute';
  if (t.status === 'hidden') return 'tribute_hidden';
  if (t.moderation_status === 'failed') return 'blocked_by_safety_check';
  if (t.email_confirmed !== 1) return 'awaiting_verification';
  if (t.moderation_status === 'pending') return 'safety_check_pending';
  return null;
}

export const APPROVE_REFUSAL_MESSAGES: Record<ApproveRefusal, string> = {
  private_tribute: 'This tribute was written privately to the family, so it can never be put on the memorial.',
  tribute_hidden: 'This tribute is hidden. Restore it first, then you can approve it.',
  blocked_by_safety_check: "Our safety check couldn't accept the wording of this tribute, so it can't be put on the memorial.",
  awaiting_verification: "The writer hasn't confirmed their email address yet. The tribute can be approved once they have.",
  safety_check_pending: "This tribute is still being checked. You can approve it in a moment, once the check has finished.",
};

export function serializeContribution(t: ContributionRow): Contribution {
  return {
    id: t.id,
    type: t.type,
    title: t.title,
    body: t.body,
    author: { name: t.author_name, email: t.author_email, is_guest: t.is_guest === 1 },
    status: t.status,
    is_approved: t.status === 'approved',
    is_private: t.is_private === 1,
    is_pinned: t.is_pinned === 1,
    is_hidden: t.status === 'hidden',
    moderation: { status: t.moderation_status, reason: t.moderation_reason },
    can_approve: approveRefusal(t) === null,
    created_at: t.created_at,
  };
}

/** A tribute on a memorial the caller looks after (404 otherwise, spec 5.5). */
export function findMyContribution(ctx: SandboxContext, caller: Caller, id: number): ContributionRow {
  const t = ctx.db.raw
    .prepare(
      `SELECT c.* FROM contributions c JOIN memorials m ON m.id = c.memorial_id
       WHERE c.id = :id AND (m.deleted_at IS NULL OR m.recoverable_until > :now)
         AND (m.owner_person_id = :person OR EXISTS (SELECT 1 FROM memorial_roles r
              WHERE r.memorial_id = m.id AND r.person_id = :person AND r.role IN ('owner', 'moderator')))`,
    )
    .get({ id, person: caller.personId ?? -1, now: ctx.clock.iso() }) as ContributionRow | undefined;
  if (!t) throw notFound("We couldn't find that tribute on any memorial you look after.");
  return t;
}

/** A tribute as a visitor leaves it. */
export interface TributeInput {
  type: string;
  title: string | null;
  body: string;
  authorName: string;
  authorEmail: string | null;
  isGuest: boolean;
  emailConfirmed: boolean;
  isPrivate: boolean;
}

/**
 * A visitor leaves a tribute: it starts pending, and its safety check is scheduled in the same
 * transaction, so no crash can leave a tribute that is never checked. Returns its id.
 */
export function leaveTribute(ctx: SandboxContext, memorialId: number, tribute: TributeInput, checkDelayMs = ctx.settings.get().safety_delay_ms): number {
  return ctx.db.transaction(() => {
    const now = ctx.clock.iso();
    const id = ctx.db.insert('contributions', {
      memorial_id: memorialId,
      type: tribute.type,
      title: tribute.title,
      body: tribute.body,
      author_name: tribute.authorName,
      author_email: tribute.authorEmail,
      is_guest: tribute.isGuest ? 1 : 0,
      email_confirmed: tribute.emailConfirmed ? 1 : 0,
      is_private: tribute.isPrivate ? 1 : 0,
      status: 'pending',
      moderation_status: 'pending',
      created_at: now,
      updated_at: now,
    });
    ctx.jobs.schedule(CONTRIBUTION_CHECK_JOB, id, checkDelayMs);
    return id;
  });
}

export function loadContribution(ctx: SandboxContext, id: number): ContributionRow {
  return ctx.db.one<ContributionRow>('SELECT * FROM contributions WHERE id = ?', id)!;
}

/**
 * The safety check of a visitor's tribute. When the family has turned off approving by hand,
 * a tribute that passes, from a confirmed writer, and meant for the page, is approved at once.
 */
export function registerContributionCheck(ctx: SandboxContext): void {
  ctx.jobs.register(CONTRIBUTION_CHECK_JOB, (id) => {
    const t = ctx.db.one<ContributionRow>('SELECT * FROM contributions WHERE id = ?', id);
    if (!t || t.moderation_status !== 'pending') return;
    const verdict = checkWording([t.title, t.body, t.author_name], ctx.settings.get().refuse_terms);
    const manual = ctx.db.one<{ manual_content_approval: number }>('SELECT manual_content_approval FROM memorials WHERE id = ?', t.memorial_id);
    const checked = { ...t, moderation_status: verdict.passed ? ('passed' as const) : ('failed' as const) };
    const autoApprove = manual?.manual_content_approval === 0 && t.status === 'pending' && approveRefusal(checked) === null;
    ctx.db.update('contributions', id, {
      moderation_status: checked.moderation_status,
      moderation_reason: verdict.reason,
      ...(autoApprove ? { status: 'approved' } : {}),
      updated_at: ctx.clock.iso(),
    });
  });
}
