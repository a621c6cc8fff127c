import { useEffect, useState } from 'react';
import type { AppStatus } from '../../shared/bridge';
import { formatTime } from '../ui/format';
import { useAppStore } from './store';

export const OFFLINE_WORDS = 'Offline — your changes are saved and will be sent when the connection returns';

export interface SyncWords {
  state: 'checking' | 'online' | 'offline' | 'paused';
  connection: string;
  waiting: string | null;
}

/** What the indicator says, in words (never by colour alone). */
export function syncWords(status: AppStatus | null, waiting: number, now: Date): SyncWords {
  const waitingWords = waiting > 0 ? `${waiting} ${waiting === 1 ? 'change' : 'changes'} waiting to be sent` : null;
  if (status === null) return { state: 'checking', connection: 'Checking the connection…', waiting: waitingWords };
  if (!status.online) return { state: 'offline', connection: OFFLINE_WORDS, waiting: waitingWords };
  if (status.rateLimitedUntil !== null && new Date(status.rateLimitedUntil).getTime() > now.getTime()) {
    return { state: 'paused', connection: `Paused by the service until ${formatTime(status.rateLimitedUntil)}`, waiting: waitingWords };
  }
  return { state: 'online', connection: 'Online', waiting: waitingWords };
}

/** Connectivity and the changes waiting to be sent, announced politely when they change. */
export function SyncIndicator() {
  const status = useAppStore((s) => s.status);
  const waiting = useAppStore((s) => s.waiting);
  const [now, setNow] = useState(() => new Date());

  // Read the clock again when the pause lifts, so "Paused until…" does not outstay it.
  const until = status?.rateLimitedUntil ?? null;
  useEffect(() => {
    setNow(new Date());
    if (until === null) return;
    const delay = new Date(until).getTime() - Date.now();
    if (!(delay > 0)) return;
    const timer = setTimeout(() => setNow(new Date()), delay + 250);
    return () => clearTimeout(timer);
  }, [until]);

  const words = syncWords(status, waiting, now);
  return (
    <div className={`sync sync--${words.state}`} role="status" aria-label="Connection">
      <span className="sync__mark" aria-hidden="true" />
      <span className="sync__text">
        <span className="sync__connection">{words.connection}</span>
        {words.waiting ? <span className="sync__waiting">{words.waiting}</span> : null}
      </span>
    </div>
  );
}
