import { describe, expect, it } from 'vitest';
import { useSandbox } from './harness';

const h = useSandbox();

const memorialShape = {
  id: expect.any(Number),
  slug: expect.any(String),
  deceased_name: expect.any(String),
  title: null,
  subtitle: null,
  obituary: expect.any(String),
  birth_date: null,
  death_date: null,
  privacy: 'public',
  content_scope: null,
  is_published: true,
  contributions_enabled: true,
  manual_content_approval: true,
  hide_from_search: false,
  template_id: null,
  resting_place_url: null,
  resting_place_notes: null,
  moderation: { status: expect.any(String), reason: null, checked_at: null },
  is_deleted: false,
  recoverable_until: null,
  url: null,
  created_at: expect.any(String),
};

async function create(token: string, body: Record<string, unknown> = { deceased_name: 'Margaret Ellen Hughes' }) {
  return h.api('POST', '/me/memorials', { token, body });
}

async function createLive(token: string, name = 'Margaret Ellen Hughes') {
  const r = await create(token, { deceased_name: name });
  expect(r.status).toBe(202);
  await h.settle();
  return r.body.id as number;
}

describe('POST /me/memorials', () => {
  it('answers 202 generating with a poll_url, and the memorial is not live until the check passes', async () => {
    const p = await h.person();
    const r = await create(p.token, { deceased_name: 'Margaret Ellen Hughes', title: 'Beloved mother', birth_date: '1941-03-12', death_date: '2026-10-03' });
    expect(r.status).toBe(202);
    expect(r.body).toEqual({
      id: expect.any(Number),
      status: 'generating',
      deceased_name: 'Margaret Ellen Hughes',
      slug: 'margaret-ellen-hughes',
      poll_url: `${h.baseUrl}/me/drafts/${r.body.id}`,
      message: expect.stringMatching(/isn't live yet/),
    });

    const draft = await h.api('GET', `/me/drafts/${r.body.id}`, { token: p.token });
    expect(draft.body).toEqual({ status: 'generating', id: r.body.id, reason: null, message: expect.any(String) });
    const before = await h.api('GET', `/me/memorials/${r.body.id}`, { token: p.token });
    expect(before.body.data).toEqual({
      ...memorialShape,
      title: 'Beloved mother',
      birth_date: '1941-03-12',
      death_date: '2026-10-03',
      moderation: { status: 'pending', reason: null, checked_at: null },
    });

    await h.settle();
    const ready = await h.api('GET', `/me/drafts/${r.body.id}`, { token: p.token });
    expect(ready.body).toMatchObject({ status: 'ready', id: r.body.id, reason: null });
    const after = await h.api('GET', `/me/memorials/${r.body.id}`, { token: p.token });
    expect(after.body.data.moderation).toEqual({ status: 'passed', reason: null, checked_at: expect.any(String) });
    expect(after.body.data.url).toBe(`${h.url}/m/margaret-ellen-hughes`);
  });

  it('finishes the check by itself after safety_delay_ms, on the sandbox clock', async () => {
    const p = await h.person();
    const r = await create(p.token);
    await h.advance(2);
    expect((await h.api('GET', `/me/drafts/${r.body.id}`, { token: p.token })).body.status).toBe('ready');
  });

  it('blocks a draft whose wording the check refuses, with the reason', async () => {
    const p = await h.person();
    const r = await create(p.token, { deceased_name: 'Arthur Penhaligon', obituary: 'He said REFUSE-ME once.' });
    await h.settle();
    const draft = await h.api('GET', `/me/drafts/${r.body.id}`, { token: p.token });
    expect(draft.body).toEqual({ status: 'blocked', id: r.body.id, reason: expect.stringContaining('refuse-me'), message: expect.any(String) });
    const m = (await h.api('GET', `/me/memorials/${r.body.id}`, { token: p.token })).body.data;
    expect(m.moderation).toEqual({ status: 'failed', reason: expect.stringContaining('refuse-me'), checked_at: expect.any(String) });
    expect(m.url).toBeNull();
  });

  it('uses refuse terms set through the control API', async () => {
    await h.control('PUT', '/__sandbox/settings', { refuse_terms: ['unkind'] });
    const p = await h.person();
    const r = await create(p.token, { deceased_name: 'Ivy', title: 'An Unkind word' });
    await h.settle();
    expect((await h.api('GET', `/me/drafts/${r.body.id}`, { token: p.token })).body.status).toBe('blocked');
  });

  it('keeps an obituary verbatim, and drafts one when none is given', async () => {
    const p = await h.person();
    const given = '  Two spaces kept.\n\nAnd a second paragraph.  ';
    const a = await create(p.token, { deceased_name: 'Ann', obituary: given });
    const b = await create(p.token, { deceased_name: 'Bob', birth_date: '1950-01-01', death_date: '2026-01-01' });
    expect((await h.api('GET', `/me/memorials/${a.body.id}`, { token: p.token })).body.data.obituary).toBe(given);
    const drafted = (await h.api('GET', `/me/memorials/${b.body.id}`, { token: p.token })).body.data.obituary;
    expect(drafted).toContain('Bob (1950–2026)');
  });

  it('enforces the field limits at and just past their values (422 in plain words)', async () => {
    const p = await h.person();
    await h.control('PUT', '/__sandbox/settings', { rate_limits: { personal: 1000 } });
    const cases: Array<[string, number, string]> = [
      ['deceased_name', 255, 'The name'],
      ['title', 255, 'The title'],
      ['subtitle', 255, 'The subtitle'],
      ['obituary', 10000, 'The obituary'],
    ];
    for (const [field, max, label] of cases) {
      const base = field === 'deceased_name' ? {} : { deceased_name: 'Limit Test' };
      const over = await create(p.token, { ...base, [field]: 'é'.repeat(max + 1) });
      expect(over.status).toBe(422);
      expect(over.body).toEqual({ message: `${label} can be at most ${max} characters.`, errors: { [field]: [`${label} can be at most ${max} characters.`] } });
    }
    const ok = await create(p.token, { deceased_name: 'é'.repeat(255), title: 't'.repeat(255) });
    expect(ok.status).toBe(202);
  });

  it('rejects a missing name, a bad date and a body that is not an object', async () => {
    const p = await h.person();
    expect((await create(p.token, {})).body).toEqual({ message: 'The name is required.', errors: { deceased_name: ['The name is required.'] } });
    const bad = await create(p.token, { deceased_name: 'X', birth_date: '1941-02-30' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.birth_date).toEqual(['The date of birth is not a real date.']);
    expect((await create(p.token, ['x'] as unknown as Record<string, unknown>)).status).toBe(422);
    expect((await h.api('POST', '/me/memorials', { token: p.token, body: '{not json' })).status).toBe(422);
  });

  it('answers 409 live_cap_reached at five memorials, without a retry time', async () => {
    const p = await h.person();
    for (let day = 0; day < 2; day++) {
      for (let i = 0; i < 3 && day * 3 + i < 5; i++) expect((await create(p.token, { deceased_name: `M ${day}${i}` })).status).toBe(202);
      await h.advance(24 * 3600 + 1);
    }
    const r = await create(p.token);
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ code: 'live_cap_reached', message: expect.stringMatching(/5 memorials/), retry_after: null });
  });

  it('answers 409 daily_limit_reached on the fourth in a day, with retry_after', async () => {
    const p = await h.person();
    for (let i = 0; i < 3; i++) expect((await create(p.token, { deceased_name: `Day ${i}` })).status).toBe(202);
    await h.advance(3600);
    const r = await create(p.token);
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('daily_limit_reached');
    expect(r.body.retry_after).toBeGreaterThan(23 * 3600 - 5);
    expect(r.body.retry_after).toBeLessThanOrEqual(23 * 3600);
    await h.advance(r.body.retry_after);
    expect((await create(p.token)).status).toBe(202);
  });

  it('answers 409 monthly_limit_reached after ten in thirty days', async () => {
    const p = await h.person();
    for (let i = 0; i < 10; i++) {
      const r = await create(p.token, { deceased_name: `Month ${i}` });
      expect(r.status).toBe(202);
      // Keep under the live cap by deleting as we go; deleted memorials still count as created.
      await h.api('DELETE', `/me/memorials/${r.body.id}`, { token: p.token });
      if (i % 3 === 2) await h.advance(24 * 3600 + 1);
    }
    const r = await create(p.token);
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ code: 'monthly_limit_reached', message: expect.any(String), retry_after: expect.any(Number) });
  });

  it('is for personal tokens only (403 for a business token, 401 without one)', async () => {
    const org = await h.organization();
    expect((await create(org.token)).status).toBe(403);
    expect((await h.api('POST', '/me/memorials', { body: { deceased_name: 'X' } })).status).toBe(401);
  });
});

