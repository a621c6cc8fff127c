/** The accounts on this computer, and signing in: a family by code (device flow), a funeral home by its token. */
import { z } from 'zod';
import { LIMITS } from '../limits';
import { AccountId, Empty } from './ids';
import { sayText } from '../i18n/words';
import { CHECK_WORDS } from './bridge-checks-words';
import { WordsField } from './words-field';
import { lazy } from '../api/lazy';

/** An account, named by its id. */
const AnAccount = lazy(() => z.strictObject({ id: AccountId }));

export const AccountInfo = lazy(() =>
  z.strictObject({
    id: z.string(),
    kind: z.enum(['personal', 'business']),
    /** The person's or organization's name as the person knows it. */
    name: z.string(),
    /** False when the secret is gone (session-only sign-in after a restart, or the keychain lost it). */
    signedIn: z.boolean(),
  }),
);
export type AccountInfo = z.infer<typeof AccountInfo>;

export const AccountsState = lazy(() =>
  z.strictObject({
    accounts: z.array(AccountInfo),
    activeId: z.string().nullable(),
  }),
);
export type AccountsState = z.infer<typeof AccountsState>;

export const DeviceSignIn = lazy(() =>
  z.strictObject({
    flowId: z.string(),
    state: z.enum(['waiting', 'approved', 'denied', 'expired', 'cancelled', 'failed']),
    /** The short code the person types or checks. The device_code never leaves the core. */
    userCode: z.string(),
    verificationUri: z.string(),
    /** The link to open in the browser (it carries the user code, nothing secret). */
    verificationUriComplete: z.string(),
    expiresAt: z.string(),
    /** What to tell the person now, in plain words: the service's own, or the core's in English. */
    message: z.string(),
    /** The core's message as Words (shared/i18n/words.ts), to show in the person's language; absent when `message` is the service's. */
    words: WordsField,
    account: AccountInfo.nullable(),
  }),
);
export type DeviceSignIn = z.infer<typeof DeviceSignIn>;

export const BusinessSignInResult = lazy(() =>
  z.strictObject({
    account: AccountInfo,
    organization: z.strictObject({
      name: z.string(),
      displayName: z.string().nullable(),
      brandColor: z.string(),
      logoUrl: z.string().nullable(),
    }),
  }),
);

export const ACCOUNTS_OPERATIONS = {
  'accounts.list': { args: Empty, result: AccountsState },
  'accounts.switch': { args: AnAccount, result: AccountsState },
  'accounts.signOut': { args: AnAccount, result: AccountsState },
  /** The person's own name for an account ("Mum's memorials"); empty goes back to the default. */
  'accounts.rename': lazy(() => ({
    args: z.strictObject({
      id: z.string().min(1).max(100),
      name: z
        .string()
        .trim()
        .max(LIMITS.app.accountName, { message: sayText(CHECK_WORDS.accountNameTooLong, { max: LIMITS.app.accountName }) }),
    }),
    result: AccountsState,
  })),
  /** Demo only: signs in to the demo world's family and funeral home afresh. */
  'signIn.demo': { args: Empty, result: AccountsState },
  /** `again`: a family account whose sign-in is gone; the new sign-in goes back into it. */
  'signIn.device.start': lazy(() => ({ args: z.strictObject({ again: z.string().min(1).max(100).optional() }), result: DeviceSignIn })),
  'signIn.device.get': lazy(() => ({ args: z.strictObject({ flowId: z.string().min(1).max(100) }), result: DeviceSignIn })),
  'signIn.device.cancel': lazy(() => ({ args: z.strictObject({ flowId: z.string().min(1).max(100) }), result: DeviceSignIn })),
  /** The one time a token crosses the bridge: pasted by the person, on its way into the keychain. */
  'signIn.business': lazy(() => ({
    args: z.strictObject({
      token: z
        .string()
        .trim()
        .min(1, { message: sayText(CHECK_WORDS.pasteToken) })
        .max(500)
        .regex(/^(bearer\s+)?[\x21-\x7e]+$/i, { message: sayText(CHECK_WORDS.notAToken) }),
    }),
    result: BusinessSignInResult,
  })),
} as const;
