/**
 * Every change a person makes that goes through the durable outbox, described once: the words the
 * sync panel uses, the reads it alters (the renderer refreshes them when it ends), the ids it is
 * about, and how to tell after a lost answer whether it took effect.
 *
 * The API has no idempotency keys, so when a send's outcome was lost (a timeout, a cut connection,
 * a crash mid-send) the outbox reads the resource before it sends anything again. The table is
 * typed against the bridge's queued operations: one without an entry, or an entry without a way
 * to check, does not compile.
 */
import type { z } from 'zod';
import { operations, type AnyOperation, type Contribution, type Operations } from '../../shared/api';
import { WORDING_FIELDS } from '../../shared/api/memorials';
import type { QueuedName, ReadName, TributeStatus } from '../../shared/bridge';
import { LocalError, type CallAnswer, type CallInput } from '../service/client';
import { say } from '../../shared/i18n/words';
import { OFFLINE_WORDS } from './offline-words';
import { OUTBOX_SAID } from '../../shared/outbox-words';

/** A read through the account's scheduler, typed by the contract. */
export type Read = <O extends AnyOperation>(op: O, input: CallInput<O>) => Promise<CallAnswer<O>>;

export type Verdict = 'applied' | 'not-applied';

/** Where a tribute is, as the check before acting compares it. */
export interface TributePlace {
  status: TributeStatus;
  pinned: boolean;
}

/**
 * What the check before acting (decision-check.ts) compares before this change is sent, against
 * what the person saw: a decision on a tribute, and where it leaves the tribute (restore: back to
 * a status the API does not tell); the memorial's fields the change sets; or nothing to compare.
 */
export type CheckBeforeSending = { kind: 'tribute'; leaves: Partial<TributePlace> & { restored?: boolean } } | { kind: 'memorial' } | { kind: 'none' };

/** A queued change as the table sees it: the operation's inputs and what it is about. */
export interface Change<N extends QueuedName> {
  params: z.output<Operations[N]['params']>;
  body: Partial<z.output<Operations[N]['body']>>;
  memorialId: number | null;
  contributionId: number | null;
  /** When the person made it (ISO): a new post is matched by its time too. */
  createdAt: string;
}

export interface QueuedOperation<N extends QueuedName> {
  /** Words for the sync panel when the screen gives none. */
  label: string;
  /** The reads this change alters, of its memorial (or of the account when it has none). */
  touches: readonly ReadName[];
  /** What is compared with what the person saw, just before it is sent (decision-check.ts). */
  check: CheckBeforeSending;
  /**
   * The fields of its body that change the memorial's words: a change setting any of them waits
   * out the service's five-minute pause after the last one (spec 8). Absent: never paused.
   */
  wording?: readonly string[];
  /** The ids it is about. `memorialId` is what the screen named (tributes' addresses do not say). */
  subject(params: z.output<Operations[N]['params']>, memorialId: number | null): { memorialId: number | null; contributionId: number | null };
  /** Reads the service to tell whether the change took effect. A failed read throws (checked again later). */
  verify(change: Change<N>, read: Read): Promise<Verdict>;
  /**
   * When the service answers with the resource as changed: the reads that answer is, kept as read
   * (no request to see what the change left).
   */
  answerIs?(params: z.output<Operations[N]['params']>, answer: unknown): readonly { read: ReadName; input: CallInput; data: unknown }[];
}

/** How far apart our clock and the service's may be when matching a new post by its time. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const tribute = (params: { contribution: number }, memorialId: number | null) => ({ memorialId, contributionId: params.contribution });
const memorial = (params: { memorial: number }) => ({ memorialId: params.memorial, contributionId: null });

/** The tribute lists a change to a tribute alters. */
const TRIBUTE_READS = ['listContributions'] as const satisfies readonly ReadName[];

