/**
 * The window's security settings as plain data, so that tests read exactly what main uses.
 * Nothing here loads `electron` at run time: the BrowserWindow class is handed in by main.
 */
import { join } from 'node:path';
import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';

/**
 * The renderer is served by main through a privileged custom scheme rather than file://, so it
 * has a real origin of its own ('self' in the CSP means the app's files and nothing else on disk).
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'memorial-desk';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_URL = `${APP_ORIGIN}/index.html`;

/** The built preload sits next to the built main (dist/electron/). */
export const PRELOAD_PATH = join(import.meta.dirname, 'preload.cjs');

/** Where the window opens and how big, as remembered (see desktop/window-state.ts). */
export interface WindowPlace {
  x?: number;
  y?: number;
  width: number;
  height: number;
}

export const DEFAULT_WINDOW_PLACE: WindowPlace = { width: 1200, height: 800 };
export const MIN_WINDOW_SIZE = { width: 720, height: 520 } as const;

export interface AppWindowSettings {
  /**
   * `app.isPackaged`: an installed build has no developer tools at all (a person cannot be talked
   * into opening a console and pasting something into the app that holds their accounts).
   */
  packaged: boolean;
  place?: WindowPlace;
}

/**
 * Creates the app's window. The class comes from main, so this module stays importable in tests.
 * The options are written out here, inside `new BrowserWindow({...})`, because that is the only
 * place electronegativity reads them in a TypeScript file; `windowOptions` below is the same object.
 */
export function createAppWindow<W>(BrowserWindow: new (options: BrowserWindowConstructorOptions) => W, settings: AppWindowSettings): W {
  const place = settings.place ?? DEFAULT_WINDOW_PLACE;
  return new BrowserWindow({
    ...(place.x !== undefined && place.y !== undefined ? { x: place.x, y: place.y } : {}),
    width: place.width,
    height: place.height,
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    title: 'Memorial Desk',
    // Shown once the first paint is ready, so the person never sees an empty white frame.
    show: false,
    backgroundColor: '#ffffff',
    webPreferences: {
      preload: PRELOAD_PATH,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      enableWebSQL: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      // Chromium's spellchecker downloads its dictionaries from Google's servers: nothing in the
      // app talks to the network but main's service client.
      spellcheck: false,
      devTools: !settings.packaged,
      // Middle-click (auxclick) would otherwise be a second way to open links in new windows.
      disableBlinkFeatures: 'Auxclick',
    },
  });
}

class OptionsRecorder {
  constructor(readonly options: BrowserWindowConstructorOptions) {}
}

/** The window's options as data: exactly what `createAppWindow` hands to BrowserWindow. */
export function windowOptions(settings: AppWindowSettings): BrowserWindowConstructorOptions & { webPreferences: WebPreferences } {
  const { options } = createAppWindow(OptionsRecorder, settings);
  if (!options.webPreferences) throw new Error('The window must have webPreferences.');
  return { ...options, webPreferences: options.webPreferences };
}

/** An installed build's window options, where nothing is placed yet. */
export const WINDOW_OPTIONS = windowOptions({ packaged: true });

/**
 * The Content-Security-Policy of every page the app shows, in Electron and in browser mode.
 * - Images: the app's own files, data: (pictures main has fetched and handed over) and blob:
 *   (a photo the person picked, previewed before upload). Nothing is loaded from the service or
 *   anywhere else: the renderer never talks to the network; main fetches on its behalf.
 * - connect-src 'self': browser mode's bridge is a same-origin WebSocket. CSP Level 3 lets 'self'
 *   match ws: for an http: page, but not every browser does, so browser mode names its own
 *   ws:// origin too (see `contentSecurityPolicy`).
 */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
};

/** The policy as a header value; `connectSources` adds origins to connect-src (browser mode's ws://). */
export function contentSecurityPolicy(connectSources: readonly string[] = []): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, sources]) => [name, ...sources, ...(name === 'connect-src' ? connectSources : [])].join(' '))
    .join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** `scheme://host[:port]`, also for custom schemes, whose WHATWG `origin` is the string "null". */
function originOf(url: URL): string {
  return `${url.protocol}//${url.host}`;
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** The window may only ever show the app's own pages; everything else opens outside, or not at all. */
export function isAllowedNavigation(url: string, appOrigin: string = APP_ORIGIN): boolean {
  const target = parse(url);
  const app = parse(appOrigin);
  if (!target || !app) return false;
  return originOf(target) === originOf(app);
}

/** Whether a frame at `url` belongs to the app (the same scheme and host as `appUrl`). */
export function isAppUrl(url: string, appUrl: string = APP_URL): boolean {
  return isAllowedNavigation(url, appUrl);
}

/**
 * Permissions the app's own page may have. Only writing to the clipboard: the sign-in screen's
 * "Copy the code" button. No camera, microphone, location, notifications or anything else.
 */
export const ALLOWED_PERMISSIONS: readonly string[] = ['clipboard-sanitized-write'];

export function isPermissionAllowed(permission: string, requestingUrl: string, appOrigin: string = APP_ORIGIN): boolean {
  return ALLOWED_PERMISSIONS.includes(permission) && isAllowedNavigation(requestingUrl, appOrigin);
}
