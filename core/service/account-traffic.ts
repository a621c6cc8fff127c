/**
 * Every account's traffic to the service: one Scheduler per account (so per token), made when the
 * account first calls, with its budget, lanes and offline pause; each call takes the account's
 * token through it. What the connection looks like to the status line is read here too.
 */
import { operations, type AnyOperation } from '../../shared/api';
import { LIMITS } from '../../shared/limits';
import type { Accounts } from '../accounts/accounts';
import { LocalError, ServiceError, type CallAnswer, type CallInput, type ServiceClient } from './client';
import type { Clock } from '../clock';
import type { RequestBudgets } from './request-budget';
import { Scheduler, type Lane, type SchedulerState } from './scheduler';
import { BUSINESS_PACE } from './shared-pace';
import { say } from '../../shared/i18n/words';
import { SERVICE_WORDS } from './service-words';

export interface AccountTrafficOptions {
  /** Every account's request budget, read before the first scheduler is made (request-budget.ts). */
  budgets: RequestBudgets;
  clock: Clock;
  client: ServiceClient;
  accounts: Pick<Accounts, 'get' | 'credentialsFor' | 'rejected'>;
  /** The service answers the account again after it could not be reached. */
  onBackOnline(accountId: string): void;
  /** Any account's scheduler changed (the status line may read differently). */
  onChange(): void;
}

export interface CallRun {
  lane: Lane;
  key?: string;
  whenOffline: 'wait' | 'fail';
  /** Background only: what the person waits to see (the inbox sweep), ahead of the rest (RunOptions.first). */
  first?: boolean;
  /** Runs just before the request leaves (the outbox writes the change as `sending`). */
  onSend?: () => void | Promise<void>;
}

/** The connection as the status line tells it (times in ms since the epoch). */
export interface Connection {
  /** Null while nothing was heard from the service in this run. */
  online: boolean | null;
  offlineSince: number | null;
  /**
   * Not online, and no account's request was answered since the app started: the service has not
   * been reached in this run at all, so there is no short drop to wait out before saying so.
   */
  offlineSinceStart: boolean;
  rateLimitedUntil: number | null;
}

export class AccountTraffic {
  private readonly schedulers = new Map<string, Scheduler>();

  constructor(private readonly options: AccountTrafficOptions) {}

  /** The account's scheduler, made on first use. */
  schedulerFor(accountId: string): Scheduler {
    let scheduler = this.schedulers.get(accountId);
    if (scheduler) return scheduler;
    const { accounts, clock, client } = this.options;
    const kind = accounts.get(accountId)?.kind ?? 'personal';
    let wasOnline = true;
    // The first answer is timed only at a start (connectivity.ts `firstAnswerMs`): an account first
    // used once the service has answered another in this run meets a slow answer, not a network
    // that swallows requests, and is never called unreachable for it.
    const serviceAnswered = [...this.schedulers.values()].some((other) => other.state().answered);
    scheduler = new Scheduler({
      ...(serviceAnswered ? { firstAnswerMs: Number.POSITIVE_INFINITY } : {}),
      perMinute: LIMITS.rateLimitPerMinute[kind],
      // The whole budget: the service's limit is exact (a request is counted when it arrives, and
      // each slot is held until a minute after its answer), and a 429 from traffic we do not see
      // is waited out like any other. Keeping one spare would make 40 approvals take three minutes
      // of twenty, not two.
      spare: 0,
      // A family's changes (decisions, words, and its sends): its screens' reads leave them four of
      // the twenty, and its own background reads never hold more than six (sweeps, counts,
      // refreshes), however idle the person was a moment ago: a person who signs in and then
      // opens, creates, edits and decides five tributes within the minute needs the other
      // fourteen (the first-hour bench). A funeral home's desk queues no changes, and its sweeps
      // need their two thirds of fifty.
      ...(kind === 'personal' ? { reserve: 1 / 2, backgroundShare: 0.3, changeReserve: 0.2 } : {}),
      // What was sent in the last minute outlives a restart, so a restart never overspends.
      budget: this.options.budgets.for(accountId),
      // Other computers may share the token (several desks of one funeral home, a family's two
      // computers): learn this one's share from 429s it did not cause (shared-pace.ts). A funeral
      // home's desk starts cautious and holds what it learned (BUSINESS_PACE).
      pace: kind === 'business' ? BUSINESS_PACE : {},
      clock,
      probe: async () => {
        const credentials = accounts.credentialsFor(accountId);
        if (!credentials) throw signedOut();
        await client.call(operations.ping, {}, credentials.token, credentials.baseUrl);
      },
      onChange: (state) => {
        // Only the moment the service answers again wakes the outbox; every other change of the
        // scheduler leaves the outbox's own backoff alone.
        if (state.online && !wasOnline) this.options.onBackOnline(accountId);
        wasOnline = state.online;
        this.options.onChange();
      },
    });
    this.schedulers.set(accountId, scheduler);
    return scheduler;
  }