describe('GET /me/memorials', () => {
  it('lists only the caller’s memorials, newest first, with links and meta', async () => {
    const p = await h.person();
    const other = await h.person();
    const first = await create(p.token, { deceased_name: 'First' });
    await h.advance(1);
    const second = await create(p.token, { deceased_name: 'Second' });
    await create(other.token, { deceased_name: 'Not yours' });
    const r = await h.api('GET', '/me/memorials?per_page=1', { token: p.token });
    expect(r.status).toBe(200);
    expect(r.body.data.map((m: { id: number }) => m.id)).toEqual([second.body.id]);
    expect(r.body.meta).toEqual({ current_page: 1, from: 1, to: 1, per_page: 1, total: 2, last_page: 2 });
    expect(r.body.links).toEqual({
      first: `${h.baseUrl}/me/memorials?page=1&per_page=1`,
      last: `${h.baseUrl}/me/memorials?page=2&per_page=1`,
      prev: null,
      next: `${h.baseUrl}/me/memorials?page=2&per_page=1`,
    });
    const page2 = await h.api('GET', '/me/memorials?per_page=1&page=2', { token: p.token });
    expect(page2.body.data.map((m: { id: number }) => m.id)).toEqual([first.body.id]);
  });

  it('checks per_page 1 to 100 and page from 1', async () => {
    const p = await h.person();
    expect((await h.api('GET', '/me/memorials?per_page=100', { token: p.token })).status).toBe(200);
    for (const q of ['per_page=0', 'per_page=101', 'page=0', 'page=abc']) {
      const r = await h.api('GET', `/me/memorials?${q}`, { token: p.token });
      expect(r.status).toBe(422);
      expect(typeof r.body.message).toBe('string');
    }
  });
});

