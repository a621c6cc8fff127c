import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it, vi } from 'vitest';
import type { StoredEntry } from '../../../core/offline/outbox-entry';
import { OldOutboxFile, OutboxStore } from '../../../core/offline/outbox-store';
import { forgetAccountIn, importOnce, STATE_FILE } from '../../../core/store/state';
import { StoreBusy, type StoreTx } from '../../../core/store/store';
import { useCores, type TestCore } from '../../helpers/core';
import { FakeClock } from '../../helpers/fake-clock';
import { useTestState, type TestState } from '../../helpers/state-store';

const FIXTURE = join(import.meta.dirname, '../../fixtures/data-folder-0.1.0');
const OLD_FILES = ['desk-journal.json', 'visit-history.json', 'desk-invitations.json', 'export-archive.json'];
const ORG = '5b0d3c52-61a4-4f43-9b59-1b8f3f0c6a11';
const FAMILY = 'c7e2a9f0-2d4b-4d8e-8f57-2a4e1b9d7c33';
/** The service the fixture's accounts signed in at: the same address, so they are here. */
const SERVICE = 'http://127.0.0.1:4010/api/v1';

/**
 * state.sqlite's import of what an older version kept, once (`importOnce`), first through the
 * whole core: an old data folder started under this version. What version 0.1.0 kept in its own
 * JSON files (test/fixtures/data-folder-0.1.0, written by that version's code) is in state.sqlite
 * after the first start, exactly once; the old files are renamed `<file>.imported-<time>`, never
 * deleted; a second start carries nothing again, nor does a third with the old files put back (a
 * crash between the import and the rename, or a copy restored by hand). settings.json stays the
 * same file. Through the whole core on the computer's home, with no service to talk to: everything
 * here is read from this computer alone.
 */
const cores = useCores({ serviceUrl: SERVICE, fetch: () => Promise.reject(new TypeError('fetch failed')) });

/** A start of this version over the folder, at that moment, with the service out of reach. */
function start(dataDir: string, now: number): Promise<TestCore> {
  return cores.start({ dataDir, clock: new FakeClock(now) });
}

/** An old data folder (version 0.1.0's files), in a folder of its own. */
function oldFolder(): string {
  const dataDir = cores.folder('upgrade');
  cpSync(FIXTURE, dataDir, { recursive: true });
  return dataDir;
}

