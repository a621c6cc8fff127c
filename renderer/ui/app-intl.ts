import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { Catalog } from '../../shared/i18n/catalogs';
import { readyCatalog } from './catalog-parts';
import { currentLocale } from './locale';

const cache = createIntlCache();
let last: { format: string; messages: Catalog | undefined; intl: IntlShape } | null = null;

/**
 * The message formatter of the locale as it stands now (locale.ts), for code outside React that
 * words something (a change's progress, a memorial's dates): the same locale and catalog the
 * screens are given (IntlRoot.tsx). A component takes `useIntl()` instead, so it follows a change
 * of language at once. Until the language's catalog has loaded, the messages' own English shows.
 */
export function appIntl(): IntlShape {
  const locale = currentLocale();
  const messages = readyCatalog(locale.ui);
  if (last?.format !== locale.format || last.messages !== messages) {
    last = {
      format: locale.format,
      messages,
      intl: createIntl({ locale: locale.format, defaultLocale: 'en', messages: messages ?? {}, onError: messages ? onMessageError : () => undefined }, cache),
    };
  }
  return last.intl;
}

/** As IntlRoot's: a message missing from a loaded catalog throws in development and the tests. */
function onMessageError(error: Error): void {
  if (import.meta.env.DEV) throw error;
  console.error('memorial-desk:', error.message);
}
