import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../helpers/fake-clock';
import { useTestState } from '../../helpers/state-store';
import { RequestBudgets, type BudgetKeeper } from '../../../core/service/request-budget';
import { ServiceError } from '../../../core/service/client';
import type { SlotWindow } from '../../../core/service/slot-window';
import { Scheduler } from '../../../core/service/scheduler';
import { BUSINESS_PACE, jitterBound, type PaceOptions, SharedPace } from '../../../core/service/shared-pace';

const rateLimited = (seconds: number) => new ServiceError(429, `Too many requests. Please wait ${seconds} seconds.`, 'rate_limited', seconds, null, null);
const MINUTE = 60_000;

describe('the shared pace (AIMD)', () => {
  it('halves from what the desk was actually sending, once per burst', () => {
    const pace = new SharedPace(33, 0, { random: () => 0 });
    expect(pace.background(0)).toBe(33);
    // Twenty sent in the window (the sweep never reached 33): halves to 10, not 16.
    pace.cut(1_000, 20_000, 20);
    expect(pace.background(1_000)).toBe(10);
    // More 429s answering the same burst, during its pause: no second halving.
    pace.cut(2_000, 20_000, 20);
    pace.cut(20_000, 20_000, 20);
    expect(pace.background(20_000)).toBe(10);
    // A new burst after the pause: halves again, never below the minimum.
    pace.cut(30_000, 20_000, 20);
    expect(pace.background(30_000)).toBe(5);
    for (let i = 0; i < 5; i++) pace.cut(60_000 + i * 60_000, 1_000, 50);
    expect(pace.background(330_000)).toBe(1);
  });

  it('waits out Retry-After plus a jitter within its bounds (20 %, at least 1 s, at most 10 s)', () => {
    expect(jitterBound(2_000)).toBe(1_000);
    expect(jitterBound(20_000)).toBe(4_000);
    expect(jitterBound(120_000)).toBe(10_000);
    const waits: number[] = [];
    for (const r of [0, 0.25, 0.5, 0.999]) {
      const pace = new SharedPace(33, 0, { random: () => r });
      waits.push(pace.cut(0, 20_000, 33));
    }
    expect(waits).toEqual([20_000, 21_000, 22_000, 23_996]);
    // Real randomness stays inside the bounds, and spreads.
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const wait = new SharedPace(33, 0).cut(0, 30_000, 33);
      expect(wait).toBeGreaterThanOrEqual(30_000);
      expect(wait).toBeLessThanOrEqual(36_000);
      seen.add(Math.floor((wait - 30_000) / 1_000));
    }
    expect(seen.size).toBeGreaterThan(4);
  });

  it('comes back gently: one request a minute for each calm stretch after the pause, up to the full share', () => {
    expect(new SharedPace(33, 0).saved()).toMatchObject({ background: 33 });
    const pace = new SharedPace(33, 0, { random: () => 0, increaseEveryMs: MINUTE });
    pace.cut(0, 10_000, 33); // 16, calm counted from the end of the pause (10 s)
    expect(pace.background(10_000 + MINUTE - 1)).toBe(16);
    expect(pace.background(10_000 + MINUTE)).toBe(17);
    expect(pace.background(10_000 + 5 * MINUTE)).toBe(21);
    expect(pace.background(10_000 + 60 * MINUTE)).toBe(33);
  });
});

