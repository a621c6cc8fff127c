/** The person's changes, written down before the screen calls them queued: the list, Undo, forgetting one seen. */
import { z } from 'zod';
import { Empty } from './ids';
import { OUTBOX_STATES } from '../outbox-states';
import { ChangedElsewhere } from './api';
import { WordsField } from './words-field';
import { lazy } from '../api/lazy';

export const OutboxEntry = lazy(() =>
  z.strictObject({
    id: z.string(),
    accountId: z.string(),
    operation: z.string(),
    label: z.string(),
    /** The memorial and the tribute the change is about, so each screen can show it where it belongs. */
    memorialId: z.number().int().nullable(),
    contributionId: z.number().int().nullable(),
    /** The reads the change alters (operation names): refreshed when it ends. */
    touches: z.array(z.string()),
    /** While the person may still take it back (Undo): it is not sent before this time (ISO). */
    holdUntil: z.string().nullable(),
    /** What the person asked for (the request's body: their own words and settings), to show while it waits. */
    body: z.record(z.string(), z.unknown()).nullable(),
    createdAt: z.string(),
    /**
     * queued: written, waiting its turn. sending: on the wire. checking: a send's outcome was lost
     * (timeout, cut connection), so the resource is read before anything is sent again.
     * done: the service accepted it. refused: the service said no, in its own words (`message`).
     */
    state: z.enum(OUTBOX_STATES),
    /**
     * While queued, what it waits for, and until about when (ISO; null when nobody can say): the
     * minute's request limit, the connection, the five-minute pause between wording changes, or a
     * sign-in. Null when it is simply next. `sending` is said only while it is on the wire.
     */
    waiting: z
      .strictObject({
        reason: z.enum(['limit', 'network', 'wording', 'signed-out']),
        until: z.string().nullable(),
      })
      .nullable(),
    attempts: z.number().int(),
    message: z.string().nullable(),
    /** The message as a catalog message when it is the core's own (the service gave no words); absent otherwise. */
    words: WordsField,
    code: z.string().nullable(),
    finishedAt: z.string().nullable(),
    /** With code `changed_elsewhere`: what changed on the service since the person saw it. */
    conflict: ChangedElsewhere.optional(),
  }),
);
export type OutboxEntry = z.infer<typeof OutboxEntry>;

export const OutboxState = lazy(() => z.strictObject({ entries: z.array(OutboxEntry) }));
export type OutboxState = z.infer<typeof OutboxState>;

export const OUTBOX_OPERATIONS = {
  'outbox.list': { args: Empty, result: OutboxState },
  /** Undo: take back a change that has not gone out yet (refused, in plain words, once it has). */
  'outbox.cancel': lazy(() => ({ args: z.strictObject({ id: z.string().min(1).max(100) }), result: OutboxState })),
  /** Forget a finished entry (done or refused) once the person has seen it. */
  'outbox.dismiss': lazy(() => ({ args: z.strictObject({ id: z.string().min(1).max(100) }), result: OutboxState })),
} as const;