describe('GET /me/memorials/{id}, /status', () => {
  it('answers 404 for someone else’s memorial and for one that does not exist', async () => {
    const p = await h.person();
    const other = await h.person();
    const id = (await create(p.token)).body.id;
    for (const path of [`/me/memorials/${id}`, `/me/memorials/${id}/status`, `/me/drafts/${id}`, `/me/memorials/${id}/visits`]) {
      expect((await h.api('GET', path, { token: other.token })).status).toBe(404);
    }
    expect((await h.api('GET', '/me/memorials/999999', { token: p.token })).status).toBe(404);
    expect((await h.api('GET', '/me/memorials/abc', { token: p.token })).status).toBe(422);
  });

  it('status returns the PersonalMemorial itself', async () => {
    const p = await h.person();
    const id = await createLive(p.token);
    const r = await h.api('GET', `/me/memorials/${id}/status`, { token: p.token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, moderation: { status: 'passed' } });
  });
});

describe('PATCH /me/memorials/{id}', () => {
  it('applies settings at once (200) and without a throttle', async () => {
    const p = await h.person();
    const id = await createLive(p.token);
    for (const hide of [true, false, true]) {
      const r = await h.api('PATCH', `/me/memorials/${id}`, {
        token: p.token,
        body: { hide_from_search: hide, privacy: 'restricted', resting_place_url: 'https://maps.example.com/x' },
      });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        hide_from_search: hide,
        privacy: 'restricted',
        resting_place_url: 'https://maps.example.com/x',
        moderation: { status: 'passed' },
      });
    }
  });

  it('sends a wording change back to the check (202 pending, not live) and it passes later', async () => {
    const p = await h.person();
    const id = await createLive(p.token);
    const r = await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { description: 'New words about her.' } });
    expect(r.status).toBe(202);
    expect(r.body).toMatchObject({ obituary: 'New words about her.', moderation: { status: 'pending', reason: null, checked_at: null }, url: null });
    await h.settle();
    const after = await h.api('GET', `/me/memorials/${id}/status`, { token: p.token });
    expect(after.body.moderation.status).toBe('passed');
    expect(after.body.url).not.toBeNull();
  });

  it('fails the check of refused new wording, with the reason for the owner', async () => {
    const p = await h.person();
    const id = await createLive(p.token);
    await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { title: 'refuse-me please' } });
    await h.settle();
    const m = (await h.api('GET', `/me/memorials/${id}/status`, { token: p.token })).body;
    expect(m.moderation).toEqual({ status: 'failed', reason: expect.stringContaining('refuse-me'), checked_at: expect.any(String) });
    expect(m.url).toBeNull();
  });

  it('allows one wording change per five minutes: the second is 429 with Retry-After, and nothing is saved', async () => {
    const p = await h.person();
    const id = await createLive(p.token);
    expect((await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { title: 'One' } })).status).toBe(202);
    await h.advance(299);
    const r = await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { title: 'Two', hide_from_search: true } });
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toBe('1');
    expect(r.body).toEqual({ code: 'wording_change_too_soon', message: expect.stringMatching(/five minutes/), retry_after: 1 });
    const m = (await h.api('GET', `/me/memorials/${id}/status`, { token: p.token })).body;
    expect(m).toMatchObject({ title: 'One', hide_from_search: false });
    // Settings alone and unchanged wording are not throttled.
    expect((await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { hide_from_search: true, title: 'One' } })).status).toBe(200);
    await h.advance(1);
    expect((await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { title: 'Two' } })).status).toBe(202);
  });

  it('enforces the PATCH field limits', async () => {
    const p = await h.person();
    const id = await createLive(p.token);
    const cases: Array<[string, number]> = [
      ['description', 10000],
      ['resting_place_notes', 2000],
      ['title', 255],
      ['subtitle', 255],
      ['deceased_name', 255],
    ];
    for (const [field, max] of cases) {
      const r = await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { [field]: 'x'.repeat(max + 1) } });
      expect(r.status).toBe(422);
      expect(r.body.errors[field]).toEqual([expect.stringContaining(`at most ${max} characters`)]);
    }
    const url = await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { resting_place_url: `https://example.com/${'a'.repeat(481)}` } });
    expect(url.status).toBe(422);
    const okUrl = await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { resting_place_url: `https://example.com/${'a'.repeat(480)}` } });
    expect(okUrl.status).toBe(200);
    // Counted like every other limit, by character as a person sees it: an emoji is one.
    const emoji = await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { resting_place_url: `https://example.com/${'📍'.repeat(480)}` } });
    expect(emoji.status).toBe(200);
    const tooManyEmoji = await h.api('PATCH', `/me/memorials/${id}`, {
      token: p.token,
      body: { resting_place_url: `https://example.com/${'📍'.repeat(481)}` },
    });
    expect(tooManyEmoji.body.errors.resting_place_url).toEqual(['The resting place link can be at most 500 characters.']);
    expect((await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { privacy: 'secret' } })).status).toBe(422);
    expect((await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { resting_place_notes: 'n'.repeat(2000) } })).status).toBe(202);
  });

  it('answers 404 for someone else’s memorial', async () => {
    const p = await h.person();
    const other = await h.person();
    const id = await createLive(p.token);
    expect((await h.api('PATCH', `/me/memorials/${id}`, { token: other.token, body: { title: 'x' } })).status).toBe(404);
  });

  it('takes the memorial off the web when unpublished, and back when published again', async () => {
    const p = await h.person();
    const id = await createLive(p.token);
    expect((await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { is_published: false } })).body.url).toBeNull();
    expect((await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { is_published: true } })).body.url).toContain('/m/');
  });
});

