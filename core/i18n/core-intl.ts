/**
 * The core's words in the person's language: the UI language is the choice under Settings
 * (settings.json's `language`), else the system's preferred languages the home reports
 * (HostInfo.preferredLanguages), else English; dates and numbers follow the formatting locale
 * (the system's regional format, HostInfo.locale, when its language is the UI language, else the
 * UI language with the system's region). Resolved by shared/locale/resolve.ts, as the renderer
 * resolves it, so the files the core writes, its notifications and what the homes show (Electron's
 * menu and dialogs, the phone's share sheet) speak as the screens do.
 *
 * Resolved again whenever what it comes from changes: a change of language under Settings
 * (`refresh`, called by the settings area) takes effect for the next file or notification, and
 * those who follow it (`onChange`: Electron's menu) hear of it.
 */
import type { IntlShape } from '@formatjs/intl';
import { intlFor } from '../../shared/i18n/intl';
import { Listeners } from '../../shared/listeners';
import { resolveLocale, type LanguageChoice, type ResolvedLocale } from '../../shared/locale/resolve';

/** Where the locale comes from, read afresh at each resolution. */
export interface LocaleSources {
  /** The person's choice under Settings. */
  choice(): LanguageChoice;
  /** The system's preferred UI languages, most wanted first (HostInfo.preferredLanguages). */
  systemLanguages(): readonly string[];
  /** The system's regional format (HostInfo.locale), or null where the home has none. */
  regional(): string | null;
}

export class CoreIntl {
  private resolved: { key: string; locale: ResolvedLocale } | null = null;
  private formatter: { key: string; intl: Promise<IntlShape> } | null = null;
  private readonly listeners = new Listeners<{ change: ResolvedLocale }>((_event, error) =>
    console.error('memorial-desk: a listener of the language failed', error),
  );

  constructor(private readonly sources: LocaleSources) {}

  /** The locale as it stands now. */
  locale(): ResolvedLocale {
    const choice = this.sources.choice();
    const languages = this.sources.systemLanguages();
    const regional = this.sources.regional();
    const key = `${choice}|${regional ?? ''}|${languages.join(',')}`;
    if (this.resolved?.key !== key) this.resolved = { key, locale: resolveLocale({ choice, systemLanguages: languages, regional }) };
    return this.resolved.locale;
  }

  /** The formatter of the locale as it stands now, its catalog loaded (once per language). */
  intl(): Promise<IntlShape> {
    const locale = this.locale();
    const key = `${locale.ui}|${locale.format}`;
    if (this.formatter?.key !== key) this.formatter = { key, intl: intlFor(locale, (problem) => console.error(`memorial-desk: ${problem}`)) };
    return this.formatter.intl;
  }

  /**
   * What the locale comes from may have changed (the person chose another language): resolved
   * again, and those who follow it told when it did change.
   */
  refresh(): void {
    const before = this.resolved?.locale;
    const now = this.locale();
    if (before !== undefined && before !== now && (before.ui !== now.ui || before.format !== now.format)) this.listeners.emit('change', now);
  }

  /** Calls `listener` with the new locale each time it changes. Returns an unsubscribe. */
  onChange(listener: (locale: ResolvedLocale) => void): () => void {
    return this.listeners.on('change', listener);
  }
}
