import type { Hono } from 'hono';
import {
  approveContribution,
  hideContribution,
  listContributions,
  pinContribution,
  rejectContribution,
  restoreContribution,
  unpinContribution,
} from '../../shared/api/contributions';
import type { SandboxContext } from '../context';
import { route } from '../http';
import {
  APPROVE_REFUSAL_MESSAGES,
  approveRefusal,
  findMyContribution,
  loadContribution,
  registerContributionCheck,
  serializeContribution,
  type ContributionRow,
} from '../contributions';
import { findMyMemorial } from '../memorials';
import { personalPage } from '../pagination';

/** Spec 4.5 tributes and their states (3.4). */
export function registerContributionRoutes(app: Hono, ctx: SandboxContext): void {
  const { db, clock } = ctx;
  registerContributionCheck(ctx);

  route(app, ctx, listContributions, ({ caller, params, query }) => {
    const memorial = findMyMemorial(ctx, caller, params.memorial, { allowDeleted: true });
    const filter = query.status ?? 'pending';
    // `deleted` lists hidden tributes; it is not itself a status.
    const status = filter === 'deleted' ? 'hidden' : filter;
    const total = db.one<{ n: number }>('SELECT COUNT(*) AS n FROM contributions WHERE memorial_id = ? AND status = ?', memorial.id, status)!.n;
    const page = personalPage({ page: query.page, per_page: query.per_page, total, url: `${ctx.baseUrl}/memorials/${memorial.id}/contributions`, extraQuery: { status: filter } });
    // The pinned band comes first (most recently pinned on top), then newest first.
    const rows = db.all<ContributionRow>(
      `SELECT * FROM contributions WHERE memorial_id = ? AND status = ?
       ORDER BY is_pinned DESC, pinned_at DESC, created_at DESC, id DESC LIMIT ? OFFSET ?`,
      memorial.id,
      status,
      page.limit,
      page.offset,
    );
    return { status: 200, body: { data: rows.map(serializeContribution), links: page.links, meta: page.meta } };
  });

  route(app, ctx, approveContribution, ({ caller, params }) => {
    const t = findMyContribution(ctx, caller, params.contribution);
    const refusal = approveRefusal(t);
    if (refusal) return { status: 422, body: { code: refusal, message: APPROVE_REFUSAL_MESSAGES[refusal] } };
    if (t.status !== 'approved') db.update('contributions', t.id, { status: 'approved', updated_at: clock.iso() });
    return { status: 200, body: serializeContribution(loadContribution(ctx, t.id)) };
  });

  route(app, ctx, rejectContribution, ({ caller, params, body }) => {
    const t = findMyContribution(ctx, caller, params.contribution);
    // A rejected tribute stays off the memorial, so it also leaves the pinned band.
    db.update('contributions', t.id, {
      status: 'rejected',
      status_before_hidden: null,
      reject_reason: body.reason ?? null,
      is_pinned: 0,
      pinned_at: null,
      updated_at: clock.iso(),
    });
    return { status: 200, body: serializeContribution(loadContribution(ctx, t.id)) };
  });

  route(app, ctx, hideContribution, ({ caller, params }) => {
    const t = findMyContribution(ctx, caller, params.contribution);
    if (t.status !== 'hidden') {
      db.update('contributions', t.id, { status: 'hidden', status_before_hidden: t.status, updated_at: clock.iso() });
    }
    return {
      status: 200,
      body: { id: t.id, hidden: true, message: 'The tribute is hidden and no longer shown. You can restore it at any time.' },
    };
  });

  route(app, ctx, restoreContribution, ({ caller, params }) => {
    const t = findMyContribution(ctx, caller, params.contribution);
    // Back where it was before it was hidden (approved, pending or rejected), pin included.
    if (t.status === 'hidden') {
      db.update('contributions', t.id, { status: t.status_before_hidden ?? 'pending', status_before_hidden: null, updated_at: clock.iso() });
    }
    return { status: 200, body: serializeContribution(loadContribution(ctx, t.id)) };
  });

  route(app, ctx, pinContribution, ({ caller, params }) => {
    const t = findMyContribution(ctx, caller, params.contribution);
    if (t.status !== 'approved') {
      return {
        status: 422,
        body: { code: 'not_approved', message: 'Only a tribute that is on the memorial can be pinned. Approve it first.' },
      };
    }
    if (t.is_pinned !== 1) db.update('contributions', t.id, { is_pinned: 1, pinned_at: clock.iso(), updated_at: clock.iso() });
    return { status: 200, body: serializeContribution(loadContribution(ctx, t.id)) };
  });

  route(app, ctx, unpinContribution, ({ caller, params }) => {
    const t = findMyContribution(ctx, caller, params.contribution);
    if (t.is_pinned === 1) db.update('contributions', t.id, { is_pinned: 0, pinned_at: null, updated_at: clock.iso() });
    return { status: 200, body: serializeContribution(loadContribution(ctx, t.id)) };
  });
}
