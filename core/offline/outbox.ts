/**
 * The durable queue of a person's changes (approve, reject, hide, edit ...). A change is on disk
 * before anyone calls it queued, is sent in order once the service can be reached, and keeps its
 * result (done, or refused in the service's own words) until the person dismisses it, also across
 * restarts.
 *
 * The API has no idempotency keys, so nothing is sent twice blindly: the entry is written as
 * `sending` before each send, and an entry whose send may or may not have arrived (a timeout, a cut
 * connection, a crash while `sending`) becomes `checking`: `verify` reads the resource to learn
 * whether the change took effect before anything is sent again.
 *
 * The list lives in state.sqlite's `outbox` table (outbox-store.ts), each change a row written
 * before anyone is told it is queued; what a failure means for a change is decided apart, in one
 * pure function (outbox-outcome.ts). The rows hold each change's operation inputs and labels, never
 * a token.
 */
import { CHANGED_ELSEWHERE, type ChangedElsewhere, type OutboxEntry, type Seen } from '../../shared/bridge';
import { isUnfinished } from '../../shared/outbox-states';
import { Alarm, type Clock } from '../clock';
import type { Files } from '../ports';
import { ServiceError } from '../service/client';
import { NotSentError } from '../service/scheduler';
import type { Store } from '../store/store';
import { OutboxInput, publicEntry, record, type OutboxRecord, type StoredEntry } from './outbox-entry';
import { outcomeOfCheck, outcomeOfFailure, type FailureOutcome, type FailureStage } from './outbox-outcome';
import { NOT_CHECKED_BY_THIS_VERSION, NOT_SENT_BY_THIS_VERSION, OutboxStore } from './outbox-store';
import { OUTBOX_SAID } from '../../shared/outbox-words';
import type { Words } from '../../shared/i18n/words';

export type { OutboxInput, OutboxRecord } from './outbox-entry';

/** What `checkBeforeSend` found: the change is not sent, and the person is told why. */
export interface HeldBack {
  conflict: ChangedElsewhere;
  message: string;
}

export interface OutboxOptions {
  /** What must never be lost (state.sqlite, core/store/state.ts): the list is its `outbox` table. */
  state: Store;
  /** The data folder: an older version's outbox.json there is carried into the table once, at start. */
  files?: Files;
  clock: Clock;
  /**
   * Sends one change (through the account's scheduler, in the changes' lane). Fails with the
   * client's typed errors. `onWire` must be awaited right before the request leaves: the entry is
   * written as `sending` then, not while it waits its turn; it throws NotSentError when the change
   * was taken back meanwhile.
   */
  send: (entry: OutboxRecord, onWire: () => Promise<void>) => Promise<{ status: number; data: unknown }>;
  /** What a change of this account would wait for if it went now (the minute's limit), for the words while it waits. */
  waitingFor?: (accountId: string) => { reason: 'limit'; until: number } | null;
  /**
   * A change the service is known to refuse before a time (a second wording change within five
   * minutes of the last one, `earlier` being the changes that ended): not sent before then, but
   * parked at once, so the changes that do not depend on it go meanwhile.
   */
  notBefore?: (entry: OutboxRecord, earlier: readonly OutboxRecord[]) => number | null;
  /** Reads the resource: did this change take effect? */
  verify: (entry: OutboxRecord) => Promise<'applied' | 'not-applied' | 'unknown'>;
  onChange?: (entries: OutboxEntry[]) => void;
  /**
   * Whether this version can send and check an operation. A change written by another version
   * that this one cannot is refused at start, in plain words, rather than held for ever.
   */
  knows?: (operation: string) => boolean;
  /**
   * Whether `later` must stay behind `parked`, an earlier change waiting out a pause about itself
   * (the wording throttle). Default: always (strict order). The app lets other changes (settings,
   * tributes, other memorials) go while a wording change waits its five minutes.
   */
  waitsBehind?: (parked: OutboxRecord, later: OutboxRecord) => boolean;
  /**
   * Check before acting (decision-check.ts): called just before a change that carries what the
   * person saw is sent, with the account's other changes still to go (so one read serves a batch).
   * A `HeldBack` ends the change `refused` with code `changed_elsewhere` instead of sending it. A
   * read that fails is treated like a send that never left: the change waits and is checked again.
   */
  checkBeforeSend?: (entry: OutboxRecord, waiting: OutboxRecord[]) => Promise<HeldBack | null>;
  /**
   * Told of each change the service accepted, with the service's answer (the check remembers what
   * the person's own changes left; an answer that is the resource as changed is kept as read).
   */
  onDone?: (entry: OutboxRecord, answer: { status: number; data: unknown }) => void;
  /** Finished entries are forgotten after this long. Default 7 days. */
  keepFinishedMs?: number;
  /** Backoff after a failure: first delay, doubling up to the maximum. Default 2 s to 60 s. */
  retryFirstMs?: number;
  retryMaxMs?: number;
}

