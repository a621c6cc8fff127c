/**
 * Every read main makes for the screens, the sweeps and the sign-ins goes through here: answered at
 * once from the replica when it has the answer, read from the service (through the account's
 * scheduler) when the answer is missing or older than its freshness (read-freshness.ts), identical
 * reads joined, and every changed answer told to the renderer so the screens follow without asking.
 *
 * Who asked decides the lane: a screen the person opened, or their "Check again", is the person's;
 * refreshing an answer that has grown old, counts, sweeps and reads after a change are the app's
 * own, in the background lane, which leaves a reserve of the minute to the person.
 */
import type { AnyOperation } from '../../shared/api';
import type { ReadName } from '../../shared/bridge';
import type { CallAnswer, CallInput } from '../service/client';
import type { Clock } from '../clock';
import { FRESH_JOIN_MS, JOIN_MS, READ_FRESHNESS } from './read-freshness';
import { canonicalInput, type Replica, type StoredRead } from './replica';

/**
 * - `open`: a screen the person opened; a kept answer is shown at once and, when old, read again in
 *   the person's lane.
 * - `background`: the app's own (a refetch, a count, a sweep); when old, read again in the background.
 * - `fresh`: the person asked to check now: the service's answer, not the kept one (unless it is
 *   only seconds old).
 * - `follow`: a screen following something under way that the person watches (a check, a draft,
 *   an export), on a backing-off pace of its own: the service's answer, in the person's lane (below
 *   their changes), whatever the freshness (unless only seconds old).
 * - `sweep`: the inbox sweep (waiting tributes), on a pace planned from the background share: the
 *   service's answer, in the background lane, ahead of the rest of the background work and not
 *   held back by the person's own reads (the scheduler's `first`): new tributes are what the person
 *   waits to see (issue 28).
 */
export type ReadAsk = 'open' | 'background' | 'fresh' | 'follow' | 'sweep';

export interface ReadAnswer extends StoredRead {
  /** The canonical input: with the account and operation, names the kept answer in `replica` events. */
  inputKey: string;
}

export interface ReplicaChange {
  accountId: string;
  operation: ReadName;
  inputKey: string;
  status: number;
  /** The new answer; absent when it is the same as the one kept (only its time moved on). */
  data?: unknown;
  readAt: number;
}

export type ReadCall = <O extends AnyOperation>(
  accountId: string,
  op: O,
  input: CallInput<O>,
  run: { lane: 'person' | 'background'; key: string; onSend: () => void; first?: boolean },
) => Promise<CallAnswer<O>>;

export interface ReadsOptions {
  replica: Replica;
  clock: Clock;
  call: ReadCall;
  operations: Record<ReadName, AnyOperation>;
  onChange: (change: ReplicaChange) => void;
  /** Moves a read waiting in the background lane (by its scheduler key) into the person's. */
  promote: (accountId: string, key: string) => void;
}

export class Reads {
  /** Reads on their way to the service, by account, operation and input, with when each left (or was asked). */
  private readonly inFlight = new Map<string, { promise: Promise<ReadAnswer>; sentAt: () => number }>();
  /** Answers never written down (read-freshness `memory`), only for joining. */
  private readonly memo = new Map<string, StoredRead>();
  /** When each kept answer was last made old by a change that touched it. */
  private readonly invalidated = new Map<string, number>();

  constructor(private readonly opts: ReadsOptions) {}

  /** The answer to a read: kept, or from the service. Fails only when nothing is kept and the service cannot answer. */
  async read(accountId: string, name: ReadName, input: CallInput, ask: ReadAsk): Promise<ReadAnswer> {
    const inputKey = canonicalInput(input);
    const id = idOf(accountId, name, inputKey);
    const kept = this.kept(accountId, name, inputKey, id);
    const now = this.opts.clock.now();
    if (kept) {
      const age = now - kept.readAt;
      const old = age >= READ_FRESHNESS[name].freshMs || (this.invalidated.get(id) ?? -1) >= kept.readAt;
      const asksService = ask === 'fresh' || ask === 'follow' || ask === 'sweep';
      if (asksService && (age >= (ask === 'fresh' ? FRESH_JOIN_MS : JOIN_MS) || old))
        return this.fetch(accountId, name, input, inputKey, ask === 'sweep' ? 'background' : 'person', ask === 'sweep');
      if (old && !asksService) {
        // Shown at once; the screens follow the new answer through `onChange`.
        this.fetch(accountId, name, input, inputKey, ask === 'open' ? 'person' : 'background').catch(() => undefined);
      }
      return { ...kept, inputKey };
    }
    return this.fetch(accountId, name, input, inputKey, ask === 'background' || ask === 'sweep' ? 'background' : 'person', ask === 'sweep');
  }

