// Conformance suite for the Memorial Service API (shared/spec/memorial-api.md), driven through the
// sandbox control API (shared/spec/sandbox-control.md): changing a memorial (wording, settings, throttle), deleting it, and its visit counts. Black box: the implementation is
// a separate process; nothing of it is imported. Each file has its own sandbox (suite.ts).
import { describe, it, expect, beforeAll } from 'vitest';
import { unwrap, expectShape, PERSONAL_MEMORIAL, VISITS, DELETE_RESULT } from './helpers';
import { c, s, expectMessage, expectRetryAfterHeader } from './suite';

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

  it("PATCH of an unknown or another person's memorial answers 404", async () => {
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

  it("DELETE of an unknown or another person's memorial answers 404", async () => {
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
