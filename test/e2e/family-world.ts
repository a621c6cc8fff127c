import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { FaultProxy } from '../support/fault-proxy';
import { familySignIn } from './family-sign-in';
import { buildRenderer, launchChromium, startWebApp, type RunningApp } from './harness';
import { control as controlSandbox } from '../helpers/sandbox-control';

/**
 * A family's world for end-to-end journeys: the sandbox (in a database file, so it can be stopped
 * and started again at the same address), a pass-through proxy of our own in front of it that
 * counts what reaches the service (429s it answered, requests a minute), browser mode started as a
 * person starts it, and Chromium signed in as the family through the device flow.
 */
export interface FamilyWorld {
  sandbox: RunningSandbox;
  proxy: FaultProxy;
  app: RunningApp;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  person: { id: number; name: string; email: string; token: string };
  control<T = any>(method: string, path: string, body?: unknown): Promise<T>;
  api<T = any>(method: string, path: string, body?: unknown): Promise<T>;
  /**
   * Stops the service and cuts the way to it (the office's internet is gone: connections are
   * refused), then starts it again at the same address and opens the way again.
   */
  stopService(): Promise<void>;
  startService(): Promise<void>;
  close(): Promise<void>;
}

export async function startFamilyWorld(options: { contextOptions?: Parameters<Browser['newContext']>[0] } = {}): Promise<FamilyWorld> {
  await buildRenderer();
  const dir = mkdtempSync(join(tmpdir(), 'family-world-'));
  const db = join(dir, 'sandbox.db');
  let sandbox = await startSandbox({ port: 0, db, control: true });
  const port = Number(new URL(sandbox.url).port);
  const control = <T>(method: string, path: string, body?: unknown) => controlSandbox<T>(sandbox.url, method, path, body);
  await control('PUT', '/__sandbox/settings', { safety_delay_ms: 0 });
  const person = await control<FamilyWorld['person']>('POST', '/__sandbox/people', { name: 'Margaret Brennan', email: 'margaret.brennan@example.com' });
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${sandbox.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return (text ? JSON.parse(text) : null) as T;
  };
  const proxy = await FaultProxy.start({ target: sandbox.url, seed: 1 });
  const app = await startWebApp(proxy.baseUrl);
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options.contextOptions });
  const page = await context.newPage();

  const world: FamilyWorld = {
    get sandbox() {
      return sandbox;
    },
    proxy,
    app,
    browser,
    context,
    page,
    person,
    control,
    api,
    async stopService() {
      await sandbox.close();
      // Until startService: the spell's own end is far off, and comeBack ends it.
      void proxy.goOffline(10 * 60_000);
    },
    async startService() {
      sandbox = await startSandbox({ port, db, control: true });
      await proxy.comeBack();
    },
    async close() {
      await browser.close().catch(() => undefined);
      await app.close().catch(() => undefined);
      await proxy.close().catch(() => undefined);
      await sandbox.close().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return world;
}

/** Waits until `check` gives a value that passes (usable in beforeAll, where expect.poll is not). */
export async function until<T>(check: () => Promise<T>, passes: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (passes(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting; last saw ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signs a page in as the world's family: the world's own page and app, or a second computer's. */
export async function signInAsFamily(world: FamilyWorld, on: { page: Page; app: RunningApp } = world): Promise<void> {
  await familySignIn(on.page, {
    appUrl: on.app.url,
    approve: (userCode) => world.control('POST', '/__sandbox/device/approve', { user_code: userCode, person_id: world.person.id }),
  });
}

/** A memorial of the family's, checked and live (made before the app signs in: it spends the family's budget). */
export async function memorialOf(world: FamilyWorld, name: string): Promise<number> {
  const created = await world.api<{ id: number }>('POST', '/me/memorials', { deceased_name: name, obituary: `${name} was loved.` });
  await world.control('POST', '/__sandbox/settle');
  return created.id;
}

/** A visitor leaves a tribute (through the sandbox's control API), checked at once. */
export async function tributeOn(world: FamilyWorld, memorialId: number, tribute: Record<string, unknown>): Promise<number> {
  const left = await world.control<{ id: number }>('POST', `/__sandbox/memorials/${memorialId}/contributions`, { author_name: 'A friend', ...tribute });
  await world.control('POST', '/__sandbox/settle');
  return left.id;
}

/**
 * Where a tribute stands on the service, read from the sandbox's own database (reading it through
 * the API would spend the family's request budget behind the app's back).
 */
export function tributeOnService(world: FamilyWorld, id: number): { status: string; pinned: boolean; rejectReason: string | null } | null {
  const row = world.sandbox.context.db.one<{ status: string; is_pinned: number; reject_reason: string | null }>(
    'SELECT status, is_pinned, reject_reason FROM contributions WHERE id = ?',
    id,
  );
  return row ? { status: row.status, pinned: row.is_pinned === 1, rejectReason: row.reject_reason } : null;
}

/**
 * Opens a memorial's list of tributes (of a status) and waits for them: reads wait their turn within
 * the family's 20 requests a minute, which a journey that has just made many decisions may have used.
 */
export async function openQueue(page: Page, memorialId: number, status = 'pending'): Promise<void> {
  await page.evaluate(`location.hash = '#/memorials/${memorialId}/tributes?status=${status}'`);
  await expect.poll(() => page.locator('article[data-tribute]').count(), { timeout: 70_000 }).toBeGreaterThan(0);
}

/** The note of the last decision (Undo, progress, refusals). */
export function decisionNote(page: Page): Locator {
  return page.locator('.decision-note');
}
