import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_EVENTS } from '../../shared/bridge';
import { BRIDGE_CALL_CHANNEL, BRIDGE_EVENT_CHANNEL } from '../../electron/channels';
import { MAX_BRIDGE_MESSAGE_BYTES, callCore, exceedsBridgeLimit, type BridgeEventMessage } from '../../core/bridge/transport';
import { forwardBridgeEvents, handleBridgeCall, isTrustedSenderUrl, registerBridgeIpc, trustedAppSender } from '../../electron/ipc';
import { APP_URL } from '../../electron/window';
import { OFFLINE, STATUS, stubCore } from './stub-core';

const trusted = trustedAppSender(APP_URL);
const top = { url: 'app://memorial-desk/index.html', isMainFrame: true };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('isTrustedSenderUrl', () => {
  it('trusts the app’s own pages', () => {
    expect(isTrustedSenderUrl('app://memorial-desk/index.html', APP_URL)).toBe(true);
    expect(isTrustedSenderUrl('app://memorial-desk/index.html#/accounts', APP_URL)).toBe(true);
  });

  it.each(['https://memorial.example/', 'app://evil/index.html', 'file:///work/main/dist/renderer/index.html', 'http://127.0.0.1:4010/', 'about:blank', ''])(
    'does not trust %s',
    (url) => {
      expect(isTrustedSenderUrl(url, APP_URL)).toBe(false);
    },
  );
});

describe('handleBridgeCall: the sender', () => {
  it('answers the app’s top frame', async () => {
    const { core } = stubCore();
    expect(await handleBridgeCall(core, trusted, top, 'app.status', {})).toEqual({ ok: true, result: STATUS });
  });

  it.each([
    ['another origin', { url: 'https://evil.example/', isMainFrame: true }],
    ['another app:// host', { url: 'app://evil/index.html', isMainFrame: true }],
    ['a local file', { url: 'file:///tmp/index.html', isMainFrame: true }],
    ['a subframe of the app', { url: 'app://memorial-desk/index.html', isMainFrame: false }],
    ['a frame that is gone', null],
  ])('refuses %s without reaching the core', async (_what, sender) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { core, calls } = stubCore();
    const reply = await handleBridgeCall(core, trusted, sender, 'app.status', {});
    expect(reply.ok).toBe(false);
    expect(reply).toMatchObject({ error: { kind: 'invalid' } });
    expect(calls).toEqual([]);
  });
});

describe('handleBridgeCall: the operation', () => {
  it.each([['nope'], ['requestDeviceCode'], ['__proto__'], ['constructor'], [42], [null], [undefined]])(
    'refuses the unknown operation %s without reaching the core',
    async (name) => {
      const { core, calls } = stubCore();
      const reply = await handleBridgeCall(core, trusted, top, name, {});
      expect(reply).toMatchObject({ ok: false, error: { kind: 'invalid' } });
      expect(calls).toEqual([]);
    },
  );

  it('hands the raw arguments to the core, whose check refuses bad ones as invalid', async () => {
    const { core, calls } = stubCore();
    const reply = await handleBridgeCall(core, trusted, top, 'outbox.dismiss', { id: 7, extra: true });
    expect(calls).toEqual([{ name: 'outbox.dismiss', args: { id: 7, extra: true } }]);
    expect(reply.ok).toBe(false);
    if (reply.ok) return;
    expect(reply.error.kind).toBe('invalid');
    expect(reply.error.fields).not.toBeNull();
  });

  it('passes good arguments through and returns the result', async () => {
    const { core } = stubCore();
    expect(await handleBridgeCall(core, trusted, top, 'outbox.dismiss', { id: 'entry-1' })).toEqual({ ok: true, result: { entries: [] } });
  });

  it('returns a BridgeFailure as ok:false with exactly the BridgeError fields', async () => {
    const { core } = stubCore();
    const reply = await handleBridgeCall(core, trusted, top, 'ping', {});
    expect(reply).toEqual({ ok: false, error: OFFLINE });
    expect(JSON.stringify(reply)).not.toContain('tok_secret');
  });

  it('turns any other failure into an internal BridgeError, keeping its detail out of the reply', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { core } = stubCore();
    const reply = await callCore(core, 'listTemplates', {});
    expect(reply).toMatchObject({ ok: false, error: { kind: 'internal', status: null } });
    expect(JSON.stringify(reply)).not.toContain('tok_secret');
    expect(log).toHaveBeenCalledOnce();
  });

  it('never rejects: the reply is always plain data that survives structured cloning', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { core } = stubCore();
    for (const name of ['app.status', 'ping', 'listTemplates', 'nope']) {
      const reply = await handleBridgeCall(core, trusted, top, name, {});
      expect(structuredClone(reply)).toEqual(reply);
      expect(Object.getPrototypeOf(reply)).toBe(Object.prototype);
    }
  });
});

