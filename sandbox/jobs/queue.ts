import type { Clock } from '../foundation/clock';
import type { Database } from '../db/database';

/**
 * A job's work. Most jobs are quick and synchronous and run inside one transaction; a job that
 * must wait (building a PDF) returns a promise and writes its result itself when done.
 */
export type JobHandler = (refId: number) => void | Promise<void>;

/**
 * Work the service finishes later: safety checks, drafts, exports, provisioning. Jobs live in the
 * database with a due time on the sandbox clock, so they survive a restart and move when the
 * clock is advanced. Due jobs run before every request (so every answer reflects the clock) and
 * on a timer (so a page left open still sees them finish). `settle` finishes everything at once.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  /** Asynchronous jobs still working. */
  private readonly working = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /** Schedules work `delayMs` from now on the sandbox clock (replacing the same job if queued). */
  schedule(kind: string, refId: number, delayMs: number): void {
    this.db.transaction(() => {
      this.db.run('DELETE FROM jobs WHERE kind = ? AND ref_id = ?', kind, refId);
      this.db.insert('jobs', { kind, ref_id: refId, due_at: new Date(this.clock.nowMs() + delayMs).toISOString() });
    });
    this.arm();
  }

  cancel(kind: string, refId: number): void {
    this.db.run('DELETE FROM jobs WHERE kind = ? AND ref_id = ?', kind, refId);
  }

  /** Runs every job whose time has come, in due order, including jobs those jobs schedule. */
  runDue(): number {
    return this.drain(() => this.clock.iso());
  }

  /**
   * Runs every queued job now, whatever its due time, in the order they were queued, without
   * waiting for asynchronous ones: the demo world is made in one transaction.
   */
  runAllNow(): number {
    this.db.run('UPDATE jobs SET due_at = ?', this.clock.iso());
    return this.runDue();
  }

  /** Finishes every job under way, whatever its due time, including the asynchronous ones. */
  async settle(): Promise<number> {
    let ran = 0;
    for (let round = 0; round < 100; round++) {
      ran += this.drain(() => '9999-12-31T23:59:59.999Z');
      if (this.working.size === 0) break;
      await Promise.allSettled([...this.working]);
    }
    return ran;
  }

  private drain(until: () => string): number {
    let ran = 0;
    for (let guard = 0; guard < 10_000; guard++) {
      const job = this.db.one<{ id: number; kind: string; ref_id: number }>(
        'SELECT id, kind, ref_id FROM jobs WHERE due_at <= ? ORDER BY due_at, id LIMIT 1',
        until(),
      );
      if (!job) break;
      const pending = this.db.transaction(() => {
        this.db.run('DELETE FROM jobs WHERE id = ?', job.id);
        try {
          return this.handlers.get(job.kind)?.(job.ref_id);
        } catch (error) {
          // A job that fails is logged and dropped, never retried forever on every request.
          console.error(`sandbox: job ${job.kind} ${job.ref_id} failed`, error);
          return undefined;
        }
      });
      if (pending) {
        const tracked = pending
          .catch((error: unknown) => console.error(`sandbox: job ${job.kind} ${job.ref_id} failed`, error))
          .finally(() => this.working.delete(tracked));
        this.working.add(tracked);
      }
      ran++;
    }
    this.arm();
    return ran;
  }

  /** Sets a real-time timer for the next due job. */
  private arm(): void {
    if (this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const next = this.db.one<{ due_at: string }>('SELECT due_at FROM jobs ORDER BY due_at LIMIT 1');
    if (!next) return;
    const wait = Math.max(0, Math.min(Date.parse(next.due_at) - this.clock.nowMs(), 2 ** 31 - 1));
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.closed) this.runDue();
    }, wait);
    this.timer.unref();
  }

  /** Stops the timer and waits for asynchronous jobs still working (they write their own results). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await Promise.allSettled([...this.working]);
  }
}
