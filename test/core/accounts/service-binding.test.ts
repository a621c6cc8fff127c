import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createNodeAppCore as createAppCore } from '../../../electron/node/home';
import type { AppCore } from '../../../core/app-core-types';
import { MemorySecretStore } from '../../../core/accounts/secrets';
import { startSandbox, type RunningSandbox } from '../../../sandbox/server';
import { control } from '../../helpers/sandbox-control';

/**
 * Issue 9, item 2: a token goes only to the service it was issued by. Reads queued behind the
 * rate limit used to take the token when asked and the address when sent, so changing the
 * service address in between sent the old service's token to the new one.
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

async function sandbox(): Promise<RunningSandbox> {
  const s = await startSandbox({ port: 0, memory: true, control: true });
  cleanups.push(() => s.close());
  return s;
}

/** Every request the app sends, with the address and the token it carried. */
function recordingFetch(sent: { url: string; token: string | null }[]): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    sent.push({ url: input instanceof Request ? input.url : input.toString(), token: headers.get('authorization')?.replace(/^Bearer /, '') ?? null });
    return fetch(input, init);
  };
}

async function core(serviceUrl: string, sent: { url: string; token: string | null }[]): Promise<AppCore> {
  const dataDir = mkdtempSync(join(tmpdir(), 'service-binding-'));
  const c = await createAppCore({
    dataDir,
    serviceUrl,
    demo: false,
    secrets: new MemorySecretStore(),
    openExternal: () => Promise.resolve(false),
    fetch: recordingFetch(sent),
  });
  cleanups.push(async () => {
    await c.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return c;
}

describe('a token goes only to the service it signed in at', () => {
  it('reads waiting behind the rate limit are never sent to a service chosen after they were asked for', async () => {
    const first = await sandbox();
    const second = await sandbox();
    const org = await control<{ token: string }>(first.url, 'POST', '/__sandbox/organizations', { name: 'Hollis & Daughters' });
    const sent: { url: string; token: string | null }[] = [];
    const c = await core(first.baseUrl, sent);
    await c.handle('signIn.business', { token: org.token });

    // Seventy different reads: far more than the 50 a minute the account may send at once.
    const reads = Array.from({ length: 70 }, (_, page) => c.handle('listMemorials', { query: { page: page + 1, per_page: 1 } }).catch((e: unknown) => e));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await c.handle('settings.set', { serviceUrl: second.baseUrl });
    const outcomes = await Promise.all(reads);

    const atSecond = sent.filter((request) => request.url.startsWith(second.url));
    expect(atSecond.filter((request) => request.token === org.token)).toEqual([]);
    // What had not been sent was stopped, in plain words, rather than sent anywhere.
    const stopped = outcomes.filter((outcome) => typeof outcome === 'object' && outcome !== null && 'error' in outcome);
    expect(stopped.length).toBeGreaterThan(0);
    expect(sent.filter((request) => request.token === org.token).every((request) => request.url.startsWith(first.url))).toBe(true);
  });

  it('a family sign-in started at one service finishes there, and its account belongs there', async () => {
    const first = await sandbox();
    const second = await sandbox();
    const person = await control<{ id: number }>(first.url, 'POST', '/__sandbox/people', { name: 'June Ellis', email: 'june@example.com' });
    const sent: { url: string; token: string | null }[] = [];
    const c = await core(first.baseUrl, sent);
    const flow = await c.handle('signIn.device.start', {});
    await c.handle('settings.set', { serviceUrl: second.baseUrl });
    await control(first.url, 'POST', '/__sandbox/device/approve', { user_code: flow.userCode, person_id: person.id });
    await expect.poll(async () => (await c.handle('signIn.device.get', { flowId: flow.flowId })).state, { timeout: 15_000 }).toBe('approved');

    // No device code or polling went to the second service.
    expect(sent.filter((request) => request.url.startsWith(second.url) && request.url.includes('/auth/'))).toEqual([]);
    // The account is the first service's: not shown while the app talks to the second...
    expect((await c.handle('accounts.list', {})).accounts).toEqual([]);
    // ...and there again once the app is pointed back.
    await c.handle('settings.set', { serviceUrl: first.baseUrl });
    expect((await c.handle('accounts.list', {})).accounts).toHaveLength(1);
  });
});
