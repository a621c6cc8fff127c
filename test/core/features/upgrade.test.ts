/**
 * An old data folder, started under this version: what version 0.1.0 kept in its own JSON files
 * (test/fixtures/data-folder-0.1.0, written by that version's code) is in state.sqlite after the
 * first start, exactly once; the old files are renamed `<file>.imported-<time>`, never deleted; a
 * second start carries nothing again, nor does a third with the old files put back (a crash between
 * the import and the rename, or a copy restored by hand). settings.json stays the same file.
 *
 * Through the whole core on the computer's home, with no service to talk to: everything here is
 * read from this computer alone.
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MemorySecretStore } from '../../../core/accounts/secrets';
import type { AppCore } from '../../../core/app-core-types';
import { createNodeAppCore } from '../../../electron/node/home';
import { FakeClock } from '../../helpers/fake-clock';
import { useTempFolders } from '../../helpers/temp-folder';

const FIXTURE = join(import.meta.dirname, '../../fixtures/data-folder-0.1.0');
const OLD_FILES = ['desk-journal.json', 'visit-history.json', 'desk-invitations.json', 'export-archive.json'];
const ORG = '5b0d3c52-61a4-4f43-9b59-1b8f3f0c6a11';
const FAMILY = 'c7e2a9f0-2d4b-4d8e-8f57-2a4e1b9d7c33';
/** The service the fixture's accounts signed in at: the same address, so they are here. */
const SERVICE = 'http://127.0.0.1:4010/api/v1';

const tempFolder = useTempFolders();
const open: AppCore[] = [];
afterEach(async () => {
  for (const core of open.splice(0)) await core.close();
});

/** A start of this version over the folder, at that moment, with the service out of reach. */
async function start(dataDir: string, now: number): Promise<AppCore> {
  const core = await createNodeAppCore({
    dataDir,
    serviceUrl: SERVICE,
    demo: false,
    secrets: new MemorySecretStore(),
    openExternal: () => Promise.resolve(false),
    clock: new FakeClock(now),
    fetch: () => Promise.reject(new TypeError('fetch failed')),
  });
  open.push(core);
  return core;
}

async function stop(core: AppCore): Promise<void> {
  open.splice(open.indexOf(core), 1);
  await core.close();
}

/** Everything the old files held, as this version shows it. */
async function whatIsKept(core: AppCore) {
  const journal = await core.handle('journal.list', { accountId: ORG });
  const waiting = await core.handle('desk.waiting', { accountId: ORG });
  return {
    journal: journal.entries.map((e) => [e.kind, e.at, e.initials, e.computer]),
    initials: journal.initials,
    visits: {
      12: (await core.handle('visits.history', { accountId: FAMILY, memorialId: 12 })).history.map((d) => [d.day, d.total]),
      14: (await core.handle('visits.history', { accountId: FAMILY, memorialId: 14 })).history.map((d) => [d.day, d.total]),
    },
    invitations: waiting.waiting.map((w) => [w.deceasedName, w.invitation?.id ?? null, w.slug]),
    archive: (await core.handle('archive.list', { accountId: FAMILY })).entries.map((e) => [e.memorialId, e.type, e.fileName, e.bytes, e.exportedAt]),
  };
}

const AS_THE_OLD_VERSION_KEPT_IT = {
  journal: [
    ['handout-printed', '2026-11-20T09:17:00.000Z', 'MB', 'FRONT-DESK-PC'],
    ['invitation-resent', '2026-11-20T09:16:00.000Z', 'MB', 'FRONT-DESK-PC'],
    ['provisioned-invite', '2026-11-20T09:15:00.000Z', null, 'FRONT-DESK-PC'],
  ],
  initials: 'MB',
  visits: {
    12: [
      ['2026-11-18', 100],
      ['2026-11-19', 104],
      ['2026-11-20', 111],
    ],
    14: [['2026-11-20', 7]],
  },
  invitations: [
    ['Albert Finch', 41, 'albert-finch'],
    ['Alberta Gray', 42, null],
  ],
  archive: [
    [12, 'pdf', 'memorial-book-thomas-hughes.pdf', 33, '2026-11-20T09:17:00.000Z'],
    [14, 'zip', 'memorial-archive-14.zip', 2048, '2026-11-20T09:17:00.000Z'],
  ],
};

