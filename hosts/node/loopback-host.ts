/**
 * The local host both homes start on 127.0.0.1 (browser mode's, electron/browser-mode/bridge-host.ts,
 * and the phone rig's, mobile/rig/rig-host.ts), for the one person who holds this launch's secret.
 * Each host adds only its own routes; what keeps the door is written here once:
 *
 * - The secret arrives once in the address (`/?secret=...`). The host answers with an HttpOnly,
 *   SameSite=Strict cookie for the files and sends the browser to `/#secret=...`: the page keeps
 *   the secret in its tab (sessionStorage) and takes it out of the address bar.
 * - The cookie is NOT the secret: browsers send a 127.0.0.1 cookie to every port of 127.0.0.1, so
 *   another local server could collect it. It opens only the files, which hold nothing private;
 *   what is private (browser mode's bridge, the rig's sign-ins) needs the secret itself, which
 *   never travels in a cookie, plus the cookie and an Origin of exactly this host.
 * - Every request names this host in its Host header (DNS rebinding: a page of another site that
 *   resolves to 127.0.0.1 still says its own name), and every request but the secret's first
 *   arrival carries the cookie.
 * - Every answer carries the same security headers; the files come from one folder, inside it or
 *   not at all (static-files.ts).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { findStaticFile, type StaticFile } from './static-files';

export function plainPage(title: string, text: string): string {
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>\n`;
}

export function sameSecret(candidate: string | undefined, secret: Buffer): boolean {
  if (candidate === undefined) return false;
  const given = Buffer.from(candidate);
  return given.length === secret.length && timingSafeEqual(given, secret);
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Listens on 127.0.0.1 only (never another interface), on `port` or a free one; its port and origin. */
export async function listenOnLoopback(server: Server, port: number | undefined): Promise<{ port: number; origin: string }> {
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolvePromise();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  return { port: bound, origin: `http://127.0.0.1:${bound}` };
}

/** One request, as a host's own routes see it: the door is already kept. */
export interface LoopbackRequest {
  req: IncomingMessage;
  res: ServerResponse;
  /** The Host header, checked to name this host, lower-cased. */
  host: string;
  url: URL;
  /** Whether it carries this launch's files cookie. */
  hasSession: () => boolean;
  /** Whether `given` is this launch's secret (compared in constant time). */
  isSecret: (given: string | undefined) => boolean;
  sendPage: (status: number, title: string, text: string, extra?: Record<string, string>) => void;
  sendJson: (status: number, value: unknown) => void;
}

/** Where a request's file is looked for: a folder and the path inside it (`page`: `/` and unknown paths give index.html). */
export interface FilePlace {
  root: string;
  pathname: string;
  page?: boolean;
}

export interface LoopbackHostOptions {
  /** 0 picks a free port. */
  port?: number;
  /** Who answers, in its refusals and its log ("Memorial Desk", "The phone rig"). */
  name: string;
  /** The files cookie's name before its port: a cookie is shared by every port of a host. */
  cookiePrefix: string;
  /** What a refused person reads: where the right address is. */
  forbiddenText: string;
  /** What a missing build says. */
  notBuilt: { title: string; text: string };
  /** Headers of this host's own on every answer (browser mode's Content-Security-Policy). */
  headers?(host: string): Record<string, string>;
  /** Routes answered before the files cookie is asked for, whatever the method (each checks its own door). */
  privateRoute?(request: LoopbackRequest): Promise<boolean>;
  /** GET and HEAD routes that need the cookie, before the files. */
  route?(request: LoopbackRequest): Promise<boolean>;
  /** Where a path's file is (default: the one folder given as `files`). */
  files: string | ((url: URL) => FilePlace);
  /** A file's body as served (the rig's page gains the service's origin), or null: not yet (503). */
  serveFile?(found: StaticFile, body: Buffer): Buffer | null;
  /** Headers a file of this type adds (the rig's database worker's own policy). */
  fileHeaders?(found: StaticFile): Record<string, string>;
  /** A WebSocket upgrade at this host (its Host already checked); without it, every upgrade is refused. */
  upgrade?(request: Omit<LoopbackRequest, 'res' | 'sendPage' | 'sendJson'>, socket: Socket, head: Buffer): void;
  /** Run first when the host closes (sockets of its own, memory to forget). */
  onClose?(): void;
}

export interface RunningLoopbackHost {
  /** The address to open: http://127.0.0.1:PORT/?secret=... */
  url: string;
  /** http://127.0.0.1:PORT */
  origin: string;
  port: number;
  close(): Promise<void>;
}

