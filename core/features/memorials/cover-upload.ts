/**
 * The cover photo, from the renderer's JPEG to the service (spec 4.4): the core asks for an upload
 * grant, takes the JPEG in pieces from the bridge, checks it (a JPEG, inside the grant's
 * max_bytes, carrying no EXIF, GPS, XMP, IPTC or comments), and PUTs it to the grant's short-lived
 * `upload_url` as multipart form-data in the grant's `field` (never base64), reporting progress as
 * the bytes go. A grant that ran out or was refused is asked for again once, and the photo sent
 * with the fresh one; nothing else is retried behind the person's back.
 *
 * The grant's address is signed: it stays here, never in the renderer, a log or a file. The photo
 * is held in memory only, until it is sent or cancelled, and for at most HOLD_MS.
 */
import type { UploadGrant } from '../../../shared/api/memorials';
import { COVER_HOLD_MAX_BYTES, type CoverBegun, type CoverSent } from '../../../shared/bridge/memorials';
import { readJpegInfo } from '../../../shared/image-bytes';
import type { Clock } from '../../clock';
import { base64ToBytes, concatBytes } from '../../../shared/bytes';
import { LocalError } from '../../service/client';
import { englishOfEach, say, sayEach } from '../../../shared/i18n/words';
import { COVER_WORDS } from './memorials-words';

export interface CoverProgress {
  uploadId: string;
  sent: number;
  total: number;
}

export interface CoverUploadsOptions {
  /** Asks the service for an upload grant for the memorial, as the account (its scheduler, person lane). */
  grant: (accountId: string, memorialId: number) => Promise<UploadGrant>;
  clock: Clock;
  onProgress: (progress: CoverProgress) => void;
  fetch?: typeof fetch;
  /** The whole upload, from the first byte to the answer. Default two minutes. */
  timeoutMs?: number;
}

/** How long a photo waits in memory for its pieces and its send. */
const HOLD_MS = 30 * 60 * 1000;
/** Photos held at once (one per screen is the normal case). */
const MAX_HELD = 4;
/** How much of the body goes out between two progress reports. */
const SLICE_BYTES = 64 * 1024;

/** HTTP statuses that mean the grant itself is no good (ran out, used, unknown, refused). */
const GRANT_REFUSED = new Set([401, 403, 404, 410]);

/** What the cover photo's refusals say, as messages said (their English in COVER_MESSAGES). */
export const COVER_SAID = {
  ...sayEach(COVER_WORDS),
  tooLarge: (max: number) => say(COVER_WORDS.tooLarge, { size: megabytes(max) }),
  serverTrouble: (status: number) => say(COVER_WORDS.serverTrouble, { status }),
};
export const COVER_MESSAGES = {
  ...englishOfEach(sayEach(COVER_WORDS)),
  tooLarge: (max: number) => COVER_SAID.tooLarge(max).message,
  serverTrouble: (status: number) => COVER_SAID.serverTrouble(status).message,
};

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

interface Held {
  id: string;
  accountId: string;
  memorialId: number;
  grant: UploadGrant;
  pieces: Uint8Array[];
  received: number;
  limit: number;
  heldSince: number;
  sending: boolean;
}

/** https, or plain http to this computer only (the sandbox); no credentials in the address. */
export function isUsableUploadUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    if (parsed.username !== '' || parsed.password !== '') return false;
    return parsed.protocol === 'https:' || (parsed.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname));
  } catch {
    return false;
  }
}

