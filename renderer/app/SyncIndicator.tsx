import { useEffect, useState } from 'react';
import type { AppStatus } from '../../shared/bridge';
import { useAppStore } from '../data/app-state';
import { connectionOf, SHORT_DROP_MS } from '../data/connection';
import { formatTime } from '../ui/format';

/** Offline with changes waiting: they are on disk, and the core sends them when it can. */
export const OFFLINE_WAITING_WORDS = 'Offline — your changes are saved and will be sent when the connection returns';
/** Offline with nothing waiting: nothing to promise about changes. */
export const OFFLINE_WORDS = 'Offline — Memorial Desk will try again';
/** Browser mode: the page lost Memorial Desk's own background part, so it knows nothing new. */
export const BACKGROUND_STOPPED_WORDS = 'Not connected — Memorial Desk’s background part has stopped';

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
export function syncWords(status: AppStatus | null, waiting: number, now: Date, { fresh = true, background = true } = {}): SyncWords {
  const waitingWords = waiting > 0 ? `${waiting} ${waiting === 1 ? 'change' : 'changes'} waiting to be sent` : null;
  if (!background) return { state: 'stopped', connection: BACKGROUND_STOPPED_WORDS, waiting: waitingWords };
  // A drop shorter than a few seconds is "being checked", neither Online nor Offline.
  const connection = connectionOf(status, now.getTime(), fresh);
  if (connection === 'checking' || status === null) return { state: 'checking', connection: 'Checking the connection…', waiting: waitingWords };
  if (connection === 'unknown') return { state: 'unknown', connection: null, waiting: waitingWords };
  if (connection === 'offline') return { state: 'offline', connection: waiting > 0 ? OFFLINE_WAITING_WORDS : OFFLINE_WORDS, waiting: waitingWords };
  if (status.rateLimitedUntil !== null && new Date(status.rateLimitedUntil).getTime() > now.getTime()) {
    return { state: 'paused', connection: `Paused by the service until ${formatTime(status.rateLimitedUntil)}`, waiting: waitingWords };
  }
  return { state: 'online', connection: 'Online', waiting: waitingWords };
}

/**
 * Connectivity and the changes waiting to be sent, announced politely when they change. The live
 * region stays on the page even when it has nothing to say, so that its first words are read.
 */
export function SyncIndicator() {
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

  const words = syncWords(status, waiting, now, { fresh, background });
  const empty = words.connection === null && words.waiting === null;
  return (
    <div className={empty ? 'sync sync--empty' : `sync sync--${words.state}`} role="status" aria-label="Connection">
      {empty ? null : (
        <>
          {words.connection !== null ? <span className="sync__mark" aria-hidden="true" /> : null}
          <span className="sync__text">
            {words.connection !== null ? <span className="sync__connection">{words.connection}</span> : null}
            {words.waiting ? <span className="sync__waiting">{words.waiting}</span> : null}
          </span>
        </>
      )}
    </div>
  );
}
