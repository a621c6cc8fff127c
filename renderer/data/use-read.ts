import { hashKey, keepPreviousData, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { ApiInput, AppOperationName, BridgeArgs, BridgeResult, ReadName, SuccessBody } from '../../shared/bridge';
import { appCall, read } from './calls';
import { takePersonAsked } from './asked';
import { appReadKey, memorialOf, readKey, readsOf } from './keys';
import { OPENING_MS, takePlaceRead } from './place-read';

export interface ReadOptions<N extends ReadName> {
  accountId: string;
  name: N;
  input: Omit<ApiInput<N>, 'background' | 'accountId'>;
  /** The memorial the read is about, when its address does not say (an event's replies). */
  memorialId?: number | null;
  /** How often to refresh in the background while the screen is open. */
  refetchInterval?: number;
  /** Something under way is being followed: each refresh asks the service, not what the core kept. */
  follow?: boolean;
  /**
   * Whether the answer shows something under way (a safety check, an export being prepared):
   * while it does, the read follows it (as `follow`), soon at first and then less often (see
   * `followEveryMs`), and stops once it is over. Instead of `refetchInterval`.
   */
  followWhile?: (data: SuccessBody<N>) => boolean;
  /** Keep showing the previous page while the next one loads (paging, searching). */
  keepPrevious?: boolean;
  /** False: do not read (a family account has no organization). */
  enabled?: boolean;
  /** Always a background read, even the first: something nice to know that may wait (a count). */
  background?: boolean;
  /** How long an answer counts as fresh (the app's default otherwise); for what rarely changes, such as the catalogue of designs. */
  staleTime?: number;
  /**
   * False: not read again as soon as a change of the person's touching it ends (only when next shown):
   * a count the screen lays the person's changes over (a queue's tab counts, issue 28).
   */
  refreshAfterChanges?: boolean;
}

/** The meta flag of a read not refreshed the moment a change touching it ends (`refreshAfterChanges: false`). */
export const LATER_AFTER_CHANGES = 'laterAfterChanges';

/**
 * How long to wait before asking again about something under way, after `answers` answers that
 * still showed it under way: 2 s, 4 s, 8 s, 16 s, 32 s, then every minute, so that following it
 * spends little of the account's 20 requests a minute.
 */
export function followEveryMs(answers: number): number {
  return Math.min(60_000, 2_000 * 2 ** Math.min(Math.max(0, Math.floor(answers)), 20));
}

/**
 * A read of one API operation. The core answers at once from what it kept when it can (offline too),
 * and the screen follows newer answers as they come. The first load of a key is the person's own
 * request; every later refetch (interval, focus) is marked `background: true` so the core may let it
 * wait behind the person's actions; `refresh` (and the reads a change of theirs touched) asks the
 * service itself, as the person's.
 */
export function useRead<N extends ReadName>({
  accountId,
  name,
  input,
  memorialId,
  refetchInterval,
  follow = false,
  followWhile,
  keepPrevious = false,
  enabled = true,
  background: always = false,
  staleTime,
  refreshAfterChanges = true,
}: ReadOptions<N>) {
  const queryClient = useQueryClient();
  const underWay = (data: SuccessBody<N> | undefined) => data !== undefined && followWhile !== undefined && followWhile(data);
  /** How many answers the query had when what it shows was last not under way (null: not yet looked). */
  const answersBefore = useRef<number | null>(null);
  /** TanStack Query asks after each answer how long to wait: longer while under way, never once it is over. */
  const followInterval = (query: Query<SuccessBody<N>, Error, SuccessBody<N>, readonly unknown[]>): number | false => {
    const answers = query.state.dataUpdateCount;
    if (!underWay(query.state.data)) {
      answersBefore.current = answers;
      return false;
    }
    answersBefore.current ??= answers;
    return followEveryMs(answers - answersBefore.current);
  };
  const personAsked = useRef(false);
  const followAsked = useRef(false);
  // The fetch as the screen opens is the person's own (they opened it), even with data kept.
  const openedAt = useRef(Date.now());
  const queryKey = readKey(accountId, name, input, memorialOf(input, memorialId));
  // Made already when the place's route began it (place-read.ts).
  const [openedByPlace] = useState(() => takePlaceRead(queryKey));
  const openingDone = useRef(openedByPlace);
  const query = useQuery({
    queryKey,
    queryFn: () => {
      // The person asked to check now (or waits to see a change of theirs): the service's answer.
      const fresh = takePersonAsked(queryKey) || personAsked.current;
      const opening = !openingDone.current && Date.now() - openedAt.current < OPENING_MS;
      openingDone.current = true;
      const background = !fresh && (always || (!opening && queryClient.getQueryData(queryKey) !== undefined));
      personAsked.current = false;
      // Named, so the core answers for this account even if another became active meanwhile.
      const kept = queryClient.getQueryData<SuccessBody<N>>(queryKey);
      const following = !fresh && (follow || followAsked.current || underWay(kept)) && kept !== undefined;
      followAsked.current = false;
      const args = {
        ...input,
        accountId,
        ...(fresh ? { fresh: true } : {}),
        ...(following ? { follow: true } : background ? { background: true } : {}),
      } as ApiInput<N>;
      return read(name, args, { accountId, queryHash: hashKey(queryKey) });
    },
    refetchInterval: followWhile ? followInterval : refetchInterval,
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    ...(staleTime !== undefined ? { staleTime } : {}),
    ...(refreshAfterChanges ? {} : { meta: { [LATER_AFTER_CHANGES]: true } }),
  });
  const { refetch } = query;
  const refresh = useCallback(() => {
    personAsked.current = true;
    return refetch();
  }, [refetch]);
  /** Asks the service again for something under way (a check, a draft): the app's own, in the background. */
  const followNow = useCallback(() => {
    followAsked.current = true;
    return refetch();
  }, [refetch]);
  return { query, refresh, followNow };
}

export interface AppReadOptions<N extends AppOperationName> {
  /** The account it is about (null: the app's own, of no account). */
  accountId: string | null;
  name: N;
  args: BridgeArgs<N>;
  memorialId?: number | null;
  refetchInterval?: number;
  keepPrevious?: boolean;
  enabled?: boolean;
  /** The core's own state is cheap to ask again; default 0 (ask whenever shown). */
  staleTime?: number;
}

/**
 * A read of one of the core's own operations (the desk's waiting list, the local archive, visits
 * kept on this computer), keyed by the same factory as the API's reads. The same one way to read
 * as `useRead`: screens never build keys or call the bridge themselves.
 */
export function useAppRead<N extends AppOperationName>({
  accountId,
  name,
  args,
  memorialId = null,
  refetchInterval,
  keepPrevious = false,
  enabled = true,
  staleTime = 0,
}: AppReadOptions<N>) {
  const query = useQuery<BridgeResult<N>>({
    queryKey: appReadKey(accountId, name, args, memorialId),
    queryFn: () => appCall(name, args),
    refetchInterval,
    enabled,
    staleTime,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
  const { refetch } = query;
  const refresh = useCallback(() => refetch(), [refetch]);
  return { query, refresh };
}

/** Refreshes every read of one operation of an account (or one memorial of it), whatever their input. */
export function useRefreshReads(): (accountId: string, name: ReadName | AppOperationName, memorialId?: number | null) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback((accountId, name, memorialId = null) => queryClient.invalidateQueries(readsOf(accountId, name, memorialId)), [queryClient]);
}
