import { createIntl, IntlProvider, type IntlShape } from 'react-intl';
import type { ReactNode } from 'react';
import { loadCatalog, type Catalog } from '../../../shared/i18n/catalogs';
import type { UiLocale } from '../../../shared/locale/resolve';

/**
 * A widget drawn on its own (not in the whole app, which has IntlRoot): in a language's catalog,
 * formatted in `format` (the formatting locale: "es-ES", "ar-EG"). A missing message throws.
 */
export async function intlIn(locale: UiLocale, format: string = locale): Promise<IntlShape> {
  const messages = await loadCatalog(locale);
  return createIntl({ locale: format, defaultLocale: 'en', messages, onError: fail });
}

/** The wrapper for testing-library's render: the widget in that catalog. */
export async function wrapperIn(locale: UiLocale, format: string = locale): Promise<(props: { children: ReactNode }) => ReactNode> {
  const messages: Catalog = await loadCatalog(locale);
  return function InLanguage({ children }: { children: ReactNode }) {
    return (
      <IntlProvider locale={format} defaultLocale="en" messages={messages} onError={fail}>
        {children}
      </IntlProvider>
    );
  };
}

function fail(error: Error): void {
  throw error;
}
