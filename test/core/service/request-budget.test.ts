import { cpSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { budgetAsOf, RequestBudgets } from '../../../core/service/request-budget';
import type { Store } from '../../../core/store/store';
import { FakeClock } from '../../helpers/fake-clock';
import { useTestState } from '../../helpers/state-store';

const HOLD = 60_500;
const OLD_FOLDER = join(import.meta.dirname, '../../fixtures/old-data-folder');
/** The account of the old data folder, whose budget file that version left. */
const ACCOUNT = 'e190cbfb-920c-4457-9979-50e7ecb542ca';

const openState = useTestState();
const rows = (home: Awaited<ReturnType<typeof openState>>) =>
  home.committed<{ account_id: string; record: string }>('SELECT account_id, record FROM budgets ORDER BY account_id').map((r) => ({
    account: r.account_id,
    ...(JSON.parse(r.record) as object),
  }));

describe('what still counts of a kept budget', () => {
  it('drops slots whose answer left the window, and takes a request that was on the wire as answered now', () => {
    const now = 1_000_000;
    const kept = {
      slots: [
        { sentAt: now - 70_000, answeredAt: now - 65_000 },
        { sentAt: now - 30_000, answeredAt: now - 29_000 },
        { sentAt: now - 90_000, answeredAt: null },
      ],
      pausedUntil: null,
      pace: null,
    };
    expect(budgetAsOf(kept, now, HOLD).slots).toEqual([
      { sentAt: now - 30_000, answeredAt: now - 29_000 },
      { sentAt: now - 90_000, answeredAt: now },
    ]);
  });

  it('counts times from a clock set back as now, and cuts a pause longer than a clock’s jump', () => {
    const now = 1_000_000;
    const kept = {
      slots: [{ sentAt: now + 5_000, answeredAt: now + 6_000 }],
      pausedUntil: now + 60 * 60_000,
      pace: { background: 3, since: now + 9_000, cutUntil: null },
    };
    expect(budgetAsOf(kept, now, HOLD)).toEqual({
      slots: [{ sentAt: now, answeredAt: now }],
      pausedUntil: now + 15 * 60_000,
      pace: { background: 3, since: now, cutUntil: null },
    });
    expect(budgetAsOf({ ...kept, pausedUntil: now - 1 }, now, HOLD).pausedUntil).toBeNull();
    expect(budgetAsOf(null, now, HOLD)).toEqual({ slots: [], pausedUntil: null, pace: null });
  });
});

describe('the budgets in state.sqlite', () => {
  it('are one row per account, written in the order asked, the last budget asked for kept', async () => {
    const clock = new FakeClock();
    const home = await openState({ clock });
    const budgets = await RequestBudgets.open(home.state, { clock });
    const a = budgets.for('a');
    const b = budgets.for('b');
    for (let i = 1; i <= 5; i++) a.save({ slots: Array.from({ length: i }, () => ({ sentAt: 1, answeredAt: null })), pausedUntil: null });
    b.save({ slots: [], pausedUntil: 99, pace: { background: 4, since: 1, cutUntil: null, steady: 4, growFrom: 2 } });
    // What a scheduler made now would read: the latest, before any of it reached the disk.
    expect(budgets.for('a').load(1, HOLD).slots).toHaveLength(5);
    await home.reopen();
    expect(rows(home)).toEqual([
      { account: 'a', version: 1, slots: Array.from({ length: 5 }, () => ({ sentAt: 1, answeredAt: null })), pausedUntil: null },
      { account: 'b', version: 1, slots: [], pausedUntil: 99, pace: { background: 4, since: 1, cutUntil: null, steady: 4, growFrom: 2 } },
    ]);
    const again = await RequestBudgets.open(home.state, { clock });
    expect(again.for('b').load(0, HOLD)).toEqual({ slots: [], pausedUntil: 99, pace: { background: 4, since: 0, cutUntil: null, steady: 4, growFrom: 2 } });
    expect(again.for('nobody').load(0, HOLD)).toEqual({ slots: [], pausedUntil: null, pace: null });
  });

  it('say once that a budget could not be kept, and go on with the one in memory', async () => {
    const clock = new FakeClock();
    const home = await openState({ clock });
    const failing = Object.assign(Object.create(home.state) as Store, { transaction: () => Promise.reject(new Error('disk full')) });
    const budgets = await RequestBudgets.open(failing, { clock });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      budgets.for('a').save({ slots: [{ sentAt: 1, answeredAt: 2 }], pausedUntil: null });
      budgets.for('a').save({ slots: [{ sentAt: 1, answeredAt: 2 }], pausedUntil: null });
      await clock.flush();
      budgets.for('a').save({ slots: [{ sentAt: 1, answeredAt: 2 }], pausedUntil: null });
      await clock.flush();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(budgets.for('a').load(3, HOLD).slots).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('an older version’s request-budget folder', () => {
  it('is carried into the table once, each file renamed aside; a row already there stays', async () => {
    const clock = new FakeClock();
    const home = await openState({ clock });
    cpSync(join(OLD_FOLDER, 'request-budget'), join(home.folder, 'request-budget'), { recursive: true });
    writeFileSync(join(home.folder, 'request-budget', 'other.json'), '{"version":1,"slots":[],"pausedUntil":null}');
    await home.state.run('INSERT INTO budgets (account_id, record) VALUES (\'other\', \'{"version":1,"slots":[],"pausedUntil":5}\')');
    const budgets = await RequestBudgets.open(home.state, { clock, files: home.files });
    // The pace that version learned comes across with it.
    expect(budgets.for(ACCOUNT).load(0, HOLD).pace).toEqual({ background: 10, since: 0, cutUntil: null, steady: 10, growFrom: expect.any(Number) });
    expect(budgets.for('other').load(0, HOLD).pausedUntil).toBe(5);
    expect(readdirSync(join(home.folder, 'request-budget')).sort()).toEqual([
      expect.stringMatching(new RegExp(`^${ACCOUNT}\\.json\\.imported-`)),
      expect.stringMatching(/^other\.json\.imported-/),
    ]);
    // The next start finds nothing more to carry.
    await clock.advance(1_000);
    await RequestBudgets.open(await home.reopen(), { clock, files: home.files });
    expect(home.committed('SELECT name FROM imported_files ORDER BY name')).toEqual([
      { name: `request-budget/${ACCOUNT}.json` },
      { name: 'request-budget/other.json' },
    ]);
  });

  it('sets a file it cannot read aside for a person, and starts that account with an empty budget', async () => {
    const clock = new FakeClock();
    const home = await openState({ clock });
    cpSync(join(OLD_FOLDER, 'request-budget'), join(home.folder, 'request-budget'), { recursive: true });
    writeFileSync(join(home.folder, 'request-budget', `${ACCOUNT}.json`), '{ not json');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const budgets = await RequestBudgets.open(home.state, { clock, files: home.files });
      expect(budgets.for(ACCOUNT).load(0, HOLD)).toEqual({ slots: [], pausedUntil: null, pace: null });
    } finally {
      warn.mockRestore();
    }
    expect(readdirSync(join(home.folder, 'request-budget'))).toEqual([expect.stringMatching(new RegExp(`^${ACCOUNT}\\.json\\.unreadable-`))]);
  });
});
