// Conformance suite for the Memorial Service API (shared/spec/memorial-api.md), driven through the
// sandbox control API (shared/spec/sandbox-control.md): the business tier. Black box: the implementation is
// a separate process; nothing of it is imported. Each file has its own sandbox (suite.ts).
import { describe, it, expect, beforeAll } from 'vitest';
import { request, unwrap, expectShape, PERSONAL_MEMORIAL, BUSINESS_MEMORIAL, PROVISION_RESULT, ORGANIZATION, OWNER_ENTRY, type Res } from './helpers';
import { c, expectMessage } from './suite';

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

  it("GET /owners lists owner entries for the organization's memorials", async () => {
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
