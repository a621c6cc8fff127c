import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { SANDBOX_CHOICES } from '../../shared/limits';
import { useSandbox } from './harness';

const h = useSandbox();
const jpeg = readFileSync(join(import.meta.dirname, '..', '..', 'sandbox', 'assets', 'sample-cover.jpg'));

async function setup(premium = true) {
  await h.control('PUT', '/__sandbox/settings', { rate_limits: { personal: 1000 } });
  const p = await h.person();
  const r = await h.api('POST', '/me/memorials', {
    token: p.token,
    body: {
      deceased_name: 'Zoë Ní Bhriain',
      title: 'Mother, teacher, swimmer',
      birth_date: '1944-06-21',
      death_date: '2026-10-02',
      obituary: 'She swam every morning at Sandycove.\n\nShe taught three generations to read.',
    },
  });
  await h.settle();
  const id = r.body.id as number;
  if (premium) await h.control('POST', `/__sandbox/memorials/${id}/premium`, { premium: true });
  const add = async (body: string, author: string, extra: Record<string, unknown> = {}) =>
    (await h.control('POST', `/__sandbox/memorials/${id}/contributions`, { body, author_name: author, ...extra })).body.id as number;
  const a = await add('She lent me her bicycle for a whole summer.', 'Łukasz Nowak');
  await h.advance(5);
  const b = await add('The kindest teacher I ever had.', 'José Muñoz', { title: 'Thank you' });
  const pending = await add('Waiting to be approved.', 'Pat');
  const priv = await add('Private words for the family.', 'Sam', { is_private: true });
  await h.settle();
  await h.api('POST', `/contributions/${a}/approve`, { token: p.token });
  await h.api('POST', `/contributions/${b}/approve`, { token: p.token });
  await h.api('POST', `/contributions/${a}/pin`, { token: p.token });
  const grant = (await h.api('POST', `/me/memorials/${id}/media`, { token: p.token })).body;
  const form = new FormData();
  form.append('photo', new Blob([jpeg], { type: 'image/jpeg' }), 'cover.jpg');
  expect((await fetch(grant.upload_url, { method: 'PUT', body: form })).status).toBe(200);
  return { p, id, pending, priv };
}

