import { describe, expect, it } from 'vitest';
import { SANDBOX_CHOICES } from '../../shared/limits';
import { provision } from '../../sandbox/business/onboarding';
import { useSandbox } from './harness';

const h = useSandbox();

type Org = { id: number; name: string; token: string };

const DAY_MS = 24 * 60 * 60 * 1000;

function db() {
  return h.sandbox.context.db;
}

async function provisionVia(org: Org, body: Record<string, unknown>) {
  return h.api('POST', '/memorials', { token: org.token, body });
}

async function invite(org: Org, name = 'Mary Ellen Hughes', extra: Record<string, unknown> = {}) {
  const r = await provisionVia(org, { deceased_name: name, designated_owner: 'family', family_name: 'Sam Hughes', family_email: 'sam@example.com', ...extra });
  expect(r.status).toBe(201);
  return r.body;
}

async function complete(org: Org, name = 'Arthur Penhaligon', extra: Record<string, unknown> = {}) {
  const r = await provisionVia(org, { deceased_name: name, designated_owner: 'organization', action: 'complete', ...extra });
  expect(r.status).toBe(202);
  return r.body;
}

/** A memorial the organization supplied, already live. */
async function liveMemorial(org: Org, name = 'Arthur Penhaligon', extra: Record<string, unknown> = {}) {
  const p = await complete(org, name, extra);
  await h.settle();
  const row = db().one<{ memorial_id: number; slug: string }>('SELECT memorial_id, slug FROM onboardings WHERE id = ?', p.id)!;
  return { onboardingId: p.id as number, id: row.memorial_id, slug: row.slug };
}

function emailsTo(address: string) {
  return db().all<{ to_email: string; kind: string; subject: string; body: string; link: string }>(
    'SELECT to_email, kind, subject, body, link FROM sent_emails WHERE to_email = ? ORDER BY id',
    address,
  );
}

/** Spec 2.4 with every field; a pending memorial unless told otherwise. */
function memorial(fields: Record<string, unknown>) {
  return {
    id: null,
    slug: expect.any(String),
    status: 'awaiting_family',
    deceased_name: null,
    title: null,
    subtitle: null,
    description: null,
    birth_date: null,
    death_date: null,
    privacy: null,
    is_premium: false,
    web_url: null,
    created_at: expect.any(String),
    updated_at: expect.any(String),
    ...fields,
  };
}

/** Many memorials at once, straight through the business logic (the HTTP route is rate limited). */
function bulk(org: Org, count: number) {
  for (let i = 0; i < count; i++) {
    provision(h.sandbox.context, org.id, { deceased_name: `Person ${i}`, designated_owner: 'organization', action: 'complete' });
  }
}

const ENDPOINTS: Array<[string, string, unknown?]> = [
  ['GET', '/organization'],
  ['GET', '/owners'],
  ['GET', '/memorials'],
  ['POST', '/memorials', { deceased_name: 'A', designated_owner: 'organization', action: 'complete' }],
  ['GET', '/memorials/some-slug'],
  ['POST', '/memorials/1/invitation'],
];

describe('business tier authentication (spec 5)', () => {
  it('answers 401 without a valid token on every business endpoint', async () => {
    for (const [method, path, body] of ENDPOINTS) {
      for (const token of [undefined, 'mdb_not-a-real-token']) {
        const r = await h.api(method, path, { token, body });
        expect(r.status, `${method} ${path}`).toBe(401);
        expect(r.body).toEqual({ message: expect.any(String) });
      }
    }
  });

  it('answers 403 to a personal token on every business endpoint', async () => {
    const person = await h.person();
    for (const [method, path, body] of ENDPOINTS) {
      const r = await h.api(method, path, { token: person.token, body });
      expect(r.status, `${method} ${path}`).toBe(403);
      expect(r.body).toEqual({ message: expect.stringMatching(/business token/) });
    }
  });
});

