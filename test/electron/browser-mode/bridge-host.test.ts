import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { acceptedLanguages, startWebHost, type RunningWebHost } from '../../../electron/browser-mode/bridge-host';
import { OFFLINE, STATUS, stubCore } from '../stub-core';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw HTTP request: the path is sent exactly as written, the Host header as given. */
function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, agent: false, headers: { host: `127.0.0.1:${port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

type Opened = { ws: WebSocket; status?: never } | { status: number; ws?: never };

function openSocket(port: number, options: { cookie?: string; origin?: string; host?: string; path?: string; secret?: string } = {}): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = options.cookie;
    if (options.host) headers.host = options.host;
    const path = options.path ?? `/bridge${options.secret ? `?secret=${options.secret}` : ''}`;
    const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers, ...(options.origin ? { origin: options.origin } : {}) });
    ws.once('open', () => resolve({ ws }));
    ws.once('unexpected-response', (_req, res) => {
      res.resume();
      resolve({ status: res.statusCode! });
    });
    ws.once('error', reject);
  });
}

/** Messages as they arrive, and a way to wait for the next one that matches. */
function inbox(ws: WebSocket) {
  const seen: unknown[] = [];
  const waiting: { test: (m: any) => boolean; resolve: (m: any) => void }[] = [];
  ws.on('message', (data) => {
    const message = JSON.parse((data as Buffer).toString('utf8'));
    const i = waiting.findIndex((w) => w.test(message));
    if (i >= 0) waiting.splice(i, 1)[0]!.resolve(message);
    else seen.push(message);
  });
  return {
    next(test: (m: any) => boolean = () => true): Promise<any> {
      const i = seen.findIndex(test);
      if (i >= 0) return Promise.resolve(seen.splice(i, 1)[0]);
      return new Promise((resolve) => waiting.push({ test, resolve }));
    },
  };
}

function closed(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => ws.once('close', (code) => resolve(code)));
}

let dir: string;
let staticDir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'md-host-'));
  staticDir = join(dir, 'renderer');
  await mkdir(join(staticDir, 'assets'), { recursive: true });
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Memorial Desk</title><div id="root"></div>');
  await writeFile(join(staticDir, 'assets', 'index-abc.js'), 'console.log("app")');
  await writeFile(join(staticDir, 'assets', 'index-abc.css'), 'body{}');
  await writeFile(join(staticDir, '.env'), 'HIDDEN=1');
  await writeFile(join(dir, 'package.json'), '{"name":"outside the build"}');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

let host: RunningWebHost | null = null;
let stub: ReturnType<typeof stubCore>;

async function start(dirOverride?: string) {
  stub = stubCore();
  host = await startWebHost({ core: stub.core, staticDir: dirOverride ?? staticDir, maxMessageBytes: 64 * 1024 });
  return host;
}

afterEach(async () => {
  await host?.close();
  host = null;
});

function secretOf(h: RunningWebHost): string {
  return new URL(h.url).searchParams.get('secret')!;
}

/** Follows the secret once, as a browser does, and returns the cookie it was given. */
async function signIn(h: RunningWebHost): Promise<string> {
  const secretPath = new URL(h.url).pathname + new URL(h.url).search;
  const answer = await get(h.port, secretPath);
  const setCookie = answer.headers['set-cookie']![0]!;
  return setCookie.split(';')[0]!;
}

describe('browser mode host: where it listens', () => {
  it('gives a 127.0.0.1 address with a long random secret', async () => {
    const h = await start();
    expect(h.origin).toBe(`http://127.0.0.1:${h.port}`);
    const url = new URL(h.url);
    expect(url.hostname).toBe('127.0.0.1');
    expect(url.pathname).toBe('/');
    expect(url.searchParams.get('secret')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const other = await startWebHost({ core: stubCore().core, staticDir });
    try {
      expect(new URL(other.url).searchParams.get('secret')).not.toBe(url.searchParams.get('secret'));
    } finally {
      await other.close();
    }
  });

  it('binds 127.0.0.1 only: the same port on other addresses refuses connections', async () => {
    const h = await start();
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((i) => i && !i.internal)
      .map((i) => i!.address);
    for (const address of ['::1', ...others]) {
      const outcome = await new Promise<string>((resolve) => {
        const socket = connect({ host: address, port: h.port });
        socket.once('connect', () => {
          socket.destroy();
          resolve('connected');
        });
        socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      });
      expect(outcome, address).not.toBe('connected');
    }
  });
});

