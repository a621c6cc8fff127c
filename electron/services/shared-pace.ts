/**
 * Several desks on one business token. The service's limit (50 a minute) is the token's, not this
 * computer's: every desk of a funeral home counts against it, and none of them can see the others'
 * requests. A 429 this desk did not cause by its own count (it had sent fewer than the limit in
 * the window) is the only sign that others are busy, so this desk learns its share from those,
 * the way TCP learns a network's: additive increase, multiplicative decrease.
 *
 * - On an unexpected 429, the pace of background work (requests a minute) halves, from what this
 *   desk was actually sending, not from a ceiling it never reached; several 429s answering one
 *   burst count once.
 * - The wait is the service's Retry-After plus a little random extra (jitter), so the desks that
 *   were refused together do not all come back in the same second and collide again.
 * - Each two calm minutes (no unexpected 429) give one request a minute back, up to the full share.
 * - The person's own requests keep their reserve on top of the learned pace: a search at the
 *   counter is never starved by the background's caution.
 * - The learned pace is kept with the request budget (request-budget.ts), so a restart does not
 *   start again at full speed into a busy office.
 */

export interface PaceState {
  /** Background requests a minute this desk allows itself now. */
  background: number;
  /** When the pace last changed (ms): the calm minutes that give pace back count from here. */
  since: number;
  /** Until when a cut is in force (the pause it came with): more 429s until then are the same burst. */
  cutUntil: number | null;
}

export interface PaceOptions {
  /** Random numbers in [0, 1): injected for tests and the bench. Default Math.random. */
  random?: () => number;
  /** A calm stretch that gives one request a minute back. Default two minutes (see the bench: a minute made the desks of a busy office meet again every few minutes). */
  increaseEveryMs?: number;
  /** Requests a minute given back after each calm stretch. Default 1. */
  increaseBy?: number;
  /** The least background pace. Default 1 a minute (the sweeps still creep on). */
  minimum?: number;
  /** Jitter added to Retry-After: a share of it, at least `jitterMinMs`, at most `jitterMaxMs`. Defaults 20 %, 1 s, 10 s. */
  jitterShare?: number;
  jitterMinMs?: number;
  jitterMaxMs?: number;
}

export class SharedPace {
  private state: PaceState;
  private readonly random: () => number;
  private readonly increaseEveryMs: number;
  private readonly increaseBy: number;
  private readonly minimum: number;
  private readonly jitterShare: number;
  private readonly jitterMinMs: number;
  private readonly jitterMaxMs: number;

  /** `maximum`: the full background share (the scheduler's backgroundCapacity). */
  constructor(
    readonly maximum: number,
    now: number,
    opts: PaceOptions = {},
    saved: PaceState | null = null,
  ) {
    this.random = opts.random ?? Math.random;
    this.increaseEveryMs = opts.increaseEveryMs ?? 120_000;
    this.increaseBy = opts.increaseBy ?? 1;
    this.minimum = Math.min(maximum, opts.minimum ?? 1);
    this.jitterShare = opts.jitterShare ?? 0.2;
    this.jitterMinMs = opts.jitterMinMs ?? 1_000;
    this.jitterMaxMs = opts.jitterMaxMs ?? 10_000;
    this.state = saved
      ? { background: clamp(saved.background, this.minimum, maximum), since: Math.min(saved.since, now), cutUntil: saved.cutUntil }
      : { background: maximum, since: now, cutUntil: null };
  }

  /** Background requests a minute allowed now (the calm minutes since the last change counted in). */
  background(now: number): number {
    const { background, since } = this.state;
    if (background >= this.maximum) return this.maximum;
    const steps = Math.floor(Math.max(0, now - since) / this.increaseEveryMs);
    if (steps === 0) return background;
    const next = Math.min(this.maximum, background + steps * this.increaseBy);
    this.state = { ...this.state, background: next, since: since + steps * this.increaseEveryMs };
    return next;
  }

  /**
   * An unexpected 429: halves the pace (from what was actually sent in the window, `sentInWindow`)
   * and returns how long to wait (Retry-After plus jitter). A 429 while the last cut's pause is
   * still in force belongs to the same burst: no second halving.
   */
  cut(now: number, retryAfterMs: number, sentInWindow: number): number {
    const wait = retryAfterMs + this.jitter(retryAfterMs);
    if (this.state.cutUntil !== null && now < this.state.cutUntil) return wait;
    const from = Math.min(this.background(now), Math.max(this.minimum, sentInWindow));
    this.state = { background: Math.max(this.minimum, Math.floor(from / 2)), since: now + wait, cutUntil: now + wait };
    return wait;
  }

  /** The random extra on a wait of `retryAfterMs`: uniform in [0, bound]. */
  jitter(retryAfterMs: number): number {
    return Math.round(this.random() * jitterBound(retryAfterMs, { jitterShare: this.jitterShare, jitterMinMs: this.jitterMinMs, jitterMaxMs: this.jitterMaxMs }));
  }

  saved(): PaceState {
    return { ...this.state };
  }
}

/** The largest jitter added to a wait of `retryAfterMs`. */
export function jitterBound(retryAfterMs: number, opts: { jitterShare: number; jitterMinMs: number; jitterMaxMs: number } = { jitterShare: 0.2, jitterMinMs: 1_000, jitterMaxMs: 10_000 }): number {
  return clamp(retryAfterMs * opts.jitterShare, opts.jitterMinMs, opts.jitterMaxMs);
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}