export class CoverUploads {
  private readonly held = new Map<string, Held>();
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: CoverUploadsOptions) {
    // Called through the platform's own fetch, never as a method of this object: a browser's
    // (the phone rig's page) refuses to run with another `this` ("Illegal invocation").
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? 120_000;
  }

  /** Asks the service for a grant; the renderer learns how large the JPEG may be. */
  async begin(accountId: string, memorialId: number): Promise<CoverBegun> {
    this.forgetOld();
    if (this.held.size >= MAX_HELD) throw new LocalError('invalid', COVER_SAID.tooMany);
    const grant = await this.options.grant(accountId, memorialId);
    const id = crypto.randomUUID();
    this.held.set(id, {
      id,
      accountId,
      memorialId,
      grant,
      pieces: [],
      received: 0,
      limit: Math.min(grant.max_bytes, COVER_HOLD_MAX_BYTES),
      heldSince: this.options.clock.now(),
      sending: false,
    });
    return { uploadId: id, maxBytes: Math.min(grant.max_bytes, COVER_HOLD_MAX_BYTES), accepts: [...grant.accepts], message: grant.message };
  }

  /** One piece of the JPEG, in order. */
  piece(uploadId: string, offset: number, base64: string): { received: number } {
    const upload = this.find(uploadId);
    if (upload.sending) throw new LocalError('invalid', COVER_SAID.busy);
    if (offset !== upload.received) throw new LocalError('invalid', COVER_SAID.outOfOrder);
    let bytes: Uint8Array;
    try {
      bytes = base64ToBytes(base64);
    } catch {
      // The bridge lets only base64's letters through; a piece of a length base64 cannot have is not whole.
      this.held.delete(uploadId);
      throw new LocalError('invalid', COVER_SAID.outOfOrder);
    }
    if (upload.received + bytes.length > upload.limit) {
      this.held.delete(uploadId);
      throw new LocalError('invalid', COVER_SAID.tooLarge(upload.limit));
    }
    upload.pieces.push(bytes);
    upload.received += bytes.length;
    return { received: upload.received };
  }

  /** Uploads the JPEG; a grant that ran out or was refused is replaced once. */
  async send(uploadId: string, expectedBytes: number): Promise<CoverSent> {
    const upload = this.find(uploadId);
    if (upload.sending) throw new LocalError('invalid', COVER_SAID.busy);
    if (upload.received !== expectedBytes) throw new LocalError('invalid', COVER_SAID.incomplete);
    const photo = concatBytes(upload.pieces);
    const info = readJpegInfo(photo);
    if (!info) throw new LocalError('invalid', COVER_SAID.notJpeg);
    if (info.metadata.length > 0) throw new LocalError('invalid', COVER_SAID.metadata);

    upload.sending = true;
    try {
      let renewed = false;
      // A grant the service says has run out is not worth a try: ask for a fresh one first.
      if (Date.parse(upload.grant.expires_at) <= this.options.clock.now()) {
        upload.grant = await this.options.grant(upload.accountId, upload.memorialId);
        renewed = true;
      }
      let answer = await this.upload(upload, photo);
      if (GRANT_REFUSED.has(answer.status) && !renewed) {
        upload.grant = await this.options.grant(upload.accountId, upload.memorialId);
        renewed = true;
        answer = await this.upload(upload, photo);
      }
      if (answer.ok) {
        this.held.delete(uploadId);
        return { message: answer.message ?? COVER_SAID.sent.message, renewed, bytes: photo.length };
      }
      if (GRANT_REFUSED.has(answer.status)) throw new LocalError('service', COVER_SAID.refusedTwice);
      if (answer.status >= 500) throw new LocalError('service', COVER_SAID.serverTrouble(answer.status));
      throw new LocalError('service', answer.message ?? say(COVER_WORDS.notAccepted, { status: answer.status }));
    } finally {
      upload.sending = false;
    }
  }

  cancel(uploadId: string): boolean {
    return this.held.delete(uploadId);
  }

  /** Forgets every photo (the app is closing). */
  clear(): void {
    this.held.clear();
  }

  private find(uploadId: string): Held {
    this.forgetOld();
    const upload = this.held.get(uploadId);
    if (!upload) throw new LocalError('invalid', COVER_SAID.unknown);
    return upload;
  }

  private forgetOld(): void {
    const now = this.options.clock.now();
    for (const [id, upload] of this.held) if (!upload.sending && now - upload.heldSince > HOLD_MS) this.held.delete(id);
  }

  /** One PUT (or the grant's method) of the photo as multipart form-data, with progress. */
  private async upload(upload: Held, photo: Uint8Array): Promise<{ ok: boolean; status: number; message: string | null }> {
    const { grant } = upload;
    if (!isUsableUploadUrl(grant.upload_url)) throw new LocalError('service', COVER_SAID.badAddress);
    // The platform's FormData writes the multipart body (boundary, headers, the file); it is
    // then sent in slices so that progress follows the bytes as they go.
    const form = new FormData();
    form.append(grant.field, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'cover.jpg');
    const encoded = new Response(form);
    const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
    const body = new Uint8Array(await encoded.arrayBuffer());
    const total = body.length;
    const report = (sent: number) => this.options.onProgress({ uploadId: upload.id, sent, total });
    let offset = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= total) {
          controller.close();
          return;
        }
        const slice = body.subarray(offset, Math.min(total, offset + SLICE_BYTES));
        offset += slice.length;
        controller.enqueue(slice);
        report(offset);
      },
    });
    report(0);
    let response: Response;
    // `duplex` is what Node's fetch needs for a streamed body; the DOM's RequestInit does not name it.
    const init: RequestInit & { duplex: 'half' } = {
      method: grant.method || 'PUT',
      headers: { 'content-type': contentType, 'content-length': String(total), accept: 'application/json' },
      body: stream,
      duplex: 'half',
      redirect: 'manual',
      signal: AbortSignal.timeout(this.timeoutMs),
    };
    try {
      response = await this.fetch(grant.upload_url, init);
    } catch {
      throw new LocalError('offline', COVER_SAID.offline);
    }
    const text = await response.text().catch(() => '');
    let message: string | null = null;
    try {
      const json = JSON.parse(text) as unknown;
      if (typeof json === 'object' && json !== null && typeof (json as { message?: unknown }).message === 'string')
        message = (json as { message: string }).message;
    } catch {
      // Not JSON: the status says enough.
    }
    return { ok: response.ok, status: response.status, message };
  }
}
