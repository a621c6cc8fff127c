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
 *
 * What the person is looking at comes first (issue 28): while a memorial's queue is on screen and
 * the window is in front (`watch`), that memorial is looked at every WATCH_EVERY_MS, even while the
 * person is deciding; the rest of the sweep works around it with what is left of the allowance
 * (which, while a queue is watched, takes the one request a minute otherwise left for counts: the
 * background share, six of the family's twenty). With the combined inbox on screen, every memorial
 * is what the person looks at. The sweep's reads go ahead of the rest of the background work and
 * are not held back by the person's own reads (the scheduler's `first`), within background's own
 * share; the person's changes still go first: the scheduler sends them before any read.
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
  /** `watched`: the memorial is on the person's screen. */
  readPending: (accountId: string, memorialId: number, watched: boolean, asked?: boolean) => Promise<CallAnswer<typeof operations.listContributions>>;
  /**
   * Whether the person's own changes are on their way for this account: the sweep then steps
   * aside (their decisions need every request the budget allows) and looks again afterwards.
   */
  personBusy?: (accountId: string) => boolean;
  /** Requests a minute the sweep may use per account (a part of the background share). */
  allowancePerMinute: (accountId: string) => number;
  /** The same while the person watches a queue. Default: one more than `allowancePerMinute`. */
  watchedAllowancePerMinute?: (accountId: string) => number;
  onChange: (state: InboxState) => void;
  /** Tributes that were not there at the last look (never on the first look at a memorial). */
  onNew: (found: NewTributes) => void;
  /** Shortest time between two looks at one memorial. Default 15 s. */
  minRoundMs?: number;
  /** Rounds between two readings of the list of memorials. Default 10. */
  memorialsEvery?: number;
  /** How often the memorial on the person's screen is looked at. Default WATCH_EVERY_MS. */
  watchEveryMs?: number;
}

/** How often the queue on the person's screen is looked at: a new tribute shows within about this long. */
export const WATCH_EVERY_MS = 15_000;

/**
 * Whether the person's changes of an account are ready to go (or going): unfinished, and neither
 * held for Undo nor parked for a pause of their own. Those held need no request yet.
 */
export function personChangesReady(
  entries: readonly { accountId: string; state: string; holdUntil: string | null; waiting: { reason: string } | null }[],
  accountId: string,
  now: number,
): boolean {
  return entries.some(
    (entry) =>
      entry.accountId === accountId &&
      (entry.state === 'sending' ||
        entry.state === 'checking' ||
        (entry.state === 'queued' && entry.waiting?.reason !== 'wording' && entry.waiting?.reason !== 'signed-out')) &&
      (entry.holdUntil === null || Date.parse(entry.holdUntil) <= now),
  );
}

/** What the person is looking at: one memorial's queue, the combined inbox (`all`), or nothing of the sweep's. */
export type Watched = number | 'all' | null;

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
  watched: Watched;
  /** When each memorial was last asked about (tried, answered or not), and last answered. */
  triedAt: Map<number, number>;
  lookedAt: Map<number, number>;
  /** When the sweep may next look at a memorial not on screen, or read the list of memorials. */
  othersAt: number;
  /** When the round now going began: it is complete once every memorial was answered since. */
  roundFrom: number;
}

export class InboxSweep {
  private readonly sweeps = new Map<string, AccountSweep>();
  private closed = false;
  private readonly minRoundMs: number;
  private readonly memorialsEvery: number;
  private readonly watchEveryMs: number;

