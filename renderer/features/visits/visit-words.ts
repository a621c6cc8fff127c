import type { VisitCounts } from '../../../shared/api/memorials';
import type { VisitDay } from '../../../shared/bridge/visits';
import { formatDay, formatNumber } from '../../ui/format';

/** "1 visit", "1,204 visits": always visits, never visitors (nothing is known about who came). */
export function visitsWords(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'visit' : 'visits'}`;
}

export const COUNT_LABELS: [keyof Omit<VisitCounts, 'message'>, string][] = [
  ['today', 'Today'],
  ['last_24_hours', 'In the last 24 hours'],
  ['last_7_days', 'In the last 7 days'],
  ['last_30_days', 'In the last 30 days'],
  ['last_year', 'In the last year'],
  ['total', 'In all'],
];

/** The chart in a sentence, for those who do not see it. */
export function chartSummary(history: readonly VisitDay[]): string {
  if (history.length === 0) return 'No days recorded yet.';
  const first = history[0]!;
  const last = history.at(-1)!;
  return (
    `Recorded on ${history.length} ${history.length === 1 ? 'day' : 'days'}, from ${formatDay(first.day)} to ${formatDay(last.day)}. ` +
    `Visits in the 7 days before: ${visitsWords(first.last_7_days)} at first, ${visitsWords(last.last_7_days)} on the last day.`
  );
}
