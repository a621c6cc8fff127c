/**
 * Visits: the service gives counts only as of now, so the core writes them down once a day (and
 * whenever the Visits screen opens) and keeps the history on this computer.
 */
import { z } from 'zod';
import { VisitCounts } from '../api/memorials';
import { ForMemorial } from './ids';
import { lazy } from '../api/lazy';

/** One day of the local visit history: the service's counts as read that day (the latest reading of it). */
export const VisitDay = lazy(() =>
  z.strictObject({
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
  }),
);
export type VisitDay = z.infer<typeof VisitDay>;

export const VisitHistory = lazy(() => z.strictObject({ history: z.array(VisitDay) }));

export const VISITS_OPERATIONS = {
  /** Reads the memorial's visit counts now (the person's request), records them, and returns both. */
  'visits.read': lazy(() => ({ args: ForMemorial, result: VisitHistory.extend({ counts: VisitCounts }) })),
  /** The local visit history only: works offline. */
  'visits.history': { args: ForMemorial, result: VisitHistory },
} as const;
