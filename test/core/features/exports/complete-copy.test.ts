import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MemorySecretStore } from '../../../../core/accounts/secrets';
import { Manifest } from '../../../../core/features/exports/complete-copy';
import { useCores, type TestCore } from '../../../helpers/core';
import { useSandbox } from '../../../sandbox/harness';
import { csvFileRows } from '../../../support/csv-read';

/**
 * A family's complete copy (issue 21) through the app core, over real HTTP against the sandbox,
 * and its check. Only the network is steered (a download cut off half-way); everything else is the
 * app's own code. One family for the file, signed in once, with a Premium memorial and its tributes.
 */
const h = useSandbox({ reset: false });
/** When set, a download of an export's file breaks after its first bytes. */
const network = { cutDownloads: false };

const steeredFetch: typeof fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const response = await fetch(input, init);
  if (!network.cutDownloads || !url.includes('/downloads/') || !response.body) return response;
  const reader = response.body.getReader();
  const cut = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value } = await reader.read();
      if (value) controller.enqueue(value.subarray(0, 16));
      controller.error(new Error('the connection dropped'));
    },
  });
  return new Response(cut, { status: response.status, headers: response.headers });
};

const cores = useCores(() => ({ sandbox: h, fetch: steeredFetch, person: { downloadsFolder: downloads } }));
let downloads: string;
let core: TestCore;
/** Margaret Hughes's family (the active account), with Thomas Hughes's Premium memorial and its tributes. */
let memorialId: number;
let person: { id: number; token: string };
/**
 * A second family on the same computer, for a memorial without Premium: each family has its own 20
 * requests a minute, and a complete copy takes seven or eight of them.
 */
let plain: { person: { id: number; token: string }; accountId: string };

beforeAll(async () => {
  downloads = cores.folder('copy-downloads');
  core = await cores.start();
  const plainPerson = await h.person('June Ellis');
  plain = { person: plainPerson, accountId: (await core.signInFamily(plainPerson.id)).id };
  person = await h.person('Margaret Hughes');
  await core.signInFamily(person.id);
  const created = await h.api('POST', '/me/memorials', { token: person.token, body: { deceased_name: 'Thomas Hughes' } });
  memorialId = created.body.id as number;
  await h.settle();
  await h.control('POST', `/__sandbox/memorials/${memorialId}/premium`, { premium: true });
  for (const [author, words, isPrivate] of [
    ['Ann Porter', 'He planted the oak by the school.\nWe remember.', false],
    ['=HYPERLINK("http://x.example","Click")', 'Sorry for your loss', false],
    ['Bill Hayes', 'A private word for the family.', true],
  ] as const) {
    await h.control('POST', `/__sandbox/memorials/${memorialId}/contributions`, { author_name: author, body: words, is_private: isPrivate });
  }
  await h.settle();
}, 60_000);

