/**
 * The phone rig's stand-ins for the phone's native parts, and nothing else: the phone bundle's
 * entry (mobile/web/main.ts) loads this module only outside the phone app, from beside itself
 * (the rig serves it at /rig/start.js; it is never part of the bundle the phone carries).
 *
 * - Store: SQLite compiled to WebAssembly in OPFS, in a worker (mobile/web/sqlite-wasm/), for the
 *   phone's native SQLite.
 * - Secrets: the rig process's memory, behind this launch's secret (secrets.ts), for the
 *   Keychain / Keystore.
 * - Files: OPFS (files.ts), for @capacitor/filesystem.
 * - fetch: the page's own, straight to the service (which allows this origin only under a flag,
 *   `--allow-origin`), for Capacitor's native HTTP.
 * - Host: window.open is the renderer's own fallback for the system browser; the Web Share API,
 *   where the browser has one, for the share sheet; the page's visibility for the app's life.
 */
import type { DemoTokens } from '../../../core';
import type { HostInfo } from '../../../core/ports';
import { pageLanguages, PHONE_DEVICE_NAME } from '../../native/host-info';
import type { PhoneLifecycle } from '../../native/lifecycle';
import { SqliteWasmEngine } from '../../web/sqlite-wasm/store';
import type { PhoneStart } from '../../web/phone-app';
import { DATA_FOLDER, DOCUMENTS_FOLDER, OpfsFiles } from './files';
import { RIG_ENDPOINTS, RigSecrets } from './secrets';

/** What the rig host says the core starts with (mobile/rig/rig-host.ts, RigConfig). */
interface RigConfig {
  serviceUrl: string;
  demo: boolean;
  serviceIdentity: string | null;
}

const SECRET_KEY = 'memorial-desk-rig-secret';
/** core/first-look.ts's FIRST_LOOK_FILE (the rig's module carries none of the core: rig-build.test.ts checks it is the same). */
export const FIRST_LOOK_FILE_NAME = 'first-look.json';

/**
 * This launch's secret: from the address the first time (`#secret=...`, then taken out of the
 * address bar before the router reads it), kept for this tab only (sessionStorage, as browser
 * mode keeps its own) so a reload keeps it. The rig's module is no part of the phone's bundle.
 */
export function takeLaunchSecret(
  location: Pick<Location, 'hash' | 'pathname' | 'search'> = window.location,
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  history: Pick<History, 'replaceState'> = window.history,
): string {
  const fromAddress = /(?:^#|&)secret=([A-Za-z0-9_-]+)/.exec(location.hash)?.[1];
  if (fromAddress) {
    storage.setItem(SECRET_KEY, fromAddress);
    history.replaceState(null, '', `${location.pathname}${location.search}`);
  }
  return fromAddress ?? storage.getItem(SECRET_KEY) ?? '';
}

async function rigAnswer<T>(path: string, init: RequestInit = {}): Promise<T> {
  const answer = await fetch(new URL(path, document.baseURI), { cache: 'no-store', ...init });
  if (!answer.ok) throw new Error(`The phone rig did not answer ${path} (${answer.status}). Open the address npm run phone printed.`);
  return (await answer.json()) as T;
}

/** The host's part: no system browser the core can open (the renderer opens a tab), a share sheet where the browser has one. */
export function rigHostInfo(nav: Partial<Pick<Navigator, 'share'>> = navigator): HostInfo {
  const share = nav.share?.bind(nav);
  return {
    locale: null,
    // The browser's languages stand for the phone's, as the WebView's do on a phone.
    preferredLanguages: () => pageLanguages(),
    deviceName: PHONE_DEVICE_NAME,
    openExternal: () => Promise.resolve(false),
    ...(share
      ? {
          async share({ title, url }: { title: string; url: string }): Promise<boolean> {
            try {
              await share({ title, url });
              return true;
            } catch (error) {
              // The person closed the sheet.
              if (error instanceof DOMException && error.name === 'AbortError') return false;
              throw error;
            }
          },
        }
      : {}),
  };
}

/** The app's life in a browser tab: opened now; back when the tab shows again (as a phone app comes back). */
export function followPageLifecycle(to: PhoneLifecycle): Promise<() => Promise<void>> {
  let hidden = document.visibilityState === 'hidden';
  const onVisibility = () => {
    const nowHidden = document.visibilityState === 'hidden';
    if (hidden && !nowHidden) to.checkNow('return');
    hidden = nowHidden;
  };
  document.addEventListener('visibilitychange', onVisibility);
  to.checkNow('open');
  return Promise.resolve(() => {
    document.removeEventListener('visibilitychange', onVisibility);
    return Promise.resolve();
  });
}

declare global {
  /** The stand-in SQLite's worker early.ts started as the page loaded, until openStoreEarly takes it (then null). */
  var memorialDeskRigWorker: Worker | null | undefined;
}

/** The one stand-in SQLite of this page (openStoreEarly). */
let standInStore: SqliteWasmEngine | null = null;

/**
 * The stand-in for the phone's SQLite, made once, asking at once to take its pool. Its worker is
 * the one early.ts started as the page loaded (rig-host.ts, rigPage), when it did, which began
 * loading SQLite then, beside the bundle's own loading: a phone's native SQLite waits for no code
 * of the page's.
 */
export function openStoreEarly(): SqliteWasmEngine {
  if (!standInStore) {
    // The worker early.ts started, taken once (null from now: were early.ts to run later, it starts
    // none). Taken here, not as this module loads, so the engine hears at once a worker that fails.
    const early = globalThis.memorialDeskRigWorker ?? null;
    globalThis.memorialDeskRigWorker = null;
    standInStore = new SqliteWasmEngine(early ? { createWorker: () => early } : {});
  }
  standInStore.warmUp();
  return standInStore;
}

export async function rigStart(): Promise<PhoneStart> {
  const launchSecret = takeLaunchSecret();
  // SQLite began loading as the page loaded (early.ts), or begins now; its pool is taken while the rig's answers below are awaited and the core starts.
  const store = openStoreEarly();
  const files = new OpfsFiles();
  // The first look's file, as early.ts began reading it with the page (or read now: early.ts ran late).
  const firstLookText = globalThis.memorialDeskRigFirstLook ?? files.readText(files.join(DATA_FOLDER, FIRST_LOOK_FILE_NAME));
  globalThis.memorialDeskRigFirstLook = null;
  const config = await rigAnswer<RigConfig>(RIG_ENDPOINTS.config);
  // The demo's tokens go to the core alone (createAppCore's demoTokens), never to the screen.
  const demo = config.demo
    ? await rigAnswer<DemoTokens>(RIG_ENDPOINTS.demoTokens, { method: 'POST', headers: { [RIG_ENDPOINTS.header]: launchSecret } })
    : null;
  return {
    home: {
      store,
      files,
      secrets: new RigSecrets(launchSecret),
      host: rigHostInfo(),
      person: { downloadsFolder: DOCUMENTS_FOLDER },
    },
    serviceUrl: config.serviceUrl,
    demo: config.demo,
    ...(config.serviceIdentity !== null ? { serviceIdentity: config.serviceIdentity } : {}),
    ...(demo ? { demoTokens: () => demo } : {}),
    followLifecycle: followPageLifecycle,
    firstLookText,
  };
}
