/**
 * The memorials list's search, kept in the address (`/desk?q=…&from=…&to=…&page=…&per=…`) so
 * that it survives opening a memorial and coming back, and the Back button.
 *
 * Dates are whole days in this computer's time zone (the office's): "from 3 March" means from the
 * first moment of 3 March here, "to 5 March" up to the last moment of 5 March here, both inclusive
 * as the service's filters are. They are sent as the spec's date-times with this zone's offset on
 * that day, so a summer day and a winter day each get their own.
 */
import { getLocalTimeZone } from '@internationalized/date';
import { DEFAULT_PAGE_SIZE, type DeskSearch } from './desk-search';

export { DEFAULT_PAGE_SIZE, DeskSearch, PAGE_SIZES } from './desk-search';

/** "+01:00", "-05:00", "+00:00": this computer's offset from UTC at that moment. */
function offsetOf(moment: Date): string {
  const minutes = -moment.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** A local moment written as a date-time with its offset ("2026-03-03T00:00:00.000+01:00"). */
export function localDateTime(moment: Date): string {
  return (
    `${pad(moment.getFullYear(), 4)}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}` +
    `T${pad(moment.getHours())}:${pad(moment.getMinutes())}:${pad(moment.getSeconds())}.${pad(moment.getMilliseconds(), 3)}${offsetOf(moment)}`
  );
}

function dayParts(day: string): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return [y, m - 1, d];
}

/** The first moment of a day here (midnight, or the first moment that exists where a clock change skips it). */
export function startOfDay(day: string): string {
  const [y, m, d] = dayParts(day);
  return localDateTime(new Date(y, m, d, 0, 0, 0, 0));
}

/** The last moment of a day here: a millisecond before the next day begins. */
export function endOfDay(day: string): string {
  const [y, m, d] = dayParts(day);
  return localDateTime(new Date(new Date(y, m, d + 1, 0, 0, 0, 0).getTime() - 1));
}

/** This computer's time zone, for saying which days are meant ("Europe/London"); null when it has no name. */
export function timeZoneName(): string | null {
  return getLocalTimeZone() || null;
}

/** Whether the first day chosen is after the last. */
export function daysOutOfOrder(from: string | undefined, to: string | undefined): boolean {
  return Boolean(from && to && from > to);
}

/** The list's query for a search: inclusive days as date-times, the page and its size. */
export function listQuery(search: DeskSearch): { q?: string; created_after?: string; created_before?: string; page: number; per_page: number } {
  const q = search.q?.trim();
  return {
    ...(q ? { q } : {}),
    ...(search.from ? { created_after: startOfDay(search.from) } : {}),
    ...(search.to ? { created_before: endOfDay(search.to) } : {}),
    page: search.page ?? 1,
    per_page: search.per ?? DEFAULT_PAGE_SIZE,
  };
}
