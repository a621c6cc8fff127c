import { DEATH_BEFORE_BIRTH, isDeathBeforeBirth } from '../../shared/api/fields';
import type { CreateMemorialBody, DraftStatus } from '../../shared/api/memorials';
import { LIMITS } from '../../shared/limits';
import type { z } from 'zod';
import type { SandboxContext } from '../context';
import { checkWording } from '../foundation/safety';
import { invalid, notFound } from '../http/endpoint';
import { describeWait } from '../wording/words';
import { isLive, liveCapUsed, loadMemorial, MEMORIAL_CHECK_JOB, memorialWording, type MemorialRow } from './model';
import { uniqueSlug } from './slug';

/**
 * A person's new memorial (spec 3.1, 3.2): made pending, its first draft checked by a job, live
 * only once the check passes. The draft id (/me/drafts/{onboarding}) is the memorial's id.
 */

export type CreationLimit = { code: 'live_cap_reached' | 'daily_limit_reached' | 'monthly_limit_reached'; message: string; retry_after: number | null };

/** The 409 limits of creation (spec 8): live cap, then the rolling day, then the rolling month. */
export function creationLimit(ctx: SandboxContext, personId: number): CreationLimit | null {
  if (liveCapUsed(ctx, personId) >= LIMITS.liveMemorialsPerPerson) {
    return {
      code: 'live_cap_reached',
      message: `You already look after ${LIMITS.liveMemorialsPerPerson} memorials, the most one account can have at once. To make a new one, delete one you no longer need.`,
      retry_after: null,
    };
  }
  const windows = [
    { code: 'daily_limit_reached' as const, seconds: 24 * 60 * 60, limit: LIMITS.memorialsCreatedPerDay, period: 'a day' },
    { code: 'monthly_limit_reached' as const, seconds: 30 * 24 * 60 * 60, limit: LIMITS.memorialsCreatedPerMonth, period: 'a month' },
  ];
  for (const w of windows) {
    const since = ctx.clock.iso(-w.seconds);
    const created = ctx.db.all<{ created_at: string }>(
      "SELECT created_at FROM memorials WHERE owner_person_id = ? AND created_via = 'personal' AND created_at > ? ORDER BY created_at",
      personId,
      since,
    );
    if (created.length >= w.limit) {
      const freesAt = Date.parse(created[created.length - w.limit]!.created_at) + w.seconds * 1000;
      const retry = Math.max(1, Math.ceil((freesAt - ctx.clock.nowMs()) / 1000));
      return {
        code: w.code,
        message: `You can create up to ${w.limit} memorials ${w.period}, and you have reached that. You can create another ${describeWait(retry)}.`,
        retry_after: retry,
      };
    }
  }
  return null;
}

/** A first draft of an obituary for the family to edit, when they gave none. */
export function draftObituary(input: { deceased_name: string; birth_date?: string | null; death_date?: string | null }): string {
  const years = [input.birth_date, input.death_date].map((d) => d?.slice(0, 4));
  const span = years[0] && years[1] ? ` (${years[0]}–${years[1]})` : '';
  return [
    `${input.deceased_name}${span} is remembered with love by family and friends.`,
    'This is a first draft for the family to make their own: add the stories, the places and the small things that made them who they were.',
  ].join('\n\n');
}

export interface NewMemorial {
  deceased_name: string;
  title?: string | null;
  subtitle?: string | null;
  obituary?: string | null;
  birth_date?: string | null;
  death_date?: string | null;
  /** Not part of POST /me/memorials; the demo's memorials start with them. */
  resting_place_notes?: string | null;
}

/**
 * Creates a person's memorial as POST /me/memorials does: it starts generating, not live, and the
 * safety check is queued in the same transaction. Limits are the caller's to check first
 * (`creationLimit`, or `startMemorial` which does both).
 */
