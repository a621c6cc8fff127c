import { describe, expect, it } from 'vitest';
import { chartData, daySeconds, visitStretches } from '../../../../renderer/features/visits/visit-chart-data';

describe('the history chart’s data', () => {
  it('gives each recorded day at local midnight, with the week’s and the month’s visits as read that day', () => {
    const day = (d: string, week: number, month: number) => ({
      day: d,
      recordedAt: `${d}T12:00:00.000Z`,
      today: 0,
      last_24_hours: 0,
      last_7_days: week,
      last_30_days: month,
      last_year: 0,
      total: 0,
    });
    const [days, weeks, months] = chartData([day('2026-03-01', 4, 20), day('2026-03-02', 6, 21)]);
    expect(days).toEqual([new Date(2026, 2, 1).getTime() / 1000, new Date(2026, 2, 2).getTime() / 1000]);
    expect(weeks).toEqual([4, 6]);
    expect(months).toEqual([20, 21]);
    expect(daySeconds('2026-12-31')).toBe(new Date(2026, 11, 31).getTime() / 1000);
  });
});

describe('visits in each stretch of time', () => {
  it('takes the nested windows apart, each visit counted once', () => {
    const stretches = visitStretches({ today: 3, last_24_hours: 5, last_7_days: 10, last_30_days: 25, last_year: 100, total: 140 });
    expect(stretches.map((s) => [s.stretch, s.visits])).toEqual([
      ['today', 3],
      ['week', 7],
      ['month', 15],
      ['year', 75],
      ['before', 40],
    ]);
  });

  it('never draws less than nothing when the windows were read a moment apart', () => {
    const stretches = visitStretches({ today: 4, last_24_hours: 4, last_7_days: 3, last_30_days: 3, last_year: 3, total: 4 });
    expect(stretches.map((s) => s.visits)).toEqual([4, 0, 0, 0, 0]);
  });
});
