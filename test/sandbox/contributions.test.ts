import { describe, expect, it, vi } from 'vitest';
import { useSandbox } from './harness';

const h = useSandbox();

async function liveMemorial(token: string) {
  const r = await h.api('POST', '/me/memorials', { token, body: { deceased_name: 'Eleanor Rigby' } });
  await h.settle();
  return r.body.id as number;
}

async function tribute(memorialId: number, extra: Record<string, unknown> = {}) {
  const r = await h.control('POST', `/__sandbox/memorials/${memorialId}/contributions`, {
    body: 'She always had the kettle on for us.',
    author_name: 'June Parker',
    author_email: 'june@example.com',
    ...extra,
  });
  expect(r.status).toBe(201);
  return r.body.id as number;
}

async function setup(extra: Record<string, unknown> = {}) {
  const p = await h.person();
  const memorial = await liveMemorial(p.token);
  const id = await tribute(memorial, extra);
  await h.settle();
  return { p, memorial, id };
}

const list = (token: string, memorial: number, status?: string) =>
  h.api('GET', `/memorials/${memorial}/contributions${status ? `?status=${status}` : ''}`, { token });

describe('a visitor’s tribute', () => {
  it('is saved and its safety check scheduled in one transaction: a failure between them leaves nothing unchecked', async () => {
    const p = await h.person();
    const memorial = await liveMemorial(p.token);
    const { jobs, db } = h.sandbox.context;
    // The process failing right after the tribute is written, before its check is queued.
    const schedule = vi.spyOn(jobs, 'schedule').mockImplementationOnce(() => {
      throw new Error('the process stopped here');
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const r = await h.control('POST', `/__sandbox/memorials/${memorial}/contributions`, { body: 'Never checked?', author_name: 'June Parker' });
      expect(r.status).toBe(500);
    } finally {
      schedule.mockRestore();
      errors.mockRestore();
    }
    const unchecked = db.all(
      "SELECT c.id FROM contributions c WHERE c.moderation_status = 'pending' AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.kind = 'contribution_check' AND j.ref_id = c.id)",
    );
    expect(unchecked).toEqual([]);
    expect(db.all('SELECT id FROM contributions')).toEqual([]);
  });
});

describe('GET /memorials/{id}/contributions', () => {
  it('lists pending tributes by default, with exactly the spec fields', async () => {
    const { p, memorial, id } = await setup({ title: 'Tea', type: 'memory' });
    const r = await list(p.token, memorial);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([
      {
        id,
        type: 'memory',
        title: 'Tea',
        body: 'She always had the kettle on for us.',
        author: { name: 'June Parker', email: 'june@example.com', is_guest: true },
        status: 'pending',
        is_approved: false,
        is_private: false,
        is_pinned: false,
        is_hidden: false,
        moderation: { status: 'passed', reason: null },
        can_approve: true,
        created_at: expect.any(String),
      },
    ]);
    expect(r.body.meta).toMatchObject({ total: 1, current_page: 1 });
    expect(r.body.links.first).toContain('status=pending');
  });

  it('filters by approved, rejected and deleted (hidden), and rejects other filters', async () => {
    const { p, memorial, id } = await setup();
    const b = await tribute(memorial);
    const c = await tribute(memorial);
    await h.settle();
    await h.api('POST', `/contributions/${id}/approve`, { token: p.token });
    await h.api('POST', `/contributions/${b}/reject`, { token: p.token, body: { reason: 'Duplicate' } });
    await h.api('DELETE', `/contributions/${c}`, { token: p.token });
    const ids = async (s: string) => (await list(p.token, memorial, s)).body.data.map((t: { id: number }) => t.id);
    expect(await ids('approved')).toEqual([id]);
    expect(await ids('rejected')).toEqual([b]);
    expect(await ids('deleted')).toEqual([c]);
    expect(await ids('pending')).toEqual([]);
    expect((await list(p.token, memorial, 'hidden')).status).toBe(422);
    expect((await h.api('GET', `/memorials/${memorial}/contributions?per_page=101`, { token: p.token })).status).toBe(422);
  });

  it('answers 404 for a memorial that is not the caller’s, 403 for a business token', async () => {
    const { memorial } = await setup();
    const other = await h.person();
    const org = await h.organization();
    expect((await list(other.token, memorial)).status).toBe(404);
    expect((await list(org.token, memorial)).status).toBe(403);
  });
});

describe('approve (spec 3.4)', () => {
  it('approves when can_approve is true', async () => {
    const { p, id } = await setup();
    const r = await h.api('POST', `/contributions/${id}/approve`, { token: p.token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, status: 'approved', is_approved: true });
  });

  it('refuses a tribute the safety check refused: 422 blocked_by_safety_check, unchanged', async () => {
    const { p, memorial, id } = await setup({ body: 'refuse-me' });
    const t = (await list(p.token, memorial)).body.data[0];
    expect(t).toMatchObject({ id, can_approve: false, moderation: { status: 'failed', reason: expect.stringContaining('refuse-me') } });
    const r = await h.api('POST', `/contributions/${id}/approve`, { token: p.token });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ code: 'blocked_by_safety_check', message: expect.any(String) });
    expect((await list(p.token, memorial)).body.data[0].status).toBe('pending');
  });

  it('refuses a tribute whose writer has not confirmed their email: 422 awaiting_verification', async () => {
    const { p, id } = await setup({ email_confirmed: false });
    const r = await h.api('POST', `/contributions/${id}/approve`, { token: p.token });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ code: 'awaiting_verification', message: expect.stringMatching(/confirmed their email/) });
  });

  it('never makes a private tribute publishable', async () => {
    const { p, memorial, id } = await setup({ is_private: true });
    expect((await list(p.token, memorial)).body.data[0]).toMatchObject({ is_private: true, can_approve: false });
    const r = await h.api('POST', `/contributions/${id}/approve`, { token: p.token });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('private_tribute');
    // Not through hide and restore either.
    await h.api('DELETE', `/contributions/${id}`, { token: p.token });
    await h.api('POST', `/contributions/${id}/restore`, { token: p.token });
    expect((await h.api('POST', `/contributions/${id}/approve`, { token: p.token })).status).toBe(422);
    expect((await h.api('POST', `/contributions/${id}/pin`, { token: p.token })).status).toBe(422);
  });

  it('waits for the check: can_approve is false while it runs', async () => {
    const p = await h.person();
    const memorial = await liveMemorial(p.token);
    const id = await tribute(memorial);
    const r = await h.api('POST', `/contributions/${id}/approve`, { token: p.token });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('safety_check_pending');
    await h.settle();
    expect((await h.api('POST', `/contributions/${id}/approve`, { token: p.token })).status).toBe(200);
  });

  it('approves by itself when the family turned off approving by hand', async () => {
    const p = await h.person();
    const memorial = await liveMemorial(p.token);
    await h.api('PATCH', `/me/memorials/${memorial}`, { token: p.token, body: { manual_content_approval: false } });
    const ok = await tribute(memorial);
    const priv = await tribute(memorial, { is_private: true });
    await h.settle();
    expect((await list(p.token, memorial, 'approved')).body.data.map((t: { id: number }) => t.id)).toEqual([ok]);
    expect((await list(p.token, memorial)).body.data.map((t: { id: number }) => t.id)).toEqual([priv]);
  });

  it('answers 404 for another person’s tribute', async () => {
    const { id } = await setup();
    const other = await h.person();
    for (const [method, path] of [
      ['POST', 'approve'],
      ['POST', 'reject'],
      ['POST', 'restore'],
      ['POST', 'pin'],
      ['POST', 'unpin'],
    ] as const) {
      expect((await h.api(method, `/contributions/${id}/${path}`, { token: other.token })).status).toBe(404);
    }
    expect((await h.api('DELETE', `/contributions/${id}`, { token: other.token })).status).toBe(404);
    expect((await h.api('POST', '/contributions/999999/approve', { token: other.token })).status).toBe(404);
  });
});

