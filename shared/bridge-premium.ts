/**
 * The bridge's operations for Premium and engagement that are main's own work (not one API call):
 * the visit history main keeps, downloads of exports, the local archive of what was exported,
 * and an event's guest list saved as a file. Spread into APP_OPERATIONS and BRIDGE_EVENTS.
 *
 * Every path in an answer is a place on this computer the person may want to find (shown as
 * text); no operation takes a path the person did not choose through main's own chooser.
 */
import { z } from 'zod';
import { VisitCounts } from './api/memorials';

const AccountId = z.string().min(1).max(100);
const MemorialId = z.number().int().positive();
/** A memorial as the screen names it; optional `accountId` as for API calls (default: the active one). */
const ForMemorial = z.strictObject({ accountId: AccountId.optional(), memorialId: MemorialId });

/** One day of the local visit history: the service's counts as read that day (the latest reading of it). */
export const VisitDay = z.strictObject({
  /** The calendar day on this computer, YYYY-MM-DD. */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** When the reading was made (ISO). */
  recordedAt: z.string(),
  today: z.number().int().nonnegative(),
  last_24_hours: z.number().int().nonnegative(),
  last_7_days: z.number().int().nonnegative(),
  last_30_days: z.number().int().nonnegative(),
  last_year: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type VisitDay = z.infer<typeof VisitDay>;

export const VisitHistory = z.strictObject({ history: z.array(VisitDay) });

/** Where a download goes: the system's Downloads folder, the memorial's folder in the app's archive, or one the person chose. */
export const DownloadWhere = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('downloads') }),
  z.strictObject({ kind: z.literal('archive') }),
  /** Only a folder main's chooser returned in this session is accepted. */
  z.strictObject({ kind: z.literal('chosen'), folder: z.string().min(1).max(4000) }),
]);
export type DownloadWhere = z.infer<typeof DownloadWhere>;

export const DownloadState = z.strictObject({
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
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type DownloadState = z.infer<typeof DownloadState>;

export const ArchiveEntry = z.strictObject({
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
});
export type ArchiveEntry = z.infer<typeof ArchiveEntry>;

export const DownloadFolders = z.strictObject({
  downloads: z.string(),
  archive: z.string(),
  /** A folder chooser exists here (the desktop app); browser mode has none. */
  canChoose: z.boolean(),
  /** Files can be shown in the file manager here. */
  canShow: z.boolean(),
});
export type DownloadFolders = z.infer<typeof DownloadFolders>;

export const SavedFile = z.strictObject({
  /** False when the person cancelled the save dialog. */
  saved: z.boolean(),
  /** For showing it in the file manager (`files.show`). */
  fileId: z.string().nullable(),
  path: z.string().nullable(),
  message: z.string(),
});
export type SavedFile = z.infer<typeof SavedFile>;

export const PREMIUM_OPERATIONS = {
  /** Reads the memorial's visit counts now (the person's request), records them, and returns both. */
  'visits.read': { args: ForMemorial, result: VisitHistory.extend({ counts: VisitCounts }) },
  /** The local visit history only: works offline. */
  'visits.history': { args: ForMemorial, result: VisitHistory },
  /** Where files can go; `archive` is the memorial's folder in the app's archive (the archive itself without a memorial). */
  'downloads.folders': {
    args: z.strictObject({ accountId: AccountId.optional(), memorialId: MemorialId.optional(), memorialName: z.string().max(300).nullable().optional() }),
    result: DownloadFolders,
  },
  /** The desktop's folder chooser; null when the person cancelled or there is none (browser mode). */
  'downloads.chooseFolder': { args: z.strictObject({}), result: z.strictObject({ folder: z.string().nullable() }) },
  /** Main asks the service for the export's link and downloads it; progress follows as `download` events. */
  'exports.download': {
    args: ForMemorial.extend({
      exportId: z.number().int().positive(),
      /** For the archive's list, as the screen shows it. */
      memorialName: z.string().max(300).nullable().optional(),
      where: DownloadWhere,
    }),
    result: DownloadState,
  },
  'downloads.list': { args: z.strictObject({}), result: z.strictObject({ downloads: z.array(DownloadState) }) },
  'downloads.cancel': { args: z.strictObject({ id: z.string().min(1).max(100) }), result: DownloadState },
  /** What was exported before, for one memorial or all of the account's; read from this computer only. */
  'archive.list': {
    args: z.strictObject({ accountId: AccountId.optional(), memorialId: MemorialId.optional() }),
    result: z.strictObject({ entries: z.array(ArchiveEntry) }),
  },
  /** Shows a file Memorial Desk saved (an archive entry or a saved guest list) in the file manager. */
  'files.show': { args: z.strictObject({ id: z.string().min(1).max(100) }), result: z.strictObject({ shown: z.boolean() }) },
  /** An event's guest list as CSV, written by main into a file the person chose. */
  'rsvps.saveCsv': {
    args: ForMemorial.extend({ eventId: z.number().int().positive(), eventTitle: z.string().max(300).optional() }),
    result: SavedFile,
  },
} as const;

export const PREMIUM_EVENTS = {
  /** A download's progress and end. */
  download: DownloadState,
} as const;
