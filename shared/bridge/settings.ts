/** The person's settings, and what the screens remember between starts. */
import { z } from 'zod';
import { Empty } from './ids';
import { LIMITS } from '../limits';
import { LANGUAGE_CHOICES } from '../locale/resolve';
import { sayText } from '../i18n/words';
import { CHECK_WORDS } from './bridge-checks-words';
import { lazy } from '../api/lazy';

export const Settings = lazy(() =>
  z.strictObject({
    serviceUrl: z.string(),
    /** Desktop notifications of new tributes waiting for approval (never of the person's own actions). */
    notifications: z.boolean(),
    /** Settings this computer's administrator set in the machine-wide file: shown, not changeable. */
    locked: z.array(z.string()),
    /** That file's path, or null when nothing is locked. */
    lockedBy: z.string().nullable(),
    /**
     * The language the app speaks: 'system' follows the system's languages (shared/locale/resolve.ts).
     * The pseudo-locales are accepted for developers; the Settings screen offers them only with
     * `?pseudo` in the page's address. Absent from a home that predates it: the system's.
     */
    language: z.enum(LANGUAGE_CHOICES).optional(),
  }),
);
export type Settings = z.infer<typeof Settings>;

/**
 * What the screens remember between starts, kept by the core (browser mode's address changes each
 * start, so the page's own storage would forget): the place the person was, and notes dismissed.
 */
export const UiMemory = lazy(() =>
  z.strictObject({
    /** The router's path and search of the last place ("/memorials/12/tributes?status=pending"). */
    place: z
      .string()
      .max(500)
      .regex(/^\/[^\s]*$/)
      .nullable(),
    /** The account that place belongs to, so a restart reopens it with that account (not another kind's). */
    placeAccountId: z.string().min(1).max(100).nullable().optional(),
    sessionNoteDismissed: z.boolean(),
  }),
);
export type UiMemory = z.infer<typeof UiMemory>;

export const SETTINGS_OPERATIONS = {
  'settings.get': { args: Empty, result: Settings },
  'settings.set': lazy(() => ({
    args: z.strictObject({
      serviceUrl: z
        .url({ protocol: /^https?$/, error: sayText(CHECK_WORDS.notAnAddress) })
        .max(LIMITS.app.serviceUrl, { error: sayText(CHECK_WORDS.addressTooLong, { max: LIMITS.app.serviceUrl }) })
        .optional(),
      notifications: z.boolean().optional(),
      language: z.enum(LANGUAGE_CHOICES).optional(),
    }),
    result: Settings,
  })),
  'ui.get': { args: Empty, result: UiMemory },
  'ui.set': lazy(() => ({ args: UiMemory.partial().strict(), result: UiMemory })),
} as const;
