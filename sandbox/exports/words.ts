import { formatDate } from '../pages/memorial';

/** A date or a timestamp as plain words ("21 June 1944"), for files rather than pages. */
export function plainDate(value: string): string {
  return formatDate(value.slice(0, 10));
}

/** "21 June 1944 – 2 October 2026", "Born 21 June 1944", "Died 2 October 2026", or "". */
export function plainLifeDates(birthDate: string | null, deathDate: string | null): string {
  if (birthDate && deathDate) return `${plainDate(birthDate)} – ${plainDate(deathDate)}`;
  if (birthDate) return `Born ${plainDate(birthDate)}`;
  if (deathDate) return `Died ${plainDate(deathDate)}`;
  return '';
}
