import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../helpers/fake-clock';
import { useTestState } from '../../helpers/state-store';
import { RequestBudgets } from '../../../core/service/request-budget';
import { LocalError, OfflineError, ServiceError } from '../../../core/service/client';
import { NotSentError, Scheduler, type SchedulerOptions, type SchedulerState } from '../../../core/service/scheduler';

/** A scheduler on a fake clock, with a log of when each task started. */
function setup(opts: Partial<SchedulerOptions> = {}) {
  // A second scheduler on the same clock stands for the app started again.
  const clock = opts.clock instanceof FakeClock ? opts.clock : new FakeClock();
  const t0 = clock.now();
  const started: { name: string; at: number }[] = [];
  const probes: number[] = [];
  let probeAnswer: () => Promise<void> = () => Promise.resolve();
  const states: SchedulerState[] = [];
  const scheduler = new Scheduler({
    perMinute: 20,
    clock,
    probe: () => {
      probes.push(clock.now() - t0);
      return probeAnswer();
    },
    onChange: (s) => states.push(s),
    ...opts,
  });

  /** A task that answers after `ms` (simulated), with its name or the given failure. */
  const task =
    (name: string, o: { ms?: number; fail?: () => Error | undefined } = {}) =>
    () => {
      started.push({ name, at: clock.now() - t0 });
      return new Promise<string>((resolve, reject) => {
        const answer = () => {
          const failure = o.fail?.();
          if (failure === undefined) resolve(name);
          else reject(failure);
        };
        if (o.ms) clock.setTimeout(answer, o.ms);
        else answer();
      });
    };

  return {
    clock,
    scheduler,
    started,
    probes,
    states,
    task,
    names: () => started.map((s) => s.name),
    setProbe: (fn: () => Promise<void>) => (probeAnswer = fn),
    elapsed: () => clock.now() - t0,
  };
}

/** Follows a promise without letting its rejection go unhandled. */
function track<T>(promise: Promise<T>) {
  const result: { done: boolean; value?: T; error?: unknown } = { done: false };
  promise.then(
    (value) => Object.assign(result, { done: true, value }),
    (error: unknown) => Object.assign(result, { done: true, error }),
  );
  return result;
}

const rateLimited = (seconds: number) =>
  new ServiceError(429, `Too many requests in a short time. Please wait ${seconds} seconds and try again.`, 'rate_limited', seconds, null, null);

describe('the budget', () => {
  it('sends 19 of a personal token’s 20 a minute at once (one kept spare); the next waits until the window frees', async () => {
    const s = setup();
    expect([s.scheduler.capacity, s.scheduler.backgroundCapacity]).toEqual([19, 12]);
    const results = Array.from({ length: 20 }, (_, i) => track(s.scheduler.run(s.task(`p${i}`), { lane: 'change' })));
    await s.clock.flush();
    expect(s.started).toHaveLength(19);
    expect(s.scheduler.state()).toMatchObject({ sentInLastMinute: 19, waiting: { person: 1, background: 0 } });
    expect(results[19]!.done).toBe(false);

    // A slot is held for 60 s (+0.5 s margin) after its answer.
    await s.clock.advance(60_499);
    expect(s.started).toHaveLength(19);
    await s.clock.advance(1);
    expect(s.started.at(-1)).toEqual({ name: 'p19', at: 60_500 });
    await s.clock.flush();
    expect(results[19]).toMatchObject({ done: true, value: 'p19' });
  });

  it('with no spare, the 21st request in a minute waits', async () => {
    const s = setup({ spare: 0 });
    for (let i = 0; i < 21; i++) void s.scheduler.run(s.task(`p${i}`), { lane: 'change' });
    await s.clock.flush();
    expect(s.started).toHaveLength(20);
    await s.clock.advance(60_500);
    expect(s.started).toHaveLength(21);
  });

  it('counts a slow request from its answer, so the service never sees more than the budget in its window', async () => {
    const s = setup({ perMinute: 3, spare: 0, reserve: 0 });
    void s.scheduler.run(s.task('slow', { ms: 5_000 }), { lane: 'person' });
    void s.scheduler.run(s.task('a'), { lane: 'person' });
    void s.scheduler.run(s.task('b'), { lane: 'person' });
    void s.scheduler.run(s.task('c'), { lane: 'person' });
    await s.clock.advance(60_500);
    // a and b (answered at once) free at 60.5 s; the slow one only at 65.5 s.
    expect(s.started.map((x) => [x.name, x.at])).toEqual([
      ['slow', 0],
      ['a', 0],
      ['b', 0],
      ['c', 60_500],
    ]);
    // One slot is free (b's); the next frees only when the slow one's window ends.
    void s.scheduler.run(s.task('d'), { lane: 'person' });
    void s.scheduler.run(s.task('e'), { lane: 'person' });
    await s.clock.advance(4_999);
    expect(s.started.slice(4).map((x) => [x.name, x.at])).toEqual([['d', 60_500]]);
    await s.clock.advance(1);
    expect(s.started.slice(4).map((x) => [x.name, x.at])).toEqual([
      ['d', 60_500],
      ['e', 65_500],
    ]);
  });

  it('never has more than maxInFlight requests on the wire', async () => {
    const s = setup({ maxInFlight: 2 });
    for (let i = 0; i < 4; i++) void s.scheduler.run(s.task(`p${i}`, { ms: 1_000 }), { lane: 'person' });
    await s.clock.flush();
    expect(s.names()).toEqual(['p0', 'p1']);
    await s.clock.advance(1_000);
    expect(s.names()).toEqual(['p0', 'p1', 'p2', 'p3']);
  });
});

