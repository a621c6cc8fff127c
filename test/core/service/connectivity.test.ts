import { describe, expect, it } from 'vitest';
import { OfflineError, ServiceError } from '../../../core/service/client';
import { Connectivity, type ConnectivityHost } from '../../../core/service/connectivity';
import { FakeClock } from '../../helpers/fake-clock';

/** A connectivity on a fake clock, with a host that notes what it was asked. */
function setup(opts: { full?: { freesAt: number | null } | null; pausedUntil?: number } = {}) {
  const clock = new FakeClock();
  const t0 = clock.now();
  const asked: string[] = [];
  /** Requests on the wire besides the probe (the scheduler's). */
  let wire = 0;
  let probing = 0;
  let answer: () => Promise<void> = () => Promise.resolve();
  const host: ConnectivityHost = {
    probeSlot: (now) => {
      asked.push(`slot at ${now - t0}`);
      const full = opts.full;
      // A window full now frees by the time it said.
      if (full?.freesAt) opts.full = null;
      if (full) return full;
      probing++;
      return {
        answered: () => {
          probing--;
          asked.push(`answered at ${clock.now() - t0}`);
        },
      };
    },
    rateLimited: (error) => asked.push(`rate limited ${error.retryAfter}`),
    unreachable: () => asked.push('unreachable'),
    probed: () => asked.push('probed'),
    awaitingAnswer: () => wire + probing > 0,
  };
  const c = new Connectivity({ clock, probe: () => answer(), host, ...(opts.pausedUntil ? { pausedUntil: t0 + opts.pausedUntil } : {}) });
  return { clock, t0, c, asked, answerWith: (fn: () => Promise<void>) => (answer = fn), onWire: (n: number) => (wire = n) };
}

const refused = () => Promise.reject(new OfflineError('ECONNREFUSED'));

