/**
 * The renderer's side of main's replica. Main answers a read from what it kept (with the time the
 * service gave that answer) and tells, by a `replica` event, when a kept answer changed; the
 * screens showing that read follow without asking again. A query's `dataUpdatedAt` is the time
 * the service answered, not the time the answer reached this page, so "as of 10:42" is true and
 * changes the service accepted after it are still laid over the screen.
 */
import { QueryCache, type QueryClient } from '@tanstack/react-query';
import type { BridgeEvent } from '../../shared/bridge';

/** When the service gave each answer this page received (keyed by the answer object itself). */
const readTimes = new WeakMap<object, number>();
/** Which queries show each kept answer: "account \n operation \n input" → query hashes. */
const shownBy = new Map<string, Set<string>>();

function idOf(accountId: string, operation: string, inputKey: string): string {
  return `${accountId}\n${operation}\n${inputKey}`;
}

/** Notes an answer main gave: its time, and which query shows it. */
export function noteAnswer(
  answer: { data: unknown; readAt?: string | undefined; inputKey?: string | undefined },
  accountId: string,
  operation: string,
  queryHash: string,
): void {
  if (answer.readAt !== undefined && typeof answer.data === 'object' && answer.data !== null) readTimes.set(answer.data, Date.parse(answer.readAt));
  if (answer.inputKey === undefined) return;
  const id = idOf(accountId, operation, answer.inputKey);
  const hashes = shownBy.get(id) ?? new Set<string>();
  hashes.add(queryHash);
  shownBy.set(id, hashes);
}

/** The query cache, whose every answer is dated by the service's time rather than its arrival here. */
export function createKeptAnswersCache(): QueryCache {
  return new QueryCache({
    onSuccess: (data, query) => {
      const readAt = typeof data === 'object' && data !== null ? readTimes.get(data) : undefined;
      if (readAt !== undefined && readAt !== query.state.dataUpdatedAt) query.setState({ dataUpdatedAt: readAt });
    },
  });
}

/** A kept answer changed in main (or was read again, unchanged): every query showing it follows. */
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
