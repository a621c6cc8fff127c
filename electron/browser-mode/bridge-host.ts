/**
 * Browser mode's local host: the built renderer over HTTP and the bridge over a WebSocket, on
 * 127.0.0.1 only, for the one person who holds this launch's secret.
 *
 * - The secret arrives once in the address (`/?secret=...`). The host answers with an HttpOnly,
 *   SameSite=Strict cookie for the app's files and sends the browser to `/#secret=...`: the page
 *   keeps the secret in its tab (sessionStorage) and takes it out of the address bar.
 * - The cookie is NOT the secret: browsers send a 127.0.0.1 cookie to every port of 127.0.0.1, so
 *   another local server could collect it. It opens only the app's files, which hold nothing
 *   private. The bridge, where everything private is, needs the secret itself (`/bridge?secret=`),
 *   which never travels in a cookie, plus the cookie and an Origin of exactly this host.
 * - Every request needs the cookie; the Host header must name this host (DNS rebinding: a page of
 *   another site that resolves to 127.0.0.1 still says its own name).
 * - Nothing but the app's files and `/bridge` is served.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { WebSocketServer, WebSocket, type RawData } from 'ws';
import type { AppCore } from '../../core/app-core-types';
import { BRIDGE_EVENT_NAMES, MAX_BRIDGE_MESSAGE_BYTES, callCore } from '../../core/bridge/transport';
import { bridgeError } from '../../shared/bridge/error';
import { contentSecurityPolicy } from '../window';
import { findStaticFile } from '../../hosts/node/static-files';
import { cookieValue, listenOnLoopback, plainPage, sameSecret } from '../../hosts/node/loopback-host';

export interface WebHostOptions {
  core: AppCore;
  /** 0 picks a free port. */
  port?: number;
  /** The built renderer (dist/renderer). */
  staticDir: string;
  /** The largest bridge message accepted, in bytes. */
  maxMessageBytes?: number;
}

export interface RunningWebHost {
  /** The address to open: http://127.0.0.1:PORT/?secret=... */
  url: string;
  /** http://127.0.0.1:PORT */
  origin: string;
  port: number;
  close(): Promise<void>;
}

export const BRIDGE_PATH = '/bridge';
/** The same cap as Electron IPC's (see core/bridge/transport.ts). */
export const DEFAULT_MAX_MESSAGE_BYTES = MAX_BRIDGE_MESSAGE_BYTES;
const MAX_ID_LENGTH = 100;

