/** Announcements and events, kept as files: an event's guest list as a spreadsheet, events for a calendar. */
import { z } from 'zod';
import { AccountId, ForMemorial, MemorialId } from './ids';
import { SavedFile } from './saved-file';
import { lazy } from '../api/lazy';

export const POSTS_OPERATIONS = {
  /** An event's guest list as CSV, written by the core into a file the person chose. */
  'rsvps.saveCsv': lazy(() => ({
    args: ForMemorial.extend({ eventId: z.number().int().positive(), eventTitle: z.string().max(300).optional() }),
    result: SavedFile,
  })),
  /** One event (`eventId`), or every event of the memorial, as an .ics file, from what the service says now. */
  'events.saveIcs': lazy(() => ({
    args: z.strictObject({
      accountId: AccountId.optional(),
      memorialId: MemorialId,
      memorialName: z.string().max(300).nullable().optional(),
      eventId: z.number().int().positive().optional(),
    }),
    result: SavedFile.extend({ events: z.number().int() }),
  })),
} as const;
