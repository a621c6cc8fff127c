import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Memorial } from '../../../shared/api/business';
import { csvField, csvText, shownAs } from '../../../electron/services/csv';
import { LIST_HEADER, localStamp, memorialsCsv, waitingCsv } from '../../../electron/services/desk-list-csv';
import { guestListCsv } from '../../../electron/services/guest-list';

/** A file as Excel or Numbers reads it: without the byte-order mark, CRLF rows, quotes undone. */
function readBack(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ',', newline: '\r\n', skipEmptyLines: false });
  expect(parsed.errors).toEqual([]);
  // The last CRLF ends the last row; papaparse reports the empty line after it.
  return parsed.data.filter((row, i, all) => !(i === all.length - 1 && row.length === 1 && row[0] === ''));
}

function memorial(overrides: Partial<Memorial>): Memorial {
  return {
    id: 1,
    slug: 'm-1',
    status: 'live',
    deceased_name: 'Albert Finch',
    title: null,
    subtitle: null,
    description: null,
    birth_date: '1931-02-03',
    death_date: '2026-10-01',
    privacy: 'public',
    is_premium: false,
    web_url: 'https://memorials.example/m/albert-finch',
    created_at: '2026-10-02T09:15:00Z',
    updated_at: null,
    ...overrides,
  };
}

describe('one CSV writer', () => {
  it('neutralises every cell starting with =, +, -, @, a tab or a carriage return (OWASP), and nothing else', () => {
    expect(csvField('=HYPERLINK("http://x.example","Click")')).toBe(`"'=HYPERLINK(""http://x.example"",""Click"")"`);
    expect(csvField('+44 20 7946 0000')).toBe(`"'+44 20 7946 0000"`);
    expect(csvField('-2+3')).toBe(`"'-2+3"`);
    expect(csvField('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvField('\t=1')).toBe(`"'\t=1"`);
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
    // A line break inside does not hide the formula (papaparse's own escapeFormulae misses this one).
    expect(csvField('=1+1\nmore words')).toBe(`"'=1+1\nmore words"`);
    expect(Papa.unparse([['=1+1\nmore words']], { escapeFormulae: true })).not.toContain("'=");
    // Ordinary words, numbers and a name with a comma or quotes are left as they are, quoted where needed.
    expect(csvField('Mary-Jane O’Neill')).toBe('Mary-Jane O’Neill');
    expect(csvField('Finch, Albert')).toBe('"Finch, Albert"');
    expect(csvField('He said "hello"')).toBe('"He said ""hello"""');
    expect(csvField(-4)).toBe('-4');
    expect(csvField(null)).toBe('');
  });

  it('starts with the byte-order mark, ends each row with CRLF, header first; read back, each cell is what a spreadsheet shows', () => {
    const text = csvText(['Name', 'Words'], [['Zoë Ångström', 'Line one\nline two'], ['=HYPERLINK("http://x.example","Click")', 'ok']]);
    expect(text.startsWith('\uFEFFName,Words\r\n')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(readBack(text)).toEqual([
      ['Name', 'Words'],
      ['Zoë Ångström', 'Line one\nline two'],
      [`'=HYPERLINK("http://x.example","Click")`, 'ok'],
    ]);
    expect(shownAs('=HYPERLINK("http://x.example","Click")')).toBe(`'=HYPERLINK("http://x.example","Click")`);
  });

  it('the guest list goes through it too', () => {
    const text = guestListCsv({
      data: [{ id: 1, name: '=cmd|calc', attending: 'yes', party_size: 2, message: null, created_at: '2026-11-01T10:00:00Z' }],
      counts: { yes: 1, no: 0, maybe: 0, people: 2, replies: 1 },
      message: '',
    } as never);
    const rows = readBack(text);
    expect(rows[0]).toEqual(['Name', 'Reply', 'Party size', 'Replied on']);
    expect(rows[1]).toEqual(["'=cmd|calc", 'Coming', '2', '2026-11-01']);
  });
});

describe('the memorial list as a spreadsheet', () => {
  it('one row per memorial with name, status, dates of birth and death, created and the public address', () => {
    const rows = readBack(
      memorialsCsv([
        memorial({}),
        memorial({ slug: 'm-2', id: null, status: 'awaiting_family', deceased_name: '=HYPERLINK("http://x.example","Click")', web_url: null, birth_date: null }),
      ]),
    );
    expect(rows[0]).toEqual([...LIST_HEADER]);
    expect(rows[1]).toEqual(['Albert Finch', 'Live', '1931-02-03', '2026-10-01', localStamp('2026-10-02T09:15:00Z'), 'https://memorials.example/m/albert-finch']);
    expect(rows[2]).toEqual([`'=HYPERLINK("http://x.example","Click")`, 'Waiting on the family', '', '2026-10-01', localStamp('2026-10-02T09:15:00Z'), '']);
  });

  it('the waiting list takes the dates the last pass saw', () => {
    const known = memorial({ slug: 'w-1', status: 'awaiting_family' });
    const rows = readBack(
      waitingCsv([{ slug: 'w-1', deceasedName: 'Albert Finch', title: null, createdAt: '2026-10-02T09:15:00Z', invitation: null }], (slug) => (slug === 'w-1' ? known : undefined)),
    );
    expect(rows[1]).toEqual(['Albert Finch', 'Waiting on the family', '1931-02-03', '2026-10-01', localStamp('2026-10-02T09:15:00Z'), '']);
  });
});