describe('a funeral home’s pace (BUSINESS_PACE)', () => {
  const business = { ...BUSINESS_PACE, random: () => 0 };

  it('starts cautious when nothing is learned: two a minute, held an hour, then slow steps that quicken each hour', () => {
    const pace = new SharedPace(33, 0, business);
    // Ten desks started together: twenty of the token's fifty, the rest for their persons (issue 33).
    expect(pace.background(0)).toBe(2);
    expect(pace.background(60 * MINUTE - 1)).toBe(2);
    // Then one more every twenty minutes in the first hour of growing, every ten in the second...
    expect(pace.background(60 * MINUTE)).toBe(3);
    expect(pace.background(119 * MINUTE)).toBe(5);
    expect(pace.background(120 * MINUTE)).toBe(6);
    expect(pace.background(180 * MINUTE)).toBe(12);
    // ...every five in the third, and faster still: a desk alone has its whole share back.
    expect(pace.background(240 * MINUTE)).toBe(24);
    expect(pace.background(260 * MINUTE)).toBe(32);
    expect(pace.background(270 * MINUTE)).toBe(33);
  });

  it('a desk that learned nothing spaces its background a minute / pace apart for its first hour, the first after a random part of that', () => {
    // Two a minute: one every 30 s; the first after random × 30 s.
    const cold = new SharedPace(33, 1_000, { ...BUSINESS_PACE, random: () => 0.5 });
    expect(cold.backgroundDueAt()).toBe(16_000);
    cold.backgroundSent(16_000);
    expect(cold.backgroundDueAt()).toBe(46_000);
    // Once its hour is over, bursts within its pace again.
    cold.backgroundSent(1_000 + 60 * MINUTE);
    expect(cold.backgroundDueAt()).toBe(-Infinity);
    // A desk that learned its pace before (a restart) is not spaced.
    const learned = new SharedPace(33, 0, { ...BUSINESS_PACE, random: () => 0.5 }, { background: 12, since: 0, cutUntil: null, steady: 12, growFrom: 0 });
    expect(learned.backgroundDueAt()).toBe(-Infinity);
    learned.backgroundSent(0);
    expect(learned.backgroundDueAt()).toBe(-Infinity);
    // A family's pace (not spaced) never holds a request back.
    const family = new SharedPace(6, 0, { random: () => 0.5 });
    family.backgroundSent(0);
    expect(family.backgroundDueAt()).toBe(-Infinity);
  });

  it('after a cut comes back quickly to seven tenths of what it sent, holds that an hour, then grows slowly', () => {
    const pace = new SharedPace(33, 0, business, { background: 33, since: 0, cutUntil: null, steady: 33, growFrom: 0 });
    // Refused while sending 20: halves to 10; the steady pace is 14. Retry-After 10 s, no jitter.
    expect(pace.cut(0, 10_000, 20)).toBe(10_000);
    expect(pace.saved()).toEqual({ background: 10, since: 10_000, cutUntil: 10_000, steady: 14, growFrom: 10_000 + 60 * MINUTE });
    // A minute a step back to 14...
    expect(pace.background(10_000 + MINUTE - 1)).toBe(10);
    expect(pace.background(10_000 + 4 * MINUTE)).toBe(14);
    // ...held there until an hour after the pause...
    expect(pace.background(10_000 + 60 * MINUTE - 1)).toBe(14);
    expect(pace.background(10_000 + 60 * MINUTE)).toBe(15);
    // ...then twenty calm minutes a step.
    expect(pace.background(10_000 + 99 * MINUTE)).toBe(16);
    expect(pace.background(10_000 + 100 * MINUTE)).toBe(17);
  });

  it('holds a pace learned before there was a steady pace where it is, for an hour', () => {
    const pace = new SharedPace(33, 10 * MINUTE, business, { background: 12, since: 5 * MINUTE, cutUntil: null });
    expect(pace.background(10 * MINUTE)).toBe(12);
    expect(pace.background(65 * MINUTE - 1)).toBe(12);
    expect(pace.background(65 * MINUTE)).toBe(13);
    // A desk that never learned one (the full share) keeps it.
    expect(new SharedPace(33, 0, business, { background: 33, since: 0, cutUntil: null }).background(0)).toBe(33);
  });
});