describe('reject, hide, restore', () => {
  it('rejects with an optional reason of at most 500 characters', async () => {
    const { p, id } = await setup();
    expect((await h.api('POST', `/contributions/${id}/reject`, { token: p.token, body: { reason: 'x'.repeat(501) } })).status).toBe(422);
    const r = await h.api('POST', `/contributions/${id}/reject`, { token: p.token, body: { reason: 'x'.repeat(500) } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'rejected', is_approved: false });
    expect((await h.api('POST', `/contributions/${id}/reject`, { token: p.token })).status).toBe(200);
  });

  it('hides any tribute (hide result) and restores it to where it was, pin included', async () => {
    const { p, memorial, id } = await setup();
    await h.api('POST', `/contributions/${id}/approve`, { token: p.token });
    await h.api('POST', `/contributions/${id}/pin`, { token: p.token });
    const hidden = await h.api('DELETE', `/contributions/${id}`, { token: p.token });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual({ id, hidden: true, message: expect.any(String) });
    expect((await list(p.token, memorial, 'deleted')).body.data[0]).toMatchObject({ status: 'hidden', is_hidden: true, is_approved: false });
    const restored = await h.api('POST', `/contributions/${id}/restore`, { token: p.token });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ status: 'approved', is_hidden: false, is_pinned: true });
  });
});

