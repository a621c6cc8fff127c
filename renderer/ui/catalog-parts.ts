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
 */
const LOADERS = import.meta.glob<{ default: Catalog }>('../../shared/i18n/compiled/parts/*/*.json');

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
const loading = new Map<string, Promise<void>>();
/** The parts the screens opened so far need, in whichever language is shown or about to be. */
const needed = new Set<string>([BASE_PART]);
/** The languages shown or about to be (IntlRoot says): a part a place needs is loaded in each. */
let inUse: readonly UiLocale[] = [];

function loadPart(locale: UiLocale, part: string): Promise<void> {
  if (loaded.get(locale)?.has(part)) return Promise.resolve();
  const key = `${locale}/${part}`;
  let load = loading.get(key);
  if (!load) {
    const loader = loaderOf(locale, part);
    // A feature without messages of its own has no part: nothing to wait for.
    load = (loader ? loader() : Promise.resolve({ default: {} })).then(
      (module) => {
        if (!catalogs.has(locale)) catalogs.set(locale, {});
        Object.assign(catalogs.get(locale)!, module.default);
        if (!loaded.has(locale)) loaded.set(locale, new Set());
        loaded.get(locale)!.add(part);
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
  const have = loaded.get(locale);
  return have && [...needed].every((part) => have.has(part)) ? catalogs.get(locale) : undefined;
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
