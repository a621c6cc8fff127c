import type { IntlShape } from 'react-intl';
import type { PersonalMemorial } from '../../../shared/api/memorials';
import { momentDay } from './memorial-format';
import { STATUS_WORDS as words } from './memorials-words';

export interface PersonalStatus {
  tone: 'live' | 'checking' | 'refused' | 'deleted' | 'hidden';
  words: string;
  /** More for the owner: the safety check's reason, when it refused. */
  detail: string | null;
}

/** Live means the service gave a public address after the check passed; nothing less counts. */
export function isLive(memorial: PersonalMemorial): boolean {
  return memorial.url !== null && memorial.moderation.status === 'passed' && !memorial.is_deleted;
}

/**
 * The memorial's state in words. It never tells anyone a memorial is public unless the service
 * says so (spec: clients must not call a memorial published until a response says so).
 */
export function personalStatus(memorial: PersonalMemorial, intl: IntlShape): PersonalStatus {
  const say = intl.formatMessage;
  if (memorial.is_deleted) {
    const until = momentDay(intl, memorial.recoverable_until);
    return { tone: 'deleted', words: until ? say(words.deletedUntil, { date: until }) : say(words.deleted), detail: null };
  }
  if (memorial.moderation.status === 'failed') {
    return {
      tone: 'refused',
      words: say(words.refused),
      detail: memorial.moderation.reason ? say(words.reason, { reason: memorial.moderation.reason }) : null,
    };
  }
  if (memorial.moderation.status === 'pending') return { tone: 'checking', words: say(words.checking), detail: null };
  if (isLive(memorial)) return { tone: 'live', words: say(words.live), detail: null };
  if (!memorial.is_published) return { tone: 'hidden', words: say(words.hidden), detail: null };
  return { tone: 'checking', words: say(words.notYet), detail: null };
}

/** What the state depends on, in no language: a change of it (not of the language) is news. */
export function statusKey(memorial: PersonalMemorial): string {
  const { is_deleted, recoverable_until, moderation, is_published } = memorial;
  return JSON.stringify([is_deleted, recoverable_until, moderation.status, is_published, isLive(memorial)]);
}
