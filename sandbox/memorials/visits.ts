import type { VisitCounts } from '../../shared/api/memorials';
import type { SandboxContext } from '../context';

/**
 * Visit counts in time buckets. Only the time of each visit is stored: they count visits, never
 * visitors, and nothing is known about who came.
 */
export function visitCounts(ctx: SandboxContext, memorialId: number): VisitCounts {
  const now = ctx.clock.nowMs();
  const since = (ms: number) => new Date(now - ms).toISOString();
  const day = 24 * 60 * 60 * 1000;
  const startOfToday = new Date(now);
  startOfToday.setUTCHours(0, 0, 0, 0);
  const counts = ctx.db.raw
    .prepare(
      `SELECT
         COALESCE(SUM(visited_at >= :today), 0) AS today,
         COALESCE(SUM(visited_at > :d1), 0) AS last_24_hours,
         COALESCE(SUM(visited_at > :d7), 0) AS last_7_days,
         COALESCE(SUM(visited_at > :d30), 0) AS last_30_days,
         COALESCE(SUM(visited_at > :d365), 0) AS last_year,
         COUNT(*) AS total
       FROM visits WHERE memorial_id = :id AND visited_at <= :now`,
    )
    .get({
      id: memorialId,
      now: new Date(now).toISOString(),
      today: startOfToday.toISOString(),
      d1: since(day),
      d7: since(7 * day),
      d30: since(30 * day),
      d365: since(365 * day),
    }) as Omit<VisitCounts, 'message'>;
  const total = Number(counts.total);
  return {
    today: Number(counts.today),
    last_24_hours: Number(counts.last_24_hours),
    last_7_days: Number(counts.last_7_days),
    last_30_days: Number(counts.last_30_days),
    last_year: Number(counts.last_year),
    total,
    message:
      total === 0
        ? 'No visits have been counted yet.'
        : `The memorial has been visited ${total} ${total === 1 ? 'time' : 'times'} in all. These are visits, not people: one person coming back counts again, and nothing is recorded about who came.`,
  };
}

/** Records visits: one each time the page is seen (now), or at the times given (the control API, the demo). */
export function recordVisits(ctx: SandboxContext, memorialId: number, times: readonly string[] = [ctx.clock.iso()]): void {
  ctx.db.transaction(() => {
    const insert = ctx.db.raw.prepare('INSERT INTO visits (memorial_id, visited_at) VALUES (?, ?)');
    for (const at of times) insert.run(memorialId, at);
  });
}
