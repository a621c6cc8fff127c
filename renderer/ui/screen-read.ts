import type { AccountInfo } from '../../shared/bridge';

/** The read a screen is built on, for the notice when it fails or grows old. */
export interface ScreenRead {
  account: AccountInfo;
  /** What is being read, for the sentences ("your memorials"). */
  what: string;
  /** TanStack Query's state of it; `fetchStatus` 'idle' with no data: nothing is being asked (a read turned off). */
  query: { error: unknown; data: unknown; dataUpdatedAt: number; fetchStatus?: 'fetching' | 'paused' | 'idle' };
  /** How long the answer counts as fresh (ms), when `query.data` is not the answer the core gave (a count, a list of pages). */
  freshMs?: number | undefined;
  /**
   * Reads it again as the person's own check. Resolves once the answer came or the read failed
   * (TanStack's refetch resolves either way); `error` says which.
   */
  refresh: () => Promise<CheckResult>;
}

/** What a person's own check found: `error` when it failed; `untold` when no read of the screen shows that failure (Check now says it). */
export interface CheckResult {
  error: unknown;
  untold?: boolean;
}
