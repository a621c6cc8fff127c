/**
 * Several desks on one business token. The service's limit (50 a minute) is the token's, not this
 * computer's: every desk of a funeral home counts against it, and none of them can see the others'
 * requests (the spec shows no rate-limit headers). A 429 this desk did not cause by its own count
 * (it had sent fewer than the limit in the window) is the only sign that others are busy, so this
 * desk learns its share from those, the way TCP learns a network's: additive increase,
 * multiplicative decrease.
 *
 * - On an unexpected 429, the pace of background work (requests a minute) halves, from what this
 *   desk was actually sending, not from a ceiling it never reached; several 429s answering one
 *   burst count once.
 * - The wait is the service's Retry-After plus a little random extra (jitter), so the desks that
 *   were refused together do not all come back in the same second and collide again.
 * - Calm stretches (no unexpected 429) give the pace back, one request a minute at a time, up to
 *   the full share.
 * - The person's own requests keep their reserve on top of the learned pace: a search at the
 *   counter is never starved by the background's caution.
 * - The learned pace is kept with the request budget (request-budget.ts), so a restart does not
 *   start again at full speed into a busy office.
 *
 * A funeral home's desks go further (BUSINESS_PACE; the shared-token benches measured each choice):
 * - A desk that has learned nothing yet does not know how many desks share its token (ten front
 *   desks of one funeral home started together is an ordinary morning, issue 33), so it starts its
 *   background at two requests a minute and holds that for an hour before growing.
 * - In that first hour its background requests are spaced, one every minute / pace, rather than
 *   sent as soon as the window allows, the first after a random part of that gap: desks started
 *   together then do not all spend their share in the same seconds, which their persons' first
 *   searches need too.
 * - After an unexpected 429 it comes back quickly only to the steady pace, seven tenths of what it
 *   was sending when refused (the office was full then), holds that for an hour, and then grows
 *   slowly (one a minute more every twenty minutes), faster the longer the calm lasts (the wait
 *   between steps halves each further hour). Six desks that keep growing meet again within
 *   minutes; desks that hold what they learned meet about once an hour in an office with more
 *   work than the token allows, and a desk alone still has its whole share back within hours.
 */

export interface PaceState {
  /** Background requests a minute this desk allows itself now. */
  background: number;
  /** When the pace last changed (ms): the calm that gives pace back counts from here. */
  since: number;
  /** Until when a cut is in force (the pause it came with): more 429s until then are the same burst. */
  cutUntil: number | null;
  /** The pace given back quickly after a cut; above it, growth waits for `growFrom`. Null: none (grows to the full share). Absent in files from before it. */
  steady?: number | null;
  /** When growth above the steady pace may begin. Absent in files from before it. */
  growFrom?: number | null;
}

export interface PaceOptions {
  /** Random numbers in [0, 1): injected for tests and the bench. Default Math.random. */
  random?: () => number;
  /** A calm stretch that gives one request a minute back above the steady pace. Default two minutes (see the bench: a minute made the desks of a busy office meet again every few minutes). */
  increaseEveryMs?: number;
  /** Requests a minute given back after each calm stretch. Default 1. */
  increaseBy?: number;
  /** The least background pace. Default 1 a minute (the sweeps still creep on). */
  minimum?: number;
  /** Jitter added to Retry-After: a share of it, at least `jitterMinMs`, at most `jitterMaxMs`. Defaults 20 %, 1 s, 10 s. */
  jitterShare?: number;
  jitterMinMs?: number;
  jitterMaxMs?: number;
  /** The pace of a desk that has learned nothing yet, as a share of the full one. Default 1 (the full share). */
  coldStartShare?: number;
  /** The steady pace after a cut, as a share of what the desk was sending when refused. Default 1. */
  steadyShare?: number;
  /** A calm stretch that gives one request a minute back below the steady pace. Default `increaseEveryMs`. */
  recoverEveryMs?: number;
  /** Calm needed (after a cut's pause, or from a cold start) before growing above the steady pace. Default none. */
  holdMs?: number;
  /** Above the steady pace, the wait between steps halves after each such stretch of growing (down to `recoverEveryMs`). Default never. */
  accelerateEveryMs?: number;
  /**
   * A desk that has learned nothing: its background requests one every minute / pace, the first
   * after a random part of that, not in bursts, until its hold is over (`holdMs`). Default false.
   */
  spaced?: boolean;
}

/**
 * The business token's pace (app-core.ts gives it to a funeral home's scheduler; a family's keeps
 * the defaults). Figures from the shared-token bench: six desks starting together at a fifth of
 * their share stay under the limit; a hold of an hour and steps of twenty minutes keep an office
 * with more work than the token allows under one 429 per desk-hour.
 */
export const BUSINESS_PACE: PaceOptions = {
  // Two of the 33 a minute: ten desks started together then leave the token most of its minute
  // for their persons' searches (the ten-desks bench; a fifth, six a minute each, was sixty).
  coldStartShare: 1 / 16,
  spaced: true,
  steadyShare: 0.7,
  recoverEveryMs: 60_000,
  holdMs: 60 * 60_000,
  increaseEveryMs: 20 * 60_000,
  accelerateEveryMs: 60 * 60_000,
};

