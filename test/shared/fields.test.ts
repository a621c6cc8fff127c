import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { datesInOrder, DEATH_BEFORE_BIRTH, hasAtMostCodePoints, httpUrl, isEndBeforeStart, text } from '../../shared/api/fields';

afterEach(() => vi.restoreAllMocks());

describe('counting characters as a person sees them', () => {
  const samples = ['', 'a', 'Zoë', '🌹', '🌹🌹a', 'a\ud83c', '\udf39a', '\ud83c\ud83c\udf39', '👩‍👩‍👧', 'x'.repeat(10), '🌹'.repeat(6)];

  it('counts code points exactly as [...value].length does, lone surrogates included', () => {
    for (const value of samples) {
      const count = [...value].length;
      for (let max = 0; max <= count + 2; max++) expect(hasAtMostCodePoints(value, max), `${JSON.stringify(value)} ≤ ${max}`).toBe(count <= max);
    }
  });

  it('counts without building an array of the string (no string iterator), and stops at the limit', () => {
    const iterate = vi.spyOn(String.prototype, Symbol.iterator);
    const read = vi.spyOn(String.prototype, 'charCodeAt');
    const value = '🌹'.repeat(400) + 'a'.repeat(400);
    expect(text('The title', 500).safeParse(value).success).toBe(false);
    expect(iterate).not.toHaveBeenCalled();
    // Each rose is two units read at once; past 500 characters nothing more is read.
    expect(read.mock.calls.length).toBeLessThanOrEqual(2 * 400 + 101);
  });

  it('answers at once for a string far over the limit', () => {
    const read = vi.spyOn(String.prototype, 'charCodeAt');
    expect(hasAtMostCodePoints('a'.repeat(10_000_000), 100)).toBe(false);
    expect(read).not.toHaveBeenCalled();
  });

  it('gives text and web addresses the same count: an emoji is one character', () => {
    expect(text('The title', 3).safeParse('🌹🌹🌹').success).toBe(true);
    expect(text('The title', 3).safeParse('🌹🌹🌹🌹').error?.issues[0]?.message).toBe('The title can be at most 3 characters.');
    const link = httpUrl('The resting place link', 30);
    expect(link.safeParse(`https://example.com/${'🌹'.repeat(10)}`).success).toBe(true);
    expect(link.safeParse(`https://example.com/${'🌹'.repeat(11)}`).error?.issues[0]?.message).toBe('The resting place link can be at most 30 characters.');
  });
});

describe('dates in order, one rule each for the sandbox and the forms', () => {
  const Dates = z.object({ birth_date: z.string().nullable().optional(), death_date: z.string().nullable().optional() }).superRefine(datesInOrder);

  it('refuses a death before the birth, in one wording, beside the date of death', () => {
    expect(Dates.safeParse({ birth_date: '1950-01-02', death_date: '1950-01-01' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['death_date'], message: DEATH_BEFORE_BIRTH }),
    ]);
    expect(DEATH_BEFORE_BIRTH).toBe('The date of death is before the date of birth. Please check both dates.');
  });

  it('takes a death on the day of the birth, and a date not given (empty, null or left out), as no problem', () => {
    for (const dates of [
      { birth_date: '1950-01-01', death_date: '1950-01-01' },
      { birth_date: '1950-01-01', death_date: '' },
      { birth_date: null, death_date: '1940-01-01' },
      { death_date: '1940-01-01' },
    ]) {
      expect(Dates.safeParse(dates).success, JSON.stringify(dates)).toBe(true);
    }
  });

  it('an event may end as it starts, not before; the moment counts, whatever the time zones', () => {
    expect(isEndBeforeStart('2026-05-01T13:00:00Z', '2026-05-01T14:30:00+02:00')).toBe(true);
    expect(isEndBeforeStart('2026-05-01T13:00:00Z', '2026-05-01T15:00:00+02:00')).toBe(false);
    expect(isEndBeforeStart('2026-05-01T13:00:00Z', '2026-05-01T13:30:00Z')).toBe(false);
  });
});