describe('GET /organization', () => {
  it("answers the token's organization with its branding and no memorials yet", async () => {
    const org = await h.organization('Hughes & Sons', 'hughes');
    const r = await h.api('GET', '/organization', { token: org.token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      id: org.id,
      name: 'Hughes & Sons',
      subdomain: 'hughes',
      status: 'active',
      branding: { display_name: 'Hughes & Sons', white_label: false, brand_color: expect.stringMatching(/^#[0-9a-f]{6}$/i), logo_url: null },
      memorials: { live: 0, pending: 0 },
    });
  });

  it('counts live memorials, and pending ones awaiting the family or in progress', async () => {
    const org = await h.organization();
    await liveMemorial(org, 'Live One');
    await invite(org, 'Awaiting One');
    await complete(org, 'In Progress One');
    const r = await h.api('GET', '/organization', { token: org.token });
    expect(r.body.memorials).toEqual({ live: 1, pending: 2 });
    const other = await h.organization();
    expect((await h.api('GET', '/organization', { token: other.token })).body.memorials).toEqual({ live: 0, pending: 0 });
  });
});

describe('POST /memorials', () => {
  it('invites the family by default: 201 awaiting_family, and records the claim-link email without sending it', async () => {
    const org = await h.organization('Hughes & Sons');
    const r = await provisionVia(org, {
      deceased_name: 'Mary Ellen Hughes',
      designated_owner: 'family',
      family_name: 'Sam Hughes',
      family_email: 'sam@example.com',
    });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      id: expect.any(Number),
      status: 'awaiting_family',
      deceased_name: 'Mary Ellen Hughes',
      organization_id: org.id,
      family: { name: 'Sam Hughes', email: 'sam@example.com' },
      invitation_expires_at: expect.any(String),
      created_at: expect.any(String),
    });
    expect(Date.parse(r.body.invitation_expires_at) - Date.parse(r.body.created_at)).toBe(SANDBOX_CHOICES.invitationLifetimeDays * DAY_MS);
    const emails = emailsTo('sam@example.com');
    expect(emails).toEqual([
      {
        to_email: 'sam@example.com',
        kind: 'family_invitation',
        subject: expect.stringContaining('Mary Ellen Hughes'),
        body: expect.stringContaining('Hughes & Sons'),
        link: expect.stringMatching(new RegExp(`^${h.url}/claim/mdi_`)),
      },
    ]);
    expect(emails[0]!.body).toContain(emails[0]!.link);
  });

  it('keeps every field it was given on the pending memorial', async () => {
    const org = await h.organization();
    const p = await invite(org, 'Mary Ellen Hughes', {
      birth_date: '1941-03-02',
      death_date: '2026-01-15',
      privacy: 'restricted',
      title: 'Mum, Nan, friend',
      subtitle: 'Always in the garden',
      obituary: 'Mary loved her roses.',
    });
    const r = await h.api('GET', '/memorials/mary-ellen-hughes', { token: org.token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual(
      memorial({
        slug: 'mary-ellen-hughes',
        deceased_name: 'Mary Ellen Hughes',
        title: 'Mum, Nan, friend',
        subtitle: 'Always in the garden',
        description: 'Mary loved her roses.',
        birth_date: '1941-03-02',
        death_date: '2026-01-15',
        privacy: 'restricted',
        created_at: p.created_at,
      }),
    );
  });

  it('with action complete answers 202 in_progress, then goes live on its own (settle)', async () => {
    const org = await h.organization();
    const r = await provisionVia(org, { deceased_name: 'Arthur Penhaligon', designated_owner: 'organization', action: 'complete', title: 'A life at sea' });
    expect(r.status).toBe(202);
    expect(r.body).toEqual({
      id: expect.any(Number),
      status: 'in_progress',
      deceased_name: 'Arthur Penhaligon',
      organization_id: org.id,
      family: null,
      invitation_expires_at: null,
      created_at: expect.any(String),
    });
    const pending = await h.api('GET', '/memorials/arthur-penhaligon', { token: org.token });
    expect(pending.body).toEqual(memorial({ slug: 'arthur-penhaligon', status: 'in_progress', deceased_name: 'Arthur Penhaligon', title: 'A life at sea' }));
    expect(db().all('SELECT id FROM sent_emails')).toEqual([]);

    await h.settle();
    const live = await h.api('GET', '/memorials/arthur-penhaligon', { token: org.token });
    expect(live.status).toBe(200);
    expect(live.body).toEqual(
      memorial({
        id: expect.any(Number),
        slug: 'arthur-penhaligon',
        status: 'live',
        deceased_name: 'Arthur Penhaligon',
        title: 'A life at sea',
        web_url: `${h.url}/m/arthur-penhaligon`,
        created_at: r.body.created_at,
      }),
    );
    const row = db().one<Record<string, unknown>>('SELECT * FROM memorials WHERE id = ?', live.body.id)!;
    const admin = db().one<{ admin_person_id: number }>('SELECT admin_person_id FROM organizations WHERE id = ?', org.id)!;
    expect(row).toMatchObject({
      organization_id: org.id,
      created_via: 'business',
      owner_person_id: admin.admin_person_id,
      moderation_status: 'passed',
      draft_status: 'ready',
      is_published: 1,
    });
    expect(db().one('SELECT status, memorial_id FROM onboardings WHERE id = ?', r.body.id)).toEqual({ status: 'live', memorial_id: live.body.id });
  });

  it('goes live when the safety delay has passed on the sandbox clock, not before', async () => {
    await h.control('PUT', '/__sandbox/settings', { safety_delay_ms: 60_000 });
    const org = await h.organization();
    await complete(org);
    await h.advance(55);
    expect((await h.api('GET', '/memorials/arthur-penhaligon', { token: org.token })).body.status).toBe('in_progress');
    await h.advance(6);
    expect((await h.api('GET', '/memorials/arthur-penhaligon', { token: org.token })).body.status).toBe('live');
  });

  it('gives the family object when only part of it is known, and null when none', async () => {
    const org = await h.organization();
    const named = await complete(org, 'A', { family_name: 'Sam' });
    expect(named.family).toEqual({ name: 'Sam', email: null });
    const emailed = await provisionVia(org, { deceased_name: 'B', designated_owner: 'both', family_email: 'b@example.com' });
    expect(emailed.status).toBe(201);
    expect(emailed.body.family).toEqual({ name: null, email: 'b@example.com' });
  });

  it('gives each memorial its own web address name, shared with personal memorials', async () => {
    const org = await h.organization();
    db().insert('memorials', { slug: 'zoe-obrien', deceased_name: 'x', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' });
    await invite(org, "Zoë O'Brien");
    await complete(org, "Zoë O'Brien");
    await h.settle();
    const list = await h.api('GET', '/memorials', { token: org.token });
    expect(list.body.data.map((m: { slug: string }) => m.slug)).toEqual(['zoe-obrien-3', 'zoe-obrien-2']);
  });

  it('answers 422 in plain words when the request is not valid', async () => {
    const org = await h.organization();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ designated_owner: 'family', family_email: 'a@example.com' }, 'deceased_name'],
      [{ deceased_name: '   ', designated_owner: 'family', family_email: 'a@example.com' }, 'deceased_name'],
      [{ deceased_name: 'x'.repeat(256), designated_owner: 'family', family_email: 'a@example.com' }, 'deceased_name'],
      [{ deceased_name: 'A', family_email: 'a@example.com' }, 'designated_owner'],
      [{ deceased_name: 'A', designated_owner: 'cousin', family_email: 'a@example.com' }, 'designated_owner'],
      [{ deceased_name: 'A', designated_owner: 'family', action: 'publish', family_email: 'a@example.com' }, 'action'],
      [{ deceased_name: 'A', designated_owner: 'family', family_email: 'not-an-email' }, 'family_email'],
      [{ deceased_name: 'A', designated_owner: 'family', family_email: 'a@example.com', birth_date: '1950-02-30' }, 'birth_date'],
      [{ deceased_name: 'A', designated_owner: 'family', family_email: 'a@example.com', privacy: 'secret' }, 'privacy'],
      [{ deceased_name: 'A', designated_owner: 'organization', action: 'complete', obituary: 'x'.repeat(10_001) }, 'obituary'],
      [{ deceased_name: 'A', designated_owner: 'family', family_email: 'a@example.com', birth_date: '2000-01-02', death_date: '2000-01-01' }, 'death_date'],
    ];
    for (const [body, field] of cases) {
      const r = await provisionVia(org, body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body).toEqual({ message: expect.any(String), errors: { [field]: [expect.any(String)] } });
    }
    expect((await h.api('GET', '/organization', { token: org.token })).body.memorials).toEqual({ live: 0, pending: 0 });
  });

  it('needs the family email to invite, and says how to go on without one', async () => {
    const org = await h.organization();
    const r = await provisionVia(org, { deceased_name: 'A', designated_owner: 'family', family_name: 'Sam' });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({
      message: expect.stringMatching(/email address.*action complete/),
      errors: { family_email: [expect.any(String)] },
    });
  });

  it('accepts the limits exactly at their values', async () => {
    const org = await h.organization();
    const r = await provisionVia(org, {
      deceased_name: 'x'.repeat(255),
      designated_owner: 'organization',
      action: 'complete',
      title: 't'.repeat(255),
      obituary: 'o'.repeat(10_000),
      birth_date: '2000-01-01',
      death_date: '2000-01-01',
    });
    expect(r.status).toBe(202);
  });
});

describe('GET /memorials', () => {
  it('lists live and pending memorials together, newest first, with the default pagination', async () => {
    const org = await h.organization();
    const first = await liveMemorial(org, 'First Person');
    await h.advance(60);
    await invite(org, 'Second Person');
    await h.advance(60);
    await complete(org, 'Third Person');
    const r = await h.api('GET', '/memorials', { token: org.token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      data: [
        memorial({ slug: 'third-person', status: 'in_progress', deceased_name: 'Third Person' }),
        memorial({ slug: 'second-person', status: 'awaiting_family', deceased_name: 'Second Person' }),
        memorial({ id: first.id, slug: 'first-person', status: 'live', deceased_name: 'First Person', web_url: `${h.url}/m/first-person` }),
      ],
      pagination: { page: 1, per_page: 25, total: 3, total_pages: 1 },
    });
  });

  it('breaks ties of the same creation time by the later one first', async () => {
    const org = await h.organization();
    const a = await invite(org, 'Tie A');
    const b = await invite(org, 'Tie B');
    db().run('UPDATE onboardings SET created_at = ? WHERE id IN (?, ?)', '2026-01-01T00:00:00.000Z', a.id, b.id);
    const r = await h.api('GET', '/memorials', { token: org.token });
    expect(r.body.data.map((m: { deceased_name: string }) => m.deceased_name)).toEqual(['Tie B', 'Tie A']);
  });

  it('answers an empty first page with no pages when there is nothing', async () => {
    const org = await h.organization();
    const r = await h.api('GET', '/memorials', { token: org.token });
    expect(r.body).toEqual({ data: [], pagination: { page: 1, per_page: 25, total: 0, total_pages: 0 } });
  });

  it('pages at per_page 1 and 100, and answers an empty page past the end', async () => {
    const org = await h.organization();
    bulk(org, 101);
    const one = await h.api('GET', '/memorials?per_page=1&page=2', { token: org.token });
    expect(one.status).toBe(200);
    expect(one.body.data).toHaveLength(1);
    expect(one.body.pagination).toEqual({ page: 2, per_page: 1, total: 101, total_pages: 101 });

    const hundred = await h.api('GET', '/memorials?per_page=100', { token: org.token });
    expect(hundred.body.data).toHaveLength(100);
    expect(hundred.body.pagination).toEqual({ page: 1, per_page: 100, total: 101, total_pages: 2 });
    const last = await h.api('GET', '/memorials?per_page=100&page=2', { token: org.token });
    expect(last.body.data).toHaveLength(1);

    const defaults = await h.api('GET', '/memorials', { token: org.token });
    expect(defaults.body.data).toHaveLength(25);
    expect(defaults.body.pagination).toEqual({ page: 1, per_page: 25, total: 101, total_pages: 5 });

    const past = await h.api('GET', '/memorials?per_page=100&page=3', { token: org.token });
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ data: [], pagination: { page: 3, per_page: 100, total: 101, total_pages: 2 } });
  });

  it('answers 422 for a page or page size outside the limits, or an unreadable date', async () => {
    const org = await h.organization();
    const cases: Array<[string, string]> = [
      ['per_page=0', 'per_page'],
      ['per_page=101', 'per_page'],
      ['per_page=ten', 'per_page'],
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
      ['created_after=yesterday', 'created_after'],
      ['created_before=2026-01-01', 'created_before'],
    ];
    for (const [query, field] of cases) {
      const r = await h.api('GET', `/memorials?${query}`, { token: org.token });
      expect(r.status, query).toBe(422);
      expect(r.body).toEqual({ message: expect.any(String), errors: { [field]: [expect.any(String)] } });
    }
  });

  it('filters by deceased name or title, ignoring case', async () => {
    const org = await h.organization();
    await invite(org, 'Mary Ellen Hughes', { title: 'Our Nan' });
    await liveMemorial(org, 'Arthur Penhaligon', { title: 'Captain of the MARY ROSE' });
    await complete(org, 'Edith Crawley');
    const names = async (q: string) =>
      (await h.api('GET', `/memorials?q=${encodeURIComponent(q)}`, { token: org.token })).body.data
        .map((m: { deceased_name: string }) => m.deceased_name)
        .sort();
    expect(await names('mary')).toEqual(['Arthur Penhaligon', 'Mary Ellen Hughes']);
    expect(await names('NAN')).toEqual(['Mary Ellen Hughes']);
    expect(await names('crawl')).toEqual(['Edith Crawley']);
    expect(await names('nobody')).toEqual([]);
    const r = await h.api('GET', '/memorials?q=mary&per_page=1', { token: org.token });
    expect(r.body.pagination).toEqual({ page: 1, per_page: 1, total: 2, total_pages: 2 });
  });

  it('filters by creation time, inclusive at exactly the boundary', async () => {
    const org = await h.organization();
    const older = await invite(org, 'Older');
    await h.advance(60);
    const middle = await invite(org, 'Middle');
    await h.advance(60);
    await complete(org, 'Newer');
    const names = async (query: string) =>
      (await h.api('GET', `/memorials?${query}`, { token: org.token })).body.data.map((m: { deceased_name: string }) => m.deceased_name);
    const at = encodeURIComponent(middle.created_at);
    expect(await names(`created_after=${at}`)).toEqual(['Newer', 'Middle']);
    expect(await names(`created_before=${at}`)).toEqual(['Middle', 'Older']);
    expect(await names(`created_after=${at}&created_before=${at}`)).toEqual(['Middle']);
    expect(await names(`created_before=${encodeURIComponent(new Date(Date.parse(older.created_at) - 1).toISOString())}`)).toEqual([]);
    // The same instant written with an offset.
    const local = new Date(Date.parse(middle.created_at) + 2 * 60 * 60 * 1000).toISOString().replace('Z', '+02:00');
    expect(await names(`created_after=${encodeURIComponent(local)}&created_before=${encodeURIComponent(local)}`)).toEqual(['Middle']);
  });

  it("shows only the token's organization", async () => {
    const a = await h.organization();
    const b = await h.organization();
    await invite(a, 'Only In A');
    await liveMemorial(a, 'Also In A');
    const r = await h.api('GET', '/memorials', { token: b.token });
    expect(r.body).toEqual({ data: [], pagination: { page: 1, per_page: 25, total: 0, total_pages: 0 } });
  });

  it('leaves out a live memorial its owner deleted', async () => {
    const org = await h.organization();
    const live = await liveMemorial(org);
    db().run('UPDATE memorials SET deleted_at = ?, recoverable_until = ? WHERE id = ?', '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', live.id);
    expect((await h.api('GET', '/memorials', { token: org.token })).body.data).toEqual([]);
    expect((await h.api('GET', `/memorials/${live.id}`, { token: org.token })).status).toBe(404);
    expect((await h.api('GET', '/organization', { token: org.token })).body.memorials).toEqual({ live: 0, pending: 0 });
  });
});

