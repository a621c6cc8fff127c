import { createIntl } from 'react-intl';
import { afterEach, describe, expect, test } from 'vitest';
import { loadCatalog } from '../../../../shared/i18n/catalogs';
import { DeskSearch, endOfDay, listQuery, startOfDay } from '../../../../renderer/features/desk/memorials-search';
import { EMPTY_FORM, provisionForm, provisionBody } from '../../../../renderer/features/desk/provision-form';
import { howLongSince } from '../../../../renderer/features/desk/words';

const english = createIntl({ locale: 'en', messages: await loadCatalog('en') });
const ProvisionForm = provisionForm(english);

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('days in the office’s time zone, as the spec’s date-times', () => {
  test('a whole day, both ends included, with that day’s own offset', () => {
    process.env.TZ = 'Europe/London';
    expect(startOfDay('2026-01-15')).toBe('2026-01-15T00:00:00.000+00:00');
    expect(endOfDay('2026-07-15')).toBe('2026-07-15T23:59:59.999+01:00');
    // The day the clocks go forward: it starts in winter time and ends in summer time.
    expect(startOfDay('2026-03-29')).toBe('2026-03-29T00:00:00.000+00:00');
    expect(endOfDay('2026-03-29')).toBe('2026-03-29T23:59:59.999+01:00');
    process.env.TZ = 'America/New_York';
    expect(startOfDay('2026-11-01')).toBe('2026-11-01T00:00:00.000-04:00');
    expect(endOfDay('2026-11-01')).toBe('2026-11-01T23:59:59.999-05:00');
    process.env.TZ = 'Asia/Kolkata';
    expect(startOfDay('2026-05-01')).toBe('2026-05-01T00:00:00.000+05:30');
  });

  test('where a clock change skips midnight, the day starts at its first moment', () => {
    process.env.TZ = 'America/Havana';
    expect(startOfDay('2026-03-08')).toBe('2026-03-08T01:00:00.000-04:00');
    expect(Date.parse(endOfDay('2026-03-07')) + 1).toBe(Date.parse(startOfDay('2026-03-08')));
  });

  test('the list’s query: only what was asked, the page and its size', () => {
    process.env.TZ = 'UTC';
    expect(listQuery({})).toEqual({ page: 1, per_page: 25 });
    expect(listQuery({ q: '  Ada ', from: '2026-01-01', to: '2026-01-31', page: 3, per: 50 })).toEqual({
      q: 'Ada',
      created_after: '2026-01-01T00:00:00.000+00:00',
      created_before: '2026-01-31T23:59:59.999+00:00',
      page: 3,
      per_page: 50,
    });
    // What the address holds is checked; nonsense is dropped, not sent.
    expect(DeskSearch.parse({ from: '2026-02-30', per: '7', page: '0', q: 'x' })).toEqual({ q: 'x' });
  });
});

describe('the provision form’s own rules', () => {
  test('empty boxes are not sent; the contract’s limits and formats apply', () => {
    const ok = ProvisionForm.parse({ ...EMPTY_FORM, deceased_name: 'Ada', family_email: 'kin@example.com' });
    expect(provisionBody(ok)).toEqual({ deceased_name: 'Ada', designated_owner: 'family', action: 'invite', family_email: 'kin@example.com' });
    const bad = ProvisionForm.safeParse({
      ...EMPTY_FORM,
      deceased_name: 'x'.repeat(256),
      family_email: 'nope',
      title: 't'.repeat(256),
      birth_date: '2026-02-30',
    });
    const messages = Object.fromEntries((bad.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toMatchObject({
      deceased_name: 'The name can be at most 255 characters.',
      family_email: "The family member's email must be an email address, like name@example.com.",
      title: 'The title can be at most 255 characters.',
      birth_date: 'The date of birth is not a real date.',
    });
  });

  test('an invitation needs an email; a death before the birth is refused', () => {
    const issues = (form: object) => ProvisionForm.safeParse({ ...EMPTY_FORM, deceased_name: 'Ada', ...form }).error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(issues({})).toEqual(['family_email']);
    expect(issues({ action: 'complete' })).toEqual([]);
    expect(issues({ action: 'complete', birth_date: '1950-01-01', death_date: '1949-12-31' })).toEqual(['death_date']);
  });
});

describe('words', () => {
  test('how long since, in plain words', () => {
    const now = Date.parse('2026-05-10T12:00:00Z');
    expect(howLongSince(english, '2026-05-10T11:58:00Z', now)).toBe('a few minutes');
    expect(howLongSince(english, '2026-05-10T11:20:00Z', now)).toBe('40 minutes');
    expect(howLongSince(english, '2026-05-10T11:00:00Z', now)).toBe('1 hour');
    expect(howLongSince(english, '2026-05-09T00:00:00Z', now)).toBe('36 hours');
    expect(howLongSince(english, '2026-05-01T12:00:00Z', now)).toBe('9 days');
    expect(howLongSince(english, null, now)).toBeNull();
  });
});
