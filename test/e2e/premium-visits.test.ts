import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { usePremiumWorld } from './premium-world';

/**
 * Visits (issue 12), as a new family user meets them. A file of its own, so its counts do not wait
 * out a minute the exports' journeys spent (each file signs in with its own token and budget).
 */
const w = usePremiumWorld();

describe('visits', () => {
  it('shows the counts as visits with the service’s words, and the local history as a chart and a table', async () => {
    await w.open(`/memorials/${w.eleanor}/visits`, /Visits/);
    // The counts may wait their turn within the family's 20 requests a minute (the history beside
    // them needs no request and shows at once).
    await expect.poll(w.text, { timeout: 70_000 }).toMatch(/The memorial has been visited \d+ times in all/);
    const words = await w.text();
    expect(words).not.toMatch(/visitor/i);
    expect(await w.page.locator('.visit-counts dt').allTextContents()).toEqual([
      'Today',
      'In the last 24 hours',
      'In the last 7 days',
      'In the last 30 days',
      'In the last year',
      'In all',
    ]);
    expect(words).toMatch(/written the counts down on one day/);
    await w.look('visits-first-day');

    // Weeks later: the history Memorial Desk wrote down each day (as the app keeps it, in the data
    // folder's state.sqlite, written here beside the running app), then the screen opened again.
    const state = new DatabaseSync(join(w.app.dataDir, 'state.sqlite'));
    try {
      state.exec('PRAGMA busy_timeout = 5000');
      const [kept] = state.prepare('SELECT account_id, record FROM visits WHERE memorial_id = ?').all(w.eleanor) as { account_id: string; record: string }[];
      const today = JSON.parse(kept!.record) as { total: number };
      const days = Array.from({ length: 56 }, (_, i) => {
        const date = new Date();
        date.setDate(date.getDate() - (56 - i));
        const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
        const week = Math.round(20 + 14 * Math.sin(i / 6) + (i > 40 ? 25 : 0));
        return { ...today, day, recordedAt: date.toISOString(), last_7_days: week, last_30_days: week * 4, total: today.total - (56 - i) * 3 };
      });
      const insert = state.prepare('INSERT OR REPLACE INTO visits (account_id, memorial_id, day, record) VALUES (?, ?, ?, ?)');
      for (const day of days) insert.run(kept!.account_id, w.eleanor, day.day, JSON.stringify(day));
    } finally {
      state.close();
    }
    await w.open(`/memorials/${w.eleanor}/fund`, /Memorial fund/);
    await w.open(`/memorials/${w.eleanor}/visits`, /Visits/);
    const chart = w.page.locator('.visits-chart canvas');
    await expect.poll(() => chart.count(), { timeout: 15_000 }).toBe(1);
    // uPlot drew under the app's CSP: a canvas with a size, and no policy complaint.
    expect((await chart.boundingBox())!.width).toBeGreaterThan(200);
    expect(w.cspViolations).toEqual([]);
    await w.page.getByText(/The numbers day by day, as a table \(57 days\)/).click();
    const rows = w.page.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBe(58);
    await w.look('visits-history');
  }, 120_000);
});