export const QUEUED_OPERATIONS: { readonly [N in QueuedName]: QueuedOperation<N> } = {
  updateMyMemorial: {
    label: OUTBOX_SAID.saveMemorial.message,
    touches: ['getMyMemorial', 'getMyMemorialStatus', 'listMyMemorials'],
    check: { kind: 'memorial' },
    wording: WORDING_FIELDS,
    subject: memorial,
    // PATCH answers with the memorial as changed (200 or 202): what its two reads would bring now.
    answerIs: (params, memorial) => [
      { read: 'getMyMemorial', input: { params }, data: { data: memorial } },
      { read: 'getMyMemorialStatus', input: { params }, data: memorial },
    ],
    async verify({ params, body }, read) {
      const { data } = (await read(operations.getMyMemorial, { params })).data;
      const now = data as unknown as Record<string, unknown>;
      // PATCH calls the obituary `description`; the memorial calls it `obituary`.
      const same = Object.entries(body).every(([field, value]) => now[field === 'description' ? 'obituary' : field] === value);
      return same ? 'applied' : 'not-applied';
    },
  },
  saveFund: {
    check: { kind: 'none' },
    label: OUTBOX_SAID.saveFund.message,
    touches: ['getFund'],
    subject: memorial,
    async verify({ params, body }, read) {
      const fund = (await read(operations.getFund, { params })).data as { exists: boolean; message?: string };
      return fund.exists && fund.message === body.message ? 'applied' : 'not-applied';
    },
  },
  deleteFund: {
    check: { kind: 'none' },
    label: OUTBOX_SAID.removeFund.message,
    touches: ['getFund'],
    subject: memorial,
    async verify({ params }, read) {
      const fund = (await read(operations.getFund, { params })).data as { exists: boolean };
      return fund.exists ? 'not-applied' : 'applied';
    },
  },
  createBroadcast: {
    check: { kind: 'none' },
    label: OUTBOX_SAID.post.message,
    touches: ['listBroadcasts'],
    subject: memorial,
    async verify({ params, body, createdAt }, read) {
      type Posted = { title: string; kind: string; content: string | null; location: string | null; starts_at: string | null; created_at: string };
      const list = (await read(operations.listBroadcasts, { params })).data as { data: Posted[] };
      const kind = body.kind ?? 'announcement';
      const since = Date.parse(createdAt) - CLOCK_SKEW_MS;
      const same = (a: unknown, b: string | null) => (a ?? null) === b || (typeof a === 'string' && a.trim() === '' && b === null);
      const sameTime = (a: unknown, b: string | null) => (a ?? null) === b || (typeof a === 'string' && b !== null && Date.parse(a) === Date.parse(b));
      const found = list.data.some(
        (b) =>
          b.title === body.title &&
          b.kind === kind &&
          same(body.content, b.content) &&
          same(body.location, b.location) &&
          sameTime(body.starts_at, b.starts_at) &&
          Date.parse(b.created_at) >= since,
      );
      return found ? 'applied' : 'not-applied';
    },
  },
  approveContribution: {
    check: { kind: 'tribute', leaves: { status: 'approved' } },
    label: OUTBOX_SAID.approve.message,
    touches: TRIBUTE_READS,
    subject: tribute,
    verify: (change, read) => inList(read, change, 'approved', () => true),
  },
  rejectContribution: {
    check: { kind: 'tribute', leaves: { status: 'rejected' } },
    label: OUTBOX_SAID.decline.message,
    touches: TRIBUTE_READS,
    subject: tribute,
    verify: (change, read) => inList(read, change, 'rejected', () => true),
  },
  hideContribution: {
    check: { kind: 'tribute', leaves: { status: 'hidden' } },
    label: OUTBOX_SAID.hide.message,
    touches: TRIBUTE_READS,
    subject: tribute,
    verify: (change, read) => inList(read, change, 'deleted', () => true),
  },
  restoreContribution: {
    check: { kind: 'tribute', leaves: { restored: true } },
    label: OUTBOX_SAID.restore.message,
    touches: TRIBUTE_READS,
    subject: tribute,
    async verify(change, read) {
      return (await inList(read, change, 'deleted', () => true)) === 'applied' ? 'not-applied' : 'applied';
    },
  },
  pinContribution: {
    check: { kind: 'tribute', leaves: { pinned: true } },
    label: OUTBOX_SAID.pin.message,
    touches: TRIBUTE_READS,
    subject: tribute,
    verify: (change, read) => inList(read, change, 'approved', (t) => t.is_pinned),
  },
  unpinContribution: {
    check: { kind: 'tribute', leaves: { pinned: false } },
    label: OUTBOX_SAID.unpin.message,
    touches: TRIBUTE_READS,
    subject: tribute,
    verify: (change, read) => inList(read, change, 'approved', (t) => !t.is_pinned),
  },
};

export function isQueuedName(name: string): name is QueuedName {
  return Object.hasOwn(QUEUED_OPERATIONS, name);
}

/** What the check before acting compares for a kept change (nothing for an operation this version does not know). */
export function checkOf(operation: string): CheckBeforeSending {
  return isQueuedName(operation) ? QUEUED_OPERATIONS[operation].check : { kind: 'none' };
}

/** Whether a kept change sets any of its operation's wording fields (the five-minute pause). */
export function changesWording(entry: { operation: string; body: Record<string, unknown> | null }): boolean {
  const wording = isQueuedName(entry.operation) ? QUEUED_OPERATIONS[entry.operation].wording : undefined;
  return wording !== undefined && Object.keys(entry.body ?? {}).some((field) => wording.includes(field));
}

/** The ids a change is about. */
export interface Subject {
  memorialId: number | null;
  contributionId: number | null;
}

/**
 * The table's entry for a name known only at run time, taking the params and change of any queued
 * operation. The one name picks both the entry and the operation that parses what it is given, so
 * each entry only ever meets its own operation's (its methods are checked bivariantly, as methods).
 */
