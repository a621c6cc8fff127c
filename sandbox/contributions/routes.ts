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
import { endpoint, type Endpoint } from '../http/endpoint';
import { findMyMemorial } from '../memorials/model';
import * as tributes from './model';

/** Spec 4.5 tributes and their states (3.4). */
export function contributionEndpoints(ctx: SandboxContext): Endpoint[] {
  return [
    endpoint(listContributions, ({ caller, params, query }) => ({
      status: 200,
      body: tributes.listTributes(ctx, findMyMemorial(ctx, caller, params.memorial, { allowDeleted: true }).id, query),
    })),

    endpoint(approveContribution, ({ caller, params }) => {
      const outcome = tributes.approve(ctx, tributes.findMyContribution(ctx, caller, params.contribution));
      return outcome.ok ? { status: 200, body: outcome.tribute } : { status: 422, body: { code: outcome.code, message: outcome.message } };
    }),

    endpoint(rejectContribution, ({ caller, params, body }) => ({
      status: 200,
      body: tributes.reject(ctx, tributes.findMyContribution(ctx, caller, params.contribution), body.reason ?? null),
    })),

    endpoint(hideContribution, ({ caller, params }) => ({
      status: 200,
      body: tributes.hide(ctx, tributes.findMyContribution(ctx, caller, params.contribution)),
    })),

    endpoint(restoreContribution, ({ caller, params }) => ({
      status: 200,
      body: tributes.restore(ctx, tributes.findMyContribution(ctx, caller, params.contribution)),
    })),

    endpoint(pinContribution, ({ caller, params }) => {
      const pinned = tributes.pin(ctx, tributes.findMyContribution(ctx, caller, params.contribution));
      return pinned ? { status: 200, body: pinned } : { status: 422, body: { code: 'not_approved', message: tributes.NOT_APPROVED } };
    }),

    endpoint(unpinContribution, ({ caller, params }) => ({
      status: 200,
      body: tributes.unpin(ctx, tributes.findMyContribution(ctx, caller, params.contribution)),
    })),
  ];
}
