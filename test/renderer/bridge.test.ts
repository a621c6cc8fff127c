import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BridgeCallError,
  LOST_ANSWER,
  LOST_CONNECTION,
  desktopBridge,
  getBridge,
  preloadBridge,
  sameOriginBridgeUrl,
  setBridge,
  socketBridge,
  type SocketLike,
} from '../../renderer/bridge';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: { id: number; name: string; args: unknown }[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as { id: number; name: string; args: unknown });
  }
  close() {
    this.drop();
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

let sockets: FakeSocket[];
const latest = () => sockets[sockets.length - 1]!;
function bridge(options: { waitLimitMs?: number } = {}) {
  return socketBridge({
    url: 'ws://127.0.0.1:4000/bridge',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    minDelayMs: 100,
    maxDelayMs: 1000,
    ...options,
  });
}

beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  setBridge(null);
  delete window.memorialDesk;
});

describe('socket bridge', () => {
  it('sends a call with an id and resolves with the matching answer', async () => {
    const b = bridge();
    latest().open();
    const answer = b.call('settings.get', {});
    expect(latest().sent).toEqual([{ id: 1, name: 'settings.get', args: {} }]);
    latest().receive({ id: 1, ok: true, result: { serviceUrl: 'http://x/api/v1' } });
    await expect(answer).resolves.toEqual({ serviceUrl: 'http://x/api/v1' });
  });

  it('rejects a failed call with a BridgeCallError carrying the BridgeError fields', async () => {
    const b = bridge();
    latest().open();
    const answer = b.call('ping', {});
    latest().receive({ id: 1, ok: false, error: { kind: 'rate-limited', message: 'Wait a minute.', status: 429, code: 'slow', retryAfter: 60, fields: null } });
    const error = await answer.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeCallError);
    expect(error).toMatchObject({ kind: 'rate-limited', message: 'Wait a minute.', status: 429, code: 'slow', retryAfter: 60, fields: null });
  });

  it('holds calls made before the connection opens, then sends them', async () => {
    const b = bridge();
    const answer = b.call('app.status', {});
    expect(latest().sent).toEqual([]);
    latest().open();
    expect(latest().sent.map((m) => m.name)).toEqual(['app.status']);
    latest().receive({ id: 1, ok: true, result: 'ok' });
    await expect(answer).resolves.toBe('ok');
  });

  it('reconnects with a growing wait, and sends what waited once it is back', async () => {
    const b = bridge();
    latest().open();
    latest().drop();
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    latest().drop();
    await vi.advanceTimersByTimeAsync(199);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);

    const answer = b.call('app.status', {});
    latest().open();
    expect(latest().sent).toHaveLength(1);
    latest().receive({ id: 1, ok: true, result: 'back' });
    await expect(answer).resolves.toBe('back');
  });

  it('after reconnecting, reads the state whose events were missed and hands it to the listeners', async () => {
    const b = bridge();
    const accounts: unknown[] = [];
    b.subscribe('accounts', (payload) => accounts.push(payload));
    latest().open();
    expect(latest().sent).toEqual([]);
    latest().drop();
    await vi.advanceTimersByTimeAsync(100);
    latest().open();
    // Only the events someone listens to are read again.
    expect(latest().sent.map((m) => m.name)).toEqual(['accounts.list']);
    latest().receive({ id: latest().sent[0]!.id, ok: true, result: { accounts: [], activeId: null } });
    expect(accounts).toEqual([{ accounts: [], activeId: null }]);
  });

  it('never waits longer than the maximum between attempts', async () => {
    bridge();
    for (let i = 0; i < 10; i++) {
      latest().drop();
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(sockets).toHaveLength(11);
  });

  it('fails a call that was on the wire when the connection dropped, as offline, without sending it again', async () => {
    const b = bridge();
    latest().open();
    const answer = b.call('approveContribution', { params: { memorial: 1, contribution: 2 } } as never);
    latest().drop();
    await expect(answer).rejects.toMatchObject({ kind: 'offline', message: LOST_ANSWER });
    await vi.advanceTimersByTimeAsync(100);
    latest().open();
    expect(latest().sent).toEqual([]);
  });

  it('fails a waiting call as offline once the connection has been gone too long', async () => {
    const b = bridge({ waitLimitMs: 5000 });
    const answer = b.call('app.status', {});
    const settled = vi.fn();
    answer.catch(settled);
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).rejects.toMatchObject({ kind: 'offline', message: LOST_CONNECTION });
  });

  it('delivers pushed events to the subscribers of that event until they unsubscribe', () => {
    const b = bridge();
    latest().open();
    const onStatus = vi.fn();
    const onOutbox = vi.fn();
    const stop = b.subscribe('status', onStatus);
    b.subscribe('outbox', onOutbox);
    latest().receive({ event: 'status', payload: { online: false } });
    expect(onStatus).toHaveBeenCalledWith({ online: false });
    expect(onOutbox).not.toHaveBeenCalled();
    stop();
    latest().receive({ event: 'status', payload: { online: true } });
    expect(onStatus).toHaveBeenCalledTimes(1);
  });

  it('stops for good on close(), failing what is still waiting', async () => {
    const b = bridge();
    const answer = b.call('app.status', {});
    b.close();
    await expect(answer).rejects.toMatchObject({ kind: 'offline' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(1);
    await expect(b.call('app.status', {})).rejects.toBeInstanceOf(BridgeCallError);
  });
});

