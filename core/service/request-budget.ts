/**
 * Each token's recent requests and learned pace, kept so the budget survives a restart: a row per
 * account in state.sqlite's `budgets` table (core/store/state.ts). The service counts a request
 * for a minute after it arrives; an app that quit and started again within that minute would
 * otherwise believe the whole budget free and send up to its limit on top of what the service
 * still counts (the fault soak met this: 429s from the service right after each restart). The
 * learned pace (shared-pace.ts) rides in the same row, so a restart does not start again at full
 * speed into a busy office.
 *
 * Read once, at start, before the first scheduler is made (`RequestBudgets.open`, async); from
 * then on each scheduler reads its own budget from memory and writes it before each request
 * (its slot taken) and after (its answer), synchronously as far as the scheduler can tell: `save`
 * hands the row to the Store and returns. The Store runs what it is asked in the order asked, one
 * at a time, so the rows are written in call order, and a write not yet begun takes the latest
 * budget (writes asked for meanwhile become one). Why that still guards the restart:
 *
 * - A person's change: its request waits for the outbox's `sending` transaction (outbox.ts), which
 *   the Store runs after this write, since the slot was taken (and this write asked for) before
 *   the change's turn began. The budget is committed before a change leaves, on every engine.
 * - Anything else on node:sqlite (the desktop, browser mode): the engine runs a statement at once,
 *   synchronously, when the Store's queue reaches it, and that queue is only ever a few microtasks
 *   deep there (every statement ahead of it is synchronous too). The row is committed within the
 *   same turn of the event loop that dispatched the request, microseconds later, in practice
 *   before the request's bytes leave (the client's chain of promises and the socket's I/O come
 *   after). A kill in those microseconds forgets at most that turn's requests.
 * - On the phone the engine queues the statement (a message to the native plugin or to the
 *   database's worker), so a read may leave a few milliseconds before its slot is on the disk. An
 *   app killed in those milliseconds and started again within the minute may send one request
 *   more than the service still counts: a 429, waited out like any other.
 *
 * The file is synchronous = FULL, so each write also reaches the disk; before, the budget was a
 * file written without a sync, which guarded against the app ending, not the machine.
 *
 * Versions before the Store kept one file per account (`request-budget/<account>.json`); the first
 * start of this one carries each into the table once (importOnce), then renames it aside.
 */
import { z } from 'zod';
import type { Clock } from '../clock';
import type { Files } from '../ports';
import { importOnce } from '../store/state';
import type { Store } from '../store/store';
import type { PaceState } from './shared-pace';
import type { KeptSlot } from './slot-window';
import { lazy } from '../../shared/api/lazy';

export interface SavedBudget {
  slots: KeptSlot[];
  /** A Retry-After in force: no request before this time. */
  pausedUntil: number | null;
  /** The pace this desk learned from 429s it did not cause (shared-pace.ts); absent until it learns one. */
  pace?: PaceState | null;
}

/** One token's budget as its scheduler keeps it: read when the scheduler is made, written before and after each request. */
export interface BudgetKeeper {
  /** What still counts now of what was last kept (`budgetAsOf`); an empty budget when nothing was. */
  load(now: number, holdMs: number): SavedBudget;
  /** Keeps the budget; returns at once (the Store writes it in call order). */
  save(budget: SavedBudget): void;
}

/** A row's record, and an older version's file: the same shape. */
const Stored = lazy(() =>
  z.strictObject({
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
  }),
);

/** Where versions before the Store kept each account's budget. */
export const OLD_BUDGET_FOLDER = 'request-budget';

/** A saved pause longer than this is taken as a clock that jumped, not the service's word. */
const MAX_PAUSE_MS = 15 * 60 * 1000;

const EMPTY: SavedBudget = { slots: [], pausedUntil: null, pace: null };

/**
 * What still counts now of a kept budget. A request that was on the wire when the last run ended
 * is taken as answered now (it settled at the latest then); times in the future (a clock set back)
 * count as now; a pause longer than a clock's jump allows is cut short.
 */
