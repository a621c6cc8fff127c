import { describe, expect, it } from 'vitest';
import { buildOnboardingLink, parseOnboardingQuery } from '../../shared/onboarding-link';

const APP = 'http://127.0.0.1:4010';

function query(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}

describe('buildOnboardingLink (spec 4.6)', () => {
  it('builds a /start link with the details that apply, name first', () => {
    const { url, dropped } = buildOnboardingLink(`${APP}/`, { name: 'Zoë Ní Bhriain', mode: 'self', title: 'Mother', born: '1944-06-21', ref: 'memorial-desk' });
    expect(url.startsWith(`${APP}/start?name=`)).toBe(true);
    expect(query(url)).toEqual({ name: 'Zoë Ní Bhriain', mode: 'self', title: 'Mother', born: '1944-06-21', ref: 'memorial-desk' });
    expect(dropped).toEqual([]);
  });

  it('drops, never truncates, values over their limits (at the limit is kept)', () => {
    const atLimit = buildOnboardingLink(APP, { name: 'n'.repeat(255), mode: 'self', story: 's'.repeat(1500) });
    expect(query(atLimit.url).story).toHaveLength(1500);
    const over = buildOnboardingLink(APP, { name: 'Ann', mode: 'self', title: 't'.repeat(256), story: 's'.repeat(1501) });
    expect(query(over.url)).toEqual({ name: 'Ann', mode: 'self' });
    expect(over.dropped).toEqual(['title', 'story']);
    expect(buildOnboardingLink(APP, { name: 'Ann', mode: 'ai', notes: 'x'.repeat(1001) }).dropped).toEqual(['notes']);
    expect(buildOnboardingLink(APP, { name: 'Ann', ref: 'Not_Valid' }).dropped).toEqual(['ref']);
    expect(buildOnboardingLink(APP, { name: 'Ann', ref: 'a'.repeat(33) }).dropped).toEqual(['ref']);
  });

  it('leaves out what does not apply: notes only with ai, wording only with self, species only for pets', () => {
    const r = buildOnboardingLink(APP, { name: 'Rex', type: 'person', mode: 'ai', notes: 'Loved the beach', story: 'x', species: 'dog' });
    expect(query(r.url)).toEqual({ name: 'Rex', type: 'person', mode: 'ai', notes: 'Loved the beach' });
    expect(r.dropped.sort()).toEqual(['species', 'story']);
    expect(query(buildOnboardingLink(APP, { name: 'Rex', type: 'pet', species: 'dog' }).url)).toMatchObject({ species: 'dog' });
  });

  it('keeps the whole link under about 2,000 characters, dropping the long free text first', () => {
    const r = buildOnboardingLink(APP, { name: 'Ann', mode: 'self', title: 'Teacher', story: 'é'.repeat(1400) });
    expect(r.url.length).toBeLessThanOrEqual(2000);
    expect(r.dropped).toEqual(['story']);
    expect(query(r.url)).toEqual({ name: 'Ann', mode: 'self', title: 'Teacher' });
  });

  it('sends nothing else without a usable name (the form then opens empty)', () => {
    expect(buildOnboardingLink(APP, { name: '', title: 'x', mode: 'self' })).toEqual({ url: `${APP}/start`, dropped: ['mode', 'title'] });
  });
});

describe('parseOnboardingQuery: never an error', () => {
  const today = '2026-11-21';
  it('reads a prefill, ignoring wrong parameters, unreadable or future dates and over-long values', () => {
    const p = parseOnboardingQuery({ name: 'Ann', type: 'cat', mode: 'self', born: '1950-02-30', died: '2026-11-22', title: 't'.repeat(256), subtitle: 'Friend', bogus: 'x' }, today);
    expect(p).toMatchObject({ name: 'Ann', type: 'person', mode: 'self', born: null, died: null, title: null, subtitle: 'Friend' });
    expect(parseOnboardingQuery({ name: 'Ann', died: today }, today)?.died).toBe(today);
  });

  it('opens an empty form without a usable name', () => {
    expect(parseOnboardingQuery({}, today)).toBeNull();
    expect(parseOnboardingQuery({ name: '   ' }, today)).toBeNull();
    expect(parseOnboardingQuery({ name: 'n'.repeat(256) }, today)).toBeNull();
    expect(parseOnboardingQuery({ name: 'n'.repeat(255) }, today)?.name).toHaveLength(255);
  });

  it('reads back exactly what buildOnboardingLink wrote', () => {
    const input = { name: 'Biscuit', type: 'pet' as const, species: 'golden retriever', mode: 'ai' as const, notes: 'Loved the sea; stole socks', died: '2026-09-01', feel: 'gentle', ref: 'memorial-desk' };
    const parsed = parseOnboardingQuery(query(buildOnboardingLink(APP, input).url), today);
    expect(parsed).toMatchObject(input);
  });
});
