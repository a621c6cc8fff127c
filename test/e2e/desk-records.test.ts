import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { buildRenderer, launchChromium, lookAt, startWebApp, type RunningApp } from './harness';

/**
 * What a funeral office keeps (issue 21), in Chromium against browser mode and the sandbox's demo
 * funeral home: its memorial list saved as a spreadsheet (all pages; a name that is a formula
 * arrives as harmless text), and the desk journal of what this computer did.
 */
let sandbox: RunningSandbox;
let app: RunningApp;
let browser: Browser;
let page: Page;
let token: string;
let downloads: string;
const TRAP = '=HYPERLINK("http://x.example","Click")';

beforeAll(async () => {
  await buildRenderer();
  sandbox = await startSandbox({ port: 0, memory: true, control: true, demo: true });
  token = sandbox.demo!.organization.token;
  // A family's words, as the funeral home typed them: a formula, for a spreadsheet to run if it could.
  const made = await fetch(`${sandbox.baseUrl}/memorials`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ deceased_name: TRAP, designated_owner: 'family', family_email: 'family@example.com' }),
  });
  expect(made.status).toBe(201);
  downloads = mkdtempSync(join(tmpdir(), 'desk-records-downloads-'));
  app = await startWebApp(sandbox.baseUrl, { env: { XDG_DOWNLOAD_DIR: downloads } });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await sandbox?.close();
  if (downloads) rmSync(downloads, { recursive: true, force: true });
});

const heading = () => page.getByRole('heading', { level: 1 }).textContent();
const main = async () => (await page.textContent('main')) ?? '';

async function look(name: string): Promise<void> {
  expect(await lookAt(page, `desk-records-${name}`)).toEqual([]);
}

function readCsv(name: string): { text: string; rows: string[][] } {
  const text = readFileSync(join(downloads, name), 'utf8');
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ',', newline: '\r\n', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { text, rows: parsed.data };
}

describe('the funeral home’s list, on paper and on disk', () => {
  it('signs in with the business token', async () => {
    await page.goto(app.url);
    await expect.poll(heading, { timeout: 20_000 }).toMatch(/Welcome to Memorial Desk/);
    await page.getByRole('button', { name: 'Sign in as a funeral home' }).click();
    await page.getByLabel('Business token').fill(token);
    await page.keyboard.press('Enter');
    await expect.poll(heading, { timeout: 20_000 }).toBe('Memorials');
    await expect.poll(() => page.getByText('Page 1 of 2, 31 memorials in all.').count(), { timeout: 20_000 }).toBe(1);
  });

  it('saves every page of the list as CSV: the byte-order mark first, the rows the screen shows, the formula as text', async () => {
    const save = page.getByRole('button', { name: 'Save this list as a spreadsheet (CSV)' });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect.poll(main, { timeout: 30_000 }).toMatch(/31 memorials are saved as .*Memorials\.csv/);
    await look('list-saved');

    expect(readdirSync(downloads)).toEqual(['Memorials.csv']);
    const { text, rows } = readCsv('Memorials.csv');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain('\r\n');
    expect(rows[0]).toEqual(['Name', 'Status', 'Born', 'Died', 'Created', 'Public address']);
    expect(rows).toHaveLength(32);
    // The harmless text of the formula, never the formula.
    const trap = rows.find((row) => row[0]!.includes('HYPERLINK'))!;
    expect(trap[0]).toBe(`'${TRAP}`);
    expect(rows.slice(1).some((row) => /^[=+\-@]/.test(row[0]!))).toBe(false);

    // The first page on screen is the first rows of the file, in order, with the same state in words.
    const shown = await page
      .getByRole('table')
      .locator('tbody tr')
      .evaluateAll((trs) =>
        // This file compiles without the DOM's types: a row as the page gives it.
        (trs as unknown as { querySelector(selector: string): { textContent: string | null } | null }[]).map((tr) => [
          (tr.querySelector('th .table__name')?.textContent ?? '').trim(),
          (tr.querySelector('.status')?.textContent ?? '').trim(),
        ]),
      );
    expect(shown).toHaveLength(25);
    expect(rows.slice(1, 26).map((row) => [row[0]!.replace(/^'(?=[=+\-@])/, ''), row[1]])).toEqual(shown);
    // A live memorial's public address is there.
    expect(rows.some((row) => row[1] === 'Live' && row[5]!.startsWith(`${sandbox.url}/m/`))).toBe(true);
  });

  it('the desk journal says what this computer did, plainly as this computer, with the initials set in Settings', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await expect.poll(heading, { timeout: 15_000 }).toBe('Settings');
    await page.getByLabel('Your initials').fill('MB');
    await page.getByRole('button', { name: 'Save the initials' }).click();
    await expect.poll(main).toMatch(/New entries in the desk journal will say MB/);
    await look('settings-initials');

    // Looking up the owners is written down.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Owners' }).click();
    await expect.poll(heading, { timeout: 15_000 }).toBe('Owners');
    await expect.poll(main, { timeout: 20_000 }).toMatch(/entries in all/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Desk journal' }).click();
    await expect.poll(heading, { timeout: 15_000 }).toBe('Desk journal');
    await expect.poll(main, { timeout: 15_000 }).toMatch(/Looked up who looks after each memorial\./);
    const words = await main();
    expect(words).toMatch(/Saved the list of memorials as a spreadsheet \(31 rows\)\./);
    expect(words).toMatch(/Recorded on this computer \(.+\), not by the memorial service/);
    const rows = page.getByRole('table').locator('tbody tr');
    expect(await rows.count()).toBe(2);
    expect(await rows.first().textContent()).toMatch(/MB/);
    await look('journal');

    await page.getByLabel('Search the journal').fill('spreadsheet');
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByRole('button', { name: 'Save the journal as a spreadsheet (CSV)' }).click();
    await expect.poll(main).toMatch(/The desk journal is saved as/);
    const journal = readCsv('Desk journal.csv');
    expect(journal.text.charCodeAt(0)).toBe(0xfeff);
    expect(journal.rows.map((row) => row[1])).toEqual([
      'What was done',
      'Looked up who looks after each memorial.',
      'Saved the list of memorials as a spreadsheet (31 rows).',
    ]);
    expect(journal.rows[1]![3]).toBe('MB');
  });
});
