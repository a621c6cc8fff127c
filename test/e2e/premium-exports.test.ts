import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from './harness';
import { usePremiumWorld } from './premium-world';

/** Exports and the local archive (issue 12), as a new family user meets them. */
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