describe('browser mode host: who may ask', () => {
  it('refuses every request without the secret or its cookie (403, a plain page)', async () => {
    const h = await start();
    for (const path of ['/', '/index.html', '/assets/index-abc.js', '/bridge', '/anything']) {
      const answer = await get(h.port, path);
      expect(answer.status, path).toBe(403);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body).toContain('secret');
      expect(answer.body).not.toContain('id="root"');
    }
  });

  it('refuses a wrong secret, and a wrong cookie', async () => {
    const h = await start();
    expect((await get(h.port, '/?secret=wrong')).status).toBe(403);
    const secret = new URL(h.url).searchParams.get('secret')!;
    expect((await get(h.port, `/?secret=${secret.slice(0, -1)}x`)).status).toBe(403);
    expect((await get(h.port, '/', { cookie: `memorial_desk_${h.port}=wrong` })).status).toBe(403);
    // The cookie of another launch (another port) is not this one's.
    expect((await get(h.port, '/', { cookie: `memorial_desk_1=${secret}` })).status).toBe(403);
  });

  it('gives an HttpOnly, SameSite=Strict cookie that is not the secret, and hands the secret to the page in the fragment', async () => {
    const h = await start();
    const answer = await get(h.port, new URL(h.url).pathname + new URL(h.url).search);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(`/#secret=${secretOf(h)}`);
    const cookie = answer.headers['set-cookie']![0]!;
    expect(cookie).toMatch(new RegExp(`^memorial_desk_${h.port}=[A-Za-z0-9_-]{43}; `));
    // Browsers send 127.0.0.1's cookies to every port: the cookie must not give the secret away.
    expect(cookie).not.toContain(secretOf(h));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
  });

  it('refuses a Host header that is not this host (DNS rebinding)', async () => {
    const h = await start();
    const cookie = await signIn(h);
    for (const hostHeader of [`evil.example:${h.port}`, `127.0.0.1:${h.port + 1}`, '127.0.0.1', `127.0.0.1.nip.io:${h.port}`, `[::1]:${h.port}`]) {
      const answer = await get(h.port, '/', { host: hostHeader, cookie });
      expect(answer.status, hostHeader).toBe(421);
      expect(answer.body).not.toContain('id="root"');
    }
    const secretPath = new URL(h.url).pathname + new URL(h.url).search;
    expect((await get(h.port, secretPath, { host: `evil.example:${h.port}` })).status).toBe(421);
  });

  it('accepts localhost:PORT as well as 127.0.0.1:PORT', async () => {
    const h = await start();
    const cookie = await signIn(h);
    expect((await get(h.port, '/', { host: `localhost:${h.port}`, cookie })).status).toBe(200);
  });
});

