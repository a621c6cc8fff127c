import { describe, expect, it } from 'vitest';
import { listMemorials, operations } from '../../../../shared/api';
import { ServiceClient } from '../../../../core/service/client';
import type { InvitationStore, StoredInvitation } from '../../../../core/features/desk/desk-invitations';
import { DeskSweep } from '../../../../core/features/desk/desk-sweep';
import { Scheduler } from '../../../../core/service/scheduler';
import { useSandbox } from '../../../sandbox/harness';
import { SandboxLinkedClock } from '../../../helpers/sandbox-clock';

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
