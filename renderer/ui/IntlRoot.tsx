import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { IntlProvider, type ResolvedIntlConfig } from 'react-intl';
import type { Catalog } from '../../shared/i18n/catalogs';
import { DEFAULT_LOCALE, resolveLocale, type ResolvedLocale } from '../../shared/locale/resolve';
import { CORE_PART, loadCatalogParts, loadScreensCatalog, needWords, readyCatalog, setLocalesInUse } from './catalog-parts';
import { systemLanguages, useResolvedLocale } from './locale';
import { MessageFormatter } from './MessageFormatter';

/** The locale whose catalog is on screen, with that catalog. */
interface Shown {
  locale: ResolvedLocale;
  messages: Catalog;
}

// The system's language is the likeliest: its catalog starts loading with the page, while the core's
// state (and the person's choice) is still on its way.
const likeliest = resolveLocale({ systemLanguages: systemLanguages() }).ui;
setLocalesInUse([likeliest]);
void loadCatalogParts(likeliest).catch(() => undefined);

/**
 * The one place the app's locale reaches the screens (the I18n root): the message catalog of the
 * UI language (react-intl) and `<html lang dir>`, from the one resolved locale (locale.ts). React
 * Aria takes the same locale from LocaleProvider.tsx, which comes with each place (ui/feature.tsx)
 * rather than before the first screen.
 *
 * A new language is shown once its catalog has loaded: at the start, the first screen's part; on a
 * change of language, one chunk with every screen's words. Until then the last one stays. The tree under it is never remounted, so a draft, a held change and the place the
 * person is at all stay through a change of language. Nothing is drawn only before the very first
 * catalog arrives.
 */
export function IntlRoot({ children }: { children: ReactNode }) {
  const wanted = useResolvedLocale();
  const [shown, setShown] = useState<Shown | null>(() => {
    const messages = readyCatalog(wanted.ui);
    return messages ? { locale: wanted, messages } : null;
  });

  // A place opened while a new language loads gets its words in both (catalog-parts.ts).
  const shownUi = shown?.locale.ui;
  const anyShown = useRef(false);
  anyShown.current = shown !== null;
  useEffect(() => {
    setLocalesInUse(shownUi && shownUi !== wanted.ui ? [shownUi, wanted.ui] : [wanted.ui]);
    // The core's messages, once the first screen is up: until then a message of the core shows in
    // the English it came with (renderer/data/message-format.ts).
    if (shownUi) void needWords(CORE_PART).catch(() => undefined);
  }, [shownUi, wanted.ui]);

  useEffect(() => {
    const messages = readyCatalog(wanted.ui);
    if (messages) {
      setShown((now) => (now?.locale === wanted ? now : { locale: wanted, messages }));
      return;
    }
    let current = true;
    (anyShown.current ? loadScreensCatalog(wanted.ui) : loadCatalogParts(wanted.ui)).then(
      (loaded) => current && setShown({ locale: wanted, messages: loaded }),
      (error: unknown) => {
        console.error('memorial-desk: a language could not be loaded:', error instanceof Error ? error.message : 'unknown error');
        // Never a blank window: with no language shown yet, English shows until another is chosen
        // (and, should even English fail, each message's id rather than nothing).
        if (current) void englishOrNothing().then((messages) => current && setShown((now) => now ?? { locale: wanted, messages }));
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

function englishOrNothing(): Promise<Catalog> {
  return loadCatalogParts(DEFAULT_LOCALE).catch(() => ({}));
}

/**
 * A message missing from a catalog is a fault the gates should have caught: in development and the
 * tests it throws, so it is found at once; in the app it is reported, and the English shows.
 */
const onMessageError: ResolvedIntlConfig['onError'] = (error) => {
  if (import.meta.env.DEV) throw error;
  console.error('memorial-desk:', error.message);
};