function entryOf(name: QueuedName): QueuedOperation<QueuedName> {
  return QUEUED_OPERATIONS[name];
}

/** The ids a queued change is about, from its params as the bridge took them (parsed by its own operation). */
export function subjectOf(name: QueuedName, params: unknown, memorialId: number | null): Subject {
  return entryOf(name).subject(operations[name].params.parse(params ?? {}), memorialId);
}

/** A queued change as the outbox keeps it: the operation's name and inputs, and what it is about. */
export interface KeptChange extends Subject {
  operation: string;
  input: { params?: Record<string, unknown>; body?: Record<string, unknown> };
  createdAt: string;
}

/** The reads a change's answer is (its operation's `answerIs`), none for most. */
export function answerReadsOf(kept: KeptChange, answer: unknown): readonly { read: ReadName; input: CallInput; data: unknown }[] {
  if (!isQueuedName(kept.operation)) return [];
  const entry = entryOf(kept.operation);
  return entry.answerIs ? entry.answerIs(operations[kept.operation].params.parse(kept.input.params ?? {}), answer) : [];
}

/** Did a kept change take effect? Its own operation's check, on what the outbox kept. */
export async function verifyChange(kept: KeptChange, read: Read): Promise<Verdict> {
  if (!isQueuedName(kept.operation)) throw new Error('unknown operation');
  const name = kept.operation;
  const change: Change<QueuedName> = {
    params: operations[name].params.parse(kept.input.params ?? {}),
    body: kept.input.body ?? {},
    memorialId: kept.memorialId,
    contributionId: kept.contributionId,
    createdAt: kept.createdAt,
  };
  return entryOf(name).verify(change, read);
}

/** The contract's operation a kept change is sent with; one this version does not know is refused in plain words. */
export function operationOf(name: string): AnyOperation {
  const op = (operations as Record<string, AnyOperation>)[name];
  if (!op) throw new LocalError('internal', say(OFFLINE_WORDS.newerVersion));
  return op;
}

/**
 * While a change waits out the five-minute wording throttle (spec 8), which later changes must
 * wait behind it: the same memorial's wording (each version is checked in turn, in order) and any
 * change to the same fields. Settings, tributes and other memorials go at once: settings are
 * unthrottled, and nothing they touch depends on the waiting words.
 */
export function waitsBehind(
  parked: { memorialId: number | null; body: Record<string, unknown> | null },
  later: { memorialId: number | null; operation: string; body: Record<string, unknown> | null },
): boolean {
  if (parked.memorialId === null || later.memorialId !== parked.memorialId) return false;
  if (changesWording(later)) return true;
  return Object.keys(later.body ?? {}).some((field) => Object.hasOwn(parked.body ?? {}, field));
}

/** The service's pause between two wording changes of one memorial (spec 8), and a little more for our clocks. */
export const WORDING_PAUSE_MS = 5 * 60 * 1000 + 2_000;

/**
 * A wording change the service would refuse now (the memorial's words changed less than five
 * minutes ago, by a change of ours that ended): the time it may go, so the outbox parks it rather
 * than spend a request on a certain 429. Null for anything else.
 */
export function wordingPauseUntil(
  entry: { operation: string; accountId: string; memorialId: number | null; body: Record<string, unknown> | null },
  earlier: readonly {
    operation: string;
    accountId: string;
    memorialId: number | null;
    body: Record<string, unknown> | null;
    state: string;
    finishedAt: string | null;
  }[],
): number | null {
  if (!changesWording(entry)) return null;
  const last = earlier
    .filter((e) => e.state === 'done' && e.finishedAt !== null && e.accountId === entry.accountId && e.memorialId === entry.memorialId && changesWording(e))
    .reduce((latest, e) => Math.max(latest, Date.parse(e.finishedAt!)), Number.NEGATIVE_INFINITY);
  return Number.isFinite(last) ? last + WORDING_PAUSE_MS : null;
}

/**
 * Whether the tribute is in the list of that status and passes `test`. The API cannot read one
 * tribute, so the whole list is paged through, a hundred at a time, to its last page.
 */
async function inList(
  read: Read,
  change: { memorialId: number | null; contributionId: number | null },
  status: 'approved' | 'rejected' | 'deleted',
  test: (t: Contribution) => boolean,
): Promise<Verdict> {
  const { memorialId, contributionId } = change;
  // The bridge refuses a tribute's change without its memorial, so this is a bug, not a guess.
  if (memorialId === null || contributionId === null) throw new Error('A tribute change without its memorial cannot be checked.');
  for (let page = 1; ; page++) {
    const answer = await read(operations.listContributions, { params: { memorial: memorialId }, query: { status, per_page: 100, page } });
    const found = answer.data.data.find((t) => t.id === contributionId);
    if (found) return test(found) ? 'applied' : 'not-applied';
    if (page >= answer.data.meta.last_page || answer.data.data.length === 0) return 'not-applied';
  }
}