export async function startWebHost(options: WebHostOptions): Promise<RunningWebHost> {
  const { core, staticDir } = options;
  const secretText = randomBytes(32).toString('base64url');
  const secret = Buffer.from(secretText);
  // What the files' cookie carries: a value of its own, so a leaked cookie never gives the secret.
  const pageSessionText = randomBytes(32).toString('base64url');
  const pageSession = Buffer.from(pageSessionText);
  let port = 0;
  // Cookies are shared by every port of a host; the port in the name keeps two launches apart.
  const cookieName = () => `memorial_desk_${port}`;

  /** The Host header when it names this host, lower-cased; otherwise null. */
  function checkedHost(req: IncomingMessage): string | null {
    const host = req.headers.host?.toLowerCase();
    return host === `127.0.0.1:${port}` || host === `localhost:${port}` ? host : null;
  }

  function hasSession(req: IncomingMessage): boolean {
    return sameSecret(cookieValue(req.headers.cookie, cookieName()), pageSession);
  }

  function baseHeaders(host: string): Record<string, string> {
    return {
      'Content-Security-Policy': contentSecurityPolicy([`ws://${host}`]),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Cache-Control': 'no-store',
    };
  }

  function sendPage(res: ServerResponse, status: number, host: string | null, title: string, text: string, extra: Record<string, string> = {}) {
    const body = plainPage(title, text);
    res.writeHead(status, {
      ...baseHeaders(host ?? `127.0.0.1:${port}`),
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      ...extra,
    });
    res.end(res.req.method === 'HEAD' ? undefined : body);
  }

  const forbiddenText =
    'This is the private address of Memorial Desk running on this computer. Open the address it printed when it started (the one with ?secret= in it).';

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const host = checkedHost(req);
    if (!host) {
      sendPage(res, 421, null, 'Wrong address', 'Memorial Desk answers only at 127.0.0.1 or localhost.');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendPage(res, 405, host, 'Not allowed', 'Memorial Desk only serves its own pages here.', { Allow: 'GET, HEAD' });
      return;
    }
    const url = new URL(req.url ?? '/', `http://${host}`);
    const givenSecret = url.searchParams.get('secret');
    if (url.pathname === '/' && givenSecret !== null) {
      if (!sameSecret(givenSecret, secret)) {
        sendPage(res, 403, host, 'Not allowed', forbiddenText);
        return;
      }
      res.writeHead(303, {
        ...baseHeaders(host),
        Location: `/#secret=${secretText}`,
        'Set-Cookie': `${cookieName()}=${pageSessionText}; HttpOnly; SameSite=Strict; Path=/`,
        'Content-Length': '0',
      });
      res.end();
      return;
    }
    if (!hasSession(req)) {
      sendPage(res, 403, host, 'Not allowed', forbiddenText);
      return;
    }
    if (url.pathname === BRIDGE_PATH) {
      sendPage(res, 426, host, 'Not a page', 'This address is for Memorial Desk’s own connection.', { Upgrade: 'websocket' });
      return;
    }
    const found = await findStaticFile(staticDir, url.pathname);
    if (found === 'not-built') {
      sendPage(res, 503, host, 'Memorial Desk is not built yet', 'Its screens have not been built on this computer. Run npm run build, then start it again.');
      return;
    }
    if (found === 'not-found') {
      sendPage(res, 404, host, 'Not found', 'There is nothing at this address.');
      return;
    }
    const body = await readFile(found.path);
    res.writeHead(200, {
      ...baseHeaders(host),
      'Content-Type': found.contentType,
      'Content-Length': String(body.length),
      // The page must always be fresh (it names this build's files); the named files may be revalidated.
      'Cache-Control': found.isIndex ? 'no-store' : 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = createServer((req, res) => {
    onRequest(req, res).catch((error: unknown) => {
      console.error('browser mode: a request failed', error);
      if (!res.headersSent) sendPage(res, 500, checkedHost(req), 'Something went wrong', 'Please reload the page.');
      else res.destroy();
    });
  });

  const maxPayload = options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
  const wss = new WebSocketServer({ noServer: true, maxPayload });

  function refuseUpgrade(socket: Socket, status: number, reason: string) {
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  }

  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const host = checkedHost(req);
    if (!host) return refuseUpgrade(socket, 421, 'Misdirected Request');
    const target = new URL(req.url ?? '/', `http://${host}`);
    if (target.pathname !== BRIDGE_PATH) return refuseUpgrade(socket, 404, 'Not Found');
    const withSecret = sameSecret(target.searchParams.get('secret') ?? undefined, secret);
    if (req.headers.origin !== `http://${host}` || !hasSession(req) || !withSecret) return refuseUpgrade(socket, 403, 'Forbidden');
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws));
  });

  function onConnection(ws: WebSocket) {
    const send = (message: unknown) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
    };
    const stops = BRIDGE_EVENT_NAMES.map((event) => core.on(event, (payload) => send({ event, payload })));
    ws.on('close', () => {
      for (const stop of stops) stop();
    });
    ws.on('error', () => ws.terminate());
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (isBinary) {
        ws.close(1003, 'Text messages only');
        return;
      }
      let message: unknown;
      try {
        message = JSON.parse(rawText(data));
      } catch {
        send({ id: null, ok: false, error: bridgeError('invalid', 'Memorial Desk could not read that request.') });
        return;
      }
      const id = messageId(message);
      if (id === undefined) {
        send({ id: null, ok: false, error: bridgeError('invalid', 'Memorial Desk could not read that request.') });
        return;
      }
      const { name, args } = message as { name?: unknown; args?: unknown };
      void callCore(core, name, args).then((reply) => send({ id, ...reply }));
    });
  }

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
        for (const client of wss.clients) client.terminate();
        wss.close();
        server.close(() => resolvePromise());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

/** A call's id: a short string or a whole number, chosen by the renderer to match the answer. */
function messageId(message: unknown): string | number | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { id } = message as { id?: unknown };
  if (typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_LENGTH) return id;
  if (typeof id === 'number' && Number.isSafeInteger(id)) return id;
  return undefined;
}
