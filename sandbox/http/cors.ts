import type { Context, MiddlewareHandler } from 'hono';

/**
 * Cross-origin use of the API by one named web page, only when the sandbox is started with
 * `--allow-origin ORIGIN` (`startSandbox({ allowOrigins })`): the phone app's test rig
 * (`npm run phone`) runs the app's core in a page at http://127.0.0.1:RIG_PORT, which calls the
 * service from there, as a browser would call any other site.
 *
 * - Only the exact origins given (scheme, host and port), never `*`, never `null`, never a
 *   pattern; the allowed origin is echoed back with `Vary: Origin`.
 * - Only the addresses the app's core fetches: the API (`/api/v1/*`), an upload grant's address
 *   (`/uploads/*`) and an export's download address (`/downloads/*`). Never the control API, the
 *   MCP server or the pages a person opens.
 * - No credentials (no cookies): the app sends its token in the Authorization header.
 * - A preflight (OPTIONS with Access-Control-Request-Method) is answered here, before the rate
 *   limit or any route, and counts for nothing.
 *
 * Without the flag none of this is installed, and the sandbox answers exactly as before.
 */

/** The paths an app's core fetches: the API, upload grants' and exports' addresses. */
const CORS_PATHS = /^\/(?:api\/v1|uploads|downloads)(?:\/|$)/;

const ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE';
/** What the app's requests carry beyond the safelisted headers. */
const ALLOW_HEADERS = 'authorization, content-type, accept';
/** What the app reads from an answer beyond the safelisted headers (content-type, content-length, …). */
const EXPOSE_HEADERS = 'retry-after, x-ratelimit-limit, x-ratelimit-remaining, content-disposition, location';
/** Seconds a browser may keep a preflight's answer (Chromium keeps it at most two hours). */
const PREFLIGHT_MAX_AGE = '600';

/**
 * An origin as the flag may name it: `http(s)://host[:port]`, nothing after it (a trailing `/` is
 * forgiven). Returns the origin as browsers send it, or throws with a plain message.
 */
export function allowedOrigin(text: string): string {
  const refuse = (why: string): never => {
    throw new Error(`--allow-origin takes one web page's origin, such as http://127.0.0.1:5173, not "${text}": ${why}`);
  };
  if (text === '*' || text.toLowerCase() === 'null') refuse('the sandbox allows named origins only');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse('that is not an address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') refuse('it must start with http:// or https://');
  if (url.username !== '' || url.password !== '') refuse('an origin has no user name or password');
  if ((url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '' || /[?#]/.test(text)) {
    refuse('an origin has no path, query or fragment');
  }
  if (text.includes('*')) refuse('the sandbox allows named origins only');
  return url.origin;
}

/** Whether this request is a cross-origin one the sandbox allows: an allowed Origin, at an app's address. */
export function crossOriginAllowed(c: Context, allowed: ReadonlySet<string>): boolean {
  const origin = c.req.header('origin');
  return origin !== undefined && allowed.has(origin) && CORS_PATHS.test(c.req.path);
}

/** The middleware: preflights answered, allowed answers marked. Install only when there are origins. */
export function cors(allowed: ReadonlySet<string>): MiddlewareHandler {
  return async (c, next) => {
    if (!crossOriginAllowed(c, allowed)) {
      await next();
      return;
    }
    const origin = c.req.header('origin')!;
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined) {
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': ALLOW_METHODS,
        'Access-Control-Allow-Headers': ALLOW_HEADERS,
        'Access-Control-Max-Age': PREFLIGHT_MAX_AGE,
        Vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
      });
    }
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', origin);
    c.res.headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    c.res.headers.append('Vary', 'Origin');
  };
}
