/**
 * A change to a memorial's words or settings that the core did not send, because the memorial changed
 * on another computer after the form was opened (outbox code `changed_elsewhere`): what the form
 * started from, carried with the change, and the plain words for what is there now.
 */
import type { PersonalMemorial, UpdateMemorialBody } from '../../../shared/api/memorials';
import { CHANGED_ELSEWHERE, type ChangedElsewhere, type OutboxEntry, type Seen } from '../../../shared/bridge';
import { formatDay, formatTime } from '../../ui/format';

/** What the form started from, for the fields the change sets (PATCH's `description` is the memorial's `obituary`). */
export function seenMemorial(body: UpdateMemorialBody, startedFrom: PersonalMemorial, readAt: number): Seen {
  const shown = startedFrom as unknown as Record<string, unknown>;
  const fields: Record<string, string | number | boolean | null> = {};
  for (const field of Object.keys(body)) {
    const value = shown[field === 'description' ? 'obituary' : field];
    fields[field] = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
  }
  return { kind: 'memorial', fields, readAt: new Date(readAt).toISOString() };
}

export function isMemorialChangedElsewhere(entry: OutboxEntry): entry is OutboxEntry & { conflict: ChangedElsewhere & { now: { kind: 'memorial' } } } {
  return entry.state === 'refused' && entry.code === CHANGED_ELSEWHERE && entry.conflict?.now.kind === 'memorial';
}

const FIELD_WORDS: Record<string, string> = {
  deceased_name: 'The name',
  title: 'The title',
  subtitle: 'The subtitle',
  description: 'The obituary',
  resting_place_notes: 'The notes about the resting place',
  resting_place_url: 'The resting place link',
  privacy: 'Who can see it',
  content_scope: 'The content scope',
  is_published: 'Publishing',
  contributions_enabled: 'Welcoming tributes',
  manual_content_approval: 'Approving each tribute first',
  hide_from_search: 'Hiding it from search engines',
  template_id: 'The design',
  birth_date: 'The date of birth',
  death_date: 'The date of death',
};

function valueWords(field: string, value: string | number | boolean | null): string {
  if (value === null || value === '') return 'nothing (it was cleared)';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (field === 'birth_date' || field === 'death_date') return formatDay(String(value)) ?? String(value);
  if (field === 'template_id') return `design number ${value}`;
  const text = String(value);
  return `“${text.length > 120 ? `${text.slice(0, 117)}…` : text}”`;
}

/** One line per field changed elsewhere: "The title was changed on another computer to “Forever loved”". */
export function memorialChangedWords(conflict: ChangedElsewhere): string[] {
  if (conflict.now.kind !== 'memorial') return [];
  return Object.entries(conflict.now.fields).map(
    ([field, value]) => `${FIELD_WORDS[field] ?? field} was changed on another computer to ${valueWords(field, value)}`,
  );
}

export function noticedWords(conflict: ChangedElsewhere): string {
  return `noticed ${formatTime(conflict.noticedAt)}`;
}

/** Deciding "Save mine anyway": the form now knows what is there, so a further change elsewhere is caught again. */
export function seenAfterConflict(conflict: ChangedElsewhere): Seen | null {
  if (conflict.seen.kind !== 'memorial' || conflict.now.kind !== 'memorial') return null;
  return { kind: 'memorial', fields: { ...conflict.seen.fields, ...conflict.now.fields }, readAt: conflict.noticedAt };
}
