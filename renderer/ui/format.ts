/**
 * Dates, times and numbers in the person's own regional format: the formatting locale of the one
 * locale the renderer resolves (locale.ts: the operating system's regional format when its
 * language is the UI language, else the UI language with the system's region). Every screen
 * formats through here, and React Aria's fields use the same locale (LocaleProvider), so one
 * computer shows one style everywhere.
 *
 * Dates of birth and death are calendar days ("1941-03-03"), not moments: they are formatted as
 * the day they name, in UTC on both sides, so no time zone (UTC−10 or UTC+14) moves them a day.
 */
import type { IntlShape } from 'react-intl';
import { appIntl } from './app-intl';
import { currentLocale, useResolvedLocale } from './locale';
import { UI_WORDS as words } from './ui-words';

/** The locale every date and number is written in (BCP 47: "en-AU", "es-AU"): the formatting locale (locale.ts). */
export function appLocale(): string {
  return currentLocale().format;
}

/** The same, for a component that should follow it (React Aria's I18nProvider). */
export function useAppLocale(): string {
  return useResolvedLocale().format;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day ("1941-03-03") as its own day ("3 March 1941", "March 3, 1941"), in any time zone. */
export function formatDay(day: string | null, locale = appLocale()): string | null {
  if (day === null) return null;
  const match = DATE_ONLY.exec(day);
  if (!match) return null;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(utc)) return null;
  return dateTimeFormat(locale, { ...LONG_DATE, timeZone: 'UTC' }).format(utc);
}

/** The calendar day of a moment ("3 March 2025"), on this computer's clock; a bare date stays its own day. */
export function formatDate(moment: string | null, locale = appLocale()): string | null {
  if (moment === null) return null;
  if (DATE_ONLY.test(moment)) return formatDay(moment, locale);
  const date = new Date(moment);
  return Number.isNaN(date.getTime()) ? null : dateTimeFormat(locale, LONG_DATE).format(date);
}

/** The day of the week of a moment ("Saturday"). */
export function formatWeekday(moment: string, locale = appLocale()): string {
  return dateTimeFormat(locale, { weekday: 'long' }).format(new Date(moment));
}

/** The clock time of a moment ("2:05 pm" or "14:05", as the person's region writes it). */
export function formatTime(moment: string | Date, locale = appLocale()): string {
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(typeof moment === 'string' ? new Date(moment) : moment);
}

/** A count as the region writes it ("1,204"). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}, locale = appLocale()): string {
  return new Intl.NumberFormat(locale, options).format(value);
}

/**
 * "Born 3 March 1941 · Died 12 January 2024", or whichever half is known, in the reader's language;
 * null when neither is. Give a component's `useIntl()`; without it, the language as it stands now.
 */
export function lifeDates(birth: string | null, death: string | null, intl: IntlShape = appIntl()): string | null {
  const born = formatDay(birth, intl.locale);
  const died = formatDay(death, intl.locale);
  if (!born && !died) return null;
  return intl.formatMessage(words.lifeDates, { known: born && died ? 'both' : born ? 'born' : 'died', born: born ?? '', died: died ?? '' });
}

/**
 * When an answer was read, for "as of …": the time alone today, "yesterday, 16:05", and the day
 * with the time when older, in the reader's language and regional format (the intl object's).
 */
export function formatAsOf(intl: IntlShape, moment: Date | number, now: Date | number = Date.now()): string {
  const at = new Date(moment);
  const today = new Date(now);
  const days = Math.round((startOfDay(today) - startOfDay(at)) / 86_400_000);
  const time = intl.formatTime(at, { hour: 'numeric', minute: '2-digit' });
  const day = days <= 0 ? 'today' : days === 1 ? 'yesterday' : 'other';
  return intl.formatMessage(words.asOf, { day, time, date: day === 'other' ? intl.formatDate(at, { month: 'long', day: 'numeric' }) : '' });
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}
