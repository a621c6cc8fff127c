import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RunningSandbox } from '../../sandbox/server';
import { familySignIn } from './family-sign-in';
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
    await familySignIn(page, { appUrl, approve: (userCode) => control('/__sandbox/device/approve', { user_code: userCode, person_id: personId }), ...options });
  }
  /** A sandbox person (email confirmed) with a personal token for the test's own API calls. */
  async function person(name: string, email: string): Promise<{ id: number; name: string; email: string; token: string }> {
    return control('/__sandbox/people', { name, email });
  }
  return { control, api, signIn, person };
}

/** The h1's text now. */
export function heading(page: Page): Promise<string | null> {
  return page.getByRole('heading', { level: 1 }).textContent();
}

/** No axe violations, said with what they were when there are some. */
export function expectNoViolations(found: AxeViolation[]): void {
  expect(found.map((v) => `${v.id}: ${v.help} ${v.nodes.join(' ')}`)).toEqual([]);
}

/**
 * Every control on the page can be reached with Tab alone: each tab stop (links, buttons, fields,
 * one radio per group, date segments) is visited, in turn, before the focus comes round again.
 * Returns what was not reached (expected: nothing).
 */
export async function unreachableByTab(page: Page): Promise<string[]> {
  const stops = await page.evaluate<number>(`(() => {
    const candidates = [...document.querySelectorAll('a[href], button, input, textarea, select, [tabindex], [contenteditable="true"]')];
    let n = 0;
    for (const el of candidates) {
      el.removeAttribute('data-tab-stop');
      if (el.matches(':disabled') || el.getAttribute('tabindex') === '-1' || el.closest('[inert], [hidden]')) continue;
      if (el.type === 'file' || el.type === 'hidden') continue;
      if (typeof el.checkVisibility === 'function' && !el.checkVisibility({ visibilityProperty: true }) && !(el.type === 'radio' && el.closest('label'))) continue;
      // A radio group is one stop: the chosen radio, or the first when none is.
      if (el.type === 'radio' && el.name) {
        const group = [...document.querySelectorAll('input[type=radio][name="' + el.name + '"]')];
        const stop = group.find((r) => r.checked) ?? group[0];
        if (stop !== el) continue;
      }
      el.setAttribute('data-tab-stop', String(n++));
    }
    document.body.focus();
    return n;
  })()`);
  if (stops < 3) return [`only ${stops} tab stops found: the check itself is broken`];
  const reached = new Set<string>();
  for (let i = 0; i < stops + 15; i++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate<string | null>(`document.activeElement && document.activeElement.getAttribute('data-tab-stop')`);
    if (id !== null) reached.add(id);
  }
  return page.evaluate<string[]>(
    `[...document.querySelectorAll('[data-tab-stop]')].filter((el) => !${JSON.stringify([...reached])}.includes(el.getAttribute('data-tab-stop'))).map((el) => el.outerHTML.slice(0, 120))`,
  );
}
