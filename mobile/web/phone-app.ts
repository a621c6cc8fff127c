/**
 * The phone app, composed in its page: the home's ports make the core, the core's bridge is a
 * call in the page (in-page-bridge.ts), the renderer starts with it, and the app's life (open,
 * return, `memorialdesk://` links) is followed. The same for the device (device-start.ts, the
 * native adapters) and the test rig (mobile/rig/page/, web stand-ins for the native parts only).
 */
import { createAppCore, parseFirstLook, readFirstLook, type AppCore, type CoreHome, type DemoTokens } from '../../core';
import { startApp, THIS_BUILD } from '../../renderer/start';
import type { PhoneLifecycle } from '../native/lifecycle';
import { coreToCome, inPageBridge } from './in-page-bridge';
// The first look's style is with the page's own (no JavaScript): its code, loaded only where there is a
// picture (first-look.ts), then waits for no stylesheet of its own.
import './first-look.css';

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
  /** The first look's file, when the home began reading it already (the rig, as the page loads); else it is read from `home.files`. */
  firstLookText?: Promise<string | null>;
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
  // The first look (first-look.ts): the last picture of the screen this start opens to, read and
  // painted before the core and the screens start, whose work would otherwise keep the page's one
  // thread from either for most of a second. A read that takes longer than a moment is not waited for.
  let putAway = await firstLookShown(start);
  const firstScreenDrawn = () => {
    putAway?.();
    putAway = null;
  };
  const coming = createAppCore({
    // The core shares the page's one thread with the screens: what no first screen needs waits for a quiet moment.
    home: { idle: pageIdle, ...start.home },
    demo: start.demo,
    ...(start.serviceUrl !== undefined ? { serviceUrl: start.serviceUrl } : {}),
    ...(start.serviceIdentity !== undefined ? { serviceIdentity: start.serviceIdentity } : {}),
    ...(start.demoTokens ? { demoTokens: start.demoTokens } : {}),
  });
  const app = startApp(inPageBridge(coreToCome(coming)), { root, firstLook: { keep: true, drawn: firstScreenDrawn } });
  let core: AppCore;
  try {
    core = await coming;
  } catch (error) {
    // The page says the app could not start (main.ts), in place of the screens.
    firstScreenDrawn();
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
  const stopFollowing = await start
    .followLifecycle({
      checkNow,
      // A memorialdesk:// link: only ever which place to show.
      navigate: (path) => core.emitNavigate(path),
    })
    .catch((error: unknown) => {
      // The page says the app could not start (main.ts): not under the picture.
      firstScreenDrawn();
      throw error;
    });
  window.addEventListener('online', checkNow);
  return {
    core,
    async stop() {
      firstScreenDrawn();
      window.removeEventListener('online', checkNow);
      await stopFollowing();
      app.unmount();
      await core.close();
    },
  };
}

/** How long the start waits at most for the first look to be read. */
export const FIRST_LOOK_READ_MS = 150;

/**
 * The first look shown and painted, when there is one for this start; what takes it away. Never
 * what stops a start: a picture that cannot be read or shown is none, and the frame is waited for
 * only a moment (a page started hidden paints no frame).
 */
async function firstLookShown(start: PhoneStart): Promise<(() => void) | null> {
  try {
    const reading = start.firstLookText ? start.firstLookText.then(parseFirstLook, () => null) : readFirstLook(start.home.files);
    const look = await Promise.race([reading, new Promise<null>((resolve) => setTimeout(() => resolve(null), FIRST_LOOK_READ_MS))]);
    // Its code (and style) only where there is a picture to show: a first start, or one after a
    // sign-out, carries none of it.
    const putAway = look ? await (await import('./first-look')).showFirstLook(look, THIS_BUILD) : null;
    // Painted before the start goes on: its work would hold the frame back.
    if (putAway)
      await Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
        new Promise((resolve) => setTimeout(resolve, FIRST_LOOK_READ_MS)),
      ]);
    return putAway;
  } catch (error) {
    console.error('memorial-desk: the first look could not be shown:', error instanceof Error ? error.name : 'unknown error');
    return null;
  }
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
