import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Contribution } from '../../shared/api/contributions';
import type { PersonalMemorial } from '../../shared/api/memorials';
import { plainDate, plainLifeDates } from './words';

export interface ArchiveInput {
  memorial: PersonalMemorial;
  tributes: Contribution[];
  cover: Uint8Array | null;
  generatedAt: string;
}

/**
 * The family's own archive (ZIP): the memorial and every tribute as JSON (the service's own
 * records) and as readable text, and the cover photo. Files in a fixed order.
 */
export function buildArchive(input: ArchiveInput): Uint8Array {
  const { memorial, tributes } = input;
  const name = memorial.deceased_name ?? 'the memorial';
  const files: Zippable = {
    'README.txt': strToU8(readme(name, input)),
    'memorial.json': strToU8(`${JSON.stringify(memorial, null, 2)}\n`),
    'tributes.json': strToU8(`${JSON.stringify(tributes, null, 2)}\n`),
    'memorial.txt': strToU8(readable(input)),
  };
  if (input.cover) files['cover.jpg'] = [input.cover, { level: 0 }];
  return zipSync(files, { level: 6, mtime: new Date(input.generatedAt) });
}

function readme(name: string, input: ArchiveInput): string {
  return [
    `Archive of the memorial for ${name}`,
    `Made on ${plainDate(input.generatedAt)}.`,
    '',
    'What is in this archive:',
    '- memorial.txt: the memorial and all its tributes, to read or print.',
    '- memorial.json: the memorial as the service keeps it.',
    '- tributes.json: every tribute with its status (approved, waiting, declined, hidden), including private ones.',
    input.cover ? '- cover.jpg: the cover photo.' : '- (The memorial has no cover photo.)',
    '',
    'Private tributes were written to the family and are not on the public memorial.',
    '',
  ].join('\n');
}

const STATUS_WORDS: Record<string, string> = { approved: 'On the memorial', pending: 'Waiting for approval', rejected: 'Declined', hidden: 'Hidden' };

function readable({ memorial, tributes, generatedAt }: ArchiveInput): string {
  const lines = [memorial.deceased_name ?? 'In loving memory'];
  const dates = plainLifeDates(memorial.birth_date, memorial.death_date);
  if (dates) lines.push(dates);
  if (memorial.title) lines.push(memorial.title);
  if (memorial.subtitle) lines.push(memorial.subtitle);
  if (memorial.url) lines.push(`Online at ${memorial.url}`);
  lines.push('', '== Their story ==', '', memorial.obituary?.trim() || '(No story written yet.)', '', '== Tributes ==', '');
  if (tributes.length === 0) lines.push('(No tributes yet.)', '');
  for (const t of tributes) {
    const flags = [STATUS_WORDS[t.status] ?? t.status, t.is_private ? 'private, to the family' : null, t.is_pinned ? 'pinned' : null].filter(Boolean).join(', ');
    if (t.title) lines.push(t.title);
    lines.push(t.body ?? '', `— ${t.author.name ?? 'Someone'}${t.created_at ? `, ${plainDate(t.created_at)}` : ''} (${flags})`, '');
  }
  lines.push(`Made on ${plainDate(generatedAt)}.`, '');
  return lines.join('\n');
}
