import { useAppStore } from '../../data/app-state';
import { formatTime } from '../../ui/format';
import { useNow } from '../../ui/now';
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
  const next = useNextWordingChange(accountId, memorialId);
  if (!next) return null;
  const clock = (
    <span className="countdown" role="timer" aria-label={durationWords(next.left)}>
      {clockWords(next.left)}
    </span>
  );
  return (
    <p className="wording-pause">
      {waiting ? (
        <>
          Your new words wait on this computer and go by themselves in {clock} (at {formatTime(new Date(next.at))}): the memorial service takes one change to a
          memorial&rsquo;s words every five minutes, so each version can be checked.
        </>
      ) : (
        <>
          The memorial service takes one change to a memorial&rsquo;s words every five minutes. Your next one can go in {clock} (at{' '}
          {formatTime(new Date(next.at))}); if you save before then, it waits safely on this computer and goes by itself.
        </>
      )}
    </p>
  );
}
