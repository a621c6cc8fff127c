/**
 * A change to a memorial's words or settings that the core did not send, because the memorial changed
 * on another computer after the form was opened (outbox code `changed_elsewhere`): what the form
 * started from, carried with the change, and the plain words for what is there now.
 */
import type { IntlShape } from 'react-intl';
import type { PersonalMemorial, UpdateMemorialBody } from '../../../shared/api/memorials';
import { CHANGED_ELSEWHERE, type ChangedElsewhere, type OutboxEntry, type Seen } from '../../../shared/bridge';
import { clockTime, dayWords, isolate } from './memorial-format';
import { CONFLICT_WORDS as words } from './memorials-words';

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

function valueWords(intl: IntlShape, field: string, value: string | number | boolean | null): string {
  if (value === null || value === '') return intl.formatMessage(words.cleared);
  if (typeof value === 'boolean') return intl.formatMessage(words.onOff, { on: value ? 'yes' : 'no' });
  if (field === 'birth_date' || field === 'death_date') return dayWords(intl, String(value)) ?? String(value);
  if (field === 'template_id') return intl.formatMessage(words.design, { number: String(value) });
  const text = String(value);
  // The family's words, as typed: kept in their own direction.
  return intl.formatMessage(words.quoted, { text: isolate(text.length > 120 ? `${text.slice(0, 117)}…` : text) });
}

/** One sentence per field changed elsewhere: "The title was changed on another computer to “Forever loved” (noticed 14:05)." */
export function memorialChangedWords(intl: IntlShape, conflict: ChangedElsewhere): string[] {
  if (conflict.now.kind !== 'memorial') return [];
  const time = clockTime(intl, conflict.noticedAt);
  return Object.entries(conflict.now.fields).map(([field, value]) =>
    intl.formatMessage(words.changed, { field: intl.formatMessage(words.field, { field }), value: valueWords(intl, field, value), time }),
  );
}

/** Deciding "Save mine anyway": the form now knows what is there, so a further change elsewhere is caught again. */
export function seenAfterConflict(conflict: ChangedElsewhere): Seen | null {
  if (conflict.seen.kind !== 'memorial' || conflict.now.kind !== 'memorial') return null;
  return { kind: 'memorial', fields: { ...conflict.seen.fields, ...conflict.now.fields }, readAt: conflict.noticedAt };
}
