import { getMemorial, getOrganization, listMemorials, listOwners, provisionMemorial, resendInvitation } from '../../shared/api/business';
import type { Caller } from '../auth/tokens';
import type { SandboxContext } from '../context';
import { endpoint, notFound, type Endpoint } from '../http/endpoint';
import * as business from './model';
import * as onboarding from './onboarding';

/** Spec 4.3 business tier: every answer is scoped to the organization the token is bound to. */
export function businessEndpoints(ctx: SandboxContext): Endpoint[] {
  return [
    endpoint(getOrganization, ({ caller }) => ({ status: 200, body: business.organizationOf(ctx, orgOf(caller)) })),
    endpoint(listOwners, ({ caller }) => ({ status: 200, body: { data: business.ownersOf(ctx, orgOf(caller)) } })),
    endpoint(listMemorials, ({ caller, query }) => ({ status: 200, body: business.listBusinessMemorials(ctx, orgOf(caller), query) })),
    endpoint(provisionMemorial, ({ caller, body }) => onboarding.provision(ctx, orgOf(caller), body)),
    endpoint(getMemorial, ({ caller, params }) => ({ status: 200, body: business.findBusinessMemorial(ctx, orgOf(caller), params.memorial) })),
    endpoint(resendInvitation, ({ caller, params }) => ({ status: 200, body: onboarding.resendInvitation(ctx, orgOf(caller), params.onboarding) })),
  ];
}

/** A business token is always bound to one organization (the kind of token was checked already). */
function orgOf(caller: Caller): number {
  if (caller.organizationId === null) throw notFound();
  return caller.organizationId;
}
