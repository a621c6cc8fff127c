import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeEvent, BridgeEventName } from '../../../shared/bridge';
import { createNodeAppCore as createAppCore } from '../../../electron/node/home';
import type { AppCore } from '../../../core/app-core-types';
import type { DesktopFiles } from '../../../core/files/saved-files';
import { systemDownloadsFolder } from '../../../electron/node/home';
import { MemorySecretStore } from '../../../core/accounts/secrets';
import { useSandbox } from '../../sandbox/harness';

/**
 * Main's Premium work through the app core, over real HTTP against the sandbox. One family signs
 * in once for the whole file (the device flow polls every few seconds); each test makes its own
 * memorial, and sets the desktop's parts it needs.
 */
const h = useSandbox({ reset: false });
const dirs: string[] = [];
let core: AppCore;
let dataDir: string;
let downloads: string;
let person: { id: number; token: string };
let accountId: string;
const desktop: { current: DesktopFiles } = { current: {} };

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

function next<E extends BridgeEventName>(c: AppCore, event: E, test: (p: BridgeEvent<E>) => boolean): Promise<BridgeEvent<E>> {
  return new Promise((resolve) => {
    const off = c.on(event, (payload) => {
      if (test(payload)) {
        off();
        resolve(payload);
      }
    });
  });
}

beforeAll(async () => {
  dataDir = tempDir('premium-core-');
  downloads = tempDir('premium-downloads-');
  core = await createAppCore({
    dataDir,
    serviceUrl: h.baseUrl,
    demo: false,
    secrets: new MemorySecretStore(),
    openExternal: () => Promise.resolve(false),
    // Each test sets what this desktop can do; the core asks for it at each use.
    desktop: {
      downloadsFolder: downloads,
      chooseFolder: (path) => desktop.current.chooseFolder?.(path) ?? Promise.resolve(null),
      chooseSaveFile: (path, kind) => desktop.current.chooseSaveFile?.(path, kind) ?? Promise.resolve(null),
      showItemInFolder: (path) => desktop.current.showItemInFolder?.(path) ?? Promise.resolve(false),
    },
  });
  person = await h.person('Margaret Hughes');
  const flow = await core.handle('signIn.device.start', {});
  const approved = next(core, 'deviceSignIn', (s) => s.state === 'approved');
  await h.control('POST', '/__sandbox/device/approve', { user_code: flow.userCode, person_id: person.id });
  accountId = (await approved).account!.id;
}, 30_000);

