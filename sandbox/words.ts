import { plainDate } from './dates';

export { plainDate };

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
