import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ExportState } from '../../shared/api/exports';
import { SANDBOX_CHOICES } from '../../shared/limits';
import type { SandboxContext } from '../context';
import { plainDateTimeUtc } from '../wording/dates';
import { allTributes, publicTributes, serializeContribution } from '../contributions/model';
import { notFound } from '../http/endpoint';
import { coverOf } from '../memorials/media';
import { loadMemorial, serializePersonalMemorial, type MemorialRow } from '../memorials/model';
import { buildArchive } from './archive';
import { buildMemorialBook } from './memorial-book';

export const EXPORT_JOB = 'export_prepare';

export interface ExportRow {
  id: number;
  memorial_id: number;
  type: 'pdf' | 'zip';
  status: 'preparing' | 'ready' | 'expired' | 'failed';
  created_at: string;
  ready_at: string | null;
  expires_at: string | null;
}

const WHAT = { pdf: 'Memorial Book', zip: 'archive' } as const;

/** Moves a ready export past its expiry to `expired` (and drops its file), by the sandbox clock. */
export function currentExport(ctx: SandboxContext, row: ExportRow): ExportRow {
  if (row.status === 'ready' && row.expires_at !== null && row.expires_at <= ctx.clock.iso()) {
    ctx.db.run("UPDATE exports SET status = 'expired', file = NULL WHERE id = ?", row.id);
    return { ...row, status: 'expired' };
  }
  return row;
}

/** The answer for an export: `ready` and `download_url` only once the file exists and has not expired. */
export function exportState(ctx: SandboxContext, row: ExportRow, memorialName: string | null): ExportState {
  const what = WHAT[row.type];
  const name = memorialName ?? 'the memorial';
  const base = { export_id: row.id, type: row.type, status: row.status };
  switch (row.status) {
    case 'preparing':
      return {
        ...base,
        ready: false,
        download_url: null,
        message: `We're preparing the ${what} for ${name}. It isn't ready to download yet; this usually takes a minute.`,
      };
    case 'ready':
      return {
        ...base,
        ready: true,
        download_url: signedDownloadUrl(ctx, row),
        message: `The ${what} for ${name} is ready to download until ${plainDateTimeUtc(row.expires_at!)}.`,
      };
    case 'expired':
      return { ...base, ready: false, download_url: null, message: `The ${what} for ${name} is no longer available to download. Please start a new one.` };
    case 'failed':
      return { ...base, ready: false, download_url: null, message: `We couldn't prepare the ${what} for ${name}. Please try again.` };
  }
}

const PREMIUM_NEEDED =
  'The Memorial Book is part of Premium. This memorial is not Premium, so its book cannot be made; an archive (zip) of its words and tributes can.';

/**
 * POST /me/memorials/{memorial}/exports (the caller checked the memorial is theirs): one at a
 * time per kind, so asking again while one is being prepared answers with that one (200).
 */
export function startExport(ctx: SandboxContext, m: MemorialRow, type: 'pdf' | 'zip') {
  const { db, clock } = ctx;
  return db.transaction(() => {
    if (type === 'pdf' && m.is_premium !== 1) return { status: 422 as const, body: { code: 'premium_required' as const, message: PREMIUM_NEEDED } };
    const preparing = db.one<ExportRow>(
      "SELECT * FROM exports WHERE memorial_id = ? AND type = ? AND status = 'preparing' ORDER BY id DESC LIMIT 1",
      m.id,
      type,
    );
    if (preparing) return { status: 200 as const, body: exportState(ctx, preparing, m.deceased_name) };
    const id = db.insert('exports', { memorial_id: m.id, type, status: 'preparing', created_at: clock.iso() });
    ctx.jobs.schedule(EXPORT_JOB, id, ctx.settings.get().safety_delay_ms);
    return { status: 202 as const, body: exportState(ctx, db.one<ExportRow>('SELECT * FROM exports WHERE id = ?', id)!, m.deceased_name) };
  });
}

/** GET /me/memorials/{memorial}/exports/{export}: how it is getting on, by the sandbox clock. */
export function readExport(ctx: SandboxContext, m: MemorialRow, exportId: number): ExportState {
  const row = ctx.db.one<ExportRow>(
    'SELECT id, memorial_id, type, status, created_at, ready_at, expires_at FROM exports WHERE id = ? AND memorial_id = ?',
    exportId,
    m.id,
  );
  if (!row) throw notFound("We couldn't find that export for this memorial.");
  return exportState(ctx, currentExport(ctx, row), m.deceased_name);
}

