import { QueryClient, keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { ApiInput } from '../../shared/bridge';
import { read, type ReadName } from './bridge-calls';

/**
 * The renderer's cache of reads. Main owns the network, the retries and the rate limits, so the
 * renderer never pauses for navigator.onLine (`networkMode: 'always'`) and never retries on its
 * own: a failure is shown with the service's words and a way to try again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { networkMode: 'always', retry: false, staleTime: 30_000, gcTime: 30 * 60_000 },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

/** Every cached read belongs to one account, so switching never shows another account's data. */
export function accountKey(accountId: string): readonly ['account', string] {
  return ['account', accountId];
}

export interface ReadOptions<N extends ReadName> {
  accountId: string;
  name: N;
  input: Omit<ApiInput<N>, 'background'>;
  /** How often to refresh in the background while the screen is open. */
  refetchInterval?: number;
  /** Keep showing the previous page while the next one loads (paging, searching). */
  keepPrevious?: boolean;
  /** False: do not read (a family account has no organization). */
  enabled?: boolean;
}

/**
 * A read of one API operation through the bridge. The first load of a key is the person's own
 * request; every later refetch (interval, focus, reconnection) is marked `background: true` so
 * main may let it wait behind the person's actions, unless the person asked for it with `refresh`.
 */
export function useRead<N extends ReadName>({ accountId, name, input, refetchInterval, keepPrevious = false, enabled = true }: ReadOptions<N>) {
  const queryClient = useQueryClient();
  const personAsked = useRef(false);
  const queryKey = [...accountKey(accountId), name, input] as const;
  const query = useQuery({
    queryKey,
    queryFn: () => {
      const background = !personAsked.current && queryClient.getQueryData(queryKey) !== undefined;
      personAsked.current = false;
      // Named, so main answers for this account even if another became active meanwhile.
      const args = { ...input, accountId, ...(background ? { background: true } : {}) } as ApiInput<N>;
      return read(name, args);
    },
    refetchInterval,
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
  const { refetch } = query;
  const refresh = useCallback(() => {
    personAsked.current = true;
    return refetch();
  }, [refetch]);
  return { query, refresh };
}
