/**
 * Query keys. Every cached read belongs to one account, so switching never shows another
 * account's data; reads about one memorial sit under that memorial, so one prefix refreshes all
 * of it: ['account', accountId, 'memorial', memorialId, operation, input].
 */
import type { QueryKey } from '@tanstack/react-query';
import type { AppOperationName, ReadName } from '../../shared/bridge';

export function accountKey(accountId: string): readonly ['account', string] {
  return ['account', accountId];
}

export function memorialKey(accountId: string, memorialId: number): readonly ['account', string, 'memorial', number] {
  return ['account', accountId, 'memorial', memorialId];
}

export function readKey(accountId: string, name: ReadName, input: unknown, memorialId: number | null): QueryKey {
  return memorialId === null ? [...accountKey(accountId), name, input] : [...memorialKey(accountId, memorialId), name, input];
}

/** The memorial a read is about: the one the screen names, else the one in its address. */
export function memorialOf(input: { params?: unknown }, named?: number | null): number | null {
  if (named !== undefined && named !== null) return named;
  const memorial = (input.params as { memorial?: unknown } | undefined)?.memorial;
  return typeof memorial === 'number' ? memorial : null;
}

/**
 * Whether a cached read is one that a change touched: the same account and operation, and the
 * change's memorial when the read is about one (a list of all memorials is touched by any).
 */
export function isTouched(key: QueryKey, accountId: string, name: string, memorialId: number | null): boolean {
  if (key[0] !== 'account' || key[1] !== accountId) return false;
  if (key[2] === 'memorial') return key[4] === name && (memorialId === null || key[3] === memorialId);
  return key[2] === name;
}

/**
 * A read of one of the core's own operations (its caches, the local archive, the desk's sweep): keyed
 * like the API's reads, under the account (and memorial) it is about, so the same prefixes
 * refresh it; operations of no account sit under `app`.
 */
export function appReadKey(accountId: string | null, name: AppOperationName, args: unknown, memorialId: number | null = null): QueryKey {
  if (accountId === null) return ['app', name, args];
  return memorialId === null ? [...accountKey(accountId), name, args] : [...memorialKey(accountId, memorialId), name, args];
}

/**
 * Every read of one operation (API or the core's own) of an account, or of one of its memorials: the
 * prefix that refreshes them all, whatever their input.
 */
export function readsOf(
  accountId: string,
  name: ReadName | AppOperationName,
  memorialId: number | null = null,
): { queryKey: QueryKey; predicate: (query: { queryKey: QueryKey }) => boolean } {
  return { queryKey: accountKey(accountId), predicate: (query) => isTouched(query.queryKey, accountId, name, memorialId) };
}

/** Every read of one of the core's operations that belong to no account (all their inputs). */
export function appReadsOf(name: AppOperationName): { queryKey: QueryKey } {
  return { queryKey: ['app', name] };
}
