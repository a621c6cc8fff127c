import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/limits';
import { buildOnboardingLink, ONBOARDING_HINT_MAX, parseOnboardingQuery } from '../../shared/onboarding-link';
import type { OnboardingLinkInput } from '../../shared/onboarding-link';

const APP = 'http://127.0.0.1:4010';
const TODAY = '2026-10-10';

/** Reads a built link's query the way a server does (percent-decoding each name and value). */
function queryOf(url: string): Record<string, string> {
  const query: Record<string, string> = {};
  const search = url.split('?')[1];
  if (search === undefined) return query;
  for (const pair of search.split('&')) {
    const [name = '', value = ''] = pair.split('=');
    query[decodeURIComponent(name)] = decodeURIComponent(value);
  }
  return query;
}

function paramNames(url: string): string[] {
  return Object.keys(queryOf(url));
}

describe('buildOnboardingLink', () => {
  it('builds {app_url}/start with the parameters in a fixed order, percent-encoded', () => {
    const { url, dropped } = buildOnboardingLink(`${APP}/`, {
      name: 'Ann & Bob = "Friends" ✿',
      type: 'person',
      mode: 'self',
      born: '1941-03-12',
      died: '2026-10-03',
      title: 'Forever loved',
      ref: 'memorial-desk',
    });
    expect(dropped).toEqual([]);
    expect(url.startsWith(`${APP}/start?name=`)).toBe(true);
    expect(url).not.toContain(' ');
    expect(url).not.toContain('"');
    expect(paramNames(url)).toEqual(['name', 'type', 'mode', 'born', 'died', 'title', 'ref']);
    expect(queryOf(url).name).toBe('Ann & Bob = "Friends" ✿');
  });

  it('leaves out values that were not given, and empty ones, without listing them', () => {
    const { url, dropped } = buildOnboardingLink(APP, { name: 'Ann', feel: '', tradition: '   ', born: null });
    expect(url).toBe(`${APP}/start?name=Ann`);
    expect(dropped).toEqual([]);
  });

  it.each([
    ['name', LIMITS.onboarding.name, {}],
    ['title', LIMITS.onboarding.title, { mode: 'self' }],
    ['subtitle', LIMITS.onboarding.subtitle, { mode: 'self' }],
    ['story', LIMITS.onboarding.story, { mode: 'self' }],
    ['notes', LIMITS.onboarding.notes, { mode: 'ai' }],
    ['species', ONBOARDING_HINT_MAX, { type: 'pet' }],
    ['feel', ONBOARDING_HINT_MAX, {}],
    ['tradition', ONBOARDING_HINT_MAX, {}],
  ] as const)('keeps %s at %i characters and drops it (whole, never cut) one past', (param, limit, extra) => {
    const base: OnboardingLinkInput = { name: 'Ann', ...extra };
    const atLimit = buildOnboardingLink(APP, { ...base, [param]: 'a'.repeat(limit) });
    expect(queryOf(atLimit.url)[param]).toBe('a'.repeat(limit));
    expect(atLimit.dropped).toEqual([]);

    const tooLong = buildOnboardingLink(APP, { ...base, [param]: 'b'.repeat(limit + 1) });
    expect(tooLong.dropped).toContain(param);
    expect(tooLong.url).not.toContain('bbb');
  });

  it('counts characters as a person sees them, not UTF-16 units', () => {
    const name = '🌹'.repeat(LIMITS.onboarding.name);
    const { url, dropped } = buildOnboardingLink(APP, { name });
    expect(dropped).toEqual([]);
    expect(queryOf(url).name).toBe(name);
  });

  it('without a usable name sends nothing else, since the form would open empty anyway', () => {
    const { url, dropped } = buildOnboardingLink(APP, { name: 'a'.repeat(256), feel: 'gentle', ref: 'memorial-desk' });
    expect(url).toBe(`${APP}/start`);
    expect(dropped).toEqual(['name', 'feel', 'ref']);
  });

  it('drops parameters that do not apply to the kind of memorial or the way of writing', () => {
    const person = buildOnboardingLink(APP, { name: 'Ann', type: 'person', species: 'dog' });
    expect(person.dropped).toEqual(['species']);

    const self = buildOnboardingLink(APP, { name: 'Ann', mode: 'self', notes: 'teacher', story: 'She taught.' });
    expect(self.dropped).toEqual(['notes']);
    expect(paramNames(self.url)).toEqual(['name', 'mode', 'story']);

    const ai = buildOnboardingLink(APP, { name: 'Ann', mode: 'ai', notes: 'teacher', title: 'T', subtitle: 'S', story: 'She taught.' });
    expect(ai.dropped).toEqual(['title', 'subtitle', 'story']);
    expect(paramNames(ai.url)).toEqual(['name', 'mode', 'notes']);

    const noMode = buildOnboardingLink(APP, { name: 'Ann', notes: 'teacher', title: 'T' });
    expect(noMode.dropped).toEqual(['title', 'notes']);
  });

  it('drops unreadable dates and a malformed ref', () => {
    const { url, dropped } = buildOnboardingLink(APP, { name: 'Ann', born: '2026-02-30', died: 'last week', ref: 'Memorial_Desk' });
    expect(dropped).toEqual(['born', 'died', 'ref']);
    expect(url).toBe(`${APP}/start?name=Ann`);
  });

  it('accepts a ref of 32 characters and drops one of 33', () => {
    expect(buildOnboardingLink(APP, { name: 'Ann', ref: 'a'.repeat(32) }).dropped).toEqual([]);
    expect(buildOnboardingLink(APP, { name: 'Ann', ref: 'a'.repeat(33) }).dropped).toEqual(['ref']);
  });

  it('drops text that cannot be encoded (a lone surrogate) instead of throwing', () => {
    const { url, dropped } = buildOnboardingLink(APP, { name: 'Ann', feel: 'calm \uD800' });
    expect(dropped).toEqual(['feel']);
    expect(url).toBe(`${APP}/start?name=Ann`);
  });

  it('keeps the link at most 2,000 characters by dropping the story first', () => {
    // "é" takes six characters once encoded, so 1,500 of them make a far too long link.
    const { url, dropped } = buildOnboardingLink(APP, {
      name: 'Ann',
      mode: 'self',
      title: 'Forever loved',
      story: 'é'.repeat(LIMITS.onboarding.story),
      ref: 'memorial-desk',
    });
    expect(dropped).toEqual(['story']);
    expect(url.length).toBeLessThanOrEqual(LIMITS.onboarding.url);
    expect(paramNames(url)).toEqual(['name', 'mode', 'title', 'ref']);
  });

  it('drops notes first, even when another value is longer', () => {
    const { dropped, url } = buildOnboardingLink(APP, {
      name: 'Ann',
      mode: 'ai',
      feel: 'é'.repeat(ONBOARDING_HINT_MAX),
      notes: 'é'.repeat(300),
    });
    expect(dropped).toEqual(['notes']);
    expect(url.length).toBeLessThanOrEqual(LIMITS.onboarding.url);
  });

  it('then drops the longest remaining optional values, never the name, kind, way of writing or ref', () => {
    const { url, dropped } = buildOnboardingLink(APP, {
      name: 'é'.repeat(200),
      type: 'person',
      mode: 'self',
      title: 'é'.repeat(120),
      subtitle: 'é'.repeat(100),
      story: 'é'.repeat(100),
      feel: 'gentle',
      ref: 'memorial-desk',
    });
    expect(dropped).toEqual(['story', 'title']);
    expect(url.length).toBeLessThanOrEqual(LIMITS.onboarding.url);
    expect(paramNames(url)).toEqual(['name', 'type', 'mode', 'subtitle', 'feel', 'ref']);
  });

  it('keeps a link of exactly 2,000 characters and trims one of 2,001', () => {
    const input: OnboardingLinkInput = {
      name: 'Ann',
      mode: 'self',
      title: 'y'.repeat(LIMITS.onboarding.title),
      story: 'x'.repeat(LIMITS.onboarding.story),
    };
    const withoutSubtitle = buildOnboardingLink(APP, input).url;
    const subtitleLength = LIMITS.onboarding.url - withoutSubtitle.length - '&subtitle='.length;
    expect(subtitleLength).toBeGreaterThan(0);
    expect(subtitleLength).toBeLessThan(LIMITS.onboarding.subtitle);

    const exact = buildOnboardingLink(APP, { ...input, subtitle: 'z'.repeat(subtitleLength) });
    expect(exact.url.length).toBe(LIMITS.onboarding.url);
    expect(exact.dropped).toEqual([]);

    const over = buildOnboardingLink(APP, { ...input, subtitle: 'z'.repeat(subtitleLength + 1) });
    expect(over.dropped).toEqual(['story']);
    expect(paramNames(over.url)).toEqual(['name', 'mode', 'title', 'subtitle']);
  });

  it('keeps a name that alone passes the length target: a long link beats an empty form', () => {
    const name = '🌹'.repeat(LIMITS.onboarding.name);
    const { url, dropped } = buildOnboardingLink(APP, { name, feel: 'gentle' });
    expect(url.length).toBeGreaterThan(LIMITS.onboarding.url);
    expect(dropped).toEqual(['feel']);
    expect(queryOf(url).name).toBe(name);
  });

  it('is read back by parseOnboardingQuery as it was meant', () => {
    const input = {
      name: 'Biscuit',
      type: 'pet',
      mode: 'ai',
      born: '2012-05-01',
      died: '2026-09-30',
      species: 'Dog',
      notes: 'Loved the beach.\nStole socks.',
      title: null,
      subtitle: null,
      story: null,
      feel: 'joyful',
      tradition: null,
      ref: 'memorial-desk',
    } as const;
    const { url } = buildOnboardingLink(APP, input);
    expect(parseOnboardingQuery(queryOf(url), TODAY)).toEqual(input);
  });
});

