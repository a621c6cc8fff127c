// Conformance suite for the Memorial Service API (shared/spec/memorial-api.md), driven through the
// sandbox control API (shared/spec/sandbox-control.md): the sandbox process and its control API, authentication (401, 403, ping) and device authorization. Black box: the implementation is
// a separate process; nothing of it is imported. Each file has its own sandbox (suite.ts).
import { describe, it, expect, beforeAll } from 'vitest';
import { startSandbox, request, expectShape, findKey, type Res } from './helpers';
import { sb, c, s, expectMessage, expectRetryAfterHeader } from './suite';

describe('sandbox process and control API', () => {
  it('prints the listening line and answers on base_url', async () => {
    expect(sb.appUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const r = await c.api('GET', '/ping');
    expect(r.status).toBe(401);
  });

  it('POST /__sandbox/reset answers 204 with --control', async () => {
    const r = await request('POST', `${sb.appUrl}/__sandbox/reset`);
    expect(r.status).toBe(204);
  });

  it('every /__sandbox/* path answers 404 without --control', async () => {
    const other = await startSandbox([]);
    try {
      const probes: [string, string, unknown?][] = [
        ['POST', '/__sandbox/reset'],
        ['POST', '/__sandbox/people', { name: 'X', email: 'x@example.com' }],
        ['POST', '/__sandbox/organizations', { name: 'X' }],
        ['GET', '/__sandbox/device/pending'],
        ['POST', '/__sandbox/settle'],
        ['POST', '/__sandbox/clock', { advance_seconds: 10 }],
        ['PUT', '/__sandbox/settings', { safety_delay_ms: 0 }],
        ['POST', '/__sandbox/memorials/1/premium', { premium: true }],
      ];
      for (const [m, p, json] of probes) {
        const r = await request(m, other.appUrl + p, { json });
        expect(r.status, `${m} ${p}`).toBe(404);
      }
      // The API itself still works there.
      expect((await request('GET', `${other.baseUrl}/ping`)).status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------
describe('authentication (section 5): 401, 403, ping', () => {
  let person: { id: number; token: string };
  let business: { id: number; token: string };
  let memId: number;
  let contributionId: number;
  let eventId: number;

  beforeAll(async () => {
    let m: any;
    ({
      person,
      memorials: [m],
    } = await c.freshOwner('premium'));
    memId = m.id;
    business = await c.org();
    contributionId = (await c.control('POST', `/memorials/${memId}/contributions`, { body: 'Hello', author_name: 'V' })).body.id;
    const b = await c.api('POST', `/me/memorials/${memId}/broadcasts`, {
      token: person.token,
      json: { title: 'Service', kind: 'event', starts_at: '2030-01-01T10:00:00Z', rsvp_enabled: true },
    });
    expect(b.status, b.text).toBe(202);
    eventId = findKey(b.body, 'id');
  });

  const personalEndpoints = (): [string, string, unknown?][] => [
    ['GET', '/templates'],
    ['GET', '/me/memorials'],
    ['POST', '/me/memorials', { deceased_name: 'Someone' }],
    ['GET', `/me/memorials/${memId}`],
    ['PATCH', `/me/memorials/${memId}`, { hide_from_search: true }],
    ['DELETE', `/me/memorials/${memId}`],
    ['GET', `/me/memorials/${memId}/status`],
    ['GET', `/me/drafts/${memId}`],
    ['GET', `/me/memorials/${memId}/visits`],
    ['POST', `/me/memorials/${memId}/media`],
    ['GET', `/me/memorials/${memId}/fund`],
    ['PUT', `/me/memorials/${memId}/fund`, { message: 'Fund' }],
    ['DELETE', `/me/memorials/${memId}/fund`],
    ['GET', `/me/memorials/${memId}/broadcasts`],
    ['POST', `/me/memorials/${memId}/broadcasts`, { title: 'News' }],
    ['GET', `/me/events/${eventId}/rsvps`],
    ['POST', `/me/memorials/${memId}/share-link`, { role: 'contributor' }],
    ['POST', `/me/memorials/${memId}/exports`, { type: 'zip' }],
    ['GET', `/me/memorials/${memId}/exports/1`],
    ['GET', `/memorials/${memId}/contributions`],
    ['POST', `/contributions/${contributionId}/approve`],
    ['POST', `/contributions/${contributionId}/reject`, { reason: 'no' }],
    ['DELETE', `/contributions/${contributionId}`],
    ['POST', `/contributions/${contributionId}/restore`],
    ['POST', `/contributions/${contributionId}/pin`],
    ['POST', `/contributions/${contributionId}/unpin`],
  ];

  const businessEndpoints = (): [string, string, unknown?][] => [
    ['GET', '/organization'],
    ['GET', '/owners'],
    ['GET', '/memorials'],
    ['POST', '/memorials', { deceased_name: 'X', designated_owner: 'family', family_name: 'F', family_email: 'f@example.com' }],
    ['GET', '/memorials/some-slug'],
    ['GET', '/memorials/1'],
    ['POST', '/memorials/1/invitation'],
  ];

  it('every endpoint except /auth/device and /auth/token answers 401 without a token', async () => {
    const failures: string[] = [];
    for (const [m, p, json] of [['GET', '/ping'] as [string, string], ...personalEndpoints(), ...businessEndpoints()]) {
      const r = await c.api(m, p, { json });
      if (r.status !== 401) failures.push(`${m} ${p} -> ${r.status}`);
      else if (typeof r.body?.message !== 'string') failures.push(`${m} ${p} 401 without message`);
    }
    expect(failures).toEqual([]);
  });

  it('every endpoint answers 401 with an invalid token, and with a non-bearer scheme', async () => {
    const failures: string[] = [];
    for (const [m, p, json] of [['GET', '/ping'] as [string, string], ...personalEndpoints(), ...businessEndpoints()]) {
      const r = await c.api(m, p, { json, token: 'not-a-real-token' });
      if (r.status !== 401) failures.push(`${m} ${p} -> ${r.status}`);
    }
    const basic = await c.api('GET', '/ping', { headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` } });
    if (basic.status !== 401) failures.push(`Basic scheme -> ${basic.status}`);
    const tokenAsBasic = await c.api('GET', '/me/memorials', { headers: { authorization: `Token ${person.token}` } });
    if (tokenAsBasic.status !== 401) failures.push(`"Token" scheme with a valid token -> ${tokenAsBasic.status}`);
    expect(failures).toEqual([]);
  });

  it('a personal token on business endpoints answers 403', async () => {
    const failures: string[] = [];
    for (const [m, p, json] of businessEndpoints()) {
      const r = await c.api(m, p, { json, token: person.token });
      if (r.status !== 403) failures.push(`${m} ${p} -> ${r.status}`);
      else if (typeof r.body?.message !== 'string') failures.push(`${m} ${p} 403 without message`);
    }
    expect(failures).toEqual([]);
  });

  it('a business token on personal endpoints answers 403', async () => {
    const failures: string[] = [];
    for (const [m, p, json] of personalEndpoints()) {
      const r = await c.api(m, p, { json, token: business.token });
      if (r.status !== 403) failures.push(`${m} ${p} -> ${r.status}`);
    }
    expect(failures).toEqual([]);
    // Nothing was changed by the refused calls.
    const mem = await c.memorial(person.token, memId);
    expect(mem.is_deleted).toBe(false);
  });

  it('401 comes before 404 and 422; 403 comes before 404', async () => {
    expect((await c.api('GET', '/me/memorials/999999')).status).toBe(401);
    expect((await c.api('POST', '/me/memorials', { json: { deceased_name: 5 } })).status).toBe(401);
    expect((await c.api('GET', '/me/memorials/999999', { token: business.token })).status).toBe(403);
    expect((await c.api('GET', '/memorials/no-such-slug', { token: person.token })).status).toBe(403);
  });

  it('GET /ping answers both kinds with status, abilities and token', async () => {
    for (const token of [person.token, business.token]) {
      const r = await c.api('GET', '/ping', { token });
      expect(r.status).toBe(200);
      expect(typeof r.body.status).toBe('string');
      expect(Array.isArray(r.body.abilities)).toBe(true);
      expect(r.body.abilities.length).toBeGreaterThan(0);
      for (const a of r.body.abilities) expect(typeof a).toBe('string');
      expect(r.body.token === null || typeof r.body.token === 'string').toBe(true);
    }
  });

  it("personal-tier endpoints acting on another person's memorial answer 404", async () => {
    const stranger = await c.person();
    const failures: string[] = [];
    const probes = personalEndpoints().filter(([, p]) => p !== '/templates' && p !== '/me/memorials');
    for (const [m, p, json] of probes) {
      if (p.includes('/exports/1')) continue; // no export exists; covered in the exports group
      const r = await c.api(m, p, { json, token: stranger.token });
      if (r.status !== 404) failures.push(`${m} ${p} -> ${r.status}`);
    }
    expect(failures).toEqual([]);
    const mem = await c.memorial(person.token, memId);
    expect(mem.is_deleted).toBe(false);
    expect(mem.hide_from_search).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
describe('device authorization (4.1, RFC 8628)', () => {
  let person: { id: number; token: string };

  beforeAll(async () => {
    await c.fresh();
    person = await c.person();
  });

  async function newCode(client_name?: string): Promise<any> {
    const r = await c.api('POST', '/auth/device', client_name === undefined ? {} : { json: { client_name } });
    expect(r.status, r.text).toBe(201);
    return r.body;
  }

  function poll(device_code: unknown): Promise<Res> {
    return c.api('POST', '/auth/token', { json: { device_code } });
  }

  it('POST /auth/device without a body answers 201 with every documented field', async () => {
    const r = await c.api('POST', '/auth/device');
    expect(r.status, r.text).toBe(201);
    expectShape(
      r.body,
      {
        device_code: 'string',
        user_code: 'string',
        verification_uri: 'string',
        verification_uri_complete: 'string',
        expires_in: 'integer',
        interval: 'integer',
        message: 'string',
      },
      false,
    );
    expect(r.body.expires_in).toBeGreaterThan(0);
    expect(r.body.interval).toBeGreaterThan(0);
    // The device code is secret: never part of what is shown to the person.
    expect(r.body.verification_uri_complete).not.toContain(r.body.device_code);
    expect(r.body.message).not.toContain(r.body.device_code);
    expect(r.body.user_code.length).toBeLessThan(r.body.device_code.length);
  });

  it('client_name of 100 characters is accepted, 101 is refused with 422', async () => {
    const ok = await c.api('POST', '/auth/device', { json: { client_name: s(100, 'n') } });
    expect(ok.status).toBe(201);
    const pending = await c.control('GET', '/device/pending');
    const entry = pending.body.data.find((d: any) => d.user_code === ok.body.user_code);
    expect(entry?.client_name).toBe(s(100, 'n'));
    const bad = await c.api('POST', '/auth/device', { json: { client_name: s(101, 'n') } });
    expect(bad.status).toBe(422);
    expectMessage(bad);
  });

  it('unknown device_code answers 400 invalid_grant; a missing one is refused', async () => {
    const r = await poll('no-such-code');
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('invalid_grant');
    expect(typeof r.body.message).toBe('string');
    if ('error_description' in r.body) expect(typeof r.body.error_description).toBe('string');
    const missing = await c.api('POST', '/auth/token', { json: {} });
    expect([400, 422]).toContain(missing.status);
    if (missing.status === 400) expect(missing.body.error).toBe('invalid_grant');
  });

  it('pending → slow_down when polled too fast → approved → token handed over once', async () => {
    const code = await newCode('Conformance App');
    let r = await poll(code.device_code);
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('authorization_pending');
    expect(typeof r.body.message).toBe('string');

    r = await poll(code.device_code);
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('slow_down');
    expect(typeof r.body.message).toBe('string');

    // RFC 8628 3.5: slow_down increases the interval by 5 seconds; wait comfortably longer.
    await c.advance(code.interval + 5 + 2);
    r = await poll(code.device_code);
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('authorization_pending');

    await c.control('POST', '/device/approve', { user_code: code.user_code, person_id: person.id });
    await c.advance(code.interval + 5 + 2);
    r = await poll(code.device_code);
    expect(r.status, r.text).toBe(200);
    expectShape(r.body, { access_token: 'string', token_type: 'string', scope: 'string' }, false);
    expect(r.body.token_type.toLowerCase()).toBe('bearer');
    const token = r.body.access_token;
    // It acts for the person who approved it.
    const own = await c.create(person.token, { deceased_name: 'Seen Through Device Token' });
    const seen = (await c.api('GET', '/me/memorials', { token })).body.data.map((x: any) => x.id);
    expect(seen).toContain(own.id);

    // The new token is a personal token.
    const ping = await c.api('GET', '/ping', { token });
    expect(ping.status).toBe(200);
    expect((await c.api('GET', '/me/memorials', { token })).status).toBe(200);
    expect((await c.api('GET', '/organization', { token })).status).toBe(403);
    // 5.4: the person signed in, so memorials created with this token need no second verification.
    const created = await c.api('POST', '/me/memorials', { token, json: { deceased_name: 'Via Device' } });
    expect(created.status, created.text).toBe(202);

    // Handed over once.
    await c.advance(code.interval + 10 + 2);
    r = await poll(code.device_code);
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('invalid_grant');
  });

  it('RFC 8628: after slow_down the polling interval grows by 5 seconds', async () => {
    const code = await newCode();
    expect((await poll(code.device_code)).body.error).toBe('authorization_pending');
    expect((await poll(code.device_code)).body.error).toBe('slow_down');
    // Now the interval is at least interval + 5: polling after interval + 1 seconds is still too fast.
    await c.advance(code.interval + 1);
    const r = await poll(code.device_code);
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('slow_down');
  });

  it('a declined code answers access_denied', async () => {
    const code = await newCode();
    await c.control('POST', '/device/deny', { user_code: code.user_code });
    const r = await poll(code.device_code);
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('access_denied');
    expect(typeof r.body.message).toBe('string');
  });

  it('the user_code never works as a device_code; an RFC 8628 client sending grant_type is understood', async () => {
    const code = await newCode();
    const byUser = await poll(code.user_code);
    expect(byUser.status).toBe(400);
    expect(byUser.body.error).toBe('invalid_grant');
    const rfc = await c.api('POST', '/auth/token', {
      json: { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: code.device_code },
    });
    expect(rfc.status, rfc.text).toBe(400);
    expect(rfc.body.error).toBe('authorization_pending');
  });

  it('the verification link opens; a client_name that is not a string is refused', async () => {
    const code = await newCode('Page App');
    const page = await request('GET', code.verification_uri_complete, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const plain = await request('GET', code.verification_uri, { headers: { accept: 'text/html' } });
    expect(plain.status).toBeLessThan(400);
    const bad = await c.api('POST', '/auth/device', { json: { client_name: 12345 } });
    expect(bad.status).toBe(422);
  });

  it('POST /auth/device and /auth/token need no credential: a stray invalid bearer does not make them 401', async () => {
    const r = await c.api('POST', '/auth/device', { token: 'stray-invalid-token' });
    expect(r.status).toBe(201);
    const t = await c.api('POST', '/auth/token', { token: 'stray-invalid-token', json: { device_code: r.body.device_code } });
    expect(t.status).toBe(400);
    expect(t.body.error).toBe('authorization_pending');
  });

  it('an expired code answers expired_token', async () => {
    const code = await newCode();
    await c.advance(code.expires_in + 1);
    const r = await poll(code.device_code);
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('expired_token');
    expect(typeof r.body.message).toBe('string');
  });

  it('too many device codes from one address answers 429', async () => {
    let hit: Res | undefined;
    for (let i = 0; i < 200 && !hit; i++) {
      const r = await c.api('POST', '/auth/device');
      if (r.status === 429) hit = r;
      else expect(r.status).toBe(201);
    }
    expect(hit, 'a 429 within 200 requests').toBeDefined();
    expectMessage(hit!);
    // Section 7: 429 carries Retry-After and retry_after seconds.
    expectRetryAfterHeader(hit!);
    expect(Number.isInteger(hit!.body.retry_after)).toBe(true);
  });
});
