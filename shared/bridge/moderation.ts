/**
 * The combined inbox: the core sweeps every memorial of every signed-in family account for tributes
 * waiting for approval, at a pace planned from each account's request budget, and tells the
 * renderer what it found. Screens refresh from this news instead of each polling on its own.
 */
import { z } from 'zod';
import { Contribution } from '../api/contributions';
import { AccountId, Empty, MemorialId } from './ids';
import { lazy } from '../api/lazy';

export const InboxMemorial = lazy(() =>
  z.strictObject({
    memorialId: z.number().int(),
    name: z.string().nullable(),
    /** Tributes waiting for approval (the service's count). */
    pending: z.number().int(),
    /** The newest of them, newest first (up to a hundred). */
    tributes: z.array(Contribution),
    /** When the service was last asked about this memorial (ISO). */
    checkedAt: z.string(),
  }),
);
export type InboxMemorial = z.infer<typeof InboxMemorial>;

export const AccountInbox = lazy(() =>
  z.strictObject({
    accountId: z.string(),
    memorials: z.array(InboxMemorial),
    /** When every memorial of the account had been asked about once (ISO); null until then. */
    completeAt: z.string().nullable(),
  }),
);
export type AccountInbox = z.infer<typeof AccountInbox>;

export const InboxState = lazy(() => z.strictObject({ accounts: z.array(AccountInbox) }));
export type InboxState = z.infer<typeof InboxState>;

/** New tributes found by the sweep on one memorial (never the person's own actions). */
export const NewTributes = lazy(() =>
  z.strictObject({
    accountId: z.string(),
    memorialId: z.number().int(),
    memorialName: z.string().nullable(),
    count: z.number().int(),
    /** All waiting for approval on that memorial now. */
    pending: z.number().int(),
  }),
);
export type NewTributes = z.infer<typeof NewTributes>;

export { newTributesWords } from '../inbox-words';

export const MODERATION_OPERATIONS = {
  'inbox.get': { args: Empty, result: InboxState },
  /**
   * What the person is looking at now (issue 28): a memorial's queue, the combined inbox (`all`),
   * or nothing (another screen, or the window is not in front). The core looks at it first and most often.
   */
  'inbox.watch': lazy(() => ({
    args: z.strictObject({ accountId: AccountId, watching: z.union([z.literal('all'), MemorialId]).nullable() }),
    result: Empty,
  })),
  /**
   * The person asked to check the combined inbox now (its Check now): every memorial's waiting
   * list is asked at once, as the person's read. `answered`: every one of them answered.
   */
  'inbox.checkNow': lazy(() => ({
    args: z.strictObject({ accountId: AccountId }),
    result: z.strictObject({ answered: z.boolean() }),
  })),
} as const;

export const MODERATION_EVENTS = {
  inbox: InboxState,
  newTributes: NewTributes,
} as const;
