import { beforeEach, describe, expect, it } from 'vitest';
import { publicBroadcasts, publicFund } from '../../sandbox/premium/model';
import { useSandbox } from './harness';

const h = useSandbox();

beforeEach(async () => {
  // These tests make many calls with one token; the rate limit is tested in core.test.ts.
  await h.control('PUT', '/__sandbox/settings', { rate_limits: { personal: 1000 } });
});

async function memorial(token: string, opts: { premium?: boolean; name?: string } = {}) {
  const r = await h.api('POST', '/me/memorials', { token, body: { deceased_name: opts.name ?? 'Eleanor Rigby' } });
  expect(r.status).toBe(202);
  await h.settle();
  const id = r.body.id as number;
  if (opts.premium !== false) expect((await h.control('POST', `/__sandbox/memorials/${id}/premium`, { premium: true })).status).toBe(200);
  return id;
}

async function setup(opts: { premium?: boolean } = {}) {
  const p = await h.person();
  return { p, m: await memorial(p.token, opts) };
}

/** Gives a person a role on a memorial the way a family would: a share link, opened and accepted. */
async function grantRole(ownerToken: string, memorialId: number, role: string, email: string) {
  if (role === 'viewer') await h.api('PATCH', `/me/memorials/${memorialId}`, { token: ownerToken, body: { privacy: 'private' } });
  const link = await h.api('POST', `/me/memorials/${memorialId}/share-link`, { token: ownerToken, body: { role } });
  expect(link.status).toBe(200);
  const accepted = await fetch(link.body.url as string, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }),
  });
  expect(accepted.status).toBe(200);
}

const sentEmails = () => h.sandbox.context.db.all<{ id: number }>('SELECT id FROM sent_emails').length;
const fund = (token: string, m: number, body?: unknown, method = 'PUT') => h.api(method, `/me/memorials/${m}/fund`, { token, body });
const getFund = (token: string, m: number) => h.api('GET', `/me/memorials/${m}/fund`, { token });
const post = (token: string, m: number, body: unknown) => h.api('POST', `/me/memorials/${m}/broadcasts`, { token, body });
const list = (token: string, m: number) => h.api('GET', `/me/memorials/${m}/broadcasts`, { token });
const rsvp = (event: number, body: unknown) => h.control('POST', `/__sandbox/events/${event}/rsvps`, body);
const rsvps = (token: string, event: number) => h.api('GET', `/me/events/${event}/rsvps`, { token });

const EVENT = {
  kind: 'event',
  title: 'Celebration of life',
  content: 'Come as you are. There will be tea and cake afterwards.',
  location: 'St Mary’s Church Hall, Woolton',
  starts_at: '2026-05-01T14:00:00Z',
  ends_at: '2026-05-01T16:00:00Z',
  rsvp: 'Call June on 0151 496 0000',
  rsvp_enabled: true,
};

async function event(token: string, m: number, extra: Record<string, unknown> = {}) {
  const r = await post(token, m, { ...EVENT, ...extra });
  expect(r.status).toBe(202);
  return r.body.data.id as number;
}

describe('GET /me/memorials/{id}/fund', () => {
  it('answers exists=false when there is no fund, on a Premium memorial or not', async () => {
    const { p, m } = await setup();
    expect(await getFund(p.token, m)).toMatchObject({ status: 200, body: { exists: false, notice: 'This memorial has no fund yet.' } });
    const plain = await memorial(p.token, { premium: false });
    const r = await getFund(p.token, plain);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ exists: false, notice: expect.stringContaining('needs Premium') });
  });

  it('answers 401 without a token, 403 for a business token, 404 for someone else’s memorial', async () => {
    const { m } = await setup();
    const other = await h.person();
    const org = await h.organization();
    expect((await h.api('GET', `/me/memorials/${m}/fund`)).status).toBe(401);
    expect((await getFund(org.token, m)).status).toBe(403);
    const r = await getFund(other.token, m);
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ message: expect.any(String) });
    expect((await getFund(other.token, 999999)).status).toBe(404);
  });
});

