import { LIMITS, SANDBOX_CHOICES } from '../shared/limits';
import type { PersonalMemorial } from '../shared/api/memorials';
import type { Privacy } from '../shared/api/fields';
import type { SandboxContext } from './context';
import { HttpError, notFound } from './http';
import { checkWording } from './safety';
import { personalPage } from './pagination';
import { uniqueSlug } from './slug';
import { plainDate } from './words';
import type { Caller } from './tokens';

/** A row of the memorials table. Booleans are 0/1. */
export interface MemorialRow {
  id: number;
  slug: string;
  owner_person_id: number | null;
  organization_id: number | null;
  created_via: 'personal' | 'business';
  deceased_name: string | null;
  title: string | null;
  subtitle: string | null;
  obituary: string | null;
  birth_date: string | null;
  death_date: string | null;
  privacy: Privacy | null;
  content_scope: string | null;
  is_published: number;
  contributions_enabled: number;
  manual_content_approval: number;
  hide_from_search: number;
  template_id: number | null;
  resting_place_url: string | null;
  resting_place_notes: string | null;
  moderation_status: 'pending' | 'passed' | 'failed';
  moderation_reason: string | null;
  checked_at: string | null;
  draft_status: 'generating' | 'ready' | 'blocked';
  draft_reason: string | null;
  last_wording_change_at: string | null;
  is_premium: number;
  deleted_at: string | null;
  recoverable_until: string | null;
  created_at: string;
  updated_at: string;
}

export const MEMORIAL_CHECK_JOB = 'memorial_check';

/**
 * Live: the check passed, the owner has it published, and it is not deleted. Only then does it
 * have a public page and a url: nobody is told a memorial is published before this is true.
 */
export function isLive(m: MemorialRow): boolean {
  return m.is_published === 1 && m.moderation_status === 'passed' && m.draft_status === 'ready' && m.deleted_at === null;
}

export function publicUrl(ctx: SandboxContext, m: MemorialRow): string | null {
  return isLive(m) ? `${ctx.appUrl}/m/${m.slug}` : null;
}

/**
 * The personal-tier record. The check's reason is for the owner's eyes only (2.1): anyone else who
 * looks after the memorial (a moderator) sees the status without it.
 */
export function serializePersonalMemorial(ctx: SandboxContext, m: MemorialRow, viewerPersonId?: number | null): PersonalMemorial {
  const ownerView = viewerPersonId === undefined || isOwner(ctx, viewerPersonId, m);
  return {
    id: m.id,
    slug: m.slug,
    deceased_name: m.deceased_name,
    title: m.title,
    subtitle: m.subtitle,
    obituary: m.obituary,
    birth_date: m.birth_date,
    death_date: m.death_date,
    privacy: m.privacy,
    content_scope: m.content_scope,
    is_published: m.is_published === 1,
    contributions_enabled: m.contributions_enabled === 1,
    manual_content_approval: m.manual_content_approval === 1,
    hide_from_search: m.hide_from_search === 1,
    template_id: m.template_id,
    resting_place_url: m.resting_place_url,
    resting_place_notes: m.resting_place_notes,
    moderation: { status: m.moderation_status, reason: ownerView ? m.moderation_reason : null, checked_at: m.checked_at },
    is_deleted: m.deleted_at !== null,
    recoverable_until: m.deleted_at !== null ? m.recoverable_until : null,
    url: publicUrl(ctx, m),
    created_at: m.created_at,
  };
}

/** The creator, or someone who accepted an owner link. */
export function isOwner(ctx: SandboxContext, personId: number | null, m: MemorialRow): boolean {
  if (personId === null) return false;
  if (m.owner_person_id === personId) return true;
  return ctx.db.one("SELECT 1 AS x FROM memorial_roles WHERE memorial_id = ? AND person_id = ? AND role = 'owner'", m.id, personId) !== undefined;
}

/** SQL condition: memorials the person looks after (created, or granted owner/moderator by a share link). */
const LOOKS_AFTER = `(m.owner_person_id = :person OR EXISTS (
  SELECT 1 FROM memorial_roles r WHERE r.memorial_id = m.id AND r.person_id = :person AND r.role IN ('owner', 'moderator')))`;

/** SQL condition: not deleted, or deleted but still recoverable (past that, it is gone for good). */
const NOT_PURGED = `(m.deleted_at IS NULL OR m.recoverable_until > :now)`;

/**
 * The memorial with this id if the caller looks after it (404 otherwise, as spec 5.5 says for
 * anything not the caller's). Deleted memorials are found while recoverable; `live` refuses them.
 */
export function findMyMemorial(ctx: SandboxContext, caller: Caller, id: number, opts: { allowDeleted?: boolean } = {}): MemorialRow {
  const m = ctx.db.raw
    .prepare(`SELECT m.* FROM memorials m WHERE m.id = :id AND ${LOOKS_AFTER} AND ${NOT_PURGED}`)
    .get({ id, person: caller.personId ?? -1, now: ctx.clock.iso() }) as MemorialRow | undefined;
  if (!m) throw notFound("We couldn't find that memorial among yours.");
  if (m.deleted_at !== null && !opts.allowDeleted) {
    throw new HttpError(422, {
      message: `This memorial was deleted. It can be recovered from your dashboard until ${plainDate(m.recoverable_until!)}.`,
      errors: { memorial: ['This memorial was deleted.'] },
    });
  }
  return m;
}

