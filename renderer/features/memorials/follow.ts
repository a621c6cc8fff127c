import { useEffect, useRef, useState } from 'react';

/**
 * How long to wait before asking the service again while a check or a draft is under way. The
 * person's token has 20 requests a minute (the core's scheduler keeps that budget); a page that waits
 * asks every few seconds at first and less often as time goes on, so a check that takes long does
 * not use the budget the person's own actions need: 3 s, 4.5 s, 6.8 s … up to a minute.
 */
export const FOLLOW_FIRST_MS = 3_000;
export const FOLLOW_GROWTH = 1.5;
export const FOLLOW_MAX_MS = 60_000;

export function followDelay(asked: number): number {
  return Math.min(FOLLOW_MAX_MS, Math.round(FOLLOW_FIRST_MS * FOLLOW_GROWTH ** asked));
}

/**
 * Asks again (`ask`, as the person's own request: they are watching) while `active`, with the
 * delays above; `restart` changing (a new change was sent) starts from the short delay again.
 */
export function useFollow(active: boolean, ask: () => unknown, restart: unknown = null): void {
  const [asked, setAsked] = useState(0);
  const askRef = useRef(ask);
  askRef.current = ask;
  const restartRef = useRef(restart);
  useEffect(() => {
    if (restartRef.current !== restart) {
      restartRef.current = restart;
      setAsked(0);
    }
  }, [restart]);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => {
      void Promise.resolve(askRef.current()).finally(() => setAsked((n) => n + 1));
    }, followDelay(asked));
    return () => clearTimeout(timer);
  }, [active, asked]);
}