export interface EnqueueArgs {
  /**
   * The change's id, when the renderer chose it as the person acted (so the screen shows the very
   * change it will hear about, and Undo can name it before this answer is back). A second enqueue
   * with the same id is the same change: it is answered with the entry already kept.
   */
  id?: string;
  accountId: string;
  operation: string;
  input: OutboxInput;
  label: string;
  memorialId?: number | null;
  contributionId?: number | null;
  touches?: readonly string[];
  /**
   * Keep it this long before sending, so the person can take it back (Undo). It is on disk all the
   * while: a crash during the hold loses nothing (the next start sends it).
   */
  holdMs?: number;
  /** What the person saw when they made it; without it, no check before sending. */
  seen?: Seen | null;
}

export class Outbox {
  private readonly store: OutboxStore;
  private readonly clock: Clock;
  private readonly send: OutboxOptions['send'];
  private readonly verify: OutboxOptions['verify'];
  private readonly checkBeforeSend: OutboxOptions['checkBeforeSend'];
  private readonly onDone: OutboxOptions['onDone'];
  private readonly onChange: OutboxOptions['onChange'];
  private readonly knows: (operation: string) => boolean;
  private readonly waitsBehind: (parked: OutboxRecord, later: OutboxRecord) => boolean;
  private readonly waitingFor: NonNullable<OutboxOptions['waitingFor']>;
  private readonly notBefore: NonNullable<OutboxOptions['notBefore']>;
  private readonly keepFinishedMs: number;
  private readonly retryFirstMs: number;
  private readonly retryMaxMs: number;

  private list: StoredEntry[] = [];
  private started = false;
  /** Accounts signed out in this run: their entries are forgotten (prune), one on the wire once it ends. */
  private readonly forgotten = new Set<string>();
  private closed = false;
  /** Accounts with a send or verify under way: one at a time per account. */
  private readonly active = new Set<string>();
  private busy = 0;
  /** The one timer that wakes the pump (next send slot, backoff or Retry-After). */
  private readonly wake: Alarm;
  private idleWaiters: (() => void)[] = [];

  constructor(opts: OutboxOptions) {
    this.clock = opts.clock;
    this.store = new OutboxStore(opts.state, {
      clock: opts.clock,
      ...(opts.files ? { files: opts.files } : {}),
      entries: () => this.list,
      onWritten: () => this.checkIdle(),
    });
    this.wake = new Alarm(this.clock, () => this.pump());
    this.send = opts.send;
    this.verify = opts.verify;
    this.checkBeforeSend = opts.checkBeforeSend;
    this.onDone = opts.onDone;
    this.onChange = opts.onChange;
    this.knows = opts.knows ?? (() => true);
    this.waitsBehind = opts.waitsBehind ?? (() => true);
    this.waitingFor = opts.waitingFor ?? (() => null);
    this.notBefore = opts.notBefore ?? (() => null);
    this.keepFinishedMs = opts.keepFinishedMs ?? 7 * 24 * 60 * 60 * 1000;
    this.retryFirstMs = opts.retryFirstMs ?? 2_000;
    this.retryMaxMs = opts.retryMaxMs ?? 60_000;
  }

  /**
   * Loads the list (carrying an older version's file across once) and starts sending. Entries a
   * crash left `sending` are checked before anything else; waits and holds from the last run are
   * forgotten.
   */
  async start(): Promise<void> {
    if (this.started) return;
    this.list = await this.store.load();
    let changed = this.prune();
    for (const entry of this.list) {
      if (isFinished(entry)) continue;
      if (!this.knows(entry.operation)) {
        // It may have left while another version had it: then this one cannot say whether it arrived.
        this.finish(entry, 'refused', entry.state === 'queued' ? NOT_SENT_BY_THIS_VERSION : NOT_CHECKED_BY_THIS_VERSION, 'unknown_operation');
        changed = true;
        continue;
      }
      if (entry.state === 'sending') {
        entry.state = 'checking';
        changed = true;
      }
      // A fresh start tries everything once more, at once (the scheduler still honours a rate limit);
      // a hold for Undo did not outlive the run it was made in.
      entry.retryAt = null;
      entry.held = false;
      entry.holdUntil = null;
      entry.waiting = null;
    }
    this.started = true;
    if (changed) await this.commit();
    this.pump();
  }