describe('PUT /me/memorials/{id}/fund (rules 3, 4, 5)', () => {
  it('needs Premium: 422 premium_required in plain words, and nothing is saved', async () => {
    const { p, m } = await setup({ premium: false });
    const r = await fund(p.token, m, { message: 'In lieu of flowers, please give to the hospice.' });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ code: 'premium_required', message: expect.stringMatching(/memorial fund needs Premium.*Nothing was saved/) });
    expect((await getFund(p.token, m)).body.exists).toBe(false);
  });

  it('saves with 202, not showing until the asynchronous check passes', async () => {
    const { p, m } = await setup();
    const r = await fund(p.token, m, {
      message: 'In lieu of flowers, please give to the hospice that cared for her.',
      link_one_title: 'Woolton Hospice',
      link_one_url: 'https://hospice.example.org/give',
      link_two_title: 'The library fund',
      link_two_url: 'https://library.example.org/eleanor',
    });
    expect(r.status).toBe(202);
    expect(r.body).toEqual({
      exists: true,
      message: 'In lieu of flowers, please give to the hospice that cared for her.',
      links: [
        { title: 'Woolton Hospice', url: 'https://hospice.example.org/give' },
        { title: 'The library fund', url: 'https://library.example.org/eleanor' },
      ],
      is_showing: false,
      moderation: { status: 'pending', reason: null },
      updated_at: expect.any(String),
      notice: expect.stringContaining('not showing yet'),
    });
    expect(publicFund(h.sandbox.context, m)).toBeNull();

    await h.settle();
    const after = await getFund(p.token, m);
    expect(after.status).toBe(200);
    expect(after.body).toEqual({
      ...r.body,
      is_showing: true,
      moderation: { status: 'passed', reason: null },
      notice: 'The fund passed the safety check and is showing on the memorial page.',
    });
    expect(publicFund(h.sandbox.context, m)).toEqual({ message: r.body.message, links: r.body.links });
  });

  it('drops a link title with no URL behind it, keeps a URL without a title (rule 4)', async () => {
    const { p, m } = await setup();
    const r = await fund(p.token, m, {
      message: 'Thank you for thinking of us.',
      link_one_title: 'Our fundraising page',
      link_two_url: 'https://fund.example.org/eleanor',
    });
    expect(r.status).toBe(202);
    expect(r.body.links).toEqual([{ title: null, url: 'https://fund.example.org/eleanor' }]);
    expect(r.body.notice).toContain('The link title “Our fundraising page” had no web address, so it was left out.');
    const row = h.sandbox.context.db.one<Record<string, unknown>>('SELECT * FROM funds WHERE memorial_id = ?', m);
    expect(row).toMatchObject({ link_one_title: null, link_one_url: null, link_two_title: null, link_two_url: 'https://fund.example.org/eleanor' });
    await h.settle();
    expect((await getFund(p.token, m)).body.links).toEqual([{ title: null, url: 'https://fund.example.org/eleanor' }]);

    const both = await fund(p.token, m, { message: 'Thank you.', link_one_title: 'One', link_two_title: 'Two', link_two_url: null });
    expect(both.body.links).toEqual([]);
    expect(both.body.notice).toContain('The link titles “One” and “Two” had no web address, so they were left out.');
  });

  it('never shows refused wording, in the message or in a link title', async () => {
    const { p, m } = await setup();
    await fund(p.token, m, { message: 'Please give generously.', link_one_title: 'refuse-me now', link_one_url: 'https://a.example.org' });
    await h.settle();
    const r = await getFund(p.token, m);
    expect(r.body).toMatchObject({
      exists: true,
      is_showing: false,
      moderation: { status: 'failed', reason: expect.stringContaining('refuse-me') },
      notice: expect.stringMatching(/^The fund is not showing\. Our safety check could not accept/),
    });
    expect(publicFund(h.sandbox.context, m)).toBeNull();

    await fund(p.token, m, { message: 'REFUSE-ME, please.' });
    await h.settle();
    expect((await getFund(p.token, m)).body).toMatchObject({ is_showing: false, moderation: { status: 'failed' } });
  });

  it('replaces the fund: the new wording is checked again and does not show until it passes', async () => {
    const { p, m } = await setup();
    await fund(p.token, m, { message: 'First wording.', link_one_url: 'https://a.example.org' });
    await h.settle();
    const r = await fund(p.token, m, { message: 'Second wording.' });
    expect(r.body).toMatchObject({ message: 'Second wording.', links: [], is_showing: false, moderation: { status: 'pending', reason: null } });
    await h.settle();
    expect((await getFund(p.token, m)).body).toMatchObject({ message: 'Second wording.', links: [], is_showing: true });
  });

  it('shows only while the memorial is Premium (sandbox choice)', async () => {
    const { p, m } = await setup();
    await fund(p.token, m, { message: 'For the hospice.' });
    await h.settle();
    await h.control('POST', `/__sandbox/memorials/${m}/premium`, { premium: false });
    expect((await getFund(p.token, m)).body).toMatchObject({
      is_showing: false,
      moderation: { status: 'passed' },
      notice: expect.stringContaining('no longer Premium'),
    });
    expect(publicFund(h.sandbox.context, m)).toBeNull();
    await h.control('POST', `/__sandbox/memorials/${m}/premium`, { premium: true });
    expect((await getFund(p.token, m)).body.is_showing).toBe(true);
  });

  it('says the fund waits for the memorial when the memorial is not live', async () => {
    const { p, m } = await setup();
    await h.api('PATCH', `/me/memorials/${m}`, { token: p.token, body: { is_published: false } });
    await fund(p.token, m, { message: 'For the hospice.' });
    await h.settle();
    expect((await getFund(p.token, m)).body.notice).toBe(
      'The fund passed the safety check. It will appear on the memorial page once the memorial itself is live.',
    );
  });

  it('checks the limits: message 1 to 2000, link titles up to 80, links must be web addresses', async () => {
    const { p, m } = await setup();
    expect((await fund(p.token, m, { message: 'é'.repeat(2000), link_one_title: 't'.repeat(80), link_one_url: 'http://a.example.org' })).status).toBe(202);
    const long = await fund(p.token, m, { message: 'a'.repeat(2001) });
    expect(long.status).toBe(422);
    expect(long.body).toEqual({
      message: 'The fund message can be at most 2000 characters.',
      errors: { message: ['The fund message can be at most 2000 characters.'] },
    });
    expect((await fund(p.token, m, {})).body.errors.message).toEqual(['The fund message is required.']);
    expect((await fund(p.token, m, { message: '   ' })).status).toBe(422);
    expect((await fund(p.token, m, { message: 'ok', link_two_title: 't'.repeat(81), link_two_url: 'https://a.example.org' })).body.errors).toHaveProperty(
      'link_two_title',
    );
    expect((await fund(p.token, m, { message: 'ok', link_one_url: 'javascript:alert(1)' })).body.errors).toHaveProperty('link_one_url');
  });

  it('answers 401, 403 and 404 like every personal endpoint; 422 on a deleted memorial', async () => {
    const { p, m } = await setup();
    const other = await h.person();
    const org = await h.organization();
    const body = { message: 'Hello' };
    expect((await h.api('PUT', `/me/memorials/${m}/fund`, { body })).status).toBe(401);
    expect((await fund(org.token, m, body)).status).toBe(403);
    expect((await fund(other.token, m, body)).status).toBe(404);
    await h.api('DELETE', `/me/memorials/${m}`, { token: p.token });
    const deleted = await fund(p.token, m, body);
    expect(deleted.status).toBe(422);
    expect(deleted.body.message).toMatch(/was deleted/);
  });
});

