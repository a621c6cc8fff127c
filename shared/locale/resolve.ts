/**
 * One locale, resolved once (the design's note on languages, beside the repository): the UI language (the words) and the
 * formatting locale (dates, numbers, the first day of the week), with the writing direction. Every
 * home resolves it here from what it knows (the person's choice, the system's preferred languages,
 * the system's regional format), so the message formatter, React Aria, `<html lang dir>`, Electron's main process and
 * the phone never drift apart. Pure: no Node, no DOM; the home passes in what it read.
 */
/** The languages Memorial Desk has a complete catalog for; English is the source and the last resort. */
export const SHIPPED_LOCALES = ['en', 'es', 'ar', 'he'] as const;
export type ShippedLocale = (typeof SHIPPED_LOCALES)[number];

/**
 * Developer pseudo-locales (FormatJS's names), for finding what was missed: `en-XA` accented and
 * lengthened (a string left in English stands out, a clipped label shows), `en-XB` right to left
 * with Latin letters (physical CSS and names not isolated show without reading Arabic).
 */
export const PSEUDO_LOCALES = ['en-XA', 'en-XB'] as const;
export type PseudoLocale = (typeof PSEUDO_LOCALES)[number];

/** A UI language the app can speak: a catalog it ships, or a pseudo-locale. */
export type UiLocale = ShippedLocale | PseudoLocale;

/** What the person chose under Settings: the system's languages, or one language. */
export const LANGUAGE_CHOICES = ['system', ...SHIPPED_LOCALES, ...PSEUDO_LOCALES] as const;
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number];

export const DEFAULT_LOCALE: ShippedLocale = 'en';

/** Each language named in its own language, for the Settings choice (never translated). */
export const LANGUAGE_NAMES: Record<UiLocale, string> = {
  en: 'English',
  es: 'Español',
  ar: 'العربية',
  he: 'עברית',
  'en-XA': '[Ƥşḗḗŭŭḓǿǿ-ȧȧƈƈḗḗƞŧḗḗḓ]',
  'en-XB': 'Pseudo RTL',
};

export interface ResolvedLocale {
  /** The language of the words: the catalog to load. */
  ui: UiLocale;
  /** The locale dates and numbers are written in (BCP 47, "es-AU"). */
  format: string;
  dir: 'ltr' | 'rtl';
}

export interface LocaleInputs {
  /** The person's choice under Settings; 'system' (or nothing) follows the system's languages. */
  choice?: LanguageChoice | null;
  /** The system's preferred UI languages, most wanted first (Electron's getPreferredSystemLanguages(), navigator.languages). */
  systemLanguages?: readonly string[] | null;
  /** The system's regional format (Electron's getSystemLocale()), or null where none is known. */
  regional?: string | null;
}

/** Languages written right to left where the engine cannot say (Intl.Locale#getTextInfo is recent). */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb']);

export function isPseudoLocale(locale: string): locale is PseudoLocale {
  return (PSEUDO_LOCALES as readonly string[]).includes(locale);
}

export function isLanguageChoice(value: unknown): value is LanguageChoice {
  return typeof value === 'string' && (LANGUAGE_CHOICES as readonly string[]).includes(value);
}

/** A tag as the engine writes it, or null when it is not one ("C", "", "en_US.UTF-8"). */
function canonical(tag: string | null | undefined): string | null {
  if (!tag) return null;
  try {
    return Intl.getCanonicalLocales(tag.replace(/_/g, '-'))[0] ?? null;
  } catch {
    return null;
  }
}

/** The writing direction of a language. */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  if (locale === 'en-XB') return 'rtl';
  try {
    const tag = new Intl.Locale(locale) as Intl.Locale & {
      getTextInfo?: () => { direction?: string };
      textInfo?: { direction?: string };
    };
    // Chromium and Node have had it as a getter (textInfo) and as a method (getTextInfo()).
    const direction = tag.getTextInfo?.().direction ?? tag.textInfo?.direction;
    if (direction === 'rtl' || direction === 'ltr') return direction;
    return RTL_LANGUAGES.has(tag.language) ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/**
 * The UI language: the person's choice, else the first of the system's languages, most wanted
 * first, whose language has a shipped catalog (so "es-MX" finds Spanish, "pt-BR" then "es" finds
 * Spanish), else English.
 *
 * Written here rather than taken from @formatjs/intl-localematcher: its best fit carries CLDR's
 * table of distances between every pair of languages (some 10 KB gzip before the first screen,
 * test/renderer/bundle-budget.test.ts), which for catalogs of three unrelated languages, one
 * catalog a language, decides nothing the language subtag does not.
 */
export function resolveUiLocale(choice: LanguageChoice | null | undefined, systemLanguages: readonly string[] | null | undefined): UiLocale {
  if (choice && choice !== 'system') return choice;
  const requested = (systemLanguages ?? []).map(canonical).filter((tag): tag is string => tag !== null);
  if (requested.length === 0) return DEFAULT_LOCALE;
  for (const tag of requested) {
    const language = new Intl.Locale(tag).language;
    const shipped = SHIPPED_LOCALES.find((locale) => locale === language);
    if (shipped) return shipped;
  }
  return DEFAULT_LOCALE;
}

/**
 * The formatting locale (Firefox's rule): the system's regional format when its language is the
 * UI language (en-AU for English in Australia), else the UI language with the system's region
 * (Spanish chosen on an English system in Australia writes dates as es-AU), else the UI language.
 */
export function resolveFormatLocale(ui: UiLocale, regional: string | null | undefined): string {
  // A pseudo-locale is English underneath: its dates and numbers are those of an English reader.
  const language = isPseudoLocale(ui) ? 'en' : ui;
  const system = canonical(regional);
  if (system === null) return language;
  let region: string | undefined;
  let systemLanguage: string;
  try {
    const tag = new Intl.Locale(system);
    region = tag.region;
    systemLanguage = tag.language;
  } catch {
    return language;
  }
  if (systemLanguage === language) return system;
  if (region === undefined) return language;
  const mixed = canonical(`${language}-${region}`);
  return mixed ?? language;
}

/** Both locales and the direction, from what the home knows. */
export function resolveLocale(inputs: LocaleInputs): ResolvedLocale {
  const ui = resolveUiLocale(inputs.choice, inputs.systemLanguages);
  // Where the home has no regional format (browser mode, the phone), or one no one can format
  // with, the first system language stands for it.
  const regional = canonical(inputs.regional) ?? inputs.systemLanguages?.[0] ?? null;
  return { ui, format: resolveFormatLocale(ui, regional), dir: directionOf(ui) };
}
