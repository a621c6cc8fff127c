/**
 * A place's first read, begun by its route as the place opens: TanStack Router runs a route's
 * loader beside the loading of its screen's code (ui/feature.tsx, `readAsPlaceOpens`), so the core
 * is asked while that code loads, rather than once it has loaded, drawn and run its effects. The
 * screen's `useRead` with the same account, name and input finds the read under way or answered,
 * and asks nothing more. Asked as the screen asks as it opens: the person's own read (never in the
 * background lane), fresh from the service when the person asked for that (asked.ts).
 */
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiInput, ReadName } from '../../shared/bridge';
import { takePersonAsked } from './asked';
import { read } from './calls';
import { memorialOf, readKey } from './keys';

/** What a place reads first: the same name and input its screen gives `useRead`. */
export interface PlaceRead<N extends ReadName = ReadName> {
  name: N;
  input: Omit<ApiInput<N>, 'background' | 'accountId'>;
  memorialId?: number | null;
}

/**
 * How soon after a screen opens its reads count as the person opening it (use-read.ts), and after
 * its place's route began a read, the screen counts that read as its opening one.
 */
export const OPENING_MS = 1_000;

/** Reads a place's route began, by query hash, and when: the screen's `useRead` takes its opening from here. */
const begun = new Map<string, number>();

/**
 * True once for a read the place's route began within the last second: the screen's opening read
 * is made, so its later reads (a refresh, back online) are the background's, as after its own.
 */
export function takePlaceRead(queryKey: QueryKey): boolean {
  const hash = hashKey(queryKey);
  const at = begun.get(hash);
  begun.delete(hash);
  return at !== undefined && Date.now() - at < OPENING_MS;
}

/** Begins the read for the account unless an answer fresh enough is kept (the query client's staleTime); returns at once. */
export function beginPlaceRead<N extends ReadName>(queryClient: QueryClient, accountId: string, { name, input, memorialId }: PlaceRead<N>): void {
  const queryKey = readKey(accountId, name, input, memorialOf(input, memorialId));
  const queryHash = hashKey(queryKey);
  void queryClient.prefetchQuery({
    queryKey,
    queryFn: () => {
      begun.set(queryHash, Date.now());
      const fresh = takePersonAsked(queryKey);
      return read(name, { ...input, accountId, ...(fresh ? { fresh: true } : {}) }, { accountId, queryHash });
    },
  });
}