export class SharedPace {
  private state: Required<PaceState>;
  private readonly random: () => number;
  private readonly increaseEveryMs: number;
  private readonly increaseBy: number;
  private readonly minimum: number;
  private readonly jitterShare: number;
  private readonly jitterMinMs: number;
  private readonly jitterMaxMs: number;
  private readonly steadyShare: number;
  private readonly recoverEveryMs: number;
  private readonly holdMs: number;
  private readonly accelerateEveryMs: number;
  /** Until when background requests are spaced (a cold start's hold), or -Infinity. */
  private readonly spacedUntil: number;
  /** While spaced: the earliest the next background request may go. */
  private nextBackgroundAt: number;

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
    this.steadyShare = opts.steadyShare ?? 1;
    this.recoverEveryMs = opts.recoverEveryMs ?? this.increaseEveryMs;
    this.holdMs = opts.holdMs ?? 0;
    this.accelerateEveryMs = opts.accelerateEveryMs ?? Infinity;
    if (saved) {
      const background = clamp(saved.background, this.minimum, maximum);
      const since = Math.min(saved.since, now);
      // A pace learned before there was a steady pace: held where it is, as if just learned.
      this.state =
        saved.steady === undefined
          ? { background, since, cutUntil: saved.cutUntil, steady: background, growFrom: since + this.holdMs }
          : // Growth never waits longer than a hold from the last change (a clock set back).
            { background, since, cutUntil: saved.cutUntil, steady: saved.steady, growFrom: Math.min(saved.growFrom ?? since, since + this.holdMs) };
    } else {
      const cold = clamp(Math.floor(maximum * (opts.coldStartShare ?? 1)), this.minimum, maximum);
      this.state = { background: cold, since: now, cutUntil: null, steady: cold, growFrom: now + this.holdMs };
    }
    // A desk that learned nothing may be one of many started together: its first background
    // request waits a random part of the gap, so theirs do not all go in the first second, and
    // the rest follow evenly until the hour is over. Once a desk has learned its pace, bursts
    // within it are what the shared-token bench found least likely to meet (spaced, an office of
    // six met a little more often: 0.09 429s per desk-hour against 0.06).
    const spaced = (opts.spaced ?? false) && !saved;
    this.spacedUntil = spaced ? now + this.holdMs : -Infinity;
    this.nextBackgroundAt = spaced ? now + Math.round(this.random() * this.gapMs(now)) : -Infinity;
  }

  /** When background work may next send (spaced), or -Infinity: any time the window allows. */
  backgroundDueAt(): number {
    return this.nextBackgroundAt;
  }

  /** A background request went at `now`: while spaced, the next waits a minute / pace. */
  backgroundSent(now: number): void {
    this.nextBackgroundAt = now < this.spacedUntil ? now + this.gapMs(now) : -Infinity;
  }

  private gapMs(now: number): number {
    return Math.round(60_000 / Math.max(1, this.background(now)));
  }

  /** Background requests a minute allowed now (the calm since the last change counted in). */
  background(now: number): number {
    for (;;) {
      const { background, since, steady, growFrom } = this.state;
      if (background >= this.maximum) return this.maximum;
      const next = steady !== null && background >= steady ? Math.max(growFrom ?? since, since + this.stepAbove(since)) : since + this.recoverEveryMs;
      if (next > now) return background;
      this.state = { ...this.state, background: Math.min(this.maximum, background + this.increaseBy), since: next };
    }
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
    this.state = {
      background: Math.max(this.minimum, Math.floor(from / 2)),
      since: now + wait,
      cutUntil: now + wait,
      steady: Math.max(this.minimum, Math.floor(from * this.steadyShare)),
      growFrom: now + wait + this.holdMs,
    };
    return wait;
  }

  /** The random extra on a wait of `retryAfterMs`: uniform in [0, bound]. */
  jitter(retryAfterMs: number): number {
    return Math.round(
      this.random() * jitterBound(retryAfterMs, { jitterShare: this.jitterShare, jitterMinMs: this.jitterMinMs, jitterMaxMs: this.jitterMaxMs }),
    );
  }

  saved(): PaceState {
    return { ...this.state };
  }

  /** The calm that gives one more above the steady pace, for a step taken at `at`: shorter the longer growth has gone on. */
  private stepAbove(at: number): number {
    const growing = Math.max(0, at - (this.state.growFrom ?? at));
    return Math.max(this.recoverEveryMs, this.increaseEveryMs / 2 ** Math.floor(growing / this.accelerateEveryMs));
  }
}

/** The largest jitter added to a wait of `retryAfterMs`. */
export function jitterBound(
  retryAfterMs: number,
  opts: { jitterShare: number; jitterMinMs: number; jitterMaxMs: number } = { jitterShare: 0.2, jitterMinMs: 1_000, jitterMaxMs: 10_000 },
): number {
  return clamp(retryAfterMs * opts.jitterShare, opts.jitterMinMs, opts.jitterMaxMs);
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}
