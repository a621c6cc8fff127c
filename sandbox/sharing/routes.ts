import { createShareLink } from '../../shared/api/sharing';
import type { SandboxContext } from '../context';
import { endpoint, type Endpoint } from '../http/endpoint';
import { findOwnedMemorial } from '../memorials/model';
import { roleUnavailable, shareLinkFor } from './model';

/** Spec 4.5 share links (rule 2). Opening a link is the page at /s/{token} (pages/share-routes.ts). */
export function sharingEndpoints(ctx: SandboxContext): Endpoint[] {
  return [
    endpoint(createShareLink, ({ caller, params, body }) => {
      const m = findOwnedMemorial(ctx, caller, params.memorial);
      const unavailable = roleUnavailable(m, body.role);
      if (unavailable) return { status: 422, body: { code: 'role_unavailable', message: unavailable } };
      return { status: 200, body: shareLinkFor(ctx, m, body.role, body.fresh === true) };
    }),
  ];
}