describe('DELETE /me/memorials/{id}', () => {
  it('deletes softly, with recoverable_until and the quota, and frees a place under the cap', async () => {
    const p = await h.person();
    const id = await createLive(p.token);
    const r = await h.api('DELETE', `/me/memorials/${id}`, { token: p.token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      id,
      deleted: true,
      recoverable_until: expect.any(String),
      message: expect.stringMatching(/recover/),
      quota: { live_used: 0, live_cap: 5, live_remaining: 5 },
    });
    expect(Date.parse(r.body.recoverable_until) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    const m = (await h.api('GET', `/me/memorials/${id}`, { token: p.token })).body.data;
    expect(m).toMatchObject({ is_deleted: true, recoverable_until: r.body.recoverable_until, url: null });
    expect((await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { title: 'x' } })).status).toBe(422);
    const again = await h.api('DELETE', `/me/memorials/${id}`, { token: p.token });
    expect(again.body.recoverable_until).toBe(r.body.recoverable_until);
  });

  it('is gone for good once recoverable_until has passed', async () => {
    const p = await h.person();
    const id = await createLive(p.token);
    await h.api('DELETE', `/me/memorials/${id}`, { token: p.token });
    await h.advance(30 * 24 * 3600 + 1);
    expect((await h.api('GET', `/me/memorials/${id}`, { token: p.token })).status).toBe(404);
    expect((await h.api('GET', '/me/memorials', { token: p.token })).body.data).toEqual([]);
  });

  it('answers 404 for someone else’s memorial', async () => {
    const p = await h.person();
    const other = await h.person();
    const id = await createLive(p.token);
    expect((await h.api('DELETE', `/me/memorials/${id}`, { token: other.token })).status).toBe(404);
  });
});

