import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { expect } from 'vitest';

/** A file as Excel or Numbers reads it: without the byte-order mark, CRLF rows, quotes undone. */
export function readBack(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ',', newline: '\r\n', skipEmptyLines: false });
  expect(parsed.errors).toEqual([]);
  // The last CRLF ends the last row; papaparse reports the empty line after it.
  return parsed.data.filter((row, i, all) => !(i === all.length - 1 && row.length === 1 && row[0] === ''));
}

/** A CSV file Memorial Desk saved, its rows as a spreadsheet reads them (after its byte-order mark; empty lines skipped). */
export function csvFileRows(path: string): string[][] {
  const text = readFileSync(path, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return Papa.parse<string[]>(text.slice(1), { delimiter: ',', newline: '\r\n', skipEmptyLines: true }).data;
}