describe('exports (spec 2.6, 3.6)', () => {
  it('prepares a real Memorial Book: 202, ready only once the file exists, then a signed download', async () => {
    const { p, id } = await setup();
    const started = await h.api('POST', `/me/memorials/${id}/exports`, { token: p.token, body: { type: 'pdf' } });
    expect(started.status).toBe(202);
    expect(started.body).toEqual({
      export_id: expect.any(Number),
      type: 'pdf',
      status: 'preparing',
      ready: false,
      download_url: null,
      message: expect.stringMatching(/isn't ready/),
    });
    const again = await h.api('POST', `/me/memorials/${id}/exports`, { token: p.token });
    expect(again.status).toBe(200);
    expect(again.body.export_id).toBe(started.body.export_id);

    await h.settle();
    const state = await h.api('GET', `/me/memorials/${id}/exports/${started.body.export_id}`, { token: p.token });
    expect(state.body).toEqual({
      export_id: started.body.export_id,
      type: 'pdf',
      status: 'ready',
      ready: true,
      download_url: expect.stringContaining('/downloads/'),
      message: expect.stringMatching(/ready to download/),
    });
    const file = await fetch(state.body.download_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('memorial-book-zoe-ni-bhriain.pdf');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    // pdf.js takes ownership of the buffer it reads, so it gets a copy.
    const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
    for (const words of [
      'Zoë Ní Bhriain',
      'Mother, teacher, swimmer',
      '21 June 1944',
      'Sandycove',
      'She lent me her bicycle',
      'Łukasz Nowak',
      'The kindest teacher',
      'José Muñoz',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('Waiting to be approved');
    expect(text).not.toContain('Private words');
    // Pinned first.
    expect(text.indexOf('She lent me her bicycle')).toBeLessThan(text.indexOf('The kindest teacher'));
    // The cover photo is in the book.
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
  });

  it('prepares a real archive: the memorial and its tributes as JSON and text, and the cover', async () => {
    const { p, id, priv } = await setup(false);
    const started = await h.api('POST', `/me/memorials/${id}/exports`, { token: p.token, body: { type: 'zip' } });
    expect(started.status).toBe(202);
    await h.settle();
    const state = (await h.api('GET', `/me/memorials/${id}/exports/${started.body.export_id}`, { token: p.token })).body;
    const file = await fetch(state.download_url);
    expect(file.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await file.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['README.txt', 'cover.jpg', 'memorial.json', 'memorial.txt', 'tributes.json']);
    expect(JSON.parse(strFromU8(files['memorial.json']!))).toMatchObject({ id, deceased_name: 'Zoë Ní Bhriain' });
    const tributes = JSON.parse(strFromU8(files['tributes.json']!)) as Array<{ id: number; is_private: boolean }>;
    expect(tributes).toHaveLength(4);
    expect(tributes.find((t) => t.id === priv)?.is_private).toBe(true);
    expect(strFromU8(files['memorial.txt']!)).toContain('José Muñoz');
    expect(Buffer.from(files['cover.jpg']!).equals(jpeg)).toBe(true);
  });

  it('needs Premium for the pdf (422), not for the zip', async () => {
    const { p, id } = await setup(false);
    const r = await h.api('POST', `/me/memorials/${id}/exports`, { token: p.token, body: { type: 'pdf' } });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ code: 'premium_required', message: expect.stringMatching(/Premium/) });
    expect((await h.api('POST', `/me/memorials/${id}/exports`, { token: p.token })).status).toBe(422);
    expect((await h.api('POST', `/me/memorials/${id}/exports`, { token: p.token, body: { type: 'zip' } })).status).toBe(202);
    expect((await h.api('POST', `/me/memorials/${id}/exports`, { token: p.token, body: { type: 'docx' } })).status).toBe(422);
  });

  it('stops offering the download once it expires, and refuses a tampered link', async () => {
    const { p, id } = await setup();
    const started = await h.api('POST', `/me/memorials/${id}/exports`, { token: p.token, body: { type: 'zip' } });
    await h.settle();
    const ready = (await h.api('GET', `/me/memorials/${id}/exports/${started.body.export_id}`, { token: p.token })).body;
    expect((await fetch(ready.download_url.replace(/signature=.../, 'signature=xyz'))).status).toBe(404);
    await h.advance(SANDBOX_CHOICES.exportLinkLifetimeSeconds + 1);
    const expired = (await h.api('GET', `/me/memorials/${id}/exports/${started.body.export_id}`, { token: p.token })).body;
    expect(expired).toMatchObject({ status: 'expired', ready: false, download_url: null });
    expect((await fetch(ready.download_url)).status).toBe(404);
  });

  it('reads a download id only as plainly written: 0x1, 1.0, " 1" and 01 are not export 1', async () => {
    const { p, id } = await setup();
    const started = await h.api('POST', `/me/memorials/${id}/exports`, { token: p.token, body: { type: 'zip' } });
    await h.settle();
    const ready = (await h.api('GET', `/me/memorials/${id}/exports/${started.body.export_id}`, { token: p.token })).body;
    const link = new URL(ready.download_url as string);
    expect((await fetch(link)).status).toBe(200);
    const exportId = String(started.body.export_id);
    for (const spelling of [`0x${Number(exportId).toString(16)}`, `${exportId}.0`, `%20${exportId}`, `0${exportId}`, `+${exportId}`, `${exportId}e0`]) {
      const respelled = new URL(link);
      respelled.pathname = `/downloads/${spelling}`;
      const r = await fetch(respelled);
      expect(r.status, spelling).toBe(404);
      expect(await r.json()).toEqual({ message: expect.stringMatching(/not valid or has expired/) });
    }
  });

  it('answers 404 for another person’s memorial or export, 401 and 403 by token', async () => {
    const { p, id } = await setup();
    const other = await h.person();
    const org = await h.organization();
    expect((await h.api('POST', `/me/memorials/${id}/exports`, { token: other.token })).status).toBe(404);
    expect((await h.api('GET', `/me/memorials/${id}/exports/1`, { token: other.token })).status).toBe(404);
    expect((await h.api('GET', `/me/memorials/${id}/exports/999`, { token: p.token })).status).toBe(404);
    expect((await h.api('POST', `/me/memorials/${id}/exports`, { token: org.token })).status).toBe(403);
    expect((await h.api('POST', `/me/memorials/${id}/exports`)).status).toBe(401);
  });
});