/** Everything the old files held, as this version shows it. */
async function whatIsKept(core: TestCore) {
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

describe('an old data folder under this version, through the whole core', () => {
  it('shows the journal, visits, invitations and archive list once after the upgrade, and not twice after a second start', async () => {
    const dataDir = oldFolder();
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
    await first.close();

    const second = await start(dataDir, firstStart + 60_000);
    const kept = await whatIsKept(second);
    expect(kept.journal[0]).toEqual(['owners-looked-up', '2026-11-25T09:00:00.000Z', 'MB', expect.any(String)]);
    expect({ ...kept, journal: kept.journal.slice(1) }).toEqual(AS_THE_OLD_VERSION_KEPT_IT);
    expect(readdirSync(dataDir).filter((name) => name.includes('.imported-'))).toHaveLength(OLD_FILES.length);
    await second.close();
  });

  it('carries nothing twice when the old files come back (a crash before their rename, or a copy restored by hand)', async () => {
    const dataDir = oldFolder();
    const firstStart = Date.parse('2026-11-25T09:00:00Z');
    await (await start(dataDir, firstStart)).close();

    for (const file of OLD_FILES) writeFileSync(join(dataDir, file), readFileSync(join(FIXTURE, file)));
    const again = await start(dataDir, firstStart + 60_000);
    expect(await whatIsKept(again)).toEqual(AS_THE_OLD_VERSION_KEPT_IT);
    // Set aside again, as imported: the person's copy is kept, and never read twice.
    for (const file of OLD_FILES) expect(readdirSync(dataDir)).toContain(`${file}.imported-${firstStart + 60_000}`);
    expect(readdirSync(dataDir).filter((name) => OLD_FILES.includes(name))).toEqual([]);
  });

  it('removes the carried files that hold an account when it signs out; the desk journal’s, the office’s, stays', async () => {
    const dataDir = oldFolder();
    const now = Date.parse('2026-11-25T09:00:00Z');
    const core = await start(dataDir, now);
    await core.handle('accounts.signOut', { id: FAMILY });
    // The family's visits and exports list were in these; the funeral home's files stay.
    expect(
      readdirSync(dataDir)
        .filter((name) => name.includes('.imported-'))
        .sort(),
    ).toEqual([`desk-invitations.json.imported-${now}`, `desk-journal.json.imported-${now}`]);
    for (const name of readdirSync(dataDir).filter((n) => n.includes('.imported-'))) expect(readFileSync(join(dataDir, name), 'utf8')).not.toContain(FAMILY);
    // The journal is the office's: signing out of the funeral home leaves its file and its rows.
    await core.handle('accounts.signOut', { id: ORG });
    expect(readdirSync(dataDir).filter((name) => name.includes('.imported-'))).toEqual([`desk-journal.json.imported-${now}`]);
    const state = new DatabaseSync(join(dataDir, STATE_FILE), { readOnly: true });
    try {
      expect(state.prepare('SELECT COUNT(*) AS n FROM journal WHERE account_id = ?').get(ORG)).toEqual({ n: 3 });
      expect(state.prepare('SELECT COUNT(*) AS n FROM visits').get()).toEqual({ n: 0 });
    } finally {
      state.close();
    }
  });

  it('keeps an old file it cannot read aside, and carries the others', async () => {
    const dataDir = oldFolder();
    writeFileSync(join(dataDir, 'desk-journal.json'), '{"version":1,"entries":[{"id":');
    const now = Date.parse('2026-11-25T09:00:00Z');
    const core = await start(dataDir, now);
    const kept = await whatIsKept(core);
    expect(kept.journal).toEqual([]);
    expect({ ...kept, journal: [], initials: 'MB' }).toEqual({ ...AS_THE_OLD_VERSION_KEPT_IT, journal: [], initials: 'MB' });
    expect(readFileSync(join(dataDir, `desk-journal.json.unreadable-${now}`), 'utf8')).toBe('{"version":1,"entries":[{"id":');
  });
});

describe('importOnce: an older version’s file carried into state.sqlite', () => {
  const openState = useTestState();
  const NOW = Date.UTC(2026, 10, 25, 9);
  /** Carries each line of the old file as a setting, so what was carried can be counted. */
  const carryLines = async (text: string, tx: StoreTx) => {
    for (const line of text.split('\n')) await tx.run('INSERT INTO settings (name, record) VALUES (?, ?)', [line, '{}']);
  };
  const settings = (home: { committed<Row>(sql: string): Row[] }) =>
    home.committed<{ name: string }>('SELECT name FROM settings ORDER BY name').map((r) => r.name);

  it('forgets, with an account, the notes of the files that were its own (named by its id)', async () => {
    const home = await openState();
    const mine = 'request-budget/c7e2a9f0-2d4b-4d8e-8f57-2a4e1b9d7c33.json';
    const theirs = 'request-budget/5b0d3c52-61a4-4f43-9b59-1b8f3f0c6a11.json';
    mkdirSync(join(home.folder, 'request-budget'));
    for (const name of [mine, theirs]) {
      writeFileSync(join(home.folder, name), 'x');
      await importOnce(home.state, home.files, new FakeClock(NOW), name, async (_text, _tx, first) => void (await first('pace')));
    }
    await forgetAccountIn(home.state, 'c7e2a9f0-2d4b-4d8e-8f57-2a4e1b9d7c33');
    expect(home.committed('SELECT name FROM imported_files')).toEqual([{ name: theirs }]);
    expect(home.committed('SELECT file FROM imported_items')).toEqual([{ file: theirs }]);
  });

  it('does nothing when there is no old file', async () => {
    const home = await openState();
    const carry = vi.fn(carryLines);
    expect(await importOnce(home.state, home.files, new FakeClock(NOW), 'old.json', carry)).toBe('none');
    expect(carry).not.toHaveBeenCalled();
    expect(readdirSync(home.folder)).not.toContain('old.json');
  });

  it('carries the file once, notes it, and renames it aside; the same file back again is renamed, never carried twice', async () => {
    const home = await openState();
    writeFileSync(join(home.folder, 'old.json'), 'a\nb');
    expect(await importOnce(home.state, home.files, new FakeClock(NOW), 'old.json', carryLines)).toBe('imported');
    expect(settings(home)).toEqual(['a', 'b']);
    expect(home.committed('SELECT name, at FROM imported_files')).toEqual([{ name: 'old.json', at: NOW }]);
    expect(readdirSync(home.folder).filter((n) => n.startsWith('old.json'))).toEqual([`old.json.imported-${NOW}`]);

    writeFileSync(join(home.folder, 'old.json'), 'a\nb');
    const carry = vi.fn(carryLines);
    expect(await importOnce(home.state, home.files, new FakeClock(NOW + 1), 'old.json', carry)).toBe('imported');
    expect(carry).not.toHaveBeenCalled();
    expect(settings(home)).toEqual(['a', 'b']);
    expect(
      readdirSync(home.folder)
        .filter((n) => n.startsWith('old.json'))
        .sort(),
    ).toEqual([`old.json.imported-${NOW}`, `old.json.imported-${NOW + 1}`]);
  });

  it('keeps a file it cannot read aside, with nothing of it carried', async () => {
    const home = await openState();
    writeFileSync(join(home.folder, 'old.json'), 'a\nb');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const halfWay = async (text: string, tx: StoreTx) => {
      await carryLines(text, tx);
      throw new SyntaxError('Unexpected end of JSON input');
    };
    expect(await importOnce(home.state, home.files, new FakeClock(NOW), 'old.json', halfWay)).toBe('unreadable');
    expect(settings(home)).toEqual([]);
    expect(home.committed('SELECT name FROM imported_files')).toEqual([]);
    expect(home.committed('SELECT item FROM imported_items')).toEqual([]);
    expect(readFileSync(join(home.folder, `old.json.unreadable-${NOW}`), 'utf8')).toBe('a\nb');
    vi.restoreAllMocks();
  });

  it('leaves the old file where it is, whole, when the state file cannot take the rows', async () => {
    const home = await openState();
    writeFileSync(join(home.folder, 'old.json'), 'a\nb');
    const busy = () => Promise.reject(new StoreBusy(STATE_FILE, 'database is locked'));
    await expect(importOnce(home.state, home.files, new FakeClock(NOW), 'old.json', busy)).rejects.toBeInstanceOf(StoreBusy);
    expect(readdirSync(home.folder).filter((n) => n.startsWith('old.json'))).toEqual(['old.json']);
    expect(home.committed('SELECT name FROM imported_files')).toEqual([]);
    // At the next start it is carried.
    expect(await importOnce(home.state, home.files, new FakeClock(NOW + 1), 'old.json', carryLines)).toBe('imported');
    expect(settings(home)).toEqual(['a', 'b']);
  });

  it('carries by what the file holds: the file written again after a downgrade gives only what is new', async () => {
    const home = await openState();
    /** Each line a thing carried once (as a change's id is), kept as a setting so it can be counted. */
    const carryOnce = async (text: string, tx: StoreTx, first: (item: string) => Promise<boolean>) => {
      for (const line of text.split('\n')) if (await first(line)) await tx.run('INSERT INTO settings (name, record) VALUES (?, ?)', [line, '{}']);
    };
    writeFileSync(join(home.folder, 'old.json'), 'a\nb');
    expect(await importOnce(home.state, home.files, new FakeClock(NOW), 'old.json', carryOnce)).toBe('imported');
    // b went (sent, dismissed): this version forgot it.
    await home.state.run("DELETE FROM settings WHERE name = 'b'");
    // The older version, started again, writes its file again: what it had, and something new.
    writeFileSync(join(home.folder, 'old.json'), 'a\nb\nc');
    expect(await importOnce(home.state, home.files, new FakeClock(NOW + 1), 'old.json', carryOnce)).toBe('imported');
    expect(settings(home)).toEqual(['a', 'c']);
    expect(home.committed('SELECT item FROM imported_items ORDER BY item')).toEqual([{ item: 'a' }, { item: 'b' }, { item: 'c' }]);
  });
});

describe('a downgrade and an upgrade: the outbox neither loses nor repeats a queued change', () => {
  const openState = useTestState();
  const OLD_OUTBOX = join(import.meta.dirname, '../../fixtures/old-data-folder/outbox.json');
  const OLD = OldOutboxFile.parse(JSON.parse(readFileSync(OLD_OUTBOX, 'utf8')));
  const NOW = Date.parse(OLD.entries.at(-1)!.createdAt) + 24 * 60 * 60_000;

  async function load(home: TestState, now: number): Promise<StoredEntry[]> {
    const list: StoredEntry[] = [];
    const store = new OutboxStore(home.state, { clock: new FakeClock(now), files: home.files, entries: () => list, onWritten: () => undefined });
    list.push(...(await store.load()));
    return list;
  }

  it('carries the file once, then after the old version wrote it again only its new change', async () => {
    const home = await openState();
    writeFileSync(join(home.folder, 'outbox.json'), readFileSync(OLD_OUTBOX));
    const first = await load(home, NOW);
    expect(first.map((e) => e.id)).toEqual(OLD.entries.map((e) => e.id));
    const queued = OLD.entries.filter((e) => e.state === 'queued');
    expect(queued.length).toBeGreaterThan(0);
    // This version sent the queued changes and, a week on, forgot them.
    for (const entry of queued) await home.state.run('DELETE FROM outbox WHERE id = ?', [entry.id]);

    // Downgraded: the older version writes outbox.json again, with the changes it still had and one new.
    const added = {
      ...queued[0]!,
      id: '0f6a2b8e-5d1c-4f7e-9a3b-2c4d6e8f0a1b',
      label: 'Made after the downgrade',
      createdAt: new Date(NOW + 1000).toISOString(),
    };
    writeFileSync(join(home.folder, 'outbox.json'), JSON.stringify({ ...OLD, entries: [...OLD.entries, added] }));

    // Upgraded again: the new change is there, once; none sent before comes back to be sent again.
    const again = await load(home, NOW + 60_000);
    const sentBefore = new Set(queued.map((e) => e.id));
    expect(again.map((e) => e.id)).toEqual([...OLD.entries.filter((e) => !sentBefore.has(e.id)).map((e) => e.id), added.id]);
    expect(again.filter((e) => e.id === added.id)).toHaveLength(1);
    expect(
      readdirSync(home.folder)
        .filter((n) => n.startsWith('outbox.json'))
        .sort(),
    ).toEqual([`outbox.json.imported-${NOW}`, `outbox.json.imported-${NOW + 60_000}`]);

    // The same file once more (a crash before its rename): nothing is carried.
    writeFileSync(join(home.folder, 'outbox.json'), JSON.stringify({ ...OLD, entries: [...OLD.entries, added] }));
    expect((await load(home, NOW + 120_000)).map((e) => e.id)).toEqual(again.map((e) => e.id));
  });
});
