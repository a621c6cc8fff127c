import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RunningSandbox } from '../../sandbox/server';
import type { AxeViolation } from './harness';

/** A family's end-to-end helpers: the sandbox's control API, its API, and signing in as a person would. */
export function familyHelpers(sandbox: () => RunningSandbox) {
  async function control(path: string, body?: unknown, method = 'POST'): Promise<any> {
    const r = await fetch(`${sandbox().url}${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
    const text = await r.text();
    return text ? JSON.parse(text) : null;
  }
  async function api(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
    const r = await fetch(`${sandbox().baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await r.text();
    return { status: r.status, body: text ? JSON.parse(text) : null };
  }
  /**
   * Signs in with the device flow (on the welcome screen, or as another account from the account
   * menu); the person approves through the control API. Each family account has its own request
   * budget (20 a minute), so journeys that each need much of it are given a family of their own.
   */
  async function signIn(page: Page, appUrl: string, personId: number, options: { another?: boolean } = {}): Promise<void> {
    if (options.another) {
      await page.getByRole('button', { name: /(Family|Funeral home) account$/ }).click();
      await page.getByRole('menuitem', { name: 'Add another account' }).click();
    } else {
      await page.goto(appUrl);
    }
    await page.getByRole('button', { name: 'Sign in as a family' }).click();
    const code = page.getByRole('region', { name: 'Your code' }).locator('.user-code__value');
    // Outside a test (a beforeAll), so by polling here rather than expect.poll.
    await until(async () => /^[A-Z]{4}-[A-Z]{4}$/.test((await code.textContent().catch(() => '')) ?? ''), 15_000);
    await control('/__sandbox/device/approve', { user_code: await code.textContent(), person_id: personId });
    await until(async () => /My memorials/.test((await page.getByRole('heading', { level: 1 }).textContent().catch(() => '')) ?? ''), 20_000);
  }
  /** A sandbox person (email confirmed) with a personal token for the test's own API calls. */
  async function person(name: string, email: string): Promise<{ id: number; name: string; email: string; token: string }> {
    return control('/__sandbox/people', { name, email });
  }
  return { control, api, signIn, person };
}

/** Waits until `condition` holds, asking every 100 ms, or fails after `timeoutMs`. */
export async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`still waiting after ${timeoutMs} ms`);
}

/** The h1's text now. */
export function heading(page: Page): Promise<string | null> {
  return page.getByRole('heading', { level: 1 }).textContent();
}

/** No axe violations, said with what they were when there are some. */
export function expectNoViolations(found: AxeViolation[]): void {
  expect(found.map((v) => `${v.id}: ${v.help} ${v.nodes.join(' ')}`)).toEqual([]);
}