/** An export whose building was cut short (the process stopped mid-build) is built again. */
export function resumeExports(ctx: SandboxContext): void {
  for (const { id } of ctx.db.all<{ id: number }>(
    "SELECT id FROM exports WHERE status = 'preparing' AND id NOT IN (SELECT ref_id FROM jobs WHERE kind = ?)",
    EXPORT_JOB,
  )) {
    ctx.jobs.schedule(EXPORT_JOB, id, 0);
  }
}

/** Builds the file for an export and makes it ready (the job; asynchronous: a PDF takes a moment). */
export async function buildExport(ctx: SandboxContext, id: number): Promise<void> {
  const { db, clock } = ctx;
  const row = db.one<ExportRow>('SELECT * FROM exports WHERE id = ?', id);
  if (!row || row.status !== 'preparing') return;
  const m = loadMemorial(ctx, row.memorial_id)!;
  const cover = coverOf(ctx, m.id);
  const generatedAt = clock.iso();
  let file: Uint8Array;
  try {
    if (row.type === 'pdf') {
      // The book holds what the public page holds: approved tributes (never private ones), pinned first.
      const tributes = publicTributes(ctx, m.id);
      file = await buildMemorialBook({
        deceasedName: m.deceased_name ?? 'In loving memory',
        title: m.title,
        subtitle: m.subtitle,
        birthDate: m.birth_date,
        deathDate: m.death_date,
        obituary: m.obituary,
        cover: cover ? new Uint8Array(cover) : null,
        tributes: tributes.map((t) => ({ title: t.title, body: t.body, authorName: t.author_name, createdAt: t.created_at, isPinned: t.is_pinned === 1 })),
        generatedAt,
      });
    } else {
      // The archive is the family's own record: every tribute, with its status.
      const tributes = allTributes(ctx, m.id);
      file = buildArchive({
        memorial: serializePersonalMemorial(ctx, m),
        tributes: tributes.map(serializeContribution),
        cover: cover ? new Uint8Array(cover) : null,
        generatedAt,
      });
    }
  } catch (error) {
    console.error('sandbox: export failed', error);
    db.run("UPDATE exports SET status = 'failed' WHERE id = ? AND status = 'preparing'", id);
    return;
  }
  db.run(
    "UPDATE exports SET status = 'ready', file = ?, ready_at = ?, expires_at = ? WHERE id = ? AND status = 'preparing'",
    file,
    clock.iso(),
    clock.iso(SANDBOX_CHOICES.exportLinkLifetimeSeconds),
    id,
  );
}

/**
 * Download addresses are signed (HMAC over the export and its expiry with a key the sandbox keeps
 * in its database), so the same address can be shown again without storing it.
 */
function signingKey(ctx: SandboxContext): Buffer {
  const row = ctx.db.one<{ value: string }>("SELECT value FROM settings WHERE key = 'signing_key'");
  if (row) return Buffer.from(row.value, 'base64');
  const key = randomBytes(32);
  ctx.db.run("INSERT INTO settings (key, value) VALUES ('signing_key', ?)", key.toString('base64'));
  return key;
}

function signature(ctx: SandboxContext, id: number, expires: string): string {
  return createHmac('sha256', signingKey(ctx)).update(`export:${id}:${expires}`).digest('base64url');
}

function signedDownloadUrl(ctx: SandboxContext, row: ExportRow): string {
  const expires = String(Date.parse(row.expires_at!));
  return `${ctx.appUrl}/downloads/${row.id}?expires=${expires}&signature=${signature(ctx, row.id, expires)}`;
}

/** The file behind a download address, when the signature holds and the file has not expired. */
export function signedDownload(ctx: SandboxContext, id: number, expires: string, given: string): { row: ExportRow; file: Uint8Array; slug: string } | null {
  const expected = Buffer.from(signature(ctx, id, expires));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  if (Number(expires) <= ctx.clock.nowMs()) return null;
  const found = ctx.db.one<ExportRow & { file: Uint8Array | null; slug: string }>(
    'SELECT e.*, m.slug FROM exports e JOIN memorials m ON m.id = e.memorial_id WHERE e.id = ?',
    id,
  );
  if (!found) return null;
  const row = currentExport(ctx, found);
  if (row.status !== 'ready' || !found.file) return null;
  return { row, file: found.file, slug: found.slug };
}
