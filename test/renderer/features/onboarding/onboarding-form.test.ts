import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { buildLinkFromForm, EMPTY_ONBOARDING, leftOutWords, onboardingSchema as schemaOf } from '../../../../renderer/features/onboarding/onboarding-form';
import { loadCatalog } from '../../../../shared/i18n/catalogs';

const english = createIntl({ locale: 'en', messages: await loadCatalog('en') });
const onboardingSchema = schemaOf(english);
/** What the screen says of each value left out. */
const said = (built: ReturnType<typeof buildLinkFromForm>) => built.leftOut.map((item) => ({ param: item.param, sentence: leftOutWords(english, item) }));

const APP = 'http://127.0.0.1:4010';
const TODAY = '2026-10-10';
const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('the onboarding link form (spec 4.6)', () => {
  it('needs a name', () => {
    expect(onboardingSchema.safeParse({ ...EMPTY_ONBOARDING, name: ' ' }).success).toBe(false);
    expect(onboardingSchema.safeParse({ ...EMPTY_ONBOARDING, name: 'Ann' }).success).toBe(true);
  });

  it('sends the fields of the way chosen: title, subtitle and story in their own words; notes for writing help', () => {
    const values = { ...EMPTY_ONBOARDING, name: 'Ann', title: 'Mother', story: 'She sang.', notes: 'choir, 40 years' };
    expect(params(buildLinkFromForm(APP, values, TODAY).url)).toEqual({
      name: 'Ann',
      type: 'person',
      mode: 'self',
      title: 'Mother',
      story: 'She sang.',
      ref: 'memorial-desk',
    });
    expect(params(buildLinkFromForm(APP, { ...values, mode: 'ai' }, TODAY).url)).toEqual({
      name: 'Ann',
      type: 'person',
      mode: 'ai',
      notes: 'choir, 40 years',
      ref: 'memorial-desk',
    });
    expect(params(buildLinkFromForm(APP, { ...values, type: 'pet', species: 'dog' }, TODAY).url).species).toBe('dog');
    expect(params(buildLinkFromForm(APP, { ...values, species: 'dog' }, TODAY).url).species).toBeUndefined();
  });

  it('leaves out a story over 1,500 characters whole, and says so', () => {
    const built = buildLinkFromForm(APP, { ...EMPTY_ONBOARDING, name: 'Ann', story: 'a'.repeat(1501) }, TODAY);
    expect(params(built.url).story).toBeUndefined();
    expect(said(built)).toEqual([
      { param: 'story', sentence: 'The story is longer than 1,500 characters, the most the link may carry (it is left out whole, never cut short).' },
    ]);
    expect(buildLinkFromForm(APP, { ...EMPTY_ONBOARDING, name: 'Ann', story: 'a'.repeat(1500) }, TODAY).leftOut).toEqual([]);
  });

  it('keeps the link under about 2,000 characters, dropping the story first, and says why', () => {
    // 1,200 characters that each take six when written into a link.
    const built = buildLinkFromForm(APP, { ...EMPTY_ONBOARDING, name: 'Ann', title: 'Mother', story: 'é'.repeat(1200) }, TODAY);
    expect(built.url.length).toBeLessThanOrEqual(2000);
    expect(params(built.url)).toMatchObject({ name: 'Ann', title: 'Mother' });
    expect(said(built)).toEqual([{ param: 'story', sentence: 'The story was left out to keep the whole link under about 2,000 characters.' }]);
  });

  it('leaves out a date in the future and a reference the service would not read, and says so', () => {
    const built = buildLinkFromForm(APP, { ...EMPTY_ONBOARDING, name: 'Ann', born: '1950-01-01', died: '2026-10-11', ref: 'Memorial Desk!' }, TODAY);
    expect(params(built.url)).toEqual({ name: 'Ann', type: 'person', mode: 'self', born: '1950-01-01' });
    expect(said(built).map((l) => l.sentence)).toEqual([
      'The date of death is in the future, so the service would ignore it.',
      'The reference may use only small letters a to z, digits and hyphens, up to 32 of them.',
    ]);
  });
});
