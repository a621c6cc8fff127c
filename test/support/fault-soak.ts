/**
 * The fault soak (issue 9): the app core against the sandbox through the fault proxy. A family
 * signs in, then moderates tributes through `core.handle(...)` exactly as the renderer would,
 * while requests fail in every way the proxy knows, the connection drops for a while and the app
 * restarts. Once the outbox is empty the sandbox's own database is read back: every action must
 * have been carried out exactly once, none lost, the service must never have had to answer 429
 * itself, and no token may have sent it more than its limit in any minute.
 *
 * Real parts throughout: the sandbox in-process over real HTTP, the app core with its real
 * outbox file, scheduler and client. Only the keychain is the session-only store (the same one
 * across restarts, as the OS keychain would be) and the client's timeout is shortened through the
 * fetch it is given, so slow answers do not take half a minute each.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppCore } from '../../core/app-core-types';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import type { OutboxEntry } from '../../shared/bridge';
import { LIMITS } from '../../shared/limits';
import { FAULT_KINDS, FaultProxy, seededRandom, type FaultKind, type ProxyRecord } from './fault-proxy';
import { BRIDGE_OPERATION, expectedState, planActions, requestOf, type PlannedAction, type TributeState } from './soak-plan';
import { startCore, type TestCore } from '../helpers/core';
import { control } from '../helpers/sandbox-control';

export interface SoakOptions {
  /** Moderation actions in all. */
  actions: number;
  seed: number;
  /** Share of requests that meet a fault, spread evenly over the six kinds. */
  faultRate?: number;
  /** Fates of the first requests once signed in (each kind at least once in a short run); the rate applies after. */
  faultPlan?: (FaultKind | null)[];
  /** Restarts of the app core, spread through the run. */
  restarts: number;
  /** Offline spells, spread through the run, each lasting between these (ms). */
  offlineSpells: number;
  offlineMs: [min: number, max: number];
  /** The client's timeout; slow answers are held a second longer. */
  clientTimeoutMs: number;
  memorials?: number;
  /** Stop waiting for the outbox after this long (the run then reports what was left). */
  deadlineMs: number;
  log?: (line: string) => void;
}

export interface SoakReport {
  actions: number;
  tributes: number;
  faults: Record<FaultKind, number>;
  offlineSpells: number;
  offlineSeconds: number;
  restarts: number;
  /** Requests that reached the proxy, and those it passed on to the service. */
  requests: number;
  forwarded: number;
  /** Actions the service carried out exactly once (its 2xx answers to that action's request). */
  appliedExactlyOnce: number;
  /** Actions never carried out (or refused, or still waiting at the deadline). */
  lost: number;
  /** Actions carried out more than once. */
  duplicated: number;
  /** Tributes whose stored state is what their script leads to. */
  tributesAsExpected: number;
  /** Outbox entries that ended refused. */
  refused: number;
  /** Outbox entries not finished at the end (should be none). */
  unfinished: number;
  service429: number;
  /** The most requests that reached the service in any 60 s, for the family's token. */
  maxPerMinute: number;
  limitPerMinute: number;
  seconds: number;
  /** Everything that did not hold, in words; empty when the run passed. */
  problems: string[];
}

