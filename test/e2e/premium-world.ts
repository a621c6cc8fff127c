import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { familySignIn, type SignInWords } from './family-sign-in';
import { buildRenderer, launchChromium, lookAt, startWebApp, type RunningApp } from './harness';
import { control } from '../helpers/sandbox-control';

/**
 * The Premium journeys' world: a sandbox holding the demo world (Eleanor Whitfield is Premium,
 * with a fund, posts, RSVPs and a year of visits; Biscuit is not Premium), browser mode pointed
 * at it, and Chromium, signed in as the demo family the way a new user signs in.
 *
 * Safety checks and exports wait until a test settles them, so every state in between can be
 * seen. Each file signs in afresh (its own token): the app keeps to the service's 20 requests a
 * minute, and the journeys of one file stay within one minute's budget.
 */
export interface PremiumWorld {
  sandbox: RunningSandbox;
  app: RunningApp;
  page: Page;
  /** The test's own Downloads folder (XDG_DOWNLOAD_DIR of the app). */
  downloads: string;
  eleanor: number;
  biscuit: number;
  /** Content-Security-Policy complaints the page logged. */
  cspViolations: string[];
  control: (method: string, path: string, body?: unknown) => Promise<any>;
  /** The family's own API, as the service's other clients would use it. */
  api: (path: string) => Promise<any>;
  /** Goes to a place the way a link does, and waits for its heading. */
  open: (path: string, heading: RegExp) => Promise<void>;
  /** Screenshots at 1280 and 360 px, no axe violation at either, and no CSP complaint so far. */
  look: (name: string) => Promise<void>;
  text: () => Promise<string>;
}

/**
 * `contextOptions`: the browser's (a system language, as `locale`); `signInWords`: what the sign-in
 * says in that language; `seed`: what a journey adds to the world before the app signs in (so its
 * first look finds it).
 */
export function usePremiumWorld(
  options: { contextOptions?: Parameters<Browser['newContext']>[0]; signInWords?: SignInWords; seed?: (world: PremiumWorld) => Promise<void> } = {},
): PremiumWorld {
  let browser: Browser;
  const world = { cspViolations: [] as string[] } as PremiumWorld;

  beforeAll(async () => {
    await buildRenderer();
    world.sandbox = await startSandbox({ port: 0, memory: true, control: true, demo: true });
    const token = world.sandbox.demo!.person.token;
    world.control = (method, path, body) => control(world.sandbox.url, method, path, body);
    world.api = async (path) => (await fetch(`${world.sandbox.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })).json();
    await world.control('PUT', '/__sandbox/settings', { safety_delay_ms: 3_600_000 });
    const mine = (await world.api('/me/memorials?per_page=100')).data as { id: number; deceased_name: string }[];
    world.eleanor = mine.find((m) => m.deceased_name === 'Eleanor Whitfield')!.id;
    world.biscuit = mine.find((m) => m.deceased_name === 'Biscuit')!.id;
    world.downloads = mkdtempSync(join(tmpdir(), 'premium-e2e-downloads-'));
    world.app = await startWebApp(world.sandbox.baseUrl, { env: { XDG_DOWNLOAD_DIR: world.downloads } });
    browser = await launchChromium();
    const page = (world.page = await browser.newPage({ viewport: { width: 1280, height: 900 }, ...options.contextOptions }));
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) world.cspViolations.push(message.text());
    });
    world.open = async (path, heading) => {
      await page.evaluate(`location.hash = ${JSON.stringify(`#${path}`)}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toMatch(heading);
    };
    world.look = async (name) => {
      expect(await lookAt(page, `premium-${name}`)).toEqual([]);
      // Everything on the page so far ran under the app's CSP without a complaint.
      expect(world.cspViolations).toEqual([]);
    };
    world.text = async () => (await page.textContent('main')) ?? '';
    await options.seed?.(world);
    // Signed in as the demo family, as a new user does: the device flow, approved on the service.
    // Set-up, not a test of its own: every journey in these files starts signed in.
    await familySignIn(page, {
      appUrl: world.app.url,
      approve: (userCode) => world.control('POST', '/__sandbox/device/approve', { user_code: userCode, person_id: world.sandbox.demo!.person.id }),
      words: options.signInWords,
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await world.app?.close();
    await world.sandbox?.close();
    if (world.downloads) rmSync(world.downloads, { recursive: true, force: true });
  });

  return world;
}
