/**
 * Time as the main-process services see it. Everything that waits (rate-limit windows, backoff,
 * Retry-After, probes) goes through a Clock, so tests and the benchmark run on a FakeClock and
 * never sleep.
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

interface FakeTimer {
  readonly id: number;
  readonly due: number;
  readonly fn: () => void;
}

/**
 * A clock that moves only when told. `advance(ms)` fires due timers in order (ties in the order
 * they were set) and lets pending promises settle before and after each one, so code that awaits
 * between timers behaves as it would in real time.
 */
export class FakeClock implements Clock {
  private current: number;
  private nextId = 1;
  private timers: FakeTimer[] = [];

  constructor(start = Date.UTC(2026, 0, 1, 9, 0, 0)) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  setTimeout(fn: () => void, ms: number): TimerHandle {
    const timer: FakeTimer = { id: this.nextId++, due: this.current + Math.max(0, ms), fn };
    this.timers.push(timer);
    return { timer: timer.id };
  }

  clearTimeout(handle: TimerHandle): void {
    this.timers = this.timers.filter((t) => t.id !== handle.timer);
  }

  /** How many timers are waiting to fire. */
  pending(): number {
    return this.timers.length;
  }

  /** Moves time forward by `ms`, firing every timer that falls due on the way. */
  async advance(ms: number): Promise<void> {
    const target = this.current + ms;
    await this.flush();
    for (;;) {
      const next = this.earliest();
      if (!next || next.due > target) break;
      this.timers = this.timers.filter((t) => t !== next);
      this.current = Math.max(this.current, next.due);
      next.fn();
      await this.flush();
    }
    this.current = target;
    await this.flush();
  }

  /** Lets every promise that can settle without real I/O settle. */
  async flush(): Promise<void> {
    // Each macrotask turn drains the microtask queue; a few turns cover chains that hop through
    // setImmediate themselves.
    for (let i = 0; i < 3; i++) await new Promise<void>((resolve) => setImmediate(resolve));
  }

  private earliest(): FakeTimer | undefined {
    let best: FakeTimer | undefined;
    for (const t of this.timers) if (!best || t.due < best.due || (t.due === best.due && t.id < best.id)) best = t;
    return best;
  }
}
