/**
 * All traffic of one token goes through one Scheduler. It keeps the token under the service's
 * per-minute limit, sends a person's actions before background refreshes, shares identical reads
 * in flight, honours Retry-After, and holds back while the service cannot be reached.
 *
 * Three parts, each in its own file:
 * - the slot window (slot-window.ts): what was sent when, what still counts, when the next slot
 *   frees. The service counts a request when it arrives and forgets it 60 s later; a request here
 *   holds its slot from the moment it is sent until 60 s (plus a small margin) after its answer, so
 *   however long the network takes, the service never sees more than we counted;
 * - the connectivity (connectivity.ts): online or offline, heard from or not, the probes while it
 *   cannot be reached, a Retry-After pause;
 * - here, the lanes and the dispatch: which waiting task goes next, within which share of the
 *   window, and what a task's failure means for the others waiting.
 */
import { Alarm, type Clock } from '../clock';
import { isRateLimit, LocalError, OfflineError, ServiceError } from './client';
import { Connectivity } from './connectivity';
import type { BudgetKeeper } from './request-budget';
import { SharedPace, type PaceOptions } from './shared-pace';
import { SlotWindow, type WindowSlot } from './slot-window';
import { say } from '../../shared/i18n/words';
import { SERVICE_WORDS } from './service-words';

/**
 * - `change`: a person's change from the outbox: first of all, and it may use the whole budget.
 * - `person`: a read or request the person is waiting for (a screen they opened, Check now): next,
 *   within all but the changes' reserve.
 * - `background`: the app's own (refreshes, counts, sweeps): last, within its share only.
 */
export type Lane = 'change' | 'person' | 'background';

/**
 * Thrown by a task when it decides, at its turn, not to go after all (the change was taken back
 * while it waited): no request was made, so its slot is given back.
 */
export class NotSentError extends Error {
  constructor() {
    super('Not sent.');
    this.name = 'NotSentError';
  }
}

export interface RunOptions {
  lane: Lane;
  /**
   * Identical reads share one request while it waits its turn, or while it is on the wire when the
   * new caller is background work. A person's read does not join one already on the wire: it may
   * have left before a change the person just made, and would answer from before it.
   * Give keys to reads only.
   */
  key?: string;
  /**
   * What a person's task does while the service cannot be reached: `wait` (default) until it can,
   * or `fail` at once with an OfflineError (a request that needs its answer now). Background
   * tasks always fail at once.
   */
  whenOffline?: 'wait' | 'fail';
  /**
   * Background only: a read of what the person is waiting to see though nobody asked for it now:
   * the inbox sweep's looks for new tributes, the queue on screen first (issue 28). It goes ahead of
   * the rest of the background work and is not held back while the person's own reads fill the
   * minute (it leaves the changes their reserve, as those reads do), yet it is counted in, and kept
   * within, background's own share. The person's changes and reads still go first.
   */
  first?: boolean;
}

export interface SchedulerState {
  online: boolean;
  /** False until the service answered anything, or was found unreachable, in this run. */
  heard: boolean;
  /** False until the service answered anything in this run (found unreachable is not an answer). */
  answered: boolean;
  /** While not online: since when (ms since the epoch). */
  offlineSince: number | null;
  /** While a 429 holds all sending back: until when (ms since the epoch). */
  rateLimitedUntil: number | null;
  waiting: { person: number; background: number };
  /** Slots in use: requests in flight plus those answered within the last window. */
  sentInLastMinute: number;
  /** While a change could not go now for the limit: when it can (ms since the epoch). */
  changesWaitUntil: number | null;
}