describe('GET /memorials/{memorial}', () => {
  it('finds a live memorial by its id and by its slug, with later changes to the memorial showing through', async () => {
    const org = await h.organization();
    const live = await liveMemorial(org, 'Arthur Penhaligon', {
      birth_date: '1930-05-01',
      death_date: '2026-02-02',
      privacy: 'public',
      obituary: 'He sailed.',
    });
    db().run("UPDATE memorials SET title = 'Grandad', is_premium = 1 WHERE id = ?", live.id);
    const expected = memorial({
      id: live.id,
      slug: 'arthur-penhaligon',
      status: 'live',
      deceased_name: 'Arthur Penhaligon',
      title: 'Grandad',
      description: 'He sailed.',
      birth_date: '1930-05-01',
      death_date: '2026-02-02',
      privacy: 'public',
      is_premium: true,
      web_url: `${h.url}/m/arthur-penhaligon`,
    });
    const byId = await h.api('GET', `/memorials/${live.id}`, { token: org.token });
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(expected);
    const bySlug = await h.api('GET', '/memorials/arthur-penhaligon', { token: org.token });
    expect(bySlug.body).toEqual(byId.body);
  });

  it('gives no web address while the memorial is unpublished', async () => {
    const org = await h.organization();
    const live = await liveMemorial(org);
    db().run('UPDATE memorials SET is_published = 0 WHERE id = ?', live.id);
    const r = await h.api('GET', `/memorials/${live.id}`, { token: org.token });
    expect(r.body).toMatchObject({ status: 'live', web_url: null });
  });

  it('finds a pending memorial by slug only, never by its onboarding number', async () => {
    const org = await h.organization();
    const p = await invite(org);
    expect((await h.api('GET', `/memorials/${p.id}`, { token: org.token })).status).toBe(404);
    const r = await h.api('GET', '/memorials/mary-ellen-hughes', { token: org.token });
    expect(r.status).toBe(200);
    expect(r.body.id).toBeNull();
  });

  it("answers 404 for another organization's memorial, by id or by slug", async () => {
    const a = await h.organization();
    const b = await h.organization();
    const live = await liveMemorial(a);
    await invite(a, 'Pending In A');
    for (const ref of [String(live.id), live.slug, 'pending-in-a']) {
      const r = await h.api('GET', `/memorials/${ref}`, { token: b.token });
      expect(r.status, ref).toBe(404);
      expect(r.body).toEqual({ message: expect.any(String) });
    }
  });

  it('answers 404 for something that does not exist, and for a personal memorial', async () => {
    const org = await h.organization();
    const id = db().insert('memorials', {
      slug: 'personal-one',
      deceased_name: 'x',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    });
    for (const ref of ['no-such-memorial', '999999', String(id), 'personal-one']) {
      expect((await h.api('GET', `/memorials/${ref}`, { token: org.token })).status, ref).toBe(404);
    }
  });

  it('finds by slug a memorial whose slug is all digits', async () => {
    const org = await h.organization();
    await invite(org, '1984');
    const r = await h.api('GET', '/memorials/1984', { token: org.token });
    expect(r.status).toBe(200);
    expect(r.body.slug).toBe('1984');
  });
});

