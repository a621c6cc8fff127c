import type { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext } from '../context';
import { CONTRIBUTION_CHECK_JOB } from '../contributions';
import { HttpError } from '../http';
import type { MemorialRow } from '../memorials';
import { controlBody, controlHandler, controlId } from './helpers';

/** Control endpoints about personal memorials: Premium, a visitor's tribute, visits. */
export function registerPersonalControl(app: Hono, ctx: SandboxContext): void {
  const { db, clock } = ctx;

  const memorial = (id: number): MemorialRow => {
    const m = db.one<MemorialRow>('SELECT * FROM memorials WHERE id = ?', id);
    if (!m) throw new HttpError(404, { message: 'There is no memorial with that id.' });
    return m;
  };

  app.post('/__sandbox/memorials/:id/premium', controlHandler(async (c) => {
    const m = memorial(controlId(c, 'id'));
    const body = await controlBody(c, z.object({ premium: z.boolean() }));
    db.update('memorials', m.id, { is_premium: body.premium ? 1 : 0, updated_at: clock.iso() });
    return c.json({ id: m.id, premium: body.premium }, 200);
  }));

  app.post('/__sandbox/memorials/:id/contributions', controlHandler(async (c) => {
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
    const now = clock.iso();
    // Like all wording, a tribute starts pending and goes through the safety check.
    const id = db.insert('contributions', {
      memorial_id: m.id,
      type: body.type ?? 'message',
      title: body.title ?? null,
      body: body.body,
      author_name: body.author_name,
      author_email: body.author_email ?? null,
      is_guest: body.is_guest ? 1 : 0,
      email_confirmed: body.email_confirmed ? 1 : 0,
      is_private: body.is_private ? 1 : 0,
      status: 'pending',
      moderation_status: 'pending',
      created_at: now,
      updated_at: now,
    });
    ctx.jobs.schedule(CONTRIBUTION_CHECK_JOB, id, ctx.settings.get().safety_delay_ms);
    return c.json({ id }, 201);
  }));

  app.post('/__sandbox/memorials/:id/visits', controlHandler(async (c) => {
    const m = memorial(controlId(c, 'id'));
    const body = await controlBody(c, z.object({ count: z.number().int().min(1).max(100_000) }));
    const now = clock.iso();
    db.transaction(() => {
      const insert = db.raw.prepare('INSERT INTO visits (memorial_id, visited_at) VALUES (?, ?)');
      for (let i = 0; i < body.count; i++) insert.run(m.id, now);
    });
    return c.json({ id: m.id, recorded: body.count }, 200);
  }));
}
