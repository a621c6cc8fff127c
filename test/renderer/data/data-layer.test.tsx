import { join } from 'node:path';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Bridge, BridgeEvent, BridgeEventName } from '../../../shared/bridge';
import { BridgeFailure, type AppCore } from '../../../core/app-core-types';
import { startSandbox, type RunningSandbox } from '../../../sandbox/server';
import { BridgeCallError } from '../../../renderer/bridge';
import { useQueuedChange } from '../../../renderer/data/use-change';
import { useCores } from '../../helpers/core';
import { expectVisible, type FakeBridge, renderApp } from '../harness';

/**
 * The data layer on real parts: the real app core (outbox file, scheduler, client) over real HTTP
 * to the sandbox, with the renderer's hooks and screens in jsdom. A queued change shows at once,
 * survives a restart of the core, refreshes the reads it touched when it is done, and a refusal shows
 * in the service's own words.
 */
let sandbox: RunningSandbox;
let dbFile: string;
let port: number;
/** The sandbox by its addresses, whichever run of it is up: it is stopped and started again on the same port. */
const cores = useCores({
  sandbox: {
    get url() {
      return sandbox.url;
    },
    get baseUrl() {
      return sandbox.baseUrl;
    },
  },
});

beforeAll(async () => {
  dbFile = join(cores.folder('data-layer'), 'sandbox.db');
  sandbox = await startSandbox({ port: 0, db: dbFile, control: true });
  port = Number(new URL(sandbox.url).port);
  await control('PUT', '/__sandbox/settings', { safety_delay_ms: 0 });
});

afterAll(async () => {
  await sandbox.close();
});

async function control<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The renderer's bridge straight onto the core, as the IPC and the socket carry it. */
function directBridge(core: AppCore): Bridge {
  return {
    call: (name, args) =>
      core.handle(name, JSON.parse(JSON.stringify(args ?? {}))).catch((error: unknown) => {
        throw new BridgeCallError(
          error instanceof BridgeFailure ? error.error : { kind: 'internal', message: 'x', status: null, code: null, retryAfter: null, fields: null },
        );
      }),
    subscribe: <E extends BridgeEventName>(event: E, listener: (payload: BridgeEvent<E>) => void) => core.on(event, listener),
  };
}

/** A hook beside the app, on the app's own query cache. */
function onAppCache(queryClient: QueryClient) {
  return { wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> };
}

describe('the data layer, on the real core and sandbox', () => {
  test('a queued change shows at once, survives a restart of the core, and the service’s data replaces it when it is done', async () => {
    const person = await control<{ id: number; token: string }>('POST', '/__sandbox/people', { name: 'June', email: 'june.data@example.com' });
    const created = await fetch(`${sandbox.baseUrl}/me/memorials`, {
      method: 'POST',
      headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ deceased_name: 'Harold Brennan', title: 'Fisherman', obituary: 'A kind man.' }),
    }).then((r) => r.json() as Promise<{ id: number }>);
    await control('POST', '/__sandbox/settle');

    const core = await cores.start();
    const { id: accountId } = await core.signInFamily(person.id);
    const app = renderApp(directBridge(core) as FakeBridge);
    const card = await screen.findByRole('article', { name: 'Harold Brennan' }, { timeout: 10_000 });
    expectVisible(within(card).getByText('Fisherman'));

    // The service goes away; the person changes the title. It is on disk before the hook resolves.
    await sandbox.close();
    const { result } = renderHook(() => useQueuedChange(accountId, 'updateMyMemorial'), onAppCache(app.queryClient));
    let queued: { state: string } | undefined;
    await act(async () => {
      queued = await result.current.mutateAsync({ params: { memorial: created.id }, body: { title: 'Fisherman and storyteller' } });
    });
    expect(queued?.state).toBe('queued');
    // Laid over the service's data, at once, and said to be waiting.
    expectVisible(await within(screen.getByRole('article', { name: 'Harold Brennan' })).findByText('Fisherman and storyteller'));
    expectVisible(screen.getByText(/A change is waiting to be sent/));

    // The core restarts (the outbox is read back from its file), still without the service.
    app.unmount();
    const again = await core.restart();
    renderApp(directBridge(again) as FakeBridge);
    const shown = await screen.findByRole('article', { name: 'Harold Brennan' }, { timeout: 10_000 }).catch(() => null);
    // Without the service there is no list to read, so the waiting change is in the outbox only.
    // (Queued; being checked when a kept-alive connection was cut as the service went away; or
    // being tried right now: the restarted core tries at once, and the list, kept, shows at once too.)
    const kept = (await again.handle('outbox.list', {})).entries;
    expect(kept.map((e) => [e.operation, e.body])).toEqual([['updateMyMemorial', { title: 'Fisherman and storyteller' }]]);
    expect(kept[0]?.state).toMatch(/^(queued|checking|sending)$/);
    expect(shown === null || within(shown).queryByText('Fisherman and storyteller') !== null).toBe(true);
    // The person sees that it still waits.
    expectVisible(await screen.findByText('1 change waiting to be sent'));

    // The service returns at the same address: the change goes out once, and the list is read again.
    sandbox = await startSandbox({ port, db: dbFile, control: true });
    await waitFor(async () => expect((await again.handle('outbox.list', {})).entries[0]?.state).toBe('done'), { timeout: 30_000 });
    const card2 = await screen.findByRole('article', { name: 'Harold Brennan' }, { timeout: 15_000 });
    await waitFor(() => expectVisible(within(card2).getByText('Fisherman and storyteller')), { timeout: 15_000 });
    await waitFor(() => expect(screen.queryByText(/A change is waiting to be sent/)).toBeNull());
    const onService = await fetch(`${sandbox.baseUrl}/me/memorials/${created.id}`, { headers: { authorization: `Bearer ${person.token}` } }).then(
      (r) => r.json() as Promise<{ data: { title: string } }>,
    );
    expect(onService.data.title).toBe('Fisherman and storyteller');
  }, 90_000);

  test('a change the service refuses shows its own words on the memorial, and can be dismissed', async () => {
    const person = await control<{ id: number; token: string }>('POST', '/__sandbox/people', { name: 'May', email: 'may.data@example.com' });
    const own = await fetch(`${sandbox.baseUrl}/me/memorials`, {
      method: 'POST',
      headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ deceased_name: 'Ivy Ellis', obituary: 'Loved.' }),
    }).then((r) => r.json() as Promise<{ id: number }>);
    await control('POST', '/__sandbox/settle');
    const core = await cores.start();
    const { id: accountId } = await core.signInFamily(person.id);
    const app = renderApp(directBridge(core) as FakeBridge);
    await screen.findByRole('article', { name: 'Ivy Ellis' }, { timeout: 10_000 });

    // A design that does not exist: the service refuses the change in its own words.
    const { result } = renderHook(() => useQueuedChange(accountId, 'updateMyMemorial'), onAppCache(app.queryClient));
    await act(async () => {
      await result.current.mutateAsync({ params: { memorial: own.id }, body: { template_id: 999 } });
    });
    const note = await screen.findByText(/There is no design with that number/, {}, { timeout: 15_000 });
    const card = screen.getByRole('article', { name: 'Ivy Ellis' });
    expectVisible(within(card).getByText('This change was not made:'));
    expect(note.textContent).toContain('Choose one from the list of designs.');
    act(() => within(card).getByRole('button', { name: 'Dismiss' }).click());
    await waitFor(() => expect(screen.queryByText(/There is no design with that number/)).toBeNull());
    expect((await core.handle('outbox.list', {})).entries).toEqual([]);
  }, 60_000);
});
