import { afterEach, describe, expect, it, vi } from 'vitest';
import { BridgeFailure, type AppCore } from '../../../core/app-core-types';
import { TOO_LARGE_MESSAGE } from '../../../core/bridge/transport';
import { coreToCome, inPageBridge, UNKNOWN_REQUEST, UNREADABLE_REQUEST } from '../../../mobile/web/in-page-bridge';
import { BridgeCallError } from '../../../renderer/bridge';
import { Listeners } from '../../../shared/listeners';
import type { BridgeEvents } from '../../../shared/bridge';
import { bridgeError, UNEXPECTED_MESSAGE } from '../../../shared/bridge/error';

/**
 * The phone's in-page bridge (mobile/web/in-page-bridge.ts) keeps IPC's guarantees: copies both
 * ways, never at once, the same refusals, failures as BridgeCallErrors carrying a BridgeError only.
 */
function fakeCore(handle: (name: string, args: unknown) => Promise<unknown>) {
  const listeners = new Listeners<BridgeEvents>(() => undefined);
  const calls: Array<{ name: string; args: unknown }> = [];
  const core: Pick<AppCore, 'handle' | 'on'> = {
    handle: ((name: string, args: unknown) => {
      calls.push({ name, args });
      return handle(name, args);
    }) as AppCore['handle'],
    on: (event, listener) => listeners.on(event, listener),
  };
  return { core, calls, emit: listeners.emit.bind(listeners) };
}

afterEach(() => vi.restoreAllMocks());

const STATUS = {
  online: true,
  offlineSince: null,
  offlineSinceStart: false,
  waiting: 0,
  rateLimitedUntil: null,
  serviceUrl: 'http://127.0.0.1:4010/api/v1',
  demo: false,
  secretStorage: 'os' as const,
  secretStorageNote: null,
};

describe('a call', () => {
  it('reaches the core a moment later, with a copy of the arguments, and answers with a copy', async () => {
    const kept = { accounts: [{ id: 'a1', kind: 'personal', name: 'Nana’s memorial', signedIn: true }], activeId: 'a1' };
    const { core, calls } = fakeCore(() => Promise.resolve(kept));
    const bridge = inPageBridge(core);
    const args = { id: 'a1' };

    const answer = bridge.call('accounts.switch', args);
    // Not inside the caller's own code.
    expect(calls).toHaveLength(0);
    args.id = 'changed after the call';
    const result = await answer;

    expect(calls).toEqual([{ name: 'accounts.switch', args: { id: 'a1' } }]);
    expect(calls[0]!.args).not.toBe(args);
    expect(result).toEqual(kept);
    expect(result).not.toBe(kept);
    result.accounts[0]!.name = 'renderer’s own';
    expect(kept.accounts[0]!.name).toBe('Nana’s memorial');
  });

  it('carries bytes as bytes (structured clone, as IPC), not as JSON', async () => {
    const { core, calls } = fakeCore(() => Promise.resolve({ ok: true }));
    const bytes = new Uint8Array([1, 2, 3]);
    await inPageBridge(core).call('app.status', { bytes } as never);
    const sent = (calls[0]!.args as { bytes: Uint8Array }).bytes;
    expect(sent).toBeInstanceOf(Uint8Array);
    expect(sent).not.toBe(bytes);
    expect([...sent]).toEqual([1, 2, 3]);
  });

  it('refuses an operation the bridge does not name, and arguments that cannot be copied or are too large, before the core hears of them', async () => {
    const { core, calls } = fakeCore(() => Promise.resolve({}));
    const bridge = inPageBridge(core, { maxArgsBytes: 1000 });
    const refused = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(BridgeCallError);
      return error as BridgeCallError;
    };
    expect((await refused(bridge.call('no.such' as never, {} as never))).message).toBe(UNKNOWN_REQUEST);
    expect((await refused(bridge.call('app.openExternal', { url: 'https://example.org', extra: () => 1 } as never))).message).toBe(UNREADABLE_REQUEST);
    const tooLarge = await refused(bridge.call('app.openExternal', { url: `https://example.org/${'x'.repeat(2000)}` }));
    expect(tooLarge.kind).toBe('invalid');
    expect(tooLarge.message).toBe(TOO_LARGE_MESSAGE);
    expect(calls).toEqual([]);
  });

  it('fails with exactly the BridgeError the core gave, as a BridgeCallError', async () => {
    const failure = new BridgeFailure(bridgeError('rate-limited', 'Too many at once.', { status: 429, retryAfter: 12 }));
    const { core } = fakeCore(() => Promise.reject(failure));
    const error = await inPageBridge(core)
      .call('app.status', {})
      .then(
        () => null,
        (e: unknown) => e as BridgeCallError,
      );
    expect(error).toBeInstanceOf(BridgeCallError);
    expect({ ...error }).toEqual({ name: 'BridgeCallError', kind: 'rate-limited', status: 429, code: null, retryAfter: 12, fields: null });
    expect(error!.message).toBe('Too many at once.');
  });

  it('says a failure nobody planned for in plain words, logging the operation but never its arguments', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { core } = fakeCore(() => Promise.reject(new Error('database exploded')));
    const secret = 'https://memorials.example/s/SECRET-SHARE-TOKEN';
    const error = await inPageBridge(core)
      .call('app.openExternal', { url: secret })
      .then(
        () => null,
        (e: unknown) => e as BridgeCallError,
      );
    expect(error!.kind).toBe('internal');
    expect(error!.message).toBe(UNEXPECTED_MESSAGE);
    expect(JSON.stringify(logged.mock.calls, (_k, v: unknown) => (v instanceof Error ? v.message : v))).not.toContain('SECRET-SHARE-TOKEN');
  });

  it('an answer that cannot be copied fails plainly rather than hand the renderer the core’s object', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { core } = fakeCore(() => Promise.resolve({ later: () => 'a function' }));
    const error = await inPageBridge(core)
      .call('app.status', {})
      .then(
        () => null,
        (e: unknown) => e as BridgeCallError,
      );
    expect(error).toBeInstanceOf(BridgeCallError);
    expect(error!.kind).toBe('internal');
  });
});