describe('the scheduler with a shared token', () => {
  const openState = useTestState();

  /** The budgets of state.sqlite: the first start's, the next start's (the Store closed and opened again), and the pace as kept. */
  async function kept(clock: FakeClock) {
    const home = await openState({ clock });
    return {
      first: (await RequestBudgets.open(home.state, { clock })).for('desk'),
      again: async () => (await RequestBudgets.open(await home.reopen(), { clock })).for('desk'),
      pace: async () => {
        await home.state.get('SELECT 1');
        return (JSON.parse(home.committed<{ record: string }>('SELECT record FROM budgets')[0]!.record) as { pace: unknown }).pace;
      },
    };
  }

  function setup(clock = new FakeClock(), budget?: BudgetKeeper, pace: PaceOptions = {}) {
    const t0 = clock.now();
    const started: { lane: string; at: number }[] = [];
    let limited = 0;
    const scheduler = new Scheduler({
      perMinute: 50,
      spare: 0,
      clock,
      probe: () => Promise.resolve(),
      pace: { random: () => 0.5, ...pace },
      // The shares these figures were worked out for: a third kept from background work, and the
      // person's reads and changes alike (no separate reserve for changes).
      reserve: 1 / 3,
      changeReserve: 0,
      ...(budget ? { budget } : {}),
    });
    const run = (lane: 'person' | 'background') =>
      scheduler
        .run(
          () => {
            started.push({ lane, at: clock.now() - t0 });
            if (limited > 0) {
              limited--;
              return Promise.reject(rateLimited(20));
            }
            return Promise.resolve();
          },
          { lane },
        )
        .catch(() => undefined);
    return { clock, scheduler, started, run, limit: (n: number) => (limited = n), t0 };
  }

  it('halves background work on a 429 it did not cause, waits Retry-After plus jitter, and keeps the person’s reserve', async () => {
    const s = setup();
    // Background share of a business token: 50 − 17 reserve = 33.
    expect(s.scheduler.pacePerMinute()).toBe(33);
    for (let i = 0; i < 10; i++) void s.run('background');
    await s.clock.flush();
    // The service says no to the 11th: other desks used the token too (this one sent only 10).
    s.limit(1);
    void s.run('background');
    await s.clock.flush();
    const until = s.scheduler.state().rateLimitedUntil!;
    // Retry-After 20 s, plus half of the 4 s jitter bound.
    expect(until - s.clock.now()).toBe(22_000);
    // 11 sent in the window: the pace halves to 5.
    expect(s.scheduler.pacePerMinute()).toBe(5);

    await s.clock.advance(22_000);
    s.started.length = 0;
    for (let i = 0; i < 10; i++) void s.run('background');
    for (let i = 0; i < 20; i++) void s.run('person');
    await s.clock.flush();
    // Background waits: 11 slots are in use and its pace is 5. The person still has the pace
    // plus the whole reserve of 17: 22 slots, of which 11 are in use.
    expect(s.started.filter((x) => x.lane === 'person')).toHaveLength(11);
    expect(s.started.filter((x) => x.lane === 'background')).toHaveLength(0);
  });

  it('spaces a funeral home’s background work from a cold start, and never the person’s reads', async () => {
    const s = setup(new FakeClock(), undefined, BUSINESS_PACE);
    for (let i = 0; i < 2; i++) void s.run('background');
    await s.clock.flush();
    // Background waits its random part of the 30 s gap (0.5 × 30 s)...
    expect(s.started).toEqual([]);
    await s.clock.advance(15_000);
    expect(s.started).toEqual([{ lane: 'background', at: 15_000 }]);
    // ...then the next a minute / pace later (two a minute: 30 s), woken by its turn alone.
    await s.clock.advance(30_000);
    expect(s.started).toEqual([
      { lane: 'background', at: 15_000 },
      { lane: 'background', at: 45_000 },
    ]);
    // The person's reads are never spaced: three at once, however recent the background's.
    for (let i = 0; i < 3; i++) void s.run('person');
    await s.clock.flush();
    expect(s.started.filter((x) => x.lane === 'person')).toEqual(Array.from({ length: 3 }, () => ({ lane: 'person', at: 45_000 })));
  });

  it('never halves for a 429 its own count explains', async () => {
    const s = setup();
    let answer!: (error: Error) => void;
    void s.scheduler.run(() => new Promise((_, reject) => (answer = reject)), { lane: 'person' }).catch(() => undefined);
    await s.clock.flush();
    // As if a budget forgotten in a restart made this desk itself send 51 in the window.
    const window = (s.scheduler as unknown as { window: SlotWindow }).window;
    for (let i = 0; i < 50; i++) window.answer(window.take(s.clock.now(), false), s.clock.now());
    answer(rateLimited(20));
    await s.clock.flush();
    expect(s.scheduler.state().rateLimitedUntil! - s.clock.now()).toBe(20_000);
    expect(s.scheduler.pacePerMinute()).toBe(33);
  });

  it('keeps the learned pace across a restart, and gives it back gently from there', async () => {
    const clock = new FakeClock();
    const k = await kept(clock);
    const first = setup(clock, k.first);
    first.limit(1);
    void first.run('background');
    await first.clock.flush();
    expect(first.scheduler.pacePerMinute()).toBe(1);
    first.scheduler.close();
    expect(await k.pace()).toMatchObject({ background: 1 });

    const second = setup(first.clock, await k.again());
    expect(second.scheduler.pacePerMinute()).toBe(1);
    // The pause (20 s + 2 s jitter), then one a minute per two calm minutes.
    await second.clock.advance(22_000 + 6 * MINUTE);
    expect(second.scheduler.pacePerMinute()).toBe(4);
  });

  it('keeps a funeral home’s cautious start and what it learned across a restart: the hour is not begun again', async () => {
    const clock = new FakeClock();
    const k = await kept(clock);
    const first = setup(clock, k.first, BUSINESS_PACE);
    // 50 − 17 reserve = 33; a sixteenth of it.
    expect(first.scheduler.pacePerMinute()).toBe(2);
    void first.run('background');
    await first.clock.advance(30 * MINUTE);
    first.scheduler.close();

    const second = setup(first.clock, await k.again(), BUSINESS_PACE);
    expect(second.scheduler.pacePerMinute()).toBe(2);
    await second.clock.advance(30 * MINUTE);
    expect(second.scheduler.pacePerMinute()).toBe(3);

    // Refused while sending 3 (two before it in the window): halves to 1, steady 2, kept on disk.
    for (let i = 0; i < 2; i++) void second.run('background');
    await second.clock.advance(45_000);
    second.limit(1);
    void second.run('background');
    await second.clock.flush();
    expect(second.scheduler.pacePerMinute()).toBe(1);
    second.scheduler.close();
    expect(await k.pace()).toMatchObject({ background: 1, steady: 2 });
    const third = setup(second.clock, await k.again(), BUSINESS_PACE);
    expect(third.scheduler.pacePerMinute()).toBe(1);
    // The pause (20 s + 2 s jitter), then a minute a step back to the steady 2, held there.
    await third.clock.advance(22_000 + 30 * MINUTE);
    expect(third.scheduler.pacePerMinute()).toBe(2);
  });
});