export interface SchedulerOptions {
  /** The service's limit for this token (20 personal, 50 business). */
  perMinute: number;
  clock: Clock;
  /** Asks the service whether it can be reached (GET /ping); resolves, or throws a ServiceError, when it answers. */
  probe: () => Promise<void>;
  onChange?: (state: SchedulerState) => void;
  /** Requests of the budget never used, for traffic we do not see (another app on the same token). Default 1. */
  spare?: number;
  /** Share of the budget background work may not touch, kept for the person. Default a third (see the bench). */
  reserve?: number;
  /**
   * Share of the budget background work may hold by itself, whatever the person is doing. Without
   * it background may fill its share of the whole (`reserve`) while the person is idle, and a
   * person who then clicks fast finds that part of the minute spent. Default none.
   */
  backgroundShare?: number;
  /**
   * Share of the budget the person's reads leave to their changes (the outbox's), so a change never
   * waits behind screens being opened. Default none: a token with no queued changes (a funeral home's).
   */
  changeReserve?: number;
  /** Background tasks allowed to wait; beyond that the oldest is dropped. Default 20. */
  maxBackgroundWaiting?: number;
  /** Requests on the wire at once. Default 6. */
  maxInFlight?: number;
  windowMs?: number;
  /** Added to the window, for clock granularity on the service's side. Default 500 ms. */
  windowMarginMs?: number;
  /** Probe backoff while offline: first delay, doubling up to the maximum. Default 2 s to 30 s. */
  probeFirstMs?: number;
  probeMaxMs?: number;
  /** How long the first request of this run may go unanswered before the service is taken as unreachable (connectivity.ts). */
  firstAnswerMs?: number;
  /**
   * Where this token's recent requests and learned pace are kept, so a restart within the minute
   * does not take the budget for unused (request-budget.ts: a row of state.sqlite, read when the
   * scheduler is made, written before and after each request). Without it the budget lives in
   * memory only.
   */
  budget?: BudgetKeeper;
  /**
   * Learn this desk's share of a token other computers use too (shared-pace.ts): an unexpected
   * 429 halves the background pace and adds jitter to the wait; calm minutes give it back; the
   * person's reserve stays on top. Without it, the whole background share is always used.
   */
  pace?: PaceOptions;
}

