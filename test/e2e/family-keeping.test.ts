import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from './harness';
import { usePremiumWorld } from './premium-world';

/**
 * What a family keeps (issue 21): a complete copy, checked later. (The event in a calendar is in
 * family-calendar.test.ts: a file of its own, with its own sign-in and budget, so the copy does not
 * wait out the minute the calendar's reads spent.)
 */
const w = usePremiumWorld();

describe('a complete copy, checked later', () => {
  it('keeps the archive, the book, the tributes and a manifest in one dated folder, which checks out, until one byte changes', async () => {
    await w.open(`/memorials/${w.eleanor}/exports`, /Memorial Book and archive/);
    // As a person would, once the screen says whose memorial it is (a copy asked for before the
    // name has arrived is named by the memorial's number).
    await expect.poll(w.text).toMatch(/For Eleanor Whitfield/);
    const panel = w.page.getByRole('region', { name: 'Keep a complete copy' });
    await panel.getByRole('button', { name: 'Make a complete copy' }).click();
    // The service prepares the exports on its own clock; the journey lets it, as time would.
    await expect.poll(() => panel.textContent(), { timeout: 20_000 }).toMatch(/Asking the memorial service|Reading every tribute|Waiting for|preparing/);
    await w.look('copy-working');
    const settling = setInterval(() => void w.control('POST', '/__sandbox/settle').catch(() => undefined), 1_000);
    try {
      await expect.poll(() => panel.textContent(), { timeout: 120_000, interval: 1_000 }).toMatch(/The complete copy is kept in|No copy was kept/);
    } finally {
      clearInterval(settling);
    }
    expect(await panel.textContent()).toMatch(/The complete copy is kept in/);
    await w.look('copy-done');

    // On disk: one dated folder in the memorial's folder of the local archive, nothing temporary.
    const archive = join(w.app.dataDir, 'archive');
    const manifestPath = filesUnder(archive).find((path) => path.endsWith('manifest.json'))!;
    expect(manifestPath).toMatch(
      new RegExp(`Eleanor Whitfield \\(${w.eleanor}\\)[/\\\\]Complete copy \\d{4}-\\d{2}-\\d{2} \\d{2}\\.\\d{2}[/\\\\]manifest\\.json$`),
    );
    expect(filesUnder(archive).some((path) => path.includes('.part'))).toBe(false);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { files: { name: string; sha256: string }[]; memorial: { id: number } };
    expect(manifest.memorial.id).toBe(w.eleanor);
    expect(manifest.files.map((f) => f.name.split('.').pop()).sort()).toEqual(['csv', 'pdf', 'txt', 'zip']);

    const check = panel.getByRole('button', { name: /^Check this copy/ });
    await check.click();
    await expect.poll(() => panel.textContent(), { timeout: 15_000 }).toMatch(/This copy is complete\. All 4 files are here and exactly as they were/);

    // One changed byte in the Memorial Book, and the check names it.
    const folder = manifestPath.replace(/[/\\]manifest\.json$/, '');
    const book = manifest.files.find((f) => f.name.endsWith('.pdf'))!.name;
    const bytes = readFileSync(join(folder, book));
    bytes[bytes.length - 10]! ^= 0x20;
    writeFileSync(join(folder, book), bytes);
    await check.click();
    await expect
      .poll(() => panel.textContent(), { timeout: 15_000 })
      .toMatch(new RegExp(`This copy is not as it was made\\. Changed since the copy was made: \u2068${book.replace(/[.()]/g, '\\$&')}\u2069\\.`));
    await w.look('copy-changed');

    // Saved exports lists it as a complete copy.
    await w.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved exports' }).click();
    await expect.poll(() => w.page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Saved exports/);
    const copies = w.page.getByRole('region', { name: 'Complete copies' });
    await expect.poll(() => copies.textContent(), { timeout: 15_000 }).toMatch(/Complete copy of Eleanor Whitfield, made/);
    await w.look('archive-copies');
  }, 180_000);
});