describe('browser mode host: what it serves', () => {
  it('serves the app page with the strict CSP, nosniff and no-store', async () => {
    const h = await start();
    const cookie = await signIn(h);
    const answer = await get(h.port, '/', { cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('id="root"');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('no-store');
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`connect-src 'self' ws://127.0.0.1:${h.port}`);
    expect(csp).not.toContain('unsafe');
  });

  it('serves the built files with their types, and the page for the app’s own routes', async () => {
    const h = await start();
    const cookie = await signIn(h);
    const js = await get(h.port, '/assets/index-abc.js', { cookie });
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.body).toBe('console.log("app")');
    expect((await get(h.port, '/assets/index-abc.css', { cookie })).headers['content-type']).toBe('text/css; charset=utf-8');
    const route = await get(h.port, '/memorials/12', { cookie });
    expect(route.status).toBe(200);
    expect(route.body).toContain('id="root"');
    expect((await get(h.port, '/assets/missing.js', { cookie })).status).toBe(404);
  });

  it.each([
    '/../package.json',
    '/%2e%2e/package.json',
    '/..%2fpackage.json',
    '/assets/..%2f..%2fpackage.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/..%5cpackage.json',
    '/.env',
    '/%00',
    '/assets/',
  ])('never serves anything outside the build: %s', async (path) => {
    const h = await start();
    const cookie = await signIn(h);
    const answer = await get(h.port, path, { cookie });
    expect(answer.body).not.toContain('outside the build');
    expect(answer.body).not.toContain('HIDDEN');
    expect(answer.headers['content-type']).not.toMatch(/json/);
  });

  it('answers only GET and HEAD', async () => {
    const h = await start();
    const cookie = await signIn(h);
    expect((await get(h.port, '/', { cookie }, 'POST')).status).toBe(405);
    expect((await get(h.port, '/', { cookie }, 'DELETE')).status).toBe(405);
    const head = await get(h.port, '/', { cookie }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('says plainly to run npm run build when there is no build yet', async () => {
    const h = await start(join(dir, 'not-built'));
    const cookie = await signIn(h);
    const answer = await get(h.port, '/', { cookie });
    expect(answer.status).toBe(503);
    expect(answer.body).toContain('npm run build');
  });
});

describe('browser mode host: the bridge socket', () => {
  it('refuses an upgrade without the cookie, or without the secret itself (the cookie alone is not enough)', async () => {
    const h = await start();
    expect(await openSocket(h.port, { origin: h.origin, secret: secretOf(h) })).toEqual({ status: 403 });
    const cookie = await signIn(h);
    expect(await openSocket(h.port, { cookie, origin: h.origin })).toEqual({ status: 403 });
    expect(await openSocket(h.port, { cookie, origin: h.origin, secret: `${secretOf(h).slice(0, -1)}x` })).toEqual({ status: 403 });
    const { ws } = await openSocket(h.port, { cookie, origin: h.origin, secret: secretOf(h) });
    ws!.close();
  });

  it('refuses an upgrade from another origin, or with none', async () => {
    const h = await start();
    const cookie = await signIn(h);
    for (const origin of ['http://evil.example', `http://127.0.0.1:${h.port + 1}`, `https://127.0.0.1:${h.port}`, 'null', `http://localhost:${h.port}`]) {
      expect(await openSocket(h.port, { cookie, origin, secret: secretOf(h) }), origin).toEqual({ status: 403 });
    }
    expect(await openSocket(h.port, { cookie })).toEqual({ status: 403 });
  });

  it('refuses an upgrade with a wrong Host, or to another path', async () => {
    const h = await start();
    const cookie = await signIn(h);
    expect(await openSocket(h.port, { cookie, origin: `http://evil.example:${h.port}`, host: `evil.example:${h.port}` })).toEqual({ status: 421 });
    expect(await openSocket(h.port, { cookie, origin: h.origin, path: '/other' })).toEqual({ status: 404 });
  });

  it('carries a call and its answer, by id', async () => {
    const h = await start();
    const { ws } = await openSocket(h.port, { cookie: await signIn(h), origin: h.origin, secret: secretOf(h) });
    const messages = inbox(ws!);
    ws!.send(JSON.stringify({ id: 1, name: 'app.status', args: {} }));
    ws!.send(JSON.stringify({ id: 'two', name: 'settings.get', args: {} }));
    expect(await messages.next((m) => m.id === 1)).toEqual({ id: 1, ok: true, result: STATUS });
    expect(await messages.next((m) => m.id === 'two')).toEqual({ id: 'two', ok: true, result: { serviceUrl: STATUS.serviceUrl, locked: [], lockedBy: null } });
    ws!.close();
  });

  it('returns failures as BridgeErrors: the core’s, bad arguments, unknown operations, unreadable messages', async () => {
    const h = await start();
    const { ws } = await openSocket(h.port, { cookie: await signIn(h), origin: h.origin, secret: secretOf(h) });
    const messages = inbox(ws!);
    ws!.send(JSON.stringify({ id: 1, name: 'ping', args: {} }));
    expect(await messages.next((m) => m.id === 1)).toEqual({ id: 1, ok: false, error: OFFLINE });
    ws!.send(JSON.stringify({ id: 2, name: 'outbox.dismiss', args: { id: 5 } }));
    expect(await messages.next((m) => m.id === 2)).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    ws!.send(JSON.stringify({ id: 3, name: 'no.such.thing', args: {} }));
    expect(await messages.next((m) => m.id === 3)).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    ws!.send('not json');
    // In the catalog's words, so the person reads it in their language.
    expect(await messages.next((m) => m.id === null)).toMatchObject({ ok: false, error: { kind: 'invalid', words: { id: 'bridge.error.unreadableRequest' } } });
    ws!.send(JSON.stringify({ name: 'app.status' }));
    expect(await messages.next((m) => m.id === null)).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    expect(stub.calls.map((c) => c.name)).toEqual(['ping', 'outbox.dismiss']);
    ws!.close();
  });

  it('pushes events, and stops listening when the socket closes', async () => {
    const h = await start();
    const { ws } = await openSocket(h.port, { cookie: await signIn(h), origin: h.origin, secret: secretOf(h) });
    const messages = inbox(ws!);
    expect(stub.listenerCount()).toBeGreaterThan(0);
    stub.emit('status', { ...STATUS, online: false });
    expect(await messages.next((m) => 'event' in m)).toEqual({ event: 'status', payload: { ...STATUS, online: false } });
    const done = closed(ws!);
    ws!.close();
    await done;
    await expect.poll(() => stub.listenerCount()).toBe(0);
  });

  it('closes a connection that sends a message over the size limit', async () => {
    const h = await start();
    const { ws } = await openSocket(h.port, { cookie: await signIn(h), origin: h.origin, secret: secretOf(h) });
    const done = closed(ws!);
    ws!.send(JSON.stringify({ id: 1, name: 'app.status', args: { padding: 'x'.repeat(70 * 1024) } }));
    expect(await done).toBe(1009);
    expect(stub.calls).toEqual([]);
  });

  it('closes every socket and stops listening on close()', async () => {
    const h = await start();
    const { ws } = await openSocket(h.port, { cookie: await signIn(h), origin: h.origin, secret: secretOf(h) });
    const done = closed(ws!);
    await h.close();
    await done;
    await expect(get(h.port, '/')).rejects.toThrow();
    host = null;
  });
});

describe('browser mode: the browser’s languages stand for the system’s', () => {
  it('reads an Accept-Language header, most wanted first', () => {
    expect(acceptedLanguages('es-ES,es;q=0.9,en;q=0.8')).toEqual(['es-ES', 'es', 'en']);
    expect(acceptedLanguages('en;q=0.5, ar-EG')).toEqual(['ar-EG', 'en']);
    expect(acceptedLanguages('*;q=0.1, fr;q=0, not a tag')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
