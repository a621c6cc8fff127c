import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeEvent, BridgeEventName } from '../../../shared/bridge';
import { createNodeAppCore as createAppCore } from '../../../electron/node/home';
import type { AppCore } from '../../../core/app-core-types';
import { Manifest } from '../../../core/features/exports/complete-copy';
import { MemorySecretStore } from '../../../core/accounts/secrets';
import { useSandbox } from '../../sandbox/harness';

/**
 * Issue 21 through the app core, over real HTTP against the sandbox: the funeral home's list and
 * journal, and a family's complete copy with its check. Only the network is steered (a download
 * cut off half-way); everything else is the app's own code.
 */
const h = useSandbox({ reset: false });
const dirs: string[] = [];
let downloads: string;
/** When set, a download of an export's file breaks after its first bytes. */
const network = { cutDownloads: false };

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

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

function coreAt(dataDir: string): Promise<AppCore> {
  return createAppCore({
    dataDir,
    serviceUrl: h.baseUrl,
    demo: false,
    secrets: new MemorySecretStore(),
    openExternal: () => Promise.resolve(false),
    fetch: steeredFetch,
    desktop: { downloadsFolder: downloads },
  });
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

function csvRows(path: string): string[][] {
  const text = readFileSync(path, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return Papa.parse<string[]>(text.slice(1), { delimiter: ',', newline: '\r\n', skipEmptyLines: true }).data;
}

beforeAll(() => {
  downloads = tempDir('keeping-downloads-');
});
afterAll(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('the funeral home: its list as a spreadsheet, and the desk journal', () => {
  let core: AppCore;
  let dataDir: string;
  let org: { id: number; token: string };

  beforeAll(async () => {
    dataDir = tempDir('keeping-desk-');
    core = await coreAt(dataDir);
    org = await h.organization('Hollis & Daughters');
    await core.handle('signIn.business', { token: org.token });
  }, 30_000);
  afterAll(async () => {
    await core?.close();
  });

  it('saves every memorial of the search, a formula in a name arriving as text, and the journal says so', async () => {
    for (const name of ['Albert Finch', '=HYPERLINK("http://x.example","Click")', 'Alberta Gray']) {
      const made = await h.api('POST', '/memorials', {
        token: org.token,
        body: { deceased_name: name, designated_owner: 'family', family_email: 'family@example.com', death_date: '2026-10-01' },
      });
      expect(made.status).toBe(201);
    }
    const pages: number[] = [];
    const off = core.on('listSave', (p) => p.jobId === 'job-1' && pages.push(p.page));
    const saved = await core.handle('desk.saveList', { jobId: 'job-1', which: 'memorials', search: {} });
    off();
    expect(saved).toMatchObject({ saved: true, rows: 3 });
    expect(pages.at(-1)).toBe(1);
    const rows = csvRows(saved.path!);
    const listed = (await h.api('GET', '/memorials?per_page=100', { token: org.token })).body.data as { deceased_name: string }[];
    expect(rows[0]).toEqual(['Name', 'Status', 'Born', 'Died', 'Created', 'Public address']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(listed.map((m) => (m.deceased_name.startsWith('=') ? `'${m.deceased_name}` : m.deceased_name)));
    expect(rows.slice(1).every((r) => r[1] === 'Waiting on the family' && r[3] === '2026-10-01')).toBe(true);

    // The search's words are kept: only what the screen shows.
    const searched = await core.handle('desk.saveList', { jobId: 'job-2', which: 'memorials', search: { q: 'Albert' } });
    expect(
      csvRows(searched.path!)
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['Albert Finch', 'Alberta Gray']);

    const journal = await core.handle('journal.list', {});
    expect(journal.entries[0]).toMatchObject({ kind: 'list-saved', what: expect.stringMatching(/Saved the list of memorials as a spreadsheet \(2 rows\)/) });
  });

  it('saves the waiting list as main’s pass found it, the longest wait first', async () => {
    const complete = next(core, 'deskWaiting', (state) => state.completeAt !== null && state.checking === null);
    await core.handle('desk.waiting', { refresh: true });
    await complete;
    const saved = await core.handle('desk.saveList', { jobId: 'job-3', which: 'waiting' });
    const rows = csvRows(saved.path!);
    expect(saved.rows).toBe(3);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[3]])).toEqual([
      ['Albert Finch', 'Waiting on the family', '2026-10-01'],
      [`'=HYPERLINK("http://x.example","Click")`, 'Waiting on the family', '2026-10-01'],
      ['Alberta Gray', 'Waiting on the family', '2026-10-01'],
    ]);
  });

  it('provisioning and resending are written in the journal with the initials, and the journal survives a restart', async () => {
    await core.handle('journal.setInitials', { initials: 'MB' });
    const made = await core.handle('desk.provision', {
      body: { deceased_name: 'Walter Page', designated_owner: 'family', family_name: 'Ruth Page', family_email: 'ruth@example.com' },
    });
    await core.handle('desk.resend', { onboardingId: made.result.id });
    expect((await core.handle('journal.note', { kind: 'owners-looked-up' })).recorded).toBe(true);
    // The same look a moment later is the same look.
    expect((await core.handle('journal.note', { kind: 'owners-looked-up' })).recorded).toBe(false);
    await core.close();

    core = await coreAt(dataDir);
    const journal = await core.handle('journal.list', {});
    expect(journal.initials).toBe('MB');
    expect(journal.entries.slice(0, 3).map((e) => [e.kind, e.initials])).toEqual([
      ['owners-looked-up', 'MB'],
      ['invitation-resent', 'MB'],
      ['provisioned-invite', 'MB'],
    ]);
    expect(journal.entries[2]!.what).toBe('Started the memorial of Walter Page and invited the family (Ruth Page) to write it.');
    const saved = await core.handle('journal.saveCsv', {});
    const rows = csvRows(saved.path!);
    expect(rows[0]).toEqual(['When', 'What was done', 'Memorial', 'Initials at the desk', 'Recorded on']);
    expect(rows[1]![1]).toBe('Looked up who looks after each memorial.');
    expect(rows[1]![4]).toMatch(/^This computer \(/);
  });
});

describe('a family: events for a calendar, and a complete copy checked later', () => {
  let core: AppCore;
  let dataDir: string;
  let memorialId: number;
  let person: { id: number; token: string };

  beforeAll(async () => {
    dataDir = tempDir('keeping-family-');
    core = await coreAt(dataDir);
    person = await h.person('Margaret Hughes');
    const flow = await core.handle('signIn.device.start', {});
    const approved = next(core, 'deviceSignIn', (s) => s.state === 'approved');
    await h.control('POST', '/__sandbox/device/approve', { user_code: flow.userCode, person_id: person.id });
    await approved;
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
  afterAll(async () => {
    await core?.close();
  });

  it('saves an event as .ics from what the service says', async () => {
    const posted = await h.api('POST', `/me/memorials/${memorialId}/broadcasts`, {
      token: person.token,
      body: { kind: 'event', title: 'Planting the oak', starts_at: '2031-05-16T10:30:00+01:00', location: 'St Mary’s school' },
    });
    expect(posted.status).toBe(202);
    const saved = await core.handle('events.saveIcs', { memorialId, memorialName: 'Thomas Hughes', eventId: posted.body.data.id });
    expect(saved).toMatchObject({ saved: true, events: 1 });
    const text = readFileSync(saved.path!, 'utf8');
    expect(text).toContain('DTSTART:20310516T093000Z\r\n');
    expect(text).toContain('SUMMARY:Planting the oak\r\n');

    // Every event of the memorial at once (an announcement has no time, so it is left out).
    await h.api('POST', `/me/memorials/${memorialId}/broadcasts`, {
      token: person.token,
      body: { kind: 'event', title: 'Tea after', starts_at: '2031-05-16T13:00:00Z', ends_at: '2031-05-16T14:00:00Z' },
    });
    await h.api('POST', `/me/memorials/${memorialId}/broadcasts`, { token: person.token, body: { title: 'Thank you all' } });
    const all = await core.handle('events.saveIcs', { memorialId, memorialName: 'Thomas Hughes' });
    expect(all).toMatchObject({ saved: true, events: 2 });
    expect(all.path!.endsWith('Events - Thomas Hughes.ics')).toBe(true);
    expect(readFileSync(all.path!, 'utf8').match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it('a memorial without Premium is copied without the Memorial Book, and the manifest says why', async () => {
    const created = await h.api('POST', '/me/memorials', { token: person.token, body: { deceased_name: 'Biscuit' } });
    await h.settle();
    const done = next(core, 'copy', (p) => p.jobId === 'copy-plain' && p.state !== 'working');
    await core.handle('copies.make', { jobId: 'copy-plain', memorialId: created.body.id as number, memorialName: 'Biscuit' });
    const settling = setInterval(() => void h.settle().catch(() => undefined), 300);
    const end = await done.finally(() => clearInterval(settling));
    expect(end.state).toBe('done');
    const manifest = Manifest.parse(JSON.parse(readFileSync(join(end.folder!, 'manifest.json'), 'utf8')));
    expect(manifest.files.map((f) => f.name.split('.').pop()).sort()).toEqual(['csv', 'zip']);
    expect(manifest.exports.find((e) => e.type === 'pdf')).toMatchObject({ file: null, said: expect.stringMatching(/Premium/) });
    expect(manifest.tributes.count).toBe(0);
  }, 60_000);

  it('makes a complete copy whose manifest matches its files, lists it, and the check catches one changed byte and a missing file', async () => {
    const done = next(core, 'copy', (p) => p.jobId === 'copy-1' && p.state !== 'working');
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
    expect(manifest.files.map((f) => f.name.split('.').pop()).sort()).toEqual(['csv', 'pdf', 'zip']);
    for (const file of manifest.files) {
      const bytes = readFileSync(join(folder, file.name));
      expect(file.bytes).toBe(bytes.length);
      expect(file.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
    expect(manifest.exports.map((e) => e.type).sort()).toEqual(['pdf', 'zip']);
    expect(manifest.exports.every((e) => e.said.length > 0 && e.file !== null)).toBe(true);
    expect(readdirSync(folder).sort()).toEqual([...manifest.files.map((f) => f.name), 'manifest.json'].sort());

    // Every tribute, private ones too, a formula in a name as text.
    const tributes = csvRows(join(folder, 'Tributes.csv'));
    expect(tributes[0]).toEqual(['Author', 'Date', 'Status', 'Private', 'Pinned', 'Title', 'Words']);
    expect(tributes.slice(1).map((r) => [r[0], r[3], r[6]])).toEqual([
      ['Ann Porter', 'Public', 'He planted the oak by the school.\nWe remember.'],
      [`'=HYPERLINK("http://x.example","Click")`, 'Public', 'Sorry for your loss'],
      ['Bill Hayes', 'Private', 'A private word for the family.'],
    ]);

    const { copies } = await core.handle('copies.list', { memorialId });
    expect((await core.handle('copies.list', {})).copies.length).toBeGreaterThanOrEqual(2);
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ folder, memorialName: 'Thomas Hughes' });
    expect(await core.handle('copies.check', { id: copies[0]!.id })).toMatchObject({
      whole: true,
      message: 'All 3 files are here and exactly as they were when the copy was made.',
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
    expect(checked.message).toBe(`Missing: Tributes.csv. Changed since the copy was made: ${zip}. The other files are as they were.`);
  }, 90_000);

  it('a copy cut off half-way leaves nothing that looks complete, and what a crash left is swept at the next start', async () => {
    const archive = join(dataDir, 'archive');
    const before = readdirSync(join(archive, `Thomas Hughes (${memorialId})`));
    network.cutDownloads = true;
    try {
      const failed = next(core, 'copy', (p) => p.jobId === 'copy-2' && p.state !== 'working');
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
    await core.close();
    core = await coreAt(dataDir);
    await expect.poll(() => existsSync(leftover)).toBe(false);
    // The family's 20 requests a minute are mostly spent by the copies before: this one waits its turn.
  }, 180_000);
});
