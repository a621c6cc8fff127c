import type { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext } from '../context';
import { HttpError, invalid } from '../http/endpoint';
import { MAX_CLOCK_AHEAD_SECONDS } from '../foundation/clock';
import { SettingsPatch } from '../foundation/settings';
import { createPerson, findPersonByEmail } from '../auth/people';
import { issueToken } from '../auth/tokens';
import { createOrganization, subdomainTaken } from '../business/model';
import { controlBody, controlHandler } from './helpers';
import { resetDatabase } from '../db/reset';

export function registerCoreControl(app: Hono, ctx: SandboxContext): void {
  const { db, clock } = ctx;

  app.post(
    '/__sandbox/reset',
    controlHandler((c) => {
      resetDatabase(db);
      ctx.settings.reset();
      clock.reset();
      ctx.rateLimiter.reset();
      return c.body(null, 204);
    }),
  );

  app.post(
    '/__sandbox/people',
    controlHandler(async (c) => {
      const body = await controlBody(c, z.object({ name: z.string().trim().min(1).max(255), email: z.email() }));
      if (findPersonByEmail(ctx, body.email)) {
        throw new HttpError(422, {
          message: 'A person with that email address already exists.',
          errors: { email: ['A person with that email address already exists.'] },
        });
      }
      const id = createPerson(ctx, body);
      const token = issueToken(db, clock, { kind: 'personal', personId: id, name: 'Sandbox control' });
      return c.json({ id, name: body.name, email: body.email, token }, 201);
    }),
  );

  app.post(
    '/__sandbox/organizations',
    controlHandler(async (c) => {
      const body = await controlBody(
        c,
        z.object({
          name: z.string().trim().min(1).max(255),
          subdomain: z
            .string()
            .regex(/^[a-z0-9-]{1,63}$/)
            .optional(),
        }),
      );
      if (body.subdomain && subdomainTaken(ctx, body.subdomain)) {
        throw new HttpError(422, { message: 'That subdomain is taken.', errors: { subdomain: ['That subdomain is taken.'] } });
      }
      const id = createOrganization(ctx, { name: body.name, subdomain: body.subdomain ?? null });
      const token = issueToken(db, clock, { kind: 'business', organizationId: id, name: 'Sandbox control' });
      return c.json({ id, name: body.name, token }, 201);
    }),
  );

  app.post(
    '/__sandbox/clock',
    controlHandler(async (c) => {
      const body = await controlBody(
        c,
        z.object({
          advance_seconds: z
            .number({ error: 'advance_seconds must be a number of seconds.' })
            .nonnegative('advance_seconds must be zero or more: the clock only moves forward.'),
        }),
      );
      const room = clock.roomAheadSeconds();
      if (body.advance_seconds > room) {
        const years = MAX_CLOCK_AHEAD_SECONDS / (365 * 24 * 60 * 60);
        throw invalid(
          'advance_seconds',
          `The sandbox clock can be at most ${years} years ahead of the real time, so advance_seconds can be at most ${room} now. Nothing was changed.`,
        );
      }
      clock.advance(body.advance_seconds);
      ctx.jobs.runDue();
      return c.json({ now: clock.iso() }, 200);
    }),
  );

  app.put(
    '/__sandbox/settings',
    controlHandler(async (c) => {
      const patch = await controlBody(c, SettingsPatch);
      return c.json(ctx.settings.update(patch), 200);
    }),
  );

  app.post(
    '/__sandbox/settle',
    controlHandler(async (c) => {
      const finished = await ctx.jobs.settle();
      return c.json({ settled: finished }, 200);
    }),
  );
}