describe('POST /memorials/{onboarding}/invitation', () => {
  it('rotates the claim link, renews the expiry and records the email again', async () => {
    const org = await h.organization();
    const p = await invite(org);
    const hashBefore = db().one<{ claim_token_hash: string }>('SELECT claim_token_hash FROM onboardings WHERE id = ?', p.id)!.claim_token_hash;
    await h.advance(3 * 24 * 60 * 60);
    const r = await h.api('POST', `/memorials/${p.id}/invitation`, { token: org.token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ...p, invitation_expires_at: expect.any(String) });
    expect(Date.parse(r.body.invitation_expires_at) - Date.parse(p.invitation_expires_at)).toBeGreaterThanOrEqual(3 * DAY_MS);
    const emails = emailsTo('sam@example.com');
    expect(emails).toHaveLength(2);
    expect(emails[1]!.link).not.toBe(emails[0]!.link);
    const hashAfter = db().one<{ claim_token_hash: string }>('SELECT claim_token_hash FROM onboardings WHERE id = ?', p.id)!.claim_token_hash;
    expect(hashAfter).not.toBe(hashBefore);
    expect((await h.api('GET', '/memorials/mary-ellen-hughes', { token: org.token })).body.status).toBe('awaiting_family');
  });

  it('renews an invitation that has already run out', async () => {
    const org = await h.organization();
    const p = await invite(org);
    await h.advance((SANDBOX_CHOICES.invitationLifetimeDays + 1) * 24 * 60 * 60);
    const r = await h.api('POST', `/memorials/${p.id}/invitation`, { token: org.token });
    expect(r.status).toBe(200);
    expect(Date.parse(r.body.invitation_expires_at)).toBeGreaterThan(h.sandbox.context.clock.nowMs());
  });

  it('answers 404 when there is no pending invitation', async () => {
    const org = await h.organization();
    const other = await h.organization();
    const inProgress = await complete(org);
    const live = await liveMemorial(org, 'Live One');
    const invited = await invite(org);
    const claimed = await invite(org, 'Claimed One', { family_email: 'claimed@example.com' });
    expect((await h.control('POST', `/__sandbox/invitations/${claimed.id}/claim`)).status).toBe(200);
    const cases: Array<[Org, number]> = [
      [org, inProgress.id],
      [org, live.onboardingId],
      [org, claimed.id],
      [org, 999_999],
      [other, invited.id],
    ];
    for (const [who, id] of cases) {
      const r = await h.api('POST', `/memorials/${id}/invitation`, { token: who.token });
      expect(r.status, String(id)).toBe(404);
      expect(r.body).toEqual({ message: expect.stringMatching(/no invitation waiting/) });
    }
    expect(emailsTo('sam@example.com')).toHaveLength(1);
  });

  it('answers 422 when the number is not a whole number', async () => {
    const org = await h.organization();
    for (const ref of ['abc', '0']) {
      const r = await h.api('POST', `/memorials/${ref}/invitation`, { token: org.token });
      expect(r.status, ref).toBe(422);
      expect(r.body).toEqual({ message: expect.any(String), errors: { onboarding: [expect.any(String)] } });
    }
  });
});