describe('an old data folder under this version', () => {
  it('shows the journal, visits, invitations and archive list once after the upgrade, and not twice after a second start', async () => {
    const dataDir = tempFolder('upgrade');
    cpSync(FIXTURE, dataDir, { recursive: true });
    const firstStart = Date.parse('2026-11-25T09:00:00Z');

    const first = await start(dataDir, firstStart);
    expect(await whatIsKept(first)).toEqual(AS_THE_OLD_VERSION_KEPT_IT);
    // Each old file renamed aside, never deleted; settings.json is the same file, read as it was.
    const names = readdirSync(dataDir);
    expect(names.filter((name) => OLD_FILES.some((file) => name.startsWith(file))).sort()).toEqual(OLD_FILES.map((f) => `${f}.imported-${firstStart}`).sort());
    expect(names).toEqual(expect.arrayContaining(['archive', 'settings.json', 'state.sqlite']));
    for (const file of OLD_FILES) expect(readFileSync(join(dataDir, `${file}.imported-${firstStart}`), 'utf8')).toBe(readFileSync(join(FIXTURE, file), 'utf8'));
    expect((await first.handle('accounts.list', {})).accounts.map((a) => [a.id, a.kind, a.signedIn])).toEqual([
      [ORG, 'business', false],
      [FAMILY, 'personal', false],
    ]);
    expect(await first.handle('ui.get', {})).toEqual({ place: '/memorials/12/visits', placeAccountId: FAMILY, sessionNoteDismissed: true });
    // The archive/ folders stay where they were.
    expect(readdirSync(join(dataDir, 'archive', 'Thomas Hughes (12)'))).toEqual(['memorial-book-thomas-hughes.pdf']);
    // New work joins what was carried: the journal keeps the old initials.
    expect(await first.handle('journal.note', { accountId: ORG, kind: 'owners-looked-up' })).toEqual({ recorded: true });
    await stop(first);

    const second = await start(dataDir, firstStart + 60_000);
    const kept = await whatIsKept(second);
    expect(kept.journal[0]).toEqual(['owners-looked-up', '2026-11-25T09:00:00.000Z', 'MB', expect.any(String)]);
    expect({ ...kept, journal: kept.journal.slice(1) }).toEqual(AS_THE_OLD_VERSION_KEPT_IT);
    expect(readdirSync(dataDir).filter((name) => name.includes('.imported-'))).toHaveLength(OLD_FILES.length);
    await stop(second);
  });

  it('carries nothing twice when the old files come back (a crash before their rename, or a copy restored by hand)', async () => {
    const dataDir = tempFolder('upgrade');
    cpSync(FIXTURE, dataDir, { recursive: true });
    const firstStart = Date.parse('2026-11-25T09:00:00Z');
    await stop(await start(dataDir, firstStart));

    for (const file of OLD_FILES) writeFileSync(join(dataDir, file), readFileSync(join(FIXTURE, file)));
    const again = await start(dataDir, firstStart + 60_000);
    expect(await whatIsKept(again)).toEqual(AS_THE_OLD_VERSION_KEPT_IT);
    // Set aside again, as imported: the person's copy is kept, and never read twice.
    for (const file of OLD_FILES) expect(readdirSync(dataDir)).toContain(`${file}.imported-${firstStart + 60_000}`);
    expect(readdirSync(dataDir).filter((name) => OLD_FILES.includes(name))).toEqual([]);
  });

  it('keeps an old file it cannot read aside, and carries the others', async () => {
    const dataDir = tempFolder('upgrade');
    cpSync(FIXTURE, dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'desk-journal.json'), '{"version":1,"entries":[{"id":');
    const now = Date.parse('2026-11-25T09:00:00Z');
    const core = await start(dataDir, now);
    const kept = await whatIsKept(core);
    expect(kept.journal).toEqual([]);
    expect({ ...kept, journal: [], initials: 'MB' }).toEqual({ ...AS_THE_OLD_VERSION_KEPT_IT, journal: [], initials: 'MB' });
    expect(readFileSync(join(dataDir, `desk-journal.json.unreadable-${now}`), 'utf8')).toBe('{"version":1,"entries":[{"id":');
  });
});