  /**
   * A change touched these reads (of one memorial, or all of the account's when null): their kept
   * answers are old from now on, so the next look reads them again (in the background).
   */
  invalidate(accountId: string, operations: readonly string[], memorialId: number | null): void {
    const now = this.opts.clock.now();
    for (const { operation, inputKey } of this.opts.replica.keysOf(accountId, operations, memorialId))
      this.invalidated.set(idOf(accountId, operation, inputKey), now);
    // Reads on the wire now, kept or not yet: what they bring may be from before the change.
    for (const id of this.inFlight.keys()) {
      const [account, operation] = id.split('\n');
      if (account === accountId && operations.includes(operation!)) this.invalidated.set(id, now);
    }
    for (const id of this.memo.keys()) {
      const [account, operation] = id.split('\n');
      if (account === accountId && operations.includes(operation!)) this.memo.delete(id);
    }
  }

  /**
   * The kept answer when it was read within `withinMs` and no change made it old since: as current
   * as a new request would be (the check before a change is sent takes it). Null otherwise.
   */
  recent(accountId: string, name: ReadName, input: CallInput, withinMs: number): StoredRead | null {
    const inputKey = canonicalInput(input);
    const id = idOf(accountId, name, inputKey);
    const kept = this.kept(accountId, name, inputKey, id);
    if (!kept || this.opts.clock.now() - kept.readAt >= withinMs || (this.invalidated.get(id) ?? -1) >= kept.readAt) return null;
    return kept;
  }

  /**
   * An answer read outside (a sign-in, before its account existed; a check before a change; the
   * resource a change answered with), kept as if read here. It is newer than any change that made
   * the kept one old before it.
   */
  keep(accountId: string, name: ReadName, input: CallInput, answer: { status: number; data: unknown }, readAt: number): void {
    const inputKey = canonicalInput(input);
    const id = idOf(accountId, name, inputKey);
    if ((this.invalidated.get(id) ?? Number.POSITIVE_INFINITY) <= readAt) this.invalidated.delete(id);
    const kept: StoredRead = { status: answer.status, data: answer.data, readAt };
    if (READ_FRESHNESS[name].keep === 'memory') this.memo.set(id, kept);
    else if (this.opts.replica.put(accountId, name, inputKey, memorialOf(input), kept)) this.opts.onChange({ accountId, operation: name, inputKey, ...kept });
  }

  /** An account signed out: nothing of it is kept. */
  forget(accountId: string): void {
    this.opts.replica.forgetAccount(accountId);
    for (const map of [this.memo, this.invalidated]) for (const id of map.keys()) if (id.startsWith(`${accountId}\n`)) map.delete(id);
  }

  // -------------------------------------------------------------------------------------------

  private kept(accountId: string, name: ReadName, inputKey: string, id: string): StoredRead | null {
    if (READ_FRESHNESS[name].keep === 'disk') return this.opts.replica.get(accountId, name, inputKey);
    const answer = this.memo.get(id);
    if (answer && this.opts.clock.now() - answer.readAt >= READ_FRESHNESS[name].freshMs) {
      this.memo.delete(id);
      return null;
    }
    return answer ?? null;
  }

  private fetch(accountId: string, name: ReadName, input: CallInput, inputKey: string, lane: 'person' | 'background', first = false): Promise<ReadAnswer> {
    const id = idOf(accountId, name, inputKey);
    const joined = this.inFlight.get(id);
    // A person's read joins one still waiting its turn (the scheduler lifts it into their lane by its key).
    if (joined) {
      // A person's interest lifts a read still waiting its turn into their lane.
      if (lane === 'person') this.opts.promote(accountId, `${accountId}:${id}`);
      // One that left before a change altered what it reads answers from before that change:
      // wait for it, then ask once more.
      if (joined.sentAt() <= (this.invalidated.get(id) ?? Number.NEGATIVE_INFINITY)) {
        return joined.promise.then(
          () => this.fetch(accountId, name, input, inputKey, lane, first),
          () => this.fetch(accountId, name, input, inputKey, lane, first),
        );
      }
      return joined.promise;
    }
    let sentAt = this.opts.clock.now();
    const op = this.opts.operations[name];
    const request = this.opts
      .call(accountId, op, input, {
        lane,
        key: `${accountId}:${id}`,
        onSend: () => (sentAt = this.opts.clock.now()),
        ...(first ? { first: true } : {}),
      })
      .then((answer) => {
        // The answer is as of when the request left: a change that ended after that is not in it.
        const kept: StoredRead = { status: answer.status, data: answer.data, readAt: sentAt };
        if (READ_FRESHNESS[name].keep === 'memory') this.memo.set(id, kept);
        else if (this.opts.replica.put(accountId, name, inputKey, memorialOf(input), kept)) {
          this.opts.onChange({ accountId, operation: name, inputKey, ...kept });
        } else this.opts.onChange({ accountId, operation: name, inputKey, status: kept.status, readAt: kept.readAt });
        return { ...kept, inputKey };
      })
      .finally(() => {
        if (this.inFlight.get(id)?.promise === request) this.inFlight.delete(id);
      });
    this.inFlight.set(id, { promise: request, sentAt: () => sentAt });
    return request;
  }
}

function idOf(accountId: string, operation: string, inputKey: string): string {
  return `${accountId}\n${operation}\n${inputKey}`;
}

/** The memorial a read is about, from its address. */
function memorialOf(input: CallInput): number | null {
  const memorial = (input.params as { memorial?: unknown } | undefined)?.memorial;
  return typeof memorial === 'number' ? memorial : null;
}