describe('preload bridge', () => {
  it('turns the preload’s plain-object rejection into a BridgeCallError', async () => {
    const error = { kind: 'signed-out', message: 'Sign in again.', status: 401, code: null, retryAfter: null, fields: null };
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- what the preload does (see electron/preload.ts)
    const b = preloadBridge({ call: () => Promise.reject(error), subscribe: () => () => {} });
    const caught = await b.call('listMyMemorials', {}).catch((e: unknown) => e);
    expect(caught).toBeInstanceOf(BridgeCallError);
    expect(caught).toMatchObject(error);
  });

  it('turns anything else into an internal BridgeCallError', async () => {
    const b = preloadBridge({ call: () => Promise.reject(new Error('boom')), subscribe: () => () => {} });
    await expect(b.call('app.status', {})).rejects.toMatchObject({ kind: 'internal' });
  });
});

describe('the bridge the app is started with', () => {
  it('is the preload on the desktop when Electron provides one', async () => {
    const call = vi.fn(() => Promise.resolve('from preload'));
    window.memorialDesk = { call, subscribe: () => () => {} };
    await expect(desktopBridge().call('app.status', {})).resolves.toBe('from preload');
    expect(call).toHaveBeenCalledWith('app.status', {});
  });

  it('is whatever the entry gave (the phone’s in-page call, a test’s fake), and nothing before that', () => {
    expect(() => getBridge()).toThrow('started without its bridge');
    const fake = { call: vi.fn(), subscribe: vi.fn() };
    setBridge(fake);
    expect(getBridge()).toBe(fake);
  });

  it('finds the socket on the page’s own origin, with the launch secret kept for the tab and taken out of the address', () => {
    const stored = new Map<string, string>();
    const storage = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) };
    const replaced: string[] = [];
    const history = { replaceState: (_data: unknown, _unused: string, url?: string | URL | null) => void replaced.push(String(url)) };
    const at = (hash: string, protocol = 'http:', host = '127.0.0.1:4000') => ({ protocol, host, hash, pathname: '/', search: '' });

    expect(sameOriginBridgeUrl(at('#secret=s3cr3t_-x'), storage, history)).toBe('ws://127.0.0.1:4000/bridge?secret=s3cr3t_-x');
    expect(replaced).toEqual(['/']);
    // A reload: the address no longer has it, the tab still does.
    expect(sameOriginBridgeUrl(at(''), storage, history)).toBe('ws://127.0.0.1:4000/bridge?secret=s3cr3t_-x');
    expect(replaced).toHaveLength(1);
    expect(sameOriginBridgeUrl(at('', 'https:', 'example.org'), { getItem: () => null, setItem: () => undefined }, history)).toBe(
      'wss://example.org/bridge?secret=',
    );
  });
});
