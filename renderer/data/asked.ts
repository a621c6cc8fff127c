/**
 * Reads the person is waiting for, although no screen asked anew: the lists a change of theirs
 * touched, read again once it has ended. Their next fetch goes in the person's lane, not the
 * background one that may wait out the minute's budget.
 */
import { hashKey, type QueryKey } from '@tanstack/react-query';

const asked = new Set<string>();

export function markPersonAsked(key: QueryKey): void {
  asked.add(hashKey(key));
}

/** True once for a key marked: the fetch that takes it is the person's own. */
export function takePersonAsked(key: QueryKey): boolean {
  return asked.delete(hashKey(key));
}
