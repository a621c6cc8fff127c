/**
 * The organization's logo, fetched by the core for the desk's header. The renderer never loads an
 * image from the network (its CSP allows only its own files, data: and blob:), and an address
 * from the service is not trusted blindly: only https, no token sent, at most a few redirects and
 * each of them https too, a size cap read as the bytes arrive, and an image type that the bytes
 * themselves confirm (a server's Content-Type alone is not believed). The answer is a data: URL,
 * which the page's `img-src data:` already allows, so the CSP needs nothing new.
 *
 * SVG is not taken: it is a document that can carry scripts and outside references; raster
 * formats are plain pixels and enough for a logo.
 */
import { bytesToBase64 } from '../../../shared/bytes';
import { say, type Spoken } from '../../../shared/i18n/words';
import { DESK_CORE_WORDS } from './desk-core-words';

/** Larger than any sensible header logo; small enough to cross the bridge comfortably as base64. */
export const LOGO_MAX_BYTES = 512 * 1024;
const MAX_REDIRECTS = 3;
const TIMEOUT_MS = 10_000;

/** What each accepted type's file starts with. */
const SIGNATURES: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/png': (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  'image/gif': (b) => startsWith(b, [0x47, 0x49, 0x46, 0x38]),
  'image/webp': (b) => startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b.subarray(8), [0x57, 0x45, 0x42, 0x50]),
};

export type LogoResult = { ok: true; dataUrl: string } | { ok: false; problem: Spoken };

const PROBLEMS = {
  notHttps: say(DESK_CORE_WORDS.logoNotHttps),
  unreachable: say(DESK_CORE_WORDS.logoUnreachable),
  notImage: say(DESK_CORE_WORDS.logoNotImage),
  tooLarge: say(DESK_CORE_WORDS.logoTooLarge, { kb: LOGO_MAX_BYTES / 1024 }),
} as const;

/** Fetches an https image and returns it as a data: URL, or a plain reason why not. */
export async function fetchLogo(address: string, fetchImpl: typeof fetch = globalThis.fetch): Promise<LogoResult> {
  const first = httpsUrl(address);
  if (!first) return { ok: false, problem: PROBLEMS.notHttps };
  let url: string = first;
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  for (let hop = 0; ; hop++) {
    let response: Response;
    try {
      // No credentials of any kind: this is a public picture, not the memorial service.
      response = await fetchImpl(url, { redirect: 'manual', credentials: 'omit', headers: { accept: Object.keys(SIGNATURES).join(', ') }, signal });
    } catch {
      return { ok: false, problem: PROBLEMS.unreachable };
    }
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location');
      await response.body?.cancel();
      const next: string | null = location && hop < MAX_REDIRECTS ? httpsUrl(location, url) : null;
      if (!next) return { ok: false, problem: location && hop < MAX_REDIRECTS ? PROBLEMS.notHttps : PROBLEMS.unreachable };
      url = next;
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { ok: false, problem: PROBLEMS.unreachable };
    }
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const matches = SIGNATURES[type];
    if (!matches) {
      await response.body?.cancel();
      return { ok: false, problem: PROBLEMS.notImage };
    }
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > LOGO_MAX_BYTES) {
      await response.body?.cancel();
      return { ok: false, problem: PROBLEMS.tooLarge };
    }
    const bytes = await readCapped(response, LOGO_MAX_BYTES);
    if (bytes === 'too-large') return { ok: false, problem: PROBLEMS.tooLarge };
    if (bytes === null) return { ok: false, problem: PROBLEMS.unreachable };
    if (!matches(bytes)) return { ok: false, problem: PROBLEMS.notImage };
    return { ok: true, dataUrl: `data:${type};base64,${bytesToBase64(bytes)}` };
  }
}

/** An absolute https address (relative to `base` for a redirect), or null. */
function httpsUrl(address: string, base?: string): string | null {
  try {
    const url = new URL(address, base);
    return url.protocol === 'https:' && url.username === '' && url.password === '' ? url.href : null;
  } catch {
    return null;
  }
}

/** The body, stopping as soon as it passes `max` bytes (a missing or false Content-Length cannot make us read more). */
async function readCapped(response: Response, max: number): Promise<Uint8Array | 'too-large' | null> {
  if (!response.body) return new Uint8Array();
  const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > max) {
        await reader.cancel();
        return 'too-large';
      }
      chunks.push(value);
    }
  } catch {
    return null;
  }
  const all = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
}