describe('parseOnboardingQuery', () => {
  const empty = {
    type: 'person',
    mode: null,
    born: null,
    died: null,
    species: null,
    notes: null,
    title: null,
    subtitle: null,
    story: null,
    feel: null,
    tradition: null,
    ref: null,
  };

  it('needs a name: without one, an empty one or an over-long one the form opens empty', () => {
    expect(parseOnboardingQuery({}, TODAY)).toBeNull();
    expect(parseOnboardingQuery({ name: undefined, type: 'pet' }, TODAY)).toBeNull();
    expect(parseOnboardingQuery({ name: '' }, TODAY)).toBeNull();
    expect(parseOnboardingQuery({ name: '   ' }, TODAY)).toBeNull();
    expect(parseOnboardingQuery({ name: 'a'.repeat(LIMITS.onboarding.name + 1) }, TODAY)).toBeNull();
    expect(parseOnboardingQuery({ name: 'a'.repeat(LIMITS.onboarding.name) }, TODAY)?.name).toBe('a'.repeat(255));
  });

  it('defaults to a person and ignores anything else it does not know', () => {
    expect(parseOnboardingQuery({ name: 'Ann' }, TODAY)).toEqual({ name: 'Ann', ...empty });
    expect(parseOnboardingQuery({ name: 'Ann', type: 'cat', mode: 'poem', colour: 'blue', utm_source: 'x' }, TODAY)).toEqual({
      name: 'Ann',
      ...empty,
    });
    expect(parseOnboardingQuery({ name: 'Rex', type: 'pet' }, TODAY)?.type).toBe('pet');
  });

  it('ignores dates that are unreadable or in the future, and keeps today', () => {
    const read = (born: string) => parseOnboardingQuery({ name: 'Ann', born, died: born }, TODAY);
    expect(read(TODAY)).toMatchObject({ born: TODAY, died: TODAY });
    expect(read('2026-10-11')).toMatchObject({ born: null, died: null });
    expect(read('2026-02-30')).toMatchObject({ born: null, died: null });
    expect(read('12/03/1941')).toMatchObject({ born: null, died: null });
    expect(read('1941-3-12')).toMatchObject({ born: null, died: null });
  });

  it.each([
    ['title', LIMITS.onboarding.title, { mode: 'self' }],
    ['subtitle', LIMITS.onboarding.subtitle, { mode: 'self' }],
    ['story', LIMITS.onboarding.story, { mode: 'self' }],
    ['notes', LIMITS.onboarding.notes, { mode: 'ai' }],
    ['species', ONBOARDING_HINT_MAX, { type: 'pet' }],
    ['feel', ONBOARDING_HINT_MAX, {}],
    ['tradition', ONBOARDING_HINT_MAX, {}],
  ] as const)('keeps %s at %i characters and drops it one past', (param, limit, extra) => {
    const atLimit = parseOnboardingQuery({ name: 'Ann', ...extra, [param]: 'a'.repeat(limit) }, TODAY);
    expect(atLimit?.[param]).toBe('a'.repeat(limit));
    const tooLong = parseOnboardingQuery({ name: 'Ann', ...extra, [param]: 'a'.repeat(limit + 1) }, TODAY);
    expect(tooLong).not.toBeNull();
    expect(tooLong?.[param]).toBeNull();
  });

  it('ignores parameters that do not apply', () => {
    const query = { name: 'Ann', species: 'dog', notes: 'facts', title: 'T', subtitle: 'S', story: 'Once.' };
    expect(parseOnboardingQuery({ ...query, mode: 'self' }, TODAY)).toMatchObject({
      species: null,
      notes: null,
      title: 'T',
      subtitle: 'S',
      story: 'Once.',
    });
    expect(parseOnboardingQuery({ ...query, mode: 'ai', type: 'pet' }, TODAY)).toMatchObject({
      species: 'dog',
      notes: 'facts',
      title: null,
      subtitle: null,
      story: null,
    });
    expect(parseOnboardingQuery(query, TODAY)).toMatchObject({ mode: null, notes: null, title: null, story: null });
  });

  it('accepts only a ref of a-z, 0-9 and hyphens, up to 32 characters', () => {
    const ref = (value: string) => parseOnboardingQuery({ name: 'Ann', ref: value }, TODAY)?.ref;
    expect(ref('memorial-desk-2')).toBe('memorial-desk-2');
    expect(ref('a'.repeat(32))).toBe('a'.repeat(32));
    expect(ref('a'.repeat(33))).toBeNull();
    expect(ref('Memorial-Desk')).toBeNull();
    expect(ref('memorial desk')).toBeNull();
    expect(ref('<script>')).toBeNull();
    expect(ref('')).toBeNull();
  });

  it('keeps values verbatim, markup included: escaping is the page’s job', () => {
    const parsed = parseOnboardingQuery({ name: '<script>alert(1)</script>', feel: '"gentle"' }, TODAY);
    expect(parsed).toMatchObject({ name: '<script>alert(1)</script>', feel: '"gentle"' });
  });
});
