import type { Database } from '../db/database';

/** How far ahead of the real time the control API may move the clock, in all: 100 years. */
export const MAX_CLOCK_AHEAD_SECONDS = 100 * 365 * 24 * 60 * 60;

/**
 * The sandbox's one clock: real time plus an offset that the control API can move forward.
 * Every rule that depends on time (rate windows, the wording throttle, daily limits, expiries,
 * due jobs) reads this clock, never Date.now(). The offset is kept in the database so that a
 * restarted sandbox keeps the time it had reached.
 *
 * The offset is capped (MAX_CLOCK_AHEAD_SECONDS): every timestamp is stored as an ISO string and
 * compared as text, which holds only for four-digit years, and a date past year 275760 cannot be
 * written at all. A stored offset outside the cap (written by an older sandbox, or by hand) is
 * not trusted: the clock starts at the real time and says so.
 */
export class Clock {
  private offsetMs: number;

  constructor(private readonly db: Database) {
    const row = db.one<{ value: string }>("SELECT value FROM settings WHERE key = 'clock_offset_ms'");
    const stored = row ? Number(row.value) : 0;
    if (isUsableOffset(stored)) {
      this.offsetMs = stored;
    } else {
      console.error(
        `sandbox: the clock stored in this database (${String(row?.value).slice(0, 40)} ms ahead) can't be used, so the clock starts at the real time instead.`,
      );
      this.offsetMs = 0;
      this.save();
    }
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

  /** How many more seconds the clock may be moved ahead (see MAX_CLOCK_AHEAD_SECONDS). */
  roomAheadSeconds(): number {
    return Math.max(0, Math.floor(MAX_CLOCK_AHEAD_SECONDS - this.offsetMs / 1000));
  }

  /** Moves the clock forward; a move past the cap is refused (RangeError) and changes nothing. */
  advance(seconds: number): void {
    if (!(seconds >= 0) || seconds > this.roomAheadSeconds()) {
      throw new RangeError(`The clock can move at most ${this.roomAheadSeconds()} more seconds ahead.`);
    }
    this.offsetMs += seconds * 1000;
    this.save();
  }

  reset(): void {
    this.offsetMs = 0;
  }

  private save(): void {
    this.db.run("INSERT INTO settings (key, value) VALUES ('clock_offset_ms', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", String(this.offsetMs));
  }
}

function isUsableOffset(ms: number): boolean {
  return Number.isFinite(ms) && ms >= 0 && ms <= MAX_CLOCK_AHEAD_SECONDS * 1000;
}

export function secondsUntil(clock: Clock, iso: string): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - clock.nowMs()) / 1000));
}
