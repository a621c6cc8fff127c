import type { ApproveRefusalCode, Contribution, ContributionStatus } from '../../shared/api/contributions';
import type { SandboxContext } from '../context';
import { notFound } from '../http/endpoint';
import { checkWording } from '../foundation/safety';
import { personalPage } from '../http/pagination';
import type { Caller } from '../auth/tokens';

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

/**
 * Why a tribute cannot be put on the memorial, or null when it can, by the contract's codes
 * (ApproveRefusalCode), the first that applies. A private tribute is never publishable; the spec's
 * two codes cover the refused check and the unconfirmed email.
 */
export function approveRefusal(t: ContributionRow): ApproveRefusalCode | null {
  if (t.is_private === 1) return 'private_tribute';
  if (t.status === 'hidden') return 'tribute_hidden';
  if (t.moderation_status === 'failed') return 'blocked_by_safety_check';
  if (t.email_confirmed !== 1) return 'awaiting_verification';
  if (t.moderation_status === 'pending') return 'safety_check_pending';
  return null;
}

/** What each of the contract's codes says to the person; the compiler asks for one per code. */
export const APPROVE_REFUSAL_MESSAGES: Record<ApproveRefusalCode, string> = {
  private_tribute: 'This tribute was written privately to the family, so it can never be put on the memorial.',
  tribute_hidden: 'This tribute is hidden. Restore it first, then you can approve it.',
  blocked_by_safety_check: "Our safety check couldn't accept the wording of this tribute, so it can't be put on the memorial.",
  awaiting_verification: "The writer hasn't confirmed their email address yet. The tribute can be approved once they have.",
  safety_check_pending: 'This tribute is still being checked. You can approve it in a moment, once the check has finished.',
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
 * The safety check of a visitor's tribute finishing (the job). When the family has turned off
 * approving by hand, a tribute that passes, from a confirmed writer, and meant for the page, is
 * approved at once.
 */
export function finishContributionCheck(ctx: SandboxContext, id: number): void {
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
}

// ---- Moderation (spec 3.4): each answers the tribute as it is afterwards; doing it twice is harmless.

/** One page of a memorial's tributes with a status; the pinned band first (most recently pinned on top), then newest first. */
export function listTributes(
  ctx: SandboxContext,
  memorialId: number,
  query: { status?: 'pending' | 'approved' | 'rejected' | 'deleted'; page?: number; per_page?: number },
) {
  const filter = query.status ?? 'pending';
  // `deleted` lists hidden tributes; it is not itself a status.
  const status = filter === 'deleted' ? 'hidden' : filter;
  const total = ctx.db.one<{ n: number }>('SELECT COUNT(*) AS n FROM contributions WHERE memorial_id = ? AND status = ?', memorialId, status)!.n;
  const page = personalPage({
    page: query.page,
    per_page: query.per_page,
    total,
    url: `${ctx.baseUrl}/memorials/${memorialId}/contributions`,
    extraQuery: { status: filter },
  });
  const rows = ctx.db.all<ContributionRow>(
    `SELECT * FROM contributions WHERE memorial_id = ? AND status = ?
     ORDER BY is_pinned DESC, pinned_at DESC, created_at DESC, id DESC LIMIT ? OFFSET ?`,
    memorialId,
    status,
    page.limit,
    page.offset,
  );
  return { data: rows.map(serializeContribution), links: page.links, meta: page.meta };
}

/** Puts a tribute on the memorial, or says why it can't be (approveRefusal). */
export function approve(
  ctx: SandboxContext,
  t: ContributionRow,
): { ok: true; tribute: Contribution } | { ok: false; code: ApproveRefusalCode; message: string } {
  const refusal = approveRefusal(t);
  if (refusal) return { ok: false, code: refusal, message: APPROVE_REFUSAL_MESSAGES[refusal] };
  if (t.status !== 'approved') ctx.db.update('contributions', t.id, { status: 'approved', updated_at: ctx.clock.iso() });
  return { ok: true, tribute: current(ctx, t.id) };
}

/** Keeps a tribute off the memorial; it also leaves the pinned band. */
export function reject(ctx: SandboxContext, t: ContributionRow, reason: string | null): Contribution {
  ctx.db.update('contributions', t.id, {
    status: 'rejected',
    status_before_hidden: null,
    reject_reason: reason,
    is_pinned: 0,
    pinned_at: null,
    updated_at: ctx.clock.iso(),
  });
  return current(ctx, t.id);
}

/** Hides a tribute, remembering its status for restore. */
export function hide(ctx: SandboxContext, t: ContributionRow): { id: number; hidden: boolean; message: string } {
  if (t.status !== 'hidden') ctx.db.update('contributions', t.id, { status: 'hidden', status_before_hidden: t.status, updated_at: ctx.clock.iso() });
  return { id: t.id, hidden: true, message: 'The tribute is hidden and no longer shown. You can restore it at any time.' };
}

/** Back where it was before it was hidden (approved, pending or rejected), pin included. */
export function restore(ctx: SandboxContext, t: ContributionRow): Contribution {
  if (t.status === 'hidden') {
    ctx.db.update('contributions', t.id, { status: t.status_before_hidden ?? 'pending', status_before_hidden: null, updated_at: ctx.clock.iso() });
  }
  return current(ctx, t.id);
}

export const NOT_APPROVED = 'Only a tribute that is on the memorial can be pinned. Approve it first.';

/** Places an approved tribute in the pinned band (null when it is not approved). */
export function pin(ctx: SandboxContext, t: ContributionRow): Contribution | null {
  if (t.status !== 'approved') return null;
  if (t.is_pinned !== 1) ctx.db.update('contributions', t.id, { is_pinned: 1, pinned_at: ctx.clock.iso(), updated_at: ctx.clock.iso() });
  return current(ctx, t.id);
}

export function unpin(ctx: SandboxContext, t: ContributionRow): Contribution {
  if (t.is_pinned === 1) ctx.db.update('contributions', t.id, { is_pinned: 0, pinned_at: null, updated_at: ctx.clock.iso() });
  return current(ctx, t.id);
}

function current(ctx: SandboxContext, id: number): Contribution {
  return serializeContribution(loadContribution(ctx, id));
}

/** What the public page and the Memorial Book show: approved tributes (never private ones), the pinned band first. */
export function publicTributes(ctx: SandboxContext, memorialId: number): ContributionRow[] {
  return ctx.db.all<ContributionRow>(
    `SELECT * FROM contributions WHERE memorial_id = ? AND status = 'approved' AND is_private = 0
     ORDER BY is_pinned DESC, pinned_at DESC, created_at DESC, id DESC`,
    memorialId,
  );
}

/** Every tribute of a memorial, oldest first (the family's archive: private ones included). */
export function allTributes(ctx: SandboxContext, memorialId: number): ContributionRow[] {
  return ctx.db.all<ContributionRow>('SELECT * FROM contributions WHERE memorial_id = ? ORDER BY created_at, id', memorialId);
}