describe('DELETE /me/memorials/{id}/fund', () => {
  it('removes the fund (deleted true), then says there was none (deleted false)', async () => {
    const { p, m } = await setup();
    await fund(p.token, m, { message: 'For the hospice.' });
    const r = await fund(p.token, m, undefined, 'DELETE');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ deleted: true, message: 'The fund was removed from the memorial.' });
    await h.settle();
    expect((await getFund(p.token, m)).body.exists).toBe(false);
    expect((await fund(p.token, m, undefined, 'DELETE')).body).toEqual({ deleted: false, message: 'This memorial had no fund, so nothing changed.' });
  });

  it('works on a memorial that is not Premium, and answers 401, 403, 404', async () => {
    const { p, m } = await setup();
    await fund(p.token, m, { message: 'For the hospice.' });
    await h.control('POST', `/__sandbox/memorials/${m}/premium`, { premium: false });
    expect((await fund(p.token, m, undefined, 'DELETE')).body.deleted).toBe(true);
    const other = await h.person();
    const org = await h.organization();
    expect((await h.api('DELETE', `/me/memorials/${m}/fund`)).status).toBe(401);
    expect((await fund(org.token, m, undefined, 'DELETE')).status).toBe(403);
    expect((await fund(other.token, m, undefined, 'DELETE')).status).toBe(404);
  });
});