  /** Resolves once the change is on disk, with the entry the renderer may see. */
  async enqueue(args: EnqueueArgs): Promise<OutboxEntry> {
    if (!this.started || this.closed) throw new Error('The outbox is not running.');
    const known = args.id === undefined ? undefined : this.list.find((e) => e.id === args.id);
    if (known) return publicEntry(known);
    const entry: StoredEntry = {
      id: args.id ?? crypto.randomUUID(),
      accountId: args.accountId,
      operation: args.operation,
      label: args.label,
      memorialId: args.memorialId ?? null,
      contributionId: args.contributionId ?? null,
      touches: [...(args.touches ?? [])],
      body: args.input.body ? structuredClone(args.input.body) : null,
      holdUntil: args.holdMs ? new Date(this.clock.now() + args.holdMs).toISOString() : null,
      waiting: null,
      createdAt: new Date(this.clock.now()).toISOString(),
      state: 'queued',
      attempts: 0,
      message: null,
      code: null,
      finishedAt: null,
      input: OutboxInput.parse(args.input),
      seen: args.seen ?? null,
      retryAt: null,
      held: false,
      parked: false,
      failures: 0,
      troubles: 0,
    };
    this.list.push(entry);
    try {
      await this.commit();
    } catch (error) {
      this.list = this.list.filter((e) => e !== entry);
      throw error;
    }
    const queued = publicEntry(entry);
    this.pump();
    return queued;
  }

  entries(): OutboxEntry[] {
    return this.list.map(publicEntry);
  }

  /**
   * Takes a change back (Undo) while it has not gone out: only a queued entry, which is not on the
   * wire, can be; it is forgotten as if it had never been made. False when it is already on its way.
   */
  async cancel(id: string): Promise<boolean> {
    const entry = this.list.find((e) => e.id === id);
    if (!entry || entry.state !== 'queued') return false;
    this.list = this.list.filter((e) => e !== entry);
    await this.commit();
    this.pump();
    return true;
  }

  /** Forgets a finished entry (done or refused). Entries still on their way cannot be dismissed. */
  async dismiss(id: string): Promise<boolean> {
    const entry = this.list.find((e) => e.id === id);
    if (!entry || !isFinished(entry)) return false;
    this.list = this.list.filter((e) => e !== entry);
    await this.commit();
    return true;
  }

  /**
   * Forgets everything of an account the person signed out of, rows and all: the changes it had
   * not sent (they cannot go: the sign-in is gone; the sign-out question said so), those being
   * checked, and those that ended. A change on the wire at this moment is forgotten as soon as its
   * answer comes. Resolves once the rows are deleted; how many unsent changes were given up.
   */
  async forgetAccount(accountId: string): Promise<number> {
    this.forgotten.add(accountId);
    const unsent = this.list.filter((e) => e.accountId === accountId && e.state !== 'sending' && isUnfinished(e)).length;
    await this.commit();
    this.pump();
    return unsent;
  }

  /** The service can be reached again (or the account signed in again): retry what waits, now. */
  notifyOnline(accountId?: string): void {
    for (const entry of this.list) {
      if (isFinished(entry) || (accountId !== undefined && entry.accountId !== accountId)) continue;
      entry.held = false;
      if (!entry.parked) entry.retryAt = null;
      if (entry.waiting?.reason !== 'wording') entry.waiting = null;
      // The streak is over: tries while the service could not be reached say nothing about the
      // next one, so a hiccup right after an offline spell waits 2 s again, not a minute.
      entry.failures = 0;
    }
    this.pump();
  }

  /** Resolves when nothing is being sent, checked or written (timers may still be set). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops sending. A send on the wire now is found `sending` on the next start, and checked. */
  async close(): Promise<void> {
    this.closed = true;
    this.setWake(null);
    await this.store.settled();
  }

  // -------------------------------------------------------------------------------------------

