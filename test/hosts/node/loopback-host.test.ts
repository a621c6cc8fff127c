import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { cookieValue, startLoopbackHost, type RunningLoopbackHost } from '../../../hosts/node/loopback-host';

/**
 * The loopback host both homes start (hosts/node/loopback-host.ts), with a host of its own made
 * here: the door it keeps for every host (the secret's one arrival and its cookie, the Host check,
 * the order of the private routes, the method and the cookie, the files, the upgrade, the close).
 * Browser mode's and the rig's own routes are tried in their own tests.
 */
interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
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

let folder: string;
let host: RunningLoopbackHost;
let closed = 0;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'loopback-host-'));
  await writeFile(join(folder, 'index.html'), '<!doctype html><title>page</title>');
  await writeFile(join(folder, 'app.js'), 'export {}');
  await mkdir(join(folder, 'assets'));
  await writeFile(join(folder, 'assets', 'chunk-Ab3_x-9Z.js'), 'export {}');
  await writeFile(join(folder, 'assets', 'chunk.js'), 'export {}');
  host = await startLoopbackHost({
    name: 'The test host',
    cookiePrefix: 'test_host',
    forbiddenText: 'Open the address with the secret.',
    notBuilt: { title: 'Not built', text: 'Build it first.' },
    headers: () => ({ 'X-Own': 'yes' }),
    privateRoute: ({ url, req, isSecret, hasSession, sendJson }) => {
      if (url.pathname !== '/private') return Promise.resolve(false);
      const given = req.headers['x-secret'];
      sendJson(isSecret(typeof given === 'string' ? given : undefined) && hasSession() ? 200 : 403, { method: req.method });
      return Promise.resolve(true);
    },
    route: ({ url, sendJson }) => {
      if (url.pathname !== '/own') return Promise.resolve(false);
      sendJson(200, { own: true });
      return Promise.resolve(true);
    },
    files: folder,
    onClose: () => void closed++,
  });
});

afterAll(async () => {
  await host.close();
  await rm(folder, { recursive: true, force: true });
});

const secretOf = (h: RunningLoopbackHost) => new URL(h.url).searchParams.get('secret')!;

async function signedIn(): Promise<string> {
  const answer = await send(host.port, `/?secret=${secretOf(host)}`);
  const cookie = String(answer.headers['set-cookie']).split(';')[0]!;
  return cookie;
}

describe('the loopback host', () => {
  it('listens on 127.0.0.1 only, with the secret in the address it gives', () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?secret=[\w-]{43}$/);
    expect(host.origin).toBe(`http://127.0.0.1:${host.port}`);
  });

  it('takes the secret once, answering with its own cookie (never the secret) and the secret in the fragment', async () => {
    const answer = await send(host.port, `/?secret=${secretOf(host)}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(`/#secret=${secretOf(host)}`);
    const setCookie = String(answer.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^test_host_${host.port}=`));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(cookieValue(setCookie.split(';')[0], `test_host_${host.port}`)).not.toBe(secretOf(host));
    expect((await send(host.port, '/?secret=wrong')).status).toBe(403);
  });

  it('answers only to its own name, and only with the cookie', async () => {
    const wrong = await send(host.port, '/', { host: 'evil.example' });
    expect(wrong.status).toBe(421);
    expect(wrong.body).toContain('The test host answers only at 127.0.0.1 or localhost.');
    expect((await send(host.port, '/')).status).toBe(403);
    const cookie = await signedIn();
    expect((await send(host.port, '/', { cookie, host: `localhost:${host.port}` })).status).toBe(200);
  });

  it('serves its files and its own routes with the same headers, refusals running nothing', async () => {
    const cookie = await signedIn();
    const page = await send(host.port, '/', { cookie });
    expect(page.body).toContain('<title>page</title>');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-own']).toBe('yes');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const script = await send(host.port, '/app.js', { cookie });
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('no-cache');
    // Named by its content (Vite's assets): kept; a name without the hash is asked for again.
    expect((await send(host.port, '/assets/chunk-Ab3_x-9Z.js', { cookie })).headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect((await send(host.port, '/assets/chunk.js', { cookie })).headers['cache-control']).toBe('no-cache');
    expect(JSON.parse((await send(host.port, '/own', { cookie })).body)).toEqual({ own: true });
    const refused = await send(host.port, '/own');
    expect(refused.status).toBe(403);
    expect(refused.headers['content-security-policy']).toBe("default-src 'none'");
    expect((await send(host.port, '/missing.js', { cookie })).status).toBe(404);
  });

  it('lets its private routes take any method and check their own door; everything else is GET or HEAD', async () => {
    const cookie = await signedIn();
    const put = await send(host.port, '/private', { cookie, 'x-secret': secretOf(host) }, 'PUT');
    expect(put.status).toBe(200);
    expect(JSON.parse(put.body)).toEqual({ method: 'PUT' });
    expect((await send(host.port, '/private', { cookie }, 'PUT')).status).toBe(403);
    const post = await send(host.port, '/own', { cookie }, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('refuses every upgrade when the host takes none', async () => {
    const cookie = await signedIn();
    const status = await new Promise<number>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${host.port}/anything`, { headers: { cookie } });
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode!));
      ws.once('open', () => reject(new Error('opened')));
      ws.once('error', reject);
    });
    expect(status).toBe(404);
  });

  it('says a missing build in its own words, and closes once, its own close first', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'loopback-host-empty-'));
    const other = await startLoopbackHost({
      name: 'Another',
      cookiePrefix: 'another',
      forbiddenText: '-',
      notBuilt: { title: 'Not built', text: 'Build it first.' },
      files: empty,
      onClose: () => void closed++,
    });
    const answer = await send(other.port, `/?secret=${secretOf(other)}`);
    const cookie = String(answer.headers['set-cookie']).split(';')[0]!;
    const missing = await send(other.port, '/', { cookie });
    expect(missing.status).toBe(503);
    expect(missing.body).toContain('Build it first.');
    const before = closed;
    await Promise.all([other.close(), other.close()]);
    expect(closed).toBe(before + 1);
    await expect(send(other.port, '/')).rejects.toThrow();
    await rm(empty, { recursive: true, force: true });
  });
});