describe('POST /me/memorials/{id}/broadcasts (rules 1, 3, 5)', () => {
  it('needs Premium: 422 premium_required', async () => {
    const { p, m } = await setup({ premium: false });
    const r = await post(p.token, m, { title: 'Thank you' });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ code: 'premium_required', message: expect.stringMatching(/Announcements and events need Premium.*Nothing was posted/) });
    expect((await list(p.token, m)).body).toEqual({ data: [] });
  });

  it('posts an announcement by default: 202, not showing until the check passes', async () => {
    const { p, m } = await setup();
    const r = await post(p.token, m, { title: 'Thank you', content: 'Thank you all for the flowers and kind words.' });
    expect(r.status).toBe(202);
    expect(r.body).toEqual({
      data: {
        id: expect.any(Number),
        kind: 'announcement',
        title: 'Thank you',
        content: 'Thank you all for the flowers and kind words.',
        location: null,
        starts_at: null,
        ends_at: null,
        rsvp: null,
        rsvp_enabled: false,
        is_showing: false,
        moderation: { status: 'pending', reason: null },
        created_at: expect.any(String),
      },
      message: expect.stringContaining('Nobody was emailed'),
    });
    expect(publicBroadcasts(h.sandbox.context, m)).toEqual([]);
    await h.settle();
    const after = await list(p.token, m);
    expect(after.status).toBe(200);
    expect(after.body.data).toEqual([{ ...r.body.data, is_showing: true, moderation: { status: 'passed', reason: null } }]);
    expect(publicBroadcasts(h.sandbox.context, m)).toEqual([
      {
        kind: 'announcement',
        title: 'Thank you',
        content: 'Thank you all for the flowers and kind words.',
        location: null,
        startsAt: null,
        endsAt: null,
        rsvp: null,
      },
    ]);
  });

  it('posts an event with its details', async () => {
    const { p, m } = await setup();
    const r = await post(p.token, m, EVENT);
    expect(r.status).toBe(202);
    const { kind: _kind, ...rest } = EVENT;
    expect(r.body.data).toEqual({
      id: expect.any(Number),
      kind: 'event',
      ...rest,
      is_showing: false,
      moderation: { status: 'pending', reason: null },
      created_at: expect.any(String),
    });
    expect(r.body.message).toMatch(/^Your event “Celebration of life” is saved\. It is not showing yet/);
  });

  it('needs starts_at for an event, and an end that is not before the start', async () => {
    const { p, m } = await setup();
    const missing = await post(p.token, m, { kind: 'event', title: 'Gathering' });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ message: expect.stringContaining('needs a start'), errors: { starts_at: [expect.any(String)] } });
    const backwards = await post(p.token, m, { kind: 'event', title: 'Gathering', starts_at: '2026-05-01T13:00:00Z', ends_at: '2026-05-01T14:30:00+02:00' });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual({ ends_at: [expect.stringContaining('before its start')] });
    expect((await post(p.token, m, { kind: 'event', title: 'Gathering', starts_at: '2026-05-01T13:00:00Z', ends_at: '2026-05-01T13:00:00Z' })).status).toBe(
      202,
    );
    expect((await post(p.token, m, { kind: 'event', title: 'Gathering', starts_at: 'next Tuesday' })).body.errors).toHaveProperty('starts_at');
    expect((await list(p.token, m)).body.data).toHaveLength(1);
  });

  it('refuses event-only fields on an announcement, naming each field (sandbox choice)', async () => {
    const { p, m } = await setup();
    const one = await post(p.token, m, { title: 'Thank you', location: 'The church hall' });
    expect(one.status).toBe(422);
    expect(one.body).toEqual({
      message: 'A place is for events only. Leave it out of an announcement, or post an event instead.',
      errors: { location: ['A place is for events only. Leave it out of an announcement, or post an event instead.'] },
    });
    const many = await post(p.token, m, { kind: 'announcement', title: 'Thank you', starts_at: '2026-05-01T13:00:00Z', rsvp: 'Call June', rsvp_enabled: true });
    expect(many.status).toBe(422);
    expect(Object.keys(many.body.errors)).toEqual(['starts_at', 'rsvp', 'rsvp_enabled']);
    expect(many.body.message).toMatch(/\(and 2 more problems\)$/);
    // Values that carry nothing are harmless.
    expect((await post(p.token, m, { title: 'Thank you', location: null, ends_at: null, rsvp_enabled: false })).status).toBe(202);
  });

  it('checks title and content limits and the kind', async () => {
    const { p, m } = await setup();
    expect((await post(p.token, m, { title: 't'.repeat(255), content: 'c'.repeat(10000) })).status).toBe(202);
    expect((await post(p.token, m, { title: 't'.repeat(256) })).body.errors).toEqual({ title: ['The title can be at most 255 characters.'] });
    expect((await post(p.token, m, { title: 'ok', content: 'c'.repeat(10001) })).body.errors).toHaveProperty('content');
    expect((await post(p.token, m, {})).body.errors).toEqual({ title: ['The title is required.'] });
    expect((await post(p.token, m, { title: ' ' })).status).toBe(422);
    expect((await post(p.token, m, { title: 'ok', kind: 'obituary' })).body.errors).toEqual({ kind: ['The kind must be announcement or event.'] });
  });

  it('never shows refused wording', async () => {
    const { p, m } = await setup();
    await post(p.token, m, { title: 'Thank you', content: 'With refuse-me in it.' });
    await event(p.token, m, { location: 'Refuse-Me Hall' });
    await h.settle();
    const r = await list(p.token, m);
    expect(r.body.data).toHaveLength(2);
    for (const b of r.body.data) {
      expect(b).toMatchObject({ is_showing: false, moderation: { status: 'failed', reason: expect.stringContaining('refuse-me') } });
    }
    expect(publicBroadcasts(h.sandbox.context, m)).toEqual([]);
  });

  it('emails nobody, whatever is sent (rule 1)', async () => {
    const { p, m } = await setup();
    await post(p.token, m, { title: 'Please tell everyone', content: 'Email everyone at family@example.com and friends@example.com.' });
    await event(p.token, m, { rsvp: 'rsvp@example.com' });
    await h.settle();
    expect(sentEmails()).toBe(0);
  });

  it('answers 401, 403 and 404', async () => {
    const { m } = await setup();
    const other = await h.person();
    const org = await h.organization();
    expect((await h.api('POST', `/me/memorials/${m}/broadcasts`, { body: { title: 'x' } })).status).toBe(401);
    expect((await post(org.token, m, { title: 'x' })).status).toBe(403);
    expect((await post(other.token, m, { title: 'x' })).status).toBe(404);
  });
});

