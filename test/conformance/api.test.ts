// Conformance suite for the Memorial Service API (shared/spec/memorial-api.md), driven through the
// sandbox control API (shared/spec/sandbox-control.md). Black box: the implementation is a separate
// process; nothing of it is imported.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import {
  Client,
  startSandbox,
  request,
  unwrap,
  expectShape,
  findKey,
  tinyJpeg,
  RELIGION_OR_CULTURE,
  PERSONAL_MEMORIAL,
  CONTRIBUTION,
  DRAFT_STATUS,
  BUSINESS_MEMORIAL,
  PROVISION_RESULT,
  ORGANIZATION,
  EXPORT_STATE,
  TEMPLATE_ENTRY,
  VISITS,
  SHARE_LINK,
  UPLOAD_GRANT,
  DELETE_RESULT,
  HIDE_RESULT,
  OWNER_ENTRY,
  type Sandbox,
  type Res,
} from './helpers';

let sb: Sandbox;
let c: Client;

beforeAll(async () => {
  sb = await startSandbox(['--control']);
  c = new Client(sb);
});

afterAll(async () => {
  await sb?.close();
});

const s = (n: number, ch = 'a') => ch.repeat(n);

function expectMessage(r: Res): void {
  expect(r.body, r.text).toBeTypeOf('object');
  expect(typeof r.body.message, r.text).toBe('string');
  expect(r.body.message.length).toBeGreaterThan(0);
}

function expectRetryAfterHeader(r: Res): number {
  const h = r.headers.get('retry-after');
  expect(h, 'Retry-After header').not.toBeNull();
  const n = Number(h);
  expect(Number.isInteger(n), `Retry-After "${h}" is integer seconds`).toBe(true);
  expect(n).toBeGreaterThan(0);
  return n;
}

// ---------------------------------------------------------------------------------------------
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
    await c.fresh();
    person = await c.person();
    business = await c.org();
    const m = await c.createLive(person.token);
    memId = m.id;
    await c.control('POST', `/memorials/${memId}/premium`, { premium: true });
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

  it('personal-tier endpoints acting on another person\'s memorial answer 404', async () => {
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

// ---------------------------------------------------------------------------------------------
describe('templates (4.2)', () => {
  let person: { token: string };
  beforeAll(async () => {
    await c.fresh();
    person = await c.person();
  });

  it('GET /templates lists template entries whose feel never names a religion or culture', async () => {
    const r = await c.api('GET', '/templates', { token: person.token });
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body.data)).toBe(true);
    expect(r.body.data.length).toBeGreaterThan(0);
    for (const t of r.body.data) {
      expectShape(t, TEMPLATE_ENTRY, false);
      for (const f of t.feel) {
        expect(typeof f).toBe('string');
        const words = f.toLowerCase().split(/[^a-z]+/);
        for (const w of words) expect(RELIGION_OR_CULTURE, `feel "${f}" of template ${t.name}`).not.toContain(w);
      }
    }
  });

  it('every design is available on every plan: each template_id can be set on a free memorial', async () => {
    const templates = (await c.api('GET', '/templates', { token: person.token })).body.data;
    const m = await c.createLive(person.token);
    for (const t of templates) {
      const r = await c.api('PATCH', `/me/memorials/${m.id}`, { token: person.token, json: { template_id: t.id } });
      expect(r.status, r.text).toBe(200);
      expect(unwrap(r.body).template_id).toBe(t.id);
    }
  });
});

