import type { Hono } from 'hono';
import { getExport, startExport } from '../../shared/api/exports';
import type { SandboxContext } from '../context';
import { endpoint, strictId, type Endpoint } from '../http/endpoint';
import { findOwnedMemorial } from '../memorials/model';
import * as exportsModel from './model';

/** Spec 4.5 exports (2.6, 3.6): the Memorial Book (pdf, Premium) and the archive (zip). */
export function exportEndpoints(ctx: SandboxContext): Endpoint[] {
  return [
    endpoint(startExport, ({ caller, params, body }) =>
      ctx.db.transaction(() => exportsModel.startExport(ctx, findOwnedMemorial(ctx, caller, params.memorial), body.type ?? 'pdf')),
    ),
    endpoint(getExport, ({ caller, params }) => ({
      status: 200,
      body: exportsModel.readExport(ctx, findOwnedMemorial(ctx, caller, params.memorial, { allowDeleted: true }), params.export),
    })),
  ];
}

/** The download address of a ready export: signed and short-lived, outside the contract (no token). */
export function registerDownloadAddress(app: Hono, ctx: SandboxContext): void {
  app.get('/downloads/:id', (c) => {
    const id = strictId(c.req.param('id'));
    const found = id === null ? null : exportsModel.signedDownload(ctx, id, c.req.query('expires') ?? '', c.req.query('signature') ?? '');
    if (!found) return c.json({ message: 'This download link is not valid or has expired. Please start a new export in Memorial Desk.' }, 404);
    const name = found.row.type === 'pdf' ? `memorial-book-${found.slug}.pdf` : `memorial-archive-${found.slug}.zip`;
    return c.body(new Uint8Array(found.file), 200, {
      'Content-Type': found.row.type === 'pdf' ? 'application/pdf' : 'application/zip',
      'Content-Disposition': `attachment; filename="${name}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    });
  });
}
