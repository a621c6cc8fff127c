import type { UploadGrant } from '../../shared/api/memorials';
import { SANDBOX_CHOICES } from '../../shared/limits';
import type { SandboxContext } from '../context';
import type { MemorialRow } from './model';
import { hashSecret, newSecret } from '../auth/tokens';

/** The form field the JPEG travels in (spec 4.4: PUT multipart form-data, never base64). */
export const UPLOAD_FIELD = 'photo';

/** A short-lived, single-use, signed address for one cover photo. Only its hash is stored. */
export function newUploadGrant(ctx: SandboxContext, m: MemorialRow): UploadGrant {
  const token = newSecret('mdu_', 24);
  const expiresAt = ctx.clock.iso(SANDBOX_CHOICES.uploadGrantLifetimeSeconds);
  ctx.db.insert('upload_grants', { memorial_id: m.id, token_hash: hashSecret(token), expires_at: expiresAt, created_at: ctx.clock.iso() });
  const minutes = Math.round(SANDBOX_CHOICES.uploadGrantLifetimeSeconds / 60);
  return {
    upload_url: `${ctx.appUrl}/uploads/${token}`,
    expires_at: expiresAt,
    method: 'PUT',
    field: UPLOAD_FIELD,
    accepts: ['image/jpeg'],
    max_bytes: SANDBOX_CHOICES.uploadMaxBytes,
    message: `Send the cover photo for ${m.deceased_name ?? 'the memorial'} to this address within ${minutes} minutes: a JPEG of up to ${SANDBOX_CHOICES.uploadMaxBytes / (1024 * 1024)} MB, as form data in the field "${UPLOAD_FIELD}". The address works once.`,
  };
}

export interface UploadRefusal {
  ok: false;
  status: 400 | 404 | 410 | 413 | 415;
  message: string;
}
export type UploadOutcome = { ok: true; memorialId: number } | UploadRefusal;

/** Checks the grant behind an upload address (before reading a large body). */
export function findGrant(ctx: SandboxContext, token: string): { id: number; memorial_id: number } | UploadRefusal {
  const grant = ctx.db.one<{ id: number; memorial_id: number; expires_at: string; used_at: string | null }>(
    'SELECT id, memorial_id, expires_at, used_at FROM upload_grants WHERE token_hash = ?',
    hashSecret(token),
  );
  if (!grant) return { ok: false, status: 404, message: 'This upload address is not known. Ask Memorial Desk for a new one.' };
  if (grant.used_at !== null) return { ok: false, status: 410, message: 'This upload address was already used. Ask for a new one to send another photo.' };
  if (grant.expires_at <= ctx.clock.iso())
    return { ok: false, status: 410, message: 'This upload address has run out. Ask for a new one and send the photo again.' };
  return grant;
}

/** A JPEG starts FF D8 FF, whatever its name or declared type says. */
export function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/** Stores the photo as the memorial's cover and uses up the grant, in one transaction. */
export function acceptCover(ctx: SandboxContext, grant: { id: number; memorial_id: number }, bytes: Uint8Array): UploadOutcome {
  if (bytes.length === 0) return { ok: false, status: 400, message: `The photo is empty. Send a JPEG in the form field "${UPLOAD_FIELD}".` };
  if (bytes.length > SANDBOX_CHOICES.uploadMaxBytes) return tooLarge();
  if (!isJpeg(bytes)) return { ok: false, status: 415, message: 'That file is not a JPEG photo. Please send the cover photo as a JPEG (.jpg).' };
  const now = ctx.clock.iso();
  ctx.db.transaction(() => {
    storeCover(ctx, grant.memorial_id, bytes, now);
    ctx.db.update('upload_grants', grant.id, { used_at: now });
    ctx.db.run('UPDATE memorials SET updated_at = ? WHERE id = ?', now, grant.memorial_id);
  });
  return { ok: true, memorialId: grant.memorial_id };
}

/** Stores a checked JPEG as the memorial's cover (an accepted upload; the demo's sample photo). */
export function storeCover(ctx: SandboxContext, memorialId: number, bytes: Uint8Array, at = ctx.clock.iso()): void {
  ctx.db.run(
    `INSERT INTO covers (memorial_id, content_type, bytes, uploaded_at) VALUES (?, 'image/jpeg', ?, ?)
     ON CONFLICT(memorial_id) DO UPDATE SET content_type = excluded.content_type, bytes = excluded.bytes, uploaded_at = excluded.uploaded_at`,
    memorialId,
    bytes,
    at,
  );
}

export function hasCover(ctx: SandboxContext, memorialId: number): boolean {
  return ctx.db.one('SELECT 1 AS x FROM covers WHERE memorial_id = ?', memorialId) !== undefined;
}

export function tooLarge(): UploadRefusal {
  return { ok: false, status: 413, message: `The photo is larger than ${SANDBOX_CHOICES.uploadMaxBytes / (1024 * 1024)} MB. Please send a smaller JPEG.` };
}

export function coverOf(ctx: SandboxContext, memorialId: number): Uint8Array | null {
  const row = ctx.db.one<{ bytes: Uint8Array }>('SELECT bytes FROM covers WHERE memorial_id = ?', memorialId);
  return row ? row.bytes : null;
}
