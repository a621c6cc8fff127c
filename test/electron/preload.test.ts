import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_CALL_CHANNEL, BRIDGE_EVENT_CHANNEL } from '../../electron/channels';

// The preload runs in Electron's sandbox; here `electron` is replaced by what the test watches.
const electron = vi.hoisted(() => {
  const exposed = new Map<string, unknown>();
  const ipcListeners = new Map<string, (event: unknown, message: unknown) => void>();
  return {
    exposed,
    ipcListeners,
    invoke: vi.fn<(channel: string, ...args: unknown[]) => Promise<unknown>>(),
    contextBridge: { exposeInMainWorld: (key: string, api: unknown) => void exposed.set(key, api) },
  };
});

vi.mock('electron', () => ({
  contextBridge: electron.contextBridge,
  ipcRenderer: {
    invoke: electron.invoke,
    on: (channel: string, listener: (event: unknown, message: unknown) => void) => void electron.ipcListeners.set(channel, listener),
  },
}));

interface Api {
  call(name: unknown, args: unknown): Promise<unknown>;
  subscribe(event: unknown, listener: unknown): () => void;
}
let api: Api;

beforeAll(async () => {
  await import('../../electron/preload');
  api = electron.exposed.get('memorialDesk') as Api;
});

beforeEach(() => {
  electron.invoke.mockReset();
});

describe('preload', () => {
  it('exposes one object with call and subscribe, and nothing else', () => {
    expect([...electron.exposed.keys()]).toEqual(['memorialDesk']);
    expect(Object.keys(api).sort()).toEqual(['call', 'subscribe']);
    expect(JSON.stringify(Object.values(api).map(String))).not.toContain('memorial-desk:');
  });

  it('sends a named operation on the call channel and returns its result', async () => {
    electron.invoke.mockResolvedValue({ ok: true, result: { serviceUrl: 'x' } });
    await expect(api.call('settings.get', {})).resolves.toEqual({ serviceUrl: 'x' });
    expect(electron.invoke).toHaveBeenCalledWith(BRIDGE_CALL_CHANNEL, 'settings.get', {});
  });

  it('refuses an unknown operation before sending anything', async () => {
    for (const name of ['nope', 'requestDeviceCode', 'exchangeDeviceCode', 42, null]) {
      await expect(api.call(name, {})).rejects.toMatchObject({ kind: 'invalid' });
    }
    expect(electron.invoke).not.toHaveBeenCalled();
  });

  it('rejects a failure with a plain object carrying the BridgeError fields', async () => {
    const error = { kind: 'rate-limited', message: 'Too many requests.', status: 429, code: 'rate_limited', retryAfter: 30, fields: null };
    electron.invoke.mockResolvedValue({ ok: false, error });
    const rejection: unknown = await api.call('ping', {}).catch((e: unknown) => e);
    expect(rejection).toEqual(error);
    expect(rejection).not.toBeInstanceOf(Error);
  });

  it('delivers events by name, without the IPC event, until unsubscribed', () => {
    const onStatus = vi.fn();
    const onOutbox = vi.fn();
    const stop = api.subscribe('status', onStatus);
    api.subscribe('outbox', onOutbox);
    const deliver = electron.ipcListeners.get(BRIDGE_EVENT_CHANNEL)!;
    const ipcEvent = { sender: 'the ipcRenderer itself' };
    deliver(ipcEvent, { event: 'status', payload: { online: true } });
    expect(onStatus).toHaveBeenCalledWith({ online: true });
    expect(onStatus.mock.calls[0]).toHaveLength(1);
    expect(onOutbox).not.toHaveBeenCalled();
    stop();
    deliver(ipcEvent, { event: 'status', payload: { online: false } });
    expect(onStatus).toHaveBeenCalledTimes(1);
  });

  it('refuses to subscribe to an unknown event', () => {
    for (const event of ['nope', 'toString', '__proto__']) expect(() => api.subscribe(event, () => {})).toThrow(/no event/);
    expect(() => api.subscribe('status', 'not a function')).toThrow();
  });
});
