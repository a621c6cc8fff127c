/**
 * Several desks on one business token, on the fake clock. Six front desks of one funeral home (or
 * DESKS) share one token (50 requests a minute, counted by the service for the token, not per desk). Each desk
 * runs what the app runs for a business account: the real Scheduler with the business pace
 * (app-core.ts), and on it
 * - the real waiting-list sweep (DeskSweep, desk-sweep.ts), its list open all day: the screen asks
 *   main every minute (WAITING_ASK_MS), first at a random moment of the first five, and main starts
 *   a pass whenever its last one is old;
 * - the person searching at the counter (a person's read) about twice a minute, and provisioning
 *   a memorial every few minutes (a send, then the list read again).
 * The simulated service keeps one sliding one-minute window for the token, counted on arrival (as
 * the sandbox does), answers in 100–300 ms, and says Retry-After as the sandbox does (until the
 * oldest request counted leaves the window). Reported: 429s per desk-hour (goal ≤ 1), the busiest
 * minute the service saw, each desk's search answer times (goal p95 < 2 s), its passes and how
 * long they took (the price of the pace), and the pace each desk learned; the first day in
 * detail, then the same figures over more days (other seeds); the same day without the shared
 * pace, for comparison.
 */
import { FakeClock } from '../helpers/fake-clock';
import { ServiceError } from '../../core/service/client';
import type { InvitationStore } from '../../core/features/desk/desk-invitations';
import { DeskSweep, type DeskSweepOptions } from '../../core/features/desk/desk-sweep';
import { Scheduler } from '../../core/service/scheduler';
import { BUSINESS_PACE, type PaceOptions } from '../../core/service/shared-pace';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PER_MINUTE = 50;
/** Desks sharing the token (`DESKS=10 npm run bench -- shared` to try another office). */
const DESKS = Number(process.env.DESKS ?? 6);
/** While the waiting list is open, the screen asks main this often (WAITING_ASK_MS in renderer/features/desk/desk-data.ts). */
const WAITING_ASK_MS = 60_000;
const FIRST_ASK_WITHIN = 5 * MINUTE;
const SEARCH_MEAN = 30_000;
const PROVISION_MEAN = 4 * MINUTE;
const DAYS = [3, 1, 2, 4, 5, 6, 7, 8];
/** Options to try on top of the app's (`PACE='{"holdMs":1800000}' npm run bench -- shared`; SWEEP='{"spreadShare":1}' likewise for the sweep's). */
const PACE = JSON.parse(process.env.PACE ?? '{}') as PaceOptions;
const SWEEP = JSON.parse(process.env.SWEEP ?? '{}') as Partial<DeskSweepOptions>;

function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Kind = 'search' | 'provision' | 'sweep' | 'probe';

class SharedService {
  readonly arrivals: number[] = [];
  readonly refused: { at: number; kind: Kind }[] = [];
  private readonly accepted: number[] = [];
  constructor(
    private readonly clock: FakeClock,
    private readonly rand: () => number,
  ) {}

  request(kind: Kind): Promise<void> {
    const latency = 100 + this.rand() * 200;
    return new Promise((resolve, reject) => {
      this.clock.setTimeout(() => {
        const now = this.clock.now();
        this.arrivals.push(now);
        while (this.accepted.length > 0 && this.accepted[0]! <= now - MINUTE) this.accepted.shift();
        let failure: ServiceError | null = null;
        if (this.accepted.length >= PER_MINUTE) {
          this.refused.push({ at: now, kind });
          const retryAfter = Math.max(1, Math.ceil((this.accepted[this.accepted.length - PER_MINUTE]! + MINUTE - now) / 1000));
          failure = new ServiceError(429, `Too many requests. Please wait ${retryAfter} seconds.`, 'rate_limited', retryAfter, null, null);
        } else this.accepted.push(now);
        this.clock.setTimeout(() => (failure ? reject(failure) : resolve()), latency / 2);
      }, latency / 2);
    });
  }
}

const noInvitations: InvitationStore = {
  list: () => [],
  save: () => Promise.resolve(),
  remove: () => Promise.resolve(),
  forgetAccount: () => Promise.resolve(),
};

interface DeskOutcome {
  searches: number[];
  searchesFailed: number;
  passes: number[];
  passProblems: number;
  pace: number;
}

interface Outcome {
  tooMany: number;
  byKind: Map<Kind, number>;
  perDeskHour: number;
  busiestMinute: number;
  meanPerMinute: number;
  desks: DeskOutcome[];
}

