import { describe, expect, it } from 'vitest';
import { useSandbox } from './harness';

const h = useSandbox();

async function page(slug: string) {
  const r = await fetch(`${h.url}/m/${slug}`);
  return { status: r.status, html: await r.text(), csp: r.headers.get('content-security-policy') };
}

async function setup() {
  await h.control('PUT', '/__sandbox/settings', { rate_limits: { personal: 1000 } });
  const p = await h.person();
  const r = await h.api('POST', '/me/memorials', {
    token: p.token,
    body: {
      deceased_name: 'Agnes Brontë',
      title: 'Teacher, walker, friend',
      obituary: 'She loved the moors.\n\nAnd strong tea.',
      birth_date: '1940-01-17',
      death_date: '2026-08-05',
    },
  });
  await h.settle();
  return { p, id: r.body.id as number, slug: r.body.slug as string };
}

async function tribute(memorial: number, body: string, extra: Record<string, unknown> = {}) {
  const r = await h.control('POST', `/__sandbox/memorials/${memorial}/contributions`, { body, author_name: 'A friend', ...extra });
  return r.body.id as number;
}

describe('the public memorial page /m/{slug}', () => {
  it('shows the wording and only approved public tributes, pinned first; every view is a visit', async () => {
    const { p, id, slug } = await setup();
    const first = await tribute(id, 'First memory, approved.');
    await h.advance(5);
    const second = await tribute(id, 'Second memory, approved and pinned.');
    await tribute(id, 'Still pending.');
    await tribute(id, 'Private words for the family.', { is_private: true });
    const hidden = await tribute(id, 'Approved then hidden.');
    await h.settle();
    for (const t of [first, second, hidden]) await h.api('POST', `/contributions/${t}/approve`, { token: p.token });
    await h.api('POST', `/contributions/${first}/pin`, { token: p.token });
    await h.api('DELETE', `/contributions/${hidden}`, { token: p.token });

    const r = await page(slug);
    expect(r.status).toBe(200);
    expect(r.csp).toContain("default-src 'none'");
    expect(r.html).toContain('Agnes Brontë');
    expect(r.html).toContain('Teacher, walker, friend');
    expect(r.html).toContain('She loved the moors.');
    expect(r.html).not.toContain('Still pending');
    expect(r.html).not.toContain('Private words');
    expect(r.html).not.toContain('Approved then hidden');
    expect(r.html.indexOf('First memory')).toBeGreaterThan(0);
    expect(r.html.indexOf('First memory')).toBeLessThan(r.html.indexOf('Second memory'));

    await page(slug);
    const visits = await h.api('GET', `/me/memorials/${id}/visits`, { token: p.token });
    expect(visits.body).toMatchObject({ today: 2, last_24_hours: 2, total: 2 });
  });

  it('writes its dates in the reader’s locale from Accept-Language, in one long style (en-GB when not told)', async () => {
    const { p, id, slug } = await setup();
    await h.control('POST', `/__sandbox/memorials/${id}/premium`, { premium: true });
    await h.api('POST', `/me/memorials/${id}/broadcasts`, { token: p.token, body: { kind: 'event', title: 'Gathering', starts_at: '2026-12-05T14:00:00Z' } });
    await h.settle();
    const read = async (acceptLanguage?: string) =>
      (await fetch(`${h.url}/m/${slug}`, { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} })).text();
    const american = await read('en-US,en;q=0.9');
    expect(american).toContain('<time datetime="1940-01-17">January 17, 1940</time>');
    expect(american).toContain('<time datetime="2026-08-05">August 5, 2026</time>');
    expect(american).toContain('Saturday, December 5, 2026, 2:00 PM UTC');
    for (const british of [await read(), await read('*'), await read('en'), await read('de-DE, fr;q=0.5'), await read('en-GB')]) {
      expect(british).toContain('<time datetime="1940-01-17">17 January 1940</time>');
      expect(british).toContain('Saturday, 5 December 2026, 14:00 UTC');
    }
    // The first English locale the reader asks for sets the style; the page itself is in English.
    expect(await read('de-DE, en-AU;q=0.8, en-US;q=0.5')).toContain('17 January 1940');
    expect(await read('de-DE, en-US;q=0.8')).toContain('January 17, 1940');
  });

  it('shows the fund, announcements and events only once they pass the check, on a Premium memorial', async () => {
    const { p, id, slug } = await setup();
    await h.control('POST', `/__sandbox/memorials/${id}/premium`, { premium: true });
    await h.api('PUT', `/me/memorials/${id}/fund`, {
      token: p.token,
      body: { message: 'Donations to the hospice, please.', link_one_title: 'Hospice', link_one_url: 'https://hospice.example.org/give' },
    });
    await h.api('POST', `/me/memorials/${id}/broadcasts`, {
      token: p.token,
      body: { kind: 'event', title: 'Celebration of life', starts_at: '2026-12-05T14:00:00Z', location: 'St Mary’s Hall' },
    });
    await h.api('POST', `/me/memorials/${id}/broadcasts`, { token: p.token, body: { title: 'refuse-me announcement' } });
    expect((await page(slug)).html).not.toContain('Celebration of life');
    await h.settle();
    const r = await page(slug);
    expect(r.html).toContain('Donations to the hospice, please.');
    expect(r.html).toContain('https://hospice.example.org/give');
    expect(r.html).toContain('Celebration of life');
    expect(r.html).not.toContain('refuse-me announcement');
  });

  it('is not there for a memorial that is not live, not public, deleted, or unknown (same page, 404)', async () => {
    const { p, id, slug } = await setup();
    await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { is_published: false } });
    const unpublished = await page(slug);
    expect(unpublished.status).toBe(404);
    await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { is_published: true, privacy: 'public', title: 'Being checked again' } });
    expect((await page(slug)).status).toBe(404);
    await h.settle();
    expect((await page(slug)).status).toBe(200);
    await h.api('DELETE', `/me/memorials/${id}`, { token: p.token });
    const deleted = await page(slug);
    expect(deleted.status).toBe(404);
    expect(deleted.html).toBe((await page('no-such-memorial')).html);
    const visits = await h.api('GET', `/me/memorials/${id}/visits`, { token: p.token });
    expect(visits.body.total).toBe(1);
  });

  it('asks a visitor of a private memorial to sign in, and opens it to the people given access', async () => {
    const { p, id, slug } = await setup();
    await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { privacy: 'private' } });
    const url = (await h.api('GET', `/me/memorials/${id}`, { token: p.token })).body.data.url as string;
    const gate = await fetch(url);
    const gateHtml = await gate.text();
    expect(gate.status).toBe(200);
    expect(gateHtml).toContain('is private');
    expect(gateHtml).not.toContain('She loved the moors');
    expect((await fetch(`${h.url}/m/${slug}/cover.jpg`)).status).toBe(404);

    const signIn = (email: string) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ email }).toString() });
    const stranger = await h.person('Stranger', 'stranger@example.com');
    const refused = await signIn(stranger.email);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain('She loved the moors');
    expect(await (await signIn(p.email)).text()).toContain('She loved the moors');

    // A viewer link gives exactly this: the page.
    const link = await h.api('POST', `/me/memorials/${id}/share-link`, { token: p.token, body: { role: 'viewer' } });
    const friend = await h.person('Friend', 'friend@example.com');
    await fetch(link.body.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: friend.email }).toString(),
    });
    expect(await (await signIn(friend.email)).text()).toContain('She loved the moors');
  });

  it('opens a restricted memorial to anyone with the address, asking search engines to stay away', async () => {
    const { p, id, slug } = await setup();
    await h.api('PATCH', `/me/memorials/${id}`, { token: p.token, body: { privacy: 'restricted' } });
    const r = await fetch(`${h.url}/m/${slug}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await r.text()).toContain('She loved the moors');
  });
});
