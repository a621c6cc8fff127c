/**
 * The Electron main process: app lifecycle and the wiring of the app's services to one secure
 * window. Everything that is not lifecycle lives in plain modules (window.ts, ipc.ts, services/).
 */
import { app, BrowserWindow, dialog, ipcMain, protocol, session, shell } from 'electron';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { READY_LINE } from './channels';
import { forwardBridgeEvents, registerBridgeIpc, trustedAppSender } from './ipc';
import { defaultDataDir, demoSignInLines, parseLaunchArgs, startAppServices, type AppServices } from './web/launch';
import { findStaticFile } from './web/static-files';
import {
  APP_HOST,
  APP_SCHEME,
  APP_URL,
  CONTENT_SECURITY_POLICY,
  createAppWindow,
  isAllowedNavigation,
  isPermissionAllowed,
  isSafeExternalUrl,
} from './window';

const RENDERER_DIR = resolve(import.meta.dirname, '..', 'renderer');

// Before `ready`: app:// is a standard, secure origin of its own, so 'self' and fetch behave as on the web.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

const parsed = parseLaunchArgs(process.argv.slice(app.isPackaged ? 1 : 2), process.env, false);
// A data folder of its own (tests, --data-dir) holds Chromium's files too, so that runs stay apart
// (the single-instance lock below belongs to that folder as well).
if (parsed.ok && parsed.options.dataDir !== defaultDataDir()) app.setPath('userData', join(parsed.options.dataDir, 'chromium'));

if (!parsed.ok) {
  console.error(`Memorial Desk: ${parsed.message}`);
  app.exit(2);
} else if (!app.requestSingleInstanceLock()) {
  // A second start brings the first window forward (see `second-instance`) instead of opening another.
  app.quit();
} else {
  const launch = parsed.options;
  let services: AppServices | null = null;
  let window: BrowserWindow | null = null;

  async function openExternal(url: string): Promise<boolean> {
    if (!isSafeExternalUrl(url)) return false;
    try {
      await shell.openExternal(url);
      return true;
    } catch {
      return false;
    }
  }

  function serveRenderer(): void {
    protocol.handle(APP_SCHEME, async (request) => {
      const url = new URL(request.url);
      const headers = { 'Content-Security-Policy': CONTENT_SECURITY_POLICY, 'X-Content-Type-Options': 'nosniff' };
      if (url.host !== APP_HOST) return new Response('Not found', { status: 404, headers });
      const found = await findStaticFile(RENDERER_DIR, url.pathname);
      if (found === 'not-built') {
        return new Response('Memorial Desk is not built yet: run npm run build, then start it again.', { status: 503, headers });
      }
      if (found === 'not-found') return new Response('Not found', { status: 404, headers });
      return new Response(await readFile(found.path), {
        headers: { ...headers, 'Content-Type': found.contentType, 'Cache-Control': found.isIndex ? 'no-store' : 'no-cache' },
      });
    });
  }

  function lockDownSession(): void {
    const ses = session.defaultSession;
    // Defence in depth: whatever the window loads carries the app's CSP, not only what app:// serves.
    ses.webRequest.onHeadersReceived((details, callback) => {
      callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
    });
    ses.setPermissionRequestHandler((webContents, permission, callback) => {
      callback(isPermissionAllowed(permission, webContents.getURL()));
    });
    ses.setPermissionCheckHandler((_webContents, permission, requestingOrigin) => isPermissionAllowed(permission, requestingOrigin));
    ses.setDevicePermissionHandler(() => false);
  }

  // Every webContents, the window's and any other, only ever shows the app; links leave for the browser.
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event, url) => {
      if (isAllowedNavigation(url)) return;
      event.preventDefault();
      void openExternal(url);
    });
    contents.on('will-redirect', (event, url) => {
      if (!isAllowedNavigation(url)) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      void openExternal(url);
      return { action: 'deny' };
    });
  });

  function showWindow(core: AppServices['core']): void {
    if (window && !window.isDestroyed()) {
      if (window.isMinimized()) window.restore();
      window.focus();
      return;
    }
    const win = createAppWindow(BrowserWindow);
    window = win;
    const stopEvents = forwardBridgeEvents(core, win.webContents, APP_URL);
    win.once('ready-to-show', () => {
      win.show();
      if (process.env.MEMORIAL_DESK_LAUNCHER === '1') process.stdout.write(`${READY_LINE}\n`);
    });
    win.on('closed', () => {
      stopEvents();
      if (window === win) window = null;
    });
    void win.loadURL(APP_URL);
  }

  async function start(): Promise<void> {
    lockDownSession();
    serveRenderer();
    try {
      services = await startAppServices({ ...launch, openExternal });
    } catch (error) {
      dialog.showErrorBox('Memorial Desk could not start', error instanceof Error ? error.message : String(error));
      app.exit(1);
      return;
    }
    for (const line of demoSignInLines(services.sandbox, launch.dataDir)) console.error(line);
    const { core } = services;
    registerBridgeIpc(ipcMain, core, trustedAppSender(APP_URL));
    showWindow(core);
    app.on('second-instance', () => showWindow(core));
    app.on('activate', () => showWindow(core));
  }

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  // The services finish their work (the outbox is on disk already) before the process ends.
  let closed = false;
  app.on('will-quit', (event) => {
    if (closed || !services) return;
    event.preventDefault();
    void services.close().finally(() => {
      closed = true;
      app.quit();
    });
  });

  app.whenReady().then(start, (error: unknown) => {
    console.error('Memorial Desk could not start:', error);
    app.exit(1);
  });
}