describe('lanes', () => {
  it('sends a person’s change queued after ten background reads first', async () => {
    const s = setup();
    for (let i = 0; i < 19; i++) void s.scheduler.run(s.task(`fill${i}`), { lane: 'change' });
    const background = Array.from({ length: 10 }, (_, i) => track(s.scheduler.run(s.task(`bg${i}`), { lane: 'background' })));
    const person = track(s.scheduler.run(s.task('approve'), { lane: 'change' }));
    await s.clock.flush();
    expect(s.scheduler.state().waiting).toEqual({ person: 1, background: 10 });

    await s.clock.advance(60_500);
    expect(s.names().slice(19)).toEqual(['approve', ...Array.from({ length: 10 }, (_, i) => `bg${i}`)]);
    expect(person.value).toBe('approve');
    expect(background.every((b) => b.done)).toBe(true);
  });

  it('keeps a third of the budget from background work, so a person’s changes do not wait behind refreshes', async () => {
    const s = setup({ reserve: 1 / 3 });
    for (let i = 0; i < 20; i++) void s.scheduler.run(s.task(`bg${i}`), { lane: 'background' });
    await s.clock.flush();
    expect(s.started).toHaveLength(12);
    expect(s.scheduler.state().waiting.background).toBe(8);

    for (let i = 0; i < 8; i++) void s.scheduler.run(s.task(`p${i}`), { lane: 'change' });
    await s.clock.flush();
    expect(s.names().slice(12)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
    expect(s.scheduler.state().waiting).toEqual({ person: 1, background: 8 });
    expect(s.elapsed()).toBe(0);
  });

  it('takes the reserve as a setting (a business token’s 50 a minute, a quarter kept)', () => {
    const s = setup({ perMinute: 50, reserve: 0.25 });
    expect([s.scheduler.capacity, s.scheduler.backgroundCapacity]).toEqual([49, 36]);
  });

  it('drops the oldest background task when too many wait', async () => {
    const s = setup({ maxInFlight: 1, maxBackgroundWaiting: 2 });
    void s.scheduler.run(s.task('running', { ms: 1_000 }), { lane: 'person' });
    const a = track(s.scheduler.run(s.task('a'), { lane: 'background' }));
    const b = track(s.scheduler.run(s.task('b'), { lane: 'background' }));
    const c = track(s.scheduler.run(s.task('c'), { lane: 'background' }));
    await s.clock.flush();
    expect(a.error).toBeInstanceOf(LocalError);
    expect(a.error).toMatchObject({ kind: 'rate-limited' });
    await s.clock.advance(1_000);
    expect([b.value, c.value]).toEqual(['b', 'c']);
  });
});

describe('coalescing', () => {
  it('shares one request between identical reads waiting their turn', async () => {
    const s = setup({ maxInFlight: 1 });
    void s.scheduler.run(s.task('running', { ms: 200 }), { lane: 'person' });
    const one = s.scheduler.run(s.task('list'), { lane: 'background', key: 'GET /memorials/1/contributions' });
    const two = s.scheduler.run(s.task('list again'), { lane: 'person', key: 'GET /memorials/1/contributions' });
    const other = s.scheduler.run(s.task('other'), { lane: 'person', key: 'GET /memorials/2/contributions' });
    await s.clock.advance(200);
    expect(await Promise.all([one, two, other])).toEqual(['list', 'list', 'other']);
    expect(s.names()).toEqual(['running', 'list', 'other']);

    // Once answered, the next read asks again.
    await s.scheduler.run(s.task('fresh'), { lane: 'person', key: 'GET /memorials/1/contributions' });
    expect(s.names()).toEqual(['running', 'list', 'other', 'fresh']);
  });

  it('a person’s read does not join one already on the wire (it may answer from before their change); background work does', async () => {
    const s = setup();
    const sent = s.scheduler.run(s.task('before the change', { ms: 200 }), { lane: 'background', key: 'GET /me/memorials' });
    await s.clock.advance(50);
    const refresh = s.scheduler.run(s.task('never sent'), { lane: 'background', key: 'GET /me/memorials' });
    const after = s.scheduler.run(s.task('after the change'), { lane: 'person', key: 'GET /me/memorials' });
    await s.clock.advance(200);
    expect(await Promise.all([sent, refresh, after])).toEqual(['before the change', 'before the change', 'after the change']);
    expect(s.names()).toEqual(['before the change', 'after the change']);
  });

  it('lifts a waiting background read into the person’s lane when the person asks for the same thing', async () => {
    const s = setup({ maxInFlight: 1 });
    void s.scheduler.run(s.task('running', { ms: 1_000 }), { lane: 'person' });
    void s.scheduler.run(s.task('bg'), { lane: 'background' });
    const refresh = s.scheduler.run(s.task('read'), { lane: 'background', key: 'k' });
    const asked = s.scheduler.run(s.task('never'), { lane: 'person', key: 'k' });
    expect(s.scheduler.state().waiting).toEqual({ person: 1, background: 1 });
    await s.clock.advance(1_000);
    expect(await Promise.all([refresh, asked])).toEqual(['read', 'read']);
    expect(s.names()).toEqual(['running', 'read', 'bg']);
  });
});

describe('Retry-After', () => {
  it('pauses all sending on a 429, retries the person’s task after it, and drops background work', async () => {
    const s = setup();
    let calls = 0;
    const approve = track(s.scheduler.run(s.task('approve', { fail: () => (++calls === 1 ? rateLimited(30) : undefined) }), { lane: 'person' }));
    await s.clock.flush();
    expect(s.scheduler.state().rateLimitedUntil).toBe(s.clock.now() + 30_000);
    expect(approve.done).toBe(false);

    const later = track(s.scheduler.run(s.task('reject'), { lane: 'person' }));
    const refresh = track(s.scheduler.run(s.task('refresh'), { lane: 'background' }));
    await s.clock.advance(29_999);
    expect(s.names()).toEqual(['approve']);
    expect(refresh.error).toMatchObject({ kind: 'rate-limited', retryAfter: 30 });

    await s.clock.advance(1);
    expect(s.started.map((x) => [x.name, x.at])).toEqual([
      ['approve', 0],
      ['approve', 30_000],
      ['reject', 30_000],
    ]);
    expect([approve.value, later.value]).toEqual(['approve', 'reject']);
    expect(s.scheduler.state().rateLimitedUntil).toBeNull();
  });

  it('rejects background tasks that meet a 429, and those waiting behind it', async () => {
    const s = setup({ maxInFlight: 1 });
    const first = track(s.scheduler.run(s.task('bg0', { fail: () => rateLimited(10) }), { lane: 'background' }));
    const second = track(s.scheduler.run(s.task('bg1'), { lane: 'background' }));
    await s.clock.flush();
    expect(first.error).toBeInstanceOf(ServiceError);
    expect(second.error).toMatchObject({ status: 429 });
    expect(s.names()).toEqual(['bg0']);
  });

  it('passes a 429 that is not the rate limit (the wording throttle) to the caller without pausing', async () => {
    const s = setup();
    const throttled = new ServiceError(429, 'The wording of a memorial can change once every five minutes.', 'wording_change_too_soon', 240, null, null);
    const edit = track(s.scheduler.run(s.task('edit', { fail: () => throttled }), { lane: 'person' }));
    await s.clock.flush();
    expect(edit.error).toBe(throttled);
    expect(s.scheduler.state().rateLimitedUntil).toBeNull();
    await s.scheduler.run(s.task('next'), { lane: 'person' });
    expect(s.names()).toEqual(['edit', 'next']);
  });
});

describe('offline', () => {
  it('holds a person’s task until the probe reaches the service, rejecting background work at once', async () => {
    const s = setup();
    let reachable = false;
    s.setProbe(() => (reachable ? Promise.resolve() : Promise.reject(new OfflineError('ECONNREFUSED'))));
    const approve = track(s.scheduler.run(s.task('approve', { fail: () => (reachable ? undefined : new OfflineError('ECONNREFUSED')) }), { lane: 'person' }));
    await s.clock.flush();
    expect(s.scheduler.state().online).toBe(false);
    expect(s.scheduler.state().waiting.person).toBe(1);

    const refresh = track(s.scheduler.run(s.task('refresh'), { lane: 'background' }));
    const urgent = track(s.scheduler.run(s.task('export'), { lane: 'person', whenOffline: 'fail' }));
    await s.clock.flush();
    expect(refresh.error).toBeInstanceOf(OfflineError);
    expect(urgent.error).toBeInstanceOf(OfflineError);

    // Probes back off: 2 s, then 4, 8, 16, 30, 30 ...
    await s.clock.advance(60_000);
    expect(s.probes).toEqual([2_000, 6_000, 14_000, 30_000, 60_000]);
    expect(approve.done).toBe(false);

    reachable = true;
    await s.clock.advance(30_000);
    expect(s.probes.at(-1)).toBe(90_000);
    expect(s.scheduler.state().online).toBe(true);
    expect(approve.value).toBe('approve');
    expect(s.started.map((x) => [x.name, x.at])).toEqual([
      ['approve', 0],
      ['approve', 90_000],
    ]);
  });

  it('counts any answer from the service, even an error, as being back online', async () => {
    const s = setup();
    s.setProbe(() => Promise.reject(new ServiceError(401, 'Please sign in again.', null, null, null, null)));
    void s.scheduler.run(s.task('x', { fail: () => new OfflineError() }), { lane: 'background' }).catch(() => undefined);
    await s.clock.flush();
    expect(s.scheduler.state().online).toBe(false);
    await s.clock.advance(2_000);
    expect(s.scheduler.state().online).toBe(true);
    expect(s.states.map((x) => x.online)).toContain(false);
    expect(s.states.at(-1)?.online).toBe(true);
  });
});

describe('the first seconds of a start', () => {
  it('a first request unanswered for 2 s says the service cannot be reached; the request goes on, and its answer says it can', async () => {
    const s = setup();
    // A network that swallows requests: the screen's read hangs (the client would give up after 30 s).
    const read = track(s.scheduler.run(s.task('memorials', { ms: 25_000 }), { lane: 'person' }));
    await s.clock.advance(1_999);
    expect(s.scheduler.state()).toMatchObject({ online: true, heard: false, answered: false });
    await s.clock.advance(1);
    expect(s.scheduler.state()).toMatchObject({ online: false, heard: true, answered: false, offlineSince: s.clock.now() });
    expect(s.states.at(-1)).toMatchObject({ online: false, answered: false });
    // Offline now, as after a refusal: what cannot wait fails at once; the read on the wire is not cut.
    const now = track(s.scheduler.run(s.task('export'), { lane: 'person', whenOffline: 'fail' }));
    await s.clock.flush();
    expect(now.error).toBeInstanceOf(OfflineError);
    expect(read.done).toBe(false);
    await s.clock.advance(23_000);
    expect(read.value).toBe('memorials');
    expect(s.scheduler.state()).toMatchObject({ online: true, answered: true });
  });

  it('an answer within the 2 s, or a service already heard from, is never timed by the scheduler', async () => {
    const s = setup();
    const first = track(s.scheduler.run(s.task('first', { ms: 1_500 }), { lane: 'person' }));
    await s.clock.advance(1_500);
    expect(first.value).toBe('first');
    const slow = track(s.scheduler.run(s.task('slow', { ms: 20_000 }), { lane: 'person' }));
    await s.clock.advance(19_000);
    expect(s.scheduler.state()).toMatchObject({ online: true, answered: true });
    expect(s.states.every((x) => x.online)).toBe(true);
    await s.clock.advance(1_000);
    expect(slow.value).toBe('slow');
    // Nothing extra was asked: no probe.
    expect(s.probes).toEqual([]);
  });
});

describe('hearing from the service once', () => {
  it('probes when nothing else of the token goes, and not when a request of its own is about to go', async () => {
    const alone = setup();
    alone.scheduler.hearOnce();
    await alone.clock.advance(0);
    expect(alone.probes).toEqual([0]);

    const reading = setup();
    reading.scheduler.hearOnce();
    // The screen's own read, queued in the same turn (after its kept answer was looked up).
    const read = track(reading.scheduler.run(reading.task('list'), { lane: 'person' }));
    await reading.clock.advance(0);
    expect(read.done).toBe(true);
    expect(reading.names()).toEqual(['list']);
    expect(reading.probes).toEqual([]);
  });
});

describe('close', () => {
  it('rejects what waits and sends nothing more', async () => {
    const s = setup({ maxInFlight: 1 });
    const running = track(s.scheduler.run(s.task('running', { ms: 1_000 }), { lane: 'person' }));
    const waiting = track(s.scheduler.run(s.task('waiting'), { lane: 'person' }));
    s.scheduler.close();
    await s.clock.advance(1_000);
    expect(running.value).toBe('running');
    expect(waiting.error).toBeInstanceOf(LocalError);
    expect(s.names()).toEqual(['running']);
    await expect(s.scheduler.run(s.task('after'), { lane: 'person' })).rejects.toBeInstanceOf(LocalError);
  });
});

describe('a restart within the minute', () => {
  const openState = useTestState();

  /** The request budgets of state.sqlite, as a start reads them; `again` is the next start's (the Store closed and opened again). */
  async function budgets(clock: FakeClock) {
    const home = await openState({ clock });
    return {
      home,
      first: (await RequestBudgets.open(home.state, { clock })).for('account'),
      again: async () => (await RequestBudgets.open(await home.reopen(), { clock })).for('account'),
    };
  }

  it('keeps the budget: the next start waits for the slots the last run used (the service still counts them)', async () => {
    const clock = new FakeClock();
    const b = await budgets(clock);
    const first = setup({ budget: b.first, clock });
    for (let i = 0; i < 19; i++) void first.scheduler.run(first.task(`p${i}`), { lane: 'change' });
    await first.clock.advance(10_000);
    first.scheduler.close();

    const second = setup({ budget: await b.again(), clock });
    expect(second.scheduler.state().sentInLastMinute).toBe(19);
    void second.scheduler.run(second.task('after restart'), { lane: 'change' });
    await second.clock.advance(50_499);
    expect(second.names()).toEqual([]);
    await second.clock.advance(1);
    expect(second.started).toEqual([{ name: 'after restart', at: 50_500 }]);
  });

  it('has each slot in the table by the time the Store has done what was asked before the request ran', async () => {
    const clock = new FakeClock();
    const b = await budgets(clock);
    const s = setup({ budget: b.first, clock, perMinute: 2, spare: 0 });
    const seen: number[] = [];
    const slotsNow = () =>
      b.home.committed<{ record: string }>('SELECT record FROM budgets').map((r) => (JSON.parse(r.record) as { slots: unknown[] }).slots.length);
    // The task is what goes on the wire; what it waits for first (as a change waits for its `sending` row) comes after the slot's write.
    const request = () => b.home.state.get('SELECT 1').then(() => void seen.push(...slotsNow()));
    void s.scheduler.run(request, { lane: 'change' });
    void s.scheduler.run(request, { lane: 'person' });
    await s.clock.flush();
    // Both slots were taken in one turn, and written as one row before either request went on.
    expect(seen).toEqual([2, 2]);
    s.scheduler.close();
  });

  it('counts a request that was on the wire when the app ended from the moment it started again', async () => {
    const clock = new FakeClock();
    const b = await budgets(clock);
    const first = setup({ budget: b.first, clock, perMinute: 2, spare: 1 });
    void first.scheduler.run(first.task('on the wire', { ms: 5_000 }), { lane: 'person' }).catch(() => undefined);
    await first.clock.advance(1_000);
    first.scheduler.close();

    const second = setup({ budget: await b.again(), clock, perMinute: 2, spare: 1 });
    void second.scheduler.run(second.task('next'), { lane: 'change' });
    // The old request's answer arrives after the close: the closed scheduler no longer writes.
    await second.clock.advance(60_499);
    expect(second.names()).toEqual([]);
    await second.clock.advance(1);
    expect(second.names()).toEqual(['next']);
  });

  it('keeps a Retry-After across the restart', async () => {
    const clock = new FakeClock();
    const b = await budgets(clock);
    const first = setup({ budget: b.first, clock });
    // Waiting for the pause when the app closes: it fails with the close.
    void first.scheduler.run(first.task('limited', { fail: () => rateLimited(30) }), { lane: 'person' }).catch(() => undefined);
    await first.clock.flush();
    first.scheduler.close();

    const second = setup({ budget: await b.again(), clock });
    expect(second.scheduler.state().rateLimitedUntil).toBe(first.clock.now() + 30_000);
    void second.scheduler.run(second.task('next'), { lane: 'person' });
    await second.clock.advance(29_999);
    expect(second.names()).toEqual([]);
    await second.clock.advance(1);
    expect(second.names()).toEqual(['next']);
  });

  it('starts with the whole budget when none was kept or the kept one cannot be read, and writes it afresh', async () => {
    const clock = new FakeClock();
    const b = await budgets(clock);
    const fresh = setup({ budget: b.first, clock });
    expect(fresh.scheduler.state().sentInLastMinute).toBe(0);
    fresh.scheduler.close();
    await b.home.state.run("INSERT INTO budgets (account_id, record) VALUES ('account', '{ not json')");
    const s = setup({ budget: await b.again(), clock });
    for (let i = 0; i < 19; i++) void s.scheduler.run(s.task(`p${i}`), { lane: 'change' });
    await s.clock.flush();
    expect(s.started).toHaveLength(19);
    await b.home.state.get('SELECT 1');
    expect(JSON.parse(b.home.committed<{ record: string }>('SELECT record FROM budgets')[0]!.record).slots).toHaveLength(19);
  });
});

describe('the person’s changes first', () => {
  it('a change after a burst of background work and the person’s own reads goes at once', async () => {
    // A family's shares (app-core.ts): background at most half, the person's reads all but six.
    const s = setup({ spare: 0, reserve: 1 / 2, changeReserve: 0.3 });
    for (let i = 0; i < 30; i++) void s.scheduler.run(s.task(`bg${i}`), { lane: 'background' }).catch(() => undefined);
    for (let i = 0; i < 20; i++) void s.scheduler.run(s.task(`read${i}`), { lane: 'person' });
    await s.clock.flush();
    // Background stopped at its half, the person's reads at all but the changes' reserve of 6.
    expect(s.started).toHaveLength(14);
    expect(s.scheduler.state().waiting.person).toBeGreaterThan(0);
    const change = track(s.scheduler.run(s.task('approve'), { lane: 'change' }));
    await s.clock.flush();
    expect(change.value).toBe('approve');
    expect(s.started.find((t) => t.name === 'approve')?.at).toBe(0);
  });

  it('keeps background to its own share while the person was idle, so the person who then clicks fast finds the rest of the minute', async () => {
    // A family's shares (app-core.ts): background at most six of twenty, whatever else is in use.
    const s = setup({ spare: 0, reserve: 1 / 2, backgroundShare: 0.3, changeReserve: 0.2 });
    for (let i = 0; i < 10; i++) void s.scheduler.run(s.task(`bg${i}`), { lane: 'background' }).catch(() => undefined);
    await s.clock.flush();
    // Without its own share it would have taken ten (half of the minute) while nothing else waited.
    expect(s.names()).toEqual(['bg0', 'bg1', 'bg2', 'bg3', 'bg4', 'bg5']);
    await s.clock.advance(10_000);
    // Ten seconds later the person opens screens, creates, edits and decides: fourteen requests, all at once.
    const mine = Array.from({ length: 14 }, (_, i) => track(s.scheduler.run(s.task(`mine${i}`), { lane: i < 6 ? 'person' : 'change' })));
    await s.clock.flush();
    expect(mine.map((t) => t.done && t.error === undefined)).toEqual(mine.map(() => true));
    expect(s.started.filter((t) => t.name.startsWith('mine')).every((t) => t.at === 10_000)).toBe(true);
    // The background waiting goes once its own slots and the person's have left the window (its half of the whole), not before.
    expect(s.started.filter((t) => t.name.startsWith('bg'))).toHaveLength(6);
    await s.clock.advance(61_000);
    await s.clock.flush();
    expect(s.started.filter((t) => t.name.startsWith('bg')).length).toBeGreaterThan(6);
  });

  it('says until when a change waits while the minute is spent, and gives back the slot of one taken back', async () => {
    const s = setup({ spare: 0 });
    for (let i = 0; i < 20; i++) void s.scheduler.run(s.task(`c${i}`), { lane: 'change' });
    await s.clock.flush();
    expect(s.scheduler.state().changesWaitUntil).toBe(s.clock.now() + 60_500);
    const takenBack = track(s.scheduler.run(() => Promise.reject(new NotSentError()), { lane: 'change' }));
    const next = track(s.scheduler.run(s.task('next'), { lane: 'change' }));
    await s.clock.advance(60_500);
    expect(takenBack.error).toBeInstanceOf(NotSentError);
    expect(next.value).toBe('next');
    // The one taken back spent nothing: 20 slots of the first minute ended, one used by `next`.
    expect(s.scheduler.state().sentInLastMinute).toBe(1);
  });

  it('never joins a change with another request', async () => {
    const s = setup();
    await expect(s.scheduler.run(s.task('x'), { lane: 'change', key: 'k' })).rejects.toThrow();
  });
});

describe('what is on the person’s screen (issue 28)', () => {
  it('a background read of the queue on screen goes ahead of the other background work, and while the person’s reads fill the minute', async () => {
    // A family's shares (account-traffic.ts).
    const s = setup({ spare: 0, reserve: 1 / 2, backgroundShare: 0.3, changeReserve: 0.2 });
    // The person opens screens: eleven reads, past the half of the minute background may fill.
    for (let i = 0; i < 11; i++) void s.scheduler.run(s.task(`read${i}`), { lane: 'person' });
    await s.clock.flush();
    for (let i = 0; i < 3; i++) void s.scheduler.run(s.task(`count${i}`), { lane: 'background' }).catch(() => undefined);
    const watched = track(s.scheduler.run(s.task('queue on screen'), { lane: 'background', first: true }));
    await s.clock.flush();
    // The counts wait for the person's reads to leave the window; the queue on screen does not.
    expect(watched.value).toBe('queue on screen');
    expect(s.names().filter((name) => name.startsWith('count'))).toEqual([]);
  });

  it('stays within background’s own share, and after the person’s changes', async () => {
    const s = setup({ spare: 0, reserve: 1 / 2, backgroundShare: 0.3, changeReserve: 0.2 });
    for (let i = 0; i < 6; i++) void s.scheduler.run(s.task(`sweep${i}`), { lane: 'background' }).catch(() => undefined);
    await s.clock.flush();
    const watched = track(s.scheduler.run(s.task('queue on screen'), { lane: 'background', first: true }));
    const change = track(s.scheduler.run(s.task('approve'), { lane: 'change' }));
    await s.clock.flush();
    expect(change.value).toBe('approve');
    // Background's six are spent: it waits for the first of them to leave the window.
    expect(watched.done).toBe(false);
    await s.clock.advance(60_500);
    expect(watched.value).toBe('queue on screen');
    expect(s.names().indexOf('queue on screen')).toBe(s.names().indexOf('approve') + 1);
  });

  it('a background read already waiting becomes one of the screen’s when the screen asks for the same', async () => {
    const s = setup({ spare: 0, reserve: 1 / 2, backgroundShare: 0.3, changeReserve: 0.2 });
    for (let i = 0; i < 11; i++) void s.scheduler.run(s.task(`read${i}`), { lane: 'person' });
    await s.clock.flush();
    const waiting = track(s.scheduler.run(s.task('pending list'), { lane: 'background', key: 'pending' }));
    await s.clock.flush();
    expect(waiting.done).toBe(false);
    const joined = track(s.scheduler.run(s.task('pending list again'), { lane: 'background', key: 'pending', first: true }));
    await s.clock.flush();
    expect([waiting.value, joined.value]).toEqual(['pending list', 'pending list']);
  });
});
