/** The app itself: how it stands (the connection, what waits, where tokens are kept), opening a web page, the share sheet. */
import { z } from 'zod';
import { AccountId, Empty } from './ids';
import { WordsField } from './words-field';
import { lazy } from '../api/lazy';
import { FIRST_LOOK_MAX_CHARS } from './names';

export const AppStatus = lazy(() =>
  z.strictObject({
    /**
     * Whether the service answered lately: true, false, or null while nothing has been asked yet
     * (no account signed in), so the app never claims a connection it has not seen.
     */
    online: z.boolean().nullable(),
    /**
     * Since when the service has not answered (ISO), while `online` is false. Screens say "Offline"
     * only once this is some seconds old, so a short drop does not flash.
     */
    offlineSince: z.string().nullable(),
    /**
     * While `online` is false: true when the service has answered nothing since the app started (it
     * started without the network). Nothing was dropped, so "Offline" is said at once, not after the
     * seconds a short drop is given.
     */
    offlineSinceStart: z.boolean(),
    /** A person's changes written to disk and not yet answered by the service. */
    waiting: z.number().int(),
    /** While the rate limit holds traffic back: when it lifts (ISO time). */
    rateLimitedUntil: z.string().nullable(),
    serviceUrl: z.string(),
    demo: z.boolean(),
    /** `os`: tokens in the OS keychain. `session`: no keychain here; sign-ins last until the app closes. */
    secretStorage: z.enum(['os', 'session']),
    /** A plain explanation when secretStorage is `session` (in English). */
    secretStorageNote: z.string().nullable(),
    /** The same as a catalog message when it is the app's own, for the screen to say in the person's language. */
    secretStorageNoteWords: WordsField,
    /**
     * The operating system's regional format (BCP 47, "en-AU"), for dates and numbers: Electron's
     * app.getSystemLocale(). Null in browser mode, where the browser's own report stands for it.
     */
    locale: z.string().max(100).nullable().optional(),
    /**
     * The system's preferred UI languages, most wanted first (Electron's
     * app.getPreferredSystemLanguages()), for the UI language when the person chose System. Null or
     * absent in browser mode and on the phone, where the page's navigator.languages are the system's.
     */
    languages: z.array(z.string().max(100)).max(50).nullable().optional(),
    /**
     * Whether this device has a system share sheet the app can offer a link to (`app.share`): the
     * phone's, or a browser's Web Share where it has one. Absent or false: offer Copy and QR only.
     */
    canShare: z.boolean().optional(),
  }),
);
export type AppStatus = z.infer<typeof AppStatus>;

/**
 * The first look (core/first-look.ts): a still picture of the screen the app opened to, drawn with
 * what the service said, for the next start to show at once. The markup the screens drew, with no
 * script (the page's policy runs none), no live status and no names of elements.
 */
export const KeepFirstLookArgs = lazy(() =>
  z.strictObject({
    accountId: AccountId,
    /** The build that drew it (its entry script's address). */
    build: z.string().min(1).max(300),
    /** The place it shows ("/memorials"). */
    place: z.string().min(1).max(300),
    lang: z.string().min(1).max(35),
    dir: z.enum(['ltr', 'rtl']),
    /** The page's stylesheets it was drawn with (their paths). */
    styles: z.array(z.string().min(1).max(300)).max(20),
    /** Empty: the screen could not be pictured (too long), and no older picture of it is to be shown. */
    html: z.string().max(FIRST_LOOK_MAX_CHARS),
  }),
);
export type KeepFirstLookArgs = z.infer<typeof KeepFirstLookArgs>;

export const APP_OPERATIONS_OF_APP = {
  'app.status': { args: Empty, result: AppStatus },
  /** Opens an http(s) address in the system browser; anything else is refused. */
  'app.openExternal': lazy(() => ({
    args: z.strictObject({ url: z.url({ protocol: /^https?$/ }).max(4000) }),
    result: z.strictObject({ opened: z.boolean() }),
  })),
  /**
   * Offers an http(s) link to the system's share sheet (when `canShare`): `shared` is true once the
   * person chose where it goes, false when they closed the sheet. A share link is a credential:
   * nothing on the way logs it.
   */
  'app.share': lazy(() => ({
    args: z.strictObject({ title: z.string().trim().min(1).max(300), url: z.url({ protocol: /^https?$/ }).max(4000) }),
    result: z.strictObject({ shared: z.boolean() }),
  })),
  /** Keeps the first look (KeepFirstLookArgs), or with no markup removes it; `kept` is false when nothing was kept (its account not signed in, or signing out). */
  'app.keepFirstLook': lazy(() => ({ args: KeepFirstLookArgs, result: z.strictObject({ kept: z.boolean() }) })),
} as const;