describe('GET /me/memorials/{id}/broadcasts', () => {
  it('lists everything posted, newest first, with whether each is showing', async () => {
    const { p, m } = await setup();
    const first = (await post(p.token, m, { title: 'First' })).body.data.id as number;
    await h.settle();
    await h.advance(60);
    const second = await event(p.token, m);
    const r = await list(p.token, m);
    expect(r.body.data.map((b: { id: number; is_showing: boolean }) => [b.id, b.is_showing])).toEqual([
      [second, false],
      [first, true],
    ]);
    await h.settle();
    expect(publicBroadcasts(h.sandbox.context, m).map((b) => b.title)).toEqual(['Celebration of life', 'First']);
  });

  it('works on a memorial that is not Premium (empty, or no longer showing)', async () => {
    const { p, m } = await setup();
    await post(p.token, m, { title: 'First' });
    await h.settle();
    await h.control('POST', `/__sandbox/memorials/${m}/premium`, { premium: false });
    expect((await list(p.token, m)).body.data).toMatchObject([{ title: 'First', is_showing: false, moderation: { status: 'passed' } }]);
    expect(publicBroadcasts(h.sandbox.context, m)).toEqual([]);
    const plain = await memorial(p.token, { premium: false });
    expect(await list(p.token, plain)).toMatchObject({ status: 200, body: { data: [] } });
  });

  it('answers 401, 403 and 404', async () => {
    const { m } = await setup();
    const other = await h.person();
    const org = await h.organization();
    expect((await h.api('GET', `/me/memorials/${m}/broadcasts`)).status).toBe(401);
    expect((await list(org.token, m)).status).toBe(403);
    expect((await list(other.token, m)).status).toBe(404);
  });
});