/**
 * Like findMyMemorial, for what only an owner may do: wording, settings and deletion, the
 * fund, announcements and events, RSVPs (rule 6), exports, the cover and share links (a
 * moderator making an owner link would be a way to promote oneself).
 * A moderator gets the same 404 as anyone else (spec 5.5).
 */
export function findOwnedMemorial(ctx: SandboxContext, caller: Caller, id: number, opts: { allowDeleted?: boolean } = {}): MemorialRow {
  const m = findMyMemorial(ctx, caller, id, opts);
  if (!isOwner(ctx, caller.personId, m)) throw notFound("We couldn't find that memorial among yours.");
  return m;
}

/** One page of the memorials the caller looks after, newest first, with its links and meta. */
export function listMyMemorials(ctx: SandboxContext, caller: Caller, query: { page?: number; per_page?: number }) {
  const params = { person: caller.personId ?? -1, now: ctx.clock.iso() };
  const where = `${LOOKS_AFTER} AND ${NOT_PURGED}`;
  const total = (ctx.db.raw.prepare(`SELECT COUNT(*) AS n FROM memorials m WHERE ${where}`).get(params) as { n: number }).n;
  const page = personalPage({ ...query, total, url: `${ctx.baseUrl}/me/memorials` });
  const rows = ctx.db.raw
    .prepare(`SELECT m.* FROM memorials m WHERE ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT :limit OFFSET :offset`)
    .all({ ...params, limit: page.limit, offset: page.offset }) as unknown as MemorialRow[];
  return { rows, links: page.links, meta: page.meta };
}

/** Memorials that count toward the live cap: looked after, not deleted, not refused at creation. */
export function liveCapUsed(ctx: SandboxContext, personId: number): number {
  return ctx.db.one<{ n: number }>(
    "SELECT COUNT(*) AS n FROM memorials WHERE owner_person_id = ? AND deleted_at IS NULL AND draft_status != 'blocked'",
    personId,
  )!.n;
}

export function quota(ctx: SandboxContext, personId: number) {
  const used = liveCapUsed(ctx, personId);
  const cap = LIMITS.liveMemorialsPerPerson;
  return { live_used: used, live_cap: cap, live_remaining: Math.max(0, cap - used) };
}

/** The texts the safety check reads for a memorial. */
export function memorialWording(m: MemorialRow): Array<string | null> {
  return [m.deceased_name, m.title, m.subtitle, m.obituary, m.resting_place_notes];
}

/** The safety check finishing: a new draft becomes ready or blocked; an edit passes or fails. */
export function registerMemorialCheck(ctx: SandboxContext): void {
  ctx.jobs.register(MEMORIAL_CHECK_JOB, (id) => {
    const m = ctx.db.one<MemorialRow>('SELECT * FROM memorials WHERE id = ?', id);
    if (!m || m.moderation_status !== 'pending') return;
    const verdict = checkWording(memorialWording(m), ctx.settings.get().refuse_terms);
    const now = ctx.clock.iso();
    ctx.db.update('memorials', id, {
      moderation_status: verdict.passed ? 'passed' : 'failed',
      moderation_reason: verdict.reason,
      checked_at: now,
      ...(m.draft_status === 'generating'
        ? { draft_status: verdict.passed ? 'ready' : 'blocked', draft_reason: verdict.reason }
        : {}),
      updated_at: now,
    });
  });
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

/** The 409 limits of creation (spec 8): live cap, then the rolling day, then the rolling month. */
export function creationLimit(ctx: SandboxContext, personId: number): { code: 'live_cap_reached' | 'daily_limit_reached' | 'monthly_limit_reached'; message: string; retry_after: number | null } | null {
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

export function describeWait(seconds: number): string {
  if (seconds < 90) return `in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `in ${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  if (hours < 48) return `in about ${hours} hours`;
  return `in about ${Math.ceil(hours / 24)} days`;
}


export const DATES_OUT_OF_ORDER = 'The date of death is before the date of birth. Please check both dates.';

export const RECOVERABLE_SECONDS = SANDBOX_CHOICES.recoverableForDays * 24 * 60 * 60;

/**
 * Creates a person's memorial as POST /me/memorials does: it starts generating, not live, and the
 * safety check is queued. Limits are the caller's to check first (`creationLimit`).
 */
export function createPersonalMemorial(
  ctx: SandboxContext,
  personId: number,
  fields: { deceased_name: string; title?: string | null; subtitle?: string | null; obituary?: string | null; birth_date?: string | null; death_date?: string | null },
): MemorialRow {
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
    privacy: 'public',
    moderation_status: 'pending',
    draft_status: 'generating',
    created_at: now,
    updated_at: now,
  });
  ctx.jobs.schedule(MEMORIAL_CHECK_JOB, id, ctx.settings.get().safety_delay_ms);
  return ctx.db.one<MemorialRow>('SELECT * FROM memorials WHERE id = ?', id)!;
}
