/**
 * The inbox sweep: tributes waiting for approval on every memorial of every signed-in family
 * account, found within a minute of being written, without spending the person's budget.
 *
 * One sweep per account walks its memorials one at a time (GET .../contributions?status=pending),
 * as background requests (the person's own actions always go first, and the scheduler keeps every
 * background request within its share of the 20 a minute). The pace is planned from that share:
 * with M memorials and a sweep allowance of A requests a minute, each memorial is asked about once
 * every max(MIN_ROUND, M / A minutes) (the first round goes straight through, so the inbox is whole
 * soon after the start); the list of memorials itself is read again every few rounds.
 * A round that could not go (offline, paused by the service, a background request skipped) is
 * simply tried again at the next tick.
 */
import type { operations } from '../../../shared/api';
import type { Contribution } from '../../../shared/api/contributions';
import type { AccountInbox, InboxMemorial, InboxState, NewTributes } from '../../../shared/bridge/moderation';
import type { CallAnswer } from '../../service/client';
import type { Clock, TimerHandle } from '../../clock';

export interface InboxSweepOptions {
  clock: Clock;
  /** The signed-in family accounts now. */
  accounts: () => readonly string[];
  /** A background read for an account (its scheduler's background lane). */
  readMemorials: (accountId: string) => Promise<CallAnswer<typeof operations.listMyMemorials>>;
  readPending: (accountId: string, memorialId: number) => Promise<CallAnswer<typeof operations.listContributions>>;
  /**
   * Whether the person's own changes are on their way for this account: the sweep then steps
   * aside (their decisions need every request the budget allows) and looks again afterwards.
   */
  personBusy?: (accountId: string) => boolean;
  /** Requests a minute the sweep may use per account (a part of the background share). */
  allowancePerMinute: (accountId: string) => number;
  onChange: (state: InboxState) => void;
  /** Tributes that were not there at the last look (never on the first look at a memorial). */
  onNew: (found: NewTributes) => void;
  /** Shortest time between two looks at one memorial. Default 15 s. */
  minRoundMs?: number;
  /** Rounds between two readings of the list of memorials. Default 10. */
  memorialsEvery?: number;
}

interface MemorialSeen {
  name: string | null;
  /** Ids of the waiting tributes at the last look; null before the first. */
  known: Set<number> | null;
  /**
   * The newest `created_at` seen waiting so far: a tribute is new only when written after it, so a
   * tribute the person restores, or one that waited before, is never announced as new.
   */
  newestSeen: string;
  entry: InboxMemorial | null;
}

interface AccountSweep {
  memorials: Map<number, MemorialSeen>;
  order: number[];
  next: number;
  roundsUntilMemorials: number;
  completeAt: string | null;
  timer: TimerHandle | null;
  busy: boolean;
}

export class InboxSweep {
  private readonly sweeps = new Map<string, AccountSweep>();
  private closed = false;
  private readonly minRoundMs: number;
  private readonly memorialsEvery: number;

  constructor(private readonly options: InboxSweepOptions) {
    this.minRoundMs = options.minRoundMs ?? 15_000;
    this.memorialsEvery = options.memorialsEvery ?? 10;
  }

  /** Starts sweeping the accounts signed in now, and stops those signed out. Call on every change of the accounts. */
  sync(): void {
    if (this.closed) return;
    const wanted = new Set(this.options.accounts());
    for (const [id, sweep] of this.sweeps) {
      if (wanted.has(id)) continue;
      if (sweep.timer) this.options.clock.clearTimeout(sweep.timer);
      this.sweeps.delete(id);
    }
    for (const id of wanted) {
      if (this.sweeps.has(id)) continue;
      const sweep: AccountSweep = { memorials: new Map(), order: [], next: 0, roundsUntilMemorials: 0, completeAt: null, timer: null, busy: false };
      this.sweeps.set(id, sweep);
      this.schedule(id, sweep, 0);
    }
    this.changed();
  }

  /** Looks at one memorial (or the whole account) again soon, ahead of the plan: a change ended there. */
  soon(accountId: string): void {
    const sweep = this.sweeps.get(accountId);
    if (!sweep || sweep.busy) return;
    this.schedule(accountId, sweep, 0);
  }

  state(): InboxState {
    return { accounts: [...this.sweeps.entries()].map(([accountId, sweep]) => this.inboxOf(accountId, sweep)) };
  }

  close(): void {
    this.closed = true;
    for (const sweep of this.sweeps.values()) if (sweep.timer) this.options.clock.clearTimeout(sweep.timer);
    this.sweeps.clear();
  }

