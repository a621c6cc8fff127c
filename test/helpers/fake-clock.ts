/**
 * Time that moves only when a test (or the benchmark) says so: a Clock (core/clock.ts)
 * for the services under test, so nothing in them sleeps.
 */
import type { Clock, TimerHandle } from '../../core/clock';

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
