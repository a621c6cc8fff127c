/**
 * The renderer's side of the core's replica. The core answers a read from what it kept (with the time the
 * service gave that answer) and tells, by a `replica` event, when a kept answer changed; the
 * screens showing that read follow without asking again. A query's `dataUpdatedAt` is the time
 * the service answered, not the time the answer reached this page, so "as of 10:42" is true and
 * changes the service accepted after it are still laid over the screen.
 */
import { QueryCache, type QueryClient } from '@tanstack/react-query';
import type { BridgeEvent } from '../../shared/bridge';

/** When the service gave each answer this page received (keyed by the answer object itself). */
const readTimes = new WeakMap<object, number>();
/** How long an answer of each operation counts as fresh, as the core said with its answers. */
const freshByOperation = new Map<string, number>();
/** The same, for each answer a query shows (keyed by the data object the query holds). */
const freshByData = new WeakMap<object, number>();

/**
 * How long the answer a screen shows counts as fresh (ms), when the core said so for its operation;
 * older than that, the screen says how old it is.
 */
export function freshnessOf(data: unknown): number | undefined {
  return typeof data === 'object' && data !== null ? freshByData.get(data) : undefined;
}
/** Which queries show each kept answer: "account \n operation \n input" → query hashes. */
const shownBy = new Map<string, Set<string>>();

function idOf(accountId: string, operation: string, inputKey: string): string {
  return `${accountId}\n${operation}\n${inputKey}`;
}

/** Notes an answer the core gave: its time, and which query shows it. */
export function noteAnswer(
  answer: { data: unknown; readAt?: string | undefined; inputKey?: string | undefined; freshMs?: number | undefined },
  accountId: string,
  operation: string,
  queryHash: string,
): void {
  if (answer.readAt !== undefined && typeof answer.data === 'object' && answer.data !== null) readTimes.set(answer.data, Date.parse(answer.readAt));
  if (answer.freshMs !== undefined) freshByOperation.set(operation, answer.freshMs);
  if (answer.inputKey === undefined) return;
  const id = idOf(accountId, operation, answer.inputKey);
  const hashes = shownBy.get(id) ?? new Set<string>();
  hashes.add(queryHash);
  shownBy.set(id, hashes);
}

/** The query cache, whose every answer is dated by the service's time rather than its arrival here. */
export function createKeptAnswersCache(): QueryCache {
  const cache = new QueryCache({
    onSuccess: (data, query) => {
      const readAt = typeof data === 'object' && data !== null ? readTimes.get(data) : undefined;
      if (readAt !== undefined && readAt !== query.state.dataUpdatedAt) query.setState({ dataUpdatedAt: readAt });
    },
  });
  // Every answer a query comes to hold (read, or followed from a newer one the core kept) carries its
  // operation's freshness.
  cache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const data: unknown = event.query.state.data;
    const key: readonly unknown[] = event.query.queryKey as readonly unknown[];
    const fresh = freshByOperation.get(operationOf(key) ?? '');
    if (fresh !== undefined && typeof data === 'object' && data !== null) freshByData.set(data, fresh);
  });
  return cache;
}

/** The operation a read's key names (keys.ts: ['account', id, (memorial, id,) operation, input]). */
function operationOf(key: readonly unknown[]): string | undefined {
  const name = key[0] === 'account' ? (key[2] === 'memorial' ? key[4] : key[2]) : undefined;
  return typeof name === 'string' ? name : undefined;
}

/** A kept answer changed in the core (or was read again, unchanged): every query showing it follows. */
export function followKeptAnswer(queryClient: QueryClient, change: BridgeEvent<'replica'>): void {
  const id = idOf(change.accountId, change.operation, change.inputKey);
  const hashes = shownBy.get(id);
  if (!hashes) return;
  const readAt = Date.parse(change.readAt);
  for (const hash of [...hashes]) {
    const query = queryClient.getQueryCache().get(hash);
    if (!query) {
      hashes.delete(hash);
      continue;
    }
    if (change.data !== undefined) queryClient.setQueryData(query.queryKey, change.data, { updatedAt: readAt });
    else if (query.state.data !== undefined && readAt > query.state.dataUpdatedAt) query.setState({ dataUpdatedAt: readAt, error: null, status: 'success' });
  }
}
