import { createBroadcast, deleteFund, getFund, listBroadcasts, listRsvps, saveFund } from '../../shared/api/premium';
import type { SandboxContext } from '../context';
import { endpoint, type Endpoint } from '../http/endpoint';
import { findOwnedMemorial } from '../memorials/model';
import * as premium from './model';

/**
 * Spec 4.5 fund, announcements and events, RSVPs. Owner only: a moderator from a share link looks
 * after tributes, not these. Reading and removing work on any of the owner's memorials; saving
 * and posting need Premium (rule 3).
 */
export function premiumEndpoints(ctx: SandboxContext): Endpoint[] {
  return [
    endpoint(getFund, ({ caller, params }) => ({
      status: 200,
      body: premium.readFund(ctx, findOwnedMemorial(ctx, caller, params.memorial, { allowDeleted: true })),
    })),

    endpoint(saveFund, ({ caller, params, body }) => {
      const m = findOwnedMemorial(ctx, caller, params.memorial);
      premium.requirePremium(m, 'fund');
      return { status: 202, body: premium.saveFund(ctx, m, body) };
    }),

    endpoint(deleteFund, ({ caller, params }) => ({
      status: 200,
      body: premium.deleteFund(ctx, findOwnedMemorial(ctx, caller, params.memorial, { allowDeleted: true })),
    })),

    endpoint(listBroadcasts, ({ caller, params }) => ({
      status: 200,
      body: { data: premium.listBroadcasts(ctx, findOwnedMemorial(ctx, caller, params.memorial, { allowDeleted: true })) },
    })),

    endpoint(createBroadcast, ({ caller, params, body }) => {
      const m = findOwnedMemorial(ctx, caller, params.memorial);
      premium.requirePremium(m, 'broadcasts');
      return { status: 202, body: premium.createBroadcast(ctx, m, body) };
    }),

    endpoint(listRsvps, ({ caller, params }) => ({ status: 200, body: premium.rsvpList(ctx, premium.findOwnedEvent(ctx, caller, params.event)) })),
  ];
}
