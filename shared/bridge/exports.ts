/**
 * Exports and what is kept of them on this computer: downloads of the Memorial Book and the archive
 * into a folder the person chose, the local archive of what was exported, and a family's complete
 * copy of a memorial (one dated folder, checked later, offline).
 *
 * Every path in an answer is a place on this computer the person may want to find (shown as
 * text); no operation takes a path the person did not choose through the core's own chooser.
 */
import { z } from 'zod';
import { AccountId, Empty, ForMemorial, JobId, MemorialId } from './ids';
import { WordsField } from './words-field';
import { lazy } from '../api/lazy';

/** Where a download goes: the system's Downloads folder, the memorial's folder in the app's archive, or one the person chose. */
export const DownloadWhere = lazy(() =>
  z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('downloads') }),
    z.strictObject({ kind: z.literal('archive') }),
    /** Only a folder the core's chooser returned in this session is accepted. */
    z.strictObject({ kind: z.literal('chosen'), folder: z.string().min(1).max(4000) }),
  ]),
);
export type DownloadWhere = z.infer<typeof DownloadWhere>;

export const DownloadState = lazy(() =>
  z.strictObject({
    id: z.string(),
    accountId: z.string(),
    memorialId: z.number().int(),
    exportId: z.number().int(),
    type: z.enum(['pdf', 'zip']),
    /**
     * starting: asking the service for the link. downloading: bytes arriving into a temporary file.
     * done: checked and renamed to its own name (only now is there a file to show).
     * failed, cancelled: nothing was left behind. expired: the link is gone; a fresh export is needed.
     */
    state: z.enum(['starting', 'downloading', 'done', 'failed', 'cancelled', 'expired']),
    received: z.number().int().nonnegative(),
    /** From Content-Length; null when the service did not say. */
    total: z.number().int().nonnegative().nullable(),
    folder: z.string(),
    /** The file's name once done (null before: the temporary file is never shown). */
    fileName: z.string().nullable(),
    /** The local archive's entry once done. */
    archiveId: z.string().nullable(),
    /** What to tell the person now, in plain words. */
    message: z.string(),
    words: WordsField,
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
  }),
);
export type DownloadState = z.infer<typeof DownloadState>;

export const ArchiveEntry = lazy(() =>
  z.strictObject({
    id: z.string(),
    accountId: z.string(),
    memorialId: z.number().int(),
    memorialName: z.string().nullable(),
    type: z.enum(['pdf', 'zip']),
    fileName: z.string(),
    folder: z.string(),
    bytes: z.number().int().nonnegative(),
    /** When it was downloaded (ISO). */
    exportedAt: z.string(),
    /** Whether the file is still where it was saved, as it was (checked when listed). */
    present: z.boolean(),
  }),
);
export type ArchiveEntry = z.infer<typeof ArchiveEntry>;

export const DownloadFolders = lazy(() =>
  z.strictObject({
    downloads: z.string(),
    archive: z.string(),
    /** A folder chooser exists here (the desktop app); browser mode has none. */
    canChoose: z.boolean(),
    /** Files can be shown in the file manager here. */
    canShow: z.boolean(),
  }),
);
export type DownloadFolders = z.infer<typeof DownloadFolders>;

export const CopyFile = lazy(() => z.strictObject({ name: z.string(), bytes: z.number().int().nonnegative() }));

/** A complete copy being made: where it has reached, in words and in steps. */
export const CopyProgress = lazy(() =>
  z.strictObject({
    jobId: z.string(),
    accountId: z.string(),
    memorialId: z.number().int(),
    state: z.enum(['working', 'done', 'failed']),
    step: z.number().int(),
    steps: z.number().int(),
    message: z.string(),
    words: WordsField,
    /** The finished copy's folder (null until done). */
    folder: z.string().nullable(),
  }),
);
export type CopyProgress = z.infer<typeof CopyProgress>;

/** A complete copy found on this computer (a folder with its manifest). */
export const CopyEntry = lazy(() =>
  z.strictObject({
    id: z.string(),
    memorialId: z.number().int(),
    memorialName: z.string().nullable(),
    folder: z.string(),
    madeAt: z.string(),
    files: z.array(CopyFile),
  }),
);
export type CopyEntry = z.infer<typeof CopyEntry>;

export const CopyCheck = lazy(() =>
  z.strictObject({
    /** True when every file is there and the same as when the copy was made. */
    whole: z.boolean(),
    files: z.array(z.strictObject({ name: z.string(), state: z.enum(['same', 'changed', 'missing']) })),
    message: z.string(),
    words: WordsField,
  }),
);
export type CopyCheck = z.infer<typeof CopyCheck>;

export const EXPORTS_OPERATIONS = {
  /** Where files can go; `archive` is the memorial's folder in the app's archive (the archive itself without a memorial). */
  'downloads.folders': lazy(() => ({
    args: z.strictObject({ accountId: AccountId.optional(), memorialId: MemorialId.optional(), memorialName: z.string().max(300).nullable().optional() }),
    result: DownloadFolders,
  })),
  /** The desktop's folder chooser; null when the person cancelled or there is none (browser mode). */
  'downloads.chooseFolder': lazy(() => ({ args: Empty, result: z.strictObject({ folder: z.string().nullable() }) })),
  /** The core asks the service for the export's link and downloads it; progress follows as `download` events. */
  'exports.download': lazy(() => ({
    args: ForMemorial.extend({
      exportId: z.number().int().positive(),
      /** For the archive's list, as the screen shows it. */
      memorialName: z.string().max(300).nullable().optional(),
      where: DownloadWhere,
    }),
    result: DownloadState,
  })),
  'downloads.list': lazy(() => ({ args: Empty, result: z.strictObject({ downloads: z.array(DownloadState) }) })),
  'downloads.cancel': lazy(() => ({ args: z.strictObject({ id: z.string().min(1).max(100) }), result: DownloadState })),
  /** What was exported before, for one memorial or all of the account's; read from this computer only. */
  'archive.list': lazy(() => ({
    args: z.strictObject({ accountId: AccountId.optional(), memorialId: MemorialId.optional() }),
    result: z.strictObject({ entries: z.array(ArchiveEntry) }),
  })),
  /** Shows a file Memorial Desk saved (an archive entry or a saved guest list) in the file manager. */
  'files.show': lazy(() => ({ args: z.strictObject({ id: z.string().min(1).max(100) }), result: z.strictObject({ shown: z.boolean() }) })),
  /** Makes a complete copy in the memorial's folder of the local archive; progress as `copy` events. */
  'copies.make': lazy(() => ({
    args: z.strictObject({ accountId: AccountId.optional(), jobId: JobId, memorialId: MemorialId, memorialName: z.string().max(300).nullable().optional() }),
    result: CopyProgress,
  })),
  /** The complete copies on this computer (of one memorial, or all). */
  'copies.list': lazy(() => ({ args: z.strictObject({ memorialId: MemorialId.optional() }), result: z.strictObject({ copies: z.array(CopyEntry) }) })),
  /** Reads every file of a copy again and compares it with its manifest; offline. */
  'copies.check': lazy(() => ({ args: z.strictObject({ id: z.string().min(1).max(200) }), result: CopyCheck })),
} as const;

export const EXPORTS_EVENTS = {
  /** A download's progress and end. */
  download: DownloadState,
  copy: CopyProgress,
} as const;