describe('pin and unpin', () => {
  it('pins only approved tributes (422 otherwise) and puts them in a band at the top', async () => {
    const { p, memorial, id } = await setup();
    const older = id;
    await h.advance(10);
    const newer = await tribute(memorial);
    await h.settle();
    expect((await h.api('POST', `/contributions/${older}/pin`, { token: p.token })).status).toBe(422);
    await h.api('POST', `/contributions/${older}/approve`, { token: p.token });
    await h.api('POST', `/contributions/${newer}/approve`, { token: p.token });
    const ids = async () => (await list(p.token, memorial, 'approved')).body.data.map((t: { id: number }) => t.id);
    expect(await ids()).toEqual([newer, older]);
    const pinned = await h.api('POST', `/contributions/${older}/pin`, { token: p.token });
    expect(pinned.status).toBe(200);
    expect(pinned.body).toMatchObject({ id: older, is_pinned: true });
    expect(await ids()).toEqual([older, newer]);
    const unpinned = await h.api('POST', `/contributions/${older}/unpin`, { token: p.token });
    expect(unpinned.body).toMatchObject({ id: older, is_pinned: false, status: 'approved' });
    expect(await ids()).toEqual([newer, older]);
  });

  it('a rejected tribute leaves the pinned band', async () => {
    const { p, id } = await setup();
    await h.api('POST', `/contributions/${id}/approve`, { token: p.token });
    await h.api('POST', `/contributions/${id}/pin`, { token: p.token });
    const r = await h.api('POST', `/contributions/${id}/reject`, { token: p.token });
    expect(r.body).toMatchObject({ status: 'rejected', is_pinned: false });
  });
});

describe('control API for tributes', () => {
  it('404 for an unknown memorial; 422 when the memorial takes no tributes', async () => {
    expect((await h.control('POST', '/__sandbox/memorials/9999/contributions', { body: 'x', author_name: 'y' })).status).toBe(404);
    const p = await h.person();
    const memorial = await liveMemorial(p.token);
    await h.api('PATCH', `/me/memorials/${memorial}`, { token: p.token, body: { contributions_enabled: false } });
    expect((await h.control('POST', `/__sandbox/memorials/${memorial}/contributions`, { body: 'x', author_name: 'y' })).status).toBe(422);
  });
});
