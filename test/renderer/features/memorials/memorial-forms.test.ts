import { describe, expect, it, vi } from 'vitest';
import { LIMITS } from '../../../../shared/limits';
import {
  createBody,
  createSchema,
  EMPTY_CREATE,
  fieldErrors,
  settingsChanges,
  settingsSchema,
  settingsValues,
  wordingChanges,
  wordingSchema,
  wordingValues,
} from '../../../../renderer/features/memorials/memorial-forms';
import { personalMemorial } from '../../harness';

const TODAY = '2026-10-10';
const create = createSchema(TODAY);
const errorsOf = (result: { success: boolean; error?: unknown }) => (result.success ? {} : fieldErrors(result.error as never));

describe('creating: every limit before anything is sent', () => {
  it.each([
    ['deceased_name', LIMITS.deceasedName, 'The name can be at most 255 characters.'],
    ['title', LIMITS.title, 'The title can be at most 255 characters.'],
    ['subtitle', LIMITS.subtitle, 'The subtitle can be at most 255 characters.'],
    ['obituary', LIMITS.obituary, 'The obituary can be at most 10000 characters.'],
  ] as const)('%s: %i characters go, one more is refused in words', (field, limit, words) => {
    expect(create.safeParse({ ...EMPTY_CREATE, deceased_name: 'Ann', [field]: 'a'.repeat(limit) }).success).toBe(true);
    expect(errorsOf(create.safeParse({ ...EMPTY_CREATE, deceased_name: 'Ann', [field]: 'a'.repeat(limit + 1) }))[field]).toBe(words);
  });

  it('counts characters as a person sees them (an emoji is one)', () => {
    expect(create.safeParse({ ...EMPTY_CREATE, deceased_name: '🌹'.repeat(LIMITS.deceasedName) }).success).toBe(true);
  });

  it('needs a name', () => {
    expect(errorsOf(create.safeParse({ ...EMPTY_CREATE, deceased_name: '   ' })).deceased_name).toBe("The name can't be empty.");
  });

  it('refuses dates in the future, unreal dates, and a death before the birth', () => {
    expect(errorsOf(create.safeParse({ ...EMPTY_CREATE, deceased_name: 'Ann', birth_date: '2026-10-11' })).birth_date).toBe(
      "The date of birth can't be in the future.",
    );
    expect(errorsOf(create.safeParse({ ...EMPTY_CREATE, deceased_name: 'Ann', death_date: '2026-02-30' })).death_date).toBe(
      'The date of death is not a real date.',
    );
    expect(errorsOf(create.safeParse({ ...EMPTY_CREATE, deceased_name: 'Ann', birth_date: '1950-01-02', death_date: '1950-01-01' })).death_date).toBe(
      'The date of death is before the date of birth. Please check both dates.',
    );
    expect(create.safeParse({ ...EMPTY_CREATE, deceased_name: 'Ann', birth_date: '1950-01-01', death_date: TODAY }).success).toBe(true);
  });

  it('sends what was given; an empty obituary is left out, so one is drafted', () => {
    expect(createBody({ ...EMPTY_CREATE, deceased_name: '  Ann Lee ', title: ' Mother ', birth_date: '1950-01-01' })).toEqual({
      deceased_name: 'Ann Lee',
      title: 'Mother',
      birth_date: '1950-01-01',
    });
    expect(createBody({ ...EMPTY_CREATE, deceased_name: 'Ann', obituary: '  She sang.\n' })).toEqual({ deceased_name: 'Ann', obituary: '  She sang.\n' });
  });

  it('takes today as the day on this computer: late in the evening, tomorrow is still in the future', () => {
    vi.useFakeTimers({ now: new Date(2026, 0, 5, 23, 30) });
    try {
      const valid = { ...EMPTY_CREATE, deceased_name: 'Ann' };
      expect(createSchema().safeParse({ ...valid, death_date: '2026-01-05' }).success).toBe(true);
      expect(errorsOf(createSchema().safeParse({ ...valid, death_date: '2026-01-06' }))).toEqual({ death_date: "The date of death can't be in the future." });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the wording', () => {
  it.each([
    ['deceased_name', LIMITS.deceasedName],
    ['title', LIMITS.title],
    ['subtitle', LIMITS.subtitle],
    ['description', LIMITS.obituary],
    ['resting_place_notes', LIMITS.restingPlaceNotes],
  ] as const)('%s takes %i characters and no more', (field, limit) => {
    const base = wordingValues(personalMemorial());
    expect(wordingSchema.safeParse({ ...base, [field]: 'a'.repeat(limit) }).success).toBe(true);
    expect(wordingSchema.safeParse({ ...base, [field]: 'a'.repeat(limit + 1) }).success).toBe(false);
  });

  it('sends only the words that changed, the obituary as `description`, an emptied field as null', () => {
    const memorial = personalMemorial({ title: 'A life full of music', subtitle: 'Pianist', obituary: 'She sang.' });
    const values = { ...wordingValues(memorial), subtitle: '', description: 'She sang and played.' };
    expect(wordingChanges(values, memorial)).toEqual({ subtitle: null, description: 'She sang and played.' });
    expect(wordingChanges(wordingValues(memorial), memorial)).toEqual({});
  });
});

describe('the settings', () => {
  const settings = settingsSchema(TODAY);

  it('takes a resting place link of 500 characters, starting with http(s)', () => {
    const base = settingsValues(personalMemorial());
    const url = (length: number) => `https://maps.example.org/${'a'.repeat(length - 25)}`;
    expect(settings.safeParse({ ...base, resting_place_url: url(LIMITS.restingPlaceUrl) }).success).toBe(true);
    expect(errorsOf(settings.safeParse({ ...base, resting_place_url: url(LIMITS.restingPlaceUrl + 1) })).resting_place_url).toBe(
      'The resting place link can be at most 500 characters.',
    );
    expect(errorsOf(settings.safeParse({ ...base, resting_place_url: 'what3words.com/filled.count.soap' })).resting_place_url).toMatch(/starting with http/);
    expect(settings.safeParse({ ...base, content_scope: 'a'.repeat(256) }).success).toBe(false);
  });

  it('sends only what changed: dates and the link may be cleared, the design only when one is chosen', () => {
    const memorial = personalMemorial({ template_id: 3, resting_place_url: 'https://maps.example.org/x' });
    const values = { ...settingsValues(memorial), hide_from_search: true, privacy: 'restricted' as const, birth_date: '', resting_place_url: '' };
    expect(settingsChanges(values, memorial)).toEqual({ privacy: 'restricted', hide_from_search: true, birth_date: null, resting_place_url: null });
    expect(settingsChanges({ ...settingsValues(memorial), template_id: 5 }, memorial)).toEqual({ template_id: 5 });
    expect(settingsChanges(settingsValues(memorial), memorial)).toEqual({});
  });
});
