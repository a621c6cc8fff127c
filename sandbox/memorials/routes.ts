import type { Hono } from 'hono';
import {
  createMyMemorial,
  createUploadGrant,
  deleteMyMemorial,
  getDraft,
  getMyMemorial,
  getMyMemorialStatus,
  getVisits,
  listMyMemorials,
  updateMyMemorial,
} from '../../shared/api/memorials';
import type { SandboxContext } from '../context';
import { endpoint, type Endpoint } from '../http/endpoint';
import { draftStatus, findDraft, startMemorial } from './drafts';
import { acceptCover, findGrant, newUploadGrant, UPLOAD_FIELD } from './media';
import * as memorials from './model';
import { visitCounts } from './visits';

/** Spec 4.4: a person's memorials, their moderation lifecycle (3.1, 3.2), deletion (3.5), visits and the cover photo. */
export function memorialEndpoints(ctx: SandboxContext): Endpoint[] {
  const { db } = ctx;
  return [
    endpoint(listMyMemorials, ({ caller, query }) => {
      const { rows, links, meta } = memorials.listMyMemorials(ctx, caller, query);
      return { status: 200, body: { data: rows.map((m) => memorials.serializePersonalMemorial(ctx, m, caller.personId)), links, meta } };
    }),

    endpoint(createMyMemorial, ({ caller, body }) => startMemorial(ctx, caller.personId!, body)),

    endpoint(getMyMemorial, ({ caller, params }) => ({
      status: 200,
      body: { data: memorials.serializePersonalMemorial(ctx, memorials.findMyMemorial(ctx, caller, params.memorial, { allowDeleted: true }), caller.personId) },
    })),

    endpoint(getMyMemorialStatus, ({ caller, params }) => ({
      status: 200,
      body: memorials.serializePersonalMemorial(ctx, memorials.findMyMemorial(ctx, caller, params.memorial, { allowDeleted: true }), caller.personId),
    })),

    // Wording and settings belong to the owners; a moderator looks after tributes only.
    endpoint(updateMyMemorial, ({ caller, params, body }) =>
      db.transaction(() => memorials.updateMemorial(ctx, memorials.findOwnedMemorial(ctx, caller, params.memorial), body, caller.personId)),
    ),

    endpoint(deleteMyMemorial, ({ caller, params }) => ({
      status: 200,
      body: db.transaction(() =>
        memorials.deleteMemorial(ctx, memorials.findOwnedMemorial(ctx, caller, params.memorial, { allowDeleted: true }), caller.personId!),
      ),
    })),

    endpoint(getDraft, ({ caller, params }) => ({ status: 200, body: draftStatus(findDraft(ctx, caller.personId, params.onboarding)) })),

    endpoint(getVisits, ({ caller, params }) => ({
      status: 200,
      body: visitCounts(ctx, memorials.findMyMemorial(ctx, caller, params.memorial, { allowDeleted: true }).id),
    })),

    endpoint(createUploadGrant, ({ caller, params }) => ({
      status: 201,
      body: newUploadGrant(ctx, memorials.findOwnedMemorial(ctx, caller, params.memorial)),
    })),
  ];
}

/**
 * The address of an upload grant (spec 4.4): PUT the JPEG as multipart form-data. Outside the
 * contract (it carries its own credential, not a token). An oversized body was refused before it
 * was read (http/guards.ts).
 */
export function registerUploadAddress(app: Hono, ctx: SandboxContext): void {
  app.put('/uploads/:token', async (c) => {
    const grant = findGrant(ctx, c.req.param('token'));
    if ('ok' in grant) return c.json({ message: grant.message }, grant.status);
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
