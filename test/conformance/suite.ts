/**
 * What every conformance file shares: its own sandbox process with the control API, started
 * before the file's tests and stopped after them (one per file, so the files run side by side on
 * both cores), a client bound to it, and the checks every area makes. Imported at the top of a
 * test file, its hooks belong to that file; `sb` and `c` are live bindings, set before any test.
 */
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { Client, startSandbox, type Res, type Sandbox } from './helpers';

export let sb: Sandbox;
export let c: Client;

beforeAll(async () => {
  sb = await startSandbox(['--control']);
  c = new Client(sb);
});

afterAll(async () => {
  await sb?.close();
});

// A conformance test that asserted nothing has checked nothing of the service: it fails.
beforeEach(() => {
  expect.hasAssertions();
});

/** A string of `n` characters. */
export const s = (n: number, ch = 'a') => ch.repeat(n);

export function expectMessage(r: Res): void {
  expect(r.body, r.text).toBeTypeOf('object');
  expect(typeof r.body.message, r.text).toBe('string');
  expect(r.body.message.length).toBeGreaterThan(0);
}

export function expectRetryAfterHeader(r: Res): number {
  const h = r.headers.get('retry-after');
  expect(h, 'Retry-After header').not.toBeNull();
  const n = Number(h);
  expect(Number.isInteger(n), `Retry-After "${h}" is integer seconds`).toBe(true);
  expect(n).toBeGreaterThan(0);
  return n;
}
