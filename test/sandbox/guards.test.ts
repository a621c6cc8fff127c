import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../sandbox/http/guards';
import { useSandbox } from './harness';

/** What every request passes before a route sees it (sandbox/http/guards.ts). */
const h = useSandbox();

/** A raw HTTP request, so that Host and the other headers a browser sets can be written by hand. */
function raw(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: any }> {
  const { port } = new URL(h.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, headers: { ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}), ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
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

const port = () => new URL(h.url).port;

describe('Host: only the sandbox’s own loopback address (DNS rebinding)', () => {
  it('answers at 127.0.0.1, localhost and [::1] with its own port', async () => {
    for (const name of ['127.0.0.1', 'localhost', 'LOCALHOST', '[::1]']) {
      const r = await raw('GET', '/api/v1/ping', { host: `${name}:${port()}` });
      expect(r.status, name).toBe(401);
    }
  });

  it('refuses any other name or port with 421 and a message, before anything happens', async () => {
    await h.person('Kept', 'kept@example.com');
    for (const host of ['evil.example', `evil.example:${port()}`, '127.0.0.1', `127.0.0.1:${Number(port()) + 1}`, `localhost.evil.example:${port()}`]) {
      const r = await raw('POST', '/__sandbox/reset', { host });
      expect(r.status, host).toBe(421);
      expect(r.body).toEqual({ message: expect.stringContaining(h.url) });
    }
    // The reset never ran.
    expect((await h.control('POST', '/__sandbox/people', { name: 'Kept', email: 'kept@example.com' })).status).toBe(422);
  });

  it('checks the host of an absolute request target too', async () => {
    const r = await raw('GET', `http://evil.example:${port()}/api/v1/ping`, { host: `127.0.0.1:${port()}` });
    expect(r.status).toBe(421);
  });
});

describe('where a request comes from: no other website may change anything', () => {
  const host = () => ({ host: `127.0.0.1:${port()}` });

  it('refuses a cross-site POST /__sandbox/reset (no body, no type) and keeps the data', async () => {
    await h.person('Kept', 'kept@example.com');
    const fromPage = await raw('POST', '/__sandbox/reset', { ...host(), origin: 'https://evil.example' });
    expect(fromPage.status).toBe(403);
    expect(fromPage.body).toEqual({ message: expect.stringMatching(/another website/) });
    const fetchMetadata = await raw('POST', '/__sandbox/reset', { ...host(), 'sec-fetch-site': 'cross-site' });
    expect(fetchMetadata.status).toBe(403);
    // Another port on this computer is the same site but not the same origin.
    const sameSite = await raw('POST', '/__sandbox/reset', { ...host(), 'sec-fetch-site': 'same-site', origin: `http://127.0.0.1:${Number(port()) + 1}` });
    expect(sameSite.status).toBe(403);
    const sandboxed = await raw('POST', '/__sandbox/reset', { ...host(), origin: 'null' });
    expect(sandboxed.status).toBe(403);
    expect((await h.control('POST', '/__sandbox/people', { name: 'Kept', email: 'kept@example.com' })).status).toBe(422);
  });

  it('refuses another site on the control API even for a read, and on the API for a change', async () => {
    expect((await raw('GET', '/__sandbox/device/pending', { ...host(), origin: 'https://evil.example' })).status).toBe(403);
    const person = await h.person();
    const create = await raw(
      'POST',
      '/api/v1/me/memorials',
      { ...host(), origin: 'https://evil.example', authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
      JSON.stringify({ deceased_name: 'Made by a web page' }),
    );
    expect(create.status).toBe(403);
    const device = await raw('POST', '/api/v1/auth/device', { ...host(), origin: 'https://evil.example', 'content-type': 'application/json' }, '{}');
    expect(device.status).toBe(403);
    expect((await h.api('GET', '/me/memorials', { token: person.token })).body.data).toEqual([]);
  });

  it('lets the app (a program: no Origin, no Sec-Fetch-Site) and the sandbox’s own origin through', async () => {
    const person = await h.person();
    expect((await h.api('POST', '/me/memorials', { token: person.token, body: { deceased_name: 'From the app' } })).status).toBe(202);
    for (const origin of [`http://127.0.0.1:${port()}`, `http://localhost:${port()}`]) {
      const r = await raw('POST', '/api/v1/auth/device', { ...host(), origin, 'content-type': 'application/json' }, '{}');
      expect(r.status, origin).toBe(201);
    }
  });

  it('keeps the sandbox’s own page forms working, as a browser posts them under no-referrer (Origin: null)', async () => {
    const code = (await h.api('POST', '/auth/device', { body: { client_name: 'Memorial Desk' } })).body.user_code as string;
    const person = await h.person();
    const form = new URLSearchParams({ user_code: code, email: person.email, decision: 'approve' }).toString();
    const browser = { ...host(), 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', origin: 'null' };
    const approved = await raw('POST', '/device', browser, form);
    expect(approved.status).toBe(200);
    expect(approved.body).toContain('<html');
    const start = new URLSearchParams({ name: 'Arthur Pendry', email: 'arthur@example.com' }).toString();
    expect((await raw('POST', '/start', { ...browser, 'sec-fetch-site': 'none' }, start)).status).toBe(200);
    expect((await raw('POST', '/start', { ...browser, 'sec-fetch-site': 'cross-site' }, start)).status).toBe(403);
    expect(
      (await raw('POST', '/start', { ...host(), 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }, start)).status,
    ).toBe(403);
  });
});

describe('JSON endpoints take JSON', () => {
  it('answers 415 with a message to a text/plain or form body, and changes nothing', async () => {
    const person = await h.person();
    const asText = await h.api('POST', '/me/memorials', {
      token: person.token,
      body: JSON.stringify({ deceased_name: 'Sent as text' }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(asText.status).toBe(415);
    expect(asText.body).toEqual({ message: expect.stringContaining('Content-Type: application/json') });
    const asForm = await h.api('POST', '/auth/device', { body: 'client_name=Evil', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(asForm.status).toBe(415);
    const noType = await raw('POST', '/__sandbox/people', { host: `127.0.0.1:${port()}` }, JSON.stringify({ name: 'No type', email: 'no-type@example.com' }));
    expect(noType.status).toBe(415);
    expect((await h.api('GET', '/me/memorials', { token: person.token })).body.data).toEqual([]);
  });

  it('accepts JSON with a charset, an empty body with no type, and the form encoding on /auth/token', async () => {
    const withCharset = await h.api('POST', '/auth/device', { body: {}, headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(withCharset.status).toBe(201);
    expect((await h.control('POST', '/__sandbox/settle')).status).toBe(200);
    const token = await h.api('POST', '/auth/token', {
      body: new URLSearchParams({ device_code: withCharset.body.device_code, grant_type: 'urn:ietf:params:oauth:grant-type:device_code' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(token.status).toBe(400);
    expect(token.body.error).toBe('authorization_pending');
  });
});

describe('body size', () => {
  it('refuses a declared body over the limit at once with 413 and a message', async () => {
    const big = JSON.stringify({ client_name: 'a'.repeat(BODY_LIMIT_BYTES) });
    const r = await h.api('POST', '/auth/device', { body: big });
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ message: expect.stringMatching(/too large/) });
    const control = await h.control('POST', '/__sandbox/people', { name: 'a'.repeat(BODY_LIMIT_BYTES), email: 'big@example.com' });
    expect(control.status).toBe(413);
  });

  it('lets the longest legitimate body through (10,000 emoji, escaped)', async () => {
    const person = await h.person();
    const obituary = '\\ud83c\\udf39'.repeat(10_000);
    const body = `{"deceased_name":"Rose","obituary":"${obituary}"}`;
    expect(body.length).toBeLessThan(BODY_LIMIT_BYTES);
    const r = await h.api('POST', '/me/memorials', { token: person.token, body, headers: { 'content-type': 'application/json' } });
    expect(r.status).toBe(202);
  });
});
