import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { UploadGrant } from '../../../../shared/api/memorials';
import { COVER_PIECE_BYTES } from '../../../../shared/bridge/memorials';
import { realClock, type Clock } from '../../../../core/clock';
import { FakeClock } from '../../../helpers/fake-clock';
import { COVER_MESSAGES, CoverUploads, isUsableUploadUrl, type CoverProgress } from '../../../../core/features/memorials/cover-upload';
import { withExif } from '../../../fixtures/exif';
import { useSandbox } from '../../../sandbox/harness';

/** The uploader over real HTTP against the sandbox: grants from its API, the PUT to its upload address. */
const h = useSandbox();
const jpeg = new Uint8Array(readFileSync(join(import.meta.dirname, '..', '..', '..', 'fixtures', 'cover-base.jpg')));

async function liveMemorial() {
  const person = await h.person();
  const created = await h.api('POST', '/me/memorials', { token: person.token, body: { deceased_name: 'Ada Brook' } });
  await h.settle();
  return { token: person.token, id: created.body.id as number, slug: created.body.slug as string };
}

function uploader(token: string, options: { clock?: Clock; grant?: () => Promise<UploadGrant>; fetch?: typeof fetch } = {}) {
  const progress: CoverProgress[] = [];
  const grants: UploadGrant[] = [];
  const uploads = new CoverUploads({
    clock: options.clock ?? realClock,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    grant: async (_account, memorialId) => {
      const grant = options.grant ? await options.grant() : ((await h.api('POST', `/me/memorials/${memorialId}/media`, { token })).body as UploadGrant);
      grants.push(grant);
      return grant;
    },
    onProgress: (p) => progress.push(p),
  });
  return { uploads, progress, grants };
}

/** Hands the photo to the uploader the way the bridge does: base64 pieces, in order. */
function handOver(uploads: CoverUploads, uploadId: string, photo: Uint8Array, pieceBytes = COVER_PIECE_BYTES) {
  for (let offset = 0; offset < photo.length; offset += pieceBytes) {
    uploads.piece(uploadId, offset, Buffer.from(photo.subarray(offset, offset + pieceBytes)).toString('base64'));
  }
}

