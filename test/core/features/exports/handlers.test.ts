import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PersonFiles } from '../../../../core/ports';
import { useCores, type TestCore } from '../../../helpers/core';
import { useSandbox } from '../../../sandbox/harness';

/**
 * Exports and the local archive through the app core, over real HTTP against the sandbox. One
 * family signs in once for the whole file (the device flow polls every few seconds); each test
 * sets the desktop's parts it needs. (The complete copy: complete-copy.test.ts.)
 */
const h = useSandbox({ reset: false });
/** What this desktop can do, set by each test; the core asks for it at each use. */
const desktop: { current: PersonFiles } = { current: {} };
const cores = useCores(() => ({
  sandbox: h,
  person: {
    downloadsFolder: downloads,
    chooseFolder: (path) => desktop.current.chooseFolder?.(path) ?? Promise.resolve(null),
    chooseSaveFile: (path, kind) => desktop.current.chooseSaveFile?.(path, kind) ?? Promise.resolve(null),
    showItemInFolder: (path) => desktop.current.showItemInFolder?.(path) ?? Promise.resolve(false),
  },
}));
let core: TestCore;
let downloads: string;
let person: { id: number; token: string };

beforeAll(async () => {
  downloads = cores.folder('exports-downloads');
  core = await cores.start();
  person = await h.person('Margaret Hughes');
  await core.signInFamily(person.id);
}, 30_000);

afterEach(() => {
  desktop.current = {};
  for (const name of readdirSync(downloads)) rmSync(join(downloads, name), { recursive: true, force: true });
});

/** The family's memorial (the service lets a person create three a day): a plain one, or a Premium one. */
const memorials: { plain?: number; premium?: number } = {};
async function memorial(options: { premium?: boolean } = {}): Promise<number> {
  const kind = options.premium ? 'premium' : 'plain';
  const known = memorials[kind];
  if (known) return known;
  const created = await h.api('POST', '/me/memorials', { token: person.token, body: { deceased_name: 'Thomas Hughes' } });
  await h.settle();
  if (options.premium) await h.control('POST', `/__sandbox/memorials/${created.body.id}/premium`, { premium: true });
  return (memorials[kind] = created.body.id as number);
}

describe('exports and the local archive', () => {
  it('downloads a ready archive into the memorial’s folder of the app’s archive and lists it, with its size, offline too', async () => {
    const memorialId = await memorial();
    const started = await core.handle('startExport', { params: { memorial: memorialId }, body: { type: 'zip' } });
    expect(started.data.ready).toBe(false);
    await h.settle();
    const done = core.next('download', (s) => s.state === 'done' || s.state === 'failed');
    const first = await core.handle('exports.download', {
      memorialId: memorialId,
      memorialName: 'Thomas Hughes',
      exportId: started.data.export_id,
      where: { kind: 'archive' },
    });
    expect(first.state).toBe('starting');
    const end = await done;
    expect(end).toMatchObject({ state: 'done', type: 'zip', folder: join(core.dataDir, 'archive', `Thomas Hughes (${memorialId})`) });
    const path = join(end.folder, end.fileName!);
    expect(readFileSync(path).subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'));
    expect(readdirSync(end.folder)).toEqual([end.fileName]);

    const { entries } = await core.handle('archive.list', {});
    expect(entries).toEqual([
      expect.objectContaining({
        id: end.archiveId,
        memorialId: memorialId,
        memorialName: 'Thomas Hughes',
        type: 'zip',
        bytes: statSync(path).size,
        present: true,
      }),
    ]);
    const folders = await core.handle('downloads.folders', { memorialId: memorialId, memorialName: 'Thomas Hughes' });
    expect(folders).toEqual({ downloads, archive: end.folder, canChoose: true, canShow: true });
    // The file manager could not show it: says so rather than pretend.
    expect(await core.handle('files.show', { id: end.archiveId! })).toEqual({ shown: false });

    // The file moved away: the list says it is no longer there.
    rmSync(path);
    expect((await core.handle('archive.list', { memorialId: memorialId })).entries[0]!.present).toBe(false);
  });

  it('downloads a Memorial Book into Downloads; an expired link asks for a fresh export', async () => {
    const memorialId = await memorial({ premium: true });
    const started = await core.handle('startExport', { params: { memorial: memorialId }, body: { type: 'pdf' } });
    await h.settle();
    const done = core.next('download', (s) => s.state === 'done' || s.state === 'failed');
    await core.handle('exports.download', { memorialId: memorialId, exportId: started.data.export_id, where: { kind: 'downloads' } });
    const end = await done;
    expect(end.state).toBe('done');
    expect(readFileSync(join(downloads, end.fileName!)).subarray(0, 4).toString('latin1')).toBe('%PDF');

    await h.advance(2 * 24 * 60 * 60);
    const expired = core.next('download', (s) => s.state !== 'starting' && s.state !== 'downloading');
    await core.handle('exports.download', { memorialId: memorialId, exportId: started.data.export_id, where: { kind: 'downloads' } });
    expect(await expired).toMatchObject({ state: 'expired', message: expect.stringMatching(/start a new one|fresh export/i) });
  });

  it('only downloads into a folder the person chose through the chooser', async () => {
    const chosen = cores.folder('exports-chosen');
    desktop.current = { chooseFolder: () => Promise.resolve(chosen), showItemInFolder: () => Promise.resolve(true) };
    const memorialId = await memorial();
    const started = await core.handle('startExport', { params: { memorial: memorialId }, body: { type: 'zip' } });
    await h.settle();
    await expect(
      core.handle('exports.download', { memorialId: memorialId, exportId: started.data.export_id, where: { kind: 'chosen', folder: '/etc' } }),
    ).rejects.toMatchObject({
      error: { kind: 'invalid', message: expect.stringMatching(/choose the folder again/) },
    });
    expect(await core.handle('downloads.chooseFolder', {})).toEqual({ folder: chosen });
    const done = core.next('download', (s) => s.state === 'done');
    await core.handle('exports.download', { memorialId: memorialId, exportId: started.data.export_id, where: { kind: 'chosen', folder: chosen } });
    const end = await done;
    expect(end.folder).toBe(chosen);
    expect(await core.handle('files.show', { id: end.archiveId! })).toEqual({ shown: true });
  });
});
