/**
 * The phone rig's local host (`npm run phone`): the phone bundle (dist/phone, exactly what
 * `npm run mobile:sync` puts in the app) and, beside it at /rig/, the rig's web stand-ins for the
 * phone's native parts (dist/phone-rig, built from mobile/rig/page/), on 127.0.0.1 only, for the
 * one person who holds this launch's secret. As browser mode's host (electron/web/host.ts):
 *
 * - The secret arrives once in the address (`/?secret=...`). The host answers with an HttpOnly,
 *   SameSite=Strict cookie for the files and sends the browser to `/#secret=...`: the rig's page
 *   module keeps the secret in its tab (sessionStorage, as browser mode does) and takes it out of
 *   the address bar. The cookie opens only the files, which hold nothing private.
 * - The sign-ins (the Secrets port's stand-in for the phone's Keychain/Keystore) are kept in this
 *   process's memory, at /rig/secrets/<account>: a page reload, like a WebView's, keeps them;
 *   stopping the rig forgets them. Each request there needs the secret itself (a header, so no
 *   other page can send it without a preflight, which is never answered), the cookie, an Origin of
 *   exactly this host when the browser sends one, and Sec-Fetch-Site same-origin when it says.
 * - `--demo`: /rig/demo-tokens hands the page fresh tokens of the demo world, under the same rules,
 *   for the core alone (createAppCore's demoTokens); they are never printed or shown.
 * - Every request names this host (Host: DNS rebinding) and carries the cookie.
 * - index.html's Content-Security-Policy gains the one service's origin in connect-src: on a
 *   phone the core's requests go through native HTTP, here through the page's own fetch.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { DemoTokens } from '../../core/accounts/accounts';
import { findStaticFile } from '../../hosts/node/static-files';
import { cookieValue, listenOnLoopback, plainPage, sameSecret } from '../../hosts/node/loopback-host';

/** What the page's core is started with (GET /rig/config): nothing secret. */
export interface RigConfig {
  serviceUrl: string;
  demo: boolean;
  /** What accounts are bound to when the service's address changes at each start (the demo sandbox). */
  serviceIdentity: string | null;
}

export interface RigHostOptions {
  /** 0 picks a free port. */
  port?: number;
  /** The phone bundle (dist/phone). */
  phoneDir: string;
  /** The rig's stand-ins (dist/phone-rig), served at /rig/. */
  rigDir: string;
  /** Given once the service is known (the demo sandbox starts after the host, to allow its origin). */
  config(): RigConfig | null;
  /** Fresh tokens of the demo world (`--demo`), or null. */
  demoTokens?: () => DemoTokens | null;
}

export interface RunningRigHost {
  /** The address to open: http://127.0.0.1:PORT/?secret=... */
  url: string;
  /** http://127.0.0.1:PORT: the origin the service must allow (sandbox --allow-origin). */
  origin: string;
  port: number;
  close(): Promise<void>;
}

export const RIG_PATH = '/rig/';
export const SECRETS_PATH = '/rig/secrets/';
export const CONFIG_PATH = '/rig/config';
export const DEMO_TOKENS_PATH = '/rig/demo-tokens';
/** The header that carries this launch's secret to the private endpoints. */
export const SECRET_HEADER = 'x-memorial-desk-rig';

/** Limits on what the page may keep here: sign-ins are short, and few. */
export const LIMITS = { accountLength: 200, secretLength: 16 * 1024, entries: 200, bodyBytes: 32 * 1024 } as const;

/** The page's own policy, plus the service's origin in connect-src. */
export function withServiceOrigin(html: string, serviceUrl: string): string {
  const origin = new URL(serviceUrl).origin;
  let replaced = 0;
  const out = html.replace(/(http-equiv="Content-Security-Policy"\s+content="[^"]*connect-src 'self')/, (match) => {
    replaced++;
    return `${match} ${origin}`;
  });
  if (replaced !== 1) throw new Error('The phone page has no Content-Security-Policy with connect-src to add the service to.');
  return out;
}

/**
 * What a script of the rig's own may do, for the database worker, which gets its policy from its
 * own answer (not the page's): compile SQLite's WebAssembly, fetch its .wasm from here.
 */
const WORKER_POLICY = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'";

