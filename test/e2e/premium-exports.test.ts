import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from './harness';
import { usePremiumWorld } from './premium-world';

/** Exports, the local archive and visits (issue 12), as a new family user meets them. */
const w = usePremiumWorld();

describe('exports and the local archive', () => {
  it('prepares a Memorial Book and an archive, offers no download before ready, downloads both, and lists them in the local archive', async () => {
    await w.open(`/memorials/${w.eleanor}/exports`, /Memorial Book and archive/);
    await w.look('exports');
    const book = w.page.getByRole('region', { name: 'Memorial Book (PDF)' });
    const archive = w.page.getByRole('region', { name: 'Archive of words and tributes (ZIP)' });
    await book.getByRole('button', { name: 'Prepare the Memorial Book' }).click();
    await archive.getByRole('button', { name: 'Prepare the archive' }).click();
    // The service's own words, read aloud; and no download while it is being prepared.
    await expect.poll(() => book.textContent(), { timeout: 15_000 }).toMatch(/preparing the Memorial Book for Eleanor Whitfield/);
    await expect.poll(() => archive.textContent(), { timeout: 15_000 }).toMatch(/preparing the archive for Eleanor Whitfield/);
    expect(await w.page.getByRole('button', { name: /^Download/ }).count()).toBe(0);
    expect(await book.getByRole('status').first().textContent()).toMatch(/isn't ready to download yet/);
    await w.look('exports-preparing');

    await w.control('POST', '/__sandbox/settle');
    await book.getByRole('button', { name: 'Check now' }).click();
    await archive.getByRole('button', { name: 'Check now' }).click();
    await expect.poll(() => book.getByRole('button', { name: 'Download the Memorial Book' }).count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => archive.getByRole('button', { name: 'Download the archive' }).count(), { timeout: 30_000 }).toBe(1);
    expect(await book.textContent()).toMatch(/is ready to download until/);
    await w.look('exports-ready');

    // The book into the Downloads folder (the default), the archive into Memorial Desk's own archive.
    await book.getByRole('button', { name: 'Download the Memorial Book' }).click();
    await archive.getByRole('radio', { name: /Memorial Desk’s own archive/ }).check();
    await archive.getByRole('button', { name: 'Download the archive' }).click();
    await expect.poll(() => book.textContent(), { timeout: 20_000 }).toMatch(/The Memorial Book is saved as .*\.pdf in/);
    await expect.poll(() => archive.textContent(), { timeout: 20_000 }).toMatch(/The archive is saved as .*\.zip in/);
    await w.look('exports-downloaded');

    const pdf = readdirSync(w.downloads).find((name) => name.endsWith('.pdf'))!;
    expect(readFileSync(join(w.downloads, pdf)).subarray(0, 4).toString('latin1')).toBe('%PDF');
    const zipPath = filesUnder(join(w.app.dataDir, 'archive')).find((path) => path.endsWith('.zip'))!;
    expect(zipPath).toContain(`Eleanor Whitfield (${w.eleanor})`);
    expect(readFileSync(zipPath).subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'));
    // No temporary file left behind anywhere.
    expect([...readdirSync(w.downloads), ...filesUnder(join(w.app.dataDir, 'archive'))].some((name) => name.endsWith('.part'))).toBe(false);

    // The local archive, one step away from every screen.
    await w.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved exports' }).click();
    await expect.poll(() => w.page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Saved exports/);
    const group = w.page.getByRole('region', { name: 'Eleanor Whitfield' });
    await expect.poll(() => group.getByRole('row').count()).toBe(3);
    expect(await group.textContent()).toMatch(new RegExp(pdf.replace(/[.()]/g, '\\$&')));
    expect(await group.textContent()).toMatch(/Memorial Book \(PDF\)/);
    expect(await group.textContent()).toMatch(/Archive of words and tributes \(ZIP\)/);
    await w.look('archive');
  });

  it('the Memorial Book of a memorial without Premium is explained, and its archive still offered', async () => {
    await w.open(`/memorials/${w.biscuit}/exports`, /Memorial Book and archive/);
    const book = w.page.getByRole('region', { name: 'Memorial Book (PDF)' });
    await book.getByRole('button', { name: 'Prepare the Memorial Book' }).click();
    await expect.poll(() => book.textContent(), { timeout: 15_000 }).toMatch(/The Memorial Book is part of Premium, and this memorial does not have Premium/);
    expect(await book.textContent()).not.toMatch(/422|premium_required/);
    expect(await w.page.getByRole('button', { name: 'Prepare the archive' }).count()).toBe(1);
    await w.look('exports-not-premium');
  });
});

describe('visits', () => {
  it('shows the counts as visits with the service’s words, and the local history as a chart and a table', async () => {
    await w.open(`/memorials/${w.eleanor}/visits`, /Visits/);
    // The exports just before spent the family's minute: the counts wait their turn in it (the
    // history beside them needs no request and shows at once).
    await expect.poll(w.text, { timeout: 70_000 }).toMatch(/The memorial has been visited \d+ times in all/);
    const words = (await w.text());
    expect(words).not.toMatch(/visitor/i);
    expect(await w.page.locator('.visit-counts dt').allTextContents()).toEqual(['Today', 'In the last 24 hours', 'In the last 7 days', 'In the last 30 days', 'In the last year', 'In all']);
    expect(words).toMatch(/written the counts down on one day/);
    await w.look('visits-first-day');

    // Weeks later: the history Memorial Desk wrote down each day (as main keeps it), then the screen opened again.
    const history = JSON.parse(readFileSync(join(w.app.dataDir, 'visit-history.json'), 'utf8'));
    const accountId = Object.keys(history.accounts)[0]!;
    const today = history.accounts[accountId][String(w.eleanor)][0];
    const days = Array.from({ length: 56 }, (_, i) => {
      const date = new Date();
      date.setDate(date.getDate() - (56 - i));
      const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
      const week = Math.round(20 + 14 * Math.sin(i / 6) + (i > 40 ? 25 : 0));
      return { ...today, day, recordedAt: date.toISOString(), last_7_days: week, last_30_days: week * 4, total: today.total - (56 - i) * 3 };
    });
    history.accounts[accountId][String(w.eleanor)] = [...days, today];
    writeFileSync(join(w.app.dataDir, 'visit-history.json'), JSON.stringify(history));
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
