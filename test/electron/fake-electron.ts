/**
 * A thin, recording fake of the parts of `electron` main.ts uses (the binary cannot run here).
 * A test file mocks `electron` with `electronModule` and reads what main did from `fake`:
 *
 *   vi.mock('electron', async () => (await import('./fake-electron')).electronModule);
 */
import { vi } from 'vitest';

type Listener = (...args: any[]) => any;

export class Emitter {
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

export class FakeWebContents extends Emitter {
  windowOpenHandler: Listener | null = null;
  url = 'app://memorial-desk/index.html';
  sent: unknown[] = [];
  loading = true;
  setWindowOpenHandler(handler: Listener) {
    this.windowOpenHandler = handler;
  }
  send(...args: unknown[]) {
    this.sent.push(args);
  }
  isDestroyed() {
    return false;
  }
  isLoading() {
    return this.loading;
  }
  getURL() {
    return this.url;
  }
  /** What the page has received on the bridge's event channel, by event name. */
  events(name: string): unknown[] {
    return this.sent
      .map((args) => (args as [string, { event: string; payload: unknown }])[1])
      .filter((message) => message.event === name)
      .map((message) => message.payload);
  }
  finishLoading() {
    this.loading = false;
    this.emit('did-finish-load');
  }
}

export class FakeBrowserWindow extends Emitter {
  webContents = new FakeWebContents();
  loaded: string[] = [];
  shown = 0;
  focused = 0;
  restored = 0;
  maximized = false;
  minimized = false;
  destroyed = false;
  bounds = { x: 0, y: 0, width: 0, height: 0 };
  constructor(readonly options: { x?: number; y?: number; width: number; height: number }) {
    super();
    this.bounds = { x: options.x ?? 100, y: options.y ?? 100, width: options.width, height: options.height };
    fake.windows.push(this);
  }
  loadURL(url: string) {
    this.loaded.push(url);
    return Promise.resolve();
  }
  show() {
    this.shown++;
  }
  focus() {
    this.focused++;
  }
  restore() {
    this.restored++;
    this.minimized = false;
  }
  maximize() {
    this.maximized = true;
  }
  isDestroyed() {
    return this.destroyed;
  }
  isMinimized() {
    return this.minimized;
  }
  isMaximized() {
    return this.maximized;
  }
  isFullScreen() {
    return false;
  }
  getNormalBounds() {
    return this.bounds;
  }
  /** What closing the window does: `close`, then `closed`. */
  close() {
    this.emit('close', { preventDefault: vi.fn() });
    this.destroyed = true;
    this.emit('closed');
  }
}

class FakeApp extends Emitter {
  isPackaged = false;
  name = 'Electron';
  gotLock = true;
  paths = new Map<string, string>();
  protocolClients: string[] = [];
  requestSingleInstanceLock = vi.fn(() => this.gotLock);
  whenReady = () => Promise.resolve();
  setPath = vi.fn((name: string, path: string) => void this.paths.set(name, path));
  getPath = vi.fn((name: string) => this.paths.get(name) ?? `/tmp/fake-electron-${name}`);
  /** The operating system's regional format, as an Australian computer reports it. */
  getSystemLocale = vi.fn(() => 'en-AU');
  /** The system's preferred languages, most wanted first. */
  getPreferredSystemLanguages = vi.fn(() => ['en-AU']);
  /** Switches Chromium is started with (`--lang`), by name. */
  switches = new Map<string, string | undefined>();
  commandLine = { appendSwitch: vi.fn((name: string, value?: string) => void this.switches.set(name, value)) };
  setAsDefaultProtocolClient = vi.fn((scheme: string) => {
    this.protocolClients.push(scheme);
    return true;
  });
  quit = vi.fn();
  exit = vi.fn();
  /** Runs Electron's quit: `will-quit` listeners, and whether one of them held the quit back. */
  willQuit(): { prevented: boolean } {
    let prevented = false;
    this.emit('will-quit', { preventDefault: () => (prevented = true) });
    return { prevented };
  }
}

export const fake = {
  app: new FakeApp(),
  windows: [] as FakeBrowserWindow[],
  privileged: [] as unknown[],
  protocolHandlers: new Map<string, (request: Request) => Promise<Response>>(),
  headersHooks: [] as Listener[],
  permissionRequest: null as Listener | null,
  permissionCheck: null as Listener | null,
  ipcHandlers: new Map<string, Listener>(),
  openExternal: vi.fn((_url: string) => Promise.resolve()),
  openPath: vi.fn((_path: string) => Promise.resolve('')),
  showErrorBox: vi.fn(),
  showMessageBox: vi.fn((_options: { detail?: string }) => Promise.resolve({ response: 1 })),
  showOpenDialog: vi.fn((..._args: unknown[]) => Promise.resolve({ canceled: true, filePaths: [] as string[] })),
  showSaveDialog: vi.fn((..._args: unknown[]) => Promise.resolve({ canceled: true, filePath: undefined as string | undefined })),
  showItemInFolder: vi.fn((_path: string) => undefined),
  crashReporterStarts: [] as unknown[],
  menuTemplates: [] as unknown[][],
  online: true,
  workAreas: [{ x: 0, y: 0, width: 1920, height: 1080 }],
};

export const electronModule = {
  app: fake.app,
  BrowserWindow: FakeBrowserWindow,
  crashReporter: { start: (options: unknown) => void fake.crashReporterStarts.push(options) },
  dialog: { showErrorBox: fake.showErrorBox, showMessageBox: fake.showMessageBox, showOpenDialog: fake.showOpenDialog, showSaveDialog: fake.showSaveDialog },
  shell: { openExternal: fake.openExternal, openPath: fake.openPath, showItemInFolder: fake.showItemInFolder },
  ipcMain: {
    handle: (channel: string, handler: Listener) => void fake.ipcHandlers.set(channel, handler),
    removeHandler: (channel: string) => void fake.ipcHandlers.delete(channel),
  },
  Menu: {
    buildFromTemplate: (template: unknown[]) => ({ template }),
    setApplicationMenu: (menu: { template: unknown[] }) => void fake.menuTemplates.push(menu.template),
  },
  net: { isOnline: () => fake.online },
  screen: { getAllDisplays: () => fake.workAreas.map((workArea) => ({ workArea })) },
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
};
