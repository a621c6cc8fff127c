/**
 * What a change waiting in the outbox is doing, in plain words, and only what is true: "being sent
 * now" only while it is on the wire; otherwise what it waits for, and roughly how long.
 */
import type { OutboxEntry } from '../../shared/bridge';

/** "about 40 seconds", "about 3 minutes". */
export function aboutHowLong(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return `about ${seconds <= 5 ? 5 : Math.ceil(seconds / 5) * 5} seconds`;
  const minutes = Math.round(seconds / 60);
  return minutes <= 1 ? 'about a minute' : `about ${minutes} minutes`;
}

export function changeProgressWords(entry: OutboxEntry, now: number = Date.now()): string {
  if (entry.state === 'sending') return 'being sent now';
  if (entry.state === 'checking') return 'checking whether it arrived';
  if (entry.state === 'done') return 'sent';
  if (entry.state === 'refused') return 'not done';
  if (entry.holdUntil !== null && Date.parse(entry.holdUntil) > now) return 'held a few seconds, so you can undo it';
  const until = entry.waiting?.until ? Date.parse(entry.waiting.until) - now : null;
  switch (entry.waiting?.reason) {
    case 'limit':
      return until !== null && until > 0 ? `waits for the service’s limit on requests: ${aboutHowLong(until)}` : 'waits for the service’s limit on requests';
    case 'network':
      return 'waits for the connection; it goes once the connection returns';
    case 'wording':
      return until !== null && until > 0
        ? `waits out the five-minute pause between wording changes: ${aboutHowLong(until)}`
        : 'waits out the five-minute pause between wording changes';
    case 'signed-out':
      return 'waits for you to sign in again';
    default:
      return 'next to be sent';
  }
}

/** Why a queued change has not gone yet, as the end of a sentence ("it goes once the connection returns"); null when it is simply next. */
export function whyWaiting(entry: OutboxEntry, now: number = Date.now()): string | null {
  const until = entry.waiting?.until ? Date.parse(entry.waiting.until) - now : null;
  const inAbout = until !== null && until > 0 ? `, in ${aboutHowLong(until)}` : '';
  switch (entry.waiting?.reason) {
    case 'limit':
      return `it goes when the service’s limit on requests allows${inAbout}`;
    case 'network':
      return 'it goes once the connection returns';
    case 'wording':
      return `it goes after the five-minute pause between wording changes${inAbout}`;
    case 'signed-out':
      return 'it goes once you sign in again';
    default:
      return null;
  }
}