  /** The account's scheduler if it has one already (nothing is made for a question). */
  existing(accountId: string): Scheduler | undefined {
    return this.schedulers.get(accountId);
  }

  /** Sends one call for an account through its scheduler. */
  async call<O extends AnyOperation>(accountId: string, op: O, input: CallInput<O>, run: CallRun): Promise<CallAnswer<O>> {
    const { accounts, client } = this.options;
    // The token and its service's address are taken together, and travel together while the
    // request waits its turn: a service changed meanwhile never receives this token.
    const credentials = accounts.credentialsFor(accountId);
    if (!credentials) throw signedOut();
    try {
      return await this.schedulerFor(accountId).run(async () => {
        await run.onSend?.();
        return client.call(op, input, credentials.token, credentials.baseUrl);
      }, run);
    } catch (error) {
      // The service no longer accepts this sign-in: the account shows as signed out at once.
      if (error instanceof ServiceError && error.status === 401) await accounts.rejected(accountId);
      throw error;
    }
  }

  /**
   * Asks the service once whether it is there, if this signed-in account heard nothing from it yet
   * in this run (what was kept may be all a screen shows).
   */
  hearOnce(accountId: string): void {
    if (this.options.accounts.credentialsFor(accountId)) this.schedulerFor(accountId).hearOnce();
  }

  /** Asks the service again now for this signed-in account, when it is thought unreachable or nothing was asked yet. */
  checkNow(accountId: string | null): void {
    if (accountId && this.options.accounts.credentialsFor(accountId)) this.schedulerFor(accountId).checkNow();
  }

  /** When the account's changes may go, while the minute's limit holds them (ms since the epoch); null when they may go now. */
  changesWaitUntil(accountId: string): number | null {
    return this.schedulers.get(accountId)?.state().changesWaitUntil ?? null;
  }

  /**
   * The connection is this computer's: until the active account's own requests have said
   * anything, what another account's found stands for it (just switched, while offline).
   */
  connection(activeId: string | null): Connection {
    const states = [...this.schedulers.values()].map((s) => s.state());
    const own = activeId ? this.schedulers.get(activeId)?.state() : undefined;
    const state: SchedulerState | undefined = own?.heard ? own : (states.find((s) => s.heard) ?? own);
    return {
      // Never "online" on hope alone: only once the service answered in this run.
      online: state?.heard ? state.online : null,
      offlineSince: offlineSince(state, states),
      offlineSinceStart: state?.heard === true && !state.online && !states.some((s) => s.answered),
      rateLimitedUntil: state?.rateLimitedUntil ?? null,
    };
  }

  /** Stops the account's traffic: what waits in its scheduler fails. */
  close(accountId: string): void {
    this.schedulers.get(accountId)?.close();
    this.schedulers.delete(accountId);
  }

  /** Stops the traffic of every account but those (all of them without a list). */
  closeAll(except: ReadonlySet<string> = new Set()): void {
    for (const id of [...this.schedulers.keys()]) if (!except.has(id)) this.close(id);
  }
}

/** Since when this computer has not reached the service: the earliest any account found out. */
function offlineSince(state: SchedulerState | undefined, states: readonly SchedulerState[]): number | null {
  if (!state || state.online || state.offlineSince === null) return null;
  const since = Math.min(...states.flatMap((s) => (s.heard && !s.online && s.offlineSince !== null ? [s.offlineSince] : [])));
  return Number.isFinite(since) ? since : state.offlineSince;
}

function signedOut(): LocalError {
  return new LocalError('signed-out', say(SERVICE_WORDS.signedOut));
}