export function budgetAsOf(kept: SavedBudget | null, now: number, holdMs: number): SavedBudget {
  if (!kept) return { ...EMPTY };
  const slots = kept.slots
    .map((s) => ({ sentAt: Math.min(s.sentAt, now), answeredAt: Math.min(s.answeredAt ?? now, now) }))
    .filter((s) => s.answeredAt + holdMs > now);
  const pausedUntil = kept.pausedUntil !== null && kept.pausedUntil > now ? Math.min(kept.pausedUntil, now + MAX_PAUSE_MS) : null;
  // A learned pace from a clock in the future is taken as learned now.
  const pace = kept.pace ? { ...kept.pace, since: Math.min(kept.pace.since, now) } : null;
  return { slots, pausedUntil, pace };
}

/** Every account's budget: loaded at start, written through the state Store. */
export class RequestBudgets {
  /** Each account's budget as last kept (what the table holds, and what is on its way there). */
  private readonly kept = new Map<string, SavedBudget>();
  /** Accounts whose row is asked for and not yet begun: that write takes the latest budget. */
  private readonly asked = new Set<string>();
  private warned = false;

  private constructor(private readonly state: Store) {}

  /** Reads every account's budget (after carrying an older version's files across once). */
  static async open(state: Store, options: { clock: Clock; files?: Files }): Promise<RequestBudgets> {
    const budgets = new RequestBudgets(state);
    if (options.files) await carryOldFiles(state, options.files, options.clock);
    for (const row of await state.query<{ account_id: string; record: string }>('SELECT account_id, record FROM budgets')) {
      const budget = readBudget(row.record);
      // One that cannot be read is an empty budget, written afresh at its first request.
      if (budget) budgets.kept.set(row.account_id, budget);
    }
    return budgets;
  }

  /** The account's budget, for its scheduler. */
  for(accountId: string): BudgetKeeper {
    return {
      load: (now, holdMs) => budgetAsOf(this.kept.get(accountId) ?? null, now, holdMs),
      save: (budget) => this.save(accountId, budget),
    };
  }

  private save(accountId: string, budget: SavedBudget): void {
    this.kept.set(accountId, budget);
    if (this.asked.has(accountId)) return;
    this.asked.add(accountId);
    this.state
      .transaction(async (tx) => {
        // Begun: what is asked from now on is another write, after this one.
        this.asked.delete(accountId);
        const latest = this.kept.get(accountId)!;
        await tx.run('INSERT INTO budgets (account_id, record) VALUES (?, ?) ON CONFLICT (account_id) DO UPDATE SET record = excluded.record', [
          accountId,
          recordOf(latest),
        ]);
      })
      .catch((error: unknown) => {
        this.asked.delete(accountId);
        // The budget in memory still holds for this run; only a restart within the minute is unguarded.
        if (!this.warned) console.warn(`scheduler: could not keep the request budget (${error instanceof Error ? error.name : 'unknown error'})`);
        this.warned = true;
      });
  }
}

function recordOf(budget: SavedBudget): string {
  return JSON.stringify({
    version: 1,
    slots: budget.slots.map(({ sentAt, answeredAt }) => ({ sentAt, answeredAt })),
    pausedUntil: budget.pausedUntil,
    ...(budget.pace ? { pace: budget.pace } : {}),
  } satisfies z.input<typeof Stored>);
}

function readBudget(text: string): SavedBudget | null {
  try {
    const stored = Stored.parse(JSON.parse(text));
    return { slots: stored.slots, pausedUntil: stored.pausedUntil, pace: stored.pace ?? null };
  } catch {
    return null;
  }
}

/**
 * Carries `request-budget/<account>.json` of versions before the Store into the table, each once.
 * The file's name is its account's id (ids are UUIDs: nothing in them was replaced). A row already
 * there is newer than the file, and stays.
 */
async function carryOldFiles(state: Store, files: Files, clock: Clock): Promise<void> {
  const names = await files.list(files.join(files.dataFolder, OLD_BUDGET_FOLDER));
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    await importOnce(state, files, clock, `${OLD_BUDGET_FOLDER}/${name}`, async (text, tx) => {
      const stored = Stored.parse(JSON.parse(text));
      await tx.run('INSERT INTO budgets (account_id, record) VALUES (?, ?) ON CONFLICT (account_id) DO NOTHING', [
        name.slice(0, -'.json'.length),
        JSON.stringify(stored),
      ]);
    });
  }
}
