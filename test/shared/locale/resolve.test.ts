import { describe, expect, it } from 'vitest';
import { LANGUAGE_CHOICES, directionOf, isLanguageChoice, resolveFormatLocale, resolveLocale, resolveUiLocale } from '../../../shared/locale/resolve';

describe('the UI language', () => {
  it('is the person’s choice, whatever the system speaks', () => {
    expect(resolveUiLocale('es', ['en-US'])).toBe('es');
    expect(resolveUiLocale('ar', ['es-ES', 'en'])).toBe('ar');
    expect(resolveUiLocale('en', ['ar-AE'])).toBe('en');
  });

  it('follows the system’s languages when the choice is the system’s', () => {
    expect(resolveUiLocale('system', ['es-MX', 'en-US'])).toBe('es');
    expect(resolveUiLocale('system', ['ar-AE'])).toBe('ar');
    expect(resolveUiLocale(null, ['es-419'])).toBe('es');
    expect(resolveUiLocale(undefined, ['ar'])).toBe('ar');
  });

  it('finds Hebrew for a Hebrew system, by its old code too (iw, as older Android and Java write it)', () => {
    expect(resolveUiLocale('system', ['he-IL', 'en-US'])).toBe('he');
    expect(resolveUiLocale('system', ['iw-IL'])).toBe('he');
    expect(resolveUiLocale('system', ['fr', 'he'])).toBe('he');
  });

  it('takes the first of the system’s languages it has a catalog for', () => {
    expect(resolveUiLocale('system', ['fr-FR', 'es-ES', 'en'])).toBe('es');
    expect(resolveUiLocale('system', ['de', 'ar-SA'])).toBe('ar');
    expect(resolveUiLocale('system', ['en-GB', 'es'])).toBe('en');
  });

  it('is English when no system language has a catalog, or there are none', () => {
    expect(resolveUiLocale('system', ['fr-FR', 'de-DE'])).toBe('en');
    expect(resolveUiLocale('system', [])).toBe('en');
    expect(resolveUiLocale('system', null)).toBe('en');
  });

  it('ignores what is not a language tag (Linux’s C locale, a POSIX name)', () => {
    expect(resolveUiLocale('system', ['C', '', 'es_ES.UTF-8'])).toBe('en');
    expect(resolveUiLocale('system', ['C', 'es_AR'])).toBe('es');
  });

  it('is a pseudo-locale when a developer chose one', () => {
    expect(resolveUiLocale('en-XA', ['es'])).toBe('en-XA');
    expect(resolveUiLocale('en-XB', ['es'])).toBe('en-XB');
  });
});

describe('the formatting locale (Firefox’s rule)', () => {
  it('is the system’s regional format when its language is the UI language', () => {
    expect(resolveFormatLocale('en', 'en-AU')).toBe('en-AU');
    expect(resolveFormatLocale('es', 'es-MX')).toBe('es-MX');
    expect(resolveFormatLocale('ar', 'ar-AE')).toBe('ar-AE');
  });

  it('is the UI language with the system’s region otherwise', () => {
    // An English system in Australia, Spanish chosen in the app.
    expect(resolveFormatLocale('es', 'en-AU')).toBe('es-AU');
    expect(resolveFormatLocale('ar', 'en-US')).toBe('ar-US');
    expect(resolveFormatLocale('en', 'es-ES')).toBe('en-ES');
    expect(resolveFormatLocale('es', 'de-DE')).toBe('es-DE');
  });

  it('is the UI language alone when the system names no region or no format', () => {
    expect(resolveFormatLocale('es', 'en')).toBe('es');
    expect(resolveFormatLocale('es', null)).toBe('es');
    expect(resolveFormatLocale('ar', 'C')).toBe('ar');
  });

  it('keeps what the regional format says beyond its region (numbering, calendar)', () => {
    expect(resolveFormatLocale('ar', 'ar-EG-u-nu-latn')).toBe('ar-EG-u-nu-latn');
  });

  it('writes a pseudo-locale’s dates as an English reader’s', () => {
    expect(resolveFormatLocale('en-XA', 'en-GB')).toBe('en-GB');
    expect(resolveFormatLocale('en-XB', 'es-ES')).toBe('en-ES');
  });
});

describe('the writing direction', () => {
  it('is right to left for Arabic, Hebrew, Persian and Urdu, and for the RTL pseudo-locale', () => {
    for (const locale of ['ar', 'ar-AE', 'he', 'he-IL', 'fa', 'ur', 'en-XB']) expect(directionOf(locale), locale).toBe('rtl');
  });

  it('is left to right otherwise', () => {
    for (const locale of ['en', 'es', 'es-MX', 'en-XA', 'zz']) expect(directionOf(locale), locale).toBe('ltr');
  });
});

describe('one locale, resolved once', () => {
  it('carries the words, the format and the direction together', () => {
    expect(resolveLocale({ choice: 'system', systemLanguages: ['es-ES', 'en'], regional: 'es-ES' })).toEqual({ ui: 'es', format: 'es-ES', dir: 'ltr' });
    expect(resolveLocale({ choice: 'es', systemLanguages: ['en-AU'], regional: 'en-AU' })).toEqual({ ui: 'es', format: 'es-AU', dir: 'ltr' });
    expect(resolveLocale({ choice: 'system', systemLanguages: ['ar-AE'], regional: 'ar-AE' })).toEqual({ ui: 'ar', format: 'ar-AE', dir: 'rtl' });
    expect(resolveLocale({ choice: 'system', systemLanguages: ['he-IL'], regional: 'he-IL' })).toEqual({ ui: 'he', format: 'he-IL', dir: 'rtl' });
    expect(resolveLocale({ choice: 'he', systemLanguages: ['en-US'], regional: 'en-US' })).toEqual({ ui: 'he', format: 'he-US', dir: 'rtl' });
    expect(resolveLocale({ choice: 'en-XB', systemLanguages: ['en-US'], regional: 'en-US' })).toEqual({ ui: 'en-XB', format: 'en-US', dir: 'rtl' });
  });

  it('takes the first system language as the regional format where the home has none (browser mode, the phone)', () => {
    expect(resolveLocale({ choice: 'system', systemLanguages: ['es-MX', 'en'], regional: null })).toEqual({ ui: 'es', format: 'es-MX', dir: 'ltr' });
    expect(resolveLocale({ choice: 'ar', systemLanguages: ['en-GB'] })).toEqual({ ui: 'ar', format: 'ar-GB', dir: 'rtl' });
  });

  it('is English with nothing to go on', () => {
    expect(resolveLocale({})).toEqual({ ui: 'en', format: 'en', dir: 'ltr' });
  });

  it('yields a formatting locale every Intl formatter takes', () => {
    for (const choice of LANGUAGE_CHOICES) {
      for (const regional of ['en-AU', 'es-MX', 'ar-AE', 'he-IL', null]) {
        const { format } = resolveLocale({ choice, systemLanguages: ['fr-FR'], regional });
        expect(() => new Intl.DateTimeFormat(format).format(0), `${choice} ${regional}`).not.toThrow();
      }
    }
  });
});

describe('a language choice', () => {
  it('is one of the offered values', () => {
    expect(isLanguageChoice('system')).toBe(true);
    expect(isLanguageChoice('es')).toBe(true);
    expect(isLanguageChoice('en-XA')).toBe(true);
    expect(isLanguageChoice('fr')).toBe(false);
    expect(isLanguageChoice(3)).toBe(false);
  });
});