/** A refused upgrade: the status line only, then the socket is closed. */
export function refuseUpgrade(socket: Socket, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export async function startLoopbackHost(options: LoopbackHostOptions): Promise<RunningLoopbackHost> {
  const secretText = randomBytes(32).toString('base64url');
  const secret = Buffer.from(secretText);
  // What the files' cookie carries: a value of its own, so a leaked cookie never gives the secret.
  const pageSessionText = randomBytes(32).toString('base64url');
  const pageSession = Buffer.from(pageSessionText);
  let port = 0;
  // Cookies are shared by every port of a host; the port in the name keeps two launches apart.
  const cookieName = () => `${options.cookiePrefix}_${port}`;

  /** The Host header when it names this host, lower-cased; otherwise null. */
  function checkedHost(req: IncomingMessage): string | null {
    const host = req.headers.host?.toLowerCase();
    return host === `127.0.0.1:${port}` || host === `localhost:${port}` ? host : null;
  }

  const hasSession = (req: IncomingMessage) => sameSecret(cookieValue(req.headers.cookie, cookieName()), pageSession);
  const isSecret = (given: string | undefined) => sameSecret(given, secret);

  function baseHeaders(host: string): Record<string, string> {
    return {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Cache-Control': 'no-store',
      ...options.headers?.(host),
    };
  }

  function sendPage(res: ServerResponse, host: string | null, status: number, title: string, text: string, extra: Record<string, string> = {}) {
    const body = plainPage(title, text);
    res.writeHead(status, {
      // A refusal runs nothing; a host's own policy, when it has one, is at least as strict.
      'Content-Security-Policy': "default-src 'none'",
      ...baseHeaders(host ?? `127.0.0.1:${port}`),
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      ...extra,
    });
    res.end(res.req.method === 'HEAD' ? undefined : body);
  }

  function sendJson(res: ServerResponse, host: string, status: number, value: unknown) {
    const body = value === undefined ? '' : JSON.stringify(value);
    res.writeHead(status, { ...baseHeaders(host), 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)) });
    res.end(body);
  }

  const filePlace = (url: URL): FilePlace => (typeof options.files === 'string' ? { root: options.files, pathname: url.pathname } : options.files(url));

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const host = checkedHost(req);
    if (!host) return sendPage(res, null, 421, 'Wrong address', `${options.name} answers only at 127.0.0.1 or localhost.`);
    const url = new URL(req.url ?? '/', `http://${host}`);
    const readOnly = req.method === 'GET' || req.method === 'HEAD';
    const givenSecret = url.searchParams.get('secret');
    if (url.pathname === '/' && givenSecret !== null && readOnly) {
      if (!isSecret(givenSecret)) return sendPage(res, host, 403, 'Not allowed', options.forbiddenText);
      res.writeHead(303, {
        ...baseHeaders(host),
        Location: `/#secret=${secretText}`,
        'Set-Cookie': `${cookieName()}=${pageSessionText}; HttpOnly; SameSite=Strict; Path=/`,
        'Content-Length': '0',
      });
      res.end();
      return;
    }
    const request: LoopbackRequest = {
      req,
      res,
      host,
      url,
      hasSession: () => hasSession(req),
      isSecret,
      sendPage: (status, title, text, extra) => sendPage(res, host, status, title, text, extra),
      sendJson: (status, value) => sendJson(res, host, status, value),
    };
    if (await options.privateRoute?.(request)) return;
    if (!readOnly) return sendPage(res, host, 405, 'Not allowed', `${options.name} only serves its own pages here.`, { Allow: 'GET, HEAD' });
    if (!hasSession(req)) return sendPage(res, host, 403, 'Not allowed', options.forbiddenText);
    if (await options.route?.(request)) return;

    const place = filePlace(url);
    const found = await findStaticFile(place.root, place.pathname, { page: place.page ?? true });
    if (found === 'not-built') return sendPage(res, host, 503, options.notBuilt.title, options.notBuilt.text);
    if (found === 'not-found') return sendPage(res, host, 404, 'Not found', 'There is nothing at this address.');
    const read = await readFile(found.path);
    const body = options.serveFile ? options.serveFile(found, read) : read;
    if (body === null) return sendPage(res, host, 503, 'Starting', `${options.name} is still starting. Reload in a moment.`);
    res.writeHead(200, {
      ...baseHeaders(host),
      ...options.fileHeaders?.(found),
      'Content-Type': found.contentType,
      'Content-Length': String(body.length),
      // The page must always be fresh (it names this build's files). A file named by its content is
      // kept (a start then neither fetches it nor compiles it again: the phone rig's start, browser
      // mode's); any other is asked for again each time.
      'Cache-Control': found.isIndex ? 'no-store' : found.namedByContent ? 'private, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = createServer((req, res) => {
    onRequest(req, res).catch((error: unknown) => {
      // The message only: a request's own data never goes to the log.
      console.error(`${options.name}: a request failed`, error instanceof Error ? error.message : 'unknown error');
      if (!res.headersSent) sendPage(res, checkedHost(req), 500, 'Something went wrong', 'Please reload the page.');
      else res.destroy();
    });
  });

  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const host = checkedHost(req);
    if (!host) return refuseUpgrade(socket, 421, 'Misdirected Request');
    if (!options.upgrade) return refuseUpgrade(socket, 404, 'Not Found');
    options.upgrade({ req, host, url: new URL(req.url ?? '/', `http://${host}`), hasSession: () => hasSession(req), isSecret }, socket, head);
  });

  const bound = await listenOnLoopback(server, options.port);
  port = bound.port;

  let closing: Promise<void> | null = null;
  return {
    url: `${bound.origin}/?secret=${secretText}`,
    origin: bound.origin,
    port,
    close() {
      closing ??= new Promise<void>((resolvePromise) => {
        options.onClose?.();
        server.close(() => resolvePromise());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
