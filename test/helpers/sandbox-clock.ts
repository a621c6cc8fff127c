import type { Clock, TimerHandle } from '../../core/clock';

/**
 * The app's clock tied to the sandbox's: `now()` is the sandbox's time (its rate-limit windows
 * read the same clock), and `run(ms)` moves both forward in small steps, firing the app's timers
 * as they fall due and letting real HTTP happen between steps. Minutes of traffic against the
 * real sandbox, with its real per-minute limit, then take seconds.
 */
export class SandboxLinkedClock implements Clock {
  private nextId = 1;
  private timers: { id: number; due: number; fn: () => void }[] = [];

  constructor(private readonly sandbox: { nowMs(): number; advance(seconds: number): void }) {}

  now(): number {
    return this.sandbox.nowMs();
  }

  setTimeout(fn: () => void, ms: number): TimerHandle {
    const id = this.nextId++;
    this.timers.push({ id, due: this.now() + Math.max(0, ms), fn });
    return { timer: id };
  }

  clearTimeout(handle: TimerHandle): void {
    this.timers = this.timers.filter((t) => t.id !== handle.timer);
  }

  /** Moves time forward by `ms` (simulated), `stepMs` at a time, with a real pause for I/O between steps. */
  async run(ms: number, stepMs = 100): Promise<void> {
    const end = this.now() + ms;
    while (this.now() < end) {
      this.fireDue();
      await new Promise((resolve) => setTimeout(resolve, 1));
      this.sandbox.advance(stepMs / 1000);
    }
    this.fireDue();
  }

  private fireDue(): void {
    for (;;) {
      const now = this.now();
      const due = this.timers.filter((t) => t.due <= now).sort((a, b) => a.due - b.due || a.id - b.id)[0];
      if (!due) return;
      this.timers = this.timers.filter((t) => t !== due);
      due.fn();
    }
  }
}