describe('the connectivity', () => {
  it('hopes the service is there until it is heard from, and asks once when told to', async () => {
    const s = setup();
    expect([s.c.online, s.c.heard]).toEqual([true, false]);
    s.c.hearOnce();
    await s.clock.flush();
    expect([s.c.online, s.c.heard]).toEqual([true, true]);
    expect(s.asked).toEqual(['slot at 0', 'answered at 0', 'probed']);
    // Heard from: nothing more to ask.
    s.c.hearOnce();
    s.c.checkNow();
    await s.clock.flush();
    expect(s.asked).toHaveLength(3);
  });

  it('finds the service unreachable at its first question and hands that to the scheduler', async () => {
    const s = setup();
    s.answerWith(refused);
    s.c.checkNow();
    await s.clock.flush();
    expect(s.asked).toEqual(['slot at 0', 'answered at 0', 'unreachable', 'probed']);
  });

  it('while offline, probes with a backoff from 2 s doubling to 30 s, and is online again at the first answer', async () => {
    const s = setup();
    s.answerWith(refused);
    s.c.wentOffline();
    expect([s.c.online, s.c.heard, s.c.offlineSince]).toEqual([false, true, s.t0]);
    for (const wait of [2_000, 4_000, 8_000, 16_000, 30_000, 30_000]) {
      await s.clock.advance(wait - 1);
      const before = s.asked.length;
      await s.clock.advance(1);
      expect(s.asked.length, `a probe ${wait} ms after the last`).toBeGreaterThan(before);
    }
    s.answerWith(() => Promise.resolve());
    await s.clock.advance(30_000);
    expect(s.c.online).toBe(true);
    // Online: no more probes.
    const count = s.asked.length;
    await s.clock.advance(120_000);
    expect(s.asked).toHaveLength(count);
  });

  it('takes any answer of the service, even a refusal, as the service being there', async () => {
    const s = setup();
    s.c.wentOffline();
    s.answerWith(() => Promise.reject(new ServiceError(503, 'Busy.', null, null, null, null)));
    await s.clock.advance(2_000);
    expect(s.c.online).toBe(true);
  });

  it('hands a 429 to the scheduler, whose learned pace decides the pause', async () => {
    const s = setup();
    s.c.wentOffline();
    s.answerWith(() => Promise.reject(new ServiceError(429, 'Too many.', 'rate_limited', 20, null, null)));
    await s.clock.advance(2_000);
    expect(s.asked.slice(-3)).toEqual(['answered at 2000', 'rate limited 20', 'probed']);
    expect(s.c.online).toBe(true);
  });

  it('waits out a pause before probing, and keeps the longer of two pauses', async () => {
    const s = setup({ pausedUntil: 10_000 });
    expect(s.c.isPaused(s.t0)).toBe(true);
    expect(s.c.pauseSecondsLeft(s.t0 + 500)).toBe(10);
    s.c.pauseUntil(s.t0 + 5_000);
    expect(s.c.pause).toBe(s.t0 + 10_000);
    s.c.wentOffline();
    await s.clock.advance(9_999);
    expect(s.asked).toEqual([]);
    await s.clock.advance(1);
    expect(s.asked[0]).toBe('slot at 10000');
    expect(s.c.endPauseIfOver(s.t0 + 9_999)).toBe(s.t0 + 10_000);
    expect(s.c.endPauseIfOver(s.t0 + 10_000)).toBeNull();
    expect(s.c.isPaused(s.t0 + 10_000)).toBe(false);
  });

  it('waits for a slot when the budget is full: until the next one frees, or the backoff when none will', async () => {
    const s = setup({ full: { freesAt: null } });
    s.c.wentOffline();
    await s.clock.advance(2_000);
    expect(s.asked).toEqual(['slot at 2000']);
    await s.clock.advance(2_000);
    expect(s.asked).toEqual(['slot at 2000', 'slot at 4000']);

    const t = setup({ full: { freesAt: Date.UTC(2026, 0, 1, 9, 0, 7) } });
    t.c.wentOffline();
    await t.clock.advance(2_000);
    await t.clock.advance(4_999);
    expect(t.asked).toEqual(['slot at 2000']);
    await t.clock.advance(1);
    expect(t.asked).toEqual(['slot at 2000', 'slot at 7000', 'answered at 7000', 'probed']);
  });

  it('asks now when told to while offline, instead of at the next backoff, and never after it is closed', async () => {
    const s = setup();
    s.answerWith(refused);
    s.c.wentOffline();
    s.c.checkNow();
    await s.clock.flush();
    expect(s.asked).toEqual(['slot at 0', 'answered at 0', 'probed']);
    s.c.close();
    s.c.checkNow();
    await s.clock.advance(120_000);
    expect(s.asked).toHaveLength(3);
  });

  it('at a start, waits 2 s for the first answer; none by then is the service unreachable for now, and a late answer brings it back', async () => {
    const s = setup();
    let answerNow!: () => void;
    s.answerWith(() => new Promise<void>((resolve) => (answerNow = resolve)));
    // A network that swallows requests: the first question hangs (the client gives up only after 30 s).
    s.c.hearOnce();
    await s.clock.advance(1_999);
    expect(s.asked).toEqual(['slot at 0']);
    await s.clock.advance(1);
    expect(s.asked).toEqual(['slot at 0', 'unreachable']);
    // The scheduler takes it offline (as it does a refusal), and never calls that an answer.
    s.c.wentOffline();
    expect([s.c.online, s.c.heard, s.c.answered, s.c.offlineSince]).toEqual([false, true, false, s.t0 + 2_000]);
    answerNow();
    await s.clock.flush();
    expect([s.c.online, s.c.answered]).toEqual([true, true]);
  });

  it('waits for no answer when none is awaited, nor once the service answered in this run', async () => {
    const s = setup();
    // A request that left and was given back unsent: nothing is on the wire.
    s.c.sent();
    await s.clock.advance(10_000);
    expect(s.asked).toEqual([]);
    expect([s.c.online, s.c.heard, s.c.answered]).toEqual([true, false, false]);
    // A first answer in time: no more waiting at this start.
    s.onWire(1);
    s.c.sent();
    await s.clock.advance(500);
    s.c.markOnline();
    await s.clock.advance(10_000);
    expect(s.asked).toEqual([]);
    // Heard from: a later request is the scheduler's and the client's to time.
    s.c.sent();
    await s.clock.advance(10_000);
    expect(s.asked).toEqual([]);
    expect([s.c.online, s.c.answered]).toEqual([true, true]);
  });

  it('found unreachable at its first question has heard, yet had no answer', async () => {
    const s = setup();
    s.answerWith(refused);
    s.c.checkNow();
    await s.clock.flush();
    s.c.wentOffline();
    expect([s.c.online, s.c.heard, s.c.answered]).toEqual([false, true, false]);
  });
});
