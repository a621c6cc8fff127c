/**
 * The funeral-home desk's own bridge operations (spread into APP_OPERATIONS and BRIDGE_EVENTS in
 * index.ts). They are the core's work rather than single API calls:
 * - `desk.waiting`: the invitations not yet taken up. The API cannot filter the list by status,
 *   so the core pages through the organization's memorials in the background (within the token's
 *   budget, after the person's own requests) and keeps the result; this answers from that cache,
 *   says when it was last complete, and starts a new pass when it is old or the person asks.
 * - `desk.provision` and `desk.resend`: the API calls, plus what only their answers say (the
 *   invitation's number and when its link runs out), kept so the waiting list can show it and
 *   resend later; the list's Memorial record carries neither.
 * - `desk.logo`: the organization's logo, fetched by the core (https only, size-capped, an image
 *   checked by its bytes) and handed over as a data: URL, which the page's img-src allows.
 * - `desk.names`: every memorial's name by its web address name, from the last pass, for the
 *   owners list (an owner entry names the memorial only by slug and id).
 */
import { z } from 'zod';
import { ProvisionBody, ProvisionResult } from '../api/business';
import { AccountId, JobId } from './ids';
import { SavedFile } from './saved-file';
import { WordsField } from './words-field';
import { CHECK_WORDS } from './bridge-checks-words';
import { sayText } from '../i18n/words';
import { lazy } from '../api/lazy';

const AccountChoice = lazy(() => ({ accountId: AccountId.optional() }));

export const ListSaveProgress = lazy(() =>
  z.strictObject({
    jobId: z.string(),
    accountId: z.string(),
    /** The page read last, of how many (null until the first page answers). */
    page: z.number().int(),
    pages: z.number().int().nullable(),
    rows: z.number().int(),
    message: z.string(),
    words: WordsField,
  }),
);
export type ListSaveProgress = z.infer<typeof ListSaveProgress>;

export const JournalKind = lazy(() =>
  z.enum(['provisioned-invite', 'provisioned-complete', 'invitation-resent', 'owners-looked-up', 'handout-printed', 'list-saved']),
);
export type JournalKind = z.infer<typeof JournalKind>;

export const JournalEntry = lazy(() =>
  z.strictObject({
    id: z.string(),
    accountId: z.string(),
    /** When this computer did it (ISO). */
    at: z.string(),
    kind: JournalKind,
    /** What was done, in plain words ("Invited the family to write the memorial of Albert Finch."). */
    what: z.string(),
    memorialName: z.string().nullable(),
    /**
     * A saved list's entry: which list, and how many rows, so the screen says it in the person's
     * language. Absent from other entries, and from one recorded before it was kept (its `what` stands).
     */
    list: z.strictObject({ which: z.enum(['memorials', 'waiting']), rows: z.number().int().nonnegative() }).optional(),
    /** The initials set in Settings at the time, if any: the service knows no staff, only this computer. */
    initials: z.string().nullable(),
    /** The computer's own name, as its system gives it. */
    computer: z.string(),
  }),
);
export type JournalEntry = z.infer<typeof JournalEntry>;

export const Journal = lazy(() =>
  z.strictObject({
    entries: z.array(JournalEntry),
    /** The initials recorded with each new entry; null when none are set. */
    initials: z.string().nullable(),
    computer: z.string(),
    /** Where the journal is kept, for the person. */
    file: z.string(),
  }),
);
export type Journal = z.infer<typeof Journal>;

