/**
 * Whether one token's service can be reached, as its scheduler (scheduler.ts) knows it: online or
 * offline and since when; whether it has been heard from at all in this run (until then "online"
 * is only a hope); the probes that ask again while it cannot be reached, backing off from 2 s to
 * 30 s; and a pause the service asked for (Retry-After), during which nothing is sent.
 *
 * At a start the first question is awaited only so long (`firstAnswerMs`): a network that swallows
 * requests (a cable cut upstream, a captive Wi-Fi) answers nothing for the client's whole timeout,
 * and the person should not wait that long to be told the service cannot be reached. The request
 * goes on; its answer, if it comes, says the service is there after all.
 *
 * The probe is a request like any other: it waits out a pause, takes a slot of the budget from the
 * scheduler (`probeSlot`), and a 429 it meets is the scheduler's to handle, since its learned pace
 * decides how long to wait. What the scheduler's lanes do when the service goes away is the
 * scheduler's too (`unreachable`).
 */
import type { Clock, TimerHandle } from '../clock';
import { isRateLimit, OfflineError, ServiceError } from './client';

/** What the connectivity asks of its scheduler. */
export interface ConnectivityHost {
  /** A slot of the budget for the probe, now; or, when the window is full, when its next slot frees (null: none will by itself). */
  probeSlot(now: number): { answered(): void } | { freesAt: number | null };
  /** The probe met a 429 that holds the whole token back. */
  rateLimited(error: ServiceError): void;
  /** The first question of this run found no service: what waits and cannot wait fails now. */
  unreachable(error: OfflineError): void;
  /** A probe ended: the scheduler may send again. */
  probed(): void;
  /** Whether a request (a probe included) is on the wire now, waiting for its answer. */
  awaitingAnswer(): boolean;
}

export interface ConnectivityOptions {
  clock: Clock;
  /** Asks the service whether it can be reached (GET /ping); resolves, or throws a ServiceError, when it answers. */
  probe: () => Promise<void>;
  host: ConnectivityHost;
  /** Probe backoff while offline: first delay, doubling up to the maximum. Default 2 s to 30 s. */
  probeFirstMs?: number;
  probeMaxMs?: number;
  /** A pause an earlier run was asked for and that is still in force (request-budget.ts). */
  pausedUntil?: number | null;
  /**
   * How long the first request of this run may go unanswered before the service is taken as
   * unreachable (it still may answer). Default 2 s: well above a working network's first answer
   * (a connection, TLS and a small JSON), and short enough that a start without the network says
   * so within about three seconds of the start command. Infinity: never timed (the service has
   * answered another account in this run, so this is no start without the network).
   */
  firstAnswerMs?: number;
}

/** Connectivity's default for `firstAnswerMs`. */
export const FIRST_ANSWER_MS = 2_000;

export class Connectivity {
  private readonly clock: Clock;
  private readonly probe: () => Promise<void>;
  private readonly host: ConnectivityHost;
  private readonly probeFirstMs: number;
  private readonly probeMaxMs: number;
  private readonly firstAnswerMs: number;
  private isOnline = true;
  private hasHeard = false;
  private hasAnswered = false;
  /** While the first request of this run is on the wire: when its answer stops being waited for. */
  private firstAnswerTimer: TimerHandle | null = null;
  private downSince: number | null = null;
  private pausedUntil: number | null;
  private probeTimer: TimerHandle | null = null;
  private probeDelay: number;
  private probing = false;
  private closed = false;

  constructor(opts: ConnectivityOptions) {
    this.clock = opts.clock;
    this.probe = opts.probe;
    this.host = opts.host;
    this.probeFirstMs = opts.probeFirstMs ?? 2_000;
    this.probeMaxMs = opts.probeMaxMs ?? 30_000;
    this.probeDelay = this.probeFirstMs;
    this.pausedUntil = opts.pausedUntil ?? null;
    this.firstAnswerMs = opts.firstAnswerMs ?? FIRST_ANSWER_MS;
  }

  /** Whether the service is thought reachable (before anything was heard: hoped so). */
  get online(): boolean {
    return this.isOnline;
  }

  /** Whether the service answered anything, or was found unreachable, in this run. */
  get heard(): boolean {
    return this.hasHeard;
  }

  /**
   * Whether the service answered anything in this run. Not yet, and not online: it has not been
   * reached since the app started, which is no short drop to wait out before saying so.
   */
  get answered(): boolean {
    return this.hasAnswered;
  }

  /** Since when the service has not been reached (ms since the epoch); meaningful only while not online. */
  get offlineSince(): number | null {
    return this.downSince;
  }

  /** The end of the service's pause (ms since the epoch), until `endPauseIfOver` sees it over; null when none. */
  get pause(): number | null {
    return this.pausedUntil;
  }

