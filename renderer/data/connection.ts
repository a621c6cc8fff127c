/**
 * Whether to tell the person the service cannot be reached. A drop shorter than SHORT_DROP_MS is
 * not worth a word (the office's Wi-Fi blinks), so "Offline" is said only once the service has not
 * answered for that long; until then the connection is "being checked", never "Online". A start
 * without the network is no drop: when the service has answered nothing since the app started,
 * "Offline" is said at once (issue 33: within three seconds of the start command).
 */
import { useEffect, useState } from 'react';
import type { AppStatus } from '../../shared/bridge';
import { useAppStore } from './app-state';

export const SHORT_DROP_MS = 15_000;

export type Connection = 'online' | 'unknown' | 'checking' | 'offline';

/** The connection as the words should have it, at `now`. `fresh`: the status is not old news from before this page asked. */
export function connectionOf(status: AppStatus | null, now: number, fresh = true): Connection {
  if (status === null) return 'checking';
  if (status.online === null) return 'unknown';
  if (status.online) return 'online';
  if (!fresh) return 'checking';
  if (status.offlineSinceStart) return 'offline';
  const since = status.offlineSince === null ? Number.NEGATIVE_INFINITY : Date.parse(status.offlineSince);
  return now - since >= SHORT_DROP_MS ? 'offline' : 'checking';
}

/** The connection, read again when a short drop becomes long enough to mention. */
export function useConnection(): Connection {
  const status = useAppStore((s) => s.status);
  const fresh = useAppStore((s) => s.statusFresh);
  const [now, setNow] = useState(() => Date.now());
  const since = status?.online === false ? status.offlineSince : null;
  useEffect(() => {
    setNow(Date.now());
    if (since === null) return;
    const wait = Date.parse(since) + SHORT_DROP_MS - Date.now();
    if (!(wait > 0)) return;
    const timer = setTimeout(() => setNow(Date.now()), wait + 50);
    return () => clearTimeout(timer);
  }, [since]);
  return connectionOf(status, now, fresh);
}
