import type { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext } from '../context';
import { addRsvp } from '../premium/model';
import { controlBody, controlHandler, controlId } from './helpers';

/** Control endpoints about Premium features: a visitor's reply to an event. */
export function registerPremiumControl(app: Hono, ctx: SandboxContext): void {
  app.post(
    '/__sandbox/events/:id/rsvps',
    controlHandler(async (c) => {
      const eventId = controlId(c, 'id');
      const body = await controlBody(
        c,
        z.object({
          name: z.string().trim().min(1, { message: 'The name is required.' }).max(255, { message: 'The name can be at most 255 characters.' }),
          attending: z.enum(['yes', 'no', 'maybe'], { error: 'Attending must be yes, no or maybe.' }),
          party_size: z
            .number()
            .int()
            .min(1, { message: 'The party size must be at least 1.' })
            .max(50, { message: 'The party size can be at most 50.' })
            .default(1),
        }),
      );
      return c.json({ id: addRsvp(ctx, eventId, body) }, 201);
    }),
  );
}