  /** Whether a pause holds everything back at `now`. */
  isPaused(now: number): boolean {
    return this.pausedUntil !== null && this.pausedUntil > now;
  }

  /** Whole seconds left of the pause at `now`. */
  pauseSecondsLeft(now: number): number {
    return Math.ceil(((this.pausedUntil ?? 0) - now) / 1000);
  }

  /** Holds everything back until `until` (a longer pause already in force wins). */
  pauseUntil(until: number): void {
    this.pausedUntil = Math.max(this.pausedUntil ?? 0, until);
  }

  /** Forgets a pause that is over at `now`; the one still in force, or null. */
  endPauseIfOver(now: number): number | null {
    if (this.pausedUntil !== null && now >= this.pausedUntil) this.pausedUntil = null;
    return this.pausedUntil;
  }

  /** The service answered (anything at all): it is there. */
  markOnline(): void {
    this.hasHeard = true;
    this.hasAnswered = true;
    this.clearFirstAnswer();
    if (this.isOnline) return;
    this.isOnline = true;
    this.probeDelay = this.probeFirstMs;
    this.clearProbe();
  }

  /** A request could not reach the service: offline from now (if not already), and asked again later. */
  wentOffline(): void {
    this.hasHeard = true;
    this.clearFirstAnswer();
    if (!this.isOnline) return;
    this.isOnline = false;
    this.downSince = this.clock.now();
    this.probeDelay = this.probeFirstMs;
    this.scheduleProbe(this.probeDelay);
  }

  /**
   * While the service is thought unreachable, asks it again now rather than at the next backoff
   * (a screen just opened and should not be told "offline" on old news).
   */
  checkNow(): void {
    if (this.closed || this.probing || (this.isOnline && this.hasHeard)) return;
    this.clearProbe();
    void this.runProbe();
  }

  /**
   * A request left (the scheduler's or a probe). While nothing was heard in this run, the first
   * one's answer is waited for `firstAnswerMs`; with none by then, and a request still on the wire,
   * the service is unreachable for now (`unreachable`), as if that request had been refused.
   */
  sent(): void {
    if (this.closed || this.hasHeard || this.firstAnswerTimer || this.firstAnswerMs === Number.POSITIVE_INFINITY) return;
    this.firstAnswerTimer = this.clock.setTimeout(() => {
      this.firstAnswerTimer = null;
      if (this.closed || this.hasHeard || !this.host.awaitingAnswer()) return;
      this.host.unreachable(new OfflineError('TIMEOUT'));
    }, this.firstAnswerMs);
  }

  /** Asks the service once if nothing has been heard from it in this run. */
  hearOnce(): void {
    if (!this.hasHeard) this.checkNow();
  }

  /** No more probes. */
  close(): void {
    this.closed = true;
    this.clearProbe();
    this.clearFirstAnswer();
  }

  // -------------------------------------------------------------------------------------------

  private clearProbe(): void {
    if (this.probeTimer) this.clock.clearTimeout(this.probeTimer);
    this.probeTimer = null;
  }

  private clearFirstAnswer(): void {
    if (this.firstAnswerTimer) this.clock.clearTimeout(this.firstAnswerTimer);
    this.firstAnswerTimer = null;
  }

  private scheduleProbe(delay: number): void {
    if (this.closed || this.probeTimer) return;
    this.probeTimer = this.clock.setTimeout(() => {
      this.probeTimer = null;
      void this.runProbe();
    }, delay);
  }

  private async runProbe(): Promise<void> {
    if (this.closed || this.probing || (this.isOnline && this.hasHeard)) return;
    const now = this.clock.now();
    // While a Retry-After holds everything back, the probe waits too: it is a request like any other.
    if (this.pausedUntil !== null && this.pausedUntil > now) {
      this.scheduleProbe(this.pausedUntil - now);
      return;
    }
    const slot = this.host.probeSlot(now);
    if ('freesAt' in slot) {
      this.scheduleProbe(Math.max(0, (slot.freesAt ?? now + this.probeDelay) - now));
      return;
    }
    this.probing = true;
    this.sent();
    try {
      await this.probe();
      slot.answered();
      this.markOnline();
    } catch (error) {
      slot.answered();
      if (error instanceof ServiceError) {
        this.markOnline();
        if (isRateLimit(error)) this.host.rateLimited(error);
      } else if (!this.isOnline) {
        this.probeDelay = Math.min(this.probeDelay * 2, this.probeMaxMs);
        this.scheduleProbe(this.probeDelay);
      } else {
        // The first question of this run found no service: offline from now, asked again later.
        this.host.unreachable(error instanceof OfflineError ? error : new OfflineError());
      }
    } finally {
      this.probing = false;
    }
    this.host.probed();
  }
}
