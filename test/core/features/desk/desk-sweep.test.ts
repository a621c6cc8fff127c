import { describe, expect, it } from 'vitest';
import { createIntl } from '@formatjs/intl';
import { formatWords } from '../../../../renderer/data/message-format';
import { loadCatalog } from '../../../../shared/i18n/catalogs';
import { listMemorials, operations } from '../../../../shared/api';
import type { Memorial } from '../../../../shared/api/business';
import type { DeskSweepState } from '../../../../shared/bridge/desk';
import { LocalError, OfflineError, ServiceClient } from '../../../../core/service/client';
import { Scheduler } from '../../../../core/service/scheduler';
import { FakeClock } from '../../../helpers/fake-clock';
import { SandboxLinkedClock } from '../../../helpers/sandbox-clock';
import { useSandbox } from '../../../sandbox/harness';
import type { InvitationStore, StoredInvitation } from '../../../../core/features/desk/desk-invitations';
import { DeskSweep, type SweepQuery } from '../../../../core/features/desk/desk-sweep';

/**
 * The sweep's own logic, on the fake clock against a list kept in memory that pages, filters by
 * created_before and orders newest first as the service does. (Its budget against the real
 * sandbox: at the end of this file.)
 */
function memorial(n: number, status: Memorial['status'], createdAt: string): Memorial {
  return {
    id: status === 'live' ? 1000 + n : null,
    slug: `person-${n}`,
    status,
    deceased_name: `Person ${n}`,
    title: null,
    subtitle: null,
    description: null,
    birth_date: null,
    death_date: null,
    privacy: null,
    is_premium: false,
    web_url: null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

function service(clock: FakeClock) {
  const all: Memorial[] = [];
  const asked: SweepQuery[] = [];
  const askedAt: number[] = [];
  const lanes: string[] = [];
  let failWith: ((query: SweepQuery) => Error | null) | null = null;
  return {
    all,
    asked,
    askedAt,
    lanes,
    failNext(fn: (query: SweepQuery) => Error | null) {
      failWith = fn;
    },
    add(n: number, status: Memorial['status'], minutesAgo = 0) {
      all.push(memorial(n, status, new Date(clock.now() - minutesAgo * 60_000).toISOString()));
    },
    listPage(_accountId: string, query: SweepQuery, lane: 'person' | 'background') {
      asked.push(query);
      askedAt.push(clock.now());
      lanes.push(lane);
      const failure = failWith?.(query) ?? null;
      if (failure) return Promise.reject(failure);
      const matching = [...all]
        .filter((m) => !query.created_before || Date.parse(m.created_at!) <= Date.parse(query.created_before))
        .sort((a, b) => Date.parse(b.created_at!) - Date.parse(a.created_at!));
      const total = matching.length;
      return Promise.resolve({
        data: matching.slice((query.page - 1) * query.per_page, query.page * query.per_page),
        pagination: { page: query.page, per_page: query.per_page, total, total_pages: Math.ceil(total / query.per_page) },
      });
    },
  };
}

function memoryInvitations(): InvitationStore & { all: () => StoredInvitation[] } {
  let list: StoredInvitation[] = [];
  return {
    all: () => list,
    list: () => list,
    save: (_id, invitation) => Promise.resolve(void (list = [...list.filter((i) => i.id !== invitation.id), invitation])),
    remove: (_id, ids) => Promise.resolve(void (list = list.filter((i) => !ids.includes(i.id)))),
    forgetAccount: () => Promise.resolve(void (list = [])),
  };
}

function setUp(options: { pageSize?: number; pageGapMs?: number } = {}) {
  const clock = new FakeClock();
  const api = service(clock);
  const invitations = memoryInvitations();
  const states: DeskSweepState[] = [];
  const sweep = new DeskSweep({
    clock,
    invitations,
    onChange: (s) => states.push(s),
    listPage: (id, q, lane) => api.listPage(id, q, lane),
    pageSize: options.pageSize ?? 2,
    pageGapMs: options.pageGapMs ?? 1000,
    retryMs: 5000,
  });
  return { clock, api, invitations, states, sweep };
}

describe('the waiting-list sweep', () => {
  it('pages through everything pinned to its first page, so a memorial made meanwhile moves nothing', async () => {
    const { clock, api, sweep, states } = setUp();
    for (let n = 1; n <= 5; n++) api.add(n, n % 2 ? 'awaiting_family' : 'live', 100 - n);
    sweep.request('home');
    await clock.flush();
    expect(states.at(-1)?.checking).toMatchObject({ page: 1, pages: 3 });
    // Made after the pass began: it would push person-3 onto page 2 again if the pass were not pinned.
    api.add(6, 'awaiting_family', 0);
    await clock.advance(5000);
    const state = sweep.state('home');
    expect(state.checking).toBeNull();
    expect(state.counts).toEqual({ total: 5, awaitingFamily: 3, inProgress: 0, live: 2 });
    expect(state.waiting.map((w) => w.slug)).toEqual(['person-1', 'person-3', 'person-5']);
    expect(api.asked.map((q) => q.created_before ?? null)).toEqual([null, api.all[4]!.created_at, api.all[4]!.created_at]);
    // A pause between pages.
    expect(api.asked).toHaveLength(3);
  });

  it('runs again only when the last pass is old or the person asks', async () => {
    const { clock, api, sweep } = setUp();
    api.add(1, 'awaiting_family');
    sweep.request('home');
    await clock.advance(10);
    sweep.request('home');
    await clock.advance(10);
    expect(api.asked).toHaveLength(1);
    sweep.request('home', true);
    await clock.advance(10);
    expect(api.asked).toHaveLength(2);
    await clock.advance(5 * 60_000);
    sweep.request('home');
    await clock.advance(10);
    expect(api.asked).toHaveLength(3);
  });

  it('spreads a pass nobody waits for over half the time its result stays fresh; the first, and one asked for, go at once, their first page as the person’s', async () => {
    const { clock, api, sweep } = setUp();
    for (let n = 1; n <= 6; n++) api.add(n, 'live', 10 - n);
    const gaps = () => api.askedAt.slice(1).map((at, i) => at - api.askedAt[i]!);
    // The first pass (nothing to show yet): the pause between pages only.
    const t0 = clock.now();
    sweep.request('home');
    await clock.advance(5_000);
    expect(gaps()).toEqual([1_000, 1_000]);
    expect(api.lanes).toEqual(['person', 'background', 'background']);
    // Five minutes on, the screen asks again: three pages over two and a half minutes.
    api.askedAt.length = 0;
    await clock.advance(t0 + 5 * 60_000 + 2_000 - clock.now());
    sweep.request('home');
    await clock.advance(3 * 60_000);
    expect(gaps()).toEqual([50_000, 50_000]);
    expect(api.lanes.slice(3)).toEqual(['background', 'background', 'background']);
    // The person asks for a fresh check: at once again.
    api.askedAt.length = 0;
    sweep.request('home', true);
    await clock.advance(5_000);
    expect(gaps()).toEqual([1_000, 1_000]);
    expect(api.lanes.slice(6)).toEqual(['person', 'background', 'background']);
  });

  it('asks again for a page the scheduler skipped, after the service’s Retry-After', async () => {
    const { clock, api, sweep } = setUp();
    api.add(1, 'awaiting_family');
    let skips = 2;
    api.failNext(() => (skips-- > 0 ? new LocalError('rate-limited', 'skipped', 20) : null));
    sweep.request('home');
    await clock.advance(19_000);
    expect(api.asked).toHaveLength(1);
    await clock.advance(2_000);
    expect(api.asked).toHaveLength(2);
    await clock.advance(20_000);
    expect(api.asked).toHaveLength(3);
    expect(sweep.state('home')).toMatchObject({ problem: null, checking: null, counts: { total: 1 } });
  });

  it('stops at a problem, says where in plain words, and keeps the last complete result', async () => {
    const { clock, api, sweep } = setUp();
    for (let n = 1; n <= 3; n++) api.add(n, 'awaiting_family', 10 - n);
    sweep.request('home');
    await clock.advance(5000);
    const before = sweep.state('home');
    api.failNext((q) => (q.page === 2 ? new OfflineError() : null));
    sweep.request('home', true);
    await clock.advance(5000);
    const after = sweep.state('home');
    expect(after.problem).toBe(
      'The memorial service could not be reached. The check stopped at page 2 of 2; it starts again the next time you look, or when you ask.',
    );
    // The same in the person's language: the reason is a message inside the message.
    const spanish = createIntl({ locale: 'es', messages: await loadCatalog('es') });
    expect(formatWords(after.problemWords, after.problem!, spanish)).toBe(
      'No se pudo conectar con el servicio de memoriales. La comprobación se detuvo en la página 2 de 2; se reanudará la próxima vez que mire esta lista o cuando lo pida.',
    );
    expect(after.completeAt).toBe(before.completeAt);
    expect(after.waiting).toEqual(before.waiting);
  });

  it('joins what this computer sent: expiry by name and moment until the address is known, forgets those taken up', async () => {
    const { clock, api, sweep, invitations } = setUp();
    api.add(1, 'awaiting_family', 60);
    api.add(2, 'awaiting_family', 30);
    const [one, two] = api.all;
    void invitations.save('home', {
      id: 11,
      slug: null,
      deceasedName: 'Person 1',
      createdAt: one!.created_at,
      expiresAt: '2030-01-01T00:00:00Z',
      sentAt: one!.created_at!,
    });
    void invitations.save('home', {
      id: 12,
      slug: 'person-2',
      deceasedName: 'Person 2',
      createdAt: two!.created_at,
      expiresAt: '2030-02-01T00:00:00Z',
      sentAt: two!.created_at!,
    });
    sweep.request('home');
    await clock.advance(5000);
    expect(sweep.state('home').waiting.map((w) => [w.slug, w.invitation?.id ?? null])).toEqual([
      ['person-1', 11],
      ['person-2', 12],
    ]);
    // The pass taught the first its web address name.
    expect(invitations.all().find((i) => i.id === 11)?.slug).toBe('person-1');

    // Provisioned from here after the pass: waiting at once, before any pass has seen it.
    await clock.advance(60_000);
    void invitations.save('home', {
      id: 13,
      slug: null,
      deceasedName: 'Person 3',
      createdAt: new Date(clock.now()).toISOString(),
      expiresAt: null,
      sentAt: new Date(clock.now()).toISOString(),
    });
    expect(sweep.state('home').waiting.map((w) => w.deceasedName)).toEqual(['Person 1', 'Person 2', 'Person 3']);

    // The family took up the second and the third: both forgotten after the next pass.
    api.all[1] = { ...two!, status: 'in_progress' };
    api.all.push({ ...memorial(3, 'in_progress', invitations.all().find((i) => i.id === 13)!.createdAt!) });
    sweep.request('home', true);
    await clock.advance(5000);
    expect(sweep.state('home').waiting.map((w) => w.slug)).toEqual(['person-1']);
    expect(invitations.all().map((i) => i.id)).toEqual([11]);
  });

  it('closing stops a pass that waits between pages', async () => {
    const { clock, api, sweep } = setUp();
    for (let n = 1; n <= 5; n++) api.add(n, 'live', n);
    sweep.request('home');
    await clock.flush();
    sweep.close();
    await clock.advance(60_000);
    expect(api.asked).toHaveLength(1);
    expect(clock.pending()).toBe(0);
  });
});

describe('the sweep’s budget, against the real sandbox', () => {
  /**
   * The waiting-list sweep never pushes a business token over its 50 requests a minute while the
   * person searches: the real sandbox (its own sliding-window limit, on its own clock), the real
   * scheduler and client, the real sweep, minutes of simulated time run in seconds.
   */
  const h = useSandbox();
  const MINUTE = 60_000;

  function memoryInvitations(): InvitationStore {
    const byAccount = new Map<string, StoredInvitation[]>();
    return {
      list: (id) => byAccount.get(id) ?? [],
      save: (id, invitation) => Promise.resolve(void byAccount.set(id, [...(byAccount.get(id) ?? []).filter((i) => i.id !== invitation.id), invitation])),
      remove: (id, ids) =>
        Promise.resolve(
          void byAccount.set(
            id,
            (byAccount.get(id) ?? []).filter((i) => !ids.includes(i.id)),
          ),
        ),
      forgetAccount: (id) => Promise.resolve(void byAccount.delete(id)),
    };
  }

  /** The most requests that arrived within any one minute. */
  function busiestMinute(arrivals: readonly number[]): number {
    const sorted = [...arrivals].sort((a, b) => a - b);
    let most = 0;
    for (let i = 0, j = 0; i < sorted.length; i++) {
      while (sorted[i]! - sorted[j]! >= MINUTE) j++;
      most = Math.max(most, i - j + 1);
    }
    return most;
  }

  /** An organization with that many memorials, a quarter of them invitations not yet taken up. */
  async function organizationWith(memorials: number): Promise<{ token: string; awaiting: number }> {
    const org = await h.organization('Large Funeral Home');
    // Made over the API with the limit lifted, then the limit put back and a minute let pass, so
    // the scenario starts with the whole budget and the sandbox's usual 50 a minute.
    await h.control('PUT', '/__sandbox/settings', { rate_limits: { business: 1_000_000 } });
    let awaiting = 0;
    const bodies = Array.from({ length: memorials }, (_, i) => {
      const invite = i % 4 === 0;
      if (invite) awaiting++;
      return invite
        ? { deceased_name: `Person ${i}`, designated_owner: 'family', family_email: `family${i}@example.com` }
        : { deceased_name: `Person ${i}`, designated_owner: 'organization', action: 'complete' };
    });
    for (let i = 0; i < bodies.length; i += 25) {
      const made = await Promise.all(bodies.slice(i, i + 25).map((body) => h.api('POST', '/memorials', { token: org.token, body })));
      expect(made.every((r) => r.status === 201 || r.status === 202)).toBe(true);
    }
    await h.settle();
    await h.control('PUT', '/__sandbox/settings', { rate_limits: { business: 50 } });
    await h.advance(61);
    return { token: org.token, awaiting };
  }

  async function scenario(options: { memorials: number; pageSize: number; pageGapMs?: number; searchesPerMinute: number; minutes: number }) {
    const { token, awaiting } = await organizationWith(options.memorials);
    const clock = new SandboxLinkedClock(h.sandbox.context.clock);
    const arrivals = { person: [] as number[], sweep: [] as number[] };
    let tooMany = 0;
    const countingFetch: typeof fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      (/[?&]q=/.test(url) ? arrivals.person : arrivals.sweep).push(clock.now());
      const response = await fetch(input, init);
      if (response.status === 429) tooMany++;
      return response;
    };
    const client = new ServiceClient({ baseUrl: () => h.baseUrl, fetch: countingFetch });
    const scheduler = new Scheduler({ perMinute: 50, clock, probe: async () => void (await client.call(operations.ping, {}, token)) });
    const sweep = new DeskSweep({
      clock,
      invitations: memoryInvitations(),
      onChange: () => undefined,
      pageSize: options.pageSize,
      ...(options.pageGapMs !== undefined ? { pageGapMs: options.pageGapMs } : {}),
      listPage: async (_id, query, lane) => (await scheduler.run(() => client.call(listMemorials, { query }, token), { lane, whenOffline: 'fail' })).data,
    });

    // The person at the counter: a search every few seconds, each by part of a name.
    const waits: number[] = [];
    const failures: unknown[] = [];
    const every = MINUTE / options.searchesPerMinute;
    const searches = Math.floor((options.minutes * MINUTE) / every);
    for (let i = 0; i < searches; i++) {
      clock.setTimeout(() => {
        const asked = clock.now();
        scheduler
          .run(() => client.call(listMemorials, { query: { q: `Person ${i % 50}`, per_page: 25 } }, token), { lane: 'person', whenOffline: 'fail' })
          .then(
            () => waits.push(clock.now() - asked),
            (error: unknown) => failures.push(error),
          );
      }, i * every);
    }
    sweep.request('home', true);
    await clock.run(options.minutes * MINUTE + 5_000);
    const state = sweep.state('home');
    sweep.close();
    scheduler.close();
    return { arrivals, tooMany, waits, failures, state, awaiting, searches };
  }

  /** Figures for the report (DESK_FIGURES=1): requests in the busiest minute, the person's waits. */
  function report(name: string, run: Awaited<ReturnType<typeof scenario>>): void {
    if (!process.env.DESK_FIGURES) return;
    const waits = [...run.waits].sort((a, b) => a - b);
    console.log(
      `${name}: busiest minute ${busiestMinute([...run.arrivals.person, ...run.arrivals.sweep])} requests ` +
        `(sweep ${busiestMinute(run.arrivals.sweep)}, person ${busiestMinute(run.arrivals.person)}); sweep ${run.arrivals.sweep.length} pages in all; ` +
        `429s ${run.tooMany}; person's wait median ${waits[Math.floor(waits.length / 2)]} ms, max ${waits.at(-1)} ms; ` +
        `pass ${run.state.completeAt ? 'complete' : `at page ${run.state.checking?.page} of ${run.state.checking?.pages}`}`,
    );
  }

  describe('the waiting-list sweep and the person searching, against the sandbox’s own limit', () => {
    it('stays within 50 a minute under a stressing sweep (120 pages, no pause between them), every search answered', async () => {
      const run = await scenario({ memorials: 600, pageSize: 5, pageGapMs: 0, searchesPerMinute: 24, minutes: 3 });
      report('stress', run);
      const all = [...run.arrivals.person, ...run.arrivals.sweep];
      expect(busiestMinute(all)).toBeLessThanOrEqual(50);
      // The sandbox's own verdict: not one request refused for the rate limit.
      expect(run.tooMany).toBe(0);
      expect(run.failures).toEqual([]);
      expect(run.waits).toHaveLength(run.searches);
      // The sweep used what was left, and is still going without a problem.
      expect(run.arrivals.sweep.length).toBeGreaterThan(20);
      expect(run.state.problem).toBeNull();
    }, 60_000);

    it('with its own pause between pages, takes at most 15 requests a minute, never keeps the person waiting, finishes, and finds every invitation waiting', async () => {
      const run = await scenario({ memorials: 200, pageSize: 10, searchesPerMinute: 20, minutes: 3 });
      report('paced', run);
      // The person's searches went first: none waited behind the sweep.
      expect(busiestMinute(run.arrivals.sweep)).toBeLessThanOrEqual(15);
      expect(busiestMinute([...run.arrivals.person, ...run.arrivals.sweep])).toBeLessThanOrEqual(50);
      expect(run.tooMany).toBe(0);
      expect(Math.max(...run.waits)).toBeLessThan(2_000);
      expect(run.state.problem).toBeNull();
      expect(run.state.completeAt).not.toBeNull();
      expect(run.state.counts).toMatchObject({ total: 200, awaitingFamily: run.awaiting });
      expect(run.state.waiting).toHaveLength(run.awaiting);
    }, 60_000);
  });
});
