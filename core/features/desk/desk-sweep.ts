/**
 * "Waiting on the family", built honestly: the API cannot list memorials by status, so the core pages
 * through all of an organization's memorials in the background and keeps what it found.
 *
 * - Every page goes through the account's scheduler in the BACKGROUND lane: it is sent only when
 *   none of the person's requests waits, within the share of the budget background work may use,
 *   and it is dropped (then asked again later) while a 429 holds the token back. The sweep adds a
 *   pause between pages too (`pageGapMs`), so a large organization's pass leaves most of each
 *   minute to the person searching at the counter. The scheduler's own count keeps the total
 *   under the service's limit whatever else is going on.
 * - A pass nobody waits for is spread over half the time its result stays fresh (`spreadShare`):
 *   a page every 10 s for 15 pages rather than all in the first minute. The desks of one funeral
 *   home share one token, and passes that come in bursts meet (the shared-token bench, an office of
 *   six desks and 15 pages: about one 429 every three desk-hours unspread, one in fifteen spread).
 * - A pass the person waits for (they asked, or there is nothing to show yet) goes as fast as the
 *   pause between pages allows, and its first page, the newest memorials, is read in the person's
 *   lane: a funeral home's desk may start with little background share (shared-pace.ts), and
 *   someone who just opened the list should not wait a minute for its first answer. The rest of it
 *   stays in the background: the whole pass as the person's would come in bursts of 15 a minute
 *   from every desk (the bench: dozens of 429s when six desks start together).
 * - A pass is pinned to the moment it began: after the first page it asks only for memorials
 *   created no later than the newest one it saw (`created_before`), so a memorial provisioned
 *   meanwhile cannot push others onto a later page and have them counted twice or missed.
 * - The result stays in memory with the time the last pass finished, which the screen says.
 *   A pass runs when someone asks and the last one is older than `staleMs`, or when the person
 *   asks for a fresh check; nothing runs on a timer of its own.
 *
 * The list's Memorial record carries no invitation number or expiry; those come from what this
 * computer's own provision and resend answers said (InvitationStore), matched to the list by the
 * web address name, or, before that is known, by name and the moment it was provisioned.
 */
import type { Memorial } from '../../../shared/api/business';
import type { DeskSweepState, DeskWaitingMemorial } from '../../../shared/bridge/desk';
import { toBridgeError } from '../../../shared/bridge/error';
import type { Clock, TimerHandle } from '../../clock';
import { isRateLimit, LocalError, OfflineError, ServiceError } from '../../service/client';
import type { InvitationStore, StoredInvitation } from './desk-invitations';
import { isWords, say, type Spoken } from '../../../shared/i18n/words';
import { DESK_CORE_WORDS } from './desk-core-words';

export interface SweepPage {
  data: Memorial[];
  pagination: { page: number; per_page: number; total: number; total_pages: number };
}

export interface SweepQuery {
  page: number;
  per_page: number;
  created_before?: string;
}

export interface DeskSweepOptions {
  clock: Clock;
  /** One page of the organization's list, sent through the account's scheduler in that lane. */
  listPage(accountId: string, query: SweepQuery, lane: 'person' | 'background'): Promise<SweepPage>;
  invitations: InvitationStore;
  onChange(state: DeskSweepState): void;
  /** Memorials a page (the API's most: 100). */
  pageSize?: number;
  /** The least pause between two pages of one pass. Default 4 s: at most 15 of the 50 a minute. */
  pageGapMs?: number;
  /** Share of `staleMs` a pass not asked for by the person spreads its pages over (a longer pause for fewer pages). Default a half. */
  spreadShare?: number;
  /** A pass older than this is repeated when someone asks. Default 5 minutes. */
  staleMs?: number;
  /** After a request the scheduler skipped or the service refused with a 429: the shortest wait. */
  retryMs?: number;
  /** How often one page may be skipped before the pass gives up for now. */
  maxRetries?: number;
}

interface Pass {
  /** Every memorial the last complete pass saw, by web address name. */
  memorials: Map<string, Memorial>;
  /** Its created_before: memorials provisioned later were not looked at. */
  anchor: string | null;
  completeAt: number;
}

interface AccountSweep {
  last: Pass | null;
  checking: { page: number; pages: number | null; startedAt: string } | null;
  problem: Spoken | null;
  running: boolean;
}

type Outcome = { page: SweepPage } | { problem: Spoken | string } | { stopped: true };

export class DeskSweep {
  private readonly sweeps = new Map<string, AccountSweep>();
  private readonly timers = new Set<{ handle: TimerHandle; wake: () => void }>();
  private readonly pageSize: number;
  private readonly pageGapMs: number;
  private readonly spreadShare: number;
  private readonly staleMs: number;
  private readonly retryMs: number;
  private readonly maxRetries: number;
  private closed = false;

