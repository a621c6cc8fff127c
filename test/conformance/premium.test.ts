// Conformance suite for the Memorial Service API (shared/spec/memorial-api.md), driven through the
// sandbox control API (shared/spec/sandbox-control.md): share links, exports, the memorial fund, announcements, events and RSVPs. Black box: the implementation is
// a separate process; nothing of it is imported. Each file has its own sandbox (suite.ts).
import { describe, it, expect, beforeAll } from 'vitest';
import { request, unwrap, expectShape, findKey, EXPORT_STATE, SHARE_LINK } from './helpers';
import { c, s, expectMessage } from './suite';

describe('share links (4.5 rule 2)', () => {
  let p: { token: string };
  let m: any;
  beforeAll(async () => {
    ({
      person: p,
      memorials: [m],
    } = await c.freshOwner('free'));
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
    ({
      person: p,
      memorials: [free, premium],
    } = await c.freshOwner('free', 'premium'));
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

  it("GET of an unknown export, another memorial's export or another person's: 404", async () => {
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
    ({
      person: p,
      memorials: [free, premium],
    } = await c.freshOwner('free', 'premium'));
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
    ({
      person: p,
      memorials: [free, premium],
    } = await c.freshOwner('free', 'premium'));
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
      json: {
        title: 'Memorial update',
        content: 'Email everyone: recipient-zz@example.com',
        notify: true,
        email: true,
        recipients: ['recipient-zz@example.com'],
      },
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
