import { afterEach, describe, expect, it, vi } from 'vitest';
import { Alarm, realClock, type Clock } from '../../core/clock';
import { FakeClock } from '../helpers/fake-clock';

/** Time for the core: the real clock, and an alarm set for one moment at a time. */
describe('an alarm', () => {
  it('rings once at the moment it is set for, and is free again after', async () => {
    const clock = new FakeClock();
    const rang: number[] = [];
    const alarm = new Alarm(clock, () => rang.push(clock.now()));
    const at = clock.now() + 5_000;
    alarm.set(at);
    await clock.advance(4_999);
    expect(rang).toEqual([]);
    await clock.advance(1);
    expect(rang).toEqual([at]);
    expect(clock.pending()).toBe(0);
    // Set for the same moment again, after it rang: it rings again (it is no longer set for it).
    alarm.set(at);
    await clock.advance(0);
    expect(rang).toEqual([at, at]);
  });

  it('set again for the same moment keeps the one timer; for another moment moves it; for none stops it', async () => {
    const clock = new FakeClock();
    let timers = 0;
    const counting: Clock = {
      now: () => clock.now(),
      setTimeout: (fn, ms) => {
        timers++;
        return clock.setTimeout(fn, ms);
      },
      clearTimeout: (handle) => clock.clearTimeout(handle),
    };
    const rang: number[] = [];
    const alarm = new Alarm(counting, () => rang.push(clock.now()));
    const at = clock.now() + 5_000;
    alarm.set(at);
    alarm.set(at);
    expect(timers).toBe(1);
    expect(clock.pending()).toBe(1);
    alarm.set(at + 2_000);
    expect(clock.pending()).toBe(1);
    await clock.advance(5_000);
    expect(rang).toEqual([]);
    await clock.advance(2_000);
    expect(rang).toEqual([at + 2_000]);
    alarm.set(clock.now() + 1_000);
    alarm.set(null);
    expect(clock.pending()).toBe(0);
    await clock.advance(5_000);
    expect(rang).toEqual([at + 2_000]);
  });
});

describe('the real clock', () => {
  afterEach(() => vi.useRealTimers());

  it('tells the time, runs a timer (never for less than nothing) and clears one', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    expect(realClock.now()).toBe(Date.UTC(2026, 0, 1));
    const ran: string[] = [];
    realClock.setTimeout(() => ran.push('late'), -50);
    const cleared = realClock.setTimeout(() => ran.push('cleared'), 10);
    realClock.clearTimeout(cleared);
    vi.advanceTimersByTime(0);
    expect(ran).toEqual(['late']);
    vi.advanceTimersByTime(100);
    expect(ran).toEqual(['late']);
  });
});
