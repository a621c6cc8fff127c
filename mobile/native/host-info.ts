/**
 * What the phone tells the core about itself (HostInfo), and what it does for it: the system's
 * browser view and share sheet. There is no dock badge and no system notification here: the page
 * shows its own, and a phone notification would need a push service.
 */
import type { OpenOptions } from '@capacitor/browser';
import type { ShareOptions, ShareResult } from '@capacitor/share';
import type { HostInfo } from '../../core/ports';
import { isSafeExternalUrl } from '../../shared/external-url';

/** The in-app browser (Browser from @capacitor/browser in the app). */
export interface InAppBrowser {
  open(options: OpenOptions): Promise<void>;
}

/**
 * The name the desk journal gives this device: none. A phone's own name would need
 * @capacitor/device, and iOS 16 and later give apps only "iPhone" without a special entitlement:
 * not worth a plugin. Unnamed, the journal says "this device" in the person's language.
 */
export const PHONE_DEVICE_NAME = '';

/** The system's share sheet (Share from @capacitor/share in the app). */
export interface LinkShareSheet {
  share(options: ShareOptions): Promise<ShareResult>;
}

/**
 * The phone's preferred languages: the WebView's navigator.languages, which follow the phone's
 * (and, on Android 13 and iOS, the language chosen for this app in the system's settings).
 */
export function pageLanguages(nav: Partial<Pick<Navigator, 'languages' | 'language'>> | undefined = globalThis.navigator): readonly string[] {
  if (!nav) return [];
  if (nav.languages?.length) return nav.languages;
  return nav.language ? [nav.language] : [];
}

export function phoneHostInfo(browser: InAppBrowser, sheet?: LinkShareSheet): HostInfo {
  return {
    // The renderer reports the regional format it sees; the WebView's is the phone's.
    locale: null,
    preferredLanguages: () => pageLanguages(),
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
    // The share sheet, beside Copy and QR: the link goes as the shared item's address, with a
    // title; the plugin's own error carries the link in no message of this app's.
    ...(sheet
      ? {
          async share({ title, url }: { title: string; url: string }): Promise<boolean> {
            if (!isSafeExternalUrl(url)) return false;
            try {
              await sheet.share({ title, url, dialogTitle: title });
              return true;
            } catch (error) {
              // "Share canceled": the person closed the sheet without choosing.
              if (/cancel/i.test(error instanceof Error ? error.message : String(error))) return false;
              throw error;
            }
          },
        }
      : {}),
  };
}