describe('GET /me/memorials/{id}/visits', () => {
  it('counts visits in time buckets, and only visits', async () => {
    const p = await h.person();
    const id = await createLive(p.token);
    const zero = await h.api('GET', `/me/memorials/${id}/visits`, { token: p.token });
    expect(zero.body).toEqual({ today: 0, last_24_hours: 0, last_7_days: 0, last_30_days: 0, last_year: 0, total: 0, message: expect.any(String) });
  });
});

describe('second chances and honest answers', () => {
  it('gives a refused draft a second chance: new wording goes back through the check and it can go live', async () => {
    const p = await h.person();
    const r = await create(p.token, { deceased_name: 'Jane', title: 'refuse-me' });
    await h.settle();
    expect((await h.api('GET', `/me/drafts/${r.body.id}`, { token: p.token })).body.status).toBe('blocked');
    expect((await h.api('PATCH', `/me/memorials/${r.body.id}`, { token: p.token, body: { title: 'Loved' } })).status).toBe(202);
    expect((await h.api('GET', `/me/drafts/${r.body.id}`, { token: p.token })).body.status).toBe('generating');
    await h.settle();
    expect((await h.api('GET', `/me/drafts/${r.body.id}`, { token: p.token })).body).toMatchObject({
      status: 'ready',
      reason: null,
      message: expect.stringMatching(/is live/),
    });
    expect((await h.api('GET', `/me/memorials/${r.body.id}/status`, { token: p.token })).body.url).toContain('/m/jane');
  });

  it('DraftStatus follows the memorial: generating while re-checked, blocked when refused, 404 once deleted', async () => {
    const p = await h.person();
    const id = await createLive(p.token);
    await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { title: 'Fresh words' } });
    expect((await h.api('GET', `/me/drafts/${id}`, { token: p.token })).body.status).toBe('generating');
    await h.settle();
    await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { is_published: false } });
    expect((await h.api('GET', `/me/drafts/${id}`, { token: p.token })).body).toMatchObject({
      status: 'ready',
      message: expect.stringMatching(/isn't public/),
    });
    await h.api('DELETE', `/me/memorials/${id}`, { token: p.token });
    expect((await h.api('GET', `/me/drafts/${id}`, { token: p.token })).status).toBe(404);
  });

  it('refuses a PATCH field it does not know instead of dropping it, and checks the design and the order of dates', async () => {
    const p = await h.person();
    const id = await createLive(p.token);
    const r = await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { obituary: 'new words' } });
    expect(r.status).toBe(422);
    expect(r.body.message).toMatch(/"obituary" can't be changed here \(the obituary is sent as "description"\)/);
    expect((await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { template_id: 999 } })).status).toBe(422);
    expect((await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { template_id: 1 } })).status).toBe(200);
    const dates = await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { birth_date: '2000-01-02', death_date: '2000-01-01' } });
    expect(dates.status).toBe(422);
    expect(dates.body.errors.death_date).toEqual([expect.stringMatching(/before the date of birth/)]);
    expect((await create(p.token, { deceased_name: 'X', birth_date: '2000-01-02', death_date: '1999-01-01' })).status).toBe(422);
  });

  it('says "1 second", and dates in words', async () => {
    const p = await h.person();
    const id = await createLive(p.token);
    await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { title: 'One' } });
    await h.advance(299);
    expect((await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { title: 'Two' } })).body.message).toMatch(/in 1 second\./);
    await h.api('DELETE', `/me/memorials/${id}`, { token: p.token });
    const r = await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { title: 'x' } });
    expect(r.body.message).toMatch(/until \d{1,2} [A-Z][a-z]+ \d{4}\./);
  });
});
