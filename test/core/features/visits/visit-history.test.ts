import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { Clock } from '../../../../core/clock';
import { localDay, VisitHistoryStore } from '../../../../core/features/visits/visit-history';

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
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'visit-history-'));
  savedTz = process.env.TZ;
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

describe('the local visit history', () => {
  test('keeps one entry a day: a second reading the same day replaces the first', () => {
    const clock = settableClock(new Date(2026, 4, 10, 9, 0).getTime());
    const store = new VisitHistoryStore(dir, clock);
    store.record('acc', 12, counts(100));
    clock.set(new Date(2026, 4, 10, 18, 30).getTime());
    const history = store.record('acc', 12, counts(104));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ day: '2026-05-10', total: 104 });
    expect(store.hasToday('acc', 12)).toBe(true);

    clock.set(new Date(2026, 4, 11, 0, 5).getTime());
    expect(store.hasToday('acc', 12)).toBe(false);
    expect(store.record('acc', 12, counts(106)).map((d) => d.day)).toEqual(['2026-05-10', '2026-05-11']);
  });

  test('survives a restart: a new store over the same folder has the days, and still one a day', () => {
    const clock = settableClock(new Date(2026, 4, 10, 9, 0).getTime());
    new VisitHistoryStore(dir, clock).record('acc', 12, counts(100));
    clock.set(clock.now() + DAY);
    new VisitHistoryStore(dir, clock).record('acc', 12, counts(110));

    const reopened = new VisitHistoryStore(dir, clock);
    expect(reopened.list('acc', 12).map((d) => [d.day, d.total])).toEqual([
      ['2026-05-10', 100],
      ['2026-05-11', 110],
    ]);
    expect(reopened.record('acc', 12, counts(111))).toHaveLength(2);
    expect(reopened.tracked('acc')).toEqual([12]);
    expect(reopened.tracked('someone-else')).toEqual([]);
  });

  test('a clock set back or forward never lists a day twice, and keeps the days in order', () => {
    const clock = settableClock(new Date(2026, 4, 10, 12, 0).getTime());
    const store = new VisitHistoryStore(dir, clock);
    store.record('acc', 1, counts(100));
    // Corrected back two days (it had been wrong): that day goes before, not after.
    clock.set(clock.now() - 2 * DAY);
    store.record('acc', 1, counts(90));
    // And forward again to the first day: still one entry for it.
    clock.set(clock.now() + 2 * DAY + 60_000);
    const history = store.record('acc', 1, counts(101));
    expect(history.map((d) => d.day)).toEqual(['2026-05-08', '2026-05-10']);
    expect(history.find((d) => d.day === '2026-05-10')?.total).toBe(101);
  });

  test('days are this computer’s calendar days: the same moment is another day in another time zone', () => {
    const moment = Date.UTC(2026, 4, 10, 23, 30);
    process.env.TZ = 'Europe/London';
    expect(localDay(moment)).toBe('2026-05-11');
    process.env.TZ = 'America/New_York';
    expect(localDay(moment)).toBe('2026-05-10');
    // Travelling: the reading is filed under the day where the computer now is.
    const clock = settableClock(moment);
    const store = new VisitHistoryStore(dir, clock);
    store.record('acc', 3, counts(50));
    process.env.TZ = 'Europe/London';
    store.record('acc', 3, counts(51));
    expect(store.list('acc', 3).map((d) => d.day)).toEqual(['2026-05-10', '2026-05-11']);
  });

  test('keeps each account and memorial apart', () => {
    const store = new VisitHistoryStore(dir, settableClock(Date.UTC(2026, 0, 1, 12)));
    store.record('a', 1, counts(10));
    store.record('a', 2, counts(20));
    store.record('b', 1, counts(30));
    expect(store.list('a', 1)[0]!.total).toBe(10);
    expect(store.list('b', 1)[0]!.total).toBe(30);
    expect(store.tracked('a').sort()).toEqual([1, 2]);
    store.forget('a');
    expect(store.list('a', 1)).toEqual([]);
    expect(store.list('b', 1)).toHaveLength(1);
  });

  test('is owner-only on disk, and a damaged file is kept aside rather than lost or crashing the app', () => {
    const store = new VisitHistoryStore(dir, settableClock(Date.UTC(2026, 0, 1, 12)));
    store.record('acc', 1, counts(10));
    const file = join(dir, 'visit-history.json');
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).not.toMatch(/visitor/i);

    writeFileSync(file, '{ not json');
    const reopened = new VisitHistoryStore(dir, settableClock(Date.UTC(2026, 0, 2, 12)));
    expect(reopened.list('acc', 1)).toEqual([]);
    expect(readdirSync(dir).some((name) => name.startsWith('visit-history.json.unreadable-'))).toBe(true);
  });

  test('a hand-edited entry that makes no sense is left out; the rest is kept', () => {
    const file = join(dir, 'visit-history.json');
    const good = { day: '2026-01-01', recordedAt: '2026-01-01T12:00:00.000Z', ...counts(10) };
    writeFileSync(file, JSON.stringify({ accounts: { acc: { '1': [good, { day: 'yesterday', total: -3 }, { ...good }] } } }));
    const store = new VisitHistoryStore(dir, settableClock(Date.UTC(2026, 0, 2, 12)));
    expect(store.list('acc', 1)).toEqual([good]);
  });
});
