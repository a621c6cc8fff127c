/**
 * Several desks on one business token, on the fake clock. Six front desks of one funeral home share
 * one token (50 requests a minute, counted by the service for the token, not per desk) for ten
 * simulated minutes. Each desk runs the real Scheduler, and on it:
 * - the waiting-on-the-family sweep (as desk-sweep.ts does it): a pass through the organization's
 *   memorials every five minutes, a page every 4 s in the background lane, a skipped page asked
 *   again after max(10 s, Retry-After);
 * - the person searching at the counter (a person's read) about twice a minute, and provisioning
 *   a memorial every few minutes (a send, then the list read again).
 * The simulated service keeps one sliding one-minute window for the token, counted on arrival (as
 * the sandbox does), and answers in 100–300 ms. Reported: 429s per desk-hour (goal ≤ 1), the
 * busiest minute the service saw, and each desk's search answer times (goal p95 < 2 s), with the
 * pace each desk learned; the same day is run without the shared pace, for comparison.
 */
import { FakeClock } from '../helpers/fake-clock';
import { LocalError, ServiceError, isRateLimit } from '../../electron/services/client';
import { Scheduler } from '../../electron/services/scheduler';

const MINUTE = 60_000;
const DURATION = 10 * MINUTE;
const PER_MINUTE = 50;
const DESKS = 6;
const PASS_EVERY = 5 * MINUTE;
const PAGE_GAP = 4_000;
const SEARCH_MEAN = 30_000;
const PROVISION_MEAN = 4 * MINUTE;
/** Pace options to try (`PACE='{"increaseEveryMs":60000}' npm run bench`); the app's defaults otherwise. */
const PACE = JSON.parse(process.env.PACE ?? '{}') as Record<string, number>;

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

class SharedService {
  readonly arrivals: number[] = [];
  readonly rejectedBy = new Map<number, number>();
  readonly rejectedAt: number[] = [];

  rejectedIn(from: number, to: number): number {
    return this.rejectedAt.filter((t) => t >= from && t < to).length;
  }
  private readonly accepted: number[] = [];
  constructor(
    private readonly clock: FakeClock,
    private readonly rand: () => number,
  ) {}

  request(desk: number): Promise<void> {
    const latency = 100 + this.rand() * 200;
    return new Promise((resolve, reject) => {
      this.clock.setTimeout(() => {
        const now = this.clock.now();
        this.arrivals.push(now);
        while (this.accepted.length > 0 && this.accepted[0]! <= now - MINUTE) this.accepted.shift();
        let failure: ServiceError | null = null;
        if (this.accepted.length >= PER_MINUTE) {
          this.rejectedBy.set(desk, (this.rejectedBy.get(desk) ?? 0) + 1);
          this.rejectedAt.push(now);
          const retryAfter = Math.max(1, Math.ceil((this.accepted[this.accepted.length - PER_MINUTE]! + MINUTE - now) / 1000));
          failure = new ServiceError(429, `Too many requests. Please wait ${retryAfter} seconds.`, 'rate_limited', retryAfter, null, null);
        } else this.accepted.push(now);
        this.clock.setTimeout(() => (failure ? reject(failure) : resolve()), latency / 2);
      }, latency / 2);
    });
  }
}

interface DeskOutcome {
  searches: number[];
  searchesFailed: number;
  provisions: number[];
  passes: number;
  passesAbandoned: number;
  pace: number;
}

interface Outcome {
  scenario: string;
  tooMany: number;
  perDeskHour: number;
  busiestMinute: number;
  meanPerMinute: number;
  desks: DeskOutcome[];
}

/**
 * `warmupMs`: the desks run this long first, and only the ten minutes after it are measured (the
 * learned pace is kept across a restart, so this is also the next morning's first ten minutes).
 */
