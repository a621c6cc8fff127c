/**
 * What the outbox keeps of each change (the bridge's OutboxEntry, plus the change's inputs, what
 * the person saw, and the backoff), and the views of it the outbox hands out. The same schema
 * reads a row of state.sqlite's `outbox` table (outbox-store.ts) and an entry of the `outbox.json`
 * that versions before the Store kept: fields added since have defaults, so an older entry is
 * read as unknown in them, never as unreadable.
 *
 * It holds each change's operation inputs and labels, never a token.
 */
import { z } from 'zod';
import { OutboxEntry, Seen } from '../../shared/bridge';
import { lazy } from '../../shared/api/lazy';

const Json = lazy(() => z.record(z.string(), z.unknown()));
export const OutboxInput = lazy(() => z.strictObject({ params: Json.optional(), query: Json.optional(), body: Json.optional() }));
export type OutboxInput = z.infer<typeof OutboxInput>;

/** What `send` and `verify` receive: the entry and the change itself. */
export type OutboxRecord = OutboxEntry & { input: OutboxInput; seen?: Seen | null };

export const StoredEntry = lazy(() =>
  OutboxEntry.extend({
    // Written by earlier versions without these: read as unknown, never as an unreadable file.
    contributionId: z.number().int().nullable().default(null),
    touches: z.array(z.string()).default([]),
    body: Json.nullable().default(null),
    holdUntil: z.string().nullable().default(null),
    waiting: OutboxEntry.shape.waiting.default(null),
    input: OutboxInput,
    /** What the person saw when they made the change (compared by `checkBeforeSend`). */
    seen: Seen.nullable().default(null),
    /** Not before this time (ms): backoff, or Retry-After. */
    retryAt: z.number().nullable(),
    /** Waits for notifyOnline (signed out, or the scheduler was closed). */
    held: z.boolean(),
    /**
     * Waits out a pause the service set for this one thing (the five-minute wording throttle), not
     * for the account: changes behind it that `waitsBehind` says are independent may go first.
     */
    parked: z.boolean().default(false),
    /** Consecutive failures, for backoff. */
    failures: z.number().int(),
    /** Failures that left the outcome unknown (5xx, unclassified); after a few, give up once verify says not applied. */
    troubles: z.number().int(),
  }),
);
export type StoredEntry = z.infer<typeof StoredEntry>;

/** The entry as the renderer may see it: copies of what it shows. */
export function publicEntry(entry: StoredEntry): OutboxEntry {
  return {
    id: entry.id,
    accountId: entry.accountId,
    operation: entry.operation,
    label: entry.label,
    memorialId: entry.memorialId,
    contributionId: entry.contributionId,
    touches: [...entry.touches],
    body: entry.body ? structuredClone(entry.body) : null,
    holdUntil: entry.holdUntil,
    waiting: entry.waiting ? { ...entry.waiting } : null,
    createdAt: entry.createdAt,
    state: entry.state,
    attempts: entry.attempts,
    message: entry.message,
    ...(entry.words ? { words: structuredClone(entry.words) } : {}),
    code: entry.code,
    finishedAt: entry.finishedAt,
    ...(entry.conflict ? { conflict: structuredClone(entry.conflict) } : {}),
  };
}

/** The entry and the change itself, as `send` and `verify` receive it: copies, so nothing they do reaches the list. */
export function record(entry: StoredEntry): OutboxRecord {
  return { ...publicEntry(entry), input: structuredClone(entry.input), seen: entry.seen ? structuredClone(entry.seen) : null };
}
