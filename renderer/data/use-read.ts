import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { ApiInput, ReadName } from '../../shared/bridge';
import { read } from './calls';
import { takePersonAsked } from './asked';
import { memorialOf, readKey } from './keys';

export interface ReadOptions<N extends ReadName> {
  accountId: string;
  name: N;
  input: Omit<ApiInput<N>, 'background' | 'accountId'>;
  /** The memorial the read is about, when its address does not say (an event's replies). */
  memorialId?: number | null;
  /** How often to refresh in the background while the screen is open. */
  refetchInterval?: number;
  /** Keep showing the previous page while the next one loads (paging, searching). */
  keepPrevious?: boolean;
  /** False: do not read (a family account has no organization). */
  enabled?: boolean;
  /** Always a background read, even the first: something nice to know that may wait (a count). */
  background?: boolean;
}

/**
 * A read of one API operation. The first load of a key is the person's own request; every later
 * refetch (interval, focus, a change that ended) is marked `background: true` so main may let it
 * wait behind the person's actions, unless the person asked for it with `refresh`.
 */
export function useRead<N extends ReadName>({ accountId, name, input, memorialId, refetchInterval, keepPrevious = false, enabled = true, background: always = false }: ReadOptions<N>) {
  const queryClient = useQueryClient();
  const personAsked = useRef(false);
  const queryKey = readKey(accountId, name, input, memorialOf(input, memorialId));
  const query = useQuery({
    queryKey,
    queryFn: () => {
      const background = !takePersonAsked(queryKey) && !personAsked.current && (always || queryClient.getQueryData(queryKey) !== undefined);
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
