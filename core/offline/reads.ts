/**
 * Every read the core makes for the screens, the sweeps and the sign-ins goes through here: answered at
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

/** A change that made kept answers old: when (ms) and its place in the order of changes. */
interface Rule {
  at: number;
  seq: number;
}

/** The changes that touched one account's read (an operation): the latest of each kind. */
interface OperationRules {
  /** The latest that touched every memorial's (memorial null): makes all of the operation's answers old. */
  all: Rule | null;
  /** The latest that touched one memorial's, whichever: makes the account-wide answers (memorial null) old. */
  anyMemorial: Rule | null;
  /** The latest that touched each memorial's: makes that memorial's answers old. */
  memorials: Map<number, Rule>;
}

export class Reads {
  /** Reads on their way to the service, by account, operation and input, with how many changes were noted when each left (or was asked). */
  private readonly inFlight = new Map<string, { promise: Promise<ReadAnswer>; sentSeq: () => number }>();
  /** Answers never written down (read-freshness `memory`), only for joining. */
  private readonly memo = new Map<string, StoredRead>();
  /** The changes that made kept answers old, by account and operation (in memory: nothing is looked up to note one). */
  private readonly rules = new Map<string, OperationRules>();
  /**
   * Kept answers known to be newer than the changes up to `seq` (read after them, or kept as
   * newer): only later changes make them old. Held only while some change before them matters.
   */
  private readonly answered = new Map<string, { seq: number; readAt: number }>();
  /** How many changes were noted: each rule's place in their order. */
  private seq = 0;

  /** Accounts signed out in this run: an answer of theirs still on its way then is never kept. */
  private readonly forgotten = new Set<string>();

  constructor(private readonly opts: ReadsOptions) {}

