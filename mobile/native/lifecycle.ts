/**
 * Life on a phone: the app is opened, sent to the background, brought back, and opened by a
 * `memorialdesk://` link. The core's composition gets a "check now" when the app opens and each
 * time it comes back (a phone gives an app no background time worth promising anything on), and
 * the place a link names, checked exactly as on the desktop (shared/deep-link.ts).
 */
import type { PluginListenerHandle } from '@capacitor/core';
import type { AppPlugin } from '@capacitor/app';
import type { BrowserPlugin } from '@capacitor/browser';
import { deepLinkPath } from '../../shared/deep-link';

/** The App plugin's parts used here (App from @capacitor/app in the app). */
export type AppEvents = Pick<AppPlugin, 'addListener' | 'getLaunchUrl'>;
/** The Browser plugin's parts used here: its view closing (Browser from @capacitor/browser). */
export type BrowserEvents = Pick<BrowserPlugin, 'addListener'>;

export type CheckReason = 'open' | 'return';

export interface PhoneLifecycle {
  /** Read what is new: when the app opens, each time it comes back, and when the browser view over it closes (a device sign-in done there). */
  checkNow(reason: CheckReason): void;
  /** Show the app's place a link named (a path such as /memorials/12/tributes). */
  navigate(path: string): void;
}

/**
 * Starts following the app's life; resolves to a function that stops. Calls `checkNow('open')`
 * once at once, and `navigate` for the link the app was opened with, if any.
 */
export async function followAppLifecycle(app: AppEvents, browser: BrowserEvents, to: PhoneLifecycle): Promise<() => Promise<void>> {
  const handles: PluginListenerHandle[] = [];
  let active = true;
  const follow = (link: string | undefined): void => {
    const path = typeof link === 'string' ? deepLinkPath(link) : null;
    if (path !== null) to.navigate(path);
  };

  handles.push(
    await app.addListener('appStateChange', ({ isActive }) => {
      const returning = isActive && !active;
      active = isActive;
      if (returning) to.checkNow('return');
    }),
    await app.addListener('appUrlOpen', ({ url }) => follow(url)),
    // iOS shows the browser view over the app, which stays active: its closing is the return.
    await browser.addListener('browserFinished', () => to.checkNow('return')),
  );

  follow((await app.getLaunchUrl())?.url);
  to.checkNow('open');

  return async () => {
    await Promise.all(handles.map((handle) => handle.remove()));
  };
}
