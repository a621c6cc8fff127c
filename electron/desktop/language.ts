/**
 * Which language Electron itself is started in, decided as plain functions (main.ts only applies
 * it): Chromium's own words (the native dialogs' buttons, the spelling menu, the page's
 * navigator.languages) follow `--lang` on Windows and Linux, which must be given before `ready`.
 * It is the app's UI language, resolved as everywhere else (shared/locale/resolve.ts) from the
 * person's choice (settings.json's `language`, read before anything else starts) and the system's
 * preferred languages. macOS takes the app's language from the system (AppleLanguages, and the
 * per-app language in System Settings, among the languages the app ships), so nothing is passed
 * there.
 */
import { isLanguageChoice, isPseudoLocale, resolveUiLocale, type LanguageChoice } from '../../shared/locale/resolve';

/**
 * The Chromium locale packs the installers keep (electron-builder's `electronLanguages`): one per
 * shipped catalog. "en" keeps en-US.pak and en-GB.pak, "es" keeps es.pak and es-419.pak.
 */
export const CHROMIUM_LANGUAGES = ['en', 'es', 'ar', 'he'] as const;

/** The person's choice as settings.json keeps it: 'system' when the file, or its `language`, is missing or not one. */
export function languageChoiceIn(settingsText: string | null): LanguageChoice {
  if (settingsText === null) return 'system';
  try {
    const parsed = JSON.parse(settingsText) as unknown;
    const language = typeof parsed === 'object' && parsed !== null ? (parsed as { language?: unknown }).language : undefined;
    return isLanguageChoice(language) ? language : 'system';
  } catch {
    return 'system';
  }
}

/**
 * The `--lang` Electron is started with, or null where none is passed (macOS). English is passed
 * as en-US (Chromium's own pack); a pseudo-locale, which Chromium has no pack for, as English.
 */
export function chromiumLang(options: { platform: NodeJS.Platform; choice: LanguageChoice; systemLanguages: readonly string[] }): string | null {
  if (options.platform === 'darwin') return null;
  const ui = resolveUiLocale(options.choice, options.systemLanguages);
  if (isPseudoLocale(ui) || ui === 'en') return 'en-US';
  return ui;
}