export const Initials = lazy(() =>
  z
    .string()
    .trim()
    .max(8, sayText(CHECK_WORDS.initialsTooLong, { max: 8 }))
    .regex(/^[\p{L}\p{N} .'-]*$/u, sayText(CHECK_WORDS.initialsLetters)),
);

export const DeskInvitation = lazy(() =>
  z.strictObject({
    /** The invitation's number (the ProvisionResult id), which resending needs. */
    id: z.number().int(),
    /** When the family's link stops working; null when the service did not say. */
    expiresAt: z.string().nullable(),
    /** When this computer last sent it (provisioned or sent again). */
    sentAt: z.string(),
  }),
);
export type DeskInvitation = z.infer<typeof DeskInvitation>;

export const DeskWaitingMemorial = lazy(() =>
  z.strictObject({
    /** The web address name; opens the memorial while it is pending. Null until the list has shown it. */
    slug: z.string().nullable(),
    deceasedName: z.string().nullable(),
    title: z.string().nullable(),
    /** When the funeral home provisioned it: how long the family has had the invitation. */
    createdAt: z.string().nullable(),
    /**
     * Known only for invitations sent (or sent again) from this computer: the list does not say
     * an invitation's number or expiry, and only its number lets it be sent again.
     */
    invitation: DeskInvitation.nullable(),
  }),
);
export type DeskWaitingMemorial = z.infer<typeof DeskWaitingMemorial>;

export const DeskSweepState = lazy(() =>
  z.strictObject({
    accountId: z.string(),
    /** Waiting on the family, oldest first (the longest wait is the first to chase). */
    waiting: z.array(DeskWaitingMemorial),
    /** What the last complete pass counted. */
    counts: z.strictObject({ total: z.number().int(), awaitingFamily: z.number().int(), inProgress: z.number().int(), live: z.number().int() }).nullable(),
    /** When the last pass through every memorial finished; null before the first. */
    completeAt: z.string().nullable(),
    /** A pass under way: the page it has reached, of how many (null until the first page answers). */
    checking: z.strictObject({ page: z.number().int(), pages: z.number().int().nullable(), startedAt: z.string() }).nullable(),
    /** Why the last pass stopped before the end, in plain words (in English); null when it did not. */
    problem: z.string().nullable(),
    /** The same as a catalog message, for the screen to say in the person's language. */
    problemWords: WordsField,
  }),
);
export type DeskSweepState = z.infer<typeof DeskSweepState>;

export const DeskProvisionAnswer = lazy(() =>
  z.strictObject({
    /** 201: the family was invited. 202: being created from the funeral home's words. */
    status: z.union([z.literal(201), z.literal(202)]),
    result: ProvisionResult,
    /** The memorial's web address name, found in the list right after; null if it was not found. */
    slug: z.string().nullable(),
  }),
);
export type DeskProvisionAnswer = z.infer<typeof DeskProvisionAnswer>;

export const DeskLogo = lazy(() =>
  z.strictObject({
    /** The logo as a data: URL; null when there is none or it could not be used. */
    dataUrl: z.string().nullable(),
    /** Why a logo the organization has could not be shown, for the person, in English (null when fine). */
    problem: z.string().nullable(),
    /** The same as a catalog message, for the screen to say in the person's language. */
    problemWords: WordsField,
  }),
);
export type DeskLogo = z.infer<typeof DeskLogo>;

export const DESK_OPERATIONS = {
  /** The invitations not yet taken up, from the core's cache; `refresh` starts a new pass now. */
  'desk.waiting': lazy(() => ({ args: z.strictObject({ ...AccountChoice, refresh: z.boolean().optional() }), result: DeskSweepState })),
  'desk.names': lazy(() => ({
    args: z.strictObject(AccountChoice),
    result: z.strictObject({
      names: z.array(z.strictObject({ slug: z.string(), id: z.number().int().nullable(), name: z.string().nullable() })),
      completeAt: z.string().nullable(),
    }),
  })),
  'desk.logo': lazy(() => ({ args: z.strictObject(AccountChoice), result: DeskLogo })),
  'desk.provision': lazy(() => ({ args: z.strictObject({ ...AccountChoice, body: ProvisionBody }), result: DeskProvisionAnswer })),
  /** Sends the family a new claim link; the old one stops working. */
  'desk.resend': lazy(() => ({
    args: z.strictObject({ ...AccountChoice, onboardingId: z.number().int().positive() }),
    result: z.strictObject({ result: ProvisionResult }),
  })),
  /** All pages of the search (or the waiting list), as one CSV file the person chooses. */
  'desk.saveList': lazy(() => ({
    args: z.strictObject({
      accountId: AccountId.optional(),
      jobId: JobId,
      which: z.enum(['memorials', 'waiting']),
      /** The memorials list's search as the screen sends it (listQuery without page). */
      search: z
        .strictObject({ q: z.string().max(255).optional(), created_after: z.string().max(40).optional(), created_before: z.string().max(40).optional() })
        .optional(),
    }),
    result: SavedFile.extend({ rows: z.number().int() }),
  })),
  'journal.list': lazy(() => ({ args: z.strictObject({ accountId: AccountId.optional() }), result: Journal })),
  /** Something the desk did that the core did not see itself (a hand-out printed, the owners looked up). */
  'journal.note': lazy(() => ({
    args: z.strictObject({
      accountId: AccountId.optional(),
      kind: z.enum(['owners-looked-up', 'handout-printed']),
      memorialName: z.string().max(300).nullable().optional(),
    }),
    result: z.strictObject({ recorded: z.boolean() }),
  })),
  'journal.setInitials': lazy(() => ({ args: z.strictObject({ initials: Initials }), result: z.strictObject({ initials: z.string().nullable() }) })),
  'journal.saveCsv': lazy(() => ({ args: z.strictObject({ accountId: AccountId.optional() }), result: SavedFile })),
} as const;

export const DESK_EVENTS = {
  /** The waiting list changed (a pass moved on or finished, an invitation was sent). */
  deskWaiting: DeskSweepState,
  listSave: ListSaveProgress,
} as const;
