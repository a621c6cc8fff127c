import type { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext } from '../context';
import { claimInvitation } from '../business/onboarding';
import { controlBody, controlHandler, controlId } from './helpers';

export function registerBusinessControl(app: Hono, ctx: SandboxContext): void {
  /** The invited family completes the memorial: in_progress now, live once the go-live job runs. */
  app.post(
    '/__sandbox/invitations/:onboarding/claim',
    controlHandler(async (c) => {
      const onboarding = controlId(c, 'onboarding');
      const body = await controlBody(c, z.object({ person_id: z.number().int().positive().optional() }));
      return c.json(claimInvitation(ctx, onboarding, body.person_id), 200);
    }),
  );
}
