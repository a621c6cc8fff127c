import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { exchangeDeviceCode } from '../../shared/api/auth';
import { SANDBOX_CHOICES } from '../../shared/limits';
import { tooLarge as photoTooLarge } from '../memorials/media';

/**
 * What every request passes before any route sees it, so that one careless client or one web page
 * cannot hurt the service or the person running it:
 *
 * 1. Host: only the loopback names with the port the sandbox listens on (a page on another site
 *    that re-points its own name at 127.0.0.1, "DNS rebinding", is refused here).
 * 2. Where it came from: a browser request from another website is refused wherever it could
 *    change something (every method but GET and HEAD, and the control API and /mcp whatever the
 *    method). The sandbox's own page forms post to the sandbox itself and pass.
 * 3. A JSON body is declared as JSON (415 otherwise), so no "simple" cross-site form or text
 *    request can reach a JSON endpoint; POST /auth/token also takes the form encoding RFC 8628
 *    clients send.
 * 4. A size limit before anything is read into memory or parsed: 256 KB for everything but the
 *    cover-photo upload, which may carry its own `max_bytes`.
 *
 * Every refusal is the API's JSON shape, `{ message }`, in plain words.
 */

/** The largest request body outside uploads. The longest legitimate one (10,000 characters of emoji, escaped) is about 130 KB. */
export const BODY_LIMIT_BYTES = 256 * 1024;
/** A cover photo may be max_bytes, plus the multipart form around it. */
export const UPLOAD_BODY_LIMIT_BYTES = SANDBOX_CHOICES.uploadMaxBytes + 64 * 1024;

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

const MESSAGES = {
  wrongHost: (appUrl: string) => `The sandbox only answers at its own address on this computer, ${appUrl}. Please use that address.`,
  foreignOrigin: 'This request came from another website, so the sandbox refused it. Nothing was changed.',
  notJson: 'Please send the request body as JSON, with the header Content-Type: application/json. Nothing was changed.',
  tooLarge: `This request is too large: the service accepts up to ${BODY_LIMIT_BYTES / 1024} KB. Nothing was saved.`,
};

/** The origins the sandbox's own pages have: a loopback name with the bound port. */
function ownHosts(port: number): string[] {
  return LOOPBACK_NAMES.map((name) => `${name}:${port}`);
}

/** 1. Host (and an absolute request target's host) must be one of ours; 421 Misdirected Request otherwise. */
export function checkHost(port: () => number, appUrl: () => string): MiddlewareHandler {
  return async (c, next) => {
    const allowed = ownHosts(port());
    const host = c.req.header('host')?.toLowerCase();
    const target = new URL(c.req.url).host.toLowerCase();
    if (!host || !allowed.includes(host) || !allowed.includes(target)) {
      return c.json({ message: MESSAGES.wrongHost(appUrl()) }, 421);
    }
    await next();
  };
}

/** Paths where even a read must come from the sandbox itself or a program, never another site. */
const ALWAYS_CHECKED = /^\/(?:__sandbox|mcp)(?:\/|$)/;

/**
 * 2. Refuses a browser request from another site. A browser says where a request comes from in
 * Sec-Fetch-Site (same-origin, or none when the person typed the address); older browsers only
 * in Origin. A program (the app, curl, a test) sends neither and is let through: it is not a web
 * page acting behind someone's back. This is the algorithm of Go's CrossOriginProtection.
 *
 * Written here rather than Hono's `csrf` middleware: that one never looks at a JSON request (it
 * leaves those to CORS preflights, which the control API's reads would not get), and it refuses
 * every form, text or untyped request that carries neither header, which is every program's:
 * curl's empty POST /__sandbox/reset, an RFC 8628 client posting a form to /auth/token.
 *
 * `allowedElsewhere`: a page the sandbox was told to allow (`--allow-origin`, http/cors.ts), at the
 * app's addresses only; never the control API or /mcp.
 *
 * Origin alone would not do for the sandbox's own forms: its pages send `Referrer-Policy:
 * no-referrer`, under which browsers post a form with `Origin: null`, even to the same site;
 * Sec-Fetch-Site still says same-origin.
 */
export function checkOrigin(port: () => number, allowedElsewhere: (c: Context) => boolean = () => false): MiddlewareHandler {
  return async (c, next) => {
    const changes = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    if ((changes || ALWAYS_CHECKED.test(c.req.path)) && !fromHere(c, port()) && !allowedElsewhere(c)) {
      return c.json({ message: MESSAGES.foreignOrigin }, 403);
    }
    await next();
  };
}

function fromHere(c: Context, port: number): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = c.req.header('origin');
  if (origin === undefined) return true;
  return ownHosts(port).some((host) => origin.toLowerCase() === `http://${host}`);
}

/** Endpoints whose bodies are JSON: the API and the control API. */
const JSON_ENDPOINTS = /^\/(?:api\/v1|__sandbox)(?:\/|$)/;
const FORM_ALLOWED = `/api/v1${exchangeDeviceCode.path}`;

/** 3. A body sent to a JSON endpoint is declared JSON (415 otherwise). An empty body needs no type. */
export function requireJson(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && JSON_ENDPOINTS.test(c.req.path) && hasBody(c)) {
      const type = mediaType(c.req.header('content-type'));
      const formAllowed = c.req.path === FORM_ALLOWED && type === 'application/x-www-form-urlencoded';
      if (type !== 'application/json' && !formAllowed) return c.json({ message: MESSAGES.notJson }, 415);
    }
    await next();
  };
}

function hasBody(c: Context): boolean {
  if (c.req.header('transfer-encoding') !== undefined) return true;
  const length = c.req.header('content-length');
  return length !== undefined && length.trim() !== '0';
}

/** "application/json; charset=utf-8" → "application/json" */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * 4. The body limit, before anything reads the body: a declared length over the limit is refused
 * at once; a body without one (chunked) is counted as it arrives and refused at the limit, so
 * memory never holds more than the limit. Hono's bodyLimit does both.
 */
export function limitBodies(): MiddlewareHandler {
  const tooLarge = (message: string) => (c: Context) => c.json({ message }, 413, { Connection: 'close' });
  const json = bodyLimit({ maxSize: BODY_LIMIT_BYTES, onError: tooLarge(MESSAGES.tooLarge) });
  const upload = bodyLimit({ maxSize: UPLOAD_BODY_LIMIT_BYTES, onError: tooLarge(photoTooLarge().message) });
  return (c, next) => (c.req.path.startsWith('/uploads/') ? upload(c, next) : json(c, next));
}