describe('events', () => {
  it('arrive a moment later, in order, each a copy made when it was sent', async () => {
    const { core, emit } = fakeCore(() => Promise.resolve({}));
    const heard: unknown[] = [];
    inPageBridge(core).subscribe('status', (status) => heard.push(status));

    const sent = { ...STATUS, waiting: 1 };
    emit('status', sent);
    emit('status', { ...STATUS, waiting: 2 });
    sent.waiting = 99;
    expect(heard).toEqual([]);
    await Promise.resolve();
    expect(heard).toEqual([
      { ...STATUS, waiting: 1 },
      { ...STATUS, waiting: 2 },
    ]);
    expect(heard[0]).not.toBe(sent);
  });

  it('stop at once when unsubscribed, even one already on its way; a failing listener stops no other', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { core, emit } = fakeCore(() => Promise.resolve({}));
    const bridge = inPageBridge(core);
    const first: unknown[] = [];
    const second: unknown[] = [];
    const stop = bridge.subscribe('status', (status) => first.push(status));
    bridge.subscribe('status', () => {
      throw new Error('a listener’s own bug');
    });
    bridge.subscribe('status', (status) => second.push(status));

    emit('status', STATUS);
    stop();
    emit('status', STATUS);
    await Promise.resolve();
    expect(first).toEqual([]);
    expect(second).toHaveLength(2);
  });

  it('only the bridge’s own events can be followed', () => {
    const { core } = fakeCore(() => Promise.resolve({}));
    expect(() => inPageBridge(core).subscribe('secrets' as never, () => undefined)).toThrow('no event called "secrets"');
  });
});

describe('the core to come (mobile/web/phone-app.ts starts the screens while the core opens)', () => {
  it('holds each call until the core is made, and listens for events only once it is there', async () => {
    const { core, calls, emit } = fakeCore(() => Promise.resolve(STATUS));
    let made!: (made: Pick<AppCore, 'handle' | 'on'>) => void;
    const coming = new Promise<Pick<AppCore, 'handle' | 'on'>>((resolve) => (made = resolve));
    const bridge = inPageBridge(coreToCome(coming as Promise<AppCore>));
    const heard: unknown[] = [];
    const stopEarly = bridge.subscribe('status', () => heard.push('early, stopped'));
    stopEarly();
    bridge.subscribe('status', (status) => heard.push(status.online));
    const answer = bridge.call('app.status', {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    made(core);
    await expect(answer).resolves.toEqual(STATUS);
    expect(calls).toEqual([{ name: 'app.status', args: {} }]);
    emit('status', { ...STATUS, online: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual([false]);
  });

  it('a core that could not be made fails each call, as a BridgeCallError', async () => {
    const bridge = inPageBridge(coreToCome(Promise.reject(new Error('the store is busy'))));
    await expect(bridge.call('app.status', {})).rejects.toBeInstanceOf(BridgeCallError);
  });
});
