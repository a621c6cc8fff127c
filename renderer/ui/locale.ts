/**
 * The renderer's one locale (shared/locale/resolve.ts): the person's choice from Settings, the
 * system's languages and its regional format, resolved once for every screen, every date and
 * number (format.ts), React Aria and the message catalog (LocaleProvider).
 *
 * The system's languages: in the desktop app, those the home reports (Electron's
 * app.getPreferredSystemLanguages(), HostInfo.preferredLanguages → AppStatus.languages, beside the
 * regional format in AppStatus.locale), which the core resolves its own words from too; Chromium's
 * navigator.languages follow the --lang main started it with, not the system. Elsewhere, and until
 * the first status arrives, navigator.languages: the browser's in browser mode, the WebView's on
 * the phone (which follow the phone's languages).
 */
import { DEFAULT_LOCALE, resolveLocale, type LanguageChoice, type ResolvedLocale } from '../../shared/locale/resolve';
import { useAppStore } from '../data/app-state';

/** The system's preferred languages: the home's report where it gives one, else as this page is told them. */
export function systemLanguages(reported?: readonly string[] | null): readonly string[] {
  if (reported?.length) return reported;
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

let last: { key: string; locale: ResolvedLocale } | null = null;

/** Resolved again only when what it is resolved from changes (dates are formatted often). */
function resolved(choice: LanguageChoice, regional: string | null, reported: readonly string[] | null): ResolvedLocale {
  const languages = systemLanguages(reported);
  const key = `${choice}|${regional ?? ''}|${languages.join(',')}`;
  if (last?.key !== key) last = { key, locale: resolveLocale({ choice, systemLanguages: languages, regional }) };
  return last.locale;
}

/** The locale as it stands now, for code outside React (formatting a date). */
export function currentLocale(): ResolvedLocale {
  const { settings, status } = useAppStore.getState();
  return resolved(settings?.language ?? 'system', status?.locale ?? null, status?.languages ?? null);
}

/**
 * Whether the person reads the service's own language (English): its own sentences (a summary, a
 * notice) are then shown as it wrote them; in another language the app says the same in its words.
 */
export function useServiceSpeaksTheLanguage(): boolean {
  return useResolvedLocale().ui === DEFAULT_LOCALE;
}

/** The same, for a component that should follow it. */
export function useResolvedLocale(): ResolvedLocale {
  const choice = useAppStore((s) => s.settings?.language ?? 'system');
  const regional = useAppStore((s) => s.status?.locale ?? null);
  // As one string: a status with the same languages in a new array does not draw the screens again.
  const reported = useAppStore((s) => s.status?.languages?.join(',') ?? '');
  return resolved(choice, regional, reported ? reported.split(',') : null);
}
