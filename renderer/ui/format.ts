/**
 * Dates and times in the person's own language and style. Dates of birth and death are calendar
 * days ("1941-03-03"): they are read as local days, never as UTC midnight, which would show the day
 * before in the Americas.
 */
const LONG_DATE = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
const TIME = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

export function formatDay(day: string | null): string | null {
  if (day === null) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  return LONG_DATE.format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** The calendar day of a moment ("3 March 2025"). */
export function formatDate(moment: string | null): string | null {
  if (moment === null) return null;
  const date = new Date(moment);
  return Number.isNaN(date.getTime()) ? null : LONG_DATE.format(date);
}

/** The clock time of a moment ("2:05 PM" or "14:05", as the person's system writes it). */
export function formatTime(moment: string | Date): string {
  return TIME.format(typeof moment === 'string' ? new Date(moment) : moment);
}

/** "Born 3 March 1941 · Died 12 January 2024", or whichever half is known; null when neither is. */
export function lifeDates(birth: string | null, death: string | null): string | null {
  const born = formatDay(birth);
  const died = formatDay(death);
  const parts = [born && `Born ${born}`, died && `Died ${died}`].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : null;
}

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * When an answer was read, for "as of …": the time alone today, "yesterday, 16:05", and the day
 * with the time when older.
 */
export function formatAsOf(moment: Date | number, now: Date | number = Date.now()): string {
  const at = new Date(moment);
  const today = new Date(now);
  const days = Math.round((startOfDay(today) - startOfDay(at)) / 86_400_000);
  if (days <= 0) return formatTime(at);
  if (days === 1) return `yesterday, ${formatTime(at)}`;
  return `${SHORT_DATE.format(at)}, ${formatTime(at)}`;
}

const SHORT_DATE = new Intl.DateTimeFormat(undefined, { month: 'long', day: 'numeric' });

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}
