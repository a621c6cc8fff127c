/**
 * The 409 answers to "create a memorial" (spec 4.4 and 8), explained: which limit, what can be
 * done about it, and when creating will be possible again (from `retry_after`).
 */
import { LIMITS } from '../../../shared/limits';
import type { IntlShape } from 'react-intl';
import { clockTime, momentDay } from './memorial-format';
import { CREATE_WORDS as words } from './memorials-words';

export type CreationLimitCode = 'live_cap_reached' | 'daily_limit_reached' | 'monthly_limit_reached';

export function isCreationLimit(code: string | null): code is CreationLimitCode {
  return code === 'live_cap_reached' || code === 'daily_limit_reached' || code === 'monthly_limit_reached';
}

/** "in about 3 hours (at 4:10 PM)", "on 12 March 2026, at 09:00": when, from seconds to wait. */
export function whenAgain(intl: IntlShape, retryAfter: number, now: Date = new Date()): string {
  const at = new Date(now.getTime() + retryAfter * 1000);
  const time = clockTime(intl, at);
  if (retryAfter < 60) return intl.formatMessage(words.lessThanMinute);
  if (retryAfter < 55 * 60) return intl.formatMessage(words.inMinutes, { minutes: Math.ceil(retryAfter / 60), time });
  if (retryAfter < 24 * 3600) return intl.formatMessage(words.inHours, { hours: Math.round(retryAfter / 3600), time });
  return intl.formatMessage(words.onDay, { date: momentDay(intl, at.toISOString()) ?? '', time });
}

export interface LimitExplained {
  title: string;
  /** What the limit is and what can be done, in plain sentences. */
  sentences: string[];
}

export function explainCreationLimit(intl: IntlShape, code: CreationLimitCode, retryAfter: number | null, now: Date = new Date()): LimitExplained {
  const say = intl.formatMessage;
  const again = retryAfter !== null ? say(words.again, { when: whenAgain(intl, retryAfter, now) }) : null;
  switch (code) {
    case 'live_cap_reached':
      return {
        title: say(words.capTitle, { cap: LIMITS.liveMemorialsPerPerson }),
        sentences: [say(words.capDelete), again ?? say(words.capNoWait), say(words.keptHere)],
      };
    case 'daily_limit_reached':
      return {
        title: say(words.dailyTitle, { limit: LIMITS.memorialsCreatedPerDay }),
        sentences: [again ?? say(words.tomorrow), say(words.keptWhileOpen)],
      };
    case 'monthly_limit_reached':
      return {
        title: say(words.monthlyTitle),
        sentences: [again ?? say(words.laterThisMonth), say(words.keptWhileOpen)],
      };
  }
}
