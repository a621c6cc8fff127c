import { describe, expect, it } from 'vitest';
import { CHROMIUM_LANGUAGES, chromiumLang, languageChoiceIn } from '../../../electron/desktop/language';
import { SHIPPED_LOCALES } from '../../../shared/locale/resolve';

/** Electron started in the app's language (--lang on Windows and Linux), decided before `ready`. */
describe('the language Electron is started in', () => {
  it('is the person’s choice on Windows and Linux, whatever the system speaks', () => {
    expect(chromiumLang({ platform: 'win32', choice: 'es', systemLanguages: ['en-US'] })).toBe('es');
    expect(chromiumLang({ platform: 'linux', choice: 'ar', systemLanguages: ['en-GB'] })).toBe('ar');
  });

  it('with System chosen, is the first system language the app speaks, else English (as en-US, Chromium’s own pack)', () => {
    expect(chromiumLang({ platform: 'win32', choice: 'system', systemLanguages: ['pt-BR', 'es-MX'] })).toBe('es');
    expect(chromiumLang({ platform: 'linux', choice: 'system', systemLanguages: ['de-DE'] })).toBe('en-US');
    // Linux's C locale gives no language at all.
    expect(chromiumLang({ platform: 'linux', choice: 'system', systemLanguages: [] })).toBe('en-US');
    // A pseudo-locale has no Chromium pack: English underneath.
    expect(chromiumLang({ platform: 'win32', choice: 'en-XB', systemLanguages: ['ar'] })).toBe('en-US');
  });

  it('is not passed on macOS, which gives the app its language itself', () => {
    expect(chromiumLang({ platform: 'darwin', choice: 'es', systemLanguages: ['en-US'] })).toBeNull();
  });

  it('reads the choice from settings.json, System when it is missing, unreadable or not a language', () => {
    expect(languageChoiceIn(JSON.stringify({ language: 'ar', serviceUrl: 'https://x.example' }))).toBe('ar');
    expect(languageChoiceIn(null)).toBe('system');
    expect(languageChoiceIn('{not json')).toBe('system');
    expect(languageChoiceIn(JSON.stringify({ language: 'klingon' }))).toBe('system');
    expect(languageChoiceIn('null')).toBe('system');
  });

  it('keeps a Chromium pack for every shipped language', () => {
    expect([...CHROMIUM_LANGUAGES].sort()).toEqual([...SHIPPED_LOCALES].sort());
  });
});