  constructor(private readonly options: DeskSweepOptions) {
    this.pageSize = options.pageSize ?? 100;
    this.pageGapMs = options.pageGapMs ?? 4_000;
    this.spreadShare = options.spreadShare ?? 0.5;
    this.staleMs = options.staleMs ?? 5 * 60_000;
    this.retryMs = options.retryMs ?? 10_000;
    this.maxRetries = options.maxRetries ?? 30;
  }

  /** Starts a pass unless one is running or the last is recent (`force`: the person asked). */
  request(accountId: string, force = false): void {
    if (this.closed) return;
    const sweep = this.sweepOf(accountId);
    if (sweep.running) return;
    if (!force && sweep.last && this.options.clock.now() - sweep.last.completeAt < this.staleMs) return;
    sweep.running = true;
    // The person waits for a pass they asked for, or for the first (nothing to show yet): no spreading.
    void this.pass(accountId, sweep, force || sweep.last === null).finally(() => {
      sweep.running = false;
    });
  }

  state(accountId: string): DeskSweepState {
    const sweep = this.sweepOf(accountId);
    const seen = sweep.last ? [...sweep.last.memorials.values()] : [];
    const count = (status: Memorial['status']) => seen.filter((m) => m.status === status).length;
    return {
      accountId,
      waiting: this.waiting(accountId, sweep),
      counts: sweep.last ? { total: seen.length, awaitingFamily: count('awaiting_family'), inProgress: count('in_progress'), live: count('live') } : null,
      completeAt: sweep.last ? new Date(sweep.last.completeAt).toISOString() : null,
      checking: sweep.checking ? { ...sweep.checking } : null,
      problem: sweep.problem?.message ?? null,
      ...(sweep.problem ? { problemWords: sweep.problem.words } : {}),
    };
  }

  /** Every memorial's name, by web address name and (once live) id, as the last pass saw them. */
  names(accountId: string): { names: { slug: string; id: number | null; name: string | null }[]; completeAt: string | null } {
    const last = this.sweeps.get(accountId)?.last ?? null;
    return {
      names: last ? [...last.memorials.values()].map((m) => ({ slug: m.slug, id: m.id, name: m.deceased_name })) : [],
      completeAt: last ? new Date(last.completeAt).toISOString() : null,
    };
  }

  /** One memorial as the last complete pass saw it, by web address name (for the waiting list's spreadsheet). */
  memorial(accountId: string, slug: string): Memorial | undefined {
    return this.sweeps.get(accountId)?.last?.memorials.get(slug);
  }

  /** Something this computer did changed the waiting list (an invitation sent): say so. */
  changed(accountId: string): void {
    if (!this.closed) this.options.onChange(this.state(accountId));
  }

