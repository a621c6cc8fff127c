import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { IntlProvider, type ResolvedIntlConfig } from 'react-intl';
import { loadCatalog, loadedCatalog, type Catalog } from '../../shared/i18n/catalogs';
import { resolveLocale, type ResolvedLocale } from '../../shared/locale/resolve';
import { systemLanguages, useResolvedLocale } from './locale';
import { MessageFormatter } from './MessageFormatter';

/** The locale whose catalog is on screen, with that catalog. */
interface Shown {
  locale: ResolvedLocale;
  messages: Catalog;
}

// The system's language is the likeliest: its catalog starts loading with the page, while the core's
// state (and the person's choice) is still on its way.
void loadCatalog(resolveLocale({ systemLanguages: systemLanguages() }).ui).catch(() => undefined);

/**
 * The one place the app's locale reaches the screens (the I18n root): the message catalog of the
 * UI language (react-intl) and `<html lang dir>`, from the one resolved locale (locale.ts). React
 * Aria takes the same locale from LocaleProvider.tsx, which comes with each place (ui/feature.tsx)
 * rather than before the first screen.
 *
 * A new language is shown once its catalog (a chunk of its own) has loaded; until then the last
 * one stays. The tree under it is never remounted, so a draft, a held change and the place the
 * person is at all stay through a change of language. Nothing is drawn only before the very first
 * catalog arrives.
 */
export function IntlRoot({ children }: { children: ReactNode }) {
  const wanted = useResolvedLocale();
  const [shown, setShown] = useState<Shown | null>(() => {
    const messages = loadedCatalog(wanted.ui);
    return messages ? { locale: wanted, messages } : null;
  });

  useEffect(() => {
    const messages = loadedCatalog(wanted.ui);
    if (messages) {
      setShown((now) => (now?.locale === wanted ? now : { locale: wanted, messages }));
      return;
    }
    let current = true;
    loadCatalog(wanted.ui).then(
      (loaded) => current && setShown({ locale: wanted, messages: loaded }),
      (error: unknown) => {
        console.error('memorial-desk: a language could not be loaded:', error instanceof Error ? error.message : 'unknown error');
        // Never a blank window: with no language shown yet, the messages' own English (each
        // message's default) shows until another is chosen.
        if (current) setShown((now) => now ?? { locale: wanted, messages: {} });
      },
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  const locale = shown?.locale;
  // Before the screen is painted, so a right-to-left language's first frame is right to left.
  useLayoutEffect(() => {
    if (!locale) return;
    document.documentElement.lang = locale.ui;
    document.documentElement.dir = locale.dir;
  }, [locale]);

  if (!shown) return null;
  return (
    <IntlProvider locale={shown.locale.format} defaultLocale="en" messages={shown.messages} onError={onMessageError}>
      <MessageFormatter />
      {children}
    </IntlProvider>
  );
}

/**
 * A message missing from a catalog is a fault the gates should have caught: in development and the
 * tests it throws, so it is found at once; in the app it is reported, and the English shows.
 */
const onMessageError: ResolvedIntlConfig['onError'] = (error) => {
  if (import.meta.env.DEV) throw error;
  console.error('memorial-desk:', error.message);
};
