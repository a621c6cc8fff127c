import { FormattedMessage, useIntl } from 'react-intl';
import { useAppStore } from '../../data/app-state';
import { useNow } from '../../ui/now';
import { clockTime } from './memorial-format';
import { STATE_WORDS as words } from './memorials-words';
import { clockWords, durationWords, nextWordingChangeAt, WORDING_PAUSE_MS } from './wording-throttle';

/** When this memorial's next wording change can go, ticking while it is in the future; null when it can go now. */
export function useNextWordingChange(accountId: string, memorialId: number): { at: number; left: number } | null {
  const outbox = useAppStore((s) => s.outbox);
  // The far end of the pause, whatever the time: the clock below only ticks while it lies ahead.
  const at = nextWordingChangeAt(outbox, accountId, memorialId, Date.now() - WORDING_PAUSE_MS);
  const now = useNow(at !== null && at > Date.now());
  if (at === null || at <= now) return null;
  return { at, left: at - now };
}

/**
 * The five-minute wording pause, as a countdown: "Your next change to the words can go in 4:32".
 * `waiting`: a change is already waiting for it, and goes by itself then.
 */
export function WordingPause({ accountId, memorialId, waiting }: { accountId: string; memorialId: number; waiting: boolean }) {
  const intl = useIntl();
  const next = useNextWordingChange(accountId, memorialId);
  if (!next) return null;
  const clock = (
    <span className="countdown" role="timer" aria-label={durationWords(intl, next.left)}>
      {clockWords(next.left)}
    </span>
  );
  return (
    <p className="wording-pause">
      <FormattedMessage {...(waiting ? words.pauseWaiting : words.pauseNext)} values={{ clock, time: clockTime(intl, new Date(next.at)) }} />
    </p>
  );
}