  constructor(private readonly options: InboxSweepOptions) {
    this.minRoundMs = options.minRoundMs ?? 15_000;
    this.memorialsEvery = options.memorialsEvery ?? 10;
    this.watchEveryMs = options.watchEveryMs ?? WATCH_EVERY_MS;
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
      const sweep: AccountSweep = {
        memorials: new Map(),
        order: [],
        next: 0,
        roundsUntilMemorials: 0,
        completeAt: null,
        timer: null,
        busy: false,
        watched: null,
        triedAt: new Map(),
        lookedAt: new Map(),
        othersAt: 0,
        roundFrom: 0,
      };
      this.sweeps.set(id, sweep);
      this.schedule(id, sweep, 0);
    }
    this.changed();
  }

  /**
   * What the person is looking at now, for one account: a memorial's queue, the combined inbox
   * (`all`), or nothing (another screen, the window behind others or minimised). A queue that comes
   * on screen is looked at at once unless it was a moment ago.
   */
  watch(accountId: string, watched: Watched): void {
    const sweep = this.sweeps.get(accountId);
    if (!sweep || sweep.watched === watched) return;
    sweep.watched = watched;
    if (watched === 'all') sweep.othersAt = Math.min(sweep.othersAt, this.options.clock.now());
    if (!sweep.busy) this.schedule(accountId, sweep, 0);
  }

  /**
   * The person asked to check now (Check now on the combined inbox): every memorial is asked at
   * once, as the person asks (`asked`), beside whatever look is going. Resolves with whether every
   * one answered; never rejects.
   */
  async checkNow(accountId: string): Promise<boolean> {
    const sweep = this.sweeps.get(accountId);
    if (!sweep || this.closed) return false;
    try {
      if (sweep.order.length === 0) await this.readMemorials(accountId, sweep);
    } catch {
      return false;
    }
    const looks = await Promise.allSettled(sweep.order.map((id) => this.lookAt(accountId, sweep, id, true, true)));
    return looks.every((look) => look.status === 'fulfilled');
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

  /** The memorial on the person's screen, if it is one the sweep looks at. */
  private watchedMemorial(sweep: AccountSweep): number | null {
    return typeof sweep.watched === 'number' && sweep.order.includes(sweep.watched) ? sweep.watched : null;
  }

  /**
   * The wait between two looks at memorials not on the person's screen, planned from the account's
   * allowance and its number of memorials: with a queue watched, what its looks leave of the allowance.
   */
  private pace(accountId: string, sweep: AccountSweep): number {
    const watched = this.watchedMemorial(sweep);
    const allowance = Math.max(1, sweep.watched === null ? this.options.allowancePerMinute(accountId) : this.watchedAllowance(accountId));
    if (watched === null) {
      const count = Math.max(1, sweep.order.length);
      const round = Math.max(this.minRoundMs, (count / allowance) * 60_000);
      return Math.round(round / count);
    }
    const left = Math.max(1, allowance - 60_000 / this.watchEveryMs);
    const others = Math.max(1, sweep.order.length - 1);
    return Math.round(Math.max(this.minRoundMs / others, 60_000 / left));
  }

  private watchedAllowance(accountId: string): number {
    return this.options.watchedAllowancePerMinute?.(accountId) ?? this.options.allowancePerMinute(accountId) + 1;
  }

  private schedule(accountId: string, sweep: AccountSweep, delayMs: number): void {
    if (this.closed) return;
    if (sweep.timer) this.options.clock.clearTimeout(sweep.timer);
    sweep.timer = this.options.clock.setTimeout(() => {
      sweep.timer = null;
      void this.tick(accountId, sweep);
    }, delayMs);
  }

  /** Until the next look is due: at the memorial on screen, or at the others. */
  private scheduleNext(accountId: string, sweep: AccountSweep): void {
    if (this.sweeps.get(accountId) !== sweep) return;
    const now = this.options.clock.now();
    const watched = this.watchedMemorial(sweep);
    const watchedAt = watched === null ? Number.POSITIVE_INFINITY : (sweep.triedAt.get(watched) ?? Number.NEGATIVE_INFINITY) + this.watchEveryMs;
    this.schedule(accountId, sweep, Math.max(0, Math.min(watchedAt, sweep.othersAt) - now));
  }

  private async tick(accountId: string, sweep: AccountSweep): Promise<void> {
    if (this.closed || this.sweeps.get(accountId) !== sweep || sweep.busy) return;
    const now = this.options.clock.now();
    // What is on the person's screen, when due, whatever else is going on.
    const watched = this.watchedMemorial(sweep);
    if (watched !== null && now >= (sweep.triedAt.get(watched) ?? Number.NEGATIVE_INFINITY) + this.watchEveryMs) {
      await this.look(accountId, sweep, () => this.lookAt(accountId, sweep, watched, true));
      this.scheduleNext(accountId, sweep);
      return;
    }
    if (now < sweep.othersAt) return this.scheduleNext(accountId, sweep);
    if (this.options.personBusy?.(accountId)) {
      sweep.othersAt = now + this.pace(accountId, sweep);
      return this.scheduleNext(accountId, sweep);
    }
    const other = this.nextOther(sweep);
    if (other === null && sweep.roundsUntilMemorials > 0 && sweep.order.length > 0) {
      // Only the memorial on screen: nothing else to look at until the list of memorials is due.
      sweep.othersAt = now + this.pace(accountId, sweep);
      return this.scheduleNext(accountId, sweep);
    }
    const answered = await this.look(accountId, sweep, () =>
      sweep.roundsUntilMemorials <= 0 || sweep.order.length === 0 || other === null
        ? this.readMemorials(accountId, sweep)
        : this.lookAt(accountId, sweep, other, sweep.watched === 'all'),
    );
    // The first round goes straight through while the service answers (a few requests, once), so
    // the inbox is whole soon after the app opens; after that, the planned pace.
    const straight = answered && sweep.completeAt === null;
    sweep.othersAt = straight ? this.options.clock.now() : this.options.clock.now() + this.pace(accountId, sweep);
    this.scheduleNext(accountId, sweep);
  }

  /**
   * One look, never two at once. A look that could not go (offline, paused, a background request
   * skipped) is tried again at the planned pace (never straight away, which would spin offline).
   */
  private async look(accountId: string, sweep: AccountSweep, what: () => Promise<void>): Promise<boolean> {
    sweep.busy = true;
    try {
      await what();
      return true;
    } catch {
      return false;
    } finally {
      sweep.busy = false;
    }
  }

  /** The next memorial in turn that is not the one on screen (that one has its own pace); null when there is none. */
  private nextOther(sweep: AccountSweep): number | null {
    const watched = this.watchedMemorial(sweep);
    for (let i = 0; i < sweep.order.length; i++) {
      const id = sweep.order[sweep.next % sweep.order.length]!;
      if (id !== watched) return id;
      sweep.next = (sweep.next + 1) % sweep.order.length;
    }
    return null;
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

  private async lookAt(accountId: string, sweep: AccountSweep, memorialId: number, watched: boolean, asked = false): Promise<void> {
    const seen = sweep.memorials.get(memorialId);
    if (!seen) return;
    const triedAt = this.options.clock.now();
    sweep.triedAt.set(memorialId, triedAt);
    if (sweep.order[sweep.next % sweep.order.length] === memorialId) sweep.next = (sweep.next + 1) % sweep.order.length;
    const answer = await this.options.readPending(accountId, memorialId, watched, asked);
    sweep.roundsUntilMemorials--;
    sweep.lookedAt.set(memorialId, triedAt);
    const tributes: Contribution[] = answer.data.data;
    const ids = new Set(tributes.map((tribute) => tribute.id));
    const known = seen.known;
    const fresh = known === null ? [] : tributes.filter((tribute) => !known.has(tribute.id) && (tribute.created_at ?? '') > seen.newestSeen);
    seen.known = ids;
    for (const tribute of tributes) if ((tribute.created_at ?? '') > seen.newestSeen) seen.newestSeen = tribute.created_at ?? '';
    seen.entry = { memorialId, name: seen.name, pending: answer.data.meta.total, tributes, checkedAt: new Date(this.options.clock.now()).toISOString() };
    // A round is whole once every memorial was answered since it began.
    if (sweep.order.every((id) => (sweep.lookedAt.get(id) ?? -1) >= sweep.roundFrom)) {
      sweep.completeAt = new Date(this.options.clock.now()).toISOString();
      sweep.roundFrom = this.options.clock.now() + 1;
    }
    this.changed();
    if (fresh.length > 0) this.options.onNew({ accountId, memorialId, memorialName: seen.name, count: fresh.length, pending: answer.data.meta.total });
  }

  private changed(): void {
    this.options.onChange(this.state());
  }
}
