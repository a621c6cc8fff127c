/**
 * A family's first hour, compressed (as fast as a person plausibly clicks, but real), in Chromium
 * against browser mode and the sandbox, through a counting pass-through proxy:
 * - sign in (device flow), My memorials, Eleanor Whitfield, her waiting tributes, create a memorial,
 *   change her words and then again within five minutes (parked on this computer, not sent), decide
 *   five tributes (each held ~6 s for Undo), add the funeral home, its list, back to the family.
 *   Figures: requests in all and per token, the busiest minute per token, identical requests
 *   within 5 s (goal 0, each listed), the service's 429s (goal 0), and how long each of the
 *   person's changes waited between the click (or the end of its Undo hold) and the wire (goal
 *   p95 under 2 s; the parked wording change apart).
 * - started offline: closed, the network cut, started again with the same data and keychain; the
 *   time from the start command to the last-seen memorials on screen (goal under 3 s), 3 times.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Browser, Page } from 'playwright-core';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { FaultProxy, maxInWindow, tokenFingerprint, type ProxyRecord } from '../support/fault-proxy';
import { buildRenderer, launchChromium, startWebApp, type RunningApp } from '../e2e/harness';

const SAME_REQUEST_WINDOW_MS = 5_000;
const WORDING_PAUSE_MS = 5 * 60_000;
const OFFLINE_STARTS = 3;
/** A person's pace between clicks. */
const THINK_MS = 600;
const NEW_MEMORIAL = 'Walter Whitfield';

