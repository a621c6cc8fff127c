import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import type { ResolvedLocale } from '../../shared/locale/resolve';
import { useResolvedLocale } from './locale';

/**
 * React Aria's locale (its own words, the order of a date's parts, the keyboard's direction), the
 * same one locale the messages and `<html lang dir>` follow (IntlRoot.tsx, locale.ts). It comes
 * with each place and with the Menu, which are all that use React Aria, so it is no JavaScript
 * before the first screen (ui/feature.tsx `lazyPlace`).
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  return <I18nProvider locale={ariaLocale(useResolvedLocale())}>{children}</I18nProvider>;
}

/**
 * React Aria takes its direction from the locale's language, so the right-to-left pseudo-locale
 * (English words) is given an English written in Arabic script: right to left, English strings.
 */
function ariaLocale(locale: ResolvedLocale): string {
  return locale.ui === 'en-XB' ? 'en-Arab' : locale.format;
}