describe('RSVPs (rule 6)', () => {
  it('counts people expected, not replies: a yes for four counts four', async () => {
    const { p, m } = await setup();
    const e = await event(p.token, m);
    const a = await rsvp(e, { name: 'June Parker', attending: 'yes', party_size: 4 });
    expect(a).toMatchObject({ status: 201, body: { id: expect.any(Number) } });
    await h.advance(5);
    const b = await rsvp(e, { name: 'Father McKenzie', attending: 'no', party_size: 2 });
    const r = await rsvps(p.token, e);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      data: [
        { id: b.body.id, name: 'Father McKenzie', attending: 'no', party_size: 2, created_at: expect.any(String) },
        { id: a.body.id, name: 'June Parker', attending: 'yes', party_size: 4, created_at: expect.any(String) },
      ],
      counts: { people: 4, replies: 2, yes: 1, no: 1, maybe: 0 },
      message: '4 people are expected, from 2 replies.',
    });
    await rsvp(e, { name: 'Sam', attending: 'yes' });
    await rsvp(e, { name: 'Alex', attending: 'maybe', party_size: 3 });
    const more = await rsvps(p.token, e);
    expect(more.body.counts).toEqual({ people: 5, replies: 4, yes: 2, no: 1, maybe: 1 });
    expect(more.body.message).toBe('5 people are expected, from 4 replies. 1 reply says maybe.');
  });

  it('says when there are no replies yet, or no one is coming', async () => {
    const { p, m } = await setup();
    const e = await event(p.token, m);
    expect((await rsvps(p.token, e)).body).toEqual({ data: [], counts: { people: 0, replies: 0, yes: 0, no: 0, maybe: 0 }, message: 'No replies yet.' });
    await rsvp(e, { name: 'Sam', attending: 'no' });
    expect((await rsvps(p.token, e)).body.message).toBe('No one is expected, from 1 reply.');
    await rsvp(e, { name: 'Alex', attending: 'yes' });
    expect((await rsvps(p.token, e)).body.message).toBe('1 person is expected, from 2 replies.');
  });

  it('is for the owner only: 404 for someone else, a moderator, a contributor, an announcement or an unknown id', async () => {
    const { p, m } = await setup();
    const e = await event(p.token, m);
    await rsvp(e, { name: 'June', attending: 'yes', party_size: 2 });
    const other = await h.person();
    const moderator = await h.person();
    const contributor = await h.person();
    const coOwner = await h.person();
    await grantRole(p.token, m, 'moderator', moderator.email);
    await grantRole(p.token, m, 'contributor', contributor.email);
    await grantRole(p.token, m, 'owner', coOwner.email);
    for (const token of [other.token, moderator.token, contributor.token]) {
      const r = await rsvps(token, e);
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ message: "We couldn't find that event on any memorial you own." });
    }
    // Someone given the owner role by a share link is an owner.
    expect((await rsvps(coOwner.token, e)).body.counts.people).toBe(2);
    const announcement = (await post(p.token, m, { title: 'Thank you' })).body.data.id as number;
    expect((await rsvps(p.token, announcement)).status).toBe(404);
    expect((await rsvps(p.token, 999999)).status).toBe(404);
    expect((await rsvps(p.token, 0)).status).toBe(422);
  });

  it('answers 401 without a token and 403 for a business token', async () => {
    const { p, m } = await setup();
    const e = await event(p.token, m);
    const org = await h.organization();
    expect((await h.api('GET', `/me/events/${e}/rsvps`)).status).toBe(401);
    expect((await rsvps(org.token, e)).status).toBe(403);
  });

  it('a moderator from a share link cannot reach the fund or broadcasts either', async () => {
    const { p, m } = await setup();
    const moderator = await h.person();
    await grantRole(p.token, m, 'moderator', moderator.email);
    expect((await getFund(moderator.token, m)).status).toBe(404);
    expect((await list(moderator.token, m)).status).toBe(404);
    expect((await post(moderator.token, m, { title: 'x' })).status).toBe(404);
    // …while tributes are theirs to look after.
    expect((await h.api('GET', `/memorials/${m}/contributions`, { token: moderator.token })).status).toBe(200);
  });
});