interface Scenario {
  pages: number;
  /** Without: the scheduler as it was before desks learned a shared pace. */
  pace: boolean;
  seed: number;
  /** The desks run this long first; only the `measureMs` after it count. */
  warmupMs: number;
  measureMs: number;
}

async function simulate({ pages, pace, seed, warmupMs, measureMs }: Scenario): Promise<Outcome> {
  const clock = new FakeClock();
  const start = clock.now();
  const from = start + warmupMs;
  const until = from + measureMs;
  const rand = random(seed);
  const service = new SharedService(clock, random(seed + 100));
  const desks: DeskOutcome[] = [];
  const schedulers: Scheduler[] = [];
  const sweeps: DeskSweep[] = [];
  const within = () => clock.now() < until;
  const measured = () => clock.now() >= from && clock.now() < until;
  const sleep = (ms: number) => new Promise<void>((resolve) => clock.setTimeout(resolve, ms));
  const exponential = (mean: number) => -Math.log(1 - rand()) * mean;

  for (let d = 0; d < DESKS; d++) {
    const outcome: DeskOutcome = { searches: [], searchesFailed: 0, passes: [], passProblems: 0, pace: 0 };
    desks.push(outcome);
    const scheduler = new Scheduler({
      perMinute: PER_MINUTE,
      spare: 0,
      clock,
      probe: () => service.request('probe'),
      ...(pace ? { pace: { ...BUSINESS_PACE, random: random(seed * 31 + d), ...PACE } } : {}),
    });
    schedulers.push(scheduler);
    const call = (kind: Kind, lane: 'person' | 'background', key?: string) => scheduler.run(() => service.request(kind), { lane, ...(key ? { key } : {}) });

    // The waiting list, open all day: the core's sweep, asked every minute by the screen.
    let passStartedAt: string | null = null;
    const sweep = new DeskSweep({
      clock,
      invitations: noInvitations,
      ...SWEEP,
      listPage: async (_id, query, lane) => {
        await call('sweep', lane);
        return { data: [], pagination: { page: query.page, per_page: 100, total: pages * 100, total_pages: pages } };
      },
      onChange: (state) => {
        if (state.checking && state.checking.startedAt !== passStartedAt) passStartedAt = state.checking.startedAt;
        else if (!state.checking && passStartedAt !== null) {
          if (measured() && state.problem === null) outcome.passes.push(clock.now() - Date.parse(passStartedAt));
          if (measured() && state.problem !== null) outcome.passProblems++;
          passStartedAt = null;
        }
      },
    });
    sweeps.push(sweep);
    clock.setTimeout(function ask() {
      if (!within()) return;
      sweep.request('home');
      clock.setTimeout(ask, WAITING_ASK_MS);
    }, rand() * FIRST_ASK_WITHIN);

    // The person: searching (each search a read in the person's lane), and now and then a provision.
    void (async () => {
      await sleep(exponential(SEARCH_MEAN));
      while (within()) {
        const clicked = clock.now();
        try {
          await call('search', 'person');
          if (clicked >= from) outcome.searches.push(clock.now() - clicked);
        } catch {
          if (clicked >= from) outcome.searchesFailed++;
        }
        await sleep(exponential(SEARCH_MEAN));
      }
    })();
    void (async () => {
      await sleep(exponential(PROVISION_MEAN));
      while (within()) {
        await call('provision', 'person')
          .then(() => call('provision', 'person', `memorials:${d}`))
          .catch(() => undefined);
        await sleep(exponential(PROVISION_MEAN));
      }
    })();
  }

  await clock.advance(warmupMs + measureMs);
  for (let d = 0; d < DESKS; d++) desks[d]!.pace = schedulers[d]!.pacePerMinute();
  for (const sweep of sweeps) sweep.close();
  // Let what is under way finish (no new work starts after the measured time).
  for (let i = 0; i < 60; i++) await clock.advance(10_000);
  for (const scheduler of schedulers) scheduler.close();

  const arrivals = service.arrivals.filter((t) => t >= from && t < until);
  let busiest = 0;
  let lo = 0;
  for (let hi = 0; hi < arrivals.length; hi++) {
    while (arrivals[hi]! - arrivals[lo]! >= MINUTE) lo++;
    busiest = Math.max(busiest, hi - lo + 1);
  }
  const refused = service.refused.filter((r) => r.at >= from && r.at < until);
  const byKind = new Map<Kind, number>();
  for (const r of refused) byKind.set(r.kind, (byKind.get(r.kind) ?? 0) + 1);
  return {
    tooMany: refused.length,
    byKind,
    perDeskHour: refused.length / (DESKS * (measureMs / HOUR)),
    busiestMinute: busiest,
    meanPerMinute: arrivals.length / (measureMs / MINUTE),
    desks,
  };
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const minutes = (ms: number) => `${(ms / MINUTE).toFixed(1)} min`;
const worstP95 = (outcome: Outcome) => Math.max(...outcome.desks.map((desk) => percentile(desk.searches, 95)));

function report(name: string, outcome: Outcome): string {
  const kinds = [...outcome.byKind].map(([kind, n]) => `${n} ${kind}`).join(', ');
  const lines = [
    `${name}: 429s ${outcome.tooMany}${kinds ? ` (${kinds})` : ''}, ${outcome.perDeskHour.toFixed(2)} per desk-hour; busiest minute ${outcome.busiestMinute} requests, mean ${outcome.meanPerMinute.toFixed(1)}/min`,
    '  desk  searches  search p50  p95     max      failed  passes  pass p50   max        pace at the end',
  ];
  outcome.desks.forEach((desk, i) => {
    lines.push(
      `  ${String(i + 1).padStart(4)}  ${String(desk.searches.length).padStart(8)}  ${seconds(percentile(desk.searches, 50)).padStart(10)}  ${seconds(percentile(desk.searches, 95)).padStart(7)}  ${seconds(Math.max(0, ...desk.searches)).padStart(7)}  ${String(desk.searchesFailed).padStart(6)}  ${`${desk.passes.length}${desk.passProblems ? ` (+${desk.passProblems} stopped)` : ''}`.padStart(6)}  ${minutes(percentile(desk.passes, 50)).padStart(8)}  ${minutes(Math.max(0, ...desk.passes)).padStart(8)}  ${String(desk.pace).padStart(8)}/min`,
    );
  });
  return lines.join('\n');
}

/** The same scenario on other days (seeds): the mean and worst 429s per desk-hour, the worst search p95. */
async function overDays(scenario: Omit<Scenario, 'seed'>): Promise<string> {
  const outcomes: Outcome[] = [];
  for (const seed of DAYS) outcomes.push(await simulate({ ...scenario, seed }));
  const rates = outcomes.map((o) => o.perDeskHour);
  const mean = rates.reduce((a, b) => a + b, 0) / rates.length;
  return `  over ${DAYS.length} days: 429s per desk-hour mean ${mean.toFixed(2)}, worst ${Math.max(...rates).toFixed(2)} (${rates.map((r) => r.toFixed(1)).join(' ')}); worst search p95 ${seconds(Math.max(...outcomes.map(worstP95)))}`;
}

export async function run(): Promise<void> {
  console.log(
    `Shared business token: ${DESKS} desks, ${PER_MINUTE}/min for the token; each desk's waiting list open all day (the core's sweep), ` +
      `a search about every ${SEARCH_MEAN / 1000} s and a provision about every ${PROVISION_MEAN / MINUTE} min.`,
  );
  const scenarios: { name: string; pace: boolean; warmupMs: number; measureMs: number }[] = [
    { name: 'cold start (nothing learned yet), the first ten minutes', pace: true, warmupMs: 0, measureMs: 10 * MINUTE },
    { name: 'learned, the ten minutes after the first ten (as after a restart)', pace: true, warmupMs: 10 * MINUTE, measureMs: 10 * MINUTE },
    { name: 'the rest of the morning, from the twentieth minute to the fourth hour', pace: true, warmupMs: 20 * MINUTE, measureMs: 220 * MINUTE },
    { name: 'without any shared pace (the scheduler alone), the first ten minutes', pace: false, warmupMs: 0, measureMs: 10 * MINUTE },
  ];
  for (const [pages, office] of [
    [15, 'an organization of 1500 memorials (15 pages a pass)'],
    [40, 'an over-capacity office: 4000 memorials (40 pages a pass; six desks sweeping them every five minutes would need more than the 50 a minute)'],
  ] as const) {
    console.log(`\n-- ${office}`);
    for (const scenario of scenarios) {
      console.log(report(scenario.name, await simulate({ ...scenario, pages, seed: DAYS[0]! })));
      if (scenario.pace) console.log(await overDays({ ...scenario, pages }));
    }
  }
  console.log('\nGoals: 429s ≤ 1 per desk-hour; each desk’s search answered in under 2 s at the 95th percentile (simulated time).');
}