afterAll(async () => {
  await core?.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

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

describe('visits', () => {
  it('reads the counts as the person’s request, records today once, and keeps the history across a restart', async () => {
    const memorialId = await memorial();
    await h.control('POST', `/__sandbox/memorials/${memorialId}/visits`, { count: 7 });
    const first = await core.handle('visits.read', { memorialId: memorialId });
    expect(first.counts).toMatchObject({ today: 7, total: 7 });
    expect(first.counts.message).toMatch(/visit/);
    expect(first.history).toHaveLength(1);
    await h.control('POST', `/__sandbox/memorials/${memorialId}/visits`, { count: 2 });
    const second = await core.handle('visits.read', { memorialId: memorialId });
    expect(second.history).toHaveLength(1);
    expect(second.history[0]).toMatchObject({ total: 9 });

    // On disk, for the next start; and read back without the service.
    const kept = new DatabaseSync(join(dataDir, 'state.sqlite'), { readOnly: true });
    try {
      const rows = kept.prepare('SELECT record FROM visits WHERE account_id = ? AND memorial_id = ?').all(accountId, memorialId) as { record: string }[];
      expect(rows.map((row) => JSON.parse(row.record) as unknown)).toEqual(second.history);
    } finally {
      kept.close();
    }
    expect((await core.handle('visits.history', { memorialId, accountId })).history).toEqual(second.history);
  });

  it('is for family accounts only', async () => {
    const other = await createAppCore({
      dataDir: tempDir('premium-business-'),
      serviceUrl: h.baseUrl,
      demo: false,
      secrets: new MemorySecretStore(),
      openExternal: () => Promise.resolve(false),
    });
    const org = await h.organization();
    await other.handle('signIn.business', { token: org.token });
    await expect(other.handle('visits.read', { memorialId: 1 })).rejects.toMatchObject({
      error: { kind: 'invalid', message: expect.stringMatching(/family accounts/) },
    });
    await expect(other.handle('archive.list', {})).rejects.toMatchObject({ error: { kind: 'invalid' } });
    await other.close();
  });
});

describe('exports and the local archive', () => {
  it('downloads a ready archive into the memorial’s folder of the app’s archive and lists it, with its size, offline too', async () => {
    const memorialId = await memorial();
    const started = await core.handle('startExport', { params: { memorial: memorialId }, body: { type: 'zip' } });
    expect(started.data.ready).toBe(false);
    await h.settle();
    const done = next(core, 'download', (s) => s.state === 'done' || s.state === 'failed');
    const first = await core.handle('exports.download', {
      memorialId: memorialId,
      memorialName: 'Thomas Hughes',
      exportId: started.data.export_id,
      where: { kind: 'archive' },
    });
    expect(first.state).toBe('starting');
    const end = await done;
    expect(end).toMatchObject({ state: 'done', type: 'zip', folder: join(dataDir, 'archive', `Thomas Hughes (${memorialId})`) });
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
    const done = next(core, 'download', (s) => s.state === 'done' || s.state === 'failed');
    await core.handle('exports.download', { memorialId: memorialId, exportId: started.data.export_id, where: { kind: 'downloads' } });
    const end = await done;
    expect(end.state).toBe('done');
    expect(readFileSync(join(downloads, end.fileName!)).subarray(0, 4).toString('latin1')).toBe('%PDF');

    await h.advance(2 * 24 * 60 * 60);
    const expired = next(core, 'download', (s) => s.state !== 'starting' && s.state !== 'downloading');
    await core.handle('exports.download', { memorialId: memorialId, exportId: started.data.export_id, where: { kind: 'downloads' } });
    expect(await expired).toMatchObject({ state: 'expired', message: expect.stringMatching(/start a new one|fresh export/i) });
  });

  it('only downloads into a folder the person chose through the chooser', async () => {
    const chosen = tempDir('premium-chosen-');
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
    const done = next(core, 'download', (s) => s.state === 'done');
    await core.handle('exports.download', { memorialId: memorialId, exportId: started.data.export_id, where: { kind: 'chosen', folder: chosen } });
    const end = await done;
    expect(end.folder).toBe(chosen);
    expect(await core.handle('files.show', { id: end.archiveId! })).toEqual({ shown: true });
  });
});

describe('an event’s guest list', () => {
  it('is written by main as CSV into the file the person chose (or Downloads without a save dialog), people expected at the end', async () => {
    const saveAs = join(tempDir('premium-csv-'), 'guests.csv');
    desktop.current = { chooseSaveFile: () => Promise.resolve(saveAs) };
    const memorialId = await memorial({ premium: true });
    const posted = await h.api('POST', `/me/memorials/${memorialId}/broadcasts`, {
      token: person.token,
      body: { kind: 'event', title: 'Gathering', starts_at: '2030-05-01T14:00:00Z', rsvp_enabled: true },
    });
    const eventId: number = posted.body.data.id;
    await h.control('POST', `/__sandbox/events/${eventId}/rsvps`, { name: 'Ann', attending: 'yes', party_size: 4 });
    await h.control('POST', `/__sandbox/events/${eventId}/rsvps`, { name: '=HYPERLINK("x")', attending: 'no', party_size: 2 });
    await h.control('POST', `/__sandbox/events/${eventId}/rsvps`, { name: 'Bill, Jr.', attending: 'maybe', party_size: 1 });

    const saved = await core.handle('rsvps.saveCsv', { memorialId: memorialId, eventId, eventTitle: 'Gathering' });
    expect(saved).toMatchObject({ saved: true, path: saveAs });
    const csv = readFileSync(saveAs, 'utf8');
    expect(csv).toMatch(/^\uFEFFName,Reply,Party size,Replied on\r\n/);
    expect(csv).toContain('Ann,Coming,4,');
    expect(csv).toContain(`"'=HYPERLINK(""x"")",Not coming,2,`);
    expect(csv).toContain('"Bill, Jr.",Maybe,1,');
    expect(csv).toContain('People expected,,4,');
    if (process.platform !== 'win32') expect(statSync(saveAs).mode & 0o777).toBe(0o600);
  });

  it('the person cancelled the save dialog: nothing is written', async () => {
    const memorialId = await memorial({ premium: true });
    const posted = await h.api('POST', `/me/memorials/${memorialId}/broadcasts`, {
      token: person.token,
      body: { kind: 'event', title: 'Gathering', starts_at: '2030-05-01T14:00:00Z', rsvp_enabled: true },
    });
    expect(await core.handle('rsvps.saveCsv', { memorialId: memorialId, eventId: posted.body.data.id })).toEqual({
      saved: false,
      fileId: null,
      path: null,
      message: 'Nothing was saved.',
    });
    expect(readdirSync(downloads)).toEqual([]);
  });
});

describe('the Downloads folder without a desktop', () => {
  it('is XDG_DOWNLOAD_DIR where set, else Downloads in the home folder', () => {
    expect(systemDownloadsFolder({ XDG_DOWNLOAD_DIR: '/srv/dl' })).toBe('/srv/dl');
    expect(systemDownloadsFolder({})).toMatch(/Downloads$/);
  });
});
