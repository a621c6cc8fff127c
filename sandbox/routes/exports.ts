import type { Hono } from 'hono';
import { getExport, startExport } from '../../shared/api/exports';
import type { SandboxContext } from '../context';
import { notFound, route, strictId } from '../http';
import { currentExport, EXPORT_JOB, exportState, registerExportJob, signedDownload, type ExportRow } from '../export-state';
import { findOwnedMemorial } from '../memorials';

/** Spec 4.5 exports (2.6, 3.6): the Memorial Book (pdf, Premium) and the archive (zip). */
export function registerExportRoutes(app: Hono, ctx: SandboxContext): void {
  const { db, clock } = ctx;
  registerExportJob(ctx);

  route(app, ctx, startExport, ({ caller, params, body }) =>
    db.transaction(() => {
      const m = findOwnedMemorial(ctx, caller, params.memorial);
      const type = body.type ?? 'pdf';
      if (type === 'pdf' && m.is_premium !== 1) {
        return {
          status: 422,
          body: {
            code: 'premium_required',
            message: 'The Memorial Book is part of Premium. This memorial is not Premium, so its book cannot be made; an archive (zip) of its words and tributes can.',
          },
        };
      }
      // One at a time per kind: asking again while it is being prepared answers with that one.
      const preparing = db.one<ExportRow>("SELECT * FROM exports WHERE memorial_id = ? AND type = ? AND status = 'preparing' ORDER BY id DESC LIMIT 1", m.id, type);
      if (preparing) return { status: 200, body: exportState(ctx, preparing, m.deceased_name) };
      const id = db.insert('exports', { memorial_id: m.id, type, status: 'preparing', created_at: clock.iso() });
      ctx.jobs.schedule(EXPORT_JOB, id, ctx.settings.get().safety_delay_ms);
      return { status: 202, body: exportState(ctx, db.one<ExportRow>('SELECT * FROM exports WHERE id = ?', id)!, m.deceased_name) };
    }),
  );

  route(app, ctx, getExport, ({ caller, params }) => {
    const m = findOwnedMemorial(ctx, caller, params.memorial, { allowDeleted: true });
    const row = db.one<ExportRow>('SELECT id, memorial_id, type, status, created_at, ready_at, expires_at FROM exports WHERE id = ? AND memorial_id = ?', params.export, m.id);
    if (!row) throw notFound("We couldn't find that export for this memorial.");
    return { status: 200, body: exportState(ctx, currentExport(ctx, row), m.deceased_name) };
  });

  app.get('/downloads/:id', (c) => {
    const id = strictId(c.req.param('id'));
    const found = id === null ? null : signedDownload(ctx, id, c.req.query('expires') ?? '', c.req.query('signature') ?? '');
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
