import type { Hono } from 'hono';
import { getMemorial, getOrganization, listMemorials, listOwners, provisionMemorial, resendInvitation } from '../../shared/api/business';
import type { SandboxContext } from '../context';
import { notFound, route } from '../http';
import type { Caller } from '../tokens';
import {
  findBusinessMemorial,
  listBusinessMemorials,
  organizationOf,
  ownersOf,
  provision,
  registerBusinessJobs,
  resendInvitation as rotateInvitation,
} from '../business';

/** Spec 4.3 business tier: every answer is scoped to the organization the token is bound to. */
export function registerBusinessRoutes(app: Hono, ctx: SandboxContext): void {
  registerBusinessJobs(ctx);

  route(app, ctx, getOrganization, ({ caller }) => ({ status: 200, body: organizationOf(ctx, orgOf(caller)) }));

  route(app, ctx, listOwners, ({ caller }) => ({ status: 200, body: { data: ownersOf(ctx, orgOf(caller)) } }));

  route(app, ctx, listMemorials, ({ caller, query }) => ({ status: 200, body: listBusinessMemorials(ctx, orgOf(caller), query) }));

  route(app, ctx, provisionMemorial, ({ caller, body }) => provision(ctx, orgOf(caller), body));

  route(app, ctx, getMemorial, ({ caller, params }) => ({ status: 200, body: findBusinessMemorial(ctx, orgOf(caller), params.memorial) }));

  route(app, ctx, resendInvitation, ({ caller, params }) => ({
    status: 200,
    body: rotateInvitation(ctx, orgOf(caller), params.onboarding),
  }));
}

/** A business token is always bound to one organization (the route helper already refused other kinds). */
function orgOf(caller: Caller): number {
  if (caller.organizationId === null) throw notFound();
  return caller.organizationId;
}
