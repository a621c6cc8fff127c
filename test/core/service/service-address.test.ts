import { afterEach, describe, expect, it } from 'vitest';
import { ServiceAddress } from '../../../core/service/service-address';
import { startSandbox, type RunningSandbox } from '../../../sandbox/server';
import { useCores } from '../../helpers/core';
import { control } from '../../helpers/sandbox-control';

describe('the service the app talks to', () => {
  it('is the address it was started with until the person chooses another', () => {
    const service = new ServiceAddress('https://memorials.example.org/api/v1');
    expect(service.url).toBe('https://memorials.example.org/api/v1');
    service.use('http://127.0.0.1:4010/api/v1');
    expect(service.url).toBe('http://127.0.0.1:4010/api/v1');
  });

  it('binds accounts to the address itself, wherever it is', () => {
    const service = new ServiceAddress('https://memorials.example.org/api/v1');
    expect(service.identity()).toBe('https://memorials.example.org/api/v1');
    service.use('https://other.example/api/v1');
    expect(service.identity()).toBe('https://other.example/api/v1');
  });

  it('binds them to the stable name of a first address that moves (the demo’s sandbox), and only while the app talks to it', () => {
    const service = new ServiceAddress('http://127.0.0.1:51234/api/v1', 'embedded-demo-sandbox');
    expect(service.identity()).toBe('embedded-demo-sandbox');
    service.use('https://memorials.example.org/api/v1');
    expect(service.identity()).toBe('https://memorials.example.org/api/v1');
    service.use('http://127.0.0.1:51234/api/v1');
    expect(service.identity()).toBe('embedded-demo-sandbox');
  });
});

/**
 * Issue 9, item 2, through the whole app core: a token goes only to the service it was issued by.
 * Reads queued behind the rate limit used to take the token when asked and the address when sent,
 * so changing the service address in between sent the old service's token to the new one.
 */
const sandboxes: RunningSandbox[] = [];
afterEach(async () => {
  for (const s of sandboxes.splice(0)) await s.close();
});
// After the hook above, so its cores close (after each test) before the sandboxes do.
const cores = useCores();

async function sandbox(): Promise<RunningSandbox> {
  const s = await startSandbox({ port: 0, memory: true, control: true });
  sandboxes.push(s);
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

describe('a token goes only to the service it signed in at', () => {
  it('reads waiting behind the rate limit are never sent to a service chosen after they were asked for', async () => {
    const first = await sandbox();
    const second = await sandbox();
    const org = await control<{ token: string }>(first.url, 'POST', '/__sandbox/organizations', { name: 'Hollis & Daughters' });
    const sent: { url: string; token: string | null }[] = [];
    const c = await cores.start({ sandbox: first, fetch: recordingFetch(sent) });
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
    const c = await cores.start({ sandbox: first, fetch: recordingFetch(sent) });
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
