/**
 * The phone rig's local host (`npm run phone`): the phone bundle (dist/phone, exactly what
 * `npm run mobile:sync` puts in the app) and, beside it at /rig/, the rig's web stand-ins for the
 * phone's native parts (dist/phone-rig, built from mobile/rig/page/), on 127.0.0.1 only, for the
 * one person who holds this launch's secret. The door (the secret and its cookie, the Host check,
 * the headers, the files, the close) is the loopback host's (hosts/node/loopback-host.ts), as
 * browser mode's is; this host adds only its own routes:
 *
 * - The sign-ins (the Secrets port's stand-in for the phone's Keychain/Keystore) are kept in this
 *   process's memory, at /rig/secrets/<account>: a page reload, like a WebView's, keeps them;
 *   stopping the rig forgets them. Each request there needs the secret itself (a header, so no
 *   other page can send it without a preflight, which is never answered), the cookie, an Origin of
 *   exactly this host when the browser sends one, and Sec-Fetch-Site same-origin when it says.
 * - `--demo`: /rig/demo-tokens hands the page fresh tokens of the demo world, under the same rules,
 *   for the core alone (createAppCore's demoTokens); they are never printed or shown.
 * - index.html's Content-Security-Policy gains the one service's origin in connect-src: on a
 *   phone the core's requests go through native HTTP, here through the page's own fetch.
 */
import type { IncomingMessage } from 'node:http';
import type { DemoTokens } from '../../core';
import { startLoopbackHost, type LoopbackRequest, type RunningLoopbackHost } from '../../hosts/node/loopback-host';

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

/** `origin` is the one the service must allow (sandbox --allow-origin). */
export type RunningRigHost = RunningLoopbackHost;

export const RIG_PATH = '/rig/';
export const SECRETS_PATH = '/rig/secrets/';
export const CONFIG_PATH = '/rig/config';
export const DEMO_TOKENS_PATH = '/rig/demo-tokens';
/** The header that carries this launch's secret to the private endpoints. */
export const SECRET_HEADER = 'x-memorial-desk-rig';

/** Limits on what the page may keep here: sign-ins are short, and few. */
export const LIMITS = { accountLength: 200, secretLength: 16 * 1024, entries: 200, bodyBytes: 32 * 1024 } as const;

/** Where the rig serves its first script, beside index.html (mobile/rig/page/early.ts). */
export const RIG_EARLY_SCRIPT = 'rig/early.js';
/**
 * The rig's stand-ins' module, which the bundle imports once it runs (mobile/web/main.ts,
 * RIG_MODULE): preloaded, so it is fetched and compiled while the bundle is, not after it.
 */
export const RIG_START_MODULE = 'rig/start.js';

/**
 * The phone's page as the rig serves it: the service's origin in its policy (withServiceOrigin),
 * and the rig's first script before the bundle's, so the stand-in SQLite starts loading as the
 * page does (an async module script with nothing to import runs as soon as it arrives, as a rule
 * before the bundle is evaluated; start.ts copes with either order).
 */
export function rigPage(html: string, serviceUrl: string): string {
  const page = withServiceOrigin(html, serviceUrl);
  const bundle = page.indexOf('<script type="module"');
  if (bundle < 0) throw new Error('The phone page has no module script to put the rig’s first script before.');
  return `${page.slice(0, bundle)}<script type="module" async src="./${RIG_EARLY_SCRIPT}"></script>\n    <link rel="modulepreload" href="./${RIG_START_MODULE}" />\n    ${page.slice(bundle)}`;
}

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
  /** The Secrets port's stand-in: this process's memory only. */
  const kept = new Map<string, string>();

  /** The private endpoints: the secret, the cookie, this origin. */
  function privateAllowed({ req, host, hasSession, isSecret }: LoopbackRequest): boolean {
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `http://${host}`) return false;
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin') return false;
    const given = req.headers[SECRET_HEADER];
    return typeof given === 'string' && isSecret(given) && hasSession();
  }

  async function onSecrets({ req, res, sendJson }: LoopbackRequest, account: string): Promise<void> {
    if (account === '' || account.length > LIMITS.accountLength) return sendJson(404, { message: 'No such sign-in.' });
    switch (req.method) {
      case 'GET':
        return sendJson(200, { secret: kept.get(account) ?? null });
      case 'PUT': {
        const text = await readBody(req, LIMITS.bodyBytes);
        let value: unknown;
        try {
          value = text === null ? null : (JSON.parse(text) as { secret?: unknown }).secret;
        } catch {
          value = null;
        }
        if (typeof value !== 'string' || value === '' || value.length > LIMITS.secretLength) return sendJson(400, { message: 'That is not a sign-in.' });
        if (!kept.has(account) && kept.size >= LIMITS.entries) return sendJson(507, { message: 'Too many sign-ins kept already.' });
        kept.set(account, value);
        return sendJson(204, undefined);
      }
      case 'DELETE':
        kept.delete(account);
        return sendJson(204, undefined);
      default:
        res.setHeader('Allow', 'GET, PUT, DELETE');
        return sendJson(405, { message: 'Not allowed.' });
    }
  }

  async function privateRoute(request: LoopbackRequest): Promise<boolean> {
    const { url, req, sendJson } = request;
    if (!url.pathname.startsWith(SECRETS_PATH) && url.pathname !== DEMO_TOKENS_PATH) return false;
    if (!privateAllowed(request)) sendJson(403, { message: 'Not allowed.' });
    else if (url.pathname === DEMO_TOKENS_PATH) {
      const tokens = req.method === 'POST' ? (options.demoTokens?.() ?? null) : undefined;
      if (tokens === undefined) sendJson(405, { message: 'Not allowed.' });
      else if (tokens) sendJson(200, tokens);
      else sendJson(404, { message: 'This rig has no demo.' });
    } else {
      let account: string | null;
      try {
        account = decodeURIComponent(url.pathname.slice(SECRETS_PATH.length));
      } catch {
        account = null;
      }
      if (account === null) sendJson(404, { message: 'No such sign-in.' });
      else await onSecrets(request, account);
    }
    return true;
  }

  return startLoopbackHost({
    port: options.port,
    name: 'The phone rig',
    cookiePrefix: 'memorial_desk_phone',
    forbiddenText: 'This is the private address of the Memorial Desk phone rig. Open the address it printed when it started (the one with ?secret= in it).',
    notBuilt: { title: 'Not built yet', text: 'The phone bundle has not been built. Start npm run phone again.' },
    privateRoute,
    route: ({ url, sendJson }) => {
      if (url.pathname !== CONFIG_PATH) return Promise.resolve(false);
      const config = options.config();
      if (config) sendJson(200, config);
      else sendJson(503, { message: 'The rig is still starting.' });
      return Promise.resolve(true);
    },
    files: (url) =>
      url.pathname.startsWith(RIG_PATH)
        ? { root: options.rigDir, pathname: url.pathname.slice(RIG_PATH.length - 1), page: false }
        : { root: options.phoneDir, pathname: url.pathname },
    serveFile(found, body) {
      if (!found.isIndex) return body;
      const config = options.config();
      return config ? Buffer.from(rigPage(body.toString('utf8'), config.serviceUrl)) : null;
    },
    fileHeaders: (found): Record<string, string> => (found.contentType.startsWith('text/javascript') ? { 'Content-Security-Policy': WORKER_POLICY } : {}),
    onClose: () => kept.clear(),
  });
}