  /** The answer to a read: kept, or from the service. Fails only when nothing is kept and the service cannot answer. */
  async read(accountId: string, name: ReadName, input: CallInput, ask: ReadAsk): Promise<ReadAnswer> {
    const inputKey = canonicalInput(input);
    const id = idOf(accountId, name, inputKey);
    // Asked of the replica now, before anything later: a keep() made before this read is seen by it.
    const kept = await this.kept(accountId, name, inputKey, id);
    const now = this.opts.clock.now();
    if (kept) {
      const age = now - kept.readAt;
      const old = age >= READ_FRESHNESS[name].freshMs || this.madeOldAt(accountId, name, memorialOf(input), id, kept.readAt) >= kept.readAt;
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
   * answers are old from now on, so the next look reads them again (in the background). About one
   * memorial: that memorial's answers and the account-wide ones (a list) of each operation; null:
   * every answer of each operation. Reads on the wire now bring what may be from before the change,
   * so theirs are old too. Noted in memory as a rule, at once; nothing is looked up.
   */
  invalidate(accountId: string, operations: readonly string[], memorialId: number | null): void {
    const rule: Rule = { at: this.opts.clock.now(), seq: ++this.seq };
    for (const operation of operations) {
      const key = `${accountId}\n${operation}`;
      let rules = this.rules.get(key);
      if (!rules) this.rules.set(key, (rules = { all: null, anyMemorial: null, memorials: new Map() }));
      if (memorialId === null) rules.all = rule;
      else {
        rules.anyMemorial = rule;
        rules.memorials.set(memorialId, rule);
      }
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
  async recent(accountId: string, name: ReadName, input: CallInput, withinMs: number): Promise<StoredRead | null> {
    const inputKey = canonicalInput(input);
    const id = idOf(accountId, name, inputKey);
    const kept = await this.kept(accountId, name, inputKey, id);
    if (!kept || this.opts.clock.now() - kept.readAt >= withinMs || this.madeOldAt(accountId, name, memorialOf(input), id, kept.readAt) >= kept.readAt)
      return null;
    return kept;
  }

  /**
   * An answer read outside (a sign-in, before its account existed; a check before a change; the
   * resource a change answered with), kept as if read here. It is newer than any change that made
   * the kept one old before it. Given to the replica at once (a read asked after this sees it);
   * resolves once it is written and the screens are told.
   */
  async keep(accountId: string, name: ReadName, input: CallInput, answer: { status: number; data: unknown }, readAt: number): Promise<void> {
    // Signed out while it was on its way (a change's answer, a check before one): never kept.
    if (this.forgotten.has(accountId)) return;
    const inputKey = canonicalInput(input);
    const id = idOf(accountId, name, inputKey);
    const memorial = memorialOf(input);
    // Newer than every change noted so far, or older than one of them (and so old already).
    if (this.madeOldAt(accountId, name, memorial, id, null) <= readAt) this.answeredAfter(accountId, name, memorial, id, this.seq, readAt);
    else this.answered.delete(id);
    const kept: StoredRead = { status: answer.status, data: answer.data, readAt };
    if (READ_FRESHNESS[name].keep === 'memory') this.memo.set(id, kept);
    else if (await this.opts.replica.put(accountId, name, inputKey, memorial, kept)) this.opts.onChange({ accountId, operation: name, inputKey, ...kept });
  }

  /** An account signed out: nothing of it is kept. */
  async forget(accountId: string): Promise<void> {
    this.forgotten.add(accountId);
    const prefix = `${accountId}\n`;
    for (const map of [this.memo, this.rules, this.answered]) for (const id of map.keys()) if (id.startsWith(prefix)) map.delete(id);
    await this.opts.replica.forgetAccount(accountId);
  }

  // -------------------------------------------------------------------------------------------

  /** Asks the replica now (the call is in the Store's queue when this returns). */
  private kept(accountId: string, name: ReadName, inputKey: string, id: string): Promise<StoredRead | null> {
    if (READ_FRESHNESS[name].keep === 'disk') return this.opts.replica.get(accountId, name, inputKey);
    const answer = this.memo.get(id);
    if (answer && this.opts.clock.now() - answer.readAt >= READ_FRESHNESS[name].freshMs) {
      this.memo.delete(id);
      return Promise.resolve(null);
    }
    return Promise.resolve(answer ?? null);
  }

  /** The rules that touch a read about `memorial` (null: an account-wide one). */
  private rulesOf(accountId: string, operation: string, memorial: number | null): Rule[] {
    const rules = this.rules.get(`${accountId}\n${operation}`);
    if (!rules) return [];
    const touching = [rules.all, memorial === null ? rules.anyMemorial : (rules.memorials.get(memorial) ?? null)];
    return touching.filter((rule) => rule !== null);
  }

  /**
   * When the latest change that made this kept answer (read at `readAt`) old was noted, or -1: the
   * answer is old when that is at or after its readAt. `readAt` null: every change, whatever was kept.
   */
  private madeOldAt(accountId: string, operation: string, memorial: number | null, id: string, readAt: number | null): number {
    const answered = this.answered.get(id);
    const after = readAt !== null && answered?.readAt === readAt ? answered.seq : 0;
    let at = -1;
    for (const rule of this.rulesOf(accountId, operation, memorial)) if (rule.seq > after && rule.at > at) at = rule.at;
    return at;
  }

  /** Whether a change touching this read was noted after the `seq`th. */
  private changedSince(accountId: string, operation: string, memorial: number | null, seq: number): boolean {
    return this.rulesOf(accountId, operation, memorial).some((rule) => rule.seq > seq);
  }

  /** The answer kept (read at `readAt`) is newer than the changes up to `seq`: only later ones make it old. */
  private answeredAfter(accountId: string, operation: string, memorial: number | null, id: string, seq: number, readAt: number): void {
    // Without a change up to `seq` that touches it, every change that does is later: nothing to hold.
    if (this.rulesOf(accountId, operation, memorial).some((rule) => rule.seq <= seq)) this.answered.set(id, { seq, readAt });
    else this.answered.delete(id);
  }

  private fetch(accountId: string, name: ReadName, input: CallInput, inputKey: string, lane: 'person' | 'background', first = false): Promise<ReadAnswer> {
    const id = idOf(accountId, name, inputKey);
    const memorial = memorialOf(input);
    const joined = this.inFlight.get(id);
    // A person's read joins one still waiting its turn (the scheduler lifts it into their lane by its key).
    if (joined) {
      // A person's interest lifts a read still waiting its turn into their lane.
      if (lane === 'person') this.opts.promote(accountId, `${accountId}:${id}`);
      // One that left before a change altered what it reads answers from before that change:
      // wait for it, then ask once more.
      if (this.changedSince(accountId, name, memorial, joined.sentSeq())) {
        return joined.promise.then(
          () => this.fetch(accountId, name, input, inputKey, lane, first),
          () => this.fetch(accountId, name, input, inputKey, lane, first),
        );
      }
      return joined.promise;
    }
    let sentAt = this.opts.clock.now();
    let sentSeq = this.seq;
    const op = this.opts.operations[name];
    const request = this.opts
      .call(accountId, op, input, {
        lane,
        key: `${accountId}:${id}`,
        onSend: () => {
          sentAt = this.opts.clock.now();
          sentSeq = this.seq;
        },
        ...(first ? { first: true } : {}),
      })
      .then(async (answer) => {
        // The answer is as of when the request left: a change noted after that is not in it.
        const kept: StoredRead = { status: answer.status, data: answer.data, readAt: sentAt };
        this.answeredAfter(accountId, name, memorial, id, sentSeq, sentAt);
        // Signed out while it was on its way: answered to whoever asked, never kept.
        if (this.forgotten.has(accountId)) return { ...kept, inputKey };
        if (READ_FRESHNESS[name].keep === 'memory') this.memo.set(id, kept);
        else if (await this.opts.replica.put(accountId, name, inputKey, memorial, kept)) {
          this.opts.onChange({ accountId, operation: name, inputKey, ...kept });
        } else this.opts.onChange({ accountId, operation: name, inputKey, status: kept.status, readAt: kept.readAt });
        return { ...kept, inputKey };
      })
      // Joined until its answer is kept: a read asked meanwhile waits for it rather than asking again.
      .finally(() => {
        if (this.inFlight.get(id)?.promise === request) this.inFlight.delete(id);
      });
    this.inFlight.set(id, { promise: request, sentSeq: () => sentSeq });
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
