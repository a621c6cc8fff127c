/**
 * The message formatter outside React (@formatjs/intl): the core, Electron's main process and the
 * phone format with it what they show or write for a person (notifications, dialogs, the menu,
 * the files a person reads), from the same compiled catalogs as the renderer (catalogs.ts), in the
 * same one resolved locale (shared/locale/resolve.ts): the words of its UI language, dates and
 * numbers in its formatting locale.
 */
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { ResolvedLocale } from '../locale/resolve';
import { loadCatalog, type Catalog } from './catalogs';

const cache = createIntlCache();

/** How a home hears of a problem (shared/ has no console: each home logs in its own way). */
export type ReportProblem = (message: string) => void;

const ignore: ReportProblem = () => undefined;

/** The formatter of a locale whose catalog is at hand. */
export function intlWith(locale: ResolvedLocale, messages: Catalog, report: ReportProblem = ignore): IntlShape {
  return createIntl(
    {
      locale: locale.format,
      defaultLocale: 'en',
      messages,
      // A message missing from a catalog is a fault the gates catch; here its English shows.
      onError: (error) => report(error.message),
    },
    cache,
  );
}

/** The formatter of a locale, its catalog loaded first (one chunk, once per language). */
export async function intlFor(locale: ResolvedLocale, report: ReportProblem = ignore): Promise<IntlShape> {
  let messages: Catalog;
  try {
    messages = await loadCatalog(locale.ui);
  } catch (error) {
    // Never nothing to say: each message's own English shows until the language can be loaded.
    report(`a language could not be loaded: ${error instanceof Error ? error.message : 'unknown error'}`);
    messages = {};
  }
  return intlWith(locale, messages, report);
}
