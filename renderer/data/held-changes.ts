/**
 * A person's changes held back for Undo, from the moment they act (issue 28). The screen shows the
 * change at once, with its Undo, before the core has written it; an Undo pressed then (rolled keys, A
 * and U in the same instant) is kept and carried out as soon as the core has the change, so it always
 * wins. The change's id is chosen here and kept by the core, so the screen and the outbox speak of the
 * same change from the first moment.
 *
 * The core holds each change HOLD_GRACE_MS longer than the screen offers Undo: an Undo pressed at the
 * screen's last moment still reaches the core while the change is held. Changes are written to the core one
 * after another, in the order the person made them.
 */
import { useMemo } from 'react';
import { create } from 'zustand';
import type { ApiInput, OutboxEntry, QueuedName } from '../../shared/bridge';
import { HOLD_GRACE_MS } from '../../shared/bridge/names';
import { useAppStore } from './app-state';
import { appCall, queue } from './calls';

/** Records older than this whose change is no longer being written are forgotten. */
const KEEP_MS = 60 * 60_000;

export interface HeldChange {
  /** The change's id, chosen as the person acted. */
  id: string;
  /** The core's id for it (the same, unless an older core chose its own); null until the core has it. */
  entryId: string | null;
  /** How it shows until the core's entry arrives: queued, held until `heldUntil`. */
  entry: OutboxEntry;
  /** When the person acted, and until when Undo is offered (ms since the epoch). */
  actedAt: number;
  heldUntil: number;
  /** What it was decided about, as the screen showed it (a tribute in a list). */
  subject: unknown;
  written: 'writing' | 'written' | 'failed';
  /** The core's outbox has listed it (from then on the core's entry is what shows). */
  listed: boolean;
  /** `asked`: Undo was pressed and is on its way to the core; `done`: taken back. */
  undo: 'no' | 'asked' | 'done';
}

interface HeldState {
  changes: HeldChange[];
}

export const useHeldStore = create<HeldState>()(() => ({ changes: [] }));

/** The promises of the core's answers, by change id (not in the store: they are not state to draw). */
const writes = new Map<string, Promise<OutboxEntry>>();
/** Writes go to the core one after another, in the order the person made them. */
let lastWrite: Promise<unknown> = Promise.resolve();

function update(id: string, patch: Partial<HeldChange>): void {
  useHeldStore.setState((state) => ({ changes: state.changes.map((change) => (change.id === id ? { ...change, ...patch } : change)) }));
}

function find(id: string): HeldChange | undefined {
  return useHeldStore.getState().changes.find((change) => change.id === id || change.entryId === id);
}

export interface HoldOptions {
  /** How long the person may undo it, from now. */
  holdMs: number;
  memorialId: number | null;
  contributionId: number | null;
  /** What it is about as the screen showed it, for the screens it moves to (a tribute). */
  subject?: unknown;
  /** The reads it alters (the outbox entry's `touches`), as the core will say. */
  touches?: readonly string[];
}

/**
 * Makes a change held for Undo: on screen at once, written by the core in turn. `written` resolves
 * with the core's entry once it is on disk, or rejects with the core's words.
 */
export function holdChange<N extends QueuedName>(
  name: N,
  input: ApiInput<N> & { accountId: string },
  options: HoldOptions,
): { id: string; written: Promise<OutboxEntry> } {
  const id = crypto.randomUUID();
  const actedAt = Date.now();
  const heldUntil = actedAt + options.holdMs;
  const entry: OutboxEntry = {
    id,
    accountId: input.accountId,
    operation: name,
    label: input.label ?? name,
    memorialId: options.memorialId,
    contributionId: options.contributionId,
    touches: [...(options.touches ?? [])],
    holdUntil: new Date(heldUntil).toISOString(),
    body: input.body ?? null,
    createdAt: new Date(actedAt).toISOString(),
    state: 'queued',
    waiting: null,
    attempts: 0,
    message: null,
    code: null,
    finishedAt: null,
  };
  const held: HeldChange = { id, entryId: null, entry, actedAt, heldUntil, subject: options.subject, written: 'writing', listed: false, undo: 'no' };
  useHeldStore.setState((state) => ({
    changes: [...state.changes.filter((change) => change.written === 'writing' || change.actedAt > actedAt - KEEP_MS), held],
  }));
  const written = lastWrite.then(() => queue(name, { ...input, changeId: id, holdMs: options.holdMs + HOLD_GRACE_MS }));
  lastWrite = written.catch(() => undefined);
  writes.set(id, written);
  written.then(
    (kept) => update(id, { entryId: kept.id, written: 'written', listed: useAppStore.getState().outbox.some((entry) => entry.id === kept.id) }),
    () => update(id, { written: 'failed' }),
  );
  return { id, written };
}

