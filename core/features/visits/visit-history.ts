/**
 * The local history of a memorial's visit counts. The service only says how many visits there
 * were today, this week, this month and so on, as of now; reading it once a day and keeping what
 * it said lets Memorial Desk show a trend over weeks that the service does not give.
 *
 * - One entry per calendar day on this computer, per account and memorial: a second reading the
 *   same day replaces that day's entry (the latest counts of the day are the fullest).
 * - Kept in the data folder (`visit-history.json`, owner-only, written atomically by `conf`, as
 *   the settings are), so it survives restarts; a file that cannot be read is kept aside.
 * - The clock may move (a wrong clock corrected, travel across time zones): entries stay in day
 *   order whatever order they were recorded in, and a day is never listed twice.
 *
 * Visits, never visitors: nothing about who came is known or kept.
 */
import type Conf from 'conf';
import { z } from 'zod';
import type { VisitCounts } from '../../../shared/api/memorials';
import { VisitDay } from '../../../shared/bridge/visits';
import { realClock, type Clock } from '../../clock';
import { openConfFile } from '../../files/conf-file';

/** Ten years of days per memorial: more than anyone will look back on, and still a small file. */
export const MAX_DAYS = 3660;

const Stored = z.record(z.string(), z.record(z.string(), z.array(z.unknown())));

/** The calendar day (YYYY-MM-DD) of a moment, in this computer's time zone. */
export function localDay(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export class VisitHistoryStore {
  private readonly conf: Conf<Record<string, unknown>>;

  constructor(
    dataDir: string,
    private readonly clock: Clock = realClock,
  ) {
    this.conf = openConfFile(dataDir, 'visit-history');
  }

  /** The memorial's days, oldest first. */
  list(accountId: string, memorialId: number): VisitDay[] {
    return this.read()[accountId]?.[String(memorialId)] ?? [];
  }

  /** The memorials of an account that have a history (the ones whose visits the person looked at). */
  tracked(accountId: string): number[] {
    return Object.keys(this.read()[accountId] ?? {})
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0);
  }

  /** Whether today (on this computer) already has a reading. */
  hasToday(accountId: string, memorialId: number): boolean {
    const today = localDay(this.clock.now());
    return this.list(accountId, memorialId).some((entry) => entry.day === today);
  }

  /** Records a reading as today's entry (replacing an earlier one of today). Returns the history. */
  record(accountId: string, memorialId: number, counts: Omit<VisitCounts, 'message'>): VisitDay[] {
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
    const all = this.read();
    const days = (all[accountId] ??= {})[String(memorialId)] ?? [];
    const next = [...days.filter((d) => d.day !== entry.day), entry].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0)).slice(-MAX_DAYS);
    all[accountId][String(memorialId)] = next;
    this.conf.set('accounts', all);
    return next;
  }

  /** Forgets an account's history (it was removed from this computer). */
  forget(accountId: string): void {
    const all = this.read();
    if (!(accountId in all)) return;
    delete all[accountId];
    this.conf.set('accounts', all);
  }

  /** Every account's history as stored, each entry checked (a bad one is left out, the rest kept). */
  private read(): Record<string, Record<string, VisitDay[]>> {
    const parsed = Stored.safeParse(this.conf.store.accounts);
    if (!parsed.success) return {};
    const out: Record<string, Record<string, VisitDay[]>> = {};
    for (const [accountId, memorials] of Object.entries(parsed.data)) {
      const kept: Record<string, VisitDay[]> = {};
      for (const [memorialId, days] of Object.entries(memorials)) {
        const seen = new Set<string>();
        const good = days
          .map((d) => VisitDay.safeParse(d))
          .flatMap((r) => (r.success ? [r.data] : []))
          .filter((d) => (seen.has(d.day) ? false : (seen.add(d.day), true)));
        kept[memorialId] = good.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
      }
      out[accountId] = kept;
    }
    return out;
  }
}