export async function runFaultSoak(options: SoakOptions): Promise<SoakReport> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const random = seededRandom(options.seed);
  const memorialCount = options.memorials ?? 3;
  const plan = planActions(options.actions, memorialCount, random);

  const sandbox = await startSandbox({ port: 0, memory: true, control: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'fault-soak-'));
  let proxy: FaultProxy | null = null;
  let core: TestCore | null = null;
  try {
    // --- the world: a family, their memorials, tributes waiting for them ------------------
    await control(sandbox.url, 'PUT', '/__sandbox/settings', { safety_delay_ms: 0 });
    const person = await control<{ id: number; token: string }>(sandbox.url, 'POST', '/__sandbox/people', {
      name: 'Margaret Soak',
      email: 'margaret.soak@example.com',
    });
    const memorialIds: number[] = [];
    for (let m = 0; m < memorialCount; m++) {
      // Made with the person's own token (not the app's): the app's budget starts untouched.
      const created = await api(sandbox, 'POST', '/me/memorials', person.token, { deceased_name: `Soak Memorial ${m + 1}` });
      memorialIds.push((created as { id: number }).id);
    }
    await control(sandbox.url, 'POST', '/__sandbox/settle');
    const tributeIds: number[] = [];
    for (const [i, t] of plan.tributes.entries()) {
      const made = await control(sandbox.url, 'POST', `/__sandbox/memorials/${memorialIds[t.memorial]}/contributions`, {
        body: `Remembering you always (${i + 1}).`,
        author_name: `Visitor ${i + 1}`,
      });
      tributeIds.push((made as { id: number }).id);
    }
    await control(sandbox.url, 'POST', '/__sandbox/settle');

    // --- the app, through the proxy ---------------------------------------------------------
    proxy = await FaultProxy.start({ target: sandbox.url, seed: options.seed, slowMs: options.clientTimeoutMs + 1_000 });
    // Families sign in at the sandbox itself; the app talks to it only through the proxy.
    core = await startCore({ dataDir, sandbox, serviceUrl: proxy.baseUrl, fetch: fetchWithTimeout(options.clientTimeoutMs) });
    await core.signInFamily(person.id);
    log(`signed in; ${plan.actions.length} actions on ${plan.tributes.length} tributes of ${memorialCount} memorials`);

    const rate = options.faultRate ?? 0;
    proxy.setRates(Object.fromEntries(FAULT_KINDS.map((k) => [k, rate / FAULT_KINDS.length])));
    if (options.faultPlan) proxy.setPlan(options.faultPlan);

    // --- the run: actions in segments, a restart or an offline spell between them ------------
    const events: ('restart' | 'offline')[] = [
      ...Array<'restart'>(options.restarts).fill('restart'),
      ...Array<'offline'>(options.offlineSpells).fill('offline'),
    ];
    shuffle(events, random);
    const segments = split(plan.actions, events.length + 1);
    const spells: Promise<void>[] = [];
    const deadline = Date.now() + options.deadlineMs;
    let restarts = 0;
    for (const [s, segment] of segments.entries()) {
      for (const action of segment) await perform(core, action, tributeIds, memorialIds, plan.tributes[action.tribute]!.memorial);
      const event = events[s];
      if (!event) break;
      // Mid-run: once about half of what is queued has gone, so there is still work on its way.
      const queued = segments.slice(0, s + 1).reduce((n, seg) => n + seg.length, 0);
      await waitFor(core, (entries) => finished(entries) >= queued - Math.ceil(segment.length / 2), deadline);
      if (event === 'restart') {
        // Closed while a request is on the wire, where one is: its outcome is then for the next start to find out.
        const onTheWire = await nextRequestWhileBusy(core, proxy, 10_000);
        const before = finished(await entriesOf(core));
        await core.close();
        log(
          `restart ${++restarts} (${before} of ${queued} queued actions finished; ${onTheWire ? `closed during ${onTheWire.method} ${onTheWire.path}` : 'nothing on the wire'})`,
        );
        // The same keychain, as the OS keychain would be across a restart.
        core = await core.restart();
      } else {
        const ms = options.offlineMs[0] + Math.floor(random() * (options.offlineMs[1] - options.offlineMs[0] + 1));
        log(`offline for ${(ms / 1000).toFixed(1)} s`);
        spells.push(proxy.goOffline(ms));
      }
    }
    await Promise.all(spells);
    const ended = await waitFor(core, (entries) => entries.length >= plan.actions.length && finished(entries) === entries.length, deadline);
    await core.close();
    core = null;
    // SOAK_TRACE=1: every request the proxy saw, with its fate and the service's answer.
    if (process.env.SOAK_TRACE)
      for (const r of proxy.log) log(`${new Date(r.at).toISOString().slice(11, 23)} ${r.method} ${r.path} ${r.fault ?? ''} ${r.serviceStatus ?? ''}`);

    // --- read the service's own state back ---------------------------------------------------
    return check({ plan: plan.actions, tributes: plan.tributes, tributeIds, sandbox, proxy, entries: ended, restarts, started });
  } finally {
    await core?.close();
    await proxy?.close();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Does what the renderer does for one action: the bridge operation, with params and memorialId. */
async function perform(core: AppCore, action: PlannedAction, tributeIds: number[], memorialIds: number[], memorial: number): Promise<void> {
  const contribution = tributeIds[action.tribute]!;
  await core.handle(BRIDGE_OPERATION[action.action], {
    params: { contribution },
    memorialId: memorialIds[memorial]!,
    label: `${action.action} tribute ${action.tribute + 1}`,
    ...(action.reason !== null ? { body: { reason: action.reason } } : {}),
  });
}

interface CheckInput {
  plan: PlannedAction[];
  tributes: { script: string[] }[];
  tributeIds: number[];
  sandbox: RunningSandbox;
  proxy: FaultProxy;
  entries: OutboxEntry[];
  restarts: number;
  started: number;
}

function check({ plan, tributes, tributeIds, sandbox, proxy, entries, restarts, started }: CheckInput): SoakReport {
  const problems: string[] = [];
  const stats = proxy.stats();

  // How many times the service carried out each action: its 2xx answers to that action's request.
  const applied = new Map<string, number>();
  for (const r of proxy.log) {
    if (r.serviceStatus === null || r.serviceStatus < 200 || r.serviceStatus >= 300) continue;
    const key = `${r.method} ${r.path}`;
    applied.set(key, (applied.get(key) ?? 0) + 1);
  }
  let once = 0;
  let lost = 0;
  let duplicated = 0;
  for (const action of plan) {
    const { method, path } = requestOf(action.action, tributeIds[action.tribute]!);
    const times = applied.get(`${method} ${path}`) ?? 0;
    if (times === 1) once++;
    else if (times === 0) {
      lost++;
      problems.push(`action ${action.index + 1} (${action.action} tribute ${action.tribute + 1}) never reached the service`);
    } else {
      duplicated++;
      problems.push(`action ${action.index + 1} (${action.action} tribute ${action.tribute + 1}) was carried out ${times} times`);
    }
  }

  // The stored tributes, straight from the sandbox's database.
  type Row = { id: number; status: TributeState['status']; is_pinned: number; reject_reason: string | null };
  const rows = sandbox.context.db.all<Row>(`SELECT id, status, is_pinned, reject_reason FROM contributions`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  let asExpected = 0;
  for (const [i, t] of tributes.entries()) {
    const want = expectedState(i, t.script as Parameters<typeof expectedState>[1]);
    const row = byId.get(tributeIds[i]!);
    const got: TributeState | null = row ? { status: row.status, pinned: row.is_pinned === 1, rejectReason: row.reject_reason } : null;
    if (got && got.status === want.status && got.pinned === want.pinned && got.rejectReason === want.rejectReason) asExpected++;
    else problems.push(`tribute ${i + 1} (${t.script.join(', ')}) is ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
  }

  const refused = entries.filter((e) => e.state === 'refused');
  const unfinished = entries.filter((e) => e.state !== 'done' && e.state !== 'refused');
  for (const e of refused) problems.push(`"${e.label}" was refused: ${e.message ?? ''}`);
  if (unfinished.length > 0) problems.push(`${unfinished.length} changes were still waiting at the deadline`);
  if (entries.length < plan.length) problems.push(`only ${entries.length} of ${plan.length} changes are in the outbox`);
  if (stats.service429 > 0) problems.push(`the service itself answered 429 ${stats.service429} times`);
  const limit = LIMITS.rateLimitPerMinute.personal;
  const maxPerMinute = Math.max(0, ...Object.values(stats.maxPerMinute));
  if (maxPerMinute > limit) problems.push(`${maxPerMinute} requests reached the service within one minute (limit ${limit})`);

  return {
    actions: plan.length,
    tributes: tributes.length,
    faults: stats.faults,
    offlineSpells: stats.offlineSpells,
    offlineSeconds: stats.offlineMs / 1000,
    restarts,
    requests: stats.requests,
    forwarded: stats.forwarded,
    appliedExactlyOnce: once,
    lost,
    duplicated,
    tributesAsExpected: asExpected,
    refused: refused.length,
    unfinished: unfinished.length,
    service429: stats.service429,
    maxPerMinute,
    limitPerMinute: limit,
    seconds: (performance.now() - started) / 1000,
    problems,
  };
}

/** The report in a few lines, for the bench and for a failing test. */
export function describeReport(r: SoakReport): string {
  const faults = FAULT_KINDS.map((k) => `${k} ${r.faults[k]}`).join(', ');
  const injected = FAULT_KINDS.reduce((n, k) => n + r.faults[k], 0);
  return [
    `actions ${r.actions} on ${r.tributes} tributes; restarts ${r.restarts}; offline spells ${r.offlineSpells} (${r.offlineSeconds.toFixed(1)} s in all)`,
    `requests ${r.requests} at the proxy, ${r.forwarded} passed to the service; faults injected ${injected} (${((100 * injected) / Math.max(1, r.requests)).toFixed(1)} %): ${faults}`,
    `applied exactly once ${r.appliedExactlyOnce}/${r.actions}; lost ${r.lost}; applied twice or more ${r.duplicated}; tributes as expected ${r.tributesAsExpected}/${r.tributes}; refused ${r.refused}; unfinished ${r.unfinished}`,
    `429s answered by the service itself ${r.service429}; most requests a minute at the service ${r.maxPerMinute} (limit ${r.limitPerMinute})`,
    `total ${r.seconds.toFixed(1)} s`,
    ...r.problems.map((p) => `PROBLEM: ${p}`),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------

/** The client's own fetch with a shorter timeout added (the client's 30 s still applies too). */
function fetchWithTimeout(ms: number): typeof fetch {
  return (input, init) => {
    const signal = init?.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(ms)]) : AbortSignal.timeout(ms);
    return fetch(input, { ...init, signal });
  };
}

async function entriesOf(core: AppCore): Promise<OutboxEntry[]> {
  return (await core.handle('outbox.list', {})).entries;
}

/** The next request to reach the proxy while the outbox still has work (null if it runs out or `ms` pass). */
async function nextRequestWhileBusy(core: AppCore, proxy: FaultProxy, ms: number): Promise<ProxyRecord | null> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const entries = await entriesOf(core);
    if (finished(entries) === entries.length) return null;
    const record = await proxy.nextRequest(250);
    if (record) return record;
  }
  return null;
}

function finished(entries: OutboxEntry[]): number {
  return entries.filter((e) => e.state === 'done' || e.state === 'refused').length;
}

/** Polls the outbox (no network) until `test` holds or the deadline passes; returns the last entries. */
async function waitFor(core: AppCore, test: (entries: OutboxEntry[]) => boolean, deadline: number): Promise<OutboxEntry[]> {
  for (;;) {
    const entries = await entriesOf(core);
    if (test(entries) || Date.now() > deadline) return entries;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function split<T>(list: T[], parts: number): T[][] {
  const size = Math.ceil(list.length / parts);
  return Array.from({ length: parts }, (_, i) => list.slice(i * size, (i + 1) * size)).filter((p) => p.length > 0);
}

function shuffle<T>(list: T[], random: () => number): void {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
}

async function api(sandbox: RunningSandbox, method: string, path: string, token: string, body: unknown): Promise<unknown> {
  const response = await fetch(sandbox.baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}
