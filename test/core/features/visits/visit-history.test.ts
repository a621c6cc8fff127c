import { mkdtempSync, readFileSync, rmSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { Clock } from '../../../../core/clock';
import { localDay, MAX_DAYS, VisitHistoryStore } from '../../../../core/features/visits/visit-history';
import { openStateFolder, type StateFolder } from '../../../helpers/state-folder';

/** A clock that can be set anywhere, backwards too, as a person's computer clock can. */
function settableClock(start: number): Clock & { set(ms: number): void } {
  let now = start;
  return {
    now: () => now,
    set: (ms) => void (now = ms),
    setTimeout: () => ({ timer: null }),
    clearTimeout: () => undefined,
  };
}

const counts = (total: number) => ({ today: 1, last_24_hours: 2, last_7_days: 10, last_30_days: 40, last_year: total - 5, total });
const DAY = 24 * 60 * 60 * 1000;

let dir: string;
let savedTz: string | undefined;
const opened: StateFolder[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'visit-history-'));
  savedTz = process.env.TZ;
});
afterEach(async () => {
  for (const folder of opened.splice(0)) await folder.close();
  rmSync(dir, { recursive: true, force: true });
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

/** The history over the data folder's state.sqlite; `restart()` opens it again, as the next start would. */
async function historyAt(clock: Clock): Promise<VisitHistoryStore & { restart(): Promise<VisitHistoryStore> }> {
  const folder = await openStateFolder(dir, clock);
  opened.push(folder);
  const store = await VisitHistoryStore.open(folder.state, folder.files, clock);
  return Object.assign(store, {
    restart: async () => {
      await folder.reopen();
      return VisitHistoryStore.open(folder.state, folder.files, clock);
    },
  });
}

describe('the local visit history', () => {
  test('keeps one entry a day: a second reading the same day replaces the first', async () => {
    const clock = settableClock(new Date(2026, 4, 10, 9, 0).getTime());
    const store = await historyAt(clock);
    await store.record('acc', 12, counts(100));
    clock.set(new Date(2026, 4, 10, 18, 30).getTime());
    const history = await store.record('acc', 12, counts(104));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ day: '2026-05-10', total: 104 });
    expect(await store.hasToday('acc', 12)).toBe(true);

    clock.set(new Date(2026, 4, 11, 0, 5).getTime());
    expect(await store.hasToday('acc', 12)).toBe(false);
    expect((await store.record('acc', 12, counts(106))).map((d) => d.day)).toEqual(['2026-05-10', '2026-05-11']);
  });

  test('survives a restart: the next start over the same folder has the days, and still one a day', async () => {
    const clock = settableClock(new Date(2026, 4, 10, 9, 0).getTime());
    const first = await historyAt(clock);
    await first.record('acc', 12, counts(100));
    clock.set(clock.now() + DAY);
    await first.record('acc', 12, counts(110));

    const reopened = await first.restart();
    expect((await reopened.list('acc', 12)).map((d) => [d.day, d.total])).toEqual([
      ['2026-05-10', 100],
      ['2026-05-11', 110],
    ]);
    expect(await reopened.record('acc', 12, counts(111))).toHaveLength(2);
    expect(await reopened.tracked('acc')).toEqual([12]);
    expect(await reopened.tracked('someone-else')).toEqual([]);
    // Nothing of it in a JSON file: it is in state.sqlite.
    expect(readdirSync(dir).filter((name) => name.endsWith('.json'))).toEqual([]);
  });

  test('a clock set back or forward never lists a day twice, and keeps the days in order', async () => {
    const clock = settableClock(new Date(2026, 4, 10, 12, 0).getTime());
    const store = await historyAt(clock);
    await store.record('acc', 1, counts(100));
    // Corrected back two days (it had been wrong): that day goes before, not after.
    clock.set(clock.now() - 2 * DAY);
    await store.record('acc', 1, counts(90));
    // And forward again to the first day: still one entry for it.
    clock.set(clock.now() + 2 * DAY + 60_000);
    const history = await store.record('acc', 1, counts(101));
    expect(history.map((d) => d.day)).toEqual(['2026-05-08', '2026-05-10']);
    expect(history.find((d) => d.day === '2026-05-10')?.total).toBe(101);
  });

  test('keeps the last MAX_DAYS days of a memorial', async () => {
    // Ten years of days, carried in from an older version's file in one go, then one more reading.
    const first = new Date(2016, 0, 1, 12, 0).getTime();
    const days = Array.from({ length: MAX_DAYS + 2 }, (_, n) => {
      const at = first + n * DAY;
      return { day: localDay(at), recordedAt: new Date(at).toISOString(), ...counts(100 + n) };
    });
    writeFileSync(join(dir, 'visit-history.json'), JSON.stringify({ accounts: { acc: { '1': days } } }));
    const clock = settableClock(first + (MAX_DAYS + 2) * DAY);
    const store = await historyAt(clock);
    expect(await store.list('acc', 1)).toHaveLength(MAX_DAYS);
    const history = await store.record('acc', 1, counts(99_999));
    expect(history).toHaveLength(MAX_DAYS);
    expect(history[0]).toEqual(days[3]);
    expect(history.at(-1)!.total).toBe(99_999);
  });

  test('days are this computer’s calendar days: the same moment is another day in another time zone', async () => {
    const moment = Date.UTC(2026, 4, 10, 23, 30);
    process.env.TZ = 'Europe/London';
    expect(localDay(moment)).toBe('2026-05-11');
    process.env.TZ = 'America/New_York';
    expect(localDay(moment)).toBe('2026-05-10');
    // Travelling: the reading is filed under the day where the computer now is.
    const clock = settableClock(moment);
    const store = await historyAt(clock);
    await store.record('acc', 3, counts(50));
    process.env.TZ = 'Europe/London';
    await store.record('acc', 3, counts(51));
    expect((await store.list('acc', 3)).map((d) => d.day)).toEqual(['2026-05-10', '2026-05-11']);
  });

  test('keeps each account and memorial apart', async () => {
    const store = await historyAt(settableClock(Date.UTC(2026, 0, 1, 12)));
    await store.record('a', 1, counts(10));
    await store.record('a', 2, counts(20));
    await store.record('b', 1, counts(30));
    expect((await store.list('a', 1))[0]!.total).toBe(10);
    expect((await store.list('b', 1))[0]!.total).toBe(30);
    expect((await store.tracked('a')).sort()).toEqual([1, 2]);
    await store.forget('a');
    expect(await store.list('a', 1)).toEqual([]);
    expect(await store.list('b', 1)).toHaveLength(1);
  });

  test('carries an older version’s visit-history.json across once, renamed aside, and not again at the next start', async () => {
    const file = join(dir, 'visit-history.json');
    const day = (d: string, total: number) => ({ day: d, recordedAt: `${d}T12:00:00.000Z`, ...counts(total) });
    writeFileSync(file, JSON.stringify({ accounts: { acc: { '1': [day('2026-01-02', 12), day('2026-01-01', 10)], '2': [day('2026-01-01', 5)] } } }));
    const clock = settableClock(Date.UTC(2026, 0, 3, 12));
    const store = await historyAt(clock);
    expect((await store.list('acc', 1)).map((d) => [d.day, d.total])).toEqual([
      ['2026-01-01', 10],
      ['2026-01-02', 12],
    ]);
    expect(await store.tracked('acc')).toEqual([1, 2]);
    expect(readdirSync(dir).filter((name) => name.startsWith('visit-history.json'))).toEqual([`visit-history.json.imported-${clock.now()}`]);

    // The old file put back by hand (or left by a crash before its rename): not carried twice.
    writeFileSync(file, readFileSync(join(dir, `visit-history.json.imported-${clock.now()}`)));
    const again = await store.restart();
    expect(await again.list('acc', 1)).toHaveLength(2);
    expect(await again.list('acc', 2)).toHaveLength(1);
  });

  test('a damaged old file is kept aside rather than lost or crashing the app', async () => {
    const file = join(dir, 'visit-history.json');
    writeFileSync(file, '{ not json');
    const store = await historyAt(settableClock(Date.UTC(2026, 0, 2, 12)));
    expect(await store.list('acc', 1)).toEqual([]);
    expect(readdirSync(dir).some((name) => name.startsWith('visit-history.json.unreadable-'))).toBe(true);
    await store.record('acc', 1, counts(10));
    expect(await store.list('acc', 1)).toHaveLength(1);
  });

  test('a hand-edited old entry that makes no sense is left out; the rest is kept', async () => {
    const file = join(dir, 'visit-history.json');
    const good = { day: '2026-01-01', recordedAt: '2026-01-01T12:00:00.000Z', ...counts(10) };
    writeFileSync(file, JSON.stringify({ accounts: { acc: { '1': [good, { day: 'yesterday', total: -3 }, { ...good }] } } }));
    const store = await historyAt(settableClock(Date.UTC(2026, 0, 2, 12)));
    expect(await store.list('acc', 1)).toEqual([good]);
  });
});
