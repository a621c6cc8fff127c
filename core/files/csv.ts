/**
 * The one CSV writer of Memorial Desk: every spreadsheet it saves (an event's guest list, the
 * funeral home's memorial list, the desk journal, a copy's tributes) goes through here, so each
 * opens the same way in Excel on Windows and in Numbers on a Mac:
 * - UTF-8 with a byte-order mark (without it Excel reads accented names as Windows-1252);
 * - CRLF line ends, a header row first;
 * - every cell a family or visitor wrote that starts with =, +, -, @, a tab or a carriage return
 *   gets a leading apostrophe and is quoted (OWASP's rule against CSV injection), so
 *   `=HYPERLINK(…)` is shown as text and never run.
 *
 * Hand-written rather than papaparse's `unparse({ escapeFormulae: true })`: its test,
 * /^[=+\-@\t\r].*$/, has no `s` flag, so a cell such as "=1+1\nmore" (a line break inside, as a
 * tribute's words often have) does not match and goes out unescaped. OWASP's rule is the first
 * character alone.
 */

export type CsvCell = string | number | boolean | null | undefined;

/** The characters a spreadsheet may take as the start of a formula (OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as CSV: neutralised when it could be read as a formula, quoted when it needs to be. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (FORMULA_START.test(value)) return `"'${value.replace(/"/g, '""')}"`;
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A whole CSV file's text: the byte-order mark, the header row, the rows, CRLF after each. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** What a spreadsheet shows of a cell csvField wrote: the value itself, or the neutralised one. */
export function shownAs(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
