import type { Database } from './db/database';

/**
 * The sandbox's one clock: real time plus an offset that the control API can move forward.
 * Every rule that depends on time (rate windows, the wording throttle, daily limits, expiries,
 * due jobs) reads this clock, never Date.now(). The offset is kept in the database so that a
 * restarted sandbox keeps the time it had reached.
 */
export class Clock {
  private offsetMs: number;

  constructor(private readonly db: Database) {
    const row = db.one<{ value: string }>("SELECT value FROM settings WHERE key = 'clock_offset_ms'");
    this.offsetMs = row ? Number(row.value) : 0;
  }

  nowMs(): number {
    return Date.now() + this.offsetMs;
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  /** The current time as an ISO 8601 string (UTC, milliseconds): how every timestamp is stored. */
  iso(offsetSeconds = 0): string {
    return new Date(this.nowMs() + offsetSeconds * 1000).toISOString();
  }

  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
    this.db.run("INSERT INTO settings (key, value) VALUES ('clock_offset_ms', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", String(this.offsetMs));
  }

  reset(): void {
    this.offsetMs = 0;
  }
}

export function secondsUntil(clock: Clock, iso: string): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - clock.nowMs()) / 1000));
}
