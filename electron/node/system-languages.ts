/**
 * The system's preferred languages where no Electron says them (browser mode, the tests, the
 * bench): the POSIX environment, as a Linux desktop sets it (LANGUAGE, a colon-separated list most
 * wanted first, then LC_ALL, LC_MESSAGES and LANG), else the engine's own default locale (Intl,
 * which on Windows and macOS follows the system). "C" and "POSIX" name no language: with only
 * those, none is known and the app speaks English.
 */
export function nodeSystemLanguages(env: NodeJS.ProcessEnv = process.env, engineDefault: () => string = defaultLocale): string[] {
  const fromEnv = [...(env.LANGUAGE ?? '').split(':'), env.LC_ALL, env.LC_MESSAGES, env.LANG].map(posixToBcp47).filter((tag): tag is string => tag !== null);
  // LC_ALL overrides LANGUAGE only when it is set to a language; a C locale there means none.
  const forced = posixToBcp47(env.LC_ALL);
  const languages = forced !== null ? [forced, ...fromEnv] : fromEnv;
  const unique = [...new Set(languages)];
  if (unique.length > 0) return unique;
  if (env.LC_ALL || env.LANG) return []; // set, but to C or POSIX: none
  const engine = posixToBcp47(engineDefault());
  return engine ? [engine] : [];
}

/** "es_MX.UTF-8@euro" → "es-MX"; null for "C", "POSIX", nothing or what is not a language tag. */
export function posixToBcp47(value: string | undefined): string | null {
  const bare = value?.trim().replace(/[.@].*$/, '');
  if (!bare || bare === 'C' || bare === 'POSIX') return null;
  try {
    return Intl.getCanonicalLocales(bare.replace(/_/g, '-'))[0] ?? null;
  } catch {
    return null;
  }
}

function defaultLocale(): string {
  return new Intl.DateTimeFormat().resolvedOptions().locale;
}
