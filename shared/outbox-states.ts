/**
 * Where a change in the outbox stands (OutboxEntry's `state`), apart from the bridge's schemas:
 * the renderer's first screen counts what waits without loading any schema.
 */
export const OUTBOX_STATES = ['queued', 'sending', 'checking', 'done', 'refused'] as const;
export type OutboxEntryState = (typeof OUTBOX_STATES)[number];

const UNFINISHED: ReadonlySet<OutboxEntryState> = new Set(['queued', 'sending', 'checking']);

/**
 * A change the service has not answered yet: queued, on the wire or being checked; done and
 * refused are over. The core (what it still sends, what an update waits for) and the renderer (what a
 * screen lays over the service's data, the count in the sync indicator) ask this one.
 */
export function isUnfinished(entry: { state: OutboxEntryState }): boolean {
  return UNFINISHED.has(entry.state);
}
