/**
 * A token's recent requests, kept on disk so the budget survives a restart. The service counts a
 * request for a minute after it arrives; an app that quit and started again within that minute
 * would otherwise believe the whole budget free and send up to its limit on top of what the
 * service still counts (the fault soak met this: 429s from the service right after each restart).
 *
 * Written synchronously before a request goes out: the file is a few hundred bytes, written at
 * most once or twice per request (20 to 50 a minute), and a write that could still be pending when
 * the app is killed would forget exactly the request it was about. No fsync: this guards against
 * the app ending, not the machine; a machine that lost power takes more than a minute to come back.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { writeWholeSync } from '../files/atomic-file';
import type { PaceState } from './shared-pace';

export interface BudgetSlot {
  sentAt: number;
  /** Null while the request is on the wire. */
  answeredAt: number | null;
}

export interface SavedBudget {
  slots: BudgetSlot[];
  /** A Retry-After in force: no request before this time. */
  pausedUntil: number | null;
  /** The pace this desk learned from 429s it did not cause (shared-pace.ts); absent until it learns one. */
  pace?: PaceState | null;
}

const Stored = z.strictObject({
  version: z.literal(1),
  slots: z.array(z.strictObject({ sentAt: z.number(), answeredAt: z.number().nullable() })).max(1_000),
  pausedUntil: z.number().nullable(),
  pace: z
    .strictObject({
      background: z.number().int().min(0),
      since: z.number(),
      cutUntil: z.number().nullable(),
      steady: z.number().int().min(0).nullable().optional(),
      growFrom: z.number().nullable().optional(),
    })
    .nullable()
    .optional(),
});

/** A saved pause longer than this is taken as a clock that jumped, not the service's word. */
const MAX_PAUSE_MS = 15 * 60 * 1000;

/**
 * What still counts now. A request that was on the wire when the last run ended is taken as
 * answered now (it settled at the latest then); times in the future (a clock set back) count as
 * now. A missing or unreadable file is an empty budget.
 */
export function loadBudget(file: string, now: number, holdMs: number): SavedBudget {
  let stored: z.infer<typeof Stored>;
  try {
    stored = Stored.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { slots: [], pausedUntil: null, pace: null };
  }
  const slots = stored.slots
    .map((s) => ({ sentAt: Math.min(s.sentAt, now), answeredAt: Math.min(s.answeredAt ?? now, now) }))
    .filter((s) => s.answeredAt + holdMs > now);
  const pausedUntil = stored.pausedUntil !== null && stored.pausedUntil > now ? Math.min(stored.pausedUntil, now + MAX_PAUSE_MS) : null;
  // A learned pace from a clock in the future is taken as learned now.
  const pace = stored.pace ? { ...stored.pace, since: Math.min(stored.pace.since, now) } : null;
  return { slots, pausedUntil, pace };
}

/** Replaces the file (never half written). Owner-only. Throws on a disk error. */
export function saveBudget(file: string, budget: SavedBudget): void {
  writeWholeSync(file, JSON.stringify({ version: 1, ...budget } satisfies z.input<typeof Stored>));
}
