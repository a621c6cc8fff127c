import type { Catalog } from '../../shared/i18n/catalogs';
import type { UiLocale } from '../../shared/locale/resolve';

/**
 * The renderer's catalogs, in parts (scripts/i18n.ts, `messageParts`): `base` holds what the first
 * screen can show (the shell, the shared widgets, the navigation, the core's messages), and each
 * feature's part comes with that feature's places (feature.tsx, `lazyPlace`). The first screen so
 * waits for no other screen's words, and a language costs its base plus the parts a person opens.
 *
 * A language's loaded parts are kept in one object that only grows: a message id never changes
 * meaning, and every screen that uses a part is drawn after the part has loaded, so adding to the
 * object the IntlProvider already holds needs no new provider (which would redraw every screen).
 *
 * A change of language once a screen is up costs one chunk instead (`loadScreensCatalog`): every
 * part a screen can show, so the place the person is at, the core's messages and any place they
 * open next are all in the new language at once, without a wait per feature.
 */
const LOADERS = import.meta.glob<{ default: Catalog }>('../../shared/i18n/compiled/parts/*/*.json');
const SCREENS_LOADERS = import.meta.glob<{ default: Catalog }>('../../shared/i18n/compiled/screens/*.json');

export const BASE_PART = 'base';
/** The core's and the contract's messages: loaded just after the first screen (IntlRoot). */
export const CORE_PART = 'core';

function loaderOf(locale: UiLocale, part: string): (() => Promise<{ default: Catalog }>) | undefined {
  return LOADERS[`../../shared/i18n/compiled/parts/${locale}/${part}.json`];
}

/** Every part there is (of the English, which has every message). */
export const ALL_PARTS: readonly string[] = Object.keys(LOADERS)
  .map((path) => /\/parts\/en\/([^/]+)\.json$/.exec(path)?.[1])
  .filter((part): part is string => part !== undefined);

const catalogs = new Map<UiLocale, Catalog>();
const loaded = new Map<UiLocale, Set<string>>();
/** The languages whose every screen part is loaded (a change of language's one chunk). */
const complete = new Set<UiLocale>();
const loading = new Map<string, Promise<void>>();
/** The parts the screens opened so far need, in whichever language is shown or about to be. */
const needed = new Set<string>([BASE_PART]);
/** The languages shown or about to be (IntlRoot says): a part a place needs is loaded in each. */
let inUse: readonly UiLocale[] = [];

function loadPart(locale: UiLocale, part: string): Promise<void> {
  if (complete.has(locale) || loaded.get(locale)?.has(part)) return Promise.resolve();
  // A feature without messages of its own has no part: nothing to wait for.
  return loadOnce(`${locale}/${part}`, loaderOf(locale, part), (messages) => {
    if (!catalogs.has(locale)) catalogs.set(locale, {});
    Object.assign(catalogs.get(locale)!, messages);
    if (!loaded.has(locale)) loaded.set(locale, new Set());
    loaded.get(locale)!.add(part);
  });
}

/** One chunk loaded once (a second ask while it loads waits for the same load), then `use`d. */
function loadOnce(key: string, loader: (() => Promise<{ default: Catalog }>) | undefined, use: (messages: Catalog) => void): Promise<void> {
  let load = loading.get(key);
  if (!load) {
    load = (loader ? loader() : Promise.resolve({ default: {} })).then(
      (module) => {
        use(module.default);
        loading.delete(key);
      },
      (error: unknown) => {
        // A chunk that failed to load (an update replaced it) may be asked for again.
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, load);
  }
  return load;
}

/** The language's catalog if every part needed so far is loaded, so a screen can draw at once. */
export function readyCatalog(locale: UiLocale): Catalog | undefined {
  if (complete.has(locale)) return catalogs.get(locale);
  const have = loaded.get(locale);
  return have && [...needed].every((part) => have.has(part)) ? catalogs.get(locale) : undefined;
}

/**
 * A change of language: every part a screen can show, in one chunk. What was already loaded in
 * that language stays in the same object (a message id never changes meaning).
 */
export async function loadScreensCatalog(locale: UiLocale): Promise<Catalog> {
  const ready = complete.has(locale) ? catalogs.get(locale) : undefined;
  if (ready) return ready;
  const loader = SCREENS_LOADERS[`../../shared/i18n/compiled/screens/${locale}.json`];
  // No such chunk (a language not compiled), or it failed to load (an update replaced it): the
  // parts this moment needs, never a language marked whole with no words in it.
  if (!loader) return loadCatalogParts(locale);
  try {
    await loadOnce(`${locale}/*`, loader, (messages) => {
      if (!catalogs.has(locale)) catalogs.set(locale, {});
      Object.assign(catalogs.get(locale)!, messages);
      complete.add(locale);
    });
  } catch {
    return loadCatalogParts(locale);
  }
  return catalogs.get(locale)!;
}

/**
 * The language's catalog with every part needed so far, and any asked for: a part a place asks for
 * while this loads is waited for too, so a new language never shows a place without its words.
 */
export async function loadCatalogParts(locale: UiLocale, parts: readonly string[] = []): Promise<Catalog> {
  for (const part of parts) needed.add(part);
  for (;;) {
    const ready = readyCatalog(locale);
    if (ready) return ready;
    await Promise.all([...needed].map((part) => loadPart(locale, part)));
  }
}

/** IntlRoot: the languages shown and about to be shown. */
export function setLocalesInUse(locales: readonly UiLocale[]): void {
  inUse = locales;
}

/** A place's words (its feature's part), in every language in use: the place draws once they are here. */
export async function needWords(part: string): Promise<void> {
  needed.add(part);
  await Promise.all(inUse.map((locale) => loadPart(locale, part)));
}