describe('handleBridgeCall: the size of the arguments', () => {
  it('refuses arguments over 256 KB as invalid, in plain words, without reaching the core', async () => {
    const { core, calls } = stubCore();
    const reply = await handleBridgeCall(core, trusted, top, 'updateMyMemorial', {
      params: { id: 1 },
      body: { obituary: 'a'.repeat(MAX_BRIDGE_MESSAGE_BYTES) },
    });
    expect(reply).toMatchObject({ ok: false, error: { kind: 'invalid', status: null, fields: null } });
    if (!reply.ok) expect(reply.error.message).toMatch(/too much to send at once/);
    expect(calls).toEqual([]);
  });

  it('passes a full form (an obituary of 10,000 characters, in any script) through', async () => {
    const { core, calls } = stubCore();
    await handleBridgeCall(core, trusted, top, 'updateMyMemorial', { params: { id: 1 }, body: { obituary: '思'.repeat(10_000) } });
    expect(calls).toHaveLength(1);
  });

  it('counts without building the JSON, and stops at the limit', () => {
    const stringify = vi.spyOn(JSON, 'stringify');
    // A sparse array of a billion slots would take minutes to walk slot by slot, or to stringify.
    expect(exceedsBridgeLimit({ body: new Array(1_000_000_000) })).toBe(true);
    // Many small strings add up; multibyte text counts in UTF-8 bytes.
    expect(exceedsBridgeLimit(Array.from({ length: 300 }, () => 'x'.repeat(1000)))).toBe(true);
    expect(exceedsBridgeLimit({ text: 'é'.repeat(100_000) })).toBe(false);
    expect(exceedsBridgeLimit({ text: 'é'.repeat(140_000) })).toBe(true);
    expect(exceedsBridgeLimit({ ['k'.repeat(300_000)]: 1 })).toBe(true);
    expect(exceedsBridgeLimit(new Uint8Array(300_000))).toBe(true);
    expect(stringify).not.toHaveBeenCalled();
  });

  it('survives what structured cloning can deliver: deep nesting, cycles, values JSON cannot carry', () => {
    // Deeper than a recursive walk could go (and still under the limit: "[]" per level).
    let deep: unknown[] = [];
    for (let i = 0; i < 60_000; i++) deep = [deep];
    expect(exceedsBridgeLimit(deep)).toBe(false);
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(exceedsBridgeLimit(cyclic)).toBe(false);
    expect(exceedsBridgeLimit({ n: 10n })).toBe(true);
    expect(exceedsBridgeLimit(new Map([['a', 'b'.repeat(300_000)]]))).toBe(true);
  });
});

describe('registerBridgeIpc', () => {
  it('registers exactly one handler, on the call channel, that checks the sender frame', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const handlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
    const ipcMain = {
      handle: vi.fn((channel: string, handler: (event: unknown, ...args: unknown[]) => unknown) => void handlers.set(channel, handler)),
      removeHandler: vi.fn((channel: string) => void handlers.delete(channel)),
    };
    const { core } = stubCore();
    const remove = registerBridgeIpc(ipcMain, core, trusted);
    expect([...handlers.keys()]).toEqual([BRIDGE_CALL_CHANNEL]);
    const handler = handlers.get(BRIDGE_CALL_CHANNEL)!;

    const mainFrame = { url: 'app://memorial-desk/index.html', parent: null };
    expect(await handler({ senderFrame: mainFrame }, 'app.status', {})).toEqual({ ok: true, result: STATUS });

    const subFrame = { url: 'app://memorial-desk/index.html', parent: mainFrame };
    expect(await handler({ senderFrame: subFrame }, 'app.status', {})).toMatchObject({ ok: false });
    expect(await handler({ senderFrame: null }, 'app.status', {})).toMatchObject({ ok: false });
    expect(await handler({ senderFrame: { url: 'https://evil.example/', parent: null } }, 'app.status', {})).toMatchObject({ ok: false });

    remove();
    expect(handlers.size).toBe(0);
  });
});

describe('forwardBridgeEvents', () => {
  function window(url = 'app://memorial-desk/index.html') {
    const sent: { channel: string; message: BridgeEventMessage }[] = [];
    let destroyed = false;
    let current = url;
    return {
      sent,
      target: {
        send: (channel: string, message: BridgeEventMessage) => void sent.push({ channel, message }),
        isDestroyed: () => destroyed,
        getURL: () => current,
      },
      destroy: () => void (destroyed = true),
      navigate: (to: string) => void (current = to),
    };
  }

  it('sends every kind of event on the one events channel', () => {
    const stub = stubCore();
    const win = window();
    forwardBridgeEvents(stub.core, win.target, APP_URL);
    expect(stub.listenerCount()).toBe(Object.keys(BRIDGE_EVENTS).length);
    stub.emit('status', STATUS);
    stub.emit('outbox', { entries: [] });
    expect(win.sent).toEqual([
      { channel: BRIDGE_EVENT_CHANNEL, message: { event: 'status', payload: STATUS } },
      { channel: BRIDGE_EVENT_CHANNEL, message: { event: 'outbox', payload: { entries: [] } } },
    ]);
  });

  it('sends nothing to a window that is gone or shows another page', () => {
    const stub = stubCore();
    const win = window();
    forwardBridgeEvents(stub.core, win.target, APP_URL);
    win.navigate('https://evil.example/');
    stub.emit('status', STATUS);
    win.navigate('app://memorial-desk/index.html');
    win.destroy();
    stub.emit('status', STATUS);
    expect(win.sent).toEqual([]);
  });

  it('stops listening when told to', () => {
    const stub = stubCore();
    const stop = forwardBridgeEvents(stub.core, window().target, APP_URL);
    stop();
    expect(stub.listenerCount()).toBe(0);
  });
});
