/**
 * The 409 answers to "create a memorial" (spec 4.4 and 8), explained: which limit, what can be
 * done about it, and when creating will be possible again (from `retry_after`).
 */
import { LIMITS } from '../../../shared/limits';
import { formatDate, formatTime } from '../../ui/format';

export type CreationLimitCode = 'live_cap_reached' | 'daily_limit_reached' | 'monthly_limit_reached';

export function isCreationLimit(code: string | null): code is CreationLimitCode {
  return code === 'live_cap_reached' || code === 'daily_limit_reached' || code === 'monthly_limit_reached';
}

/** "in about 3 hours (at 4:10 PM)", "on 12 March 2026": when, from seconds to wait. */
export function whenAgain(retryAfter: number, now: Date = new Date()): string {
  const at = new Date(now.getTime() + retryAfter * 1000);
  if (retryAfter < 60) return 'in less than a minute';
  if (retryAfter < 55 * 60) {
    const minutes = Math.ceil(retryAfter / 60);
    return `in about ${minutes} minutes (at ${formatTime(at)})`;
  }
  if (retryAfter < 24 * 3600) {
    const hours = Math.round(retryAfter / 3600);
    return `in about ${hours === 1 ? 'an hour' : `${hours} hours`} (at ${formatTime(at)})`;
  }
  return `on ${formatDate(at.toISOString())}, at ${formatTime(at)}`;
}

export interface LimitExplained {
  title: string;
  /** What the limit is and what can be done, in plain sentences. */
  sentences: string[];
}

export function explainCreationLimit(code: CreationLimitCode, retryAfter: number | null, now: Date = new Date()): LimitExplained {
  const again = retryAfter !== null ? `You can create a memorial again ${whenAgain(retryAfter, now)}.` : null;
  switch (code) {
    case 'live_cap_reached':
      return {
        title: `No room for another memorial yet: one person can look after ${LIMITS.liveMemorialsPerPerson} at once`,
        sentences: [
          'To create a new one, first delete a memorial you no longer need to look after. A deleted memorial is not gone at once: it can be recovered for a while from your dashboard on the memorial service’s website (a recovered memorial counts again).',
          again ?? 'There is nothing to wait for: once there is room, you can create one straight away.',
          'What you typed here is kept on this screen.',
        ],
      };
    case 'daily_limit_reached':
      return {
        title: `Today’s limit of ${LIMITS.memorialsCreatedPerDay} new memorials is reached`,
        sentences: [again ?? 'You can create one again tomorrow.', 'What you typed here is kept on this screen while it stays open.'],
      };
    case 'monthly_limit_reached':
      return {
        title: 'This month’s limit on new memorials is reached',
        sentences: [again ?? 'You can create one again later this month.', 'What you typed here is kept on this screen while it stays open.'],
      };
  }
}
