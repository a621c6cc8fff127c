import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Contribution } from '../../shared/api/contributions';
import type { PersonalMemorial } from '../../shared/api/memorials';
import { plainDate } from '../wording/dates';
import { paragraphs, plainLifeDates } from '../wording/words';

/** The memorial and its tributes exactly as the API gives them (spec 2.1, 2.2). */
export interface ArchiveInput {
  memorial: PersonalMemorial;
  /** Every tribute, whatever its status, in the order they are listed. */
  tributes: Contribution[];
  /** JPEG bytes. */
  cover: Uint8Array | null;
  /** ISO timestamp; every file in the archive carries it, so the same input gives the same bytes. */
  generatedAt: string;
}

/**
 * The family's own archive (ZIP): README.txt, memorial.json and tributes.json (the service's own
 * records), memorial.txt (the same to read), and cover.jpg when there is a cover. Always in that order.
 */
export function buildArchive(input: ArchiveInput): Uint8Array {
  const files: Zippable = {
    'README.txt': strToU8(readme(input)),
    'memorial.json': strToU8(`${JSON.stringify(input.memorial, null, 2)}\n`),
    'tributes.json': strToU8(`${JSON.stringify(input.tributes, null, 2)}\n`),
    'memorial.txt': strToU8(readable(input)),
  };
  // A JPEG is already compressed: stored as it is, it stays byte for byte the family's photo.
  if (input.cover) files['cover.jpg'] = [input.cover, { level: 0 }];
  return zipSync(files, { level: 6, mtime: zipTime(input.generatedAt) });
}

function readme({ memorial, tributes, cover, generatedAt }: ArchiveInput): string {
  const name = memorial.deceased_name ?? 'the memorial';
  return [
    `Archive of the memorial for ${name}`,
    `Made on ${plainDate(generatedAt)}.`,
    '',
    'What is in this archive:',
    '- memorial.txt: the memorial and all its tributes, to read or print.',
    '- memorial.json: the memorial as the service keeps it, for another program to read.',
    `- tributes.json: every tribute (${tributes.length}) with its status (on the memorial, waiting, declined or hidden), private ones included.`,
    cover ? '- cover.jpg: the cover photo, as it was uploaded.' : '- (The memorial has no cover photo.)',
    '',
    'Private tributes were written to the family and are not on the public memorial.',
    'The text files are UTF-8, so every name keeps its accents.',
    '',
  ].join('\n');
}

const STATUS_WORDS: Record<string, string> = { approved: 'on the memorial', pending: 'waiting for approval', rejected: 'declined', hidden: 'hidden' };

function readable({ memorial, tributes, generatedAt }: ArchiveInput): string {
  const lines = [memorial.deceased_name ?? 'In loving memory'];
  const dates = plainLifeDates(memorial.birth_date, memorial.death_date);
  if (dates) lines.push(dates);
  if (memorial.title) lines.push('', memorial.title);
  if (memorial.subtitle) lines.push(memorial.subtitle);
  if (memorial.url) lines.push('', `Online at ${memorial.url}`);

  lines.push('', '== Their story ==', '');
  const story = paragraphs(memorial.obituary);
  if (story.length === 0) lines.push('(No story written yet.)', '');
  for (const paragraph of story) lines.push(paragraph, '');

  if (memorial.resting_place_notes || memorial.resting_place_url) {
    lines.push('== Resting place ==', '');
    if (memorial.resting_place_notes) lines.push(memorial.resting_place_notes);
    if (memorial.resting_place_url) lines.push(memorial.resting_place_url);
    lines.push('');
  }

  lines.push(`== Tributes (${tributes.length}) ==`, '');
  if (tributes.length === 0) lines.push('(No tributes yet.)', '');
  for (const t of tributes) {
    const flags = [STATUS_WORDS[t.status] ?? t.status, t.is_private ? 'private, to the family' : null, t.is_pinned ? 'pinned' : null]
      .filter(Boolean)
      .join(', ');
    if (t.title) lines.push(t.title);
    const body = paragraphs(t.body);
    if (body.length) lines.push(body.join('\n\n'));
    lines.push(`— ${t.author.name ?? 'Someone'}${t.created_at ? `, ${plainDate(t.created_at)}` : ''} (${flags})`, '');
  }
  lines.push(`Made on ${plainDate(generatedAt)}.`, '');
  return lines.join('\n');
}

/**
 * ZIP keeps a wall-clock time with no zone, and fflate reads it from the Date's local fields; a
 * Date whose local fields are the UTC time keeps the archive the same on every machine. A
 * timestamp that cannot be read, or falls outside what ZIP can hold, becomes 1 January 1980.
 */
function zipTime(iso: string): Date {
  const at = new Date(iso);
  const year = at.getUTCFullYear();
  if (Number.isNaN(at.getTime()) || year < 1980 || year > 2099) return new Date(1980, 0, 1);
  return new Date(year, at.getUTCMonth(), at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds());
}
