/**
 * The renderer's one locale (shared/locale/resolve.ts): the person's choice from Settings, the
 * system's languages and its regional format, resolved once for every screen, every date and
 * number (format.ts), React Aria and the message catalog (LocaleProvider).
 *
 * The system's languages are navigator.languages: the browser's in browser mode and the phone's
 * WebView (which follows the phone's languages); in Electron, Chromium's own, which follows the
 * system's. TODO(issue 32): Electron's app.getPreferredSystemLanguages() is the better source
 * there; it should ride with the regional format the core already reports (HostInfo.locale →
 * AppStatus.locale) as a HostInfo.languages beside it, once the host files have moved
 * (electron/web → hosts/node).
 */
import { resolveLocale, type LanguageChoice, type ResolvedLocale } from '../../shared/locale/resolve';
import { useAppStore } from '../data/app-state';

/** The system's preferred languages, as this page is told them. */
export function systemLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

let last: { key: string; locale: ResolvedLocale } | null = null;

/** Resolved again only when what it is resolved from changes (dates are formatted often). */
function resolved(choice: LanguageChoice, regional: string | null): ResolvedLocale {
  const languages = systemLanguages();
  const key = `${choice}|${regional ?? ''}|${languages.join(',')}`;
  if (last?.key !== key) last = { key, locale: resolveLocale({ choice, systemLanguages: languages, regional }) };
  return last.locale;
}

/** The locale as it stands now, for code outside React (formatting a date). */
export function currentLocale(): ResolvedLocale {
  const { settings, status } = useAppStore.getState();
  return resolved(settings?.language ?? 'system', status?.locale ?? null);
}

/** The same, for a component that should follow it. */
export function useResolvedLocale(): ResolvedLocale {
  const choice = useAppStore((s) => s.settings?.language ?? 'system');
  const regional = useAppStore((s) => s.status?.locale ?? null);
  return resolved(choice, regional);
}