describe('POST /__sandbox/events/{id}/rsvps', () => {
  it('checks the reply: name required, attending yes/no/maybe, party_size 1 to 50 (default 1)', async () => {
    const { p, m } = await setup();
    const e = await event(p.token, m);
    expect((await rsvp(e, { name: 'A', attending: 'yes', party_size: 50 })).status).toBe(201);
    expect((await rsvp(e, { name: 'B', attending: 'maybe' })).status).toBe(201);
    expect((await rsvp(e, { name: 'C', attending: 'yes', party_size: 51 })).body.errors).toEqual({ party_size: ['The party size can be at most 50.'] });
    expect((await rsvp(e, { name: 'C', attending: 'yes', party_size: 0 })).status).toBe(422);
    expect((await rsvp(e, { name: 'C', attending: 'yes', party_size: 1.5 })).status).toBe(422);
    expect((await rsvp(e, { name: '  ', attending: 'yes' })).body.errors).toHaveProperty('name');
    expect((await rsvp(e, { attending: 'yes' })).status).toBe(422);
    expect((await rsvp(e, { name: 'C', attending: 'perhaps' })).body.errors).toEqual({ attending: ['Attending must be yes, no or maybe.'] });
    expect((await rsvps(p.token, e)).body.counts).toEqual({ people: 50, replies: 2, yes: 1, no: 0, maybe: 1 });
  });

  it('answers 404 for an unknown event or an announcement, 422 when the event takes no replies', async () => {
    const { p, m } = await setup();
    const announcement = (await post(p.token, m, { title: 'Thank you' })).body.data.id as number;
    expect((await rsvp(999999, { name: 'A', attending: 'yes' })).status).toBe(404);
    expect((await rsvp(announcement, { name: 'A', attending: 'yes' })).status).toBe(404);
    const closed = await event(p.token, m, { rsvp_enabled: false });
    const r = await rsvp(closed, { name: 'A', attending: 'yes' });
    expect(r.status).toBe(422);
    expect(r.body.message).toMatch(/doesn't take replies/);
    const noFlag = await event(p.token, m, { rsvp_enabled: undefined });
    expect((await rsvp(noFlag, { name: 'A', attending: 'yes' })).status).toBe(422);
  });
});

describe('fund rule 4 with an empty address', () => {
  it('treats an empty address as none, so its title is dropped rather than the fund refused', async () => {
    const { p, m } = await setup({ premium: true });
    const r = await fund(p.token, m, {
      message: 'For the hospice.',
      link_one_title: 'Charity',
      link_one_url: '',
      link_two_title: 'Hospice',
      link_two_url: 'https://hospice.example.org',
    });
    expect(r.status).toBe(202);
    expect(r.body.links).toEqual([{ title: 'Hospice', url: 'https://hospice.example.org' }]);
  });
});
