/**
 * What a funeral office and a family want to keep, on paper and on disk (issue 21): main's work
 * behind the bridge, spread into APP_OPERATIONS and BRIDGE_EVENTS in bridge.ts.
 * - `desk.saveList`: the funeral home's memorials (all pages of the search shown) or the families
 *   an invitation waits on, as one CSV file; progress as `listSave` events.
 * - `journal.*`: the desk journal, what this computer did for the funeral home, kept by main.
 * - `events.saveIcs`: one event, or all of a memorial's, as an iCalendar file.
 * - `copies.*`: a complete copy of a memorial in one dated folder, and checking it later, offline.
 *
 * As in bridge-premium.ts, every path in an answer is shown to the person as text; no operation
 * takes a path from the renderer.
 */
import { z } from 'zod';
import { SavedFile } from './bridge-premium';

const AccountId = z.string().min(1).max(100);
const MemorialId = z.number().int().positive();
/** Chosen by the screen, so that it can tell its own progress events from others'. */
const JobId = z.string().min(1).max(100);

export const ListSaveProgress = z.strictObject({
  jobId: z.string(),
  accountId: z.string(),
  /** The page read last, of how many (null until the first page answers). */
  page: z.number().int(),
  pages: z.number().int().nullable(),
  rows: z.number().int(),
  message: z.string(),
});
export type ListSaveProgress = z.infer<typeof ListSaveProgress>;

export const JournalKind = z.enum(['provisioned-invite', 'provisioned-complete', 'invitation-resent', 'owners-looked-up', 'handout-printed', 'list-saved']);
export type JournalKind = z.infer<typeof JournalKind>;

export const JournalEntry = z.strictObject({
  id: z.string(),
  accountId: z.string(),
  /** When this computer did it (ISO). */
  at: z.string(),
  kind: JournalKind,
  /** What was done, in plain words ("Invited the family to write the memorial of Albert Finch."). */
  what: z.string(),
  memorialName: z.string().nullable(),
  /** The initials set in Settings at the time, if any: the service knows no staff, only this computer. */
  initials: z.string().nullable(),
  /** The computer's own name, as its system gives it. */
  computer: z.string(),
});
export type JournalEntry = z.infer<typeof JournalEntry>;

export const Journal = z.strictObject({
  entries: z.array(JournalEntry),
  /** The initials recorded with each new entry; null when none are set. */
  initials: z.string().nullable(),
  computer: z.string(),
  /** Where the journal is kept, for the person. */
  file: z.string(),
});
export type Journal = z.infer<typeof Journal>;

export const Initials = z
  .string()
  .trim()
  .max(8, 'Initials are at most 8 letters.')
  .regex(/^[\p{L}\p{N} .'-]*$/u, 'Initials are letters, with dots or spaces if you like.');

export const CopyFile = z.strictObject({ name: z.string(), bytes: z.number().int().nonnegative() });

/** A complete copy being made: where it has reached, in words and in steps. */
export const CopyProgress = z.strictObject({
  jobId: z.string(),
  accountId: z.string(),
  memorialId: z.number().int(),
  state: z.enum(['working', 'done', 'failed']),
  step: z.number().int(),
  steps: z.number().int(),
  message: z.string(),
  /** The finished copy's folder (null until done). */
  folder: z.string().nullable(),
});
export type CopyProgress = z.infer<typeof CopyProgress>;

/** A complete copy found on this computer (a folder with its manifest). */
export const CopyEntry = z.strictObject({
  id: z.string(),
  memorialId: z.number().int(),
  memorialName: z.string().nullable(),
  folder: z.string(),
  madeAt: z.string(),
  files: z.array(CopyFile),
});
export type CopyEntry = z.infer<typeof CopyEntry>;

export const CopyCheck = z.strictObject({
  /** True when every file is there and the same as when the copy was made. */
  whole: z.boolean(),
  files: z.array(z.strictObject({ name: z.string(), state: z.enum(['same', 'changed', 'missing']) })),
  message: z.string(),
});
export type CopyCheck = z.infer<typeof CopyCheck>;

export const KEEPING_OPERATIONS = {
  /** All pages of the search (or the waiting list), as one CSV file the person chooses. */
  'desk.saveList': {
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
  },
  'journal.list': { args: z.strictObject({ accountId: AccountId.optional() }), result: Journal },
  /** Something the desk did that main did not see itself (a hand-out printed, the owners looked up). */
  'journal.note': {
    args: z.strictObject({
      accountId: AccountId.optional(),
      kind: z.enum(['owners-looked-up', 'handout-printed']),
      memorialName: z.string().max(300).nullable().optional(),
    }),
    result: z.strictObject({ recorded: z.boolean() }),
  },
  'journal.setInitials': { args: z.strictObject({ initials: Initials }), result: z.strictObject({ initials: z.string().nullable() }) },
  'journal.saveCsv': { args: z.strictObject({ accountId: AccountId.optional() }), result: SavedFile },
  /** One event (`eventId`), or every event of the memorial, as an .ics file, from what the service says now. */
  'events.saveIcs': {
    args: z.strictObject({
      accountId: AccountId.optional(),
      memorialId: MemorialId,
      memorialName: z.string().max(300).nullable().optional(),
      eventId: z.number().int().positive().optional(),
    }),
    result: SavedFile.extend({ events: z.number().int() }),
  },
  /** Makes a complete copy in the memorial's folder of the local archive; progress as `copy` events. */
  'copies.make': {
    args: z.strictObject({ accountId: AccountId.optional(), jobId: JobId, memorialId: MemorialId, memorialName: z.string().max(300).nullable().optional() }),
    result: CopyProgress,
  },
  /** The complete copies on this computer (of one memorial, or all). */
  'copies.list': { args: z.strictObject({ memorialId: MemorialId.optional() }), result: z.strictObject({ copies: z.array(CopyEntry) }) },
  /** Reads every file of a copy again and compares it with its manifest; offline. */
  'copies.check': { args: z.strictObject({ id: z.string().min(1).max(200) }), result: CopyCheck },
} as const;

export const KEEPING_EVENTS = {
  listSave: ListSaveProgress,
  copy: CopyProgress,
} as const;
