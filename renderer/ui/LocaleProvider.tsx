import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useAppLocale } from './format';

/**
 * The one place the app's locale reaches React Aria (date fields, numbers, the order of a date's
 * parts): the same as ui/format.ts writes dates in, the operating system's regional format.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  return <I18nProvider locale={useAppLocale()}>{children}</I18nProvider>;
}
