/**
 * The memorial screens' own formatting, through the intl object (react-intl's, or one made in a
 * test), so every date and time is in the formatting locale the I18n root gives, and every name a
 * person typed keeps its own direction inside text of the other direction.
 */
import type { IntlShape } from 'react-intl';
import { places } from '../../ui/places';
import type { WayBack } from '../../ui/Screen';
import { isolate } from '../../../shared/i18n/isolate';
import { COMMON_WORDS } from './memorials-words';

/** A name a person typed, isolated in plain text (FSI … PDI): one helper for the whole app. */
export { isolate };

const LONG_DATE = { year: 'numeric', month: 'long', day: 'numeric' } as const;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day ("1941-03-03") as its own day ("3 March 1941", "3 de marzo de 1941"), in UTC on
 * both sides so no time zone moves it a day; null when there is none or it is not a date.
 */
export function dayWords(intl: IntlShape, day: string | null): string | null {
  if (day === null) return null;
  const match = DATE_ONLY.exec(day);
  if (!match) return null;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(utc)) return null;
  return intl.formatDate(utc, { ...LONG_DATE, timeZone: 'UTC' });
}

/** The calendar day of a moment, on this computer's clock; a bare date stays its own day. */
export function momentDay(intl: IntlShape, moment: string | null): string | null {
  if (moment === null) return null;
  if (DATE_ONLY.test(moment)) return dayWords(intl, moment);
  const date = new Date(moment);
  return Number.isNaN(date.getTime()) ? null : intl.formatDate(date, LONG_DATE);
}

/** The clock time of a moment ("2:05 PM", "14:05"), as the region writes it. */
export function clockTime(intl: IntlShape, moment: Date | string | number): string {
  return intl.formatTime(typeof moment === 'string' ? new Date(moment) : moment, { hour: 'numeric', minute: '2-digit' });
}

/** "Born 3 March 1941 · Died 12 January 2024", or whichever half is known; null when neither is. */
export function lifeDates(intl: IntlShape, birth: string | null, death: string | null): string | null {
  const born = dayWords(intl, birth);
  const died = dayWords(intl, death);
  if (!born && !died) return null;
  const known = born && died ? 'both' : born ? 'born' : 'died';
  return intl.formatMessage(COMMON_WORDS.lifeDates, { known, born: born ?? '', died: died ?? '' });
}

/** The way back to a memorial's page, named by its person ("Back to the memorial for June Ellis"). */
export function backToMemorial(intl: IntlShape, memorialId: number, name: string | null): WayBack {
  return { place: places.memorial(memorialId), label: intl.formatMessage(COMMON_WORDS.backTo, { named: name ? 'yes' : 'no', name: isolate(name ?? '') }) };
}
