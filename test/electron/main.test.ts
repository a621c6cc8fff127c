/**
 * main.ts's wiring, with `electron` replaced by a recording fake (the binary cannot run here):
 * the scheme, the session's locks, the guards every webContents gets, the window and the IPC.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BRIDGE_CALL_CHANNEL } from '../../electron/channels';
import { CONTENT_SECURITY_POLICY, WINDOW_OPTIONS } from '../../electron/window';
import type * as Launch from '../../electron/web/launch';
import { stubCore } from './stub-core';

type Listener = (...args: any[]) => any;

const fake = vi.hoisted(() => {
  class Emitter {
    listeners = new Map<string, Listener[]>();
    on(event: string, listener: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      return this;
    }
    once(event: string, listener: Listener) {
      return this.on(event, listener);
    }
    emit(event: string, ...args: unknown[]) {
      for (const listener of this.listeners.get(event) ?? []) listener(...args);
    }
  }
  class FakeWebContents extends Emitter {
    windowOpenHandler: Listener | null = null;
    url = 'app://memorial-desk/index.html';
    sent: unknown[] = [];
    setWindowOpenHandler(handler: Listener) {
      this.windowOpenHandler = handler;
    }
    send(...args: unknown[]) {
      this.sent.push(args);
    }
    isDestroyed() {
      return false;
    }
    getURL() {
      return this.url;
    }
  }
  const windows: FakeBrowserWindow[] = [];
  class FakeBrowserWindow extends Emitter {
    webContents = new FakeWebContents();
    loaded: string[] = [];
    constructor(readonly options: unknown) {
      super();
      windows.push(this);
    }
    loadURL(url: string) {
      this.loaded.push(url);
      return Promise.resolve();
    }
    show() {}
    focus() {}
    isDestroyed() {
      return false;
    }
    isMinimized() {
      return false;
    }
  }
  const app = new (class extends Emitter {
    isPackaged = false;
    requestSingleInstanceLock = () => true;
    whenReady = () => Promise.resolve();
    setPath = vi.fn();
    quit = vi.fn();
    exit = vi.fn();
  })();
  return {
    windows,
    FakeWebContents,
    privileged: [] as unknown[],
    protocolHandlers: new Map<string, (request: Request) => Promise<Response>>(),
    headersHooks: [] as Listener[],
    permissionRequest: null as Listener | null,
    permissionCheck: null as Listener | null,
    ipcHandlers: new Map<string, Listener>(),
    openExternal: vi.fn(() => Promise.resolve()),
    app,
    FakeBrowserWindow,
  };
});

vi.mock('electron', () => ({
  app: fake.app,
  BrowserWindow: fake.FakeBrowserWindow,
  dialog: { showErrorBox: vi.fn() },
  shell: { openExternal: fake.openExternal },
  ipcMain: {
    handle: (channel: string, handler: Listener) => void fake.ipcHandlers.set(channel, handler),
    removeHandler: (channel: string) => void fake.ipcHandlers.delete(channel),
  },
  protocol: {
    registerSchemesAsPrivileged: (schemes: unknown[]) => void fake.privileged.push(...schemes),
    handle: (scheme: string, handler: (request: Request) => Promise<Response>) => void fake.protocolHandlers.set(scheme, handler),
  },
  session: {
    defaultSession: {
      webRequest: { onHeadersReceived: (hook: Listener) => void fake.headersHooks.push(hook) },
      setPermissionRequestHandler: (handler: Listener) => void (fake.permissionRequest = handler),
      setPermissionCheckHandler: (handler: Listener) => void (fake.permissionCheck = handler),
      setDevicePermissionHandler: vi.fn(),
    },
  },
}));

const stub = stubCore();
vi.mock('../../electron/web/launch', async (importOriginal) => ({
  ...(await importOriginal<typeof Launch>()),
  startAppServices: () => Promise.resolve({ core: stub.core, sandbox: null, close: () => Promise.resolve() }),
}));

beforeAll(async () => {
  await import('../../electron/main');
  await vi.waitFor(() => expect(fake.windows).toHaveLength(1));
});

function guardedContents() {
  const contents = new fake.FakeWebContents();
  fake.app.emit('web-contents-created', {}, contents);
  return contents;
}

describe('main process wiring', () => {
  it('registers app:// as a standard, secure scheme and serves the renderer with the CSP', async () => {
    expect(fake.privileged).toEqual([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
    const serve = fake.protocolHandlers.get('app')!;
    // From the source tree, the renderer folder next to electron/ has an index.html too.
    const page = await serve(new Request('app://memorial-desk/index.html'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await serve(new Request('app://other-host/index.html'))).status).toBe(404);
    expect((await serve(new Request('app://memorial-desk/..%2f..%2fpackage.json'))).status).toBe(404);
  });

  it('puts the CSP on every response the session receives', () => {
    const callback = vi.fn();
    fake.headersHooks[0]!({ responseHeaders: { 'content-type': ['text/html'] } }, callback);
    expect(callback).toHaveBeenCalledWith({ responseHeaders: { 'content-type': ['text/html'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });

  it('denies every permission but clipboard writing by the app itself', () => {
    const answer = vi.fn();
    const app = { getURL: () => 'app://memorial-desk/index.html' };
    fake.permissionRequest!(app, 'media', answer);
    fake.permissionRequest!(app, 'geolocation', answer);
    fake.permissionRequest!({ getURL: () => 'https://evil.example/' }, 'clipboard-sanitized-write', answer);
    fake.permissionRequest!(app, 'clipboard-sanitized-write', answer);
    expect(answer.mock.calls).toEqual([[false], [false], [false], [true]]);
    expect(fake.permissionCheck!(null, 'notifications', 'app://memorial-desk')).toBe(false);
  });

  it('creates one window with WINDOW_OPTIONS, on the app’s own address', () => {
    const [window] = fake.windows;
    expect(window!.options).toEqual(WINDOW_OPTIONS);
    expect(window!.loaded).toEqual(['app://memorial-desk/index.html']);
  });

  it('keeps every webContents on the app: navigation elsewhere is stopped and opened outside if safe', () => {
    const contents = guardedContents();
    const navigate = (url: string) => {
      const event = { preventDefault: vi.fn() };
      contents.emit('will-navigate', event, url);
      return event.preventDefault.mock.calls.length > 0;
    };
    fake.openExternal.mockClear();
    expect(navigate('app://memorial-desk/index.html#/accounts')).toBe(false);
    expect(navigate('https://memorial.example/m/june')).toBe(true);
    expect(navigate('file:///etc/passwd')).toBe(true);
    expect(navigate('javascript:alert(1)')).toBe(true);
    expect(fake.openExternal.mock.calls).toEqual([['https://memorial.example/m/june']]);

    const webview = { preventDefault: vi.fn() };
    contents.emit('will-attach-webview', webview);
    expect(webview.preventDefault).toHaveBeenCalled();
  });

  it('never opens a new window; http(s) links go to the system browser', () => {
    const contents = guardedContents();
    fake.openExternal.mockClear();
    expect(contents.windowOpenHandler!({ url: 'https://memorial.example/' })).toEqual({ action: 'deny' });
    expect(contents.windowOpenHandler!({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(contents.windowOpenHandler!({ url: 'https://user:pw@memorial.example/' })).toEqual({ action: 'deny' });
    expect(fake.openExternal.mock.calls).toEqual([['https://memorial.example/']]);
  });

  it('answers the bridge on one IPC channel, for the app’s top frame only', async () => {
    expect([...fake.ipcHandlers.keys()]).toEqual([BRIDGE_CALL_CHANNEL]);
    const handler = fake.ipcHandlers.get(BRIDGE_CALL_CHANNEL)!;
    const top = { url: 'app://memorial-desk/index.html', parent: null };
    expect(await handler({ senderFrame: top }, 'settings.get', {})).toMatchObject({ ok: true });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await handler({ senderFrame: { url: 'https://evil.example/', parent: null } }, 'settings.get', {})).toMatchObject({ ok: false });
  });

  it('forwards core events to the window', () => {
    const [window] = fake.windows;
    stub.emit('outbox', { entries: [] });
    expect(window!.webContents.sent).toContainEqual(['memorial-desk:bridge-event', { event: 'outbox', payload: { entries: [] } }]);
  });
});
