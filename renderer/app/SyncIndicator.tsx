import { useEffect, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { AppStatus } from '../../shared/bridge';
import { useAppStore } from '../data/app-state';
import { connectionOf, SHORT_DROP_MS } from '../data/connection';
import { appIntl } from '../ui/app-intl';
import { SHELL_WORDS as words } from './shell-words';

export interface SyncWords {
  /** `unknown`: the core has not asked the service anything yet (no account signed in). */
  state: 'checking' | 'unknown' | 'online' | 'offline' | 'paused' | 'stopped';
  /** Null when there is nothing true to say about the connection. */
  connection: string | null;
  waiting: string | null;
}

/**
 * What the indicator says, in words (never by colour alone), and never more than the core knows:
 * `fresh` is false while the status is from before this page asked (the core is checking again), and
 * `background` false while browser mode's page has lost the core itself.
 */
export function syncWords(
  status: AppStatus | null,
  waiting: number,
  now: Date,
  { fresh = true, background = true, intl = appIntl() }: { fresh?: boolean; background?: boolean; intl?: IntlShape } = {},
): SyncWords {
  const waitingWords = waiting > 0 ? intl.formatMessage(words.syncWaiting, { count: waiting }) : null;
  if (!background) return { state: 'stopped', connection: intl.formatMessage(words.syncStopped), waiting: waitingWords };
  // A drop shorter than a few seconds is "being checked", neither Online nor Offline.
  const connection = connectionOf(status, now.getTime(), fresh);
  if (connection === 'checking' || status === null) return { state: 'checking', connection: intl.formatMessage(words.syncChecking), waiting: waitingWords };
  if (connection === 'unknown') return { state: 'unknown', connection: null, waiting: waitingWords };
  if (connection === 'offline')
    return { state: 'offline', connection: intl.formatMessage(waiting > 0 ? words.syncOfflineWaiting : words.syncOffline), waiting: waitingWords };
  if (status.rateLimitedUntil !== null && new Date(status.rateLimitedUntil).getTime() > now.getTime()) {
    return {
      state: 'paused',
      connection: intl.formatMessage(words.syncPaused, { time: intl.formatTime(status.rateLimitedUntil, { hour: 'numeric', minute: '2-digit' }) }),
      waiting: waitingWords,
    };
  }
  return { state: 'online', connection: intl.formatMessage(words.syncOnline), waiting: waitingWords };
}

/**
 * Connectivity and the changes waiting to be sent, announced politely when they change. The live
 * region stays on the page even when it has nothing to say, so that its first words are read.
 */
export function SyncIndicator() {
  const intl = useIntl();
  const status = useAppStore((s) => s.status);
  const waiting = useAppStore((s) => s.waiting);
  const fresh = useAppStore((s) => s.statusFresh);
  const background = useAppStore((s) => s.backgroundConnected);
  const [now, setNow] = useState(() => new Date());

  // Read the clock again when the pause lifts, so "Paused until…" does not outstay it, and when a
  // drop has lasted long enough to be called offline.
  const offlineSince = status?.online === false ? status.offlineSince : null;
  const until = status?.rateLimitedUntil ?? (offlineSince === null ? null : new Date(Date.parse(offlineSince) + SHORT_DROP_MS).toISOString());
  useEffect(() => {
    setNow(new Date());
    if (until === null) return;
    const delay = new Date(until).getTime() - Date.now();
    if (!(delay > 0)) return;
    const timer = setTimeout(() => setNow(new Date()), delay + 250);
    return () => clearTimeout(timer);
  }, [until]);

  const said = syncWords(status, waiting, now, { fresh, background, intl });
  const empty = said.connection === null && said.waiting === null;
  return (
    <div className={empty ? 'sync sync--empty' : `sync sync--${said.state}`} role="status" aria-label={intl.formatMessage(words.syncLabel)}>
      {empty ? null : (
        <>
          {said.connection !== null ? <span className="sync__mark" aria-hidden="true" /> : null}
          <span className="sync__text">
            {said.connection !== null ? <span className="sync__connection">{said.connection}</span> : null}
            {said.waiting ? <span className="sync__waiting">{said.waiting}</span> : null}
          </span>
        </>
      )}
    </div>
  );
}