/** What the outbox keeps of one change (a row of state.sqlite's outbox table), the fields this bench reads. */
export interface OutboxFileEntry {
  operation: string;
  createdAt: string;
  holdUntil: string | null;
  memorialId: number | null;
  contributionId: number | null;
  state: string;
  finishedAt: string | null;
  attempts: number;
  waiting: { reason: string; until: string | null } | null;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds, asking every 50 ms; fails naming the step after `timeoutMs`. */
export async function until(step: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error(`first-hour bench: still waiting for ${step} after ${timeoutMs} ms`);
    await pause(50);
  }
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The request a queued change makes on the wire. */
export function wireOf(entry: OutboxFileEntry): { method: string; path: string } | null {
  const tribute = `/api/v1/contributions/${entry.contributionId}`;
  switch (entry.operation) {
    case 'approveContribution':
      return { method: 'POST', path: `${tribute}/approve` };
    case 'rejectContribution':
      return { method: 'POST', path: `${tribute}/reject` };
    case 'hideContribution':
      return { method: 'DELETE', path: tribute };
    case 'updateMyMemorial':
      return { method: 'PATCH', path: `/api/v1/me/memorials/${entry.memorialId}` };
    default:
      return null;
  }
}

/** The outbox as the app keeps it (state.sqlite's outbox table, in order), read beside the running app. */
export function readOutbox(dataDir: string): OutboxFileEntry[] {
  let db: DatabaseSync | null = null;
  try {
    db = new DatabaseSync(join(dataDir, 'state.sqlite'), { readOnly: true });
    return (db.prepare('SELECT record FROM outbox ORDER BY seq').all() as { record: string }[]).map((row) => JSON.parse(row.record) as OutboxFileEntry);
  } catch {
    return [];
  } finally {
    db?.close();
  }
}

/** Same method, path with query, and token, within 5 s of the one before: each such repeat. */
export function identicalWithin(log: readonly ProxyRecord[], windowMs: number): { key: string; gaps: number[] }[] {
  const last = new Map<string, number>();
  const found = new Map<string, number[]>();
  for (const record of [...log].sort((a, b) => a.at - b.at)) {
    const key = `${record.method} ${record.path} [${record.token ?? 'no token'}]`;
    const before = last.get(key);
    if (before !== undefined && record.at - before <= windowMs) found.set(key, [...(found.get(key) ?? []), record.at - before]);
    last.set(key, record.at);
  }
  return [...found].map(([key, gaps]) => ({ key, gaps }));
}

export async function run(): Promise<void> {
  await buildRenderer();
  const sandbox: RunningSandbox = await startSandbox({ port: 0, memory: true, control: true, demo: true });
  const proxy = await FaultProxy.start({ target: sandbox.url, seed: 1 });
  const home = mkdtempSync(join(tmpdir(), 'memorial-desk-bench-home-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'memorial-desk-bench-data-'));
  let app: RunningApp | null = null;
  let browser: Browser | null = null;
  let lastPage: Page | null = null;
  try {
    const demo = sandbox.demo!;
    const control = async (path: string, body?: unknown): Promise<any> => {
      const r = await fetch(`${sandbox.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
      const text = await r.text();
      return text ? JSON.parse(text) : null;
    };
    const eleanor = sandbox.context.db.one<{ id: number }>('SELECT id FROM memorials WHERE deceased_name = ?', 'Eleanor Whitfield')!.id;
    // Eleanor's queue holds two waiting tributes in the demo; four visitors more, so five can be decided.
    for (let i = 1; i <= 4; i++)
      await control(`/__sandbox/memorials/${eleanor}/contributions`, { author_name: `Visitor ${i}`, body: `Eleanor taught me to grow sweet peas (${i}).` });
    await control('/__sandbox/settle');

    app = await startWebApp(proxy.baseUrl, { keychainHome: home, dataDir });
    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    lastPage = page;
    const heading = async () => (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const go = (path: string) => page.evaluate(`location.hash = ${JSON.stringify(`#${path}`)}`);
    const accountMenu = () => page.getByRole('button', { name: /(Family|Funeral home) account$/ });
    const started = Date.now();
    const firstHourFrom = proxy.log.length;

    // Sign in as the family: the code on screen, approved on the service's page.
    await page.goto(app.url);
    await page.getByRole('button', { name: 'Sign in as a family' }).click();
    const code = page.getByRole('region', { name: 'Your code' }).locator('.user-code__value');
    await until('the sign-in code', async () => /^[A-Z]{4}-[A-Z]{4}$/.test((await code.textContent()) ?? ''));
    await pause(THINK_MS);
    await control('/__sandbox/device/approve', { user_code: await code.textContent(), person_id: demo.person.id });
    await until('My memorials', async () => /My memorials/.test(await heading()));
    await until('Eleanor in the list', async () => (await page.getByRole('link', { name: 'Eleanor Whitfield', exact: true }).count()) > 0);
    await pause(THINK_MS);

    // Her memorial, then her waiting tributes.
    await page.getByRole('link', { name: 'Eleanor Whitfield', exact: true }).first().click();
    await until('Eleanor’s memorial', async () => /Eleanor Whitfield/.test(await heading()));
    await pause(THINK_MS);
    await go(`/memorials/${eleanor}/tributes?status=pending`);
    await until('her waiting tributes', async () => (await page.locator('article[data-tribute]').count()) >= 5);
    await pause(THINK_MS);

    // A new memorial (a direct request, not the outbox: timed from the click to the wire).
    await go('/memorials');
    await until('My memorials again', async () => /My memorials/.test(await heading()));
    await page.getByRole('link', { name: 'Create a memorial' }).first().click();
    await page.getByLabel('Their name').fill(NEW_MEMORIAL);
    await pause(THINK_MS);
    const createClicked = Date.now();
    await page.getByRole('button', { name: 'Create the memorial' }).click();
    await until('the new memorial', async () => (await heading()) === NEW_MEMORIAL);
    await pause(THINK_MS);

    // Her words, changed; and changed again within five minutes (parked on this computer).
    const changeWords = async (subtitle: string) => {
      await go(`/memorials/${eleanor}`);
      await until('Eleanor’s memorial', async () => /Eleanor Whitfield/.test(await heading()));
      await page.getByRole('link', { name: 'Change the words or settings' }).click();
      await until('the change form', async () => /Change the memorial for Eleanor Whitfield/.test(await heading()));
      await page.getByLabel('Subtitle (optional)').fill(subtitle);
      await pause(THINK_MS);
      await page.getByRole('button', { name: 'Save the new words' }).click();
      await until('back on her memorial', async () => (await heading()) === 'Eleanor Whitfield');
    };
    await changeWords('Gardener, teacher, neighbour');
    const firstWordsAt = Date.now();
    // Once the first change has gone (its outbox entry done, so the five minutes have begun), a person changes them again.
    await until(
      'the first words sent',
      () => Promise.resolve(readOutbox(dataDir).some((e) => e.operation === 'updateMyMemorial' && e.state === 'done')),
      30_000,
    );
    await pause(THINK_MS);
    await changeWords('Gardener, teacher, neighbour, friend');
    const parkedNote = await page
      .getByText(/Your new words wait on this computer/)
      .count()
      .catch(() => 0);

    // Five tributes decided, one after another (each held ~6 s for Undo).
    await go(`/memorials/${eleanor}/tributes?status=pending`);
    await until('her waiting tributes', async () => (await page.locator('article[data-tribute]').count()) >= 5);
    const decisions: [string, 'Approve' | 'Hide'][] = [
      ['Anna Kowalski', 'Approve'],
      ['Colin Marsh', 'Approve'],
      ['Visitor 1', 'Approve'],
      ['Visitor 2', 'Hide'],
      ['Visitor 3', 'Hide'],
    ];
    for (const [author, button] of decisions) {
      await page.locator('article[data-tribute]').filter({ hasText: author }).getByRole('button', { name: button }).click();
      await pause(THINK_MS);
    }

    // The funeral home, its list, and back to the family.
    await accountMenu().click();
    await page.getByRole('menuitem', { name: 'Add another account' }).click();
    await page.getByRole('button', { name: 'Sign in as a funeral home' }).click();
    await page.getByLabel('Business token').fill(demo.organization.token);
    await pause(THINK_MS);
    await page.getByRole('button', { name: 'Check and sign in' }).click();
    await until('the funeral home’s list', async () => /Memorials/.test(await heading()) && (await page.getByText('Frank Delaney').count()) > 0);
    await pause(THINK_MS * 2);
    await accountMenu().click();
    await page.getByRole('menuitemradio', { name: /Family account|Eleanor/ }).click();
    await until('the family’s list again', async () => /My memorials/.test(await heading()) && (await page.getByText('Eleanor Whitfield').count()) > 0);

    // Everything but the parked words has gone; a little longer for what follows a change (its reads).
    await until(
      'the changes sent',
      () => Promise.resolve(readOutbox(dataDir).filter((e) => e.operation !== 'updateMyMemorial' && e.state !== 'done').length === 0),
      120_000,
    );
    await pause(5_000);
    const hourMs = Date.now() - started;
    const outbox = readOutbox(dataDir);
    const log = proxy.log.slice(firstHourFrom);
    // `BENCH_TIMELINE=1`: every request with its time from the start, to see what spent a minute.
    if (process.env.BENCH_TIMELINE)
      for (const r of log) console.log(`    ${((r.at - started) / 1000).toFixed(2).padStart(6)} s  ${r.method} ${r.path} ${r.serviceStatus ?? ''}`);

    // --- Requests.
    const orgPrint = tokenFingerprint(`Bearer ${demo.organization.token}`);
    const who = (token: string | null) => (token === null ? 'no token (sign-in)' : token === orgPrint ? 'funeral home' : `family (${token})`);
    const byToken = new Map<string | null, number[]>();
    for (const r of log) byToken.set(r.token, [...(byToken.get(r.token) ?? []), r.at]);
    const service429 = log.filter((r) => r.serviceStatus === 429);
    console.log(`first hour, compressed into ${seconds(hourMs)}: ${log.length} requests in all`);
    for (const [token, times] of byToken) {
      console.log(`  ${who(token)}: ${times.length} requests, busiest minute ${maxInWindow(times)}`);
      const paths = new Map<string, number>();
      for (const r of log.filter((l) => l.token === token)) paths.set(`${r.method} ${r.path}`, (paths.get(`${r.method} ${r.path}`) ?? 0) + 1);
      console.log(`    ${[...paths].map(([path, n]) => (n > 1 ? `${path} ×${n}` : path)).join('; ')}`);
    }
    console.log(`  429s from the service: ${service429.length} (goal 0)${service429.map((r) => `\n    ${r.method} ${r.path} (${who(r.token)})`).join('')}`);
    const same = identicalWithin(log, SAME_REQUEST_WINDOW_MS);
    console.log(`  identical requests within 5 s: ${same.reduce((n, s) => n + s.gaps.length, 0)} (goal 0)`);
    for (const s of same)
      console.log(
        `    ${s.key.replace(/\[[0-9a-f]{12}\]$/, (m) => `[${who(m.slice(1, -1))}]`)}: ${s.gaps.length} repeat(s), after ${s.gaps.map((g) => `${g} ms`).join(', ')}`,
      );

    // --- The person's changes: click (or end of the Undo hold) to the wire.
    const created = log.find((r) => r.method === 'POST' && r.path === '/api/v1/me/memorials' && r.at >= createClicked);
    console.log(
      `  create a memorial (sent at once, not queued): ${created ? `${created.at - createClicked} ms from the click to the wire` : 'never reached the service'}`,
    );
    const wordings = outbox.filter((e) => e.operation === 'updateMyMemorial').sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
    const parked = wordings[1];
    const waits: { label: string; ms: number; from: number; token: string | null }[] = [];
    const used = new Set<ProxyRecord>();
    for (const entry of outbox) {
      if (entry === parked) continue;
      const wire = wireOf(entry);
      const from = Math.max(Date.parse(entry.createdAt), entry.holdUntil ? Date.parse(entry.holdUntil) : 0);
      const label = `${entry.operation} ${wire ? `${wire.method} ${wire.path}` : '(no known request)'}`;
      const sent = wire && log.find((r) => !used.has(r) && r.method === wire.method && r.path === wire.path && r.at >= from - 50);
      if (!sent) {
        console.log(`    ${label}: not seen on the wire (state ${entry.state})`);
        continue;
      }
      used.add(sent);
      waits.push({ label, ms: sent.at - from, from, token: sent.token });
    }
    if (waits.length > 0) {
      const ms = waits.map((w) => w.ms);
      console.log(
        `  the person's ${waits.length} queued changes, click or end of hold to the wire: median ${seconds(percentile(ms, 50))}, p95 ${seconds(percentile(ms, 95))}, max ${seconds(Math.max(...ms))} (goal p95 under 2 s)`,
      );
      for (const w of waits) {
        // For a change that waited: how much of its account's minute was spent when it could have gone.
        const spent = log.filter((r) => r.token === w.token && r.at > w.from - 60_000 && r.at <= w.from).length;
        console.log(`    ${w.label}: ${w.ms} ms${w.ms > 2_000 ? `  <-- over 2 s (${spent} of the account's requests in the 60 s before it could go)` : ''}`);
      }
    }
    if (parked) {
      const firstDone = wordings[0]?.finishedAt ? Date.parse(wordings[0].finishedAt) : firstWordsAt;
      const patch = wireOf(parked)!;
      const sentAgain = log.filter((r) => r.method === patch.method && r.path === patch.path && r.at > firstDone);
      const asked = Date.parse(parked.createdAt) - firstDone;
      console.log(
        `  the second wording change, made ${seconds(asked)} after the first was sent (note on screen: ${parkedNote > 0 ? 'yes' : 'no'}): ` +
          (sentAgain.length > 0
            ? `sent ${seconds(sentAgain[0]!.at - firstDone)} after the first (${sentAgain[0]!.at - firstDone >= WORDING_PAUSE_MS ? 'not before' : 'BEFORE'} the five minutes)`
            : `still parked (${parked.state}, waiting for ${parked.waiting?.reason ?? 'nothing said'} until ${parked.waiting?.until ?? '?'}), never sent early`),
      );
    } else console.log(`  the second wording change: not found in the outbox (${wordings.length} wording changes there)`);

    // --- Started offline, 3 times.
    await app.close();
    app = null;
    void proxy.goOffline(10 * 60_000);
    const offline: number[] = [];
    const listening: number[] = [];
    for (let i = 0; i < OFFLINE_STARTS; i++) {
      const start = performance.now();
      app = await startWebApp(proxy.baseUrl, { keychainHome: home, dataDir });
      listening.push(performance.now() - start);
      await page.goto(app.url);
      // Polled through the debugging protocol (the page's CSP forbids a string evaluated inside it).
      const shown = `(() => { const h = document.querySelector('h1'); const main = document.querySelector('main'); return !!h && /My memorials/.test(h.textContent) && !!main && main.innerText.includes('Eleanor Whitfield') && main.innerText.includes(${JSON.stringify(NEW_MEMORIAL)}); })()`;
      const end = Date.now() + 30_000;
      while (!(await page.evaluate<boolean>(shown).catch(() => false))) {
        if (Date.now() > end) throw new Error('first-hour bench: the last-seen memorials never showed after an offline start');
        await pause(10);
      }
      offline.push(performance.now() - start);
      await app.close();
      app = null;
    }
    console.log(
      `started offline, start command to last-seen memorials on screen (${OFFLINE_STARTS} starts): min ${seconds(Math.min(...offline))}, median ${seconds(percentile(offline, 50))}, max ${seconds(Math.max(...offline))} (goal under 3 s)`,
    );
    console.log(
      `  of which the app's start until it listens: ${listening.map((ms) => seconds(ms)).join(', ')}; then the page until the list: ${offline.map((ms, i) => seconds(ms - listening[i]!)).join(', ')}`,
    );
    const patches = proxy.log.filter((r) => r.method === 'PATCH' && r.path === `/api/v1/me/memorials/${eleanor}`).length;
    console.log(`  her words were sent ${patches} time(s) in all (the parked second change must not have gone: 1 expected)`);
  } catch (error) {
    // Where it stopped, for whoever reads the failure.
    const shot = join(tmpdir(), 'memorial-desk-bench-first-hour-failed.png');
    if (
      await lastPage?.screenshot({ path: shot, fullPage: true }).then(
        () => true,
        () => false,
      )
    )
      console.log(`first-hour bench failed; the page then: ${shot}`);
    throw error;
  } finally {
    await browser?.close().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await proxy.close();
    await sandbox.close();
    for (const dir of [home, dataDir]) rmSync(dir, { recursive: true, force: true });
  }
}
