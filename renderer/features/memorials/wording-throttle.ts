/**
 * The five-minute wording throttle (spec 8: one wording change per memorial every five minutes),
 * as the app can know it. The service tells the time left only in a refusal, which the core's outbox
 * keeps to itself (it waits, then sends the change); so the app counts from the last wording
 * change it saw go out: the outbox entry that ended `done`, at its `finishedAt`. The service took
 * it a moment before that, so the count never says "now" too early.
 */
import type { IntlShape } from 'react-intl';
import { WORDING_FIELDS } from '../../../shared/api/memorials';
import type { OutboxEntry } from '../../../shared/bridge';
import { LIMITS } from '../../../shared/limits';
import { STATE_WORDS as words } from './memorials-words';

export const WORDING_PAUSE_MS = LIMITS.wordingChangeIntervalSeconds * 1000;

/** Whether a queued change rewords a memorial (and so goes back to the check and the throttle). */
export function isWordingChange(entry: Pick<OutboxEntry, 'operation' | 'body'>): boolean {
  if (entry.operation !== 'updateMyMemorial' || !entry.body) return false;
  const wording: readonly string[] = WORDING_FIELDS;
  return Object.keys(entry.body).some((field) => wording.includes(field));
}

/** When the next wording change of this memorial can go (ms since the epoch), or null when it can now, as far as the app knows. */
export function nextWordingChangeAt(entries: readonly OutboxEntry[], accountId: string, memorialId: number, now: number): number | null {
  let last: number | null = null;
  for (const entry of entries) {
    if (entry.accountId !== accountId || entry.memorialId !== memorialId || entry.state !== 'done' || !entry.finishedAt) continue;
    if (!isWordingChange(entry)) continue;
    const at = Date.parse(entry.finishedAt);
    if (!Number.isNaN(at) && (last === null || at > last)) last = at;
  }
  if (last === null) return null;
  const next = last + WORDING_PAUSE_MS;
  return next > now ? next : null;
}

/** "4:05" for a screen; whole seconds, rounded up so it reaches 0:00 only when the time has come. */
export function clockWords(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** "4 minutes and 5 seconds", for screen readers. */
export function durationWords(intl: IntlShape, ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const m = intl.formatMessage(words.minutes, { count: minutes });
  const s = intl.formatMessage(words.seconds, { count: rest });
  if (minutes === 0) return s;
  return rest === 0 ? m : intl.formatMessage(words.minutesAndSeconds, { minutes: m, seconds: s });
}