describe('a family’s complete copy, checked later', () => {
  it('a memorial without Premium is copied without the Memorial Book, and the manifest says why', async () => {
    const created = await h.api('POST', '/me/memorials', { token: plain.person.token, body: { deceased_name: 'Biscuit' } });
    await h.settle();
    const done = core.next('copy', (p) => p.jobId === 'copy-plain' && p.state !== 'working');
    await core.handle('copies.make', { accountId: plain.accountId, jobId: 'copy-plain', memorialId: created.body.id as number, memorialName: 'Biscuit' });
    const settling = setInterval(() => void h.settle().catch(() => undefined), 300);
    const end = await done.finally(() => clearInterval(settling));
    expect(end.state).toBe('done');
    const manifest = Manifest.parse(JSON.parse(readFileSync(join(end.folder!, 'manifest.json'), 'utf8')));
    expect(manifest.files.map((f) => f.name.split('.').pop()).sort()).toEqual(['csv', 'txt', 'zip']);
    expect(manifest.exports.find((e) => e.type === 'pdf')).toMatchObject({ file: null, said: expect.stringMatching(/Premium/) });
    expect(manifest.tributes.count).toBe(0);
  }, 60_000);

  it('makes a complete copy whose manifest matches its files, lists it, and the check catches one changed byte and a missing file', async () => {
    const done = core.next('copy', (p) => p.jobId === 'copy-1' && p.state !== 'working');
    const first = await core.handle('copies.make', { jobId: 'copy-1', memorialId, memorialName: 'Thomas Hughes' });
    expect(first.state).toBe('working');
    // The service prepares the exports on its own clock; the test lets it.
    const settling = setInterval(() => void h.settle().catch(() => undefined), 300);
    const end = await done.finally(() => clearInterval(settling));
    expect(end).toMatchObject({ state: 'done' });
    const folder = end.folder!;
    expect(folder).toContain(join('archive', `Thomas Hughes (${memorialId})`, 'Complete copy '));

    const manifest = Manifest.parse(JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')));
    expect(manifest.memorial).toEqual({ id: memorialId, name: 'Thomas Hughes' });
    expect(manifest.files.map((f) => f.name.split('.').pop()).sort()).toEqual(['csv', 'pdf', 'txt', 'zip']);
    for (const file of manifest.files) {
      const bytes = readFileSync(join(folder, file.name));
      expect(file.bytes).toBe(bytes.length);
      expect(file.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
    expect(manifest.exports.map((e) => e.type).sort()).toEqual(['pdf', 'zip']);
    expect(manifest.exports.every((e) => e.said.length > 0 && e.file !== null)).toBe(true);
    expect(readdirSync(folder).sort()).toEqual([...manifest.files.map((f) => f.name), 'manifest.json'].sort());

    // Every tribute, private ones too, a formula in a name as text.
    const tributes = csvFileRows(join(folder, 'Tributes.csv'));
    expect(tributes[0]).toEqual(['Author', 'Date', 'Status', 'Private', 'Pinned', 'Title', 'Words']);
    expect(tributes.slice(1).map((r) => [r[0], r[3], r[6]])).toEqual([
      ['Ann Porter', 'Public', 'He planted the oak by the school.\nWe remember.'],
      [`'=HYPERLINK("http://x.example","Click")`, 'Public', 'Sorry for your loss'],
      ['Bill Hayes', 'Private', 'A private word for the family.'],
    ]);

    // A read-me says what the folder is, in the app's language, the memorial's name isolated in its sentence.
    const readme = readFileSync(join(folder, 'Read me.txt'), 'utf8');
    expect(readme.split('\n')[0]).toBe('A complete copy of \u2068Thomas Hughes\u2069’s memorial');
    expect(readme).toContain('Tributes.csv: every tribute, 3 in all,');

    const { copies } = await core.handle('copies.list', { memorialId });
    expect((await core.handle('copies.list', {})).copies.length).toBeGreaterThanOrEqual(2);
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ folder, memorialName: 'Thomas Hughes' });
    expect(await core.handle('copies.check', { id: copies[0]!.id })).toMatchObject({
      whole: true,
      message: 'All 4 files are here and exactly as they were when the copy was made.',
    });

    const zip = manifest.files.find((f) => f.name.endsWith('.zip'))!.name;
    const bytes = readFileSync(join(folder, zip));
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
    writeFileSync(join(folder, zip), bytes);
    rmSync(join(folder, 'Tributes.csv'));
    const checked = await core.handle('copies.check', { id: copies[0]!.id });
    expect(checked.whole).toBe(false);
    expect(checked.files.filter((f) => f.state !== 'same')).toEqual([
      { name: zip, state: 'changed' },
      { name: 'Tributes.csv', state: 'missing' },
    ]);
    // Each file's name isolated (FSI … PDI), so it keeps its order inside a right-to-left sentence.
    expect(checked.message).toBe(`Missing: \u2068Tributes.csv\u2069. Changed since the copy was made: \u2068${zip}\u2069. The other files are as they were.`);
  }, 90_000);

  it('a copy cut off half-way leaves nothing that looks complete, and what a crash left is swept at the next start', async () => {
    const archive = join(core.dataDir, 'archive');
    const before = readdirSync(join(archive, `Thomas Hughes (${memorialId})`));
    network.cutDownloads = true;
    try {
      const failed = core.next('copy', (p) => p.jobId === 'copy-2' && p.state !== 'working');
      await core.handle('copies.make', { jobId: 'copy-2', memorialId, memorialName: 'Thomas Hughes' });
      const settling = setInterval(() => void h.settle().catch(() => undefined), 300);
      const end = await failed.finally(() => clearInterval(settling));
      expect(end.state).toBe('failed');
      expect(end.message).toMatch(/could not be downloaded, so no copy was kept/);
    } finally {
      network.cutDownloads = false;
    }
    expect(readdirSync(join(archive, `Thomas Hughes (${memorialId})`))).toEqual(before);

    // A crash mid-copy: a hidden temporary folder, even with a manifest in it, is not a copy, and goes at the next start.
    const leftover = join(archive, `Thomas Hughes (${memorialId})`, '.Complete copy 2026-01-01 10.00.123.part');
    mkdirSync(leftover);
    writeFileSync(
      join(leftover, 'manifest.json'),
      readFileSync(join(archive, `Thomas Hughes (${memorialId})`, before.find((n) => n.startsWith('Complete copy '))!, 'manifest.json')),
    );
    expect((await core.handle('copies.list', { memorialId })).copies).toHaveLength(1);
    // The next start, with a keychain of its own: the sweep needs no sign-in.
    core = await core.restart({ secrets: new MemorySecretStore() });
    await expect.poll(() => existsSync(leftover)).toBe(false);
    // Time enough for a copy that must wait for the family's next minute (a retried request, a slow machine).
  }, 180_000);
});