describe('sending a cover photo', () => {
  it('uploads the JPEG as multipart form-data in the grant’s field, with progress, and the public page shows it', async () => {
    const m = await liveMemorial();
    const { uploads, progress, grants } = uploader(m.token);
    const begun = await uploads.begin('acc', m.id);
    expect(begun).toMatchObject({ maxBytes: 10 * 1024 * 1024, accepts: ['image/jpeg'], message: expect.stringMatching(/JPEG/) });
    // A photo larger than one piece, so it crosses the bridge in several.
    const big = new Uint8Array(300_000);
    big.set(jpeg);
    handOver(uploads, begun.uploadId, big, 100_000);
    const sent = await uploads.send(begun.uploadId, big.length);
    expect(sent).toEqual({ message: expect.stringMatching(/cover photo is saved/), renewed: false, bytes: big.length });
    expect(grants).toHaveLength(1);
    // Progress rises to the whole body (the form's few hundred bytes of headers included).
    expect(progress[0]).toMatchObject({ sent: 0 });
    const last = progress.at(-1)!;
    expect(last.sent).toBe(last.total);
    expect(last.total).toBeGreaterThan(big.length);
    expect(last.total).toBeLessThan(big.length + 1000);
    expect(progress.map((p) => p.sent)).toEqual([...progress.map((p) => p.sent)].sort((a, b) => a - b));

    const cover = await fetch(`${h.url}/m/${m.slug}/cover.jpg`);
    expect(cover.status).toBe(200);
    expect(new Uint8Array(await cover.arrayBuffer())).toEqual(big);
    // The photo is forgotten once sent.
    await expect(uploads.send(begun.uploadId, big.length)).rejects.toThrow(COVER_MESSAGES.unknown);
  });

  it('asks for a fresh grant once when the service refuses the first (it ran out on the service’s clock)', async () => {
    const m = await liveMemorial();
    const { uploads, grants } = uploader(m.token);
    const begun = await uploads.begin('acc', m.id);
    handOver(uploads, begun.uploadId, jpeg);
    await h.advance(16 * 60);
    const sent = await uploads.send(begun.uploadId, jpeg.length);
    expect(sent.renewed).toBe(true);
    expect(grants).toHaveLength(2);
    expect(grants[1]!.upload_url).not.toBe(grants[0]!.upload_url);
  });

  it('asks for a fresh grant before sending when the grant has already run out by this computer’s clock', async () => {
    const m = await liveMemorial();
    const clock = new FakeClock(Date.now());
    let uses = 0;
    const counting: typeof fetch = (input, init) => {
      uses++;
      return fetch(input, init);
    };
    const { uploads, grants } = uploader(m.token, { clock, fetch: counting });
    const begun = await uploads.begin('acc', m.id);
    handOver(uploads, begun.uploadId, jpeg);
    await clock.advance(16 * 60 * 1000);
    expect((await uploads.send(begun.uploadId, jpeg.length)).renewed).toBe(true);
    expect(grants).toHaveLength(2);
    expect(uses).toBe(1); // The stale grant was never tried.
  });

  it('stops after one fresh grant: a grant refused twice ends in plain words, and the photo can be sent again later', async () => {
    const m = await liveMemorial();
    const used = (await h.api('POST', `/me/memorials/${m.id}/media`, { token: m.token })).body as UploadGrant;
    // Use the grant up, then hand only that one out.
    const form = new FormData();
    form.append('photo', new Blob([jpeg], { type: 'image/jpeg' }), 'x.jpg');
    expect((await fetch(used.upload_url, { method: 'PUT', body: form })).status).toBe(200);
    const { uploads, grants } = uploader(m.token, { grant: () => Promise.resolve(used) });
    const begun = await uploads.begin('acc', m.id);
    handOver(uploads, begun.uploadId, jpeg);
    const failure = await uploads.send(begun.uploadId, jpeg.length).catch((e: unknown) => e as Error);
    expect(failure).toMatchObject({ kind: 'service', message: COVER_MESSAGES.refusedTwice });
    expect(failure.message).not.toContain(used.upload_url);
    expect(grants).toHaveLength(2); // The one at the start, then exactly one fresh one.
  });

  it('never sends a JPEG that still carries EXIF or GPS, nor anything that is not a JPEG', async () => {
    const m = await liveMemorial();
    let uses = 0;
    const counting: typeof fetch = (input, init) => {
      uses++;
      return fetch(input, init);
    };
    const { uploads } = uploader(m.token, { fetch: counting });
    const withGps = withExif(jpeg, 6);
    const one = await uploads.begin('acc', m.id);
    handOver(uploads, one.uploadId, withGps);
    await expect(uploads.send(one.uploadId, withGps.length)).rejects.toThrow(COVER_MESSAGES.metadata);
    const png = new Uint8Array(readFileSync(join(import.meta.dirname, '..', '..', '..', 'fixtures', 'cover-small.png')));
    const two = await uploads.begin('acc', m.id);
    handOver(uploads, two.uploadId, png);
    await expect(uploads.send(two.uploadId, png.length)).rejects.toThrow(COVER_MESSAGES.notJpeg);
    expect(uses).toBe(0);
  });

  it('takes pieces only in order, never past the grant’s max_bytes, and only a whole photo', async () => {
    const grant: UploadGrant = {
      upload_url: 'http://127.0.0.1:9/uploads/x',
      expires_at: new Date(Date.now() + 600_000).toISOString(),
      method: 'PUT',
      field: 'photo',
      accepts: ['image/jpeg'],
      max_bytes: 1000,
      message: 'A JPEG of up to 1000 bytes.',
    };
    const { uploads } = uploader('none', { grant: () => Promise.resolve(grant) });
    const begun = await uploads.begin('acc', 1);
    const piece = (bytes: number) => Buffer.alloc(bytes, 1).toString('base64');
    expect(() => uploads.piece(begun.uploadId, 10, piece(10))).toThrow(COVER_MESSAGES.outOfOrder);
    expect(uploads.piece(begun.uploadId, 0, piece(600))).toEqual({ received: 600 });
    await expect(uploads.send(begun.uploadId, 1000)).rejects.toThrow(COVER_MESSAGES.incomplete);
    expect(() => uploads.piece(begun.uploadId, 600, piece(600))).toThrow(/larger than the memorial service takes/);
    // Refused pieces end the photo: it must be chosen again.
    expect(() => uploads.piece(begun.uploadId, 600, piece(1))).toThrow(COVER_MESSAGES.unknown);
  });

  it('uses only https upload addresses, or http to this computer', () => {
    expect(isUsableUploadUrl('https://media.example.org/u/abc')).toBe(true);
    expect(isUsableUploadUrl('http://127.0.0.1:4010/uploads/abc')).toBe(true);
    expect(isUsableUploadUrl('http://media.example.org/u/abc')).toBe(false);
    expect(isUsableUploadUrl('https://user:pw@media.example.org/u')).toBe(false);
    expect(isUsableUploadUrl('file:///etc/passwd')).toBe(false);
  });
});
