import type { Hono } from 'hono';
import {
  createMyMemorial,
  deleteMyMemorial,
  getDraft,
  getMyMemorial,
  getMyMemorialStatus,
  getVisits,
  listMyMemorials as listMyMemorialsOp,
  updateMyMemorial,
  WORDING_FIELDS,
  type DraftStatus,
} from '../../shared/api/memorials';
import { LIMITS } from '../../shared/limits';
import type { SandboxContext } from '../context';
import { invalid, notFound, route } from '../http';
import { findTemplate } from '../templates-catalogue';
import { plainDate } from '../words';
import {
  createPersonalMemorial,
  creationLimit,
  describeWait,
  findMyMemorial,
  findOwnedMemorial,
  isLive,
  DATES_OUT_OF_ORDER,
  listMyMemorials,
  MEMORIAL_CHECK_JOB,
  quota,
  RECOVERABLE_SECONDS,
  registerMemorialCheck,
  serializePersonalMemorial,
  type MemorialRow,
} from '../memorials';
import { visitCounts } from '../visits';

/** Spec 4.4: a person's memorials, their moderation lifecycle (3.1, 3.2) and deletion (3.5). */
export function registerMemorialRoutes(app: Hono, ctx: SandboxContext): void {
  const { db, clock } = ctx;
  registerMemorialCheck(ctx);

  route(app, ctx, listMyMemorialsOp, ({ caller, query }) => {
    const { rows, links, meta } = listMyMemorials(ctx, caller, query);
    return { status: 200, body: { data: rows.map((m) => serializePersonalMemorial(ctx, m, caller.personId)), links, meta } };
  });

  route(app, ctx, createMyMemorial, ({ caller, body }) => {
    const personId = caller.personId!;
    if (body.birth_date && body.death_date && body.death_date < body.birth_date) throw invalid('death_date', DATES_OUT_OF_ORDER);
    return db.transaction(() => {
      const limit = creationLimit(ctx, personId);
      if (limit) return { status: 409, body: limit };
      const { id, slug } = createPersonalMemorial(ctx, personId, body);
      return {
        status: 202,
        body: {
          id,
          status: 'generating',
          deceased_name: body.deceased_name,
          slug,
          poll_url: `${ctx.baseUrl}/me/drafts/${id}`,
          message: `We're preparing the memorial for ${body.deceased_name} and checking its wording. It isn't live yet; this usually takes a few seconds.`,
        },
      };
    });
  });

  route(app, ctx, getMyMemorial, ({ caller, params }) => ({
    status: 200,
    body: { data: serializePersonalMemorial(ctx, findMyMemorial(ctx, caller, params.memorial, { allowDeleted: true }), caller.personId) },
  }));

  route(app, ctx, getMyMemorialStatus, ({ caller, params }) => ({
    status: 200,
    body: serializePersonalMemorial(ctx, findMyMemorial(ctx, caller, params.memorial, { allowDeleted: true }), caller.personId),
  }));

  route(app, ctx, updateMyMemorial, ({ caller, params, body }) =>
    db.transaction(() => {
      // Wording and settings belong to the owners; a moderator looks after tributes only.
      const m = findOwnedMemorial(ctx, caller, params.memorial);
      const changes: Record<string, string | number | null> = {};
      // PATCH calls the obituary `description`; the resource calls it `obituary`.
      const column = (field: string) => (field === 'description' ? 'obituary' : field);
      const wordingChanged = WORDING_FIELDS.some((f) => body[f] !== undefined && body[f] !== m[column(f) as keyof MemorialRow]);

      if (wordingChanged && m.last_wording_change_at) {
        const nextAllowed = Date.parse(m.last_wording_change_at) + LIMITS.wordingChangeIntervalSeconds * 1000;
        const wait = Math.ceil((nextAllowed - clock.nowMs()) / 1000);
        if (wait > 0) {
          return {
            status: 429,
            body: {
              code: 'wording_change_too_soon',
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
      if (birth && death && death < birth) throw invalid('death_date', DATES_OUT_OF_ORDER);

      for (const [field, value] of Object.entries(body)) {
        if (value === undefined) continue;
        changes[column(field)] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
      }
      const now = clock.iso();
      if (wordingChanged) {
        // Back to the check: not live until it finishes (spec 3.1). A draft the check refused
        // gets its second chance this way too: it is generating again until the check answers.
        Object.assign(changes, { moderation_status: 'pending', moderation_reason: null, checked_at: null, last_wording_change_at: now });
        if (m.draft_status === 'blocked') Object.assign(changes, { draft_status: 'generating', draft_reason: null });
        ctx.jobs.schedule(MEMORIAL_CHECK_JOB, m.id, ctx.settings.get().safety_delay_ms);
      }
      if (Object.keys(changes).length > 0) db.update('memorials', m.id, { ...changes, updated_at: now });
      const updated = db.one<MemorialRow>('SELECT * FROM memorials WHERE id = ?', m.id)!;
      return { status: wordingChanged ? 202 : 200, body: serializePersonalMemorial(ctx, updated, caller.personId) };
    }),
  );

  route(app, ctx, deleteMyMemorial, ({ caller, params }) =>
    db.transaction(() => {
      const m = findOwnedMemorial(ctx, caller, params.memorial, { allowDeleted: true });
      // Deleting twice is harmless: the first deletion's recovery date stands.
      const recoverableUntil = m.recoverable_until ?? clock.iso(RECOVERABLE_SECONDS);
      if (m.deleted_at === null) {
        db.update('memorials', m.id, { deleted_at: clock.iso(), recoverable_until: recoverableUntil, updated_at: clock.iso() });
      }
      return {
        status: 200,
        body: {
          id: m.id,
          deleted: true,
          recoverable_until: recoverableUntil,
          message: `The memorial for ${m.deceased_name ?? 'this person'} is deleted and no longer shown. You can recover it from your dashboard until ${plainDate(recoverableUntil)}.`,
          quota: quota(ctx, caller.personId!),
        },
      };
    }),
  );

  route(app, ctx, getDraft, ({ caller, params }) => {
    const m = db.one<MemorialRow>(
      "SELECT * FROM memorials WHERE id = ? AND owner_person_id = ? AND created_via = 'personal' AND deleted_at IS NULL",
      params.onboarding,
      caller.personId ?? -1,
    );
    if (!m) throw notFound("We couldn't find a memorial you started with that number. It may have been deleted.");
    return { status: 200, body: draftStatus(m) };
  });

  route(app, ctx, getVisits, ({ caller, params }) => {
    const m = findMyMemorial(ctx, caller, params.memorial, { allowDeleted: true });
    return { status: 200, body: visitCounts(ctx, m.id) };
  });
}

/**
 * Where a memorial the person started stands now (3.2): generating while any check is under way,
 * blocked while its wording is refused, ready once it passed. `ready` says "live" only when it is.
 */
function draftStatus(m: MemorialRow): DraftStatus {
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
    return { status: 'generating', id: m.id, reason: null, message: `We're still preparing the memorial for ${name} and checking its wording. It isn't live yet.` };
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