  private pump(): void {
    if (!this.started || this.closed) return;
    const now = this.clock.now();
    let next: number | null = null;
    const seen = new Set<string>();
    // Per account, the changes parked ahead (waiting out a pause about themselves).
    const parkedAhead = new Map<string, StoredEntry[]>();
    for (const entry of this.list) {
      if (isFinished(entry) || seen.has(entry.accountId)) continue;
      const parked = parkedAhead.get(entry.accountId) ?? [];
      if (parked.some((ahead) => this.waitsBehind(record(ahead), record(entry)))) continue;
      const waiting = entry.retryAt !== null && entry.retryAt > now;
      if (waiting && entry.parked && !entry.held) {
        // It waits for its own pause; what does not depend on it may pass.
        next = next === null ? entry.retryAt! : Math.min(next, entry.retryAt!);
        parkedAhead.set(entry.accountId, [...parked, entry]);
        continue;
      }
      // Otherwise only the first unfinished entry of an account may move: strict order.
      seen.add(entry.accountId);
      if (this.active.has(entry.accountId) || entry.held) continue;
      const notBefore = Math.max(entry.retryAt ?? 0, entry.holdUntil === null ? 0 : Date.parse(entry.holdUntil));
      if (notBefore > now) {
        next = next === null ? notBefore : Math.min(next, notBefore);
        continue;
      }
      this.active.add(entry.accountId);
      this.busy++;
      void this.work(entry).finally(() => {
        this.active.delete(entry.accountId);
        this.busy--;
        this.pump();
        this.checkIdle();
      });
    }
    this.setWake(next);
  }

  private async work(entry: StoredEntry): Promise<void> {
    try {
      if (entry.state === 'checking') await this.check(entry);
      else await this.sendOnce(entry);
    } catch (error) {
      // Only the disk can fail here; the entry stays as it was on disk and is tried again later.
      console.warn(`outbox: could not save the queue (${describe(error)})`);
      if (!isFinished(entry)) this.backoff(entry);
    }
  }

  private async sendOnce(entry: StoredEntry): Promise<void> {
    // Known to be refused before a time (the five-minute wording pause): parked at once, not sent.
    const until = this.notBefore(record(entry), this.list.filter((e) => e !== entry && isFinished(e)).map(record));
    if (until !== null && until > this.clock.now()) {
      entry.retryAt = until;
      entry.parked = true;
      entry.waiting = { reason: 'wording', until: new Date(until).toISOString() };
      await this.commit();
      return;
    }
    // Changed on another computer since the person saw it: held back, and said so.
    if (entry.seen !== null && this.checkBeforeSend && !(await this.stillAsSeen(entry))) return;
    entry.retryAt = null;
    entry.parked = false;
    // Until the scheduler lets it go it is still `queued`; say what it waits for, if anything.
    const wait = this.waitingFor(entry.accountId);
    entry.waiting = wait ? { reason: wait.reason, until: new Date(wait.until).toISOString() } : null;
    if (wait) this.tell();
    let onWire = false;
    try {
      const answer = await this.send(record(entry), async () => {
        if (this.closed || !this.list.includes(entry)) throw new NotSentError();
        entry.state = 'sending';
        entry.attempts++;
        entry.waiting = null;
        // On disk before it goes out: a crash from here on leads to a check, never a blind resend.
        try {
          await this.commit();
        } catch {
          entry.state = 'queued';
          entry.attempts--;
          throw new NotSentError();
        }
        if (this.closed) throw new NotSentError();
        onWire = true;
      });
      if (this.closed) return;
      this.finish(entry, 'done', messageOf(answer.data), null);
      this.onDone?.(record(entry), answer);
    } catch (error) {
      if (this.closed) return;
      entry.waiting = null;
      // Taken back while it waited (it is gone from the list): nothing to do. Otherwise, what the failure means.
      if (error instanceof NotSentError && !this.list.includes(entry)) return;
      this.apply(entry, error, onWire ? 'on-wire' : 'before-wire');
    }
    await this.commit();
  }

  /**
   * Check before acting: false when the change must not go now (held back and refused, or the
   * check could not be made and the change waits). Nothing is on the wire meanwhile.
   */
  private async stillAsSeen(entry: StoredEntry): Promise<boolean> {
    const waiting = this.list.filter((e) => e !== entry && e.accountId === entry.accountId && e.state === 'queued').map(record);
    let held: HeldBack | null;
    try {
      held = await this.checkBeforeSend!(record(entry), waiting);
    } catch (error) {
      if (this.closed || !this.list.includes(entry)) return false;
      this.apply(entry, error, 'check-before-send');
      await this.commit();
      return false;
    }
    // Taken back (Undo) or closed while the check was reading.
    if (this.closed || !this.list.includes(entry)) return false;
    if (!held) return true;
    this.finish(entry, 'refused', held.message, CHANGED_ELSEWHERE);
    entry.conflict = held.conflict;
    await this.commit();
    return false;
  }

