import { describe, expect, it } from 'vitest';
import { guestListCsv, guestListFileName } from '../../../../core/features/posts/guest-list';
import type { RsvpList } from '../../../../shared/api/premium';
import { readBack } from '../../../support/csv-read';
import { intlIn } from '../../../helpers/intl';

const english = await intlIn();

/** An event's guest list as a spreadsheet reads it: a row a reply, the people expected at the end. */
const list = (data: RsvpList['data'], people: number): RsvpList => ({
  data,
  counts: { people, replies: data.length, yes: data.filter((r) => r.attending === 'yes').length, no: 0, maybe: 0 },
  message: '',
});

describe('the guest list', () => {
  it('has a row a reply, each reply in words and its day, then who is expected (a yes for four counts four) and how many replied', () => {
    const rows = readBack(
      guestListCsv(
        list(
          [
            { id: 1, name: 'Ann', attending: 'yes', party_size: 4, created_at: '2030-04-01T18:30:00Z' },
            { id: 2, name: '=HYPERLINK("x")', attending: 'no', party_size: 2, created_at: '2030-04-02T08:00:00Z' },
            { id: 3, name: 'Bill, Jr.', attending: 'maybe', party_size: 1, created_at: '2030-04-03T23:59:00Z' },
          ],
          4,
        ),
        english,
      ),
    );
    expect(rows).toEqual([
      ['Name', 'Reply', 'Party size', 'Replied on'],
      ['Ann', 'Coming', '4', '2030-04-01'],
      [`'=HYPERLINK("x")`, 'Not coming', '2', '2030-04-02'],
      ['Bill, Jr.', 'Maybe', '1', '2030-04-03'],
      [''],
      ['People expected', '', '4', ''],
      ['Replies', '', '3', ''],
    ]);
  });

  it('with no replies yet, says nobody is expected', () => {
    expect(readBack(guestListCsv(list([], 0), english)).slice(1)).toEqual([[''], ['People expected', '', '0', ''], ['Replies', '', '0', '']]);
  });

  it('is named for its event, with only what every file system takes', () => {
    expect(guestListFileName('Eleanor’s garden: one year on?', english)).toBe('Guest list - Eleanor s garden one year on.csv');
    expect(guestListFileName("Eleanor's garden, one year on", english)).toBe("Guest list - Eleanor's garden, one year on.csv");
    expect(guestListFileName('  ', english)).toBe('Guest list.csv');
    expect(guestListFileName(undefined, english)).toBe('Guest list.csv');
  });

  it('in Spanish: the headers, the replies and the totals, the guests’ names as they typed them', async () => {
    const spanish = await intlIn('es');
    const rows = readBack(guestListCsv(list([{ id: 1, name: 'Ann', attending: 'yes', party_size: 4, created_at: '2030-04-01T18:30:00Z' }], 4), spanish));
    expect(rows).toEqual([
      ['Nombre', 'Respuesta', 'Personas', 'Fecha de respuesta'],
      ['Ann', 'Asistirá', '4', '2030-04-01'],
      [''],
      ['Personas esperadas', '', '4', ''],
      ['Respuestas', '', '1', ''],
    ]);
    expect(guestListFileName('Jardín de Eleanor', spanish)).toBe('Lista de invitados - Jardín de Eleanor.csv');
  });
});
