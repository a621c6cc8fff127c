import type { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext } from '../context';
import { leaveTribute } from '../contributions/model';
import { HttpError } from '../http/endpoint';
import { loadMemorial, setPremium, type MemorialRow } from '../memorials/model';
import { recordVisits } from '../memorials/visits';
import { controlBody, controlHandler, controlId } from './helpers';

/** Control endpoints about personal memorials: Premium, a visitor's tribute, visits. */
export function registerPersonalControl(app: Hono, ctx: SandboxContext): void {
  const memorial = (id: number): MemorialRow => {
    const m = loadMemorial(ctx, id);
    if (!m) throw new HttpError(404, { message: 'There is no memorial with that id.' });
    return m;
  };

  app.post(
    '/__sandbox/memorials/:id/premium',
    controlHandler(async (c) => {
      const m = memorial(controlId(c, 'id'));
      const body = await controlBody(c, z.object({ premium: z.boolean() }));
      setPremium(ctx, m.id, body.premium);
      return c.json({ id: m.id, premium: body.premium }, 200);
    }),
  );

  app.post(
    '/__sandbox/memorials/:id/contributions',
    controlHandler(async (c) => {
      const m = memorial(controlId(c, 'id'));
      const body = await controlBody(
        c,
        z.object({
          body: z.string().min(1).max(10_000),
          title: z.string().max(255).nullable().optional(),
          type: z.string().max(50).nullable().optional(),
          author_name: z.string().min(1).max(255),
          author_email: z.email().nullable().optional(),
          is_guest: z.boolean().default(true),
          is_private: z.boolean().default(false),
          email_confirmed: z.boolean().default(true),
        }),
      );
      if (m.deleted_at !== null || m.contributions_enabled !== 1) {
        throw new HttpError(422, { message: 'This memorial is not taking tributes right now.', errors: {} });
      }
      // Like all wording, a tribute starts pending and goes through the safety check.
      const id = leaveTribute(ctx, m.id, {
        type: body.type ?? 'message',
        title: body.title ?? null,
        body: body.body,
        authorName: body.author_name,
        authorEmail: body.author_email ?? null,
        isGuest: body.is_guest,
        emailConfirmed: body.email_confirmed,
        isPrivate: body.is_private,
      });
      return c.json({ id }, 201);
    }),
  );

  app.post(
    '/__sandbox/memorials/:id/visits',
    controlHandler(async (c) => {
      const m = memorial(controlId(c, 'id'));
      const body = await controlBody(c, z.object({ count: z.number().int().min(1).max(100_000) }));
      recordVisits(ctx, m.id, Array<string>(body.count).fill(ctx.clock.iso()));
      return c.json({ id: m.id, recorded: body.count }, 200);
    }),
  );
}