  /** The account is gone: its results with it. */
  forget(accountId: string): void {
    this.sweeps.delete(accountId);
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) {
      this.options.clock.clearTimeout(timer.handle);
      timer.wake();
    }
    this.timers.clear();
  }

  // -------------------------------------------------------------------------------------------

  private sweepOf(accountId: string): AccountSweep {
    let sweep = this.sweeps.get(accountId);
    if (!sweep) this.sweeps.set(accountId, (sweep = { last: null, checking: null, problem: null, running: false }));
    return sweep;
  }

  private async pass(accountId: string, sweep: AccountSweep, awaited: boolean): Promise<void> {
    const startedAt = new Date(this.options.clock.now()).toISOString();
    sweep.checking = { page: 1, pages: null, startedAt };
    sweep.problem = null;
    this.changed(accountId);

    const seen = new Map<string, Memorial>();
    let anchor: string | null = null;
    let pages = 1;
    for (let page = 1; page <= pages; page++) {
      if (page > 1 && !(await this.sleep(awaited ? this.pageGapMs : Math.max(this.pageGapMs, (this.staleMs * this.spreadShare) / pages)))) return;
      // The person waiting sees the newest memorials at once; the rest keeps to the background's pace.
      const lane = awaited && page === 1 ? 'person' : 'background';
      const outcome = await this.fetchPage(accountId, { page, per_page: this.pageSize, ...(anchor ? { created_before: anchor } : {}) }, lane);
      if (this.closed || this.sweeps.get(accountId) !== sweep) return;
      if ('stopped' in outcome) return;
      if ('problem' in outcome) {
        sweep.checking = null;
        sweep.problem = say(DESK_CORE_WORDS.sweepStopped, { problem: outcome.problem, page, pages });
        this.changed(accountId);
        return;
      }
      const { data, pagination } = outcome.page;
      if (page === 1) anchor = data[0]?.created_at ?? null;
      pages = pagination.total_pages;
      for (const memorial of data) seen.set(memorial.slug, memorial);
      sweep.checking = { page, pages, startedAt };
      this.changed(accountId);
    }

    sweep.last = { memorials: seen, anchor, completeAt: this.options.clock.now() };
    sweep.checking = null;
    this.settleInvitations(accountId, sweep.last);
    this.changed(accountId);
  }

  /** One page, asked again while the scheduler skips it or the service says to slow down. */
  private async fetchPage(accountId: string, query: SweepQuery, lane: 'person' | 'background'): Promise<Outcome> {
    for (let attempt = 0; ; attempt++) {
      try {
        return { page: await this.options.listPage(accountId, query, lane) };
      } catch (error) {
        const skipped = (error instanceof LocalError && error.kind === 'rate-limited') || isRateLimit(error);
        if (!skipped || attempt >= this.maxRetries) return { problem: problemWords(error) };
        const retryAfter = (error as { retryAfter?: number | null }).retryAfter ?? 0;
        if (!(await this.sleep(Math.max(this.retryMs, retryAfter * 1000)))) return { stopped: true };
      }
    }
  }

  /** Waits on the clock; false when the sweep was closed meanwhile. */
  private sleep(ms: number): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = {
        handle: this.options.clock.setTimeout(() => {
          this.timers.delete(timer);
          resolve(!this.closed);
        }, ms),
        wake: () => resolve(false),
      };
      this.timers.add(timer);
    });
  }

  /**
   * After a complete pass: invitations the family has taken up (or that are gone from the list)
   * are forgotten; those the list has now shown learn their web address name.
   */
  private settleInvitations(accountId: string, pass: Pass): void {
    const store = this.options.invitations;
    const gone: number[] = [];
    for (const invitation of store.list(accountId)) {
      const memorial = findMemorial(pass.memorials, invitation);
      if (memorial) {
        if (memorial.status !== 'awaiting_family') gone.push(invitation.id);
        else if (invitation.slug !== memorial.slug) void store.save(accountId, { ...invitation, slug: memorial.slug });
      } else if (!isNewerThan(invitation, pass.anchor)) gone.push(invitation.id);
    }
    // Written through in the background: memory has the change at once, and the store never rejects.
    if (gone.length > 0) void store.remove(accountId, gone);
  }

  /** The last pass's invitations, plus those this computer sent since; the longest wait first. */
  private waiting(accountId: string, sweep: AccountSweep): DeskWaitingMemorial[] {
    const invitations = this.options.invitations.list(accountId);
    const matched = new Set<number>();
    const rows: DeskWaitingMemorial[] = [];
    if (sweep.last) {
      for (const memorial of sweep.last.memorials.values()) {
        if (memorial.status !== 'awaiting_family') continue;
        const invitation = invitations.find((known) => !matched.has(known.id) && matches(memorial, known)) ?? null;
        if (invitation) matched.add(invitation.id);
        rows.push({
          slug: memorial.slug,
          deceasedName: memorial.deceased_name,
          title: memorial.title,
          createdAt: memorial.created_at,
          invitation: invitation ? { id: invitation.id, expiresAt: invitation.expiresAt, sentAt: invitation.sentAt } : null,
        });
      }
    }
    for (const invitation of invitations) {
      if (matched.has(invitation.id)) continue;
      // Seen by the last pass and no longer waiting, or older than what it looked at: not waiting.
      if (sweep.last && (findMemorial(sweep.last.memorials, invitation) || !isNewerThan(invitation, sweep.last.anchor))) continue;
      rows.push({
        slug: invitation.slug,
        deceasedName: invitation.deceasedName,
        title: null,
        createdAt: invitation.createdAt,
        invitation: { id: invitation.id, expiresAt: invitation.expiresAt, sentAt: invitation.sentAt },
      });
    }
    return rows.sort((a, b) => time(a.createdAt) - time(b.createdAt));
  }
}

function matches(memorial: Memorial, invitation: StoredInvitation): boolean {
  if (invitation.slug !== null) return invitation.slug === memorial.slug;
  return (
    invitation.createdAt !== null &&
    memorial.created_at !== null &&
    time(invitation.createdAt) === time(memorial.created_at) &&
    invitation.deceasedName === memorial.deceased_name
  );
}

function findMemorial(memorials: Map<string, Memorial>, invitation: StoredInvitation): Memorial | undefined {
  if (invitation.slug !== null) return memorials.get(invitation.slug);
  for (const memorial of memorials.values()) if (matches(memorial, invitation)) return memorial;
  return undefined;
}

/** Provisioned after the pass's anchor (so the pass could not have seen it). */
function isNewerThan(invitation: StoredInvitation, anchor: string | null): boolean {
  if (anchor === null || invitation.createdAt === null) return anchor === null;
  return time(invitation.createdAt) > time(anchor);
}

function time(moment: string | null): number {
  const at = moment === null ? NaN : Date.parse(moment);
  return Number.isNaN(at) ? 0 : at;
}

/** Why a page could not be read: the app's words (a message), or the service's own as it wrote them. */
function problemWords(error: unknown): Spoken | string {
  if (error instanceof OfflineError) return say(DESK_CORE_WORDS.sweepOffline);
  if (error instanceof ServiceError && error.status === 401) return say(DESK_CORE_WORDS.sweepSignedOut);
  if (error instanceof LocalError && error.kind === 'rate-limited') return say(DESK_CORE_WORDS.sweepSlowDown);
  const { message, words } = toBridgeError(error);
  // Inside another message, the core's own words nest one level deep.
  return words && isWords(words, 1) ? { message, words } : message;
}
