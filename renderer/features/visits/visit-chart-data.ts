/**
 * The numbers the visits screen draws, apart from its words (visit-words.ts): the history chart's
 * series and the counts taken apart into stretches of time. Plain data, no formatting.
 */
import type { VisitCounts } from '../../../shared/api/memorials';
import type { VisitDay } from '../../../shared/bridge/visits';

/** Local midnight of a history day, in seconds (uPlot's time scale). */
export function daySeconds(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).getTime() / 1000;
}

/** The chart's data: days, and the weekly and monthly visits as read on each. */
export function chartData(history: readonly VisitDay[]): [number[], number[], number[]] {
  return [history.map((d) => daySeconds(d.day)), history.map((d) => d.last_7_days), history.map((d) => d.last_30_days)];
}

/** One stretch of time and the visits in it alone (not counted again in the stretch after it). */
export interface VisitStretch {
  /** Which stretch (its words are in visit-words.ts). */
  stretch: 'today' | 'week' | 'month' | 'year' | 'before';
  visits: number;
}

/**
 * The service's nested windows (today within 7 days within 30 within a year within all) taken
 * apart into stretches that do not overlap, so they can be drawn side by side from the first day:
 * today, the rest of the week, the rest of the month, the rest of the year, and before. A window
 * that reads less than the one inside it (the counts are read at slightly different moments)
 * gives 0, never less. The last 24 hours straddle today and yesterday, so they are not a stretch.
 */
export function visitStretches(counts: Omit<VisitCounts, 'message'>): VisitStretch[] {
  const apart = (outer: number, inner: number) => Math.max(0, outer - inner);
  return [
    { stretch: 'today', visits: Math.max(0, counts.today) },
    { stretch: 'week', visits: apart(counts.last_7_days, counts.today) },
    { stretch: 'month', visits: apart(counts.last_30_days, Math.max(counts.last_7_days, counts.today)) },
    { stretch: 'year', visits: apart(counts.last_year, Math.max(counts.last_30_days, counts.last_7_days, counts.today)) },
    { stretch: 'before', visits: apart(counts.total, Math.max(counts.last_year, counts.last_30_days, counts.last_7_days, counts.today)) },
  ];
}
