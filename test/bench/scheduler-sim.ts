/**
 * Scheduler simulation on the fake clock: five memorials watched (each refreshed every 15 s) for
 * ten simulated minutes while a person approves 30 tributes. A simulated service enforces the
 * personal limit (20 a minute, sliding window on arrival, like the sandbox) and answers in
 * 100–300 ms. Reports requests a minute, 429s received (goal: none) and how long the person's
 * actions waited.
 */
import { FakeClock } from '../helpers/fake-clock';
import { LocalError, ServiceError } from '../../core/service/client';
import { Scheduler } from '../../core/service/scheduler';

const MINUTE = 60_000;
const DURATION = 10 * MINUTE;
const PER_MINUTE = 20;
const MEMORIALS = 5;
const REFRESH_EVERY = 15_000;
const APPROVALS = 30;

/** A small seeded generator, so every run measures the same day. */
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

/** The service side: a per-token sliding one-minute window, counted when a request arrives. */
class SimulatedService {
  readonly arrivals: number[] = [];
  rejected = 0;
  private readonly accepted: number[] = [];

  constructor(
    private readonly clock: FakeClock,
    private readonly rand: () => number,
  ) {}

  request(): Promise<void> {
    const latency = 100 + this.rand() * 200;
    // The request arrives half-way through the round trip, and the answer takes the other half.
    return new Promise((resolve, reject) => {
      this.clock.setTimeout(() => {
        const now = this.clock.now();
        this.arrivals.push(now);
        const recent = this.accepted.filter((t) => t > now - MINUTE);
        let failure: ServiceError | null = null;
        if (recent.length >= PER_MINUTE) {
          this.rejected++;
          const retryAfter = Math.max(1, Math.ceil((recent[recent.length - PER_MINUTE]! + MINUTE - now) / 1000));
          failure = new ServiceError(429, `Too many requests. Please wait ${retryAfter} seconds.`, 'rate_limited', retryAfter, null, null);
        } else this.accepted.push(now);
        this.clock.setTimeout(() => (failure ? reject(failure) : resolve()), latency / 2);
      }, latency / 2);
    });
  }
}

interface Outcome {
  scenario: string;
  sent: number;
  maxPerMinute: number;
  meanPerMinute: number;
  tooMany: number;
  /** Refreshes asked for, refresh requests actually sent (the rest shared one, or were skipped), skipped. */
  refreshesAsked: number;
  refreshesSent: number;
  refreshesSkipped: number;
  personFailed: number;
  /** From the click until the request went out (ms). */
  waits: number[];
  /** From the click until the answer arrived (ms). */
  answers: number[];
}

type Sender = (task: () => Promise<void>, lane: 'person' | 'background', key?: string) => Promise<void>;

