import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, RIG_START_MODULE, rigPage, SECRET_HEADER, startRigHost, withServiceOrigin, type RunningRigHost } from '../../../mobile/rig/rig-host';

/**
 * The phone rig's host (mobile/rig/rig-host.ts): the phone bundle and the rig's stand-ins for this
 * launch's holder only, and the Secrets port's stand-in (sign-ins in the rig's memory) behind the
 * launch's secret, the cookie and this origin.
 */
const PAGE = `<!doctype html><html><head><meta
      http-equiv="Content-Security-Policy"
      content="default-src 'none'; script-src 'self'; connect-src 'self'; form-action 'none'"
    /></head><body><div id="root"></div><script type="module" crossorigin src="./assets/index.js"></script></body></html>`;

let folder: string;
let phoneDir: string;
let rigDir: string;
const hosts: RunningRigHost[] = [];

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'phone-rig-host-'));
  phoneDir = join(folder, 'phone');
  rigDir = join(folder, 'phone-rig');
  mkdirSync(join(phoneDir, 'assets'), { recursive: true });
  mkdirSync(join(rigDir, 'assets'), { recursive: true });
  writeFileSync(join(phoneDir, 'index.html'), PAGE);
  writeFileSync(join(phoneDir, 'assets', 'index.js'), 'export {};');
  writeFileSync(join(rigDir, 'start.js'), 'export async function rigStart() {}');
  writeFileSync(join(rigDir, 'early.js'), 'export {};');
  writeFileSync(join(rigDir, 'assets', 'worker.js'), 'self.onmessage = () => {};');
  writeFileSync(join(folder, 'outside.txt'), 'not for the page');
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));
afterEach(async () => {
  for (const host of hosts.splice(0)) await host.close();
});