interface Job {
  readonly fn: () => Promise<unknown>;
  lane: Lane;
  readonly key: string | undefined;
  whenOffline: 'wait' | 'fail';
  /** A background read the person is waiting to see (RunOptions.first). */
  first: boolean;
  running: boolean;
  readonly promise: Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export class Scheduler {
  private readonly clock: Clock;
  private readonly onChange: ((state: SchedulerState) => void) | undefined;
  /** Slots anyone may use. */
  readonly capacity: number;
  /** Slots background work may use; the rest is the person's reserve. */
  readonly backgroundCapacity: number;
  /** Slots the person's reads may use; the rest is kept for their changes. */
  readonly personCapacity: number;
  /** Slots background work may hold by itself (`backgroundShare`), whatever else is in use. */
  readonly backgroundOwnCapacity: number;
  private readonly maxBackgroundWaiting: number;
  private readonly maxInFlight: number;

  private readonly changes: Job[] = [];
  private readonly person: Job[] = [];
  private readonly background: Job[] = [];
  private readonly byKey = new Map<string, Job>();
  /** The budget's slots: what was sent when. */
  private readonly window: SlotWindow;
  /** Online or not, heard from or not, probes, a Retry-After pause. */
  private readonly connectivity: Connectivity;
  private inFlight = 0;
  /** The one timer that wakes the pump (next send slot, backoff or Retry-After). */
  private readonly wake: Alarm;
  private closed = false;
  private lastState = '';
  private readonly budget: BudgetKeeper | undefined;
  private readonly perMinute: number;
  private readonly pace: SharedPace | null = null;

  constructor(opts: SchedulerOptions) {
    this.clock = opts.clock;
    this.wake = new Alarm(this.clock, () => this.pump());
    this.onChange = opts.onChange;
    this.capacity = Math.max(1, opts.perMinute - (opts.spare ?? 1));
    this.backgroundCapacity = Math.max(1, this.capacity - Math.ceil(this.capacity * (opts.reserve ?? 1 / 3)));
    this.personCapacity = Math.max(this.backgroundCapacity, this.capacity - Math.ceil(this.capacity * (opts.changeReserve ?? 0)));
    this.backgroundOwnCapacity = opts.backgroundShare === undefined ? this.backgroundCapacity : Math.max(1, Math.floor(this.capacity * opts.backgroundShare));
    this.maxBackgroundWaiting = opts.maxBackgroundWaiting ?? 20;
    this.maxInFlight = opts.maxInFlight ?? 6;
    const holdMs = (opts.windowMs ?? 60_000) + (opts.windowMarginMs ?? 500);
    this.budget = opts.budget;
    this.perMinute = opts.perMinute;
    const saved = this.budget?.load(this.clock.now(), holdMs) ?? null;
    this.window = new SlotWindow(holdMs, saved?.slots ?? []);
    this.connectivity = new Connectivity({
      clock: this.clock,
      probe: opts.probe,
      ...(opts.probeFirstMs !== undefined ? { probeFirstMs: opts.probeFirstMs } : {}),
      ...(opts.probeMaxMs !== undefined ? { probeMaxMs: opts.probeMaxMs } : {}),
      ...(opts.firstAnswerMs !== undefined ? { firstAnswerMs: opts.firstAnswerMs } : {}),
      pausedUntil: saved?.pausedUntil ?? null,
      host: {
        // The app's own question, yet one every account needs before anything says Online: the person's.
        probeSlot: (now) => {
          this.window.prune(now);
          if (this.window.held >= this.capacity) return { freesAt: this.window.nextFreeAt() };
          const slot = this.window.take(now, false);
          this.saveBudget();
          this.inFlight++;
          return { answered: () => this.answered(slot) };
        },
        rateLimited: (error) => this.pause(error),
        unreachable: (error) => {
          this.goOffline(error);
          // Said now: the first request unanswered for long (connectivity.ts) ends no probe.
          this.emit();
        },
        probed: () => this.pump(),
        awaitingAnswer: () => this.inFlight > 0,
      },
    });
    if (opts.pace) this.pace = new SharedPace(this.backgroundCapacity, this.clock.now(), opts.pace, saved?.pace ?? null);
  }

  run<T>(task: () => Promise<T>, opts: RunOptions): Promise<T> {
    if (this.closed) return Promise.reject(closedError());
    const whenOffline = opts.lane === 'background' ? 'fail' : (opts.whenOffline ?? 'wait');
    // A change is never joined with anything: each is its own request.
    if (opts.lane === 'change' && opts.key !== undefined) return Promise.reject(new Error('A change cannot share a request.'));

    const shared = opts.key === undefined ? undefined : this.byKey.get(opts.key);
    if (shared && (!shared.running || opts.lane === 'background')) {
      this.join(shared, opts.lane, whenOffline);
      if (opts.first && shared.lane === 'background' && !shared.running && !shared.first) {
        shared.first = true;
        this.pump();
      }
      return shared.promise as Promise<T>;
    }

    if (!this.connectivity.online && whenOffline === 'fail') return Promise.reject(new OfflineError());
    if (opts.lane === 'background' && this.connectivity.isPaused(this.clock.now())) {
      return Promise.reject(new LocalError('rate-limited', say(SERVICE_WORDS.skipped), this.connectivity.pauseSecondsLeft(this.clock.now())));
    }

    let resolve!: (value: unknown) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<unknown>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const job: Job = {
      fn: task,
      lane: opts.lane,
      key: opts.key,
      whenOffline,
      first: opts.lane === 'background' && opts.first === true,
      running: false,
      promise,
      resolve,
      reject,
    };
    if (job.key !== undefined) this.byKey.set(job.key, job);

    if (job.lane === 'change') this.changes.push(job);
    else if (job.lane === 'person') this.person.push(job);
    else {
      if (this.background.length >= this.maxBackgroundWaiting) {
        const oldest = this.background.shift();
        if (oldest) this.settle(oldest, 'reject', new LocalError('rate-limited', say(SERVICE_WORDS.skipped)));
      }
      this.background.push(job);
    }
    this.pump();
    return promise as Promise<T>;
  }

  state(): SchedulerState {
    const now = this.clock.now();
    const { online, heard, answered, offlineSince } = this.connectivity;
    return {
      online,
      heard,
      answered,
      offlineSince: online ? null : offlineSince,
      rateLimitedUntil: this.connectivity.isPaused(now) ? this.connectivity.pause : null,
      waiting: { person: this.person.length + this.changes.length, background: this.background.length },
      sentInLastMinute: this.window.used(now),
      changesWaitUntil: this.changesWaitUntil(now),
    };
  }

  /** A read waiting in the background lane that the person now waits for too: it moves to their lane. */
  promote(key: string): void {
    const job = this.byKey.get(key);
    if (job && !job.running) this.join(job, 'person', job.whenOffline);
  }

  /**
   * While the service is thought unreachable, asks it again now rather than at the next backoff
   * (a screen just opened and should not be told "offline" on old news).
   */
  checkNow(): void {
    if (this.closed) return;
    this.connectivity.checkNow();
  }

  /** The service answered a request made outside the scheduler (a sign-in): it is there. */
  heardFromService(): void {
    this.connectivity.markOnline();
    this.emit();
  }

  /** Asks the service once if nothing has been heard from it in this run (a screen showed only what was kept). */
  hearOnce(): void {
    if (this.closed) return;
    // Looked at once the caller's own read has had its turn to be queued: a request of this token
    // going out anyway tells as much as the probe, which would be one more of the minute's requests
    // (ten desks started together on one token: ten).
    this.clock.setTimeout(() => {
      if (this.closed || this.inFlight > 0 || this.changes.length + this.person.length + this.background.length > 0) return;
      this.connectivity.hearOnce();
    }, 0);
  }

  /** Stops: waiting tasks fail, timers stop. Requests already on the wire still settle. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.setWake(null);
    this.connectivity.close();
    for (const job of [...this.changes.splice(0), ...this.person.splice(0), ...this.background.splice(0)]) this.settle(job, 'reject', closedError());
  }

  // -------------------------------------------------------------------------------------------

  /** A second caller of a read already waiting: a person's interest lifts it into the person's lane. */
  private join(job: Job, lane: Lane, whenOffline: 'wait' | 'fail'): void {
    if (lane !== 'person') return;
    if (whenOffline === 'wait') job.whenOffline = 'wait';
    const queued = job.lane === 'background' && !job.running;
    job.lane = 'person';
    if (queued) {
      this.background.splice(this.background.indexOf(job), 1);
      this.person.push(job);
      this.pump();
    }
  }

  private pump(): void {
    if (this.closed) return;
    const now = this.clock.now();
    this.window.prune(now);
    const pausedUntil = this.connectivity.endPauseIfOver(now);

    if (pausedUntil !== null) this.setWake(pausedUntil);
    else if (this.connectivity.online) {
      while (this.inFlight < this.maxInFlight) {
        const used = this.window.held;
        let job: Job | undefined;
        // The person's changes first, then what the person waits for, within all but the changes'
        // reserve; background only when no person is waiting, and only within its (learned) share.
        // What the person waits to see (the inbox sweep) goes next, within background's own share.
        const first = this.background.findIndex((j) => j.first);
        if (this.changes.length > 0 && used < this.changeLimit(now)) job = this.changes.shift();
        else if (this.person.length > 0) job = used < this.personLimit(now) ? this.person.shift() : undefined;
        else if (!this.backgroundDue(now)) job = undefined;
        else if (first >= 0 && used < this.personLimit(now) && this.window.backgroundUsed() < this.backgroundOwnCapacity)
          job = this.background.splice(first, 1)[0];
        else if (this.background.length > 0 && used < this.backgroundLimit(now) && this.window.backgroundUsed() < this.backgroundOwnCapacity)
          job = this.background.shift();
        if (!job) break;
        this.dispatch(job, now);
      }
      const waiting = this.changes.length + this.person.length + this.background.length > 0;
      this.setWake(waiting && this.inFlight < this.maxInFlight ? this.nextWake(now) : null);
    }
    this.emit();
  }

  private dispatch(job: Job, now: number): void {
    job.running = true;
    this.inFlight++;
    if (job.lane === 'background') this.pace?.backgroundSent(now);
    const slot = this.window.take(now, job.lane === 'background');
    this.saveBudget();
    this.connectivity.sent();
    void this.execute(job, slot);
  }

  private async execute(job: Job, slot: WindowSlot): Promise<void> {
    try {
      const value = await job.fn();
      this.answered(slot);
      this.connectivity.markOnline();
      this.settle(job, 'resolve', value);
    } catch (error) {
      if (error instanceof NotSentError) {
        // Nothing went out: the slot is not spent.
        this.inFlight--;
        this.window.giveBack(slot);
        this.saveBudget();
        this.settle(job, 'reject', error);
      } else {
        this.answered(slot);
        this.failed(job, error);
      }
    }
    this.pump();
  }

  private answered(slot: WindowSlot): void {
    this.window.answer(slot, this.clock.now());
    this.inFlight--;
    this.saveBudget();
  }

  private failed(job: Job, error: unknown): void {
    job.running = false;
    if (isRateLimit(error)) {
      this.connectivity.markOnline();
      this.pause(error);
      // A person's read is never dropped: it goes first once the pause is over. A change goes back
      // to the outbox, which waits out the pause and says so.
      if (job.lane === 'person' && !this.closed) this.person.unshift(job);
      else this.settle(job, 'reject', error);
      return;
    }
    if (error instanceof OfflineError) {
      this.goOffline(error);
      if (job.lane === 'person' && job.whenOffline === 'wait' && !this.closed) this.person.unshift(job);
      else this.settle(job, 'reject', error);
      return;
    }
    // Any other answer from the service proves it can be reached.
    if (error instanceof ServiceError) this.connectivity.markOnline();
    this.settle(job, 'reject', error);
  }

  private pause(error: ServiceError): void {
    const now = this.clock.now();
    const retryMs = Math.max(1, error.retryAfter ?? 60) * 1000;
    // Not caused by this desk's own count: others share the token. Learn from it (shared-pace.ts).
    const used = this.window.used(now);
    const until = now + (this.pace && used <= this.perMinute ? this.pace.cut(now, retryMs, used) : retryMs);
    this.connectivity.pauseUntil(until);
    this.saveBudget();
    // Refreshes come round again; dropping them now keeps the first minute after the pause for the person.
    for (const job of this.background.splice(0)) this.settle(job, 'reject', error);
  }

  /** The service could not be reached: background work and what cannot wait fail now; the rest waits for it. */
  private goOffline(error: OfflineError): void {
    for (const job of this.background.splice(0)) this.settle(job, 'reject', error);
    for (const queue of [this.changes, this.person]) {
      for (const job of queue.filter((j) => j.whenOffline === 'fail')) {
        queue.splice(queue.indexOf(job), 1);
        this.settle(job, 'reject', error);
      }
    }
    this.connectivity.wentOffline();
  }

  /**
   * Keeps the slots, any pause and the learned pace (request-budget.ts: handed to the Store, never
   * awaited). A closed scheduler keeps nothing: the one that replaced it (signed in again, or the
   * next start) owns the budget now.
   */
  private saveBudget(): void {
    if (this.budget === undefined || this.closed) return;
    this.budget.save({
      slots: this.window.kept(),
      pausedUntil: this.connectivity.pause,
      ...(this.pace ? { pace: this.pace.saved() } : {}),
    });
  }

  private settle(job: Job, how: 'resolve' | 'reject', value: unknown): void {
    if (job.key !== undefined && this.byKey.get(job.key) === job) this.byKey.delete(job.key);
    if (how === 'resolve') job.resolve(value);
    else job.reject(value);
  }

  /** When a change waiting now could go: the end of a pause, or the next slot of a full window. */
  private changesWaitUntil(now: number): number | null {
    if (this.connectivity.isPaused(now)) return this.connectivity.pause;
    if (this.window.used(now) < this.capacity) return null;
    return this.window.nextFreeAt() ?? now;
  }

  /** Whether background work may send now as far as its spacing goes (shared-pace.ts `spaced`). */
  private backgroundDue(now: number): boolean {
    return this.pace === null || this.pace.backgroundDueAt() <= now;
  }

  /** When the pump should look again: the next slot to free, or background's next turn if sooner and it waits for it. */
  private nextWake(now: number): number | null {
    const freesAt = this.window.nextFreeAt();
    const dueAt = this.pace?.backgroundDueAt() ?? -Infinity;
    if (this.background.length === 0 || dueAt <= now) return freesAt;
    return freesAt === null ? dueAt : Math.min(freesAt, dueAt);
  }

  /** Slots background work may fill now: its share, or less while the learned pace is lower. */
  private backgroundLimit(now: number): number {
    return this.pace ? Math.min(this.backgroundCapacity, this.pace.background(now)) : this.backgroundCapacity;
  }

  /** Slots the person's changes may fill now: the learned pace plus the person's whole reserve. */
  private changeLimit(now: number): number {
    return this.pace ? Math.min(this.capacity, this.backgroundLimit(now) + (this.capacity - this.backgroundCapacity)) : this.capacity;
  }

  /** Slots the person's reads may fill now: all the changes may, but their reserve. */
  private personLimit(now: number): number {
    return Math.max(this.backgroundLimit(now), this.changeLimit(now) - (this.capacity - this.personCapacity));
  }

  /** The learned background pace, requests a minute (the whole share without `pace`). */
  pacePerMinute(): number {
    return this.backgroundLimit(this.clock.now());
  }

  private setWake(at: number | null): void {
    this.wake.set(this.closed ? null : at);
  }

  private emit(): void {
    if (!this.onChange) return;
    const state = this.state();
    const serialized = JSON.stringify(state);
    if (serialized === this.lastState) return;
    this.lastState = serialized;
    this.onChange(state);
  }
}

function closedError(): LocalError {
  return new LocalError('internal', say(SERVICE_WORDS.stopped));
}
