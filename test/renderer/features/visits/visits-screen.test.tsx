import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectVisible, family, juneEllisMain, renderApp } from '../../harness';

/** Visits (issue 12) in jsdom, on a fake core. */
describe('visits', () => {
  test('the counts are visits, never visitors; the service’s words; the days as a table', async () => {
    const counts = {
      today: 1,
      last_24_hours: 2,
      last_7_days: 12,
      last_30_days: 40,
      last_year: 300,
      total: 1204,
      message: 'The memorial has been visited 1204 times in all.',
    };
    const day = (d: string, total: number) => ({ day: d, recordedAt: `${d}T12:00:00.000Z`, ...counts, total });
    const bridge = juneEllisMain()
      .on('visits.read', () => ({ counts, history: [day('2026-05-01', 1190), day('2026-05-02', 1204)] }))
      .on('visits.history', () => ({ history: [] }));
    renderApp(bridge, { at: '/memorials/1/visits' });
    expectVisible(await screen.findByText('The memorial has been visited 1204 times in all.'));
    expect(screen.getAllByText('1,204 visits').length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/visitor/i);
    expect(bridge.callsOf('visits.read')[0]).toEqual({ accountId: family.id, memorialId: 1 });
    const table = screen.getByRole('table', { name: /Visit counts as read on each day/ });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  test('an address that names no memorial says so', async () => {
    renderApp(juneEllisMain(), { at: '/memorials/abc/visits' });
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'This memorial is not here' }));
  });
});