  /** Carries out what a failure means for the change (outbox-outcome.ts decides). */
  private apply(entry: StoredEntry, error: unknown, stage: FailureStage): void {
    const outcome: FailureOutcome = outcomeOfFailure(error, stage);
    switch (outcome.kind) {
      case 'done':
        this.finish(entry, 'done', null, null);
        return;
      case 'wait':
        // Not a refusal: wait and send it then. The wording throttle is about this change alone.
        entry.state = 'queued';
        entry.failures++;
        entry.retryAt = this.clock.now() + outcome.ms;
        entry.parked = outcome.for === 'wording';
        entry.waiting = { reason: outcome.for, until: new Date(entry.retryAt).toISOString() };
        return;
      case 'retry':
        if (outcome.offline) {
          // It goes when the service answers again.
          entry.state = 'queued';
          entry.waiting = { reason: 'network', until: null };
        }
        this.backoff(entry);
        return;
      case 'hold':
        entry.state = 'queued';
        entry.held = true;
        if (outcome.signedOut) {
          // Kept until the person signs in again.
          entry.waiting = { reason: 'signed-out', until: null };
          entry.message = outcome.signedOut.message;
          setWords(entry, outcome.signedOut.words);
          entry.code = outcome.signedOut.code;
        }
        return;
      case 'refuse':
        this.finish(entry, 'refused', outcome.message, outcome.code, outcome.words);
        return;
      case 'check':
        if (outcome.unexplained) {
          entry.troubles++;
          console.warn(`outbox: ${entry.operation} got no clear answer (${describe(error)}); checking before sending again`);
        }
        entry.state = 'checking';
        this.backoff(entry);
        return;
    }
  }

  private async check(entry: StoredEntry): Promise<void> {
    let outcome: 'applied' | 'not-applied' | 'unknown';
    try {
      outcome = await this.verify(record(entry));
    } catch {
      outcome = 'unknown';
    }
    if (this.closed) return;
    const next = outcomeOfCheck(outcome, entry.troubles);
    if (next.kind === 'done') this.finish(entry, 'done', null, null);
    else if (next.kind === 'give-up') {
      this.finish(entry, 'refused', OUTBOX_SAID.gaveUp.message, 'not_saved');
    } else if (next.kind === 'send-again') {
      entry.state = 'queued';
      entry.retryAt = null;
    } else this.backoff(entry);
    await this.commit();
  }

  private finish(entry: StoredEntry, state: 'done' | 'refused', message: string | null, code: string | null, words?: Words): void {
    entry.state = state;
    entry.message = message;
    setWords(entry, words);
    entry.code = code;
    entry.finishedAt = new Date(this.clock.now()).toISOString();
    entry.retryAt = null;
    entry.held = false;
    entry.waiting = null;
    entry.failures = 0;
  }

  private backoff(entry: StoredEntry): void {
    entry.failures++;
    entry.retryAt = this.clock.now() + Math.min(this.retryMaxMs, this.retryFirstMs * 2 ** (entry.failures - 1));
  }

  /** Forgets finished entries older than keepFinishedMs. */
  private prune(): boolean {
    const cutoff = this.clock.now() - this.keepFinishedMs;
    const before = this.list.length;
    this.list = this.list.filter(
      (e) =>
        // A signed-out account's entries go, but for one on the wire (it goes once answered).
        !(this.forgotten.has(e.accountId) && e.state !== 'sending') && (!isFinished(e) || e.finishedAt === null || Date.parse(e.finishedAt) > cutoff),
    );
    return this.list.length !== before;
  }

  private setWake(at: number | null): void {
    this.wake.set(this.closed ? null : at);
  }

  /** Tells the listener of a change that need not be written (what an entry waits for). */
  private tell(): void {
    this.onChange?.(this.entries());
  }

  /** Writes what changed and tells the listener. Resolves once a save begun after this call is committed. */
  private async commit(): Promise<void> {
    this.prune();
    await this.store.save();
    this.onChange?.(this.entries());
  }

  private isIdle(): boolean {
    return this.busy === 0 && !this.store.writing;
  }

  private checkIdle(): void {
    if (!this.isIdle()) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}

function isFinished(entry: StoredEntry): boolean {
  return !isUnfinished(entry);
}

/** The Words of an entry's message when it is the core's own (absent: none, or the service's words). */
function setWords(entry: StoredEntry, words: Words | undefined): void {
  if (words) entry.words = words;
  else delete entry.words;
}

/** Some answers carry a sentence for the person (a hide result, a deletion). */
function messageOf(data: unknown): string | null {
  if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string') return data.message;
  return null;
}

/** For logs: the kind of failure only, never a message that could carry data. */
function describe(error: unknown): string {
  if (error instanceof ServiceError) return `error ${error.status}`;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.name : 'unknown error';
}
