/**
 * What the phone tells the core about itself (HostInfo). There is no dock badge and no system
 * notification here: the page shows its own, and a phone notification would need a push service.
 */
import type { OpenOptions } from '@capacitor/browser';
import type { HostInfo } from '../../core/ports';
import { isSafeExternalUrl } from '../../shared/external-url';

/** The in-app browser (Browser from @capacitor/browser in the app). */
export interface InAppBrowser {
  open(options: OpenOptions): Promise<void>;
}

/**
 * The name the desk journal gives this device. A phone's own name would need @capacitor/device,
 * and iOS 16 and later give apps only "iPhone" without a special entitlement: not worth a plugin.
 */
export const PHONE_DEVICE_NAME = 'phone';

export function phoneHostInfo(browser: InAppBrowser): HostInfo {
  return {
    // The renderer reports the regional format it sees; the WebView's is the phone's.
    locale: null,
    deviceName: PHONE_DEVICE_NAME,
    // The system's browser view over the app (Safari's on iOS, a Custom Tab on Android): the
    // person sees the address, their own saved passwords, and nothing of it reaches the app.
    async openExternal(url: string): Promise<boolean> {
      if (!isSafeExternalUrl(url)) return false;
      try {
        await browser.open({ url });
        return true;
      } catch {
        return false;
      }
    },
  };
}
