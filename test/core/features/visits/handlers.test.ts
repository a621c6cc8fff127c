import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeAll, beforeEach, describe, expect, it, test } from 'vitest';
import { visitsHandlers } from '../../../../core/features/visits/handlers';
import { VisitHistoryStore } from '../../../../core/features/visits/visit-history';
import { useCores, type TestCore } from '../../../helpers/core';
import { FakeClock } from '../../../helpers/fake-clock';
import { openStateFolder, type StateFolder } from '../../../helpers/state-folder';
import { useSandbox } from '../../../sandbox/harness';

/**
 * The visits area: the core reads the visits of the memorials the person looked at, once a day at
 * most, as background work (on the fake clock); and through the whole app core, over real HTTP
 * against the sandbox, the counts a family asks for and the history kept of them.
 */
const HOUR = 60 * 60 * 1000;
let dir: string;
let folder: StateFolder | null = null;

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
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'visits-handlers-'));
  });
  afterEach(async () => {
    await folder?.close();
    folder = null;
    rmSync(dir, { recursive: true, force: true });
  });

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

describe('visits through the app core', () => {
  const h = useSandbox({ reset: false });
  const cores = useCores({ sandbox: h });
  let core: TestCore;
  let person: { id: number; token: string };
  let accountId: string;
  beforeAll(async () => {
    core = await cores.start();
    person = await h.person('Margaret Hughes');
    accountId = (await core.signInFamily(person.id)).id;
  }, 30_000);

  it('reads the counts as the person’s request, records today once, and keeps the history across a restart', async () => {
    const created = await h.api('POST', '/me/memorials', { token: person.token, body: { deceased_name: 'Thomas Hughes' } });
    await h.settle();
    const memorialId = created.body.id as number;
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
    const kept = new DatabaseSync(join(core.dataDir, 'state.sqlite'), { readOnly: true });
    try {
      const rows = kept.prepare('SELECT record FROM visits WHERE account_id = ? AND memorial_id = ?').all(accountId, memorialId) as { record: string }[];
      expect(rows.map((row) => JSON.parse(row.record) as unknown)).toEqual(second.history);
    } finally {
      kept.close();
    }
    expect((await core.handle('visits.history', { memorialId, accountId })).history).toEqual(second.history);
  });

  it('is for family accounts only', async () => {
    const other = await cores.start();
    const org = await h.organization();
    await other.signInBusiness(org.token);
    await expect(other.handle('visits.read', { memorialId: 1 })).rejects.toMatchObject({
      error: { kind: 'invalid', message: expect.stringMatching(/family accounts/) },
    });
    await expect(other.handle('archive.list', {})).rejects.toMatchObject({ error: { kind: 'invalid' } });
  });
});