export function createPersonalMemorial(
  ctx: SandboxContext,
  personId: number,
  fields: NewMemorial,
  checkDelayMs = ctx.settings.get().safety_delay_ms,
): MemorialRow {
  return ctx.db.transaction(() => {
    const now = ctx.clock.iso();
    const obituary = fields.obituary?.trim() ? fields.obituary : draftObituary(fields);
    const id = ctx.db.insert('memorials', {
      slug: uniqueSlug(ctx.db, fields.deceased_name),
      owner_person_id: personId,
      created_via: 'personal',
      deceased_name: fields.deceased_name,
      title: fields.title ?? null,
      subtitle: fields.subtitle ?? null,
      obituary,
      birth_date: fields.birth_date ?? null,
      death_date: fields.death_date ?? null,
      resting_place_notes: fields.resting_place_notes ?? null,
      privacy: 'public',
      moderation_status: 'pending',
      draft_status: 'generating',
      created_at: now,
      updated_at: now,
    });
    ctx.jobs.schedule(MEMORIAL_CHECK_JOB, id, checkDelayMs);
    return loadMemorial(ctx, id)!;
  });
}

/** POST /me/memorials: the dates checked, the limits (409), then the memorial, generating. */
export function startMemorial(ctx: SandboxContext, personId: number, body: z.output<typeof CreateMemorialBody>) {
  if (isDeathBeforeBirth(body.birth_date, body.death_date)) throw invalid('death_date', DEATH_BEFORE_BIRTH);
  return ctx.db.transaction(() => {
    const limit = creationLimit(ctx, personId);
    if (limit) return { status: 409 as const, body: limit };
    const { id, slug } = createPersonalMemorial(ctx, personId, body);
    return {
      status: 202 as const,
      body: {
        id,
        status: 'generating' as const,
        deceased_name: body.deceased_name,
        slug,
        poll_url: `${ctx.baseUrl}/me/drafts/${id}`,
        message: `We're preparing the memorial for ${body.deceased_name} and checking its wording. It isn't live yet; this usually takes a few seconds.`,
      },
    };
  });
}

/** The safety check finishing (the job): a new draft becomes ready or blocked; an edit passes or fails. */
export function finishMemorialCheck(ctx: SandboxContext, id: number): void {
  const m = loadMemorial(ctx, id);
  if (!m || m.moderation_status !== 'pending') return;
  const verdict = checkWording(memorialWording(m), ctx.settings.get().refuse_terms);
  const now = ctx.clock.iso();
  ctx.db.update('memorials', id, {
    moderation_status: verdict.passed ? 'passed' : 'failed',
    moderation_reason: verdict.reason,
    checked_at: now,
    ...(m.draft_status === 'generating' ? { draft_status: verdict.passed ? 'ready' : 'blocked', draft_reason: verdict.reason } : {}),
    updated_at: now,
  });
}

/** GET /me/drafts/{onboarding}: a memorial the person started, not deleted. */
export function findDraft(ctx: SandboxContext, personId: number | null, id: number): MemorialRow {
  const m = ctx.db.one<MemorialRow>(
    "SELECT * FROM memorials WHERE id = ? AND owner_person_id = ? AND created_via = 'personal' AND deleted_at IS NULL",
    id,
    personId ?? -1,
  );
  if (!m) throw notFound("We couldn't find a memorial you started with that number. It may have been deleted.");
  return m;
}

/**
 * Where a memorial the person started stands now (3.2): generating while any check is under way,
 * blocked while its wording is refused, ready once it passed. `ready` says "live" only when it is.
 */
export function draftStatus(m: MemorialRow): DraftStatus {
  const name = m.deceased_name ?? 'your loved one';
  const refused = m.draft_status === 'blocked' || m.moderation_status === 'failed';
  if (refused) {
    const reason = m.moderation_reason ?? m.draft_reason;
    return {
      status: 'blocked',
      id: m.id,
      reason,
      message: `The memorial for ${name} could not be published because the safety check refused its wording. ${reason ?? ''}`.trim(),
    };
  }
  if (m.draft_status === 'generating' || m.moderation_status === 'pending') {
    return {
      status: 'generating',
      id: m.id,
      reason: null,
      message: `We're still preparing the memorial for ${name} and checking its wording. It isn't live yet.`,
    };
  }
  return {
    status: 'ready',
    id: m.id,
    reason: null,
    message: isLive(m)
      ? `The memorial for ${name} passed the safety check and is live.`
      : `The memorial for ${name} passed the safety check. It isn't public, because it is set not to be published.`,
  };
}
