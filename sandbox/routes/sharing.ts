import type { Hono } from 'hono';
import { createShareLink } from '../../shared/api/sharing';
import type { SandboxContext } from '../context';
import { route } from '../http';
import { findOwnedMemorial } from '../memorials';
import { roleUnavailable, shareLinkFor } from '../sharing';

/** Spec 4.5 share links (rule 2). Opening a link is the page at /s/{token} (pages/share-routes.ts). */
export function registerSharingRoutes(app: Hono, ctx: SandboxContext): void {
  route(app, ctx, createShareLink, ({ caller, params, body }) => {
    const m = findOwnedMemorial(ctx, caller, params.memorial);
    const unavailable = roleUnavailable(m, body.role);
    if (unavailable) return { status: 422, body: { code: 'role_unavailable', message: unavailable } };
    return { status: 200, body: shareLinkFor(ctx, m, body.role, body.fresh === true) };
  });
}
