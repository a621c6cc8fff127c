import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Clock } from '../../../../core/clock';
import { FakeClock } from '../../../helpers/fake-clock';
import { openStateFolder, type StateFolder } from '../../../helpers/state-folder';
import { useTempFolders } from '../../../helpers/temp-folder';
import { DeskJournal } from '../../../../core/features/desk/desk-journal';

const tempFolder = useTempFolders();
const opened: StateFolder[] = [];
afterEach(async () => {
  for (const folder of opened.splice(0)) await folder.close();
});

async function dataFolder(clock: Clock = new FakeClock(Date.parse('2026-11-25T09:00:00Z')), dir = tempFolder('desk-journal')): Promise<StateFolder> {
  const folder = await openStateFolder(dir, clock);
  opened.push(folder);
  return folder;
}

const journalOf = (f: StateFolder, computer = 'front-desk-pc') => DeskJournal.open({ state: f.state, files: f.files, clock: f.clock, computer });

describe('the desk journal', () => {
  it('survives a restart: entries, their time and initials, newest first, per account', async () => {
    const clock = new FakeClock(Date.parse('2026-11-25T09:00:00Z'));
    const f = await dataFolder(clock);
    const journal = await journalOf(f);
    await journal.record({
      accountId: 'org-a',
      kind: 'provisioned-invite',
      what: 'Started the memorial of Albert Finch and invited the family to write it.',
      memorialName: 'Albert Finch',
    });
    await journal.setInitials(' J.K. ');
    await clock.advance(60_000);
    await journal.record({
      accountId: 'org-a',
      kind: 'handout-printed',
      what: 'Printed a hand-out for the family of Albert Finch.',
      memorialName: 'Albert Finch',
    });
    await journal.record({ accountId: 'org-b', kind: 'owners-looked-up', what: 'Looked up who looks after each memorial.' });

    await f.reopen();
    const again = await journalOf(f);
    const read = await again.list('org-a');
    expect(read.initials).toBe('J.K.');
    expect(read.computer).toBe('front-desk-pc');
    expect(read.file).toBe(join(f.folder, 'state.sqlite'));
    expect(read.entries.map((e) => [e.kind, e.at, e.initials, e.memorialName])).toEqual([
      ['handout-printed', '2026-11-25T09:01:00.000Z', 'J.K.', 'Albert Finch'],
      ['provisioned-invite', '2026-11-25T09:00:00.000Z', null, 'Albert Finch'],
    ]);
    expect((await again.list('org-b')).entries).toHaveLength(1);
    expect((await again.last('org-a', 'handout-printed'))?.at).toBe('2026-11-25T09:01:00.000Z');
    expect(await again.last('org-a', 'list-saved')).toBeNull();
  });

  it('keeps the order recorded when the clock is set back, and blank initials are none', async () => {
    let now = Date.parse('2026-11-25T09:00:00Z');
    const clock = { now: () => now, setTimeout: () => ({ timer: null }), clearTimeout: () => undefined };
    const journal = await journalOf(await dataFolder(clock));
    await journal.record({ accountId: 'org-a', kind: 'list-saved', what: 'first' });
    now -= 3 * 24 * 60 * 60 * 1000;
    await journal.record({ accountId: 'org-a', kind: 'list-saved', what: 'second, with the clock set back' });
    expect((await journal.list('org-a')).entries.map((e) => e.what)).toEqual(['second, with the clock set back', 'first']);
    expect(await journal.setInitials('   ')).toBeNull();
    expect(journal.getInitials()).toBeNull();
  });

  it('an unnamed computer is kept unnamed (the screen and the spreadsheet word it "this device")', async () => {
    const journal = await journalOf(await dataFolder(), '  ');
    expect((await journal.record({ accountId: 'org-a', kind: 'list-saved', what: 'x' })).computer).toBe('');
  });

  it('reads an older version’s entries as this one records them: its English names for an unnamed computer as none, its saved lists’ English back into their list', async () => {
    const dir = tempFolder('desk-journal');
    const old = (id: string, what: string, computer: string) => ({
      id,
      accountId: 'org-a',
      at: '2026-11-20T09:00:00.000Z',
      kind: 'list-saved',
      what,
      memorialName: null,
      initials: null,
      computer,
    });
    writeFileSync(
      join(dir, 'desk-journal.json'),
      JSON.stringify({
        version: 1,
        initials: null,
        entries: [
          // A phone (PHONE_DEVICE_NAME) and a desktop without a host name, as older versions wrote them.
          old('e1', 'Saved the list of memorials as a spreadsheet (3 rows).', 'phone'),
          old('e2', 'Saved the list of families waiting as a spreadsheet (1 row).', 'this computer'),
          old('e3', 'Saved the list of memorials as a spreadsheet (0 rows).', ' '),
          old('e4', 'Saved the list of memorials (3 rows).', 'front-desk-pc'),
        ],
      }),
    );
    const journal = await journalOf(await dataFolder(new FakeClock(7), dir));
    expect((await journal.list('org-a')).entries.map((e) => [e.id, e.computer, e.list, e.what])).toEqual([
      ['e4', 'front-desk-pc', undefined, 'Saved the list of memorials (3 rows).'],
      ['e3', '', { which: 'memorials', rows: 0 }, 'Saved the list of memorials as a spreadsheet (0 rows).'],
      ['e2', '', { which: 'waiting', rows: 1 }, 'Saved the list of families waiting as a spreadsheet (1 row).'],
      ['e1', '', { which: 'memorials', rows: 3 }, 'Saved the list of memorials as a spreadsheet (3 rows).'],
    ]);
    expect((await journal.last('org-a', 'list-saved'))?.computer).toBe('front-desk-pc');
  });

  it('carries an older version’s desk-journal.json across once, renamed aside, never read again', async () => {
    const dir = tempFolder('desk-journal');
    writeFileSync(
      join(dir, 'desk-journal.json'),
      JSON.stringify({
        version: 1,
        initials: 'MB',
        entries: [
          {
            id: 'e1',
            accountId: 'org-a',
            at: '2026-11-20T09:00:00.000Z',
            kind: 'list-saved',
            what: 'older',
            memorialName: null,
            initials: null,
            computer: 'old-pc',
          },
          { id: 'bad', accountId: 'org-a', kind: 'nonsense' },
          {
            id: 'e2',
            accountId: 'org-a',
            at: '2026-11-20T10:00:00.000Z',
            kind: 'owners-looked-up',
            what: 'newer',
            memorialName: null,
            initials: 'MB',
            computer: 'old-pc',
          },
        ],
      }),
    );
    const f = await dataFolder(new FakeClock(7), dir);
    const journal = await journalOf(f);
    expect((await journal.list('org-a')).entries.map((e) => e.id)).toEqual(['e2', 'e1']);
    expect(journal.getInitials()).toBe('MB');
    expect(readdirSync(dir).filter((n) => n.startsWith('desk-journal.json'))).toEqual(['desk-journal.json.imported-7']);

    // The same file put back (a copy restored by hand, or a crash before the rename): never twice.
    writeFileSync(join(dir, 'desk-journal.json'), readFileSync(join(dir, 'desk-journal.json.imported-7')));
    await f.reopen();
    expect((await (await journalOf(f)).list('org-a')).entries.map((e) => e.id)).toEqual(['e2', 'e1']);
  });

  it('a file it cannot read is kept aside, never overwritten, and the journal starts afresh', async () => {
    const dir = tempFolder('desk-journal');
    writeFileSync(join(dir, 'desk-journal.json'), '{ not json');
    const journal = await journalOf(await dataFolder(new FakeClock(5), dir));
    expect((await journal.list('org-a')).entries).toEqual([]);
    expect(readdirSync(dir).filter((n) => n.startsWith('desk-journal.json'))).toEqual(['desk-journal.json.unreadable-5']);
    expect(readFileSync(join(dir, 'desk-journal.json.unreadable-5'), 'utf8')).toBe('{ not json');
    await journal.record({ accountId: 'org-a', kind: 'owners-looked-up', what: 'Looked up who looks after each memorial.' });
    expect((await journal.list('org-a')).entries).toHaveLength(1);
  });
});
