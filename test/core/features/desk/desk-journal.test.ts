import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../helpers/fake-clock';
import { DeskJournal } from '../../../../core/features/desk/desk-journal';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'desk-journal-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('the desk journal', () => {
  it('survives a restart: entries, their time and initials, newest first, per account', async () => {
    const dir = dataDir();
    const clock = new FakeClock(Date.parse('2026-11-25T09:00:00Z'));
    const journal = new DeskJournal(dir, clock, 'front-desk-pc');
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
    await journal.flush();

    const again = new DeskJournal(dir, clock, 'front-desk-pc');
    const read = again.list('org-a');
    expect(read.initials).toBe('J.K.');
    expect(read.computer).toBe('front-desk-pc');
    expect(read.entries.map((e) => [e.kind, e.at, e.initials, e.memorialName])).toEqual([
      ['handout-printed', '2026-11-25T09:01:00.000Z', 'J.K.', 'Albert Finch'],
      ['provisioned-invite', '2026-11-25T09:00:00.000Z', null, 'Albert Finch'],
    ]);
    expect(again.list('org-b').entries).toHaveLength(1);
    expect(again.last('org-a', 'handout-printed')?.at).toBe('2026-11-25T09:01:00.000Z');
  });

  it('is owner-only, whole (no temporary file left), and never holds a token', async () => {
    const dir = dataDir();
    const journal = new DeskJournal(dir, new FakeClock(0));
    await journal.record({ accountId: 'org-a', kind: 'list-saved', what: 'Saved the list of memorials as a spreadsheet (3 rows).' });
    await journal.flush();
    const file = join(dir, 'desk-journal.json');
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['desk-journal.json']);
    expect(readFileSync(file, 'utf8')).not.toMatch(/token|Bearer/i);
  });

  it('a file it cannot read is kept aside, never overwritten, and the journal starts afresh', async () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'desk-journal.json'), '{ not json');
    const journal = new DeskJournal(dir, new FakeClock(5));
    expect(journal.list('org-a').entries).toEqual([]);
    expect(readdirSync(dir).some((name) => name.startsWith('desk-journal.json.unreadable-'))).toBe(true);
    await journal.record({ accountId: 'org-a', kind: 'owners-looked-up', what: 'Looked up who looks after each memorial.' });
    expect(new DeskJournal(dir, new FakeClock(5)).list('org-a').entries).toHaveLength(1);
  });
});
