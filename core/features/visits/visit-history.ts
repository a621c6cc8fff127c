/**
 * The local history of a memorial's visit counts. The service only says how many visits there
 * were today, this week, this month and so on, as of now; reading it once a day and keeping what
 * it said lets Memorial Desk show a trend over weeks that the service does not give.
 *
 * - One entry per calendar day on this computer, per account and memorial: a second reading the
 *   same day replaces that day's entry (the latest counts of the day are the fullest).
 * - Kept in state.sqlite (its `visits` table, one row per account, memorial and day:
 *   core/store/state.ts), so it survives restarts. An older version kept it in
 *   `visit-history.json`: carried across once, at the first start of this one (`importOnce`), and
 *   renamed `visit-history.json.imported-<time>`; a file it cannot read is kept aside.
 * - The clock may move (a wrong clock corrected, travel across time zones): entries stay in day
 *   order whatever order they were recorded in, and a day is never listed twice.
 *
 * Visits, never visitors: nothing about who came is known or kept.
 */
import { z } from 'zod';
import type { VisitCounts } from '../../../shared/api/memorials';
import { VisitDay } from '../../../shared/bridge/visits';
import type { Clock } from '../../clock';
import type { Files } from '../../ports';
import { importOnce } from '../../store/state';
import type { Store, StoreTx } from '../../store/store';

/** Ten years of days per memorial: more than anyone will look back on, and still a small table. */
export const MAX_DAYS = 3660;

/** The file an older version kept the history in. */
export const OLD_VISITS_FILE = 'visit-history.json';

/** `visit-history.json` as conf kept it: `{ "accounts": { account: { memorial: [day, ...] } } }`. */
const OldVisitsFile = z.object({
  accounts: z.record(z.string(), z.record(z.string(), z.array(z.unknown()))).catch({}),
});

/** The calendar day (YYYY-MM-DD) of a moment, in this computer's time zone. */
export function localDay(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export class VisitHistoryStore {
  private constructor(
    private readonly state: Store,
    private readonly clock: Clock,
  ) {}

  /** The history in `state`, with an older version's `visit-history.json` carried across once. */
  static async open(state: Store, files: Files, clock: Clock): Promise<VisitHistoryStore> {
    await importOnce(state, files, clock, OLD_VISITS_FILE, carryOldVisits);
    return new VisitHistoryStore(state, clock);
  }

  /** The memorial's days, oldest first. */
  list(accountId: string, memorialId: number): Promise<VisitDay[]> {
    return daysOf(this.state, accountId, memorialId);
  }

  /** The memorials of an account that have a history (the ones whose visits the person looked at). */
  async tracked(accountId: string): Promise<number[]> {
    const rows = await this.state.query<{ memorial_id: number }>('SELECT DISTINCT memorial_id FROM visits WHERE account_id = ? ORDER BY memorial_id', [
      accountId,
    ]);
    return rows.map((row) => Number(row.memorial_id)).filter((id) => Number.isInteger(id) && id > 0);
  }

  /** Whether today (on this computer) already has a reading. */
  async hasToday(accountId: string, memorialId: number): Promise<boolean> {
    const row = await this.state.get('SELECT 1 AS here FROM visits WHERE account_id = ? AND memorial_id = ? AND day = ?', [
      accountId,
      memorialId,
      localDay(this.clock.now()),
    ]);
    return row !== undefined;
  }

  /** Records a reading as today's entry (replacing an earlier one of today). Resolves with the history, once kept. */
  async record(accountId: string, memorialId: number, counts: Omit<VisitCounts, 'message'>): Promise<VisitDay[]> {
    const now = this.clock.now();
    const entry: VisitDay = VisitDay.parse({
      day: localDay(now),
      recordedAt: new Date(now).toISOString(),
      today: counts.today,
      last_24_hours: counts.last_24_hours,
      last_7_days: counts.last_7_days,
      last_30_days: counts.last_30_days,
      last_year: counts.last_year,
      total: counts.total,
    });
    return this.state.transaction(async (tx) => {
      await keepDay(tx, accountId, memorialId, entry);
      return daysOf(tx, accountId, memorialId);
    });
  }

  /** Forgets an account's history (it was removed from this computer). */
  async forget(accountId: string): Promise<void> {
    await this.state.run('DELETE FROM visits WHERE account_id = ?', [accountId]);
  }
}

/** A memorial's days, oldest first; an entry that makes no sense is left out, the rest kept. */
async function daysOf(tx: StoreTx, accountId: string, memorialId: number): Promise<VisitDay[]> {
  const rows = await tx.query<{ record: string }>('SELECT record FROM visits WHERE account_id = ? AND memorial_id = ? ORDER BY day', [accountId, memorialId]);
  return rows.flatMap((row) => {
    try {
      const parsed = VisitDay.safeParse(JSON.parse(row.record));
      return parsed.success ? [parsed.data] : [];
    } catch {
      return [];
    }
  });
}

/** The day's entry (in place of one of the same day), and only the last MAX_DAYS days of the memorial. */
async function keepDay(tx: StoreTx, accountId: string, memorialId: number, entry: VisitDay): Promise<void> {
  await tx.run('INSERT OR REPLACE INTO visits (account_id, memorial_id, day, record) VALUES (?, ?, ?, ?)', [
    accountId,
    memorialId,
    entry.day,
    JSON.stringify(entry),
  ]);
  await tx.run(
    `DELETE FROM visits WHERE account_id = ? AND memorial_id = ? AND day <= (
       SELECT day FROM visits WHERE account_id = ? AND memorial_id = ? ORDER BY day DESC LIMIT 1 OFFSET ?)`,
    [accountId, memorialId, accountId, memorialId, MAX_DAYS],
  );
}

/**
 * An older version's history: each account's memorials and their days, each entry checked (a bad
 * one left out, a day listed twice kept once, the first as that version read it).
 */
async function carryOldVisits(text: string, tx: StoreTx, first: (item: string) => Promise<boolean>): Promise<void> {
  const old = OldVisitsFile.parse(JSON.parse(text));
  for (const [accountId, memorials] of Object.entries(old.accounts)) {
    for (const [memorial, days] of Object.entries(memorials)) {
      const memorialId = Number(memorial);
      if (!Number.isInteger(memorialId) || memorialId <= 0) continue;
      const seen = new Set<string>();
      for (const raw of days) {
        const day = VisitDay.safeParse(raw);
        if (!day.success || seen.has(day.data.day)) continue;
        seen.add(day.data.day);
        // A day carried before is not put back over what this version wrote of it since.
        if (!(await first(`${accountId}/${memorialId}/${day.data.day}`))) continue;
        await keepDay(tx, accountId, memorialId, day.data);
      }
    }
  }
}
