// Conformance suite for the Memorial Service API (shared/spec/memorial-api.md), driven through the
// sandbox control API (shared/spec/sandbox-control.md): the cover photo upload and tributes. Black box: the implementation is
// a separate process; nothing of it is imported. Each file has its own sandbox (suite.ts).
import { describe, it, expect, beforeAll } from 'vitest';
import { request, unwrap, expectShape, tinyJpeg, CONTRIBUTION, UPLOAD_GRANT, HIDE_RESULT } from './helpers';
import { c, s } from './suite';

describe('cover photo upload (4.4)', () => {
  let p: { token: string };
  let m: any;
  beforeAll(async () => {
    ({
      person: p,
      memorials: [m],
    } = await c.freshOwner('free'));
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

  it("404 for an unknown or another person's memorial", async () => {
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
    ({
      person: p,
      memorials: [m],
    } = await c.freshOwner('free'));
    other = await c.person();
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
