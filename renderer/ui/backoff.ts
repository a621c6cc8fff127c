import { useEffect, useRef, useState } from 'react';
import type { ReadName, SuccessBody } from '../../shared/bridge';
import { useRead, type ReadOptions } from '../data/use-read';

/**
 * How often to look again while something the service does takes its time (a safety check, an
 * export being prepared): soon at first, then less and less often, so that following it spends
 * little of the account's 20 requests a minute. 2 s, 4 s, 8 s, 16 s, 32 s, then every minute.
 */
export function backoffMs(attempt: number, { firstMs = 2_000, maxMs = 60_000 } = {}): number {
  const step = Math.max(0, Math.floor(attempt));
  return Math.min(maxMs, firstMs * 2 ** Math.min(step, 20));
}

/**
 * A read's refresh interval while what it shows is under way (`useRead`'s `refetchInterval`):
 * it backs off with each answer that arrives while under way, and is undefined (no refreshing)
 * once it is over. `answeredAt` is the read's `dataUpdatedAt`.
 */
export function useFollowEvery(underWay: boolean, answeredAt: number): number | undefined {
  const answers = useRef(0);
  const last = useRef(answeredAt);
  if (!underWay) answers.current = 0;
  else if (answeredAt !== last.current) answers.current += 1;
  last.current = answeredAt;
  return underWay ? backoffMs(answers.current) : undefined;
}

/**
 * `useRead` that follows what it shows while it is under way (a check, an export being prepared),
 * backing off, and stops refreshing once `underWay` says it is over.
 */
export function useFollowedRead<N extends ReadName>(options: Omit<ReadOptions<N>, 'refetchInterval'>, underWay: (data: SuccessBody<N>) => boolean) {
  const [every, setEvery] = useState<number | undefined>(undefined);
  const read = useRead({ ...options, refetchInterval: every, follow: every !== undefined });
  const data = read.query.data;
  const next = useFollowEvery(data !== undefined && underWay(data), read.query.dataUpdatedAt);
  useEffect(() => setEvery(next), [next]);
  return read;
}
