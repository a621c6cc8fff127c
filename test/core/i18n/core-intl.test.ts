import { describe, expect, it } from 'vitest';
import { CoreIntl } from '../../../core/i18n/core-intl';
import type { LanguageChoice } from '../../../shared/locale/resolve';

/**
 * The core's locale (issue 32): the person's choice, else the system's languages the home reports,
 * else English; dates and numbers in the system's regional format when its language is the UI
 * language, else the UI language with the system's region. Resolved again when the choice changes.
 */
function home(start: { choice?: LanguageChoice; languages?: string[]; regional?: string | null }) {
  const now = { choice: start.choice ?? 'system', languages: start.languages ?? [], regional: start.regional ?? null };
  const words = new CoreIntl({ choice: () => now.choice, systemLanguages: () => now.languages, regional: () => now.regional });
  return { words, now };
}

describe('the core’s language', () => {
  it('follows the system’s languages with nothing chosen, the first the app speaks', () => {
    expect(home({ languages: ['pt-BR', 'es-MX', 'en-US'], regional: 'pt-BR' }).words.locale()).toEqual({ ui: 'es', format: 'es-BR', dir: 'ltr' });
    expect(home({ languages: ['ar-AE'], regional: 'ar-AE' }).words.locale()).toEqual({ ui: 'ar', format: 'ar-AE', dir: 'rtl' });
    // Linux's C locale: no language known, English.
    expect(home({ languages: [] }).words.locale()).toEqual({ ui: 'en', format: 'en', dir: 'ltr' });
  });

  it('takes the person’s choice over the system’s, with the system’s region (Spanish chosen on an English system in Australia is es-AU)', () => {
    expect(home({ choice: 'es', languages: ['en-AU'], regional: 'en-AU' }).words.locale()).toEqual({ ui: 'es', format: 'es-AU', dir: 'ltr' });
    // The system's own regional format when its language is the one chosen.
    expect(home({ choice: 'en', languages: ['es-ES', 'en-AU'], regional: 'en-AU' }).words.locale().format).toBe('en-AU');
    // Without a regional format (browser mode, the phone), the first system language stands for it.
    expect(home({ choice: 'es', languages: ['en-GB'], regional: null }).words.locale().format).toBe('es-GB');
  });

  it('formats in the locale’s words and dates', async () => {
    const { words } = home({ choice: 'es', languages: ['en-AU'], regional: 'en-AU' });
    const intl = await words.intl();
    expect(intl.locale).toBe('es-AU');
    expect(intl.formatMessage({ id: 'files.deskList.header.born' })).toBe('Fecha de nacimiento');
    expect(intl.formatDate(Date.UTC(2026, 2, 3, 12), { dateStyle: 'long', timeZone: 'UTC' })).toBe('3 de marzo de 2026');
  });

  it('speaks Hebrew on a Hebrew system, right to left: the files it writes and its notifications', async () => {
    const { words } = home({ languages: ['he-IL', 'en-US'], regional: 'he-IL' });
    expect(words.locale()).toEqual({ ui: 'he', format: 'he-IL', dir: 'rtl' });
    const intl = await words.intl();
    expect(intl.formatMessage({ id: 'files.deskList.header.born' })).toBe('לידה');
    expect(intl.formatMessage({ id: 'notify.newTributes.body' }, { pending: 2 })).toBe('שתי הקדשות ממתינות לאישורכם.');
    expect(intl.formatMessage({ id: 'notify.newTributes.body' }, { pending: 5 })).toBe('5 הקדשות ממתינות לאישורכם.');
  });

  it('is resolved again when the person chooses another language, and tells those who follow it', async () => {
    const { words, now } = home({ languages: ['en-US'], regional: 'en-US' });
    const heard: string[] = [];
    words.onChange((locale) => heard.push(`${locale.ui} ${locale.format}`));
    expect((await words.intl()).formatMessage({ id: 'desktop.menu.edit' })).toBe('&Edit');
    now.choice = 'ar';
    words.refresh();
    expect(heard).toEqual(['ar ar-US']);
    expect((await words.intl()).formatMessage({ id: 'desktop.menu.edit' })).toBe('&تحرير');
    // Nothing changed: nobody is told again.
    words.refresh();
    expect(heard).toHaveLength(1);
  });
});