async function simulate(scenario: string, pages: number, shared: boolean, seed: number, warmupMs = 0): Promise<Outcome> {
  const clock = new FakeClock();
  const start = clock.now();
  const rand = random(seed);
  const service = new SharedService(clock, random(seed + 100));
  const desks: DeskOutcome[] = [];
  const schedulers: Scheduler[] = [];
  const running: Promise<unknown>[] = [];
  const within = () => clock.now() - start < warmupMs + DURATION;
  const measured = () => clock.now() - start >= warmupMs;
  const sleep = (ms: number) => new Promise<void>((resolve) => clock.setTimeout(resolve, ms));
  const exponential = (mean: number) => -Math.log(1 - rand()) * mean;

  for (let d = 0; d < DESKS; d++) {
    const outcome: DeskOutcome = { searches: [], searchesFailed: 0, provisions: [], passes: 0, passesAbandoned: 0, pace: 0 };
    desks.push(outcome);
    const scheduler = new Scheduler({
      perMinute: PER_MINUTE,
      spare: 0,
      clock,
      probe: () => service.request(d),
      ...(shared ? { pace: { random: random(seed * 31 + d), ...PACE } } : {}),
    });
    schedulers.push(scheduler);
    const call = (lane: 'person' | 'background', key?: string) => scheduler.run(() => service.request(d), { lane, ...(key ? { key } : {}) });

    // The sweep: a pass every five minutes, first at a random moment of the first five.
    running.push(
      (async () => {
        await sleep(rand() * PASS_EVERY);
        while (within()) {
          const began = clock.now();
          if (measured()) outcome.passes++;
          let abandoned = false;
          for (let page = 1; page <= pages && !abandoned; page++) {
            for (let attempt = 0; ; attempt++) {
              try {
                await call('background', `sweep:${d}:${page}`);
                break;
              } catch (error) {
                const skipped = (error instanceof LocalError && error.kind === 'rate-limited') || isRateLimit(error);
                if (!skipped || attempt >= 5) {
                  abandoned = true;
                  break;
                }
                const retryAfter = (error as { retryAfter?: number | null }).retryAfter ?? 0;
                await sleep(Math.max(10_000, retryAfter * 1000));
              }
            }
            await sleep(PAGE_GAP);
          }
          if (abandoned && measured()) outcome.passesAbandoned++;
          await sleep(Math.max(0, began + PASS_EVERY - clock.now()));
        }
      })(),
    );

    // The person: searching (each search a read in the person's lane), and now and then a provision.
    running.push(
      (async () => {
        await sleep(exponential(SEARCH_MEAN));
        while (within()) {
          const clicked = clock.now();
          try {
            await call('person');
            if (measured()) outcome.searches.push(clock.now() - clicked);
          } catch {
            if (measured()) outcome.searchesFailed++;
          }
          await sleep(exponential(SEARCH_MEAN));
        }
      })(),
    );
    running.push(
      (async () => {
        await sleep(exponential(PROVISION_MEAN));
        while (within()) {
          const clicked = clock.now();
          try {
            await call('person');
            await call('person', `memorials:${d}`);
            outcome.provisions.push(clock.now() - clicked);
          } catch {
            // counted as not done
          }
          await sleep(exponential(PROVISION_MEAN));
        }
      })(),
    );
  }

  await clock.advance(warmupMs);
  await clock.advance(DURATION);
  for (let d = 0; d < DESKS; d++) desks[d]!.pace = schedulers[d]!.pacePerMinute();
  // Let what is under way finish (no new work starts after the ten minutes).
  for (let i = 0; i < 60; i++) await clock.advance(10_000);
  // The desks' loops end at their next wake after the ten minutes; their last sleeps are left on the fake clock.
  for (const scheduler of schedulers) scheduler.close();
  void Promise.allSettled(running);

  const arrivals = service.arrivals.map((t) => t - start - warmupMs).filter((t) => t >= 0 && t < DURATION);
  let busiest = 0;
  let lo = 0;
  for (let hi = 0; hi < arrivals.length; hi++) {
    while (arrivals[hi]! - arrivals[lo]! >= MINUTE) lo++;
    busiest = Math.max(busiest, hi - lo + 1);
  }
  const tooMany = service.rejectedIn(start + warmupMs, start + warmupMs + DURATION);
  return {
    scenario,
    tooMany,
    perDeskHour: tooMany / (DESKS * (DURATION / (60 * MINUTE))),
    busiestMinute: busiest,
    meanPerMinute: arrivals.length / (DURATION / MINUTE),
    desks,
  };
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function report(outcome: Outcome): string {
  const lines = [
    `${outcome.scenario}: 429s ${outcome.tooMany} (${outcome.perDeskHour.toFixed(2)} per desk-hour), busiest minute ${outcome.busiestMinute} requests, mean ${outcome.meanPerMinute.toFixed(1)}/min`,
    '  desk  searches  search p50  p95     max      failed  passes (abandoned)  pace at the end',
  ];
  outcome.desks.forEach((desk, i) => {
    lines.push(
      `  ${String(i + 1).padStart(4)}  ${String(desk.searches.length).padStart(8)}  ${seconds(percentile(desk.searches, 50)).padStart(10)}  ${seconds(percentile(desk.searches, 95)).padStart(7)}  ${seconds(Math.max(0, ...desk.searches)).padStart(7)}  ${String(desk.searchesFailed).padStart(6)}  ${`${desk.passes} (${desk.passesAbandoned})`.padStart(18)}  ${desk.pace}/min`,
    );
  });
  return lines.join('\n');
}

export async function run(): Promise<void> {
  console.log(
    `Shared business token: ${DESKS} desks, ${PER_MINUTE}/min for the token, ${DURATION / MINUTE} simulated minutes; each desk sweeps every ${PASS_EVERY / MINUTE} min ` +
      `(a page every ${PAGE_GAP / 1000} s), searches about every ${SEARCH_MEAN / 1000} s and provisions about every ${PROVISION_MEAN / MINUTE} min.`,
  );
  for (const pages of [15, 40]) {
    console.log(`\n-- an organization of ${pages * 100} memorials (${pages} pages a pass)`);
    console.log(report(await simulate('shared pace, cold start (nothing learned yet)', pages, true, 3)));
    console.log(report(await simulate('shared pace, learned (the ten minutes after the first ten, as after a restart)', pages, true, 3, DURATION)));
    console.log(report(await simulate('without the shared pace (before)', pages, false, 3)));
  }
  console.log('\nGoals: 429s ≤ 1 per desk-hour; each desk’s search answered in under 2 s at the 95th percentile (simulated time).');
}
