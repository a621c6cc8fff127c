/**
 * Issue 33's ten desks, measured for real: ten app cores (the whole core, each on its own data
 * folder, as ten front-desk computers) signed in with one funeral home's business token and
 * nothing learned yet (a cold start: no pace kept), against one in-process sandbox over real HTTP,
 * through a counting pass-through proxy (no faults), in real time. The sign-ins are made first
 * and put out of the service's minute (its clock moved on), as an administrator setting the desks
 * up the day before would; then the ten are started again together, as at the office's opening,
 * and each does what a person at the counter does with Memorial Desk open on Memorials:
 * - the first screen: the Memorials list (a person's read), read again every minute as the screen
 *   does (a refresh nobody asked for);
 * - every 30 to 90 s, a search (a name typed at the counter: a person's read, timed from the call
 *   to the answer), then, a few seconds later, one of the memorials found opened (a person's read);
 *   while it is open the screen reads it again as DeskMemorial.tsx does: every 5 s from the service
 *   while it is being made live, every minute while it waits on the family, every five once live.
 * Figures: requests the service saw, the busiest minute for the token (its limit 50), the
 * service's 429s, each desk's and all desks' search answer times (p50, p95, max). Goals (issue 33):
 * no 429, search p95 within 1 s.
 *
 * `DESKS=6` for another office, `DESK_MINUTES=1` for a shorter run, `DESK_SEED` for another day;
 * `DESK_WAITING=1`: each desk keeps Waiting on the family's check going as well (the core's sweep of
 * every memorial, asked each minute as that screen asks: background work on top of the person's).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../../sandbox/server';
import { startCore, type TestCore } from '../helpers/core';
import { control } from '../helpers/sandbox-control';
import { FaultProxy, maxInWindow, seededRandom } from '../support/fault-proxy';

const DESKS = Number(process.env.DESKS ?? 10);
const MINUTES = Number(process.env.DESK_MINUTES ?? 3);
const SEED = Number(process.env.DESK_SEED ?? 33);
const WAITING = process.env.DESK_WAITING === '1';
const WAITING_ASK_MS = 60_000;
const MEMORIALS = 120;
const SEARCH_EVERY: [number, number] = [30_000, 90_000];
const OPEN_AFTER: [number, number] = [2_000, 6_000];
/** The screens' own paces (renderer/features/desk): the list refreshes, an open memorial is read again. */
const LIST_REFRESH_MS = 60_000;
const MEMORIAL_WATCH_MS = 5_000;
const AWAITING_REFRESH_MS = 60_000;
const LIVE_REFRESH_MS = 5 * 60_000;
const SURNAMES = ['Whitfield', 'Okafor', 'Lindqvist', 'Moreau', 'Castellano', 'Nakamura', 'Brennan', 'Haddad', 'Kowalski', 'Fairbanks', 'Osei', 'Varga'];
const GIVEN = ['Eleanor', 'Samuel', 'Margaret', 'Thomas', 'Ada', 'Walter', 'Rosa', 'Ivan', 'June', 'Arthur'];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface DeskFigures {
  searches: number[];
  failed: number;
  opens: number[];
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** One desk's three minutes; resolves when `until` has passed and its last search is answered. */
async function work(core: TestCore, figures: DeskFigures, rand: () => number, until: number): Promise<void> {
  const between = ([lo, hi]: [number, number]) => lo + rand() * (hi - lo);
  const quiet = () => undefined;
  let listQuery: { q?: string } = {};
  let watching: { slug: string; status: string; since: number } | null = null;
  const timers: NodeJS.Timeout[] = [];
  // The first screen: the list (the person's) and the waiting list (the core's sweep), then their paces.
  void core.handle('listMemorials', { query: {} }).catch(quiet);
  if (WAITING) {
    void core.handle('desk.waiting', {}).catch(quiet);
    timers.push(setInterval(() => void core.handle('desk.waiting', {}).catch(quiet), WAITING_ASK_MS));
  }
  timers.push(setInterval(() => void core.handle('listMemorials', { query: listQuery, background: true }).catch(quiet), LIST_REFRESH_MS));
  timers.push(
    setInterval(() => {
      if (!watching) return;
      const every = watching.status === 'live' ? LIVE_REFRESH_MS : watching.status === 'awaiting_family' ? AWAITING_REFRESH_MS : MEMORIAL_WATCH_MS;
      const now = Date.now();
      if (now - watching.since < every) return;
      watching.since = now;
      const follow = every === MEMORIAL_WATCH_MS;
      void core.handle('getMemorial', { params: { memorial: watching.slug }, ...(follow ? { follow: true } : { background: true }) }).catch(quiet);
    }, MEMORIAL_WATCH_MS),
  );
  try {
    await pause(between([5_000, SEARCH_EVERY[0]]));
    while (Date.now() < until) {
      const q = rand() < 0.5 ? SURNAMES[Math.floor(rand() * SURNAMES.length)]! : GIVEN[Math.floor(rand() * GIVEN.length)]!;
      listQuery = { q };
      watching = null;
      const asked = performance.now();
      let found: { slug: string | null; status: string }[] = [];
      try {
        const answer = await core.handle('listMemorials', { query: listQuery });
        figures.searches.push(performance.now() - asked);
        found = answer.data.data;
      } catch {
        figures.failed++;
      }
      await pause(between(OPEN_AFTER));
      const chosen = found[Math.floor(rand() * found.length)];
      if (chosen?.slug && Date.now() < until) {
        const opened = performance.now();
        await core
          .handle('getMemorial', { params: { memorial: chosen.slug } })
          .then(() => figures.opens.push(performance.now() - opened))
          .catch(quiet);
        watching = { slug: chosen.slug, status: chosen.status, since: Date.now() };
      }
      await pause(Math.min(between(SEARCH_EVERY), Math.max(0, until - Date.now())));
    }
  } finally {
    for (const timer of timers) clearInterval(timer);
  }
}

export async function run(): Promise<void> {
  const sandbox = await startSandbox({ port: 0, memory: true, control: true });
  const folders: string[] = [];
  const cores: TestCore[] = [];
  let proxy: FaultProxy | null = null;
  try {
    // --- the funeral home and its memorials, made before the desks start (outside their minute) ---
    const org = await control<{ token: string }>(sandbox.url, 'POST', '/__sandbox/organizations', { name: 'Hollis & Daughters' });
    await control(sandbox.url, 'PUT', '/__sandbox/settings', { safety_delay_ms: 0, rate_limits: { business: 10_000 } });
    const rand = seededRandom(SEED);
    for (let i = 0; i < MEMORIALS; i++) {
      const name = `${GIVEN[i % GIVEN.length]} ${SURNAMES[Math.floor(rand() * SURNAMES.length)]}`;
      const invite = rand() < 0.3;
      const response = await fetch(`${sandbox.baseUrl}/memorials`, {
        method: 'POST',
        headers: { authorization: `Bearer ${org.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(
          invite
            ? { deceased_name: name, designated_owner: 'family', action: 'invite', family_name: 'Family', family_email: `family${i}@example.com` }
            : { deceased_name: name, designated_owner: 'organization', action: 'complete', title: `In loving memory of ${name}` },
        ),
      });
      if (!response.ok) throw new Error(`ten-desks bench: provisioning answered ${response.status}`);
    }
    await control(sandbox.url, 'POST', '/__sandbox/settle');
    // The limit back to the service's own, and the setup's requests out of its window.
    await control(sandbox.url, 'PUT', '/__sandbox/settings', { rate_limits: { business: 50 } });
    await control(sandbox.url, 'POST', '/__sandbox/clock', { advance_seconds: 120 });

    proxy = await FaultProxy.start({ target: sandbox.url, seed: SEED });
    const service = proxy;
    // --- ten desks signed in, nothing learned; then started again together -------------------------
    for (let d = 0; d < DESKS; d++) folders.push(mkdtempSync(join(tmpdir(), `desk-${d + 1}-`)));
    const signedIn = await Promise.all(
      folders.map(async (dataDir) => {
        const core = await startCore({ dataDir, sandbox, serviceUrl: service.baseUrl });
        await core.signInBusiness(org.token);
        await core.close();
        return core;
      }),
    );
    await control(sandbox.url, 'POST', '/__sandbox/clock', { advance_seconds: 120 });
    const started = Date.now();
    const until = started + MINUTES * 60_000;
    const figures: DeskFigures[] = folders.map(() => ({ searches: [], failed: 0, opens: [] }));
    await Promise.all(
      signedIn.map(async (closed, d) => {
        const core = await closed.restart();
        cores.push(core);
        await work(core, figures[d]!, seededRandom(SEED * 100 + d), until);
      }),
    );
    const seen = proxy.log.filter((r) => r.serviceStatus !== null && r.at >= started);
    const refused = seen.filter((r) => r.serviceStatus === 429).length;
    const all = figures.flatMap((f) => f.searches);
    console.log(
      `Ten desks, one business token (50 a minute), signed in with nothing learned (cold start), started together, real time: ${DESKS} desks for ${MINUTES} min, ${MEMORIALS} memorials; ` +
        `a search every ${SEARCH_EVERY[0] / 1000}–${SEARCH_EVERY[1] / 1000} s at each desk, then a memorial opened${WAITING ? '; the waiting list checked too' : ''}.`,
    );
    console.log('  desk  searches  search p50  p95     max      failed  opens  open p95');
    figures.forEach((f, d) => {
      console.log(
        `  ${String(d + 1).padStart(4)}  ${String(f.searches.length).padStart(8)}  ${seconds(percentile(f.searches, 50)).padStart(10)}  ${seconds(percentile(f.searches, 95)).padStart(7)}  ${seconds(Math.max(0, ...f.searches)).padStart(7)}  ${String(f.failed).padStart(6)}  ${String(f.opens.length).padStart(5)}  ${seconds(percentile(f.opens, 95)).padStart(8)}`,
      );
    });
    console.log(
      `  all desks: ${seen.length} requests the service saw, busiest minute ${maxInWindow(seen.map((r) => r.at))} of 50, 429s ${refused}; ` +
        `searches ${all.length}: p50 ${seconds(percentile(all, 50))}, p95 ${seconds(percentile(all, 95))}, max ${seconds(Math.max(0, ...all))}`,
    );
    // What the service saw, by kind of request, minute by minute.
    const kindOf = (r: { method: string; path: string }) =>
      r.path.startsWith('/api/v1/ping')
        ? 'ping'
        : r.path.startsWith('/api/v1/organization')
          ? 'organization'
          : /^\/api\/v1\/memorials\?.*q=/.test(r.path)
            ? 'search'
            : r.path.startsWith('/api/v1/memorials?')
              ? 'list or sweep'
              : r.path.startsWith('/api/v1/memorials/')
                ? 'one memorial'
                : `${r.method} ${r.path.replace(/\?.*$/, '')}`;
    for (let minute = 0; minute < MINUTES; minute++) {
      const inMinute = seen.filter((r) => r.at - started >= minute * 60_000 && r.at - started < (minute + 1) * 60_000);
      const kinds = new Map<string, number>();
      for (const r of inMinute) kinds.set(kindOf(r), (kinds.get(kindOf(r)) ?? 0) + 1);
      console.log(
        `  minute ${minute + 1}: ${inMinute.length} requests (${[...kinds].map(([k, n]) => `${n} ${k}`).join(', ')}), ${inMinute.filter((r) => r.serviceStatus === 429).length} × 429`,
      );
    }
    console.log('  Goals: 0 × 429; search p95 within 1 s.');
    if (refused > 0 || percentile(all, 95) > 1_000) process.exitCode = 1;
  } finally {
    await Promise.all(cores.map((core) => core.close().catch(() => undefined)));
    await proxy?.close();
    await sandbox.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
}
