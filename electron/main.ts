/**
 * The Electron main process: app lifecycle and the wiring of the app's services to one secure
 * window. Everything that is not lifecycle lives in plain modules (window.ts, ipc.ts, desktop/,
 * node/, and the core in core/), tested without Electron.
 */
import { app, BrowserWindow, crashReporter, dialog, Menu, net, Notification, protocol, screen, session, shell } from 'electron';
import { mkdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { READY_LINE } from './channels';
import type { IntlShape } from '@formatjs/intl';
import { deepLinkInArgs, deepLinkPath, LINK_SCHEME } from './desktop/deep-link';
import { dialogWords } from './desktop/desktop-words';
import { chromiumLang, languageChoiceIn } from './desktop/language';
import { menuTemplate, README_URL } from './desktop/menu';
import { finishBeforeQuit } from './desktop/quit';
import { isMeteredConnection } from './desktop/metered';
import { updateAddress, Updates } from './desktop/updates';
import { currentWindowState, loadWindowState, saveWindowState, windowStart, windowStateFile } from './desktop/window-state';
import { forwardBridgeEvents, registerMainBridgeIpc, trustedAppSender } from './ipc';
import { isSafeExternalUrl, SETTINGS_FILE, type PersonFiles } from '../core';
import { intlFor } from '../shared/i18n/intl';
import { resolveLocale } from '../shared/locale/resolve';
import { defaultDataDir, parseLaunchArgs } from '../hosts/node/launch-args';
import { findStaticFile } from '../hosts/node/static-files';
import { startDesktopCore, type RunningDesktopCore } from './desktop-core';
import { APP_HOST, APP_SCHEME, APP_URL, CONTENT_SECURITY_POLICY, createAppWindow, isAllowedNavigation, isPermissionAllowed } from './window';

const RENDERER_DIR = resolve(import.meta.dirname, '..', 'renderer');
const APP_NAME = 'Memorial Desk';
/** The longest a quit waits for the services to finish; the outbox is on disk whatever happens. */
const QUIT_WAIT_MS = 10_000;

// Before `ready`: app:// is a standard, secure origin of its own, so 'self' and fetch behave as on the web.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

const parsed = parseLaunchArgs(process.argv.slice(app.isPackaged ? 1 : 2), process.env, { strict: false });
// A data folder of its own (tests, --data-dir) holds Chromium's files too, so that runs stay apart
// (the single-instance lock below belongs to that folder as well).
if (parsed.ok && parsed.options.dataDir !== defaultDataDir()) app.setPath('userData', join(parsed.options.dataDir, 'chromium'));

if (!parsed.ok) {
  console.error(`Memorial Desk: ${parsed.message}`);
  app.exit(2);
} else if (!app.requestSingleInstanceLock()) {
  // A second start hands its arguments (a memorialdesk:// link among them) to the first, whose
  // `second-instance` brings its window forward, and ends here without opening anything.
  app.quit();
} else {
  const launch = parsed.options;
  // The person's language, read before anything starts: Chromium's own words (native dialogs'
  // buttons, the spelling menu) follow --lang on Windows and Linux, which must come before `ready`.
  const languageChoice = languageChoiceIn(readTextOrNull(join(launch.dataDir, SETTINGS_FILE)));
  const systemLanguages = () => app.getPreferredSystemLanguages();
  const lang = chromiumLang({ platform: process.platform, choice: languageChoice, systemLanguages: systemLanguages() });
  if (lang !== null) app.commandLine.appendSwitch('lang', lang);
  /** The app's words in its language: resolved before the core starts, then the core's (AppCore.words). */
  let words: IntlShape | null = null;
  let services: RunningDesktopCore | null = null;
  let window: BrowserWindow | null = null;
  let updates: Updates | null = null;
  /** A link that arrived before the window could follow it. */
  let pendingPath: string | null = null;

  // Crash reports are written to the data folder and never sent anywhere (Help says where).
  const crashReportsDir = join(launch.dataDir, 'crash-reports');
  app.setPath('crashDumps', crashReportsDir);
  crashReporter.start({ uploadToServer: false, productName: APP_NAME, compress: true });

  // memorialdesk:// opens the installed app (the installers register it too; a development run
  // does not take the scheme over from an installed copy).
  if (app.isPackaged) app.setAsDefaultProtocolClient(LINK_SCHEME);

  async function openExternal(url: string): Promise<boolean> {
    if (!isSafeExternalUrl(url)) return false;
    try {
      await shell.openExternal(url);
      return true;
    } catch {
      return false;
    }
  }

  /** The desktop's own ways with files, for downloads and saved guest lists (saved-files.ts). */
  function personFiles(): PersonFiles {
    const parent = () => (window && !window.isDestroyed() ? window : null);
    return {
      downloadsFolder: app.getPath('downloads'),
      async chooseFolder(defaultPath) {
        const options = {
          title: (await currentWords()).formatMessage(dialogWords.chooseFolder),
          defaultPath,
          properties: ['openDirectory', 'createDirectory'] as ('openDirectory' | 'createDirectory')[],
        };
        const owner = parent();
        const result = owner ? await dialog.showOpenDialog(owner, options) : await dialog.showOpenDialog(options);
        return result.canceled ? null : (result.filePaths[0] ?? null);
      },
      async chooseSaveFile(defaultPath, kind) {
        const options = { title: kind.title, defaultPath, filters: [{ name: kind.filterName, extensions: [kind.extension] }] };
        const owner = parent();
        const result = owner ? await dialog.showSaveDialog(owner, options) : await dialog.showSaveDialog(options);
        return result.canceled ? null : (result.filePath ?? null);
      },
      showItemInFolder(path) {
        shell.showItemInFolder(path);
        return Promise.resolve(true);
      },
    };
  }

  /** Goes to the link's place now if the window can follow, or once it has loaded. */
  function openLink(link: string): void {
    const path = deepLinkPath(link);
    if (path === null) {
      console.warn('Memorial Desk: ignored a memorialdesk:// link it cannot follow');
      return;
    }
    if (services && window && !window.isDestroyed() && !window.webContents.isLoading()) services.core.emitNavigate(path);
    else pendingPath = path;
    if (services) showWindow(services.core);
  }

  pendingPath = deepLinkPathIn(process.argv);
  // macOS hands links over in this event, also the one that started the app (before `ready`).
  app.on('open-url', (event, url) => {
    event.preventDefault();
    openLink(url);
  });
  app.on('second-instance', (_event, argv) => {
    const link = deepLinkInArgs(argv);
    if (link !== null) openLink(link);
    else if (services) showWindow(services.core);
  });

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

  function showWindow(core: RunningDesktopCore['core']): void {
    if (window && !window.isDestroyed()) {
      if (window.isMinimized()) window.restore();
      window.show();
      window.focus();
      return;
    }
    const stateFile = windowStateFile(launch.dataDir);
    const start = windowStart(
      loadWindowState(stateFile),
      screen.getAllDisplays().map((display) => display.workArea),
    );
    const win = createAppWindow(BrowserWindow, { packaged: app.isPackaged, place: start.place });
    window = win;
    const stopEvents = forwardBridgeEvents(core, win.webContents, APP_URL);
    win.once('ready-to-show', () => {
      // maximize() also shows the window: only once there is something to show.
      if (start.maximized) win.maximize();
      win.show();
      if (process.env.MEMORIAL_DESK_LAUNCHER === '1') process.stdout.write(`${READY_LINE}\n`);
    });
    // The renderer subscribes as it starts; a link that came before then is followed once it has.
    win.webContents.on('did-finish-load', () => {
      if (pendingPath === null) return;
      const path = pendingPath;
      pendingPath = null;
      core.emitNavigate(path);
    });
    win.on('close', () => {
      try {
        saveWindowState(stateFile, currentWindowState(win));
      } catch (error) {
        console.error('Memorial Desk: could not remember the window’s place:', error instanceof Error ? error.message : error);
      }
    });
    win.on('closed', () => {
      stopEvents();
      if (window === win) window = null;
    });
    void win.loadURL(APP_URL);
  }

  async function showCrashReports(): Promise<void> {
    const intl = await currentWords();
    const choice = await dialog.showMessageBox({
      type: 'info',
      message: intl.formatMessage(dialogWords.crashReportsTitle),
      detail: `${intl.formatMessage(dialogWords.crashReportsDetail)}\n\n${crashReportsDir}`,
      buttons: [intl.formatMessage(dialogWords.showFolder), intl.formatMessage(dialogWords.close)],
      defaultId: 1,
      cancelId: 1,
    });
    if (choice.response !== 0) return;
    mkdirSync(crashReportsDir, { recursive: true, mode: 0o700 });
    await shell.openPath(crashReportsDir);
  }

  async function startUpdates(machine: RunningDesktopCore['machine']): Promise<void> {
    const url = updateAddress(machine);
    // A development run has nothing to update (electron-updater refuses too).
    if (url === null || !app.isPackaged) return;
    // electron-updater is CommonJS and defines `autoUpdater` with a getter, which Node's ESM named
    // exports do not see: it is on the default export (module.exports).
    const { autoUpdater } = (await import('electron-updater')).default;
    updates = new Updates({
      updater: autoUpdater,
      url,
      connection: { isOnline: () => net.isOnline(), isMetered: () => isMeteredConnection() },
    });
    updates.start();
  }

  /** New tributes: a desktop notification that opens their queue. */
  function notify(note: { title: string; body: string; place: string }): void {
    if (!Notification.isSupported()) return;
    const shown = new Notification({ title: note.title, body: note.body, silent: false });
    shown.on('click', () => {
      if (!services) return;
      showWindow(services.core);
      services.core.emitNavigate(note.place);
    });
    shown.show();
  }

  /** The app's words as they stand: the core's once it has started, else resolved here the same way. */
  async function currentWords(): Promise<IntlShape> {
    if (services) return services.core.words.intl();
    words ??= await intlFor(resolveLocale({ choice: languageChoice, systemLanguages: systemLanguages(), regional: app.getSystemLocale() }), (problem) =>
      console.error(`Memorial Desk: ${problem}`),
    );
    return words;
  }

  /** The application menu, in the app's language (built again when the person changes it). */
  function setMenu(intl: IntlShape): void {
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        menuTemplate({
          platform: process.platform,
          packaged: app.isPackaged,
          appName: APP_NAME,
          openReadme: () => void openExternal(README_URL),
          showCrashReports: () => void showCrashReports(),
          intl,
        }),
      ),
    );
  }

  async function start(): Promise<void> {
    lockDownSession();
    serveRenderer();
    setMenu(await currentWords());
    try {
      services = await startDesktopCore({
        ...launch,
        openExternal,
        notify,
        setBadge: (count) => app.setBadgeCount(count),
        person: personFiles(),
        locale: app.getSystemLocale(),
        languages: systemLanguages,
      });
    } catch (error) {
      dialog.showErrorBox((await currentWords()).formatMessage(dialogWords.couldNotStart), error instanceof Error ? error.message : String(error));
      app.exit(1);
      return;
    }
    for (const line of services.demoLines) console.error(line);
    const { core } = services;
    // The core resolves the language from what was read above (the menu speaks it already), and
    // from now on the menu follows a change of language at once.
    core.words.onChange(() => void core.words.intl().then(setMenu));
    await registerMainBridgeIpc(core, trustedAppSender(APP_URL));
    showWindow(core);
    app.on('activate', () => showWindow(core));
    await startUpdates(services.machine).catch((error: unknown) => {
      console.error('Memorial Desk: updates could not start:', error instanceof Error ? error.message : error);
    });
  }

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  let quitting: Promise<void> | null = null;
  let finished = false;
  app.on('will-quit', (event) => {
    if (finished || !services) return;
    event.preventDefault();
    const running = services;
    quitting ??= finishBeforeQuit({ core: running.core, close: () => running.close(), updates, waitMs: QUIT_WAIT_MS }).then(({ installUpdate }) => {
      finished = true;
      if (installUpdate && updates) {
        updates.install();
        // electron-updater quits once the installer is on its way; should it fail, quit all the same.
        setTimeout(() => app.quit(), 30_000).unref();
      } else {
        app.quit();
      }
    });
  });

  app.whenReady().then(start, (error: unknown) => {
    console.error('Memorial Desk could not start:', error);
    app.exit(1);
  });
}

/** A file's text, or null when it is not there or cannot be read (a start with no settings yet). */
function readTextOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function deepLinkPathIn(argv: readonly string[]): string | null {
  const link = deepLinkInArgs(argv);
  return link === null ? null : deepLinkPath(link);
}
