import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from './harness';

const h = useSandbox();

beforeEach(async () => {
  // These tests make many calls with one token; the rate limit is tested in core.test.ts.
  await h.control('PUT', '/__sandbox/settings', { rate_limits: { personal: 1000 } });
});

const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'";

async function setup(name = 'Eleanor Rigby') {
  const p = await h.person();
  const r = await h.api('POST', '/me/memorials', { token: p.token, body: { deceased_name: name } });
  await h.settle();
  return { p, m: r.body.id as number };
}

const share = (token: string, m: number, body: unknown) => h.api('POST', `/me/memorials/${m}/share-link`, { token, body });
const patch = (token: string, m: number, body: unknown) => h.api('PATCH', `/me/memorials/${m}`, { token, body });

interface Page {
  status: number;
  headers: Headers;
  html: string;
}

async function open(url: string): Promise<Page> {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

async function accept(url: string, email: string): Promise<Page> {
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }),
  });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

function expectPageHeaders(page: Page) {
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(page.headers.get('content-security-policy')).toBe(CSP);
  expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  expect(page.headers.get('cache-control')).toBe('no-store');
  expect(page.headers.get('referrer-policy')).toBe('no-referrer');
}

const listed = async (token: string) => (await h.api('GET', '/me/memorials', { token })).body.data.map((m: { id: number }) => m.id);

describe('POST /me/memorials/{id}/share-link (rule 2)', () => {
  it('answers 200 with the role, a link, what it grants and a warning to read aloud', async () => {
    const { p, m } = await setup();
    const r = await share(p.token, m, { role: 'moderator' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      role: 'moderator',
      url: expect.stringMatching(new RegExp(`^${h.url}/s/[A-Za-z0-9_-]{43}$`)),
      grants: 'Can see the memorial and look after its tributes: approve, reject, hide and pin them.',
      message: expect.stringContaining('This is the moderator link for the memorial for Eleanor Rigby. Whoever has it becomes a moderator'),
    });
    expect(r.body.message).toContain('Share it only with people you trust.');
  });

  it('reuses the live link for a role until fresh rotates it; the old link then stops working', async () => {
    const { p, m } = await setup();
    const first = await share(p.token, m, { role: 'owner' });
    const again = await share(p.token, m, { role: 'owner', fresh: false });
    expect(again.body.url).toBe(first.body.url);
    expect(again.body.message).toContain('This is the same link as before.');
    const other = await share(p.token, m, { role: 'moderator' });
    expect(other.body.url).not.toBe(first.body.url);

    const fresh = await share(p.token, m, { role: 'owner', fresh: true });
    expect(fresh.status).toBe(200);
    expect(fresh.body.url).not.toBe(first.body.url);
    expect(fresh.body.message).toContain('The previous owner link no longer works.');
    expect((await share(p.token, m, { role: 'owner' })).body.url).toBe(fresh.body.url);

    const old = await open(first.body.url);
    expect(old.status).toBe(404);
    expectPageHeaders(old);
    expect(old.html).toContain('This link no longer works');
    expect((await accept(first.body.url, p.email)).status).toBe(404);
    expect((await open(fresh.body.url)).status).toBe(200);
    // Other roles' links are untouched.
    expect((await open(other.body.url)).status).toBe(200);
  });

  it('answers 422 role_unavailable for viewer on a public memorial, and for contributor when tributes are off', async () => {
    const { p, m } = await setup();
    const viewer = await share(p.token, m, { role: 'viewer' });
    expect(viewer.status).toBe(422);
    expect(viewer.body).toEqual({ code: 'role_unavailable', message: expect.stringContaining('This memorial is public, so anyone can already see it') });
    await patch(p.token, m, { privacy: 'private' });
    expect((await share(p.token, m, { role: 'viewer' })).status).toBe(200);

    expect((await share(p.token, m, { role: 'contributor' })).status).toBe(200);
    await patch(p.token, m, { contributions_enabled: false });
    const contributor = await share(p.token, m, { role: 'contributor' });
    expect(contributor.status).toBe(422);
    expect(contributor.body).toEqual({ code: 'role_unavailable', message: expect.stringContaining('not taking tributes') });
  });

  it('checks the body: role is required and must be one of the four', async () => {
    const { p, m } = await setup();
    expect((await share(p.token, m, {})).body).toEqual({ message: 'The role is required.', errors: { role: ['The role is required.'] } });
    expect((await share(p.token, m, { role: 'admin' })).body.errors).toEqual({ role: ['The role must be viewer, contributor, moderator or owner.'] });
    expect((await share(p.token, m, { role: 'owner', fresh: 'yes' })).body.errors).toEqual({ fresh: ['Fresh must be true or false.'] });
  });

  it('answers 401, 403, 404 (also for a moderator: only owners make links), 422 on a deleted memorial', async () => {
    const { p, m } = await setup();
    const other = await h.person();
    const org = await h.organization();
    expect((await h.api('POST', `/me/memorials/${m}/share-link`, { body: { role: 'owner' } })).status).toBe(401);
    expect((await share(org.token, m, { role: 'owner' })).status).toBe(403);
    expect((await share(other.token, m, { role: 'owner' })).status).toBe(404);

    const moderator = await h.person();
    await accept((await share(p.token, m, { role: 'moderator' })).body.url, moderator.email);
    expect((await share(moderator.token, m, { role: 'owner' })).status).toBe(404);

    const link = await share(p.token, m, { role: 'owner' });
    await h.api('DELETE', `/me/memorials/${m}`, { token: p.token });
    const deleted = await share(p.token, m, { role: 'owner' });
    expect(deleted.status).toBe(422);
    expect(deleted.body.message).toMatch(/was deleted/);
    expect((await open(link.body.url)).status).toBe(404);
  });
});