async function rig(options: { demo?: boolean } = {}) {
  const host = await startRigHost({
    phoneDir,
    rigDir,
    config: () => ({ serviceUrl: 'http://127.0.0.1:4999/api/v1', demo: options.demo ?? false, serviceIdentity: null }),
    demoTokens: () => (options.demo ? { personal: { token: 'mdp_demo_family', name: 'Margaret (demo family)' }, business: { token: 'mdb_demo_home' } } : null),
  });
  hosts.push(host);
  const secret = new URL(host.url).searchParams.get('secret')!;
  return { host, secret };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

function send(host: RunningRigHost, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, method, path, headers: { host: `127.0.0.1:${host.port}`, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The page's cookie, as the browser gets it by opening the printed address. */
async function cookieOf(host: RunningRigHost, secret: string): Promise<string> {
  const opened = await send(host, 'GET', `/?secret=${secret}`);
  expect(opened.status).toBe(303);
  expect(opened.headers.location).toBe(`/#secret=${secret}`);
  const setCookie = (opened.headers['set-cookie'] as string[])[0]!;
  expect(setCookie).toMatch(/HttpOnly; SameSite=Strict; Path=\//);
  return setCookie.split(';')[0]!;
}

/** What the rig's page sends for its sign-ins: the secret, the cookie, its own origin. */
function fromPage(host: RunningRigHost, secret: string, cookie: string, extra: Record<string, string> = {}) {
  return { [SECRET_HEADER]: secret, cookie, origin: host.origin, 'sec-fetch-site': 'same-origin', ...extra };
}

describe('the phone bundle and the stand-ins', () => {
  it('only for whoever opened the printed address, only at 127.0.0.1 or localhost', async () => {
    const { host, secret } = await rig();
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?secret=[A-Za-z0-9_-]{43}$/);
    expect((await send(host, 'GET', '/')).status).toBe(403);
    expect((await send(host, 'GET', '/?secret=wrong')).status).toBe(403);
    expect((await send(host, 'GET', '/', { host: `evil.example:${host.port}` })).status).toBe(421);
    const cookie = await cookieOf(host, secret);
    expect((await send(host, 'GET', '/', { cookie, host: `evil.example:${host.port}` })).status).toBe(421);
    expect((await send(host, 'GET', '/', { cookie })).status).toBe(200);
    expect((await send(host, 'POST', '/', { cookie })).status).toBe(405);
  });

  it('serves the page with the service’s origin added to connect-src and the rig’s first script before the bundle, nothing else changed', async () => {
    const { host, secret } = await rig();
    const cookie = await cookieOf(host, secret);
    const page = await send(host, 'GET', '/', { cookie });
    expect(page.text).toBe(rigPage(PAGE, 'http://127.0.0.1:4999/api/v1'));
    expect(page.text).toContain("connect-src 'self' http://127.0.0.1:4999;");
    // The rig's first script comes before the bundle's, so its stand-in SQLite starts as the page
    // loads; its stand-ins' module is preloaded beside the bundle, which imports it once it runs.
    expect(page.text).toMatch(
      /<script type="module" async src="\.\/rig\/early\.js"><\/script>\s*<link rel="modulepreload" href="\.\/rig\/start\.js" \/>\s*<script type="module" crossorigin src="\.\/assets\/index\.js">/,
    );
    // The module preloaded is the one the bundle imports (mobile/web/main.ts runs its start at import, so it is read, not imported).
    expect(readFileSync(join(import.meta.dirname, '../../../mobile/web/main.ts'), 'utf8')).toContain(`RIG_MODULE = '${RIG_START_MODULE}';`);
    expect(() =>
      rigPage('<html><head><meta http-equiv="Content-Security-Policy" content="connect-src \'self\'"></head></html>', 'http://127.0.0.1:4999'),
    ).toThrow(/module script/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(() => withServiceOrigin('<html></html>', 'http://127.0.0.1:4999/api/v1')).toThrow(/connect-src/);
  });

  it('serves the stand-ins at /rig/ (the worker may compile SQLite’s WebAssembly), and nothing outside the two folders', async () => {
    const { host, secret } = await rig();
    const cookie = await cookieOf(host, secret);
    const start = await send(host, 'GET', '/rig/start.js', { cookie });
    expect(start.status).toBe(200);
    expect(start.text).toContain('rigStart');
    expect((await send(host, 'GET', '/rig/early.js', { cookie })).status).toBe(200);
    expect((await send(host, 'GET', '/rig/assets/worker.js', { cookie })).headers['content-security-policy']).toContain("'wasm-unsafe-eval'");
    expect((await send(host, 'GET', '/assets/index.js', { cookie })).status).toBe(200);
    for (const path of ['/rig/', '/rig/index.html', '/rig/../outside.txt', '/rig/%2e%2e/outside.txt', '/../outside.txt', '/rig/nothing', '/.hidden']) {
      expect((await send(host, 'GET', path, { cookie })).status, path).toBe(404);
    }
    expect((await send(host, 'GET', '/rig/start.js')).status).toBe(403);
  });

  it('says what the core starts with (no secret in it)', async () => {
    const { host, secret } = await rig();
    const cookie = await cookieOf(host, secret);
    const config = await send(host, 'GET', '/rig/config', { cookie });
    expect(JSON.parse(config.text)).toEqual({ serviceUrl: 'http://127.0.0.1:4999/api/v1', demo: false, serviceIdentity: null });
  });
});

describe('the sign-ins, in the rig’s memory', () => {
  it('are kept, given back and forgotten for the page that holds the secret', async () => {
    const { host, secret } = await rig();
    const cookie = await cookieOf(host, secret);
    const headers = fromPage(host, secret, cookie);
    expect(JSON.parse((await send(host, 'GET', '/rig/secrets/acc-1', headers)).text)).toEqual({ secret: null });
    const put = await send(host, 'PUT', '/rig/secrets/acc-1', { ...headers, 'content-type': 'application/json' }, JSON.stringify({ secret: 'mdp_token_1' }));
    expect(put.status).toBe(204);
    const got = await send(host, 'GET', '/rig/secrets/acc-1', headers);
    expect(JSON.parse(got.text)).toEqual({ secret: 'mdp_token_1' });
    expect(got.headers['cache-control']).toBe('no-store');
    // A reload is a new page with the same tab's secret and cookie: still there.
    expect(JSON.parse((await send(host, 'GET', '/rig/secrets/acc-1', fromPage(host, secret, cookie))).text)).toEqual({ secret: 'mdp_token_1' });
    expect((await send(host, 'DELETE', '/rig/secrets/acc-1', headers)).status).toBe(204);
    expect(JSON.parse((await send(host, 'GET', '/rig/secrets/acc-1', headers)).text)).toEqual({ secret: null });
    expect((await send(host, 'DELETE', '/rig/secrets/never-there', headers)).status).toBe(204);
  });

  it('are refused without the secret, the cookie, or from another origin or site, and never answer a preflight', async () => {
    const { host, secret } = await rig();
    const cookie = await cookieOf(host, secret);
    await send(
      host,
      'PUT',
      '/rig/secrets/acc-1',
      { ...fromPage(host, secret, cookie), 'content-type': 'application/json' },
      JSON.stringify({ secret: 'mdp_token_1' }),
    );
    const refusals: Array<[string, Record<string, string>]> = [
      ['no secret', { cookie, origin: host.origin }],
      ['a wrong secret', fromPage(host, `${secret.slice(0, -1)}x`, cookie)],
      ['no cookie', { [SECRET_HEADER]: secret, origin: host.origin }],
      ['a wrong cookie', fromPage(host, secret, cookie.replace(/=.*/, '=stolen'))],
      ['another port’s page', fromPage(host, secret, cookie, { origin: 'http://127.0.0.1:1' })],
      ['another site', fromPage(host, secret, cookie, { 'sec-fetch-site': 'same-site' })],
    ];
    for (const [what, headers] of refusals) {
      const answer = await send(host, 'GET', '/rig/secrets/acc-1', headers);
      expect(answer.status, what).toBe(403);
      expect(answer.text, what).not.toContain('mdp_token_1');
    }
    const preflight = await send(host, 'OPTIONS', '/rig/secrets/acc-1', {
      origin: 'http://127.0.0.1:1',
      'access-control-request-method': 'GET',
      'access-control-request-headers': SECRET_HEADER,
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('belong to one launch: another rig has none, and a stopped one forgets', async () => {
    const first = await rig();
    const firstCookie = await cookieOf(first.host, first.secret);
    await send(
      first.host,
      'PUT',
      '/rig/secrets/acc-1',
      { ...fromPage(first.host, first.secret, firstCookie), 'content-type': 'application/json' },
      JSON.stringify({ secret: 'mdp_token_1' }),
    );
    const second = await rig();
    const secondCookie = await cookieOf(second.host, second.secret);
    expect(JSON.parse((await send(second.host, 'GET', '/rig/secrets/acc-1', fromPage(second.host, second.secret, secondCookie))).text)).toEqual({
      secret: null,
    });
    // The first's secret does not open the second.
    expect((await send(second.host, 'GET', '/rig/secrets/acc-1', fromPage(second.host, first.secret, secondCookie))).status).toBe(403);
    await first.host.close();
    await expect(send(first.host, 'GET', '/rig/secrets/acc-1', fromPage(first.host, first.secret, firstCookie))).rejects.toThrow();
  });

  it('take only what a sign-in is, and only so many', async () => {
    const { host, secret } = await rig();
    const cookie = await cookieOf(host, secret);
    const headers = { ...fromPage(host, secret, cookie), 'content-type': 'application/json' };
    for (const body of [
      'not json',
      JSON.stringify({ secret: '' }),
      JSON.stringify({ secret: 42 }),
      JSON.stringify({ secret: 'x'.repeat(LIMITS.secretLength + 1) }),
    ]) {
      expect((await send(host, 'PUT', '/rig/secrets/acc-1', headers, body)).status, body.slice(0, 20)).toBe(400);
    }
    expect((await send(host, 'PUT', `/rig/secrets/${'a'.repeat(LIMITS.accountLength + 1)}`, headers, JSON.stringify({ secret: 's' }))).status).toBe(404);
    for (let i = 0; i < LIMITS.entries; i++) await send(host, 'PUT', `/rig/secrets/acc-${i}`, headers, JSON.stringify({ secret: 's' }));
    expect((await send(host, 'PUT', '/rig/secrets/one-more', headers, JSON.stringify({ secret: 's' }))).status).toBe(507);
    expect((await send(host, 'PUT', '/rig/secrets/acc-0', headers, JSON.stringify({ secret: 'replaced' }))).status).toBe(204);
  });
});

describe('the demo’s tokens', () => {
  it('go to the page that holds the secret, fresh at each ask; a rig without the demo has none', async () => {
    const demo = await rig({ demo: true });
    const cookie = await cookieOf(demo.host, demo.secret);
    expect((await send(demo.host, 'POST', '/rig/demo-tokens', { cookie, origin: demo.host.origin })).status).toBe(403);
    expect((await send(demo.host, 'GET', '/rig/demo-tokens', fromPage(demo.host, demo.secret, cookie))).status).toBe(405);
    const tokens = await send(demo.host, 'POST', '/rig/demo-tokens', fromPage(demo.host, demo.secret, cookie));
    expect(JSON.parse(tokens.text)).toEqual({ personal: { token: 'mdp_demo_family', name: 'Margaret (demo family)' }, business: { token: 'mdb_demo_home' } });

    const plain = await rig();
    const plainCookie = await cookieOf(plain.host, plain.secret);
    expect((await send(plain.host, 'POST', '/rig/demo-tokens', fromPage(plain.host, plain.secret, plainCookie))).status).toBe(404);
  });
});