  // -------------------------------------------------------------------------------------------

  private inboxOf(accountId: string, sweep: AccountSweep): AccountInbox {
    const memorials = sweep.order.map((id) => sweep.memorials.get(id)?.entry).filter((entry): entry is InboxMemorial => Boolean(entry));
    return { accountId, memorials, completeAt: sweep.completeAt };
  }

  /** The wait between two looks, planned from the account's allowance and its number of memorials. */
  private pace(accountId: string, sweep: AccountSweep): number {
    const allowance = Math.max(1, this.options.allowancePerMinute(accountId));
    const count = Math.max(1, sweep.order.length);
    const round = Math.max(this.minRoundMs, (count / allowance) * 60_000);
    return Math.round(round / count);
  }

  private schedule(accountId: string, sweep: AccountSweep, delayMs: number): void {
    if (this.closed) return;
    if (sweep.timer) this.options.clock.clearTimeout(sweep.timer);
    sweep.timer = this.options.clock.setTimeout(() => {
      sweep.timer = null;
      void this.tick(accountId, sweep);
    }, delayMs);
  }

  private async tick(accountId: string, sweep: AccountSweep): Promise<void> {
    if (this.closed || this.sweeps.get(accountId) !== sweep || sweep.busy) return;
    if (this.options.personBusy?.(accountId)) {
      this.schedule(accountId, sweep, this.pace(accountId, sweep));
      return;
    }
    sweep.busy = true;
    let answered = true;
    try {
      if (sweep.roundsUntilMemorials <= 0 || sweep.order.length === 0) await this.readMemorials(accountId, sweep);
      else await this.lookAtNext(accountId, sweep);
    } catch {
      // Offline, paused, or a background request skipped to keep the budget: the next tick tries
      // again, at the planned pace (never straight away, which would spin while offline).
      answered = false;
    } finally {
      sweep.busy = false;
    }
    // The first round goes straight through while the service answers (a few requests, once), so
    // the inbox is whole soon after the app opens; after that, the planned pace.
    const straight = answered && sweep.completeAt === null;
    if (this.sweeps.get(accountId) === sweep) this.schedule(accountId, sweep, straight ? 0 : this.pace(accountId, sweep));
  }

  private async readMemorials(accountId: string, sweep: AccountSweep): Promise<void> {
    const answer = await this.options.readMemorials(accountId);
    const live = answer.data.data.filter((memorial) => !memorial.is_deleted);
    sweep.order = live.map((memorial) => memorial.id);
    for (const memorial of live) {
      const seen = sweep.memorials.get(memorial.id);
      if (seen) seen.name = memorial.deceased_name;
      else sweep.memorials.set(memorial.id, { name: memorial.deceased_name, known: null, newestSeen: '', entry: null });
    }
    for (const id of [...sweep.memorials.keys()]) if (!sweep.order.includes(id)) sweep.memorials.delete(id);
    sweep.roundsUntilMemorials = this.memorialsEvery * Math.max(1, sweep.order.length);
    sweep.next = 0;
    if (sweep.order.length === 0) {
      sweep.completeAt = new Date(this.options.clock.now()).toISOString();
      this.changed();
    }
  }

  private async lookAtNext(accountId: string, sweep: AccountSweep): Promise<void> {
    const memorialId = sweep.order[sweep.next % sweep.order.length]!;
    const seen = sweep.memorials.get(memorialId)!;
    const answer = await this.options.readPending(accountId, memorialId);
    sweep.roundsUntilMemorials--;
    sweep.next = (sweep.next + 1) % sweep.order.length;
    const tributes: Contribution[] = answer.data.data;
    const ids = new Set(tributes.map((tribute) => tribute.id));
    const known = seen.known;
    const fresh = known === null ? [] : tributes.filter((tribute) => !known.has(tribute.id) && (tribute.created_at ?? '') > seen.newestSeen);
    seen.known = ids;
    for (const tribute of tributes) if ((tribute.created_at ?? '') > seen.newestSeen) seen.newestSeen = tribute.created_at ?? '';
    seen.entry = { memorialId, name: seen.name, pending: answer.data.meta.total, tributes, checkedAt: new Date(this.options.clock.now()).toISOString() };
    if (sweep.next === 0) sweep.completeAt = new Date(this.options.clock.now()).toISOString();
    this.changed();
    if (fresh.length > 0) this.options.onNew({ accountId, memorialId, memorialName: seen.name, count: fresh.length, pending: answer.data.meta.total });
  }

  private changed(): void {
    this.options.onChange(this.state());
  }
}