describe('opening a share link: /s/{token}', () => {
  it('shows what the link grants and asks for a sandbox person’s email', async () => {
    const { p, m } = await setup();
    const link = await share(p.token, m, { role: 'moderator' });
    const page = await open(link.body.url);
    expect(page.status).toBe(200);
    expectPageHeaders(page);
    expect(page.html).toContain('You were sent a link to the memorial for Eleanor Rigby');
    expect(page.html).toContain('Accepting makes you a moderator');
    expect(page.html).toContain(link.body.grants);
    expect(page.html).toContain(`action="/s/${link.body.url.split('/s/')[1]}"`);
    expect(page.html).toContain('name="email"');
    // Opening alone grants nothing.
    expect(h.sandbox.context.db.all('SELECT * FROM memorial_roles')).toEqual([]);
    const unknown = await open(`${h.url}/s/not-a-token`);
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('This link no longer works');
  });

  it('grants moderator end to end: the person’s token then lists the memorial and moderates its tributes', async () => {
    const { p, m } = await setup();
    const helper = await h.person('June Parker');
    expect(await listed(helper.token)).toEqual([]);
    expect((await h.api('GET', `/memorials/${m}/contributions`, { token: helper.token })).status).toBe(404);

    const link = await share(p.token, m, { role: 'moderator' });
    const done = await accept(link.body.url, helper.email.toUpperCase());
    expect(done.status).toBe(200);
    expectPageHeaders(done);
    expect(done.html).toContain('You are now a moderator of the memorial for Eleanor Rigby');
    expect(h.sandbox.context.db.all('SELECT memorial_id, person_id, role FROM memorial_roles')).toEqual([
      { memorial_id: m, person_id: helper.id, role: 'moderator' },
    ]);

    expect(await listed(helper.token)).toEqual([m]);
    const t = await h.control('POST', `/__sandbox/memorials/${m}/contributions`, { body: 'We miss her.', author_name: 'Sam' });
    await h.settle();
    expect((await h.api('POST', `/contributions/${t.body.id}/approve`, { token: helper.token })).status).toBe(200);
    // A moderator looks after tributes; the wording, the settings and deleting stay with the owners.
    expect((await h.api('PATCH', `/me/memorials/${m}`, { token: helper.token, body: { title: 'Changed' } })).status).toBe(404);
    expect((await h.api('PATCH', `/me/memorials/${m}`, { token: helper.token, body: { hide_from_search: true } })).status).toBe(404);
    expect((await h.api('DELETE', `/me/memorials/${m}`, { token: helper.token })).status).toBe(404);
  });

  it('grants owner end to end: listed, and the owner-only features open up', async () => {
    const { p, m } = await setup();
    const coOwner = await h.person();
    await accept((await share(p.token, m, { role: 'owner' })).body.url, coOwner.email);
    expect(await listed(coOwner.token)).toEqual([m]);
    expect((await h.api('GET', `/me/memorials/${m}/fund`, { token: coOwner.token })).status).toBe(200);
    expect((await share(coOwner.token, m, { role: 'moderator' })).status).toBe(200);
  });

  it('viewer and contributor get no management access', async () => {
    const { p, m } = await setup();
    const contributor = await h.person();
    await accept((await share(p.token, m, { role: 'contributor' })).body.url, contributor.email);
    await patch(p.token, m, { privacy: 'private' });
    const viewer = await h.person();
    const page = await accept((await share(p.token, m, { role: 'viewer' })).body.url, viewer.email);
    expect(page.html).toContain('You are now a viewer of the memorial for Eleanor Rigby');
    for (const person of [viewer, contributor]) {
      expect(await listed(person.token)).toEqual([]);
      expect((await h.api('GET', `/me/memorials/${m}`, { token: person.token })).status).toBe(404);
      expect((await h.api('GET', `/memorials/${m}/contributions`, { token: person.token })).status).toBe(404);
    }
  });

  it('asks again, with the problem, for a missing or unknown email (422), granting nothing', async () => {
    const { p, m } = await setup();
    const link = await share(p.token, m, { role: 'owner' });
    const empty = await accept(link.body.url, '  ');
    expect(empty.status).toBe(422);
    expectPageHeaders(empty);
    expect(empty.html).toContain('Please give your email address to accept.');
    const unknown = await accept(link.body.url, 'nobody@example.com');
    expect(unknown.status).toBe(422);
    expect(unknown.html).toContain('No one in this sandbox has that email address.');
    expect(unknown.html).toContain('value="nobody@example.com"');
    expect(unknown.html).toMatch(/<title>Error: /);
    expect(h.sandbox.context.db.all('SELECT * FROM memorial_roles')).toEqual([]);
  });

  it('never takes a stronger role away, upgrades a weaker one, and changes nothing for the creator', async () => {
    const { p, m } = await setup();
    await patch(p.token, m, { privacy: 'private' });
    const person = await h.person();
    const links = Object.fromEntries(
      await Promise.all(['viewer', 'moderator', 'owner'].map(async (role) => [role, (await share(p.token, m, { role })).body.url as string])),
    ) as Record<string, string>;
    await accept(links.viewer!, person.email);
    expect((await accept(links.owner!, person.email)).html).toContain('You are now an owner');
    const kept = await accept(links.moderator!, person.email);
    expect(kept.status).toBe(200);
    expect(kept.html).toContain('You are already an owner of the memorial for Eleanor Rigby');
    expect(h.sandbox.context.db.one<{ role: string }>('SELECT role FROM memorial_roles WHERE person_id = ?', person.id)?.role).toBe('owner');

    const own = await accept(links.owner!, p.email);
    expect(own.status).toBe(200);
    expect(own.html).toContain('You already look after the memorial for Eleanor Rigby');
    expect(h.sandbox.context.db.one('SELECT * FROM memorial_roles WHERE person_id = ?', p.id)).toBeUndefined();
  });

  it('keeps the roles of people who accepted before a link was rotated (sandbox choice)', async () => {
    const { p, m } = await setup();
    const helper = await h.person();
    await accept((await share(p.token, m, { role: 'moderator' })).body.url, helper.email);
    await share(p.token, m, { role: 'moderator', fresh: true });
    expect(await listed(helper.token)).toEqual([m]);
  });

  it('escapes the memorial’s name on the page', async () => {
    const { p, m } = await setup('<img src=x onerror=alert(1)>');
    const page = await open((await share(p.token, m, { role: 'owner' })).body.url);
    expect(page.html).not.toContain('<img src=x');
    expect(page.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('what a moderator sees', () => {
  it('sees the moderation status, but the reason stays with the owner (spec 2.1)', async () => {
    const { p, m } = await setup();
    const helper = await h.person('June Parker');
    const link = await share(p.token, m, { role: 'moderator' });
    await accept(link.body.url, helper.email);
    await h.api('PATCH', `/me/memorials/${m}`, { token: p.token, body: { title: 'refuse-me' } });
    await h.settle();
    const owner = (await h.api('GET', `/me/memorials/${m}`, { token: p.token })).body.data.moderation;
    const moderator = (await h.api('GET', `/me/memorials/${m}`, { token: helper.token })).body.data.moderation;
    expect(owner).toMatchObject({ status: 'failed', reason: expect.stringContaining('refuse-me') });
    expect(moderator).toMatchObject({ status: 'failed', reason: null });
  });
});
