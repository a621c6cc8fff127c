/**
 * Wording helpers shared by the API's messages, the pages and the export files: plain sentences,
 * written to be read aloud. Dates are in dates.ts beside this file.
 */
import { plainDate } from './dates';

/** "1 second", "5 seconds" */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "in 40 seconds", "in 12 minutes", "in about 3 hours", "in about 2 days" */
export function describeWait(seconds: number): string {
  if (seconds < 90) return `in ${plural(seconds, 'second', 'seconds')}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `in ${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  if (hours < 48) return `in about ${hours} hours`;
  return `in about ${Math.ceil(hours / 24)} days`;
}

/** "21 June 1944 – 2 October 2026", "Born 21 June 1944", "Died 2 October 2026", or "". */
export function plainLifeDates(birthDate: string | null, deathDate: string | null): string {
  if (birthDate && deathDate) return `${plainDate(birthDate)} – ${plainDate(deathDate)}`;
  if (birthDate) return `Born ${plainDate(birthDate)}`;
  if (deathDate) return `Died ${plainDate(deathDate)}`;
  return '';
}

/**
 * Text split into paragraphs on blank lines. A single line break stays inside its paragraph,
 * because families paste poems and lists whose lines matter.
 */
export function paragraphs(text: string | null): string[] {
  if (!text) return [];
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