async function simulate(scenario: string, approvalTimes: number[], useScheduler: boolean, seed: number): Promise<Outcome> {
  const clock = new FakeClock();
  const start = clock.now();
  const rand = random(seed);
  const service = new SimulatedService(clock, rand);
  const scheduler = new Scheduler({ perMinute: PER_MINUTE, clock, probe: () => service.request() });
  const send: Sender = useScheduler ? (task, lane, key) => scheduler.run(task, { lane, key }) : (task) => task();

  const outcome: Outcome = {
    scenario,
    sent: 0,
    maxPerMinute: 0,
    meanPerMinute: 0,
    tooMany: 0,
    refreshesAsked: 0,
    refreshesSent: 0,
    refreshesSkipped: 0,
    personFailed: 0,
    waits: [],
    answers: [],
  };

  // Background: each watched memorial's tribute list, refreshed every 15 s, staggered.
  for (let m = 0; m < MEMORIALS; m++) {
    const refresh = () => {
      if (clock.now() - start >= DURATION) return;
      outcome.refreshesAsked++;
      const read = () => {
        outcome.refreshesSent++;
        return service.request();
      };
      send(read, 'background', `contributions:${m}`).then(
        () => undefined,
        (error: unknown) => {
          if (error instanceof LocalError || error instanceof ServiceError) outcome.refreshesSkipped++;
          else throw error;
        },
      );
      clock.setTimeout(refresh, REFRESH_EVERY);
    };
    clock.setTimeout(refresh, m * 3_000);
  }

  // The person: each approval, then the refetch of that memorial's list the UI asks for after it.
  const pending: Promise<void>[] = [];
  approvalTimes.forEach((at, i) => {
    clock.setTimeout(() => {
      const clicked = clock.now();
      let sentAt: number | null = null;
      const approve = () => {
        sentAt ??= clock.now();
        return service.request();
      };
      const memorial = i % MEMORIALS;
      pending.push(
        send(approve, 'person')
          .then(() => {
            outcome.waits.push((sentAt ?? clicked) - clicked);
            outcome.answers.push(clock.now() - clicked);
            return send(() => service.request(), 'person', `contributions:${memorial}`);
          })
          .catch(() => {
            outcome.personFailed++;
          }),
      );
    }, at);
  });

  await clock.advance(DURATION);
  // Let the last actions finish (the scheduler may still hold some).
  for (let i = 0; i < 30 && pending.length < approvalTimes.length; i++) await clock.advance(10_000);
  await clock.advance(5 * MINUTE);
  await Promise.all(pending);
  scheduler.close();

  const arrivals = service.arrivals.map((t) => t - start);
  outcome.sent = arrivals.length;
  outcome.tooMany = service.rejected;
  outcome.meanPerMinute = arrivals.filter((t) => t < DURATION).length / (DURATION / MINUTE);
  // The busiest minute: any 60-s window, as the service counts.
  let lo = 0;
  for (let hi = 0; hi < arrivals.length; hi++) {
    while (arrivals[hi]! - arrivals[lo]! >= MINUTE) lo++;
    outcome.maxPerMinute = Math.max(outcome.maxPerMinute, hi - lo + 1);
  }
  return outcome;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function table(rows: Outcome[]): string {
  const head = ['scenario', 'sent', 'req/min max', 'mean', '429s', 'refreshes asked/sent/skipped', 'person failed', 'wait p50', 'p95', 'max', 'answer p95'];
  const body = rows.map((r) => [
    r.scenario,
    String(r.sent),
    String(r.maxPerMinute),
    r.meanPerMinute.toFixed(1),
    String(r.tooMany),
    `${r.refreshesAsked}/${r.refreshesSent}/${r.refreshesSkipped}`,
    String(r.personFailed),
    seconds(percentile(r.waits, 50)),
    seconds(percentile(r.waits, 95)),
    seconds(Math.max(0, ...r.waits)),
    seconds(percentile(r.answers, 95)),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

export async function run(): Promise<void> {
  const rand = random(7);
  // 30 approvals at random moments of the ten minutes.
  const spread = Array.from({ length: APPROVALS }, () => Math.floor(rand() * DURATION)).sort((a, b) => a - b);
  // 30 approvals in a row at minute 5, one every 2 s (a person working down the list).
  const burst = Array.from({ length: APPROVALS }, (_, i) => 5 * MINUTE + i * 2_000);

  const rows = [
    await simulate('spread, scheduled', spread, true, 1),
    await simulate('burst, scheduled', burst, true, 1),
    await simulate('spread, unscheduled (baseline)', spread, false, 1),
  ];
  console.log(
    `Scheduler simulation: personal token (${PER_MINUTE}/min), ${MEMORIALS} memorials refreshed every ${REFRESH_EVERY / 1000} s, ` +
      `${APPROVALS} approvals (each followed by a refetch), ${DURATION / MINUTE} simulated minutes, latency 100–300 ms.`,
  );
  console.log(table(rows));
  console.log('wait: from the click until the approval went out; answer: until its answer came back (simulated time).');
}
