import type { z } from 'zod';
import { LIMITS, SANDBOX_CHOICES } from '../../shared/limits';
import { WORDING_FIELDS, type PersonalMemorial, type UpdateMemorialBody } from '../../shared/api/memorials';
import { DEATH_BEFORE_BIRTH, isDeathBeforeBirth, type Privacy } from '../../shared/api/fields';
import type { Caller } from '../auth/tokens';
import type { SandboxContext } from '../context';
import { HttpError, invalid, notFound } from '../http/endpoint';
import { personalPage } from '../http/pagination';
import { findTemplate } from '../templates/catalogue';
import { plainDate } from '../wording/dates';
import { describeWait } from '../wording/words';

/**
 * A person's memorials (spec 2.1, 4.4): who may see and change which, the personal-tier record,
 * edits (wording back to the check, settings at once), deletion and recovery (3.5). New memorials
 * and their check are in drafts.ts.
 */

/** The job that checks a memorial's words: a new memorial's first draft (drafts.ts) and every wording edit here. */
export const MEMORIAL_CHECK_JOB = 'memorial_check';

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

export const RECOVERABLE_SECONDS = SANDBOX_CHOICES.recoverableForDays * 24 * 60 * 60;

export function loadMemorial(ctx: SandboxContext, id: number): MemorialRow | undefined {
  return ctx.db.one<MemorialRow>('SELECT * FROM memorials WHERE id = ?', id);
}

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

export type MemorialChanges = z.output<typeof UpdateMemorialBody>;

/**
 * PATCH /me/memorials/{memorial} (the caller checked it is an owner's): wording changes send it
 * back to the check (202; one change per five minutes, 429 otherwise, nothing applied); settings
 * apply at once (200). A draft the check refused gets its second chance this way too.
 */
export function updateMemorial(ctx: SandboxContext, m: MemorialRow, body: MemorialChanges, viewerPersonId: number | null) {
  const { db, clock } = ctx;
  return db.transaction(() => {
    const changes: Record<string, string | number | null> = {};
    // PATCH calls the obituary `description`; the resource calls it `obituary`.
    const column = (field: string) => (field === 'description' ? 'obituary' : field);
    const wordingChanged = WORDING_FIELDS.some((f) => body[f] !== undefined && body[f] !== m[column(f) as keyof MemorialRow]);

    if (wordingChanged && m.last_wording_change_at) {
      const nextAllowed = Date.parse(m.last_wording_change_at) + LIMITS.wordingChangeIntervalSeconds * 1000;
      const wait = Math.ceil((nextAllowed - clock.nowMs()) / 1000);
      if (wait > 0) {
        return {
          status: 429 as const,
          body: {
            code: 'wording_change_too_soon' as const,
            message: `The wording of a memorial can change once every five minutes, so that each version can be checked. Nothing was saved. Please try again ${describeWait(wait)}.`,
            retry_after: wait,
          },
          headers: { 'Retry-After': String(wait) },
        };
      }
    }

    if (body.template_id !== undefined && !findTemplate(body.template_id)) {
      throw invalid('template_id', 'There is no design with that number. Choose one from the list of designs.');
    }
    const birth = body.birth_date !== undefined ? body.birth_date : m.birth_date;
    const death = body.death_date !== undefined ? body.death_date : m.death_date;
    if (isDeathBeforeBirth(birth, death)) throw invalid('death_date', DEATH_BEFORE_BIRTH);

    for (const [field, value] of Object.entries(body)) {
      if (value === undefined) continue;
      changes[column(field)] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
    }
    const now = clock.iso();
    if (wordingChanged) {
      // Back to the check: not live until it finishes (spec 3.1).
      Object.assign(changes, { moderation_status: 'pending', moderation_reason: null, checked_at: null, last_wording_change_at: now });
      if (m.draft_status === 'blocked') Object.assign(changes, { draft_status: 'generating', draft_reason: null });
      ctx.jobs.schedule(MEMORIAL_CHECK_JOB, m.id, ctx.settings.get().safety_delay_ms);
    }
    if (Object.keys(changes).length > 0) db.update('memorials', m.id, { ...changes, updated_at: now });
    return { status: wordingChanged ? (202 as const) : (200 as const), body: serializePersonalMemorial(ctx, loadMemorial(ctx, m.id)!, viewerPersonId) };
  });
}

/** DELETE /me/memorials/{memorial}: recoverable until recoverable_until; deleting twice is harmless. */
export function deleteMemorial(ctx: SandboxContext, m: MemorialRow, personId: number) {
  const { db, clock } = ctx;
  return db.transaction(() => {
    // The first deletion's recovery date stands.
    const recoverableUntil = m.recoverable_until ?? clock.iso(RECOVERABLE_SECONDS);
    if (m.deleted_at === null) {
      db.update('memorials', m.id, { deleted_at: clock.iso(), recoverable_until: recoverableUntil, updated_at: clock.iso() });
    }
    return {
      id: m.id,
      deleted: true,
      recoverable_until: recoverableUntil,
      message: `The memorial for ${m.deceased_name ?? 'this person'} is deleted and no longer shown. You can recover it from your dashboard until ${plainDate(recoverableUntil)}.`,
      quota: quota(ctx, personId),
    };
  });
}

/** Makes a memorial Premium or not (the control API; the sandbox sells nothing). */
export function setPremium(ctx: SandboxContext, memorialId: number, premium: boolean): void {
  ctx.db.update('memorials', memorialId, { is_premium: premium ? 1 : 0, updated_at: ctx.clock.iso() });
}

/** The memorial behind a public address while it is live (the page /m/{slug}), or null. */
export function findLiveBySlug(ctx: SandboxContext, slug: string): MemorialRow | null {
  const m = ctx.db.one<MemorialRow>('SELECT * FROM memorials WHERE slug = ?', slug);
  return m && isLive(m) ? m : null;
}

/** Whether this person may open a private memorial's page: it is theirs, or a share link gave them a role. */
export function mayView(ctx: SandboxContext, m: MemorialRow, personId: number): boolean {
  return (
    m.owner_person_id === personId || ctx.db.one('SELECT 1 AS x FROM memorial_roles WHERE memorial_id = ? AND person_id = ?', m.id, personId) !== undefined
  );
}