async function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function startRigHost(options: RigHostOptions): Promise<RunningRigHost> {
  const secretText = randomBytes(32).toString('base64url');
  const secret = Buffer.from(secretText);
  const pageSessionText = randomBytes(32).toString('base64url');
  const pageSession = Buffer.from(pageSessionText);
  /** The Secrets port's stand-in: this process's memory only. */
  const kept = new Map<string, string>();
  let port = 0;
  const cookieName = () => `memorial_desk_phone_${port}`;

  function checkedHost(req: IncomingMessage): string | null {
    const host = req.headers.host?.toLowerCase();
    return host === `127.0.0.1:${port}` || host === `localhost:${port}` ? host : null;
  }

  const hasSession = (req: IncomingMessage) => sameSecret(cookieValue(req.headers.cookie, cookieName()), pageSession);

  function baseHeaders(): Record<string, string> {
    return {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Cache-Control': 'no-store',
    };
  }

  function sendPage(res: ServerResponse, status: number, title: string, text: string, extra: Record<string, string> = {}) {
    const body = plainPage(title, text);
    res.writeHead(status, {
      ...baseHeaders(),
      'Content-Security-Policy': "default-src 'none'",
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      ...extra,
    });
    res.end(res.req.method === 'HEAD' ? undefined : body);
  }

  function sendJson(res: ServerResponse, status: number, value: unknown) {
    const body = value === undefined ? '' : JSON.stringify(value);
    res.writeHead(status, { ...baseHeaders(), 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)) });
    res.end(body);
  }

  const forbiddenText =
    'This is the private address of the Memorial Desk phone rig. Open the address it printed when it started (the one with ?secret= in it).';

  /** The private endpoints: the secret, the cookie, this origin. */
  function privateAllowed(req: IncomingMessage, host: string): boolean {
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `http://${host}`) return false;
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin') return false;
    const given = req.headers[SECRET_HEADER];
    return typeof given === 'string' && sameSecret(given, secret) && hasSession(req);
  }

  async function onSecrets(req: IncomingMessage, res: ServerResponse, account: string): Promise<void> {
    if (account === '' || account.length > LIMITS.accountLength) return sendJson(res, 404, { message: 'No such sign-in.' });
    switch (req.method) {
      case 'GET':
        return sendJson(res, 200, { secret: kept.get(account) ?? null });
      case 'PUT': {
        const text = await readBody(req, LIMITS.bodyBytes);
        let value: unknown;
        try {
          value = text === null ? null : (JSON.parse(text) as { secret?: unknown }).secret;
        } catch {
          value = null;
        }
        if (typeof value !== 'string' || value === '' || value.length > LIMITS.secretLength) return sendJson(res, 400, { message: 'That is not a sign-in.' });
        if (!kept.has(account) && kept.size >= LIMITS.entries) return sendJson(res, 507, { message: 'Too many sign-ins kept already.' });
        kept.set(account, value);
        return sendJson(res, 204, undefined);
      }
      case 'DELETE':
        kept.delete(account);
        return sendJson(res, 204, undefined);
      default:
        res.setHeader('Allow', 'GET, PUT, DELETE');
        return sendJson(res, 405, { message: 'Not allowed.' });
    }
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const host = checkedHost(req);
    if (!host) return sendPage(res, 421, 'Wrong address', 'The phone rig answers only at 127.0.0.1 or localhost.');
    const url = new URL(req.url ?? '/', `http://${host}`);
    const givenSecret = url.searchParams.get('secret');
    if (url.pathname === '/' && givenSecret !== null && (req.method === 'GET' || req.method === 'HEAD')) {
      if (!sameSecret(givenSecret, secret)) return sendPage(res, 403, 'Not allowed', forbiddenText);
      res.writeHead(303, {
        ...baseHeaders(),
        Location: `/#secret=${secretText}`,
        'Set-Cookie': `${cookieName()}=${pageSessionText}; HttpOnly; SameSite=Strict; Path=/`,
        'Content-Length': '0',
      });
      res.end();
      return;
    }

    if (url.pathname.startsWith(SECRETS_PATH) || url.pathname === DEMO_TOKENS_PATH) {
      if (!privateAllowed(req, host)) return sendJson(res, 403, { message: 'Not allowed.' });
      if (url.pathname === DEMO_TOKENS_PATH) {
        if (req.method !== 'POST') return sendJson(res, 405, { message: 'Not allowed.' });
        const tokens = options.demoTokens?.() ?? null;
        return tokens ? sendJson(res, 200, tokens) : sendJson(res, 404, { message: 'This rig has no demo.' });
      }
      let account: string;
      try {
        account = decodeURIComponent(url.pathname.slice(SECRETS_PATH.length));
      } catch {
        return sendJson(res, 404, { message: 'No such sign-in.' });
      }
      return onSecrets(req, res, account);
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendPage(res, 405, 'Not allowed', 'The phone rig only serves its own pages here.', { Allow: 'GET, HEAD' });
    }
    if (!hasSession(req)) return sendPage(res, 403, 'Not allowed', forbiddenText);

    if (url.pathname === CONFIG_PATH) {
      const config = options.config();
      return config ? sendJson(res, 200, config) : sendJson(res, 503, { message: 'The rig is still starting.' });
    }

    const rig = url.pathname.startsWith(RIG_PATH);
    const found = rig
      ? await findStaticFile(options.rigDir, url.pathname.slice(RIG_PATH.length - 1), { page: false })
      : await findStaticFile(options.phoneDir, url.pathname);
    if (found === 'not-built') return sendPage(res, 503, 'Not built yet', 'The phone bundle has not been built. Start npm run phone again.');
    if (found === 'not-found') return sendPage(res, 404, 'Not found', 'There is nothing at this address.');
    let body = await readFile(found.path);
    if (found.isIndex) {
      const config = options.config();
      if (!config) return sendPage(res, 503, 'Starting', 'The phone rig is still starting. Reload in a moment.');
      body = Buffer.from(withServiceOrigin(body.toString('utf8'), config.serviceUrl));
    }
    res.writeHead(200, {
      ...baseHeaders(),
      ...(found.contentType.startsWith('text/javascript') ? { 'Content-Security-Policy': WORKER_POLICY } : {}),
      'Content-Type': found.contentType,
      'Content-Length': String(body.length),
      // The page names this build's files: always fresh; the named files may be revalidated.
      'Cache-Control': found.isIndex ? 'no-store' : 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = createServer((req, res) => {
    onRequest(req, res).catch((error: unknown) => {
      console.error('phone rig: a request failed', error instanceof Error ? error.message : 'unknown error');
      if (!res.headersSent) sendPage(res, 500, 'Something went wrong', 'Please reload the page.');
      else res.destroy();
    });
  });

  const bound = await listenOnLoopback(server, options.port);
  port = bound.port;
  const origin = bound.origin;

  let closing: Promise<void> | null = null;
  return {
    url: `${origin}/?secret=${secretText}`,
    origin,
    port,
    close() {
      closing ??= new Promise<void>((resolvePromise) => {
        kept.clear();
        server.close(() => resolvePromise());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
