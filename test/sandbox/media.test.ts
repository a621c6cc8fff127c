import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SANDBOX_CHOICES } from '../../shared/limits';
import { useSandbox } from './harness';

const h = useSandbox();
const jpeg = readFileSync(join(import.meta.dirname, '..', '..', 'sandbox', 'assets', 'sample-cover.jpg'));

async function liveMemorial() {
  const p = await h.person();
  const r = await h.api('POST', '/me/memorials', { token: p.token, body: { deceased_name: 'Iris Murdoch' } });
  await h.settle();
  return { p, id: r.body.id as number };
}

function upload(url: string, bytes: Uint8Array, opts: { field?: string; type?: string; filename?: string } = {}) {
  const form = new FormData();
  form.append(opts.field ?? 'photo', new Blob([bytes], { type: opts.type ?? 'image/jpeg' }), opts.filename ?? 'cover.jpg');
  return fetch(url, { method: 'PUT', body: form });
}

describe('cover photo upload (spec 4.4)', () => {
  it('grants a short-lived signed address, takes a JPEG in the named field, and the memorial has its cover', async () => {
    const { p, id } = await liveMemorial();
    const grant = await h.api('POST', `/me/memorials/${id}/media`, { token: p.token });
    expect(grant.status).toBe(201);
    expect(grant.body).toEqual({
      upload_url: expect.stringMatching(new RegExp(`^${h.url}/uploads/`)),
      expires_at: expect.any(String),
      method: 'PUT',
      field: 'photo',
      accepts: ['image/jpeg'],
      max_bytes: SANDBOX_CHOICES.uploadMaxBytes,
      message: expect.stringMatching(/JPEG/),
    });
    expect(Date.parse(grant.body.expires_at) - Date.now()).toBeLessThanOrEqual(SANDBOX_CHOICES.uploadGrantLifetimeSeconds * 1000 + 1000);
    const r = await upload(grant.body.upload_url, jpeg);
    expect(r.status).toBe(200);
    expect(((await r.json()) as { message: string }).message).toMatch(/saved/);
    const cover = await fetch(`${h.url}/m/iris-murdoch/cover.jpg`);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await cover.arrayBuffer()).equals(jpeg)).toBe(true);
    // A grant works once.
    expect((await upload(grant.body.upload_url, jpeg)).status).toBe(410);
  });

  it('refuses what is not a JPEG, whatever it claims, and a missing field, with a clear message', async () => {
    const { p, id } = await liveMemorial();
    const grant = (await h.api('POST', `/me/memorials/${id}/media`, { token: p.token })).body;
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const wrong = await upload(grant.upload_url, png, { type: 'image/jpeg', filename: 'x.jpg' });
    expect(wrong.status).toBe(415);
    expect(((await wrong.json()) as { message: string }).message).toMatch(/not a JPEG/);
    const noField = await upload(grant.upload_url, jpeg, { field: 'image' });
    expect(noField.status).toBe(400);
    expect(((await noField.json()) as { message: string }).message).toMatch(/"photo"/);
    const base64 = await fetch(grant.upload_url, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ photo: jpeg.toString('base64') }),
    });
    expect(base64.status).toBe(400);
    // The grant was not used up by the refusals.
    expect((await upload(grant.upload_url, jpeg)).status).toBe(200);
  });

  it('refuses a photo over max_bytes (413) and an expired or unknown address', async () => {
    const { p, id } = await liveMemorial();
    const grant = (await h.api('POST', `/me/memorials/${id}/media`, { token: p.token })).body;
    const big = new Uint8Array(SANDBOX_CHOICES.uploadMaxBytes + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect((await upload(grant.upload_url, big)).status).toBe(413);
    const exact = new Uint8Array(SANDBOX_CHOICES.uploadMaxBytes);
    exact.set([0xff, 0xd8, 0xff]);
    expect((await upload(grant.upload_url, exact)).status).toBe(200);

    const later = (await h.api('POST', `/me/memorials/${id}/media`, { token: p.token })).body;
    await h.advance(SANDBOX_CHOICES.uploadGrantLifetimeSeconds + 1);
    const expired = await upload(later.upload_url, jpeg);
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as { message: string }).message).toMatch(/run out/);
    expect((await upload(`${h.url}/uploads/mdu_nothing`, jpeg)).status).toBe(404);
  });

  it('answers 404 for a memorial that is not the caller’s, 403 for a business token', async () => {
    const { id } = await liveMemorial();
    const other = await h.person();
    const org = await h.organization();
    expect((await h.api('POST', `/me/memorials/${id}/media`, { token: other.token })).status).toBe(404);
    expect((await h.api('POST', `/me/memorials/${id}/media`, { token: org.token })).status).toBe(403);
  });
});
