/**
 * The catalogs, one chunk per language: only the chosen language's is loaded. Each is compiled to
 * ICU's AST ahead of time (`npm run i18n:compile`), so no home ships the message parser. Shared by
 * every home: the renderer's IntlProvider now, Electron's main process and the phone (notifications, dialogs, files a
 * person reads) when the core's messages come out as ids.
 */
import type { IntlConfig } from '@formatjs/intl';
import type { UiLocale } from '../locale/resolve';

export type Catalog = IntlConfig['messages'];

// One import per language, written out, so the bundler makes each its own chunk.
const LOADERS: Record<UiLocale, () => Promise<{ default: unknown }>> = {
  en: () => import('./compiled/en.json'),
  es: () => import('./compiled/es.json'),
  ar: () => import('./compiled/ar.json'),
  he: () => import('./compiled/he.json'),
  'en-XA': () => import('./compiled/en-XA.json'),
  'en-XB': () => import('./compiled/en-XB.json'),
};

const loaded = new Map<UiLocale, Catalog>();
const loading = new Map<UiLocale, Promise<Catalog>>();

/** The language's catalog, loaded once (a second call while it loads waits for the same load). */
export function loadCatalog(locale: UiLocale): Promise<Catalog> {
  const known = loaded.get(locale);
  if (known) return Promise.resolve(known);
  let load = loading.get(locale);
  if (!load) {
    load = LOADERS[locale]().then(
      (module) => {
        const catalog = module.default as Catalog;
        loaded.set(locale, catalog);
        loading.delete(locale);
        return catalog;
      },
      (error: unknown) => {
        // A chunk that failed to load (an update replaced it) may be asked for again.
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, load);
  }
  return load;
}

/** The language's catalog if it is already loaded, so a screen can draw at once. */
export function loadedCatalog(locale: UiLocale): Catalog | undefined {
  return loaded.get(locale);
}
