/**
 * The phone app, composed in its page: the home's ports make the core, the core's bridge is a
 * call in the page (in-page-bridge.ts), the renderer starts with it, and the app's life (open,
 * return, `memorialdesk://` links) is followed. The same for the device (device-start.ts, the
 * native adapters) and the test rig (mobile/rig/page/, web stand-ins for the native parts only).
 */
import { createAppCore, type AppCore, type CoreHome, type DemoTokens } from '../../core';
import { startApp } from '../../renderer/start';
import type { PhoneLifecycle } from '../native/lifecycle';
import { intlFor } from '../../shared/i18n/intl';
import { resolveLocale } from '../../shared/locale/resolve';
import { pageLanguages } from '../native/host-info';
import { coreToCome, inPageBridge } from './in-page-bridge';
import { phoneWords } from './phone-words';

/** What a home hands the phone app to start it with. */
export interface PhoneStart {
  home: CoreHome;
  /** This run's service (the rig's `--service` or demo sandbox); the saved setting otherwise. */
  serviceUrl?: string;
  demo: boolean;
  /** What accounts are bound to when the service's address is not stable (the rig's demo sandbox). */
  serviceIdentity?: string;
  /** The demo world's accounts, handed to the core only (the rig's `--demo`). */
  demoTokens?: () => DemoTokens | null;
  /** Starts following the app's life (lifecycle.ts on a device); resolves to a function that stops. */
  followLifecycle(to: PhoneLifecycle): Promise<() => Promise<void>>;
}

export interface RunningPhoneApp {
  core: AppCore;
  stop(): Promise<void>;
}

/**
 * Starts the core and the screens side by side. The home is ready first (the rig's has taken its
 * launch secret out of the address by then, so the screens' router never sees it).
 */
export async function startPhoneApp(start: PhoneStart, root: HTMLElement): Promise<RunningPhoneApp> {
  const coming = createAppCore({
    // The core shares the page's one thread with the screens: what no first screen needs waits for a quiet moment.
    home: { idle: pageIdle, ...start.home },
    demo: start.demo,
    ...(start.serviceUrl !== undefined ? { serviceUrl: start.serviceUrl } : {}),
    ...(start.serviceIdentity !== undefined ? { serviceIdentity: start.serviceIdentity } : {}),
    ...(start.demoTokens ? { demoTokens: start.demoTokens } : {}),
  });
  const app = startApp(inPageBridge(coreToCome(coming)), { root });
  let core: AppCore;
  try {
    core = await coming;
  } catch (error) {
    // The page says the app could not start (main.ts), in place of the screens.
    app.unmount();
    throw error;
  }
  performance.mark('memorial-desk:core-ready');

  // Opened, back from the background or the browser view (a sign-in approved there), or the phone
  // has a network again: the service is asked at once whether it can be reached, rather than at
  // the next backoff, and with it what waits in the outbox goes. The screens in view read again by
  // themselves (their reads are older than they like on a return: the renderer refreshes them
  // when the page shows).
  const checkNow = () => void core.handle('app.status', {}).catch(() => undefined);
  const stopFollowing = await start.followLifecycle({
    checkNow,
    // A memorialdesk:// link: only ever which place to show.
    navigate: (path) => core.emitNavigate(path),
  });
  window.addEventListener('online', checkNow);
  return {
    core,
    async stop() {
      window.removeEventListener('online', checkNow);
      await stopFollowing();
      app.unmount();
      await core.close();
    },
  };
}

/**
 * The page's next idle moment, a second away at most; where the WebView has no
 * requestIdleCallback (Safari's, on iOS), half a second away.
 */
export function pageIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1_000 });
    else setTimeout(resolve, 500);
  });
}

/**
 * What the page says when the app cannot start at all (its data is open elsewhere, say), in place
 * of the app, in the phone's language (its catalog is loaded first).
 */
export async function showStartFailure(root: HTMLElement, error: unknown): Promise<void> {
  const locale = resolveLocale({ systemLanguages: pageLanguages() });
  const intl = await intlFor(locale);
  document.documentElement.lang = locale.ui;
  document.documentElement.dir = locale.dir;
  const heading = document.createElement('h1');
  heading.textContent = intl.formatMessage(phoneWords.startFailedTitle);
  heading.tabIndex = -1;
  const words = document.createElement('p');
  words.textContent = intl.formatMessage(error instanceof Error && error.name === 'StoreBusy' ? phoneWords.startFailedBusy : phoneWords.startFailedOther);
  const main = document.createElement('main');
  main.className = 'app-main';
  main.append(heading, words);
  root.replaceChildren(main);
  heading.focus();
}
