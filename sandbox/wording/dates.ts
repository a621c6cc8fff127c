import { parseAccept } from 'hono/utils/accept';
import { isRealDate } from '../../shared/api/fields';

/**
 * Dates and times in words, in one style everywhere: the long form of a locale ("3 March 2025" in
 * en-GB, "March 3, 2025" in en-US). Dates are calendar dates as written: a timestamp shows the day
 * it carries and an event the hour it was written with, never shifted into another time zone (the
 * page cannot know the visitor's, and an event is held where it is held).
 */

/** The style when nothing better is known: files, API messages, and pages for anyone not asking otherwise. */
export const DEFAULT_LOCALE = 'en-GB';

/**
 * The locale for a page from the request's Accept-Language. The pages are written in English, so
 * the first English locale the person asks for sets the style (en-US, en-AU, en-IN ...); a bare
 * "en", no English at all, or no header gives en-GB. A German date inside an English sentence
 * would read worse than a British one.
 */
export function pageLocale(acceptLanguage: string | undefined): string {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  // Hono's parser, most wanted first.
  const wanted = parseAccept(acceptLanguage).filter((entry) => entry.q > 0);
  for (const { type: tag } of wanted) {
    if (!/^en-[a-z0-9]{2,8}$/i.test(tag)) continue;
    const [supported] = supportedLocale(tag);
    if (supported) return supported;
  }
  return DEFAULT_LOCALE;
}

function supportedLocale(tag: string): string[] {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag]);
  } catch {
    // Not a well-formed language tag.
    return [];
  }
}

export interface CalendarDate {
  /** YYYY-MM-DD */
  iso: string;
  year: number;
  month: number;
  day: number;
}

export function calendarDate(value: string): CalendarDate | null {
  if (!isRealDate(value)) return null;
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  return { iso: value, year, month, day };
}

/** The calendar date a timestamp carries, as written (no conversion to another time zone). */
export function dateOfTimestamp(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ]|$)/.exec(value);
  return match && isRealDate(match[1]!) ? match[1]! : null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and shape; the wall clock is formatted as UTC so nothing shifts. */
function formatter(locale: string, shape: 'date' | 'day' | 'time'): Intl.DateTimeFormat {
  const key = `${locale}|${shape}`;
  let made = formatters.get(key);
  if (!made) {
    // The locale's own long date, full date (with the weekday) and short time.
    const style: Intl.DateTimeFormatOptions = shape === 'time' ? { timeStyle: 'short' } : { dateStyle: shape === 'day' ? 'full' : 'long' };
    made = new Intl.DateTimeFormat(locale, { ...style, timeZone: 'UTC' });
    formatters.set(key, made);
  }
  return made;
}

const utc = (date: CalendarDate, hour = 0, minute = 0) => new Date(Date.UTC(date.year, date.month - 1, date.day, hour, minute));

/** "3 March 2025" (en-GB); a value that is not a real date comes back as written. */
export function longDate(value: string, locale = DEFAULT_LOCALE): string {
  const date = calendarDate(value);
  return date ? formatter(locale, 'date').format(utc(date)) : value;
}

/** "Saturday, 14 November 2026" (en-GB). */
export function longDay(date: CalendarDate, locale = DEFAULT_LOCALE): string {
  return formatter(locale, 'day').format(utc(date));
}

/** "14:00" (en-GB), "2:00 PM" (en-US): the hour as written. */
export function clockTime(date: CalendarDate, hour: number, minute: number, locale = DEFAULT_LOCALE): string {
  return formatter(locale, 'time').format(utc(date, hour, minute));
}

/** A date or a timestamp in words on the day it carries ("21 June 1944"), for files and API messages. */
export function plainDate(value: string): string {
  return longDate(dateOfTimestamp(value) ?? value);
}

/** A UTC timestamp in words: "3 March 2026 at 14:05 UTC". */
export function plainDateTimeUtc(value: string): string {
  const when = new Date(value);
  if (Number.isNaN(when.getTime())) return value;
  const iso = when.toISOString();
  const date = calendarDate(iso.slice(0, 10))!;
  return `${longDate(date.iso)} at ${clockTime(date, when.getUTCHours(), when.getUTCMinutes())} UTC`;
}
