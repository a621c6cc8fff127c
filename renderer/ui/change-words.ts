/**
 * What a change waiting in the outbox is doing, in plain words, and only what is true: "being sent
 * now" only while it is on the wire; otherwise what it waits for, and roughly how long. Each takes
 * the intl object (a component's `useIntl()`); without it, the language as it stands now.
 */
import type { IntlShape } from 'react-intl';
import type { OutboxEntry } from '../../shared/bridge';
import { appIntl } from './app-intl';
import { UI_WORDS as words } from './ui-words';

/** "about 40 seconds", "about 3 minutes". */
export function aboutHowLong(ms: number, intl: IntlShape = appIntl()): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return intl.formatMessage(words.aboutSeconds, { seconds: seconds <= 5 ? 5 : Math.ceil(seconds / 5) * 5 });
  return intl.formatMessage(words.aboutMinutes, { minutes: Math.max(1, Math.round(seconds / 60)) });
}

export function changeProgressWords(entry: OutboxEntry, now: number = Date.now(), intl: IntlShape = appIntl()): string {
  if (entry.state === 'sending') return intl.formatMessage(words.sending);
  if (entry.state === 'checking') return intl.formatMessage(words.checking);
  if (entry.state === 'done') return intl.formatMessage(words.done);
  if (entry.state === 'refused') return intl.formatMessage(words.refused);
  if (entry.holdUntil !== null && Date.parse(entry.holdUntil) > now) return intl.formatMessage(words.held);
  const until = entry.waiting?.until ? Date.parse(entry.waiting.until) - now : null;
  const known = until !== null && until > 0;
  switch (entry.waiting?.reason) {
    case 'limit':
      return known ? intl.formatMessage(words.waitLimitFor, { howLong: aboutHowLong(until, intl) }) : intl.formatMessage(words.waitLimit);
    case 'network':
      return intl.formatMessage(words.waitNetwork);
    case 'wording':
      return known ? intl.formatMessage(words.waitWordingFor, { howLong: aboutHowLong(until, intl) }) : intl.formatMessage(words.waitWording);
    case 'signed-out':
      return intl.formatMessage(words.waitSignedOut);
    default:
      return intl.formatMessage(words.next);
  }
}

/** Why a queued change has not gone yet, as the end of a sentence ("it goes once the connection returns"); null when it is simply next. */
export function whyWaiting(entry: OutboxEntry, now: number = Date.now(), intl: IntlShape = appIntl()): string | null {
  const until = entry.waiting?.until ? Date.parse(entry.waiting.until) - now : null;
  const known = until !== null && until > 0;
  switch (entry.waiting?.reason) {
    case 'limit':
      return known ? intl.formatMessage(words.whyLimitIn, { howLong: aboutHowLong(until, intl) }) : intl.formatMessage(words.whyLimit);
    case 'network':
      return intl.formatMessage(words.whyNetwork);
    case 'wording':
      return known ? intl.formatMessage(words.whyWordingIn, { howLong: aboutHowLong(until, intl) }) : intl.formatMessage(words.whyWording);
    case 'signed-out':
      return intl.formatMessage(words.whySignedOut);
    default:
      return null;
  }
}