describe('POST /__sandbox/invitations/{onboarding}/claim', () => {
  it('the family completes the memorial: in_progress, then live, looked after by the person who claimed it', async () => {
    const org = await h.organization();
    const person = await h.person('Samantha Hughes', 'samantha@example.com');
    const p = await invite(org);
    const r = await h.control('POST', `/__sandbox/invitations/${p.id}/claim`, { person_id: person.id });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      ...p,
      status: 'in_progress',
      family: { name: 'Samantha Hughes', email: 'samantha@example.com' },
      invitation_expires_at: null,
    });
    expect((await h.api('GET', '/memorials/mary-ellen-hughes', { token: org.token })).body).toMatchObject({ status: 'in_progress', id: null });

    await h.settle();
    const live = await h.api('GET', '/memorials/mary-ellen-hughes', { token: org.token });
    expect(live.body).toMatchObject({ status: 'live', id: expect.any(Number), web_url: `${h.url}/m/mary-ellen-hughes` });
    expect(db().one('SELECT owner_person_id, organization_id FROM memorials WHERE id = ?', live.body.id)).toEqual({
      owner_person_id: person.id,
      organization_id: org.id,
    });
    const owners = await h.api('GET', '/owners', { token: org.token });
    expect(owners.body.data).toEqual([
      { memorial_id: live.body.id, slug: 'mary-ellen-hughes', role: 'family', owner: { name: 'Samantha Hughes', email: 'samantha@example.com' } },
    ]);
  });

  it('without person_id, the owner is the person with the invited email address, made if need be', async () => {
    const org = await h.organization();
    const p = await invite(org);
    expect((await h.control('POST', `/__sandbox/invitations/${p.id}/claim`)).status).toBe(200);
    await h.settle();
    const person = db().one<{ id: number; name: string }>("SELECT id, name FROM people WHERE email = 'sam@example.com'")!;
    expect(person.name).toBe('Sam Hughes');
    const m = db().one<{ owner_person_id: number }>("SELECT owner_person_id FROM memorials WHERE slug = 'mary-ellen-hughes'")!;
    expect(m.owner_person_id).toBe(person.id);

    const known = await h.person('Known Person', 'known@example.com');
    const q = await invite(org, 'Second', { family_email: 'KNOWN@example.com' });
    expect((await h.control('POST', `/__sandbox/invitations/${q.id}/claim`, {})).status).toBe(200);
    await h.settle();
    expect(db().one("SELECT owner_person_id FROM memorials WHERE slug = 'second'")).toEqual({ owner_person_id: known.id });
  });

  it('answers 404 when nothing is awaiting the family there', async () => {
    const org = await h.organization();
    const inProgress = await complete(org);
    const live = await liveMemorial(org, 'Live One');
    for (const id of [inProgress.id, live.onboardingId, 999_999]) {
      const r = await h.control('POST', `/__sandbox/invitations/${id}/claim`);
      expect(r.status, String(id)).toBe(404);
      expect(r.body).toEqual({ message: expect.any(String) });
    }
  });

  it('answers 422 for an unknown person or an invitation that has run out', async () => {
    const org = await h.organization();
    const p = await invite(org);
    const unknown = await h.control('POST', `/__sandbox/invitations/${p.id}/claim`, { person_id: 999_999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ message: expect.any(String), errors: { person_id: [expect.any(String)] } });
    await h.advance(SANDBOX_CHOICES.invitationLifetimeDays * 24 * 60 * 60);
    const expired = await h.control('POST', `/__sandbox/invitations/${p.id}/claim`);
    expect(expired.status).toBe(422);
    expect(expired.body.message).toMatch(/run out/);
    // A fresh invitation can be claimed.
    expect((await h.api('POST', `/memorials/${p.id}/invitation`, { token: org.token })).status).toBe(200);
    expect((await h.control('POST', `/__sandbox/invitations/${p.id}/claim`)).status).toBe(200);
  });
});

