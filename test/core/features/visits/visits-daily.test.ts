import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { FakeClock } from '../../../helpers/fake-clock';
import { openStateFolder, type StateFolder } from '../../../helpers/state-folder';
import { visitsHandlers } from '../../../../core/features/visits/handlers';
import { VisitHistoryStore } from '../../../../core/features/visits/visit-history';

/** Main reads the visits of the memorials the person looked at, once a day at most, as background work. */
const HOUR = 60 * 60 * 1000;
let dir: string;
let folder: StateFolder | null = null;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'visits-daily-'));
});
afterEach(async () => {
  await folder?.close();
  folder = null;
  rmSync(dir, { recursive: true, force: true });
});

async function premium(clock: FakeClock, signedIn: string[] = ['acc']) {
  const calls: { accountId: string; memorial: unknown; lane: string }[] = [];
  let total = 100;
  folder ??= await openStateFolder(dir, clock);
  const made = await visitsHandlers({
    state: folder.state,
    files: folder.files,
    clock,
    accountFor: (id) => ({ id: id ?? 'acc', kind: 'personal' }),
    call: (accountId, _op, input, { lane }) => {
      calls.push({ accountId, memorial: (input.params as { memorial: number }).memorial, lane });
      total += 5;
      return Promise.resolve({
        status: 200,
        headers: new Headers(),
        data: { today: 5, last_24_hours: 5, last_7_days: 20, last_30_days: 60, last_year: total, total, message: 'm' },
      }) as never;
    },
    signedInFamilies: () => signedIn,
  });
  return { ...made, calls };
}

describe('the daily reading of visits', () => {
  test('reads each memorial whose visits were looked at, in the background, once a day; not again the same day', async () => {
    const clock = new FakeClock(Date.UTC(2026, 0, 1, 9));
    const p = await premium(clock);
    await p.handlers['visits.read']({ memorialId: 12 });
    expect(p.calls).toEqual([{ accountId: 'acc', memorial: 12, lane: 'person' }]);

    // Later the same day: today is already read.
    await clock.advance(3 * HOUR);
    expect(p.calls).toHaveLength(1);

    // The next day, without the screen: one background reading, then none until the day after.
    await clock.advance(22 * HOUR);
    expect(p.calls.slice(1)).toEqual([{ accountId: 'acc', memorial: 12, lane: 'background' }]);
    await clock.advance(5 * HOUR);
    expect(p.calls).toHaveLength(2);
    const history = await VisitHistoryStore.open(folder!.state, folder!.files, clock);
    expect((await history.list('acc', 12)).map((d) => d.day)).toEqual(['2026-01-01', '2026-01-02']);
    await p.close();
  });

  test('a signed-out account is left alone, and closing stops the reading', async () => {
    const clock = new FakeClock(Date.UTC(2026, 0, 1, 9));
    const first = await premium(clock);
    await first.handlers['visits.read']({ memorialId: 3 });
    await first.close();
    const signedOut = await premium(clock, []);
    await clock.advance(30 * HOUR);
    expect(signedOut.calls).toEqual([]);
    await signedOut.close();
    expect(clock.pending()).toBe(0);
  });
});
