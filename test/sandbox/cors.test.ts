import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedOrigin } from '../../sandbox/http/cors';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';

/**
 * `--allow-origin` (http/cors.ts): one named web page (the phone rig) may call the app's addresses
 * from its own origin; nothing else changes, and the control API never answers another origin.
 */
const RIG = 'http://127.0.0.1:5999';
const OTHER = 'http://127.0.0.1:6000';

let allowing: RunningSandbox;
let plain: RunningSandbox;

beforeAll(async () => {
  allowing = await startSandbox({ port: 0, memory: true, control: true, allowOrigins: [`${RIG}/`] });
  plain = await startSandbox({ port: 0, memory: true, control: true });
});
afterAll(async () => {
  await allowing?.close();
  await plain?.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

/** A raw request with the headers a browser would send from `origin` (a page of another port is "same-site"). */
function fromPage(
  sandbox: RunningSandbox,
  method: string,
  path: string,
  origin: string | null,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  const { port } = new URL(sandbox.url);
  const browser = origin === null ? {} : { origin, 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors' };
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { host: `127.0.0.1:${port}`, ...browser, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = text === '' ? null : JSON.parse(text);
          } catch {
            // A page.
          }
          resolve({ status: res.statusCode!, headers: res.headers, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function personToken(sandbox: RunningSandbox): Promise<string> {
  const made = await fromPage(
    sandbox,
    'POST',
    '/__sandbox/people',
    null,
    { 'content-type': 'application/json' },
    JSON.stringify({ name: 'Ada', email: `ada.${Date.now()}.${Math.random()}@example.com` }),
  );
  expect(made.status).toBe(201);
  return made.body.token as string;
}

const preflight = (sandbox: RunningSandbox, path: string, origin: string, method = 'POST') =>
  fromPage(sandbox, 'OPTIONS', path, origin, { 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type' });

describe('the origin named by --allow-origin', () => {
  it('gets its preflights answered for the API, uploads and downloads: that exact origin, never *', async () => {
    for (const path of ['/api/v1/memorials/1/contributions/2/approve', '/uploads/abc', '/downloads/1']) {
      const answer = await preflight(allowing, path, RIG, path.startsWith('/uploads') ? 'PUT' : 'POST');
      expect(answer.status, path).toBe(204);
      expect(answer.headers['access-control-allow-origin']).toBe(RIG);
      expect(answer.headers['access-control-allow-methods']).toBe('GET, POST, PUT, PATCH, DELETE');
      expect(answer.headers['access-control-allow-headers']).toBe('authorization, content-type, accept');
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
      expect(answer.headers.vary).toContain('Origin');
    }
  });

  it('is answered with its own origin on reads and changes, and may read the rate-limit headers', async () => {
    const token = await personToken(allowing);
    const ping = await fromPage(allowing, 'GET', '/api/v1/ping', RIG, { authorization: `Bearer ${token}` });
    expect(ping.status).toBe(200);
    expect(ping.headers['access-control-allow-origin']).toBe(RIG);
    expect(ping.headers['access-control-expose-headers']).toContain('retry-after');
    expect(ping.headers['access-control-expose-headers']).toContain('x-ratelimit-remaining');
    expect(ping.headers.vary).toContain('Origin');

    // A change from that page passes the where-it-came-from guard (Sec-Fetch-Site says same-site).
    const device = await fromPage(
      allowing,
      'POST',
      '/api/v1/auth/device',
      RIG,
      { 'content-type': 'application/json' },
      JSON.stringify({ client_name: 'Phone rig' }),
    );
    expect(device.status).toBe(201);
    expect(device.headers['access-control-allow-origin']).toBe(RIG);

    // The service's refusals reach the page too (it reads their message).
    const refused = await fromPage(allowing, 'GET', '/api/v1/ping', RIG, { authorization: 'Bearer nonsense' });
    expect(refused.status).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(RIG);
  });

  it('a preflight counts for nothing against the rate limit', async () => {
    const token = await personToken(allowing);
    for (let i = 0; i < 30; i++) expect((await preflight(allowing, '/api/v1/ping', RIG, 'GET')).status).toBe(204);
    const ping = await fromPage(allowing, 'GET', '/api/v1/ping', RIG, { authorization: `Bearer ${token}` });
    expect(ping.status).toBe(200);
    expect(ping.headers['x-ratelimit-remaining']).toBe('19');
  });

  it('never reaches the control API, the MCP server or the pages', async () => {
    for (const path of ['/__sandbox/reset', '/__sandbox/device/pending', '/mcp', '/device']) {
      const answer = await preflight(allowing, path, RIG);
      expect(answer.headers['access-control-allow-origin'], path).toBeUndefined();
      expect(answer.status, path).toBe(403);
    }
    const reset = await fromPage(allowing, 'POST', '/__sandbox/reset', RIG);
    expect(reset.status).toBe(403);
    expect(reset.headers['access-control-allow-origin']).toBeUndefined();
    const pending = await fromPage(allowing, 'GET', '/__sandbox/device/pending', RIG);
    expect(pending.status).toBe(403);
    const page = await fromPage(allowing, 'GET', '/device', RIG);
    expect(page.status).toBe(200);
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('any other origin, and a sandbox without the flag', () => {
  it('another origin gets no CORS answer and its changes are refused as before', async () => {
    const pre = await preflight(allowing, '/api/v1/auth/device', OTHER);
    expect(pre.status).toBe(403);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const device = await fromPage(allowing, 'POST', '/api/v1/auth/device', OTHER, { 'content-type': 'application/json' }, JSON.stringify({ client_name: 'x' }));
    expect(device.status).toBe(403);
    const read = await fromPage(allowing, 'GET', '/api/v1/ping', OTHER);
    expect(read.status).toBe(401);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('without --allow-origin, the rig’s origin is any other website', async () => {
    const pre = await preflight(plain, '/api/v1/auth/device', RIG);
    expect(pre.status).toBe(403);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const device = await fromPage(plain, 'POST', '/api/v1/auth/device', RIG, { 'content-type': 'application/json' }, JSON.stringify({ client_name: 'x' }));
    expect(device.status).toBe(403);
    const read = await fromPage(plain, 'GET', '/api/v1/ping', RIG);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers.vary).toBeUndefined();
  });
});

describe('what --allow-origin accepts', () => {
  it('an origin exactly; never *, null, a path, a pattern or another scheme', () => {
    expect(allowedOrigin('http://127.0.0.1:5999')).toBe('http://127.0.0.1:5999');
    expect(allowedOrigin('http://127.0.0.1:5999/')).toBe('http://127.0.0.1:5999');
    expect(allowedOrigin('HTTP://LOCALHOST:80')).toBe('http://localhost');
    for (const bad of [
      '*',
      'null',
      'NULL',
      'http://*.example',
      'http://127.0.0.1:5999/app',
      'http://127.0.0.1:5999?x',
      'ftp://127.0.0.1',
      'http://u:p@127.0.0.1',
      '127.0.0.1:5999',
      '',
    ]) {
      expect(() => allowedOrigin(bad), bad).toThrow(/--allow-origin/);
    }
  });

  it('startSandbox refuses a bad one before opening anything, and the command exits 2 with the reason', async () => {
    await expect(startSandbox({ port: 0, memory: true, allowOrigins: ['*'] })).rejects.toThrow(/named origins only/);
    const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/cli.ts', '--port', '0', '--memory', '--allow-origin', '*'], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('named origins only');
  }, 30_000);
});
