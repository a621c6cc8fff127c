import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvField, csvText, shownAs } from '../../../core/files/csv';
import { guestListCsv } from '../../../core/features/posts/guest-list';
import { readBack } from '../../support/csv-read';
import { intlIn } from '../../helpers/intl';

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
    const text = csvText(
      ['Name', 'Words'],
      [
        ['Zoë Ångström', 'Line one\nline two'],
        ['=HYPERLINK("http://x.example","Click")', 'ok'],
      ],
    );
    expect(text.startsWith('\uFEFFName,Words\r\n')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(readBack(text)).toEqual([
      ['Name', 'Words'],
      ['Zoë Ångström', 'Line one\nline two'],
      [`'=HYPERLINK("http://x.example","Click")`, 'ok'],
    ]);
    expect(shownAs('=HYPERLINK("http://x.example","Click")')).toBe(`'=HYPERLINK("http://x.example","Click")`);
  });

  it('the guest list goes through it too', async () => {
    const text = guestListCsv(
      {
        data: [{ id: 1, name: '=cmd|calc', attending: 'yes', party_size: 2, message: null, created_at: '2026-11-01T10:00:00Z' }],
        counts: { yes: 1, no: 0, maybe: 0, people: 2, replies: 1 },
        message: '',
      } as never,
      await intlIn(),
    );
    const rows = readBack(text);
    expect(rows[0]).toEqual(['Name', 'Reply', 'Party size', 'Replied on']);
    expect(rows[1]).toEqual(["'=cmd|calc", 'Coming', '2', '2026-11-01']);
  });
});
