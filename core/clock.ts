/**
 * Time as the core sees it. Everything that waits (rate-limit windows, backoff,
 * Retry-After, probes) goes through a Clock, so tests and the benchmark run on a FakeClock
 * (test/helpers/fake-clock.ts) and never sleep.
 */
export interface TimerHandle {
  readonly timer: unknown;
}

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => ({ timer: setTimeout(fn, Math.max(0, ms)) }),
  clearTimeout: (handle) => clearTimeout(handle.timer as ReturnType<typeof setTimeout>),
};

/**
 * One timer that is moved rather than added to: `set(at)` makes `fire` run at that time (on the
 * clock), replacing any earlier setting; `set(null)` clears it. Setting the same time again keeps
 * the timer as it is.
 */
export class Alarm {
  private current: { at: number; handle: TimerHandle } | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly fire: () => void,
  ) {}

  set(at: number | null): void {
    if (this.current && this.current.at === at) return;
    if (this.current) this.clock.clearTimeout(this.current.handle);
    this.current = null;
    if (at === null) return;
    const handle = this.clock.setTimeout(() => {
      this.current = null;
      this.fire();
    }, at - this.clock.now());
    this.current = { at, handle };
  }
}