// ---------------------------------------------------------------------------------------------
describe('personal memorials: create, drafts, moderation (4.4, 3.1, 3.2)', () => {
  beforeAll(async () => {
    await c.fresh();
  });

  it('POST /me/memorials answers 202 generating with poll_url; listed, pending, not live until the check passes', async () => {
    const p = await c.person();
    const r = await c.api('POST', '/me/memorials', {
      token: p.token,
      json: { deceased_name: 'Margaret Hale', title: 'Always remembered', birth_date: '1931-03-02', death_date: '2024-01-09' },
    });
    expect(r.status, r.text).toBe(202);
    expectShape(
      r.body,
      { id: 'integer', status: 'enum:generating', deceased_name: 'string|null', slug: 'string', poll_url: 'string', message: 'string' },
      false,
    );
    expect(r.body.deceased_name).toBe('Margaret Hale');
    const id = r.body.id;

    const draft = await c.api('GET', `/me/drafts/${id}`, { token: p.token });
    expect(draft.status).toBe(200);
    expectShape(draft.body, DRAFT_STATUS, false);
    expect(draft.body.status).toBe('generating');

    // poll_url is pollable with the token.
    const polled = await request('GET', new URL(r.body.poll_url, sb.baseUrl + '/').toString(), { token: p.token });
    expect(polled.status).toBe(200);

    const mem = await c.memorial(p.token, id);
    expectShape(mem, PERSONAL_MEMORIAL, true);
    expect(mem.moderation.status).toBe('pending');
    expect(mem.url).toBeNull();
    expect(await c.publicPageStatus(mem.slug)).not.toBe(200);

    await c.settle();
    const ready = await c.api('GET', `/me/drafts/${id}`, { token: p.token });
    expect(ready.status).toBe(200);
    expectShape(ready.body, DRAFT_STATUS, false);
    expect(ready.body.status).toBe('ready');
    expect(ready.body.id).toBe(id);
    expect(ready.body.reason).toBeNull();

    const live = await c.memorial(p.token, id);
    expectShape(live, PERSONAL_MEMORIAL, true);
    expect(live.moderation.status).toBe('passed');
    expect(typeof live.moderation.checked_at).toBe('string');
    expect(live.birth_date).toBe('1931-03-02');
    expect(live.death_date).toBe('2024-01-09');
    expect(live.title).toBe('Always remembered');
    if (live.is_published) {
      expect(typeof live.url).toBe('string');
      expect(await c.publicPageStatus(live.slug)).toBe(200);
    } else {
      expect(live.url).toBeNull();
    }
  });

  it('a refused memorial: draft blocked with a reason, moderation failed, never live even when published', async () => {
    const p = await c.person();
    const r = await c.create(p.token, { obituary: 'This text says refuse-me somewhere.' });
    await c.settle();
    const draft = await c.api('GET', `/me/drafts/${r.id}`, { token: p.token });
    expect(draft.status).toBe(200);
    expectShape(draft.body, DRAFT_STATUS, false);
    expect(draft.body.status).toBe('blocked');
    expect(typeof draft.body.reason).toBe('string');
    expect(draft.body.reason.length).toBeGreaterThan(0);

    const mem = await c.memorial(p.token, r.id);
    expectShape(mem, PERSONAL_MEMORIAL, true);
    expect(mem.moderation.status).toBe('failed');
    expect(typeof mem.moderation.reason).toBe('string');
    expect(mem.url).toBeNull();
    expect(await c.publicPageStatus(mem.slug)).not.toBe(200);

    // A personal token can never publish anything the safety check refused.
    const patch = await c.api('PATCH', `/me/memorials/${r.id}`, { token: p.token, json: { is_published: true } });
    expect([200, 422]).toContain(patch.status);
    const after = await c.memorial(p.token, r.id);
    expect(after.url).toBeNull();
    expect(await c.publicPageStatus(mem.slug)).not.toBe(200);
  });

  it('memorials with the same name get distinct slugs; url opens the public page', async () => {
    const p = await c.person();
    const a = await c.createLive(p.token, { deceased_name: 'John Smith' });
    const b = await c.createLive(p.token, { deceased_name: 'John Smith' });
    expect(a.slug).not.toBe(b.slug);
    for (const m of [a, b]) {
      expect(typeof m.url).toBe('string');
      const page = await request('GET', c.abs(m.url), { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
    }
  });

  it('limits count characters, not UTF-16 units: 255 roses are accepted, 256 are not', async () => {
    const p = await c.person();
    const rose = '\u{1F339}';
    const ok = await c.api('POST', '/me/memorials', { token: p.token, json: { deceased_name: rose.repeat(255), title: rose.repeat(255) } });
    expect(ok.status, ok.text).toBe(202);
    expect((await c.memorial(p.token, ok.body.id)).deceased_name).toBe(rose.repeat(255));
    const bad = await c.api('POST', '/me/memorials', { token: p.token, json: { deceased_name: rose.repeat(256) } });
    expect(bad.status).toBe(422);
  });

  it('an impossible calendar date answers 422; a leap day is fine', async () => {
    const p = await c.person();
    const leap = await c.api('POST', '/me/memorials', { token: p.token, json: { deceased_name: 'Leap', birth_date: '2024-02-29' } });
    expect(leap.status).toBe(202);
    for (const json of [
      { deceased_name: 'Bad Date', birth_date: '2023-02-30' },
      { deceased_name: 'Bad Date', death_date: '2023-13-01' },
      { deceased_name: 'Bad Date', birth_date: '1900-02-29' },
    ]) {
      const r = await c.api('POST', '/me/memorials', { token: p.token, json });
      expect(r.status, JSON.stringify(json)).toBe(422);
    }
  });

  it('the refusal term is matched case-insensitively in any wording field', async () => {
    const p = await c.person();
    const r = await c.create(p.token, { title: 'A title with REFUSE-ME inside' });
    await c.settle();
    const draft = await c.api('GET', `/me/drafts/${r.id}`, { token: p.token });
    expect(draft.body.status).toBe('blocked');
  });

  it('obituary is kept verbatim when supplied; drafted when not', async () => {
    const p = await c.person();
    const text = '  She loved the sea.\n\nAnd   her garden — roses, mostly.  ';
    const a = await c.createLive(p.token, { obituary: text });
    expect(a.obituary).toBe(text);
    const b = await c.createLive(p.token, {});
    expect(typeof b.obituary).toBe('string');
    expect(b.obituary.trim().length).toBeGreaterThan(0);
  });

  it('optional fields are nullable', async () => {
    const p = await c.person();
    const r = await c.api('POST', '/me/memorials', {
      token: p.token,
      json: { deceased_name: 'Null Fields', title: null, subtitle: null, obituary: null, birth_date: null, death_date: null },
    });
    expect(r.status, r.text).toBe(202);
  });

  it('limits: 255 characters for deceased_name, title, subtitle and 10000 for obituary accepted', async () => {
    const p = await c.person();
    const r = await c.api('POST', '/me/memorials', {
      token: p.token,
      json: { deceased_name: s(255, 'd'), title: s(255, 't'), subtitle: s(255, 'u'), obituary: s(10000, 'o') },
    });
    expect(r.status, r.text).toBe(202);
    const mem = await c.memorial(p.token, r.body.id);
    expect(mem.deceased_name).toBe(s(255, 'd'));
    expect(mem.title).toBe(s(255, 't'));
    expect(mem.subtitle).toBe(s(255, 'u'));
    expect(mem.obituary).toBe(s(10000, 'o'));
  });

  it('limits: one character past each limit, a missing name, or a bad date answers 422 and creates nothing', async () => {
    const p = await c.person();
    const cases: Record<string, unknown>[] = [
      { deceased_name: s(256) },
      { deceased_name: 'Ok', title: s(256) },
      { deceased_name: 'Ok', subtitle: s(256) },
      { deceased_name: 'Ok', obituary: s(10001) },
      {},
      { title: 'No name' },
      { deceased_name: 'Ok', birth_date: '02/03/1931' },
      { deceased_name: 'Ok', death_date: 'yesterday' },
      { deceased_name: 12345 },
    ];
    for (const json of cases) {
      const r = await c.api('POST', '/me/memorials', { token: p.token, json });
      expect(r.status, JSON.stringify(json).slice(0, 80)).toBe(422);
      expectMessage(r);
    }
    const list = await c.api('GET', '/me/memorials', { token: p.token });
    expect(list.body.data).toEqual([]);
  });

  it('GET /me/drafts/{onboarding} answers 404 for another person\'s draft or an unknown one', async () => {
    const a = await c.person();
    const b = await c.person();
    const r = await c.create(a.token);
    expect((await c.api('GET', `/me/drafts/${r.id}`, { token: b.token })).status).toBe(404);
    expect((await c.api('GET', '/me/drafts/999999', { token: a.token })).status).toBe(404);
    expect((await c.api('GET', `/me/memorials/${r.id}`, { token: b.token })).status).toBe(404);
    expect((await c.api('GET', '/me/memorials/999999', { token: a.token })).status).toBe(404);
  });

  it('GET /me/memorials/{memorial}/status answers 200 PersonalMemorial; 404 otherwise', async () => {
    const a = await c.person();
    const b = await c.person();
    const m = await c.createLive(a.token);
    const r = await c.api('GET', `/me/memorials/${m.id}/status`, { token: a.token });
    expect(r.status).toBe(200);
    const body = unwrap(r.body);
    expectShape(body, PERSONAL_MEMORIAL, true);
    expect(body.id).toBe(m.id);
    expect((await c.api('GET', `/me/memorials/${m.id}/status`, { token: b.token })).status).toBe(404);
    expect((await c.api('GET', '/me/memorials/999999/status', { token: a.token })).status).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------
describe('creation limits (8, 7: 409)', () => {
  beforeAll(async () => {
    await c.fresh();
  });

  it('3 per day → daily_limit_reached; live cap 5 → live_cap_reached', async () => {
    const p = await c.person();
    for (let i = 0; i < 3; i++) await c.create(p.token);
    const fourth = await c.api('POST', '/me/memorials', { token: p.token, json: { deceased_name: 'Fourth' } });
    expect(fourth.status, fourth.text).toBe(409);
    expect(fourth.body.code).toBe('daily_limit_reached');
    expect(typeof fourth.body.message).toBe('string');
    expect('retry_after' in fourth.body).toBe(true);
    expect(fourth.body.retry_after === null || Number.isInteger(fourth.body.retry_after)).toBe(true);
    await c.settle();

    if (Number.isInteger(fourth.body.retry_after)) {
      // retry_after is honest: waiting that long is enough.
      expect(fourth.body.retry_after).toBeGreaterThan(0);
      expect(fourth.body.retry_after).toBeLessThanOrEqual(24 * 3600);
      await c.advance(fourth.body.retry_after);
    } else {
      await c.advance(24 * 3600 + 60);
    }
    await c.create(p.token);
    await c.create(p.token);
    await c.settle();
    const sixth = await c.api('POST', '/me/memorials', { token: p.token, json: { deceased_name: 'Sixth' } });
    expect(sixth.status, sixth.text).toBe(409);
    expect(sixth.body.code).toBe('live_cap_reached');
    expect(typeof sixth.body.message).toBe('string');
    expect(sixth.body.retry_after === null || Number.isInteger(sixth.body.retry_after)).toBe(true);
    const list = await c.api('GET', '/me/memorials', { token: p.token });
    expect(list.body.data.length).toBe(5);
  });

  it('the daily limit is per person', async () => {
    const a = await c.person();
    const b = await c.person();
    for (let i = 0; i < 3; i++) await c.create(a.token);
    await c.create(b.token);
  });

  it('a monthly limit, when one is reached, answers 409 monthly_limit_reached', async () => {
    const p = await c.person();
    let hit: Res | undefined;
    for (let day = 0; day < 40 && !hit; day++) {
      for (let i = 0; i < 3 && !hit; i++) {
        const r = await c.api('POST', '/me/memorials', { token: p.token, json: { deceased_name: `M ${day}-${i}` } });
        if (r.status === 409) {
          if (r.body?.code === 'daily_limit_reached') break;
          // Deleted-but-recoverable memorials counting toward the live cap is a reading the spec allows.
          if (r.body?.code === 'live_cap_reached') return;
          hit = r;
          break;
        }
        expect(r.status, r.text).toBe(202);
        // Stay under the live cap.
        const del = await c.api('DELETE', `/me/memorials/${r.body.id}`, { token: p.token });
        expect(del.status).toBe(200);
      }
      await c.advance(24 * 3600 + 60);
    }
    // The monthly value is not shown; if it was reached within 40 days of 3 a day, check the code.
    if (hit) {
      expect(hit.body.code).toBe('monthly_limit_reached');
      expect(typeof hit.body.message).toBe('string');
      expect(hit.body.retry_after === null || Number.isInteger(hit.body.retry_after)).toBe(true);
    }
  });
});

// ---------------------------------------------------------------------------------------------
describe('GET /me/memorials (4.4)', () => {
  let p: { token: string };
  const ids: number[] = [];
  beforeAll(async () => {
    await c.fresh();
    p = await c.person();
    for (let i = 0; i < 3; i++) {
      ids.push((await c.create(p.token, { deceased_name: `Listed ${i}` })).id);
      await c.advance(5);
    }
    await c.settle();
  });

  it('lists the caller\'s memorials newest first, exactly PersonalMemorial, with links and meta', async () => {
    const other = await c.person();
    await c.create(other.token, { deceased_name: 'Not Yours' });
    const r = await c.api('GET', '/me/memorials', { token: p.token });
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body.data)).toBe(true);
    expect(typeof r.body.links).toBe('object');
    expect(r.body.links).not.toBeNull();
    expect(typeof r.body.meta).toBe('object');
    expect(r.body.meta).not.toBeNull();
    for (const m of r.body.data) expectShape(m, PERSONAL_MEMORIAL, true);
    expect(r.body.data.map((m: any) => m.id)).toEqual([...ids].reverse());
  });

  it('per_page and page paginate; out-of-range values answer 422', async () => {
    const r = await c.api('GET', '/me/memorials', { token: p.token, query: { per_page: 1, page: 2 } });
    expect(r.status).toBe(200);
    expect(r.body.data.map((m: any) => m.id)).toEqual([ids[1]]);
    expect((await c.api('GET', '/me/memorials', { token: p.token, query: { per_page: 100 } })).status).toBe(200);
    expect((await c.api('GET', '/me/memorials', { token: p.token, query: { per_page: 1 } })).body.data.length).toBe(1);
    for (const query of [{ per_page: 0 }, { per_page: 101 }, { page: 0 }, { per_page: 'many' }, { per_page: '2.5' }, { page: '1.5' }]) {
      const bad = await c.api('GET', '/me/memorials', { token: p.token, query });
      expect(bad.status, JSON.stringify(query)).toBe(422);
    }
  });
});

// ---------------------------------------------------------------------------------------------
describe('PATCH /me/memorials/{memorial}: wording, settings, throttle (4.4, 3.1, 8)', () => {
  let p: { token: string };
  let m: any;

  beforeAll(async () => {
    await c.fresh();
    p = await c.person();
    m = await c.createLive(p.token, { title: 'First title' });
    expect(m.moderation.status).toBe('passed');
  });

  it('a settings change answers 200 with the PersonalMemorial and leaves moderation passed', async () => {
    const r = await c.api('PATCH', `/me/memorials/${m.id}`, {
      token: p.token,
      json: {
        privacy: 'restricted',
        hide_from_search: true,
        contributions_enabled: true,
        manual_content_approval: true,
        birth_date: '1940-05-06',
        death_date: '2023-07-08',
        resting_place_url: 'https://w3w.co/filled.count.soap',
      },
    });
    expect(r.status, r.text).toBe(200);
    const body = unwrap(r.body);
    expectShape(body, PERSONAL_MEMORIAL, true);
    expect(body.privacy).toBe('restricted');
    expect(body.hide_from_search).toBe(true);
    expect(body.birth_date).toBe('1940-05-06');
    expect(body.death_date).toBe('2023-07-08');
    expect(body.resting_place_url).toBe('https://w3w.co/filled.count.soap');
    expect(body.moderation.status).toBe('passed');
    const back = await c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: { privacy: 'public', birth_date: null } });
    expect(back.status).toBe(200);
    expect(unwrap(back.body).birth_date).toBeNull();
  });

  it('url is null while unpublished and returns when published again', async () => {
    const off = await c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: { is_published: false } });
    expect(off.status).toBe(200);
    expect(unwrap(off.body).is_published).toBe(false);
    expect(unwrap(off.body).url).toBeNull();
    expect((await c.memorial(p.token, m.id)).url).toBeNull();
    expect(await c.publicPageStatus(m.slug)).not.toBe(200);
    const on = await c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: { is_published: true } });
    expect(on.status).toBe(200);
    expect(typeof unwrap(on.body).url).toBe('string');
    expect(await c.publicPageStatus(m.slug)).toBe(200);
  });

  it('sending wording equal to the current values is not a wording change (200)', async () => {
    const cur = await c.memorial(p.token, m.id);
    const r = await c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: { title: cur.title } });
    expect(r.status, r.text).toBe(200);
  });

  it('a wording change answers 202 pending; not live until the check finishes; a second within 5 minutes is 429', async () => {
    await c.advance(301); // independent of whether the previous test's PATCH counted as a wording change
    await c.settle();
    const r = await c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: { title: 'Second title' } });
    expect(r.status, r.text).toBe(202);
    const body = unwrap(r.body);
    expectShape(body, PERSONAL_MEMORIAL, true);
    expect(body.moderation.status).toBe('pending');
    expect(body.title).toBe('Second title');
    expect(await c.publicPageStatus(m.slug)).not.toBe(200);

    const again = await c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: { subtitle: 'Too soon' } });
    expect(again.status, again.text).toBe(429);
    const header = expectRetryAfterHeader(again);
    expect(typeof again.body.code).toBe('string');
    expect(typeof again.body.message).toBe('string');
    expect(Number.isInteger(again.body.retry_after)).toBe(true);
    expect(again.body.retry_after).toBeGreaterThan(0);
    expect(again.body.retry_after).toBeLessThanOrEqual(300);
    expect(Math.abs(header - again.body.retry_after)).toBeLessThanOrEqual(1);
    expect((await c.memorial(p.token, m.id)).subtitle).not.toBe('Too soon');

    // Settings are unthrottled.
    for (const hide of [true, false, true]) {
      const st = await c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: { hide_from_search: hide } });
      expect(st.status, st.text).toBe(200);
    }

    await c.settle();
    const passed = await c.memorial(p.token, m.id);
    expect(passed.moderation.status).toBe('passed');
    if (passed.is_published) expect(typeof passed.url).toBe('string');

    await c.advance(again.body.retry_after);
    const later = await c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: { subtitle: 'Now fine' } });
    expect(later.status, later.text).toBe(202);
  });

  it('a refused (422) wording PATCH does not use up the five-minute allowance', async () => {
    await c.advance(301);
    await c.settle();
    const bad = await c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: { title: s(256) } });
    expect(bad.status).toBe(422);
    const good = await c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: { title: 'After a refusal' } });
    expect(good.status, good.text).toBe(202);
    await c.settle();
  });

  it('an empty PATCH changes nothing and answers 200', async () => {
    const r = await c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: {} });
    expect(r.status).toBe(200);
    expectShape(unwrap(r.body), PERSONAL_MEMORIAL, true);
  });

  it('the wording throttle is per memorial and lasts five minutes, not more', async () => {
    await c.advance(301);
    await c.settle();
    const other = await c.createLive(p.token, { title: 'Other memorial' });
    const first = await c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: { title: 'Throttle A1' } });
    expect(first.status, first.text).toBe(202);
    // Another memorial of the same person is not throttled.
    const second = await c.api('PATCH', `/me/memorials/${other.id}`, { token: p.token, json: { title: 'Throttle B1' } });
    expect(second.status, second.text).toBe(202);
    // 290 seconds later: still within five minutes.
    await c.advance(290);
    const early = await c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: { title: 'Throttle A2' } });
    expect(early.status, early.text).toBe(429);
    expect(early.body.retry_after).toBeLessThanOrEqual(10);
    await c.advance(11);
    const ok = await c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: { title: 'Throttle A2' } });
    expect(ok.status, ok.text).toBe(202);
    await c.settle();
  });

  it('a refused rewording: moderation failed with a reason; off the web', async () => {
    await c.advance(301);
    await c.settle();
    const r = await c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: { description: 'contains forbidden-xyzzy text' } });
    expect(r.status, r.text).toBe(202);
    await c.settle();
    const mem = await c.memorial(p.token, m.id);
    expect(mem.moderation.status).toBe('failed');
    expect(typeof mem.moderation.reason).toBe('string');
    expect(mem.url).toBeNull();
    expect(await c.publicPageStatus(mem.slug)).not.toBe(200);
    // Repair it so the next tests start from a passed memorial.
    await c.advance(301);
    const fix = await c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: { description: 'A kind life.' } });
    expect(fix.status).toBe(202);
    await c.settle();
    const fixed = await c.memorial(p.token, m.id);
    expect(fixed.moderation.status).toBe('passed');
    expect(fixed.moderation.reason).toBeNull();
    expect(fixed.obituary).toBe('A kind life.');
  });

  it('wording limits: each field at its limit is accepted (202)', async () => {
    await c.advance(301);
    const r = await c.api('PATCH', `/me/memorials/${m.id}`, {
      token: p.token,
      json: {
        deceased_name: s(255, 'D'),
        title: s(255, 'T'),
        subtitle: s(255, 'S'),
        description: s(10000, 'O'),
        resting_place_notes: s(2000, 'N'),
      },
    });
    expect(r.status, r.text).toBe(202);
    const mem = await c.memorial(p.token, m.id);
    expect(mem.deceased_name).toBe(s(255, 'D'));
    expect(mem.title).toBe(s(255, 'T'));
    expect(mem.subtitle).toBe(s(255, 'S'));
    expect(mem.obituary).toBe(s(10000, 'O'));
    expect(mem.resting_place_notes).toBe(s(2000, 'N'));
  });

  it('wording and settings limits: one character past each limit answers 422 and changes nothing', async () => {
    await c.advance(301);
    await c.settle();
    const before = await c.memorial(p.token, m.id);
    const url500 = 'https://maps.example.com/?q=' + s(500 - 'https://maps.example.com/?q='.length, 'x');
    expect(url500.length).toBe(500);
    const ok = await c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: { resting_place_url: url500 } });
    expect(ok.status, ok.text).toBe(200);
    const cases: Record<string, unknown>[] = [
      { deceased_name: s(256) },
      { title: s(256) },
      { subtitle: s(256) },
      { description: s(10001) },
      { resting_place_notes: s(2001) },
      { resting_place_url: url500 + 'x' },
      { privacy: 'secret' },
      { is_published: 'yes' },
      { hide_from_search: 'no' },
      { template_id: 'abc' },
      { birth_date: '31-12-1950' },
      { deceased_name: null },
    ];
    for (const json of cases) {
      const r = await c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json });
      expect(r.status, JSON.stringify(json).slice(0, 60)).toBe(422);
      expectMessage(r);
    }
    const after = await c.memorial(p.token, m.id);
    expect({ ...after, resting_place_url: null }).toEqual({ ...before, resting_place_url: null });
    expect(after.resting_place_url).toBe(url500);
  });

  it('nullable wording fields accept null', async () => {
    await c.advance(301);
    const r = await c.api('PATCH', `/me/memorials/${m.id}`, {
      token: p.token,
      json: { title: null, subtitle: null, description: null, resting_place_notes: null },
    });
    expect([200, 202]).toContain(r.status);
    const mem = unwrap(r.body);
    expect(mem.title).toBeNull();
    expect(mem.subtitle).toBeNull();
    expect(mem.resting_place_notes).toBeNull();
    const n = await c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: { resting_place_url: null } });
    expect(n.status).toBe(200);
    expect(unwrap(n.body).resting_place_url).toBeNull();
  });

  it('PATCH of an unknown or another person\'s memorial answers 404', async () => {
    const other = await c.person();
    expect((await c.api('PATCH', '/me/memorials/999999', { token: p.token, json: { hide_from_search: true } })).status).toBe(404);
    expect((await c.api('PATCH', `/me/memorials/${m.id}`, { token: other.token, json: { hide_from_search: true } })).status).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------
describe('DELETE /me/memorials/{memorial} (3.5)', () => {
  beforeAll(async () => {
    await c.fresh();
  });

  it('soft-deletes: 200 delete result with recoverable_until in the future and a quota; url null; off the web', async () => {
    const p = await c.person();
    const m = await c.createLive(p.token);
    expect(await c.publicPageStatus(m.slug)).toBe(200);
    const r = await c.api('DELETE', `/me/memorials/${m.id}`, { token: p.token });
    expect(r.status, r.text).toBe(200);
    expectShape(r.body, DELETE_RESULT, false);
    expect(r.body.id).toBe(m.id);
    expect(r.body.deleted).toBe(true);
    expect(typeof r.body.recoverable_until).toBe('string');
    const now = await c.now();
    expect(Date.parse(r.body.recoverable_until)).toBeGreaterThan(now.getTime());
    expect(r.body.quota.live_cap).toBe(5);
    expect(r.body.quota.live_used + r.body.quota.live_remaining).toBe(r.body.quota.live_cap);
    expect(r.body.quota.live_used).toBeGreaterThanOrEqual(0);

    const after = await c.memorial(p.token, m.id);
    expectShape(after, PERSONAL_MEMORIAL, true);
    expect(after.is_deleted).toBe(true);
    expect(typeof after.recoverable_until).toBe('string');
    expect(after.url).toBeNull();
    expect(await c.publicPageStatus(m.slug)).not.toBe(200);
    const listed = (await c.api('GET', '/me/memorials', { token: p.token })).body.data;
    for (const x of listed) if (x.id === m.id) expect(x.url).toBeNull();
  });

  it('publishing a deleted memorial does not put it back on the web', async () => {
    const p = await c.person();
    const m = await c.createLive(p.token);
    await c.api('DELETE', `/me/memorials/${m.id}`, { token: p.token });
    await c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: { is_published: true } });
    const after = await c.memorial(p.token, m.id);
    expect(after.is_deleted).toBe(true);
    expect(after.url).toBeNull();
    expect(await c.publicPageStatus(m.slug)).not.toBe(200);
  });

  it('is not destroyed before recoverable_until', async () => {
    const p = await c.person();
    const m = await c.createLive(p.token);
    const r = await c.api('DELETE', `/me/memorials/${m.id}`, { token: p.token });
    const until = Date.parse(r.body.recoverable_until);
    const now = (await c.now()).getTime();
    const secs = Math.floor((until - now) / 1000) - 120;
    if (secs > 0) await c.advance(secs);
    const still = await c.api('GET', `/me/memorials/${m.id}`, { token: p.token });
    expect(still.status).toBe(200);
    expect(still.body.data.is_deleted).toBe(true);
  });

  it('DELETE of an unknown or another person\'s memorial answers 404', async () => {
    const a = await c.person();
    const b = await c.person();
    const m = await c.createLive(a.token);
    expect((await c.api('DELETE', `/me/memorials/${m.id}`, { token: b.token })).status).toBe(404);
    expect((await c.api('DELETE', '/me/memorials/999999', { token: a.token })).status).toBe(404);
    expect((await c.memorial(a.token, m.id)).is_deleted).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
describe('visit counts (2.7, 4.4)', () => {
  beforeAll(async () => {
    await c.fresh();
  });

  it('counts visits by period', async () => {
    const p = await c.person();
    const m = await c.createLive(p.token);
    const zero = await c.api('GET', `/me/memorials/${m.id}/visits`, { token: p.token });
    expect(zero.status).toBe(200);
    expectShape(zero.body, VISITS, false);
    const base = zero.body.total;

    await c.control('POST', `/memorials/${m.id}/visits`, { count: 3 });
    let v = (await c.api('GET', `/me/memorials/${m.id}/visits`, { token: p.token })).body;
    expectShape(v, VISITS, false);
    expect(v.total).toBe(base + 3);
    expect(v.today).toBeGreaterThanOrEqual(3);
    expect(v.last_24_hours).toBeGreaterThanOrEqual(3);

    await c.advance(3 * 24 * 3600);
    await c.control('POST', `/memorials/${m.id}/visits`, { count: 2 });
    v = (await c.api('GET', `/me/memorials/${m.id}/visits`, { token: p.token })).body;
    expect(v.last_24_hours).toBe(2);
    expect(v.today).toBe(2);
    expect(v.last_7_days).toBe(base + 5);
    expect(v.last_30_days).toBe(base + 5);
    expect(v.last_year).toBe(base + 5);
    expect(v.total).toBe(base + 5);

    await c.advance(10 * 24 * 3600);
    v = (await c.api('GET', `/me/memorials/${m.id}/visits`, { token: p.token })).body;
    expect(v.today).toBe(0);
    expect(v.last_24_hours).toBe(0);
    expect(v.last_7_days).toBe(0);
    expect(v.last_30_days).toBe(base + 5);
    expect(v.total).toBe(base + 5);

    await c.advance(40 * 24 * 3600);
    v = (await c.api('GET', `/me/memorials/${m.id}/visits`, { token: p.token })).body;
    expect(v.last_30_days).toBe(0);
    expect(v.last_year).toBe(base + 5);
  });

  it('401 without a token, 404 for another person', async () => {
    const a = await c.person();
    const b = await c.person();
    const m = await c.createLive(a.token);
    expect((await c.api('GET', `/me/memorials/${m.id}/visits`)).status).toBe(401);
    expect((await c.api('GET', `/me/memorials/${m.id}/visits`, { token: b.token })).status).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------
describe('cover photo upload (4.4)', () => {
  let p: { token: string };
  let m: any;
  beforeAll(async () => {
    await c.fresh();
    p = await c.person();
    m = await c.createLive(p.token);
  });

  async function grant(): Promise<any> {
    const r = await c.api('POST', `/me/memorials/${m.id}/media`, { token: p.token });
    expect(r.status, r.text).toBe(201);
    return r.body;
  }

  function form(field: string, bytes: Uint8Array, type: string, name: string): FormData {
    const fd = new FormData();
    fd.append(field, new Blob([bytes], { type }), name);
    return fd;
  }

  it('POST media answers 201 upload grant', async () => {
    const g = await grant();
    expectShape(g, UPLOAD_GRANT, false);
    expect(g.method.toUpperCase()).toBe('PUT');
    for (const a of g.accepts) expect(typeof a).toBe('string');
    expect(g.accepts.some((a: string) => /jpe?g/i.test(a))).toBe(true);
    expect(g.max_bytes).toBeGreaterThan(0);
    expect(Date.parse(g.expires_at)).toBeGreaterThan((await c.now()).getTime());
  });

  it('PUT of a JPEG as multipart form-data in the named field succeeds', async () => {
    const g = await grant();
    const r = await request('PUT', c.abs(g.upload_url), { rawBody: form(g.field, tinyJpeg(), 'image/jpeg', 'cover.jpg') });
    expect(r.status, r.text).toBeGreaterThanOrEqual(200);
    expect(r.status, r.text).toBeLessThan(300);
  });

  it('images are never sent as base64: a JSON body with base64 is refused', async () => {
    const g = await grant();
    const b64 = Buffer.from(tinyJpeg()).toString('base64');
    const r = await request('PUT', c.abs(g.upload_url), { json: { [g.field]: b64 } });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
  });

  it('a file that is not an accepted image is refused', async () => {
    const g = await grant();
    const r = await request('PUT', c.abs(g.upload_url), {
      rawBody: form(g.field, new TextEncoder().encode('not an image at all'), 'text/plain', 'x.txt'),
    });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
  });

  it('the file must be in the field named by the grant, and be a JPEG whatever its label says', async () => {
    let g = await grant();
    const wrongField = await request('PUT', c.abs(g.upload_url), { rawBody: form(`${g.field}_other`, tinyJpeg(), 'image/jpeg', 'c.jpg') });
    expect(wrongField.status).toBeGreaterThanOrEqual(400);
    expect(wrongField.status).toBeLessThan(500);
    g = await grant();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const pngAsJpeg = await request('PUT', c.abs(g.upload_url), { rawBody: form(g.field, png, 'image/jpeg', 'c.jpg') });
    expect(pngAsJpeg.status).toBeGreaterThanOrEqual(400);
    expect(pngAsJpeg.status).toBeLessThan(500);
  });

  it('a file larger than max_bytes is refused', async () => {
    const g = await grant();
    if (g.max_bytes > 40 * 1024 * 1024) return;
    const big = new Uint8Array(g.max_bytes + 1);
    big.set(tinyJpeg());
    const r = await request('PUT', c.abs(g.upload_url), { rawBody: form(g.field, big, 'image/jpeg', 'big.jpg') });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
  });

  it('the upload link is short-lived: it fails after expires_at', async () => {
    const g = await grant();
    const secs = Math.ceil((Date.parse(g.expires_at) - (await c.now()).getTime()) / 1000) + 5;
    await c.advance(secs);
    const r = await request('PUT', c.abs(g.upload_url), { rawBody: form(g.field, tinyJpeg(), 'image/jpeg', 'late.jpg') });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
  });

  it('a tampered (unsigned) upload link is refused', async () => {
    const g = await grant();
    const u = new URL(c.abs(g.upload_url));
    const tampered = u.toString().replace(/([A-Za-z0-9_-])(?=[^A-Za-z0-9_-]*$)/, (ch) => (ch === 'a' ? 'b' : 'a'));
    expect(tampered).not.toBe(u.toString());
    const r = await request('PUT', tampered, { rawBody: form(g.field, tinyJpeg(), 'image/jpeg', 'x.jpg') });
    expect(r.status).toBeGreaterThanOrEqual(400);
  });

  it('404 for an unknown or another person\'s memorial', async () => {
    const other = await c.person();
    expect((await c.api('POST', `/me/memorials/${m.id}/media`, { token: other.token })).status).toBe(404);
    expect((await c.api('POST', '/me/memorials/999999/media', { token: p.token })).status).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------
describe('tributes (4.5, 3.4)', () => {
  let p: { token: string };
  let other: { token: string };
  let m: any;
  const ids: Record<string, any> = {};

  async function addTribute(key: string, extra: Record<string, unknown>): Promise<void> {
    const r = await c.control('POST', `/memorials/${m.id}/contributions`, {
      body: `A tribute ${key}`,
      title: `Title ${key}`,
      author_name: `Visitor ${key}`,
      author_email: `${key}@example.com`,
      ...extra,
    });
    expect(r.status).toBe(201);
    ids[key] = r.body.id;
  }

  async function list(status?: string): Promise<any[]> {
    const r = await c.api('GET', `/memorials/${m.id}/contributions`, { token: p.token, query: { status, per_page: 100 } });
    expect(r.status, r.text).toBe(200);
    return r.body.data;
  }

  async function find(id: number): Promise<any> {
    for (const st of ['pending', 'approved', 'rejected', 'deleted']) {
      const hit = (await list(st)).find((x) => x.id === id);
      if (hit) return hit;
    }
    return undefined;
  }

  beforeAll(async () => {
    await c.fresh();
    p = await c.person();
    other = await c.person();
    m = await c.createLive(p.token);
    await c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: { manual_content_approval: true, contributions_enabled: true } });
    await addTribute('good', {});
    await addTribute('good2', {});
    await addTribute('good3', {});
    await addTribute('refused', { body: 'this says refuse-me loudly' });
    await addTribute('unverified', { email_confirmed: false });
    await addTribute('private', { is_private: true });
    await c.settle();
  });

  it('GET contributions defaults to pending and returns exactly Contribution records with links and meta', async () => {
    const r = await c.api('GET', `/memorials/${m.id}/contributions`, { token: p.token });
    expect(r.status).toBe(200);
    expect(typeof r.body.links).toBe('object');
    expect(typeof r.body.meta).toBe('object');
    expect(r.body.data.length).toBeGreaterThanOrEqual(5);
    for (const t of r.body.data) {
      expectShape(t, CONTRIBUTION, true);
      expect(t.status).toBe('pending');
    }
    const byId = new Map(r.body.data.map((t: any) => [t.id, t]));
    expect((byId.get(ids.good) as any).can_approve).toBe(true);
    expect((byId.get(ids.refused) as any).can_approve).toBe(false);
    expect((byId.get(ids.unverified) as any).can_approve).toBe(false);
    const priv = await find(ids.private);
    expect(priv.is_private).toBe(true);
  });

  it('per_page 1..100; out of range or an unknown status answers 422; another person gets 404', async () => {
    const one = await c.api('GET', `/memorials/${m.id}/contributions`, { token: p.token, query: { per_page: 1 } });
    expect(one.status).toBe(200);
    expect(one.body.data.length).toBe(1);
    for (const query of [{ per_page: 0 }, { per_page: 101 }, { status: 'hidden-ish' }]) {
      expect((await c.api('GET', `/memorials/${m.id}/contributions`, { token: p.token, query })).status, JSON.stringify(query)).toBe(422);
    }
    expect((await c.api('GET', `/memorials/${m.id}/contributions`, { token: other.token })).status).toBe(404);
    expect((await c.api('GET', '/memorials/999999/contributions', { token: p.token })).status).toBe(404);
  });

  it('approve when can_approve: 200 Contribution approved, listed under approved', async () => {
    const r = await c.api('POST', `/contributions/${ids.good}/approve`, { token: p.token });
    expect(r.status, r.text).toBe(200);
    const t = unwrap(r.body);
    expectShape(t, CONTRIBUTION, true);
    expect(t.status).toBe('approved');
    expect(t.is_approved).toBe(true);
    expect((await list('approved')).map((x) => x.id)).toContain(ids.good);
    expect((await list()).map((x) => x.id)).not.toContain(ids.good);
  });

  it('approve refused by the safety check: 422 blocked_by_safety_check, unchanged', async () => {
    const r = await c.api('POST', `/contributions/${ids.refused}/approve`, { token: p.token });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('blocked_by_safety_check');
    expect(typeof r.body.message).toBe('string');
    expect((await find(ids.refused)).status).toBe('pending');
  });

  it('approve before the writer confirmed their email: 422 awaiting_verification, unchanged', async () => {
    const r = await c.api('POST', `/contributions/${ids.unverified}/approve`, { token: p.token });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('awaiting_verification');
    expect(typeof r.body.message).toBe('string');
    expect((await find(ids.unverified)).status).toBe('pending');
  });

  it('a private tribute can never be made publishable', async () => {
    const r = await c.api('POST', `/contributions/${ids.private}/approve`, { token: p.token });
    expect(r.status).toBe(422);
    expect(typeof r.body.message).toBe('string');
    const t = await find(ids.private);
    expect(t.is_approved).toBe(false);
    expect(t.status).not.toBe('approved');
    expect(t.can_approve).toBe(false);
    const pin = await c.api('POST', `/contributions/${ids.private}/pin`, { token: p.token });
    expect(pin.status).toBe(422);
    // Hide and restore do not make it publishable either.
    expect((await c.api('DELETE', `/contributions/${ids.private}`, { token: p.token })).status).toBe(200);
    const restored = await c.api('POST', `/contributions/${ids.private}/restore`, { token: p.token });
    expect(restored.status).toBe(200);
    expect(unwrap(restored.body).is_approved).toBe(false);
    expect((await c.api('POST', `/contributions/${ids.private}/approve`, { token: p.token })).status).toBe(422);
  });

  it('pin only an approved tribute (422 otherwise); unpin returns it to its place', async () => {
    const bad = await c.api('POST', `/contributions/${ids.good2}/pin`, { token: p.token });
    expect(bad.status).toBe(422);
    expect(typeof bad.body.message).toBe('string');
    expect((await find(ids.good2)).is_pinned).toBe(false);

    const r = await c.api('POST', `/contributions/${ids.good}/pin`, { token: p.token });
    expect(r.status, r.text).toBe(200);
    expect((await find(ids.good)).is_pinned).toBe(true);

    const un = await c.api('POST', `/contributions/${ids.good}/unpin`, { token: p.token });
    expect(un.status, un.text).toBe(200);
    const t = await find(ids.good);
    expect(t.is_pinned).toBe(false);
    expect(t.status).toBe('approved');
    expect((await list('approved')).map((x) => x.id)).toContain(ids.good);
  });

  it('reject with an optional reason (max 500): 200 rejected, off the memorial', async () => {
    const tooLong = await c.api('POST', `/contributions/${ids.good2}/reject`, { token: p.token, json: { reason: s(501) } });
    expect(tooLong.status).toBe(422);
    expect((await find(ids.good2)).status).toBe('pending');

    const r = await c.api('POST', `/contributions/${ids.good2}/reject`, { token: p.token, json: { reason: s(500, 'r') } });
    expect(r.status, r.text).toBe(200);
    const t = unwrap(r.body);
    expectShape(t, CONTRIBUTION, true);
    expect(t.status).toBe('rejected');
    expect(t.is_approved).toBe(false);
    expect((await list('rejected')).map((x) => x.id)).toContain(ids.good2);

    const noReason = await c.api('POST', `/contributions/${ids.refused}/reject`, { token: p.token });
    expect(noReason.status, noReason.text).toBe(200);
    expect(unwrap(noReason.body).status).toBe('rejected');

    const rejPin = await c.api('POST', `/contributions/${ids.good2}/pin`, { token: p.token });
    expect(rejPin.status).toBe(422);
  });

  it('reject an approved tribute takes it off the memorial', async () => {
    await addTribute('approvedThenRejected', {});
    await c.settle();
    expect((await c.api('POST', `/contributions/${ids.approvedThenRejected}/approve`, { token: p.token })).status).toBe(200);
    const r = await c.api('POST', `/contributions/${ids.approvedThenRejected}/reject`, { token: p.token, json: { reason: 'Changed mind' } });
    expect(r.status).toBe(200);
    expect(unwrap(r.body).status).toBe('rejected');
    expect(unwrap(r.body).is_approved).toBe(false);
  });

  it('a pinned tribute is placed in the pinned band at the top; unpinned it returns to its usual place', async () => {
    await addTribute('older', {});
    await c.advance(5);
    await addTribute('newer', {});
    await c.settle();
    for (const key of ['older', 'newer']) {
      expect((await c.api('POST', `/contributions/${ids[key]}/approve`, { token: p.token })).status).toBe(200);
    }
    const usual = (await list('approved')).map((x) => x.id);
    expect(usual.indexOf(ids.newer)).toBeLessThan(usual.indexOf(ids.older));
    expect((await c.api('POST', `/contributions/${ids.older}/pin`, { token: p.token })).status).toBe(200);
    const pinned = await list('approved');
    expect(pinned[0].id).toBe(ids.older);
    expect(pinned[0].is_pinned).toBe(true);
    expect((await c.api('POST', `/contributions/${ids.older}/unpin`, { token: p.token })).status).toBe(200);
    const back = (await list('approved')).map((x) => x.id);
    expect(back).toEqual(usual);
  });

  it('DELETE hides (200 hide result), listed under deleted; restore brings it back', async () => {
    const r = await c.api('DELETE', `/contributions/${ids.good}`, { token: p.token });
    expect(r.status, r.text).toBe(200);
    expectShape(r.body, HIDE_RESULT, false);
    expect(r.body.id).toBe(ids.good);
    expect(r.body.hidden).toBe(true);

    const deleted = await list('deleted');
    const t = deleted.find((x) => x.id === ids.good);
    expect(t).toBeDefined();
    expectShape(t, CONTRIBUTION, true);
    expect(t.is_hidden).toBe(true);
    expect(t.status).toBe('hidden');
    expect((await list('approved')).map((x) => x.id)).not.toContain(ids.good);

    const res = await c.api('POST', `/contributions/${ids.good}/restore`, { token: p.token });
    expect(res.status, res.text).toBe(200);
    const back = unwrap(res.body);
    expectShape(back, CONTRIBUTION, true);
    expect(back.is_hidden).toBe(false);
    expect(back.status).not.toBe('hidden');
    expect((await list('deleted')).map((x) => x.id)).not.toContain(ids.good);
  });

  it('a hidden tribute can be hidden from any status (pending, rejected)', async () => {
    for (const key of ['good3', 'good2']) {
      const r = await c.api('DELETE', `/contributions/${ids[key]}`, { token: p.token });
      expect(r.status).toBe(200);
      expect(r.body.hidden).toBe(true);
    }
  });

  it('moderation endpoints answer 404 for unknown tributes and for another person', async () => {
    const calls: [string, string][] = [
      ['POST', 'approve'],
      ['POST', 'reject'],
      ['DELETE', ''],
      ['POST', 'restore'],
      ['POST', 'pin'],
      ['POST', 'unpin'],
    ];
    const failures: string[] = [];
    for (const [method, action] of calls) {
      for (const [token, id] of [
        [p.token, 999999],
        [other.token, ids.unverified],
      ] as [string, number][]) {
        const path = action ? `/contributions/${id}/${action}` : `/contributions/${id}`;
        const r = await c.api(method, path, { token });
        if (r.status !== 404) failures.push(`${method} ${path} -> ${r.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect((await find(ids.unverified)).status).toBe('pending');
  });
});

// ---------------------------------------------------------------------------------------------
describe('share links (4.5 rule 2)', () => {
  let p: { token: string };
  let m: any;
  beforeAll(async () => {
    await c.fresh();
    p = await c.person();
    m = await c.createLive(p.token);
    await c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: { privacy: 'public', contributions_enabled: true } });
  });

  it('viewer on a public memorial answers 422', async () => {
    const r = await c.api('POST', `/me/memorials/${m.id}/share-link`, { token: p.token, json: { role: 'viewer' } });
    expect(r.status).toBe(422);
    expectMessage(r);
  });

  it('returns a share link; reused without fresh; fresh replaces it and the old one stops working', async () => {
    const a = await c.api('POST', `/me/memorials/${m.id}/share-link`, { token: p.token, json: { role: 'contributor' } });
    expect(a.status, a.text).toBe(200);
    expectShape(a.body, SHARE_LINK, false);
    expect(a.body.role).toBe('contributor');
    const b = await c.api('POST', `/me/memorials/${m.id}/share-link`, { token: p.token, json: { role: 'contributor' } });
    expect(b.status).toBe(200);
    expect(b.body.url).toBe(a.body.url);
    const f = await c.api('POST', `/me/memorials/${m.id}/share-link`, { token: p.token, json: { role: 'contributor', fresh: true } });
    expect(f.status).toBe(200);
    expect(f.body.url).not.toBe(a.body.url);
    const again = await c.api('POST', `/me/memorials/${m.id}/share-link`, { token: p.token, json: { role: 'contributor' } });
    expect(again.body.url).toBe(f.body.url);

    const oldOpen = await request('GET', c.abs(a.body.url), { headers: { accept: 'text/html' } });
    const newOpen = await request('GET', c.abs(f.body.url), { headers: { accept: 'text/html' } });
    expect(newOpen.status).toBeLessThan(400);
    expect(oldOpen.status).toBeGreaterThanOrEqual(400);
  });

  it('each role has its own link; moderator and owner are available', async () => {
    const mod = await c.api('POST', `/me/memorials/${m.id}/share-link`, { token: p.token, json: { role: 'moderator' } });
    const own = await c.api('POST', `/me/memorials/${m.id}/share-link`, { token: p.token, json: { role: 'owner' } });
    expect(mod.status).toBe(200);
    expect(own.status).toBe(200);
    expect(mod.body.role).toBe('moderator');
    expect(own.body.role).toBe('owner');
    expect(mod.body.url).not.toBe(own.body.url);
  });

  it('viewer is available on a restricted or private memorial', async () => {
    for (const privacy of ['restricted', 'private']) {
      const st = await c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: { privacy } });
      expect(st.status).toBe(200);
      const r = await c.api('POST', `/me/memorials/${m.id}/share-link`, { token: p.token, json: { role: 'viewer' } });
      expect(r.status, `${privacy}: ${r.text}`).toBe(200);
      expect(r.body.role).toBe('viewer');
    }
    await c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: { privacy: 'public' } });
  });

  it('a missing or unknown role answers 422; another person gets 404', async () => {
    expect((await c.api('POST', `/me/memorials/${m.id}/share-link`, { token: p.token, json: {} })).status).toBe(422);
    expect((await c.api('POST', `/me/memorials/${m.id}/share-link`, { token: p.token, json: { role: 'admin' } })).status).toBe(422);
    const other = await c.person();
    expect((await c.api('POST', `/me/memorials/${m.id}/share-link`, { token: other.token, json: { role: 'owner' } })).status).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------
describe('exports (4.5, 2.6, 3.6)', () => {
  let p: { token: string };
  let free: any;
  let premium: any;
  beforeAll(async () => {
    await c.fresh();
    p = await c.person();
    free = await c.createLive(p.token);
    premium = await c.createLive(p.token);
    await c.control('POST', `/memorials/${premium.id}/premium`, { premium: true });
  });

  function checkState(st: any): void {
    expectShape(st, EXPORT_STATE, false);
    // download_url is null until ready: a link must never be offered before then.
    if (!st.ready) expect(st.download_url).toBeNull();
    else expect(typeof st.download_url).toBe('string');
  }

  it('pdf (the default) needs Premium: 422 on a free memorial', async () => {
    const def = await c.api('POST', `/me/memorials/${free.id}/exports`, { token: p.token });
    expect(def.status, def.text).toBe(422);
    expectMessage(def);
    const pdf = await c.api('POST', `/me/memorials/${free.id}/exports`, { token: p.token, json: { type: 'pdf' } });
    expect(pdf.status).toBe(422);
  });

  it('an unknown type answers 422', async () => {
    expect((await c.api('POST', `/me/memorials/${free.id}/exports`, { token: p.token, json: { type: 'docx' } })).status).toBe(422);
  });

  it('zip: 202 started, 200 while preparing, not ready and no link until settled, then a download that returns the file', async () => {
    const r = await c.api('POST', `/me/memorials/${free.id}/exports`, { token: p.token, json: { type: 'zip' } });
    expect(r.status, r.text).toBe(202);
    const st = unwrap(r.body);
    checkState(st);
    expect(st.type).toBe('zip');
    expect(st.ready).toBe(false);
    expect(st.download_url).toBeNull();

    const again = await c.api('POST', `/me/memorials/${free.id}/exports`, { token: p.token, json: { type: 'zip' } });
    expect(again.status, again.text).toBe(200);
    checkState(unwrap(again.body));
    expect(unwrap(again.body).export_id).toBe(st.export_id);
    expect(unwrap(again.body).ready).toBe(false);

    const get = await c.api('GET', `/me/memorials/${free.id}/exports/${st.export_id}`, { token: p.token });
    expect(get.status).toBe(200);
    checkState(unwrap(get.body));
    expect(unwrap(get.body).ready).toBe(false);

    await c.settle();
    const done = unwrap((await c.api('GET', `/me/memorials/${free.id}/exports/${st.export_id}`, { token: p.token })).body);
    checkState(done);
    expect(done.ready).toBe(true);
    const file = await request('GET', c.abs(done.download_url), { headers: { accept: '*/*' } });
    expect(file.status).toBe(200);
    expect(file.bytes.length).toBeGreaterThan(0);
    expect(new TextDecoder().decode(file.bytes.slice(0, 2))).toBe('PK');
  });

  it('pdf on a Premium memorial: 202, then a PDF file', async () => {
    const r = await c.api('POST', `/me/memorials/${premium.id}/exports`, { token: p.token, json: { type: 'pdf' } });
    expect(r.status, r.text).toBe(202);
    const st = unwrap(r.body);
    checkState(st);
    expect(st.type).toBe('pdf');
    expect(st.ready).toBe(false);
    await c.settle();
    const done = unwrap((await c.api('GET', `/me/memorials/${premium.id}/exports/${st.export_id}`, { token: p.token })).body);
    checkState(done);
    expect(done.ready).toBe(true);
    const file = await request('GET', c.abs(done.download_url), { headers: { accept: '*/*' } });
    expect(file.status).toBe(200);
    expect(new TextDecoder().decode(file.bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('a default export on a Premium memorial is a pdf', async () => {
    await c.settle();
    const r = await c.api('POST', `/me/memorials/${premium.id}/exports`, { token: p.token });
    expect([200, 202]).toContain(r.status);
    expect(unwrap(r.body).type).toBe('pdf');
    await c.settle();
  });

  it('ready means the file has not expired: after a long time, never ready with a link to nothing', async () => {
    const r = await c.api('POST', `/me/memorials/${free.id}/exports`, { token: p.token, json: { type: 'zip' } });
    const st = unwrap(r.body);
    await c.settle();
    await c.advance(400 * 24 * 3600);
    const later = await c.api('GET', `/me/memorials/${free.id}/exports/${st.export_id}`, { token: p.token });
    if (later.status === 200) {
      const body = unwrap(later.body);
      checkState(body);
      if (body.ready) {
        const file = await request('GET', c.abs(body.download_url));
        expect(file.status).toBe(200);
      }
    } else {
      expect(later.status).toBe(404);
    }
  });

  it('GET of an unknown export, another memorial\'s export or another person\'s: 404', async () => {
    const r = await c.api('POST', `/me/memorials/${free.id}/exports`, { token: p.token, json: { type: 'zip' } });
    const id = unwrap(r.body).export_id;
    expect((await c.api('GET', `/me/memorials/${free.id}/exports/999999`, { token: p.token })).status).toBe(404);
    expect((await c.api('GET', `/me/memorials/${premium.id}/exports/${id}`, { token: p.token })).status).toBe(404);
    const other = await c.person();
    expect((await c.api('GET', `/me/memorials/${free.id}/exports/${id}`, { token: other.token })).status).toBe(404);
    expect((await c.api('POST', `/me/memorials/${free.id}/exports`, { token: other.token, json: { type: 'zip' } })).status).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------
describe('memorial fund (4.5 rules 3-5)', () => {
  let p: { token: string };
  let free: any;
  let premium: any;
  beforeAll(async () => {
    await c.fresh();
    p = await c.person();
    free = await c.createLive(p.token);
    premium = await c.createLive(p.token);
    await c.control('POST', `/memorials/${premium.id}/premium`, { premium: true });
  });

  it('GET on a memorial without a fund answers 200 exists=false', async () => {
    for (const m of [free, premium]) {
      const r = await c.api('GET', `/me/memorials/${m.id}/fund`, { token: p.token });
      expect(r.status).toBe(200);
      expect(findKey(r.body, 'exists')).toBe(false);
    }
  });

  it('PUT on a free memorial answers 422 (Premium needed)', async () => {
    const r = await c.api('PUT', `/me/memorials/${free.id}/fund`, { token: p.token, json: { message: 'Please give' } });
    expect(r.status).toBe(422);
    expectMessage(r);
    expect(findKey((await c.api('GET', `/me/memorials/${free.id}/fund`, { token: p.token })).body, 'exists')).toBe(false);
  });

  it('PUT saves (202), not showing until checked; a link title without a URL is dropped', async () => {
    const r = await c.api('PUT', `/me/memorials/${premium.id}/fund`, {
      token: p.token,
      json: {
        message: s(2000, 'f'),
        link_one_title: s(80, 'L'),
        link_one_url: 'https://donate.example.org/hale',
        link_two_title: 'HeadingWithoutAddressQ',
      },
    });
    expect(r.status, r.text).toBe(202);
    const showing = findKey(r.body, 'is_showing');
    if (showing !== undefined) expect(showing).toBe(false);

    const got = await c.api('GET', `/me/memorials/${premium.id}/fund`, { token: p.token });
    expect(got.status).toBe(200);
    expect(findKey(got.body, 'exists')).toBe(true);
    expect(got.text).toContain('https://donate.example.org/hale');
    expect(got.text).toContain(s(80, 'L'));
    expect(got.text).not.toContain('HeadingWithoutAddressQ');
    const showingGet = findKey(got.body, 'is_showing');
    if (showingGet !== undefined) expect(showingGet).toBe(false);

    await c.settle();
    const after = await c.api('GET', `/me/memorials/${premium.id}/fund`, { token: p.token });
    const showingAfter = findKey(after.body, 'is_showing');
    if (showingAfter !== undefined) expect(showingAfter).toBe(true);
  });

  it('refused fund wording does not show', async () => {
    const r = await c.api('PUT', `/me/memorials/${premium.id}/fund`, { token: p.token, json: { message: 'please refuse-me' } });
    expect(r.status).toBe(202);
    await c.settle();
    const got = await c.api('GET', `/me/memorials/${premium.id}/fund`, { token: p.token });
    const showing = findKey(got.body, 'is_showing');
    if (showing !== undefined) expect(showing).toBe(false);
  });

  it('validation: message required, 2000 max; link titles 80 max; links must be URIs', async () => {
    const cases: Record<string, unknown>[] = [
      {},
      { message: s(2001) },
      { message: 'ok', link_one_title: s(81), link_one_url: 'https://a.example.org' },
      { message: 'ok', link_two_title: s(81), link_two_url: 'https://a.example.org' },
      { message: 'ok', link_one_title: 'Give', link_one_url: 'not a uri' },
      { message: 'ok', link_two_title: 'Give', link_two_url: 'also not a uri' },
    ];
    for (const json of cases) {
      const r = await c.api('PUT', `/me/memorials/${premium.id}/fund`, { token: p.token, json });
      expect(r.status, JSON.stringify(json).slice(0, 60)).toBe(422);
    }
  });

  it('DELETE removes it (200); then exists=false', async () => {
    const r = await c.api('DELETE', `/me/memorials/${premium.id}/fund`, { token: p.token });
    expect(r.status).toBe(200);
    const got = await c.api('GET', `/me/memorials/${premium.id}/fund`, { token: p.token });
    expect(findKey(got.body, 'exists')).toBe(false);
  });

  it('401 without a token; 404 for another person', async () => {
    expect((await c.api('GET', `/me/memorials/${premium.id}/fund`)).status).toBe(401);
    expect((await c.api('PUT', `/me/memorials/${premium.id}/fund`, { json: { message: 'x' } })).status).toBe(401);
    expect((await c.api('DELETE', `/me/memorials/${premium.id}/fund`)).status).toBe(401);
    const other = await c.person();
    expect((await c.api('GET', `/me/memorials/${premium.id}/fund`, { token: other.token })).status).toBe(404);
    expect((await c.api('PUT', `/me/memorials/${premium.id}/fund`, { token: other.token, json: { message: 'x' } })).status).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------
describe('announcements, events and RSVPs (4.5)', () => {
  let p: { token: string; email: string };
  let free: any;
  let premium: any;
  beforeAll(async () => {
    await c.fresh();
    p = await c.person();
    free = await c.createLive(p.token);
    premium = await c.createLive(p.token);
    await c.control('POST', `/memorials/${premium.id}/premium`, { premium: true });
  });

  async function broadcasts(m: any): Promise<any[]> {
    const r = await c.api('GET', `/me/memorials/${m.id}/broadcasts`, { token: p.token });
    expect(r.status).toBe(200);
    const data = Array.isArray(r.body) ? r.body : r.body.data;
    expect(Array.isArray(data)).toBe(true);
    return data;
  }

  it('a free memorial: GET 200, POST 422 (Premium needed)', async () => {
    expect(await broadcasts(free)).toEqual([]);
    const r = await c.api('POST', `/me/memorials/${free.id}/broadcasts`, { token: p.token, json: { title: 'Hello' } });
    expect(r.status).toBe(422);
    expectMessage(r);
  });

  it('an announcement: 202 with is_showing false until the check passes', async () => {
    const r = await c.api('POST', `/me/memorials/${premium.id}/broadcasts`, {
      token: p.token,
      json: { title: 'Thank you all', content: 'For the flowers.' },
    });
    expect(r.status, r.text).toBe(202);
    expect(findKey(r.body, 'is_showing')).toBe(false);
    let item = (await broadcasts(premium)).find((b) => b.title === 'Thank you all');
    expect(item).toBeDefined();
    expect(item.is_showing).toBe(false);
    await c.settle();
    item = (await broadcasts(premium)).find((b) => b.title === 'Thank you all');
    expect(item.is_showing).toBe(true);
  });

  it('refused broadcast wording never shows', async () => {
    const r = await c.api('POST', `/me/memorials/${premium.id}/broadcasts`, {
      token: p.token,
      json: { title: 'Refused one', content: 'refuse-me' },
    });
    expect(r.status).toBe(202);
    await c.settle();
    const item = (await broadcasts(premium)).find((b) => b.title === 'Refused one');
    expect(item.is_showing).toBe(false);
  });

  it('limits: title 255 and content 10000 accepted; past them 422; title required', async () => {
    const ok = await c.api('POST', `/me/memorials/${premium.id}/broadcasts`, {
      token: p.token,
      json: { title: s(255, 't'), content: s(10000, 'c') },
    });
    expect(ok.status, ok.text).toBe(202);
    const cases: Record<string, unknown>[] = [
      { title: s(256) },
      { title: 'ok', content: s(10001) },
      {},
      { title: 'ok', kind: 'party' },
      { title: 'An event without a start', kind: 'event' },
      { title: 'A bad start', kind: 'event', starts_at: 'next tuesday' },
      { title: 'ok', rsvp_enabled: 'yes', kind: 'event', starts_at: '2031-01-01T10:00:00Z' },
    ];
    for (const json of cases) {
      const r = await c.api('POST', `/me/memorials/${premium.id}/broadcasts`, { token: p.token, json });
      expect(r.status, JSON.stringify(json).slice(0, 60)).toBe(422);
    }
  });

  it('nobody is emailed by a broadcast, whatever is sent', async () => {
    const r = await c.api('POST', `/me/memorials/${premium.id}/broadcasts`, {
      token: p.token,
      json: { title: 'Memorial update', content: 'Email everyone: recipient-zz@example.com', notify: true, email: true, recipients: ['recipient-zz@example.com'] },
    });
    expect([202, 422]).toContain(r.status);
    // The answer reports no recipients.
    expect(findKey(r.body, 'recipients')).toBeUndefined();
    expect(findKey(r.body, 'emailed')).not.toBe(true);
  });

  it('an event with RSVPs: counts.people adds up party sizes of yes replies', async () => {
    const r = await c.api('POST', `/me/memorials/${premium.id}/broadcasts`, {
      token: p.token,
      json: {
        title: 'Celebration of life',
        kind: 'event',
        content: 'Join us.',
        location: 'The village hall',
        starts_at: '2031-06-01T14:00:00Z',
        ends_at: '2031-06-01T17:00:00Z',
        rsvp_enabled: true,
      },
    });
    expect(r.status, r.text).toBe(202);
    expect(findKey(r.body, 'is_showing')).toBe(false);
    await c.settle();
    const ev = (await broadcasts(premium)).find((b) => b.title === 'Celebration of life');
    expect(ev).toBeDefined();
    const eventId = ev.id;
    expect(Number.isInteger(eventId)).toBe(true);

    for (const [name, attending, party_size] of [
      ['Ann', 'yes', 4],
      ['Bob', 'yes', 2],
      ['Cid', 'no', 3],
      ['Dee', 'maybe', 5],
    ] as [string, string, number][]) {
      const rr = await c.control('POST', `/events/${eventId}/rsvps`, { name, attending, party_size });
      expect(rr.status).toBe(201);
    }
    const rs = await c.api('GET', `/me/events/${eventId}/rsvps`, { token: p.token });
    expect(rs.status).toBe(200);
    expect(rs.body.counts.people).toBe(6);

    const other = await c.person();
    expect((await c.api('GET', `/me/events/${eventId}/rsvps`, { token: other.token })).status).toBe(404);
    expect((await c.api('GET', `/me/events/${eventId}/rsvps`)).status).toBe(401);
    expect((await c.api('GET', '/me/events/999999/rsvps', { token: p.token })).status).toBe(404);
  });

  it('401 without a token; 404 for another person', async () => {
    expect((await c.api('GET', `/me/memorials/${premium.id}/broadcasts`)).status).toBe(401);
    expect((await c.api('POST', `/me/memorials/${premium.id}/broadcasts`, { json: { title: 'x' } })).status).toBe(401);
    const other = await c.person();
    expect((await c.api('GET', `/me/memorials/${premium.id}/broadcasts`, { token: other.token })).status).toBe(404);
    expect((await c.api('POST', `/me/memorials/${premium.id}/broadcasts`, { token: other.token, json: { title: 'x' } })).status).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------
describe('business tier (4.3, 3.3)', () => {
  let org: { id: number; token: string };
  let org2: { id: number; token: string };
  let family: { id: number; token: string };
  let invited: any;
  let completed: any;
  const created: any[] = [];

  async function provision(json: Record<string, unknown>, token = org.token): Promise<Res> {
    return c.api('POST', '/memorials', { token, json });
  }

  async function listAll(query: Record<string, string | number> = {}, token = org.token): Promise<Res> {
    const r = await c.api('GET', '/memorials', { token, query });
    return r;
  }

  beforeAll(async () => {
    await c.fresh();
    org = await c.org('Hale & Sons');
    org2 = await c.org('Other Home');
    family = await c.person('Family Person');
  });

  it('GET /organization answers exactly the Organization record', async () => {
    const r = await c.api('GET', '/organization', { token: org.token });
    expect(r.status).toBe(200);
    const o = unwrap(r.body);
    expectShape(o, ORGANIZATION, true);
    expect(o.id).toBe(org.id);
    expect(o.name).toBe('Hale & Sons');
  });

  it('POST /memorials action=invite (default): 201 ProvisionResult awaiting_family', async () => {
    const r = await provision({
      deceased_name: 'Arthur Invited',
      designated_owner: 'family',
      family_name: 'Jane Invited',
      family_email: 'jane.invited@example.com',
      title: 'In loving memory',
      birth_date: '1940-01-01',
      death_date: '2024-02-02',
      privacy: 'public',
    });
    expect(r.status, r.text).toBe(201);
    invited = unwrap(r.body);
    expectShape(invited, PROVISION_RESULT, true);
    expect(invited.status).toBe('awaiting_family');
    expect(invited.organization_id).toBe(org.id);
    expect(invited.deceased_name).toBe('Arthur Invited');
    expect(invited.family).toEqual({ name: 'Jane Invited', email: 'jane.invited@example.com' });
    expect(typeof invited.invitation_expires_at).toBe('string');
    expect(Date.parse(invited.invitation_expires_at)).toBeGreaterThan((await c.now()).getTime());
    // A numeric path is a live memorial id; the onboarding id of a pending memorial is not one.
    expect((await c.api('GET', `/memorials/${invited.id}`, { token: org.token })).status).toBe(404);
    created.push(invited);
    await c.advance(3);
  });

  it('POST /memorials action=complete: 202 ProvisionResult in_progress, live after settle', async () => {
    const r = await provision({
      action: 'complete',
      deceased_name: 'Beatrice Complete',
      designated_owner: 'organization',
      title: 'Sunflower days',
      subtitle: 'Gardener',
      obituary: 'She grew sunflowers.',
      birth_date: '1950-03-03',
      death_date: '2024-04-04',
      privacy: 'public',
    });
    expect(r.status, r.text).toBe(202);
    completed = unwrap(r.body);
    expectShape(completed, PROVISION_RESULT, true);
    expect(completed.status).toBe('in_progress');
    created.push(completed);

    const before = (await listAll({ q: 'Beatrice' })).body.data;
    expect(before.length).toBe(1);
    expect(before[0].status).not.toBe('live');

    await c.settle();
    const after = (await listAll({ q: 'Beatrice' })).body.data;
    expect(after.length).toBe(1);
    expectShape(after[0], BUSINESS_MEMORIAL, true);
    expect(after[0].status).toBe('live');
    expect(Number.isInteger(after[0].id)).toBe(true);
    expect(after[0].title).toBe('Sunflower days');
    expect(after[0].description).toBe('She grew sunflowers.');
    expect(after[0].birth_date).toBe('1950-03-03');
    expect(after[0].privacy).toBe('public');
    expect(typeof after[0].web_url).toBe('string');
    await c.advance(3);
  });

  it('POST /memorials validation answers 422', async () => {
    const base = { deceased_name: 'V', designated_owner: 'family', family_name: 'F', family_email: 'f@example.com' };
    const cases: Record<string, unknown>[] = [
      { designated_owner: 'family', family_email: 'f@example.com' },
      { deceased_name: 'No owner', family_email: 'f@example.com' },
      { ...base, designated_owner: 'cousin' },
      { ...base, action: 'publish' },
      { ...base, privacy: 'secret' },
      { ...base, family_email: 'not-an-email' },
      { ...base, birth_date: '1.1.1950' },
      { ...base, death_date: 'soon' },
    ];
    for (const json of cases) {
      const r = await provision(json);
      expect(r.status, JSON.stringify(json)).toBe(422);
      expectMessage(r);
    }
  });

  it('GET /memorials lists live and pending, exactly Memorial, newest first, with pagination', async () => {
    for (let i = 0; i < 3; i++) {
      const r = await provision({ action: 'complete', deceased_name: `Listed ${i}`, designated_owner: 'both', privacy: 'public' });
      expect(r.status).toBe(202);
      created.push(unwrap(r.body));
      await c.advance(3);
    }
    await c.settle();
    const r = await listAll();
    expect(r.status).toBe(200);
    expect(r.body.pagination).toMatchObject({ page: 1, per_page: 25, total: created.length, total_pages: 1 });
    const data = r.body.data;
    expect(data.length).toBe(created.length);
    for (const m of data) expectShape(m, BUSINESS_MEMORIAL, true);
    const times = data.map((m: any) => Date.parse(m.created_at));
    for (let i = 1; i < times.length; i++) expect(times[i - 1]).toBeGreaterThanOrEqual(times[i]);
    expect(data[0].deceased_name).toBe('Listed 2');
    expect(data[data.length - 1].deceased_name).toBe('Arthur Invited');
    const pending = data.find((m: any) => m.deceased_name === 'Arthur Invited');
    expect(pending.status).toBe('awaiting_family');
    expect(pending.id).toBeNull();
  });

  it('pagination: per_page and page; total_pages; 1..100; page min 1', async () => {
    const r = await listAll({ per_page: 2, page: 2 });
    expect(r.status).toBe(200);
    expect(r.body.pagination.page).toBe(2);
    expect(r.body.pagination.per_page).toBe(2);
    expect(r.body.pagination.total).toBe(created.length);
    expect(r.body.pagination.total_pages).toBe(Math.ceil(created.length / 2));
    expect(r.body.data.length).toBe(2);
    const all = (await listAll()).body.data;
    expect(r.body.data.map((m: any) => m.slug)).toEqual(all.slice(2, 4).map((m: any) => m.slug));
    expect((await listAll({ per_page: 100 })).status).toBe(200);
    expect((await listAll({ per_page: 1 })).body.data.length).toBe(1);
    for (const query of [{ per_page: 0 }, { per_page: 101 }, { page: 0 }, { page: -1 }, { created_after: 'not a date' }, { created_before: 'nope' }]) {
      const bad = await listAll(query as any);
      expect(bad.status, JSON.stringify(query)).toBe(422);
      expectMessage(bad);
    }
  });

  it('q filters by deceased name or title', async () => {
    const byName = (await listAll({ q: 'Arthur' })).body.data;
    expect(byName.map((m: any) => m.deceased_name)).toEqual(['Arthur Invited']);
    const byTitle = (await listAll({ q: 'Sunflower' })).body.data;
    expect(byTitle.map((m: any) => m.deceased_name)).toEqual(['Beatrice Complete']);
    const none = await listAll({ q: 'zzzz-nothing' });
    expect(none.body.data).toEqual([]);
    expect(none.body.pagination.total).toBe(0);
  });

  it('created_after and created_before are inclusive', async () => {
    const all = (await listAll()).body.data;
    const mid = all[2];
    const after = (await listAll({ created_after: mid.created_at })).body.data.map((m: any) => m.slug);
    expect(after).toEqual(all.slice(0, 3).map((m: any) => m.slug));
    const before = (await listAll({ created_before: mid.created_at })).body.data.map((m: any) => m.slug);
    expect(before).toEqual(all.slice(2).map((m: any) => m.slug));
    // The same instant written with another UTC offset is the same bound.
    const t = new Date(Date.parse(mid.created_at) + 2 * 3600 * 1000).toISOString().replace('Z', '+02:00');
    expect(Date.parse(t)).toBe(Date.parse(mid.created_at));
    const offsetAfter = (await listAll({ created_after: t })).body.data.map((m: any) => m.slug);
    expect(offsetAfter).toEqual(all.slice(0, 3).map((m: any) => m.slug));
    const exact = (await listAll({ created_after: mid.created_at, created_before: mid.created_at })).body.data;
    expect(exact.map((m: any) => m.slug)).toEqual([mid.slug]);
  });

  it('GET /memorials/{memorial}: numeric id of a live memorial, slug of live or pending; 404 otherwise', async () => {
    const all = (await listAll()).body.data;
    const live = all.find((m: any) => m.status === 'live');
    const pending = all.find((m: any) => m.status === 'awaiting_family');
    const byId = await c.api('GET', `/memorials/${live.id}`, { token: org.token });
    expect(byId.status).toBe(200);
    expectShape(unwrap(byId.body), BUSINESS_MEMORIAL, true);
    expect(unwrap(byId.body).slug).toBe(live.slug);
    const bySlug = await c.api('GET', `/memorials/${live.slug}`, { token: org.token });
    expect(bySlug.status).toBe(200);
    expect(unwrap(bySlug.body).id).toBe(live.id);
    const pend = await c.api('GET', `/memorials/${pending.slug}`, { token: org.token });
    expect(pend.status).toBe(200);
    expectShape(unwrap(pend.body), BUSINESS_MEMORIAL, true);
    expect(unwrap(pend.body).id).toBeNull();
    expect(unwrap(pend.body).status).toBe('awaiting_family');
    expect((await c.api('GET', '/memorials/999999', { token: org.token })).status).toBe(404);
    expect((await c.api('GET', '/memorials/no-such-slug-here', { token: org.token })).status).toBe(404);
  });

  it('scoping: another organization sees none of it (list empty, by id/slug 404, invitation 404)', async () => {
    const all = (await listAll()).body.data;
    const live = all.find((m: any) => m.status === 'live');
    const pending = all.find((m: any) => m.status === 'awaiting_family');
    const list2 = await listAll({}, org2.token);
    expect(list2.status).toBe(200);
    expect(list2.body.data).toEqual([]);
    expect(list2.body.pagination.total).toBe(0);
    expect((await c.api('GET', `/memorials/${live.id}`, { token: org2.token })).status).toBe(404);
    expect((await c.api('GET', `/memorials/${live.slug}`, { token: org2.token })).status).toBe(404);
    expect((await c.api('GET', `/memorials/${pending.slug}`, { token: org2.token })).status).toBe(404);
    expect((await c.api('POST', `/memorials/${invited.id}/invitation`, { token: org2.token })).status).toBe(404);
    expect((await c.api('GET', '/owners', { token: org2.token })).body.data).toEqual([]);
    const o2 = unwrap((await c.api('GET', '/organization', { token: org2.token })).body);
    expect(o2.memorials).toEqual({ live: 0, pending: 0 });
  });

  it('GET /organization counts live and pending memorials', async () => {
    const all = (await listAll({ per_page: 100 })).body.data;
    const live = all.filter((m: any) => m.status === 'live').length;
    const o = unwrap((await c.api('GET', '/organization', { token: org.token })).body);
    expect(o.memorials.live).toBe(live);
    expect(o.memorials.pending).toBe(all.length - live);
  });

  it('GET /owners lists owner entries for the organization\'s memorials', async () => {
    const r = await c.api('GET', '/owners', { token: org.token });
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body.data)).toBe(true);
    expect(r.body.data.length).toBeGreaterThan(0);
    for (const e of r.body.data) expectShape(e, OWNER_ENTRY, false);
    const liveIds = (await listAll({ per_page: 100 })).body.data.filter((m: any) => m.id !== null).map((m: any) => m.id);
    for (const e of r.body.data) expect(liveIds).toContain(e.memorial_id);
  });

  it('POST /memorials/{onboarding}/invitation rotates a pending invitation (200); 404 otherwise', async () => {
    await c.advance(3600);
    const r = await c.api('POST', `/memorials/${invited.id}/invitation`, { token: org.token });
    expect(r.status, r.text).toBe(200);
    const body = unwrap(r.body);
    expectShape(body, PROVISION_RESULT, true);
    expect(body.id).toBe(invited.id);
    expect(body.status).toBe('awaiting_family');
    expect(typeof body.invitation_expires_at).toBe('string');
    expect(Date.parse(body.invitation_expires_at)).toBeGreaterThan(Date.parse(invited.invitation_expires_at));

    expect((await c.api('POST', `/memorials/${completed.id}/invitation`, { token: org.token })).status).toBe(404);
    expect((await c.api('POST', '/memorials/999999/invitation', { token: org.token })).status).toBe(404);
  });

  it('an invited family completes the memorial: it goes live; then there is no pending invitation (404)', async () => {
    await c.control('POST', `/invitations/${invited.id}/claim`, { person_id: family.id });
    await c.settle();
    const m = (await listAll({ q: 'Arthur' })).body.data[0];
    expect(m.status).toBe('live');
    expect(Number.isInteger(m.id)).toBe(true);
    expect((await c.api('POST', `/memorials/${invited.id}/invitation`, { token: org.token })).status).toBe(404);
  });

  it('the family who completed an invitation look after it with their personal token', async () => {
    const mine = (await c.api('GET', '/me/memorials', { token: family.token })).body.data;
    const m = mine.find((x: any) => x.deceased_name === 'Arthur Invited');
    expect(m, JSON.stringify(mine.map((x: any) => x.deceased_name))).toBeDefined();
    expectShape(m, PERSONAL_MEMORIAL, true);
  });

  it('the same name provisioned twice gets distinct slugs; a live web_url opens', async () => {
    const a = await provision({ action: 'complete', deceased_name: 'Same Name', designated_owner: 'organization', privacy: 'public' });
    const b = await provision({ action: 'complete', deceased_name: 'Same Name', designated_owner: 'organization', privacy: 'public' });
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    await c.settle();
    const both = (await listAll({ q: 'Same Name' })).body.data;
    expect(both.length).toBe(2);
    expect(both[0].slug).not.toBe(both[1].slug);
    for (const m of both) {
      expect(m.status).toBe('live');
      expect(typeof m.web_url).toBe('string');
      const page = await request('GET', c.abs(m.web_url), { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
    }
  });

  it('a page past the end is empty but keeps the totals', async () => {
    const r = await listAll({ page: 99, per_page: 2 });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([]);
    expect(r.body.pagination.page).toBe(99);
    expect(r.body.pagination.total).toBeGreaterThan(0);
  });

  it('a refused action=complete never goes live', async () => {
    const r = await provision({ action: 'complete', deceased_name: 'Refused Person', designated_owner: 'organization', obituary: 'refuse-me' });
    expect(r.status).toBe(202);
    await c.settle();
    const m = (await listAll({ q: 'Refused Person' })).body.data;
    expect(m.length).toBe(1);
    expect(m[0].status).not.toBe('live');
  });
});

// ---------------------------------------------------------------------------------------------
describe('onboarding links and public pages (4.6)', () => {
  // Whether the form is prefilled in the HTML sent (rather than by script in the browser) is not
  // specified; checks that a value IS shown only apply when the server prefills.
  let serverPrefill = false;
  beforeAll(async () => {
    await c.fresh();
  });

  it('/start opens the form prefilled and creates nothing', async () => {
    const p = await c.person();
    const o = await c.org();
    const r = await c.app('GET', '/start', {
      headers: { accept: 'text/html' },
      query: { name: 'Rosalind Prefilled', type: 'person', mode: 'self', born: '1920-07-25', died: '1958-04-16', title: 'Scientist', ref: 'conformance-1' },
    });
    expect(r.status).toBe(200);
    serverPrefill = r.text.includes('Rosalind Prefilled');
    expect((await c.api('GET', '/me/memorials', { token: p.token })).body.data).toEqual([]);
    expect((await c.api('GET', '/memorials', { token: o.token })).body.data).toEqual([]);
    expect((await c.control('GET', '/device/pending')).body.data).toEqual([]);
  });

  it('/start never errors on wrong, missing or over-long parameters', async () => {
    const queries: Record<string, string>[] = [
      {},
      { name: 'X', type: 'dragon' },
      { name: 'X', mode: 'poetry' },
      { name: 'X', born: 'not-a-date', died: '2999-01-01' },
      { name: 'X', ref: 'BAD REF!!' },
      { name: 'X', ref: s(33, 'r') },
      { name: s(256, 'n') },
      { name: 'X', notes: s(1001), mode: 'ai' },
      { name: 'X', story: s(1501), mode: 'self' },
      { name: 'X', title: s(256), subtitle: s(256) },
      { name: 'X', species: 'cat', type: 'person' },
      { name: 'X', feel: 'gentle', tradition: 'anything', unknown_param: '1' },
      { name: '<script>alert(1)</script>' },
    ];
    for (const query of queries) {
      const r = await c.app('GET', '/start', { headers: { accept: 'text/html' }, query });
      expect(r.status, JSON.stringify(query).slice(0, 80)).toBeLessThan(400);
    }
  });

  it('/start ignores born/died that are unreadable or in the future, and species for a person', async () => {
    const ok = await c.app('GET', '/start', { headers: { accept: 'text/html' }, query: { name: 'Dated', born: '1920-07-25' } });
    if (serverPrefill) expect(ok.text).toContain('1920-07-25');
    const future = await c.app('GET', '/start', { headers: { accept: 'text/html' }, query: { name: 'Dated', died: '2999-01-01' } });
    expect(future.status).toBeLessThan(400);
    expect(future.text).not.toContain('2999-01-01');
    const person = await c.app('GET', '/start', { headers: { accept: 'text/html' }, query: { name: 'Rex', type: 'person', species: 'Axolotlzz' } });
    expect(person.text).not.toContain('Axolotlzz');
    const pet = await c.app('GET', '/start', { headers: { accept: 'text/html' }, query: { name: 'Rex', type: 'pet', species: 'Axolotlzz' } });
    if (serverPrefill) expect(pet.text).toContain('Axolotlzz');
  });

  it('/start drops over-long values rather than truncating them', async () => {
    const longName = s(256, 'Q');
    const r = await c.app('GET', '/start', { headers: { accept: 'text/html' }, query: { name: longName } });
    expect(r.status).toBeLessThan(400);
    expect(r.text).not.toContain(s(255, 'Q'));
    const story = s(1501, 'W');
    const r2 = await c.app('GET', '/start', { headers: { accept: 'text/html' }, query: { name: 'Ok', mode: 'self', story } });
    expect(r2.text).not.toContain(s(200, 'W'));
    const okStory = await c.app('GET', '/start', {
      headers: { accept: 'text/html' },
      query: { name: 'Ok', mode: 'self', story: s(1500, 'K') },
    });
    if (serverPrefill) expect(okStory.text).toContain(s(1500, 'K'));
  });

  it('/m/{slug} only for live, published, not deleted memorials', async () => {
    const p = await c.person();
    const pending = await c.create(p.token);
    expect(await c.publicPageStatus(pending.slug)).not.toBe(200);
    await c.settle();
    const live = await c.memorial(p.token, pending.id);
    if (!live.is_published) await c.api('PATCH', `/me/memorials/${live.id}`, { token: p.token, json: { is_published: true } });
    expect(await c.publicPageStatus(live.slug)).toBe(200);
    await c.api('PATCH', `/me/memorials/${live.id}`, { token: p.token, json: { is_published: false } });
    expect(await c.publicPageStatus(live.slug)).not.toBe(200);
    await c.api('PATCH', `/me/memorials/${live.id}`, { token: p.token, json: { is_published: true } });
    expect(await c.publicPageStatus(live.slug)).toBe(200);
    await c.api('DELETE', `/me/memorials/${live.id}`, { token: p.token });
    expect(await c.publicPageStatus(live.slug)).not.toBe(200);
    expect(await c.publicPageStatus('no-such-memorial-slug')).not.toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------
describe('the public page shows only what passed the check (1, 2.2, 3.4, 4.5 rules 5-6)', () => {
  let p: { token: string };
  let m: any;
  const page = async (): Promise<string> => {
    const r = await c.app('GET', `/m/${m.slug}`, { headers: { accept: 'text/html' } });
    expect(r.status).toBe(200);
    return r.text;
  };

  beforeAll(async () => {
    await c.fresh();
    p = await c.person();
    m = await c.createLive(p.token, { deceased_name: 'Page Person' });
    await c.control('POST', `/memorials/${m.id}/premium`, { premium: true });
    await c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: { contributions_enabled: true, manual_content_approval: true } });
  });

  it('tributes: approved ones only; never pending, private, rejected or hidden ones', async () => {
    const add = async (body: string, extra: Record<string, unknown> = {}) =>
      (await c.control('POST', `/memorials/${m.id}/contributions`, { body, author_name: 'Visitor', ...extra })).body.id as number;
    const approved = await add('ApprovedTributeQ1');
    const pending = await add('PendingTributeQ2');
    const priv = await add('PrivateTributeQ3', { is_private: true });
    const rejected = await add('RejectedTributeQ4');
    const hidden = await add('HiddenTributeQ5');
    await c.settle();
    void pending;
    void priv;
    expect((await c.api('POST', `/contributions/${approved}/approve`, { token: p.token })).status).toBe(200);
    expect((await c.api('POST', `/contributions/${hidden}/approve`, { token: p.token })).status).toBe(200);
    expect((await c.api('POST', `/contributions/${rejected}/reject`, { token: p.token })).status).toBe(200);
    expect((await c.api('DELETE', `/contributions/${hidden}`, { token: p.token })).status).toBe(200);
    const html = await page();
    expect(html).toContain('ApprovedTributeQ1');
    for (const t of ['PendingTributeQ2', 'PrivateTributeQ3', 'RejectedTributeQ4', 'HiddenTributeQ5']) expect(html).not.toContain(t);
  });

  it('fund and announcement wording do not show until the check passes; refused never', async () => {
    expect((await c.api('PUT', `/me/memorials/${m.id}/fund`, { token: p.token, json: { message: 'FundWordingQ6' } })).status).toBe(202);
    expect((await c.api('POST', `/me/memorials/${m.id}/broadcasts`, { token: p.token, json: { title: 'AnnouncementQ7' } })).status).toBe(202);
    expect((await c.api('POST', `/me/memorials/${m.id}/broadcasts`, { token: p.token, json: { title: 'RefusedQ8', content: 'refuse-me' } })).status).toBe(202);
    let html = await page();
    for (const t of ['FundWordingQ6', 'AnnouncementQ7', 'RefusedQ8']) expect(html).not.toContain(t);
    await c.settle();
    html = await page();
    expect(html).toContain('FundWordingQ6');
    expect(html).toContain('AnnouncementQ7');
    expect(html).not.toContain('RefusedQ8');
  });

  it('RSVP replies belong to the owner only: never on the public page', async () => {
    const r = await c.api('POST', `/me/memorials/${m.id}/broadcasts`, {
      token: p.token,
      json: { title: 'Gathering', kind: 'event', starts_at: '2032-05-05T11:00:00Z', rsvp_enabled: true },
    });
    expect(r.status).toBe(202);
    await c.settle();
    const ev = (await c.api('GET', `/me/memorials/${m.id}/broadcasts`, { token: p.token })).body;
    const id = (Array.isArray(ev) ? ev : ev.data).find((b: any) => b.title === 'Gathering').id;
    await c.control('POST', `/events/${id}/rsvps`, { name: 'RsvpNameQ9', attending: 'yes', party_size: 2 });
    expect(await page()).not.toContain('RsvpNameQ9');
  });

  it('visits count visits, not visitors: the same client opening the page twice is never counted once', async () => {
    const v0 = (await c.api('GET', `/me/memorials/${m.id}/visits`, { token: p.token })).body.total;
    await page();
    await page();
    const v1 = (await c.api('GET', `/me/memorials/${m.id}/visits`, { token: p.token })).body.total;
    expect([0, 2]).toContain(v1 - v0);
  });
});

// ---------------------------------------------------------------------------------------------
describe('limits hold under concurrent requests', () => {
  beforeAll(async () => {
    await c.fresh();
  });

  it('six simultaneous creations: at most 3 per day succeed', async () => {
    const p = await c.person();
    const rs = await Promise.all(
      Array.from({ length: 6 }, (_, i) => c.api('POST', '/me/memorials', { token: p.token, json: { deceased_name: `Race ${i}` } })),
    );
    const statuses = rs.map((r) => r.status).sort();
    expect(statuses.filter((x) => x === 202).length).toBe(3);
    expect(statuses.filter((x) => x === 409).length).toBe(3);
    expect((await c.api('GET', '/me/memorials', { token: p.token })).body.data.length).toBe(3);
  });

  it('two simultaneous wording changes: at most one is accepted', async () => {
    const p = await c.person();
    const m = await c.createLive(p.token);
    const rs = await Promise.all([
      c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: { title: 'Race title A' } }),
      c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: { title: 'Race title B' } }),
      c.api('PATCH', `/me/memorials/${m.id}`, { token: p.token, json: { subtitle: 'Race subtitle C' } }),
    ]);
    const statuses = rs.map((r) => r.status);
    expect(statuses.filter((x) => x === 202).length).toBe(1);
    expect(statuses.filter((x) => x === 429).length).toBe(2);
  });

  it('an approved device code polled many times at once hands the token over once', async () => {
    const p = await c.person();
    const code = (await c.api('POST', '/auth/device')).body;
    await c.control('POST', '/device/approve', { user_code: code.user_code, person_id: p.id });
    const rs = await Promise.all(Array.from({ length: 6 }, () => c.api('POST', '/auth/token', { json: { device_code: code.device_code } })));
    expect(rs.filter((r) => r.status === 200).length).toBe(1);
    for (const r of rs.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(['slow_down', 'invalid_grant']).toContain(r.body.error);
    }
  });

  it('simultaneous share-link requests without fresh reuse one link', async () => {
    const p = await c.person();
    const m = await c.createLive(p.token);
    const rs = await Promise.all(
      Array.from({ length: 5 }, () => c.api('POST', `/me/memorials/${m.id}/share-link`, { token: p.token, json: { role: 'owner' } })),
    );
    for (const r of rs) expect(r.status).toBe(200);
    expect(new Set(rs.map((r) => r.body.url)).size).toBe(1);
  });

  it('simultaneous export requests prepare one export', async () => {
    const p = await c.person();
    const m = await c.createLive(p.token);
    const rs = await Promise.all(
      Array.from({ length: 4 }, () => c.api('POST', `/me/memorials/${m.id}/exports`, { token: p.token, json: { type: 'zip' } })),
    );
    expect(rs.filter((r) => r.status === 202).length).toBe(1);
    expect(rs.filter((r) => r.status === 200).length).toBe(3);
    expect(new Set(rs.map((r) => unwrap(r.body).export_id)).size).toBe(1);
  });

  it('simultaneous requests past the rate limit: exactly 20 of 30 pass', async () => {
    await c.control('PUT', '/settings', { rate_limits: { personal: 20, business: 50 } });
    const p = await c.person();
    const rs = await Promise.all(Array.from({ length: 30 }, () => c.api('GET', '/ping', { token: p.token })));
    expect(rs.filter((r) => r.status === 200).length).toBe(20);
    expect(rs.filter((r) => r.status === 429).length).toBe(10);
  });
});

// ---------------------------------------------------------------------------------------------
describe('rate limits (5, 7, 8)', () => {
  beforeAll(async () => {
    await c.fresh({ highRateLimits: false });
  });

  it('personal token: 20 requests per minute, then 429 with Retry-After; another token is unaffected', async () => {
    const p = await c.person();
    const q = await c.person();
    for (let i = 0; i < 20; i++) {
      const r = await c.api('GET', '/ping', { token: p.token });
      expect(r.status, `request ${i + 1}`).toBe(200);
    }
    const over = await c.api('GET', '/ping', { token: p.token });
    expect(over.status).toBe(429);
    const wait = expectRetryAfterHeader(over);
    expect(wait).toBeLessThanOrEqual(60);
    expectMessage(over);
    expect(Number.isInteger(over.body.retry_after)).toBe(true);
    expect((await c.api('GET', '/me/memorials', { token: p.token })).status).toBe(429);
    expect((await c.api('GET', '/ping', { token: q.token })).status).toBe(200);
    await c.advance(wait);
    expect((await c.api('GET', '/ping', { token: p.token })).status).toBe(200);
  });

  it('business token: 50 requests per minute, then 429 with Retry-After', async () => {
    const o = await c.org();
    for (let i = 0; i < 50; i++) {
      const r = await c.api('GET', '/organization', { token: o.token });
      expect(r.status, `request ${i + 1}`).toBe(200);
    }
    const over = await c.api('GET', '/organization', { token: o.token });
    expect(over.status).toBe(429);
    const wait = expectRetryAfterHeader(over);
    expect(wait).toBeLessThanOrEqual(60);
    expectMessage(over);
    await c.advance(wait);
    expect((await c.api('GET', '/organization', { token: o.token })).status).toBe(200);
  });

  it('the control settings change the rate limits from now on', async () => {
    await c.control('PUT', '/settings', { rate_limits: { personal: 3, business: 50 } });
    const p = await c.person();
    for (let i = 0; i < 3; i++) expect((await c.api('GET', '/ping', { token: p.token })).status).toBe(200);
    expect((await c.api('GET', '/ping', { token: p.token })).status).toBe(429);
  });
});
