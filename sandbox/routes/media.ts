import type { Hono } from 'hono';
import { createUploadGrant as createUploadGrantOp } from '../../shared/api/memorials';
import type { SandboxContext } from '../context';
import { route } from '../http';
import { acceptCover, createUploadGrant, findGrant, UPLOAD_FIELD } from '../media';
import { findOwnedMemorial } from '../memorials';

/** Spec 4.4 cover photo: an upload grant, then a PUT of the JPEG (multipart form-data) to its address. */
export function registerMediaRoutes(app: Hono, ctx: SandboxContext): void {
  route(app, ctx, createUploadGrantOp, ({ caller, params }) => ({
    status: 201,
    body: createUploadGrant(ctx, findOwnedMemorial(ctx, caller, params.memorial)),
  }));

  app.put('/uploads/:token', async (c) => {
    const grant = findGrant(ctx, c.req.param('token'));
    if ('ok' in grant) return c.json({ message: grant.message }, grant.status);
    // An oversized body was already refused before it was read (guards.ts: limitBodies).
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
      return c.json({ message: `Send the photo as multipart form data, in the field "${UPLOAD_FIELD}".` }, 400);
    }
    let file: unknown;
    try {
      const form = await c.req.parseBody();
      file = form[UPLOAD_FIELD];
    } catch {
      return c.json({ message: `The form data could not be read. Send the photo in the field "${UPLOAD_FIELD}".` }, 400);
    }
    if (!(file instanceof File)) return c.json({ message: `No photo was found in the form field "${UPLOAD_FIELD}".` }, 400);
    const outcome = acceptCover(ctx, grant, new Uint8Array(await file.arrayBuffer()));
    if (!outcome.ok) return c.json({ message: outcome.message }, outcome.status);
    return c.json({ message: 'The cover photo is saved. It shows on the memorial page whenever the memorial is live.' }, 200);
  });
}