/**
 * Undo: takes a change back, whether or not the core has it yet. Resolves once the core has forgotten it
 * (or it was never written); rejects, in the core's plain words, once it has gone to the service.
 */
export async function undoChange(id: string): Promise<void> {
  const held = find(id);
  if (!held) {
    await cancelInCore(id);
    return;
  }
  if (held.undo !== 'no') return;
  update(held.id, { undo: 'asked' });
  let kept: OutboxEntry;
  try {
    kept = await (writes.get(held.id) ?? Promise.reject(new Error('not written')));
  } catch {
    // Never written: there is nothing to take back.
    update(held.id, { undo: 'done' });
    return;
  }
  try {
    await cancelInCore(kept.id);
    update(held.id, { undo: 'done' });
  } catch (failure) {
    update(held.id, { undo: 'no' });
    throw failure;
  }
}

async function cancelInCore(id: string): Promise<void> {
  const { entries } = await appCall('outbox.cancel', { id });
  useAppStore.getState().setOutbox(entries);
}

/** The change made as the person acted, by its id or the core's: what it was about. */
export function heldChange(id: string): HeldChange | undefined {
  return find(id);
}

/**
 * The person's changes as the screens show them: the core's outbox, with each change still being
 * written shown as held from the moment of the act, each one undone gone at once, and each hold
 * ending when the screen's Undo ends (the core holds it a moment longer).
 */
export function changesInHand(outbox: readonly OutboxEntry[], held: readonly HeldChange[]): OutboxEntry[] {
  if (held.length === 0) return outbox as OutboxEntry[];
  const byEntry = new Map(held.map((change) => [change.entryId ?? change.id, change]));
  const shown: OutboxEntry[] = [];
  for (const entry of outbox) {
    const change = byEntry.get(entry.id);
    if (change && change.undo !== 'no' && entry.state === 'queued') continue;
    shown.push(change && entry.state === 'queued' && entry.holdUntil !== null ? { ...entry, holdUntil: change.entry.holdUntil } : entry);
  }
  const inCore = new Set(outbox.map((entry) => entry.id));
  for (const change of held) {
    if (change.written !== 'failed' && !change.listed && change.undo === 'no' && !inCore.has(change.entryId ?? change.id)) shown.push(change.entry);
  }
  return shown;
}

// Once the core's outbox lists a change, its entry is what shows (and a change the core later forgets,
// done and dismissed, is not brought back by its first picture).
useAppStore.subscribe((state, before) => {
  if (state.outbox === before.outbox) return;
  const listed = new Set(state.outbox.map((entry) => entry.id));
  const changes = useHeldStore.getState().changes;
  if (!changes.some((change) => !change.listed && listed.has(change.entryId ?? change.id))) return;
  useHeldStore.setState({
    changes: changes.map((change) => (!change.listed && listed.has(change.entryId ?? change.id) ? { ...change, listed: true } : change)),
  });
});

/** A change among those in hand, by the id the screen chose or the core's. */
export function entryOf(changes: readonly OutboxEntry[], id: string): OutboxEntry | undefined {
  const coreId = find(id)?.entryId;
  return changes.find((entry) => entry.id === id || (coreId != null && entry.id === coreId));
}

/** `changesInHand` for a screen. */
export function useChangesInHand(): OutboxEntry[] {
  const outbox = useAppStore((state) => state.outbox);
  const held = useHeldStore((state) => state.changes);
  return useMemo(() => changesInHand(outbox, held), [outbox, held]);
}

/** `changesInHand` as of this instant (for a key handler, which may run before the screen draws again). */
export function changesInHandNow(): OutboxEntry[] {
  return changesInHand(useAppStore.getState().outbox, useHeldStore.getState().changes);
}

/** Forgets every held change (tests, and a fresh start of the page). */
export function resetHeldChanges(): void {
  useHeldStore.setState({ changes: [] });
  writes.clear();
  lastWrite = Promise.resolve();
}