describe('GET /owners', () => {
  it('lists who looks after each live memorial: the family, the organization, or both', async () => {
    const org = await h.organization('Hughes & Sons', 'hughes');
    const family = await liveMemorial(org, 'Family One', { designated_owner: 'family', family_name: 'Jo', family_email: 'jo@example.com' });
    await h.advance(60);
    const organization = await liveMemorial(org, 'Org One');
    await h.advance(60);
    const both = await liveMemorial(org, 'Both One', { designated_owner: 'both', family_name: 'Kim' });
    await invite(org, 'Pending One');
    await complete(org, 'In Progress One');
    const admin = db().one<{ email: string }>('SELECT p.email FROM people p JOIN organizations o ON o.admin_person_id = p.id WHERE o.id = ?', org.id)!;

    const r = await h.api('GET', '/owners', { token: org.token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      data: [
        { memorial_id: both.id, slug: 'both-one', role: 'family', owner: { name: 'Kim', email: null } },
        { memorial_id: both.id, slug: 'both-one', role: 'organization', owner: { name: 'Hughes & Sons', email: admin.email } },
        { memorial_id: organization.id, slug: 'org-one', role: 'organization', owner: { name: 'Hughes & Sons', email: admin.email } },
        { memorial_id: family.id, slug: 'family-one', role: 'family', owner: { name: 'Jo', email: 'jo@example.com' } },
      ],
    });
  });

  it("answers an empty list to an organization with no live memorials, and never another organization's", async () => {
    const a = await h.organization();
    const b = await h.organization();
    await liveMemorial(a);
    expect((await h.api('GET', '/owners', { token: b.token })).body).toEqual({ data: [] });
  });
});

describe('the safety check of an organization’s wording (spec 1)', () => {
  it('keeps refused wording from going live and tells the organization why', async () => {
    const org = await h.organization();
    const p = await complete(org, 'Walter refuse-me Grey');
    await h.settle();
    const slug = db().one<{ slug: string }>('SELECT slug FROM onboardings WHERE id = ?', p.id)!.slug;
    const found = await h.api('GET', `/memorials/${slug}`, { token: org.token });
    expect(found.body).toMatchObject({ status: 'in_progress', id: null, web_url: null });
    const list = await h.api('GET', '/memorials', { token: org.token });
    expect(list.body.data).toEqual([expect.objectContaining({ status: 'in_progress', id: null, web_url: null })]);
    const emails = h.sandbox.context.db.all<{ kind: string; body: string }>("SELECT kind, body FROM sent_emails WHERE kind = 'safety_check_refused'");
    expect(emails).toEqual([{ kind: 'safety_check_refused', body: expect.stringContaining('refuse-me') }]);
  });
});
