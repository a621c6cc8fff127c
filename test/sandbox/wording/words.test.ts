import { describe, expect, it } from 'vitest';
import { plainDate } from '../../../sandbox/wording/dates';
import { paragraphs, plainLifeDates } from '../../../sandbox/wording/words';

describe('export wording', () => {
  it('writes dates and timestamps in words, on the day as written', () => {
    expect(plainDate('1941-03-12')).toBe('12 March 1941');
    // Late evening west of Greenwich is still that day, whatever zone the sandbox runs in.
    expect(plainDate('2026-10-03T23:30:00-05:00')).toBe('3 October 2026');
  });

  it('says which life dates it knows', () => {
    expect(plainLifeDates('1941-03-12', '2026-10-03')).toBe('12 March 1941 – 3 October 2026');
    expect(plainLifeDates('1941-03-12', null)).toBe('Born 12 March 1941');
    expect(plainLifeDates(null, '2026-10-03')).toBe('Died 3 October 2026');
    expect(plainLifeDates(null, null)).toBe('');
  });

  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(paragraphs('One.\n\nTwo,\nstill two.\r\n \r\nThree.\n\n\n')).toEqual(['One.', 'Two,\nstill two.', 'Three.']);
    expect(paragraphs(null)).toEqual([]);
    expect(paragraphs(' \n\n ')).toEqual([]);
  });
});
