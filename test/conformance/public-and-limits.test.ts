// Conformance suite for the Memorial Service API (shared/spec/memorial-api.md), driven through the
// sandbox control API (shared/spec/sandbox-control.md): onboarding links and public pages, and limits under concurrency and rate limits. Black box: the implementation is
// a separate process; nothing of it is imported. Each file has its own sandbox (suite.ts).
import { describe, it, expect, beforeAll } from 'vitest';
import { unwrap } from './helpers';
import { c, s, expectMessage, expectRetryAfterHeader } from './suite';

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
    const rs = await Promise.all(Array.from({ length: 6 }, (_, i) => c.api('POST', '/me/memorials', { token: p.token, json: { deceased_name: `Race ${i}` } })));
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
    const rs = await Promise.all(Array.from({ length: 4 }, () => c.api('POST', `/me/memorials/${m.id}/exports`, { token: p.token, json: { type: 'zip' } })));
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
