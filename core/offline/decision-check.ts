/**
 * Check before acting. The API has no versions, ETags or events, so two computers moderating one
 * memorial can overrule each other without knowing: B declines a tribute A approved a minute ago,
 * and the service (reject acts from "pending or other") turns it into "rejected" in silence.
 *
 * Each queued change carries what the person saw when they made it (`Seen`: the tribute's status
 * and pin, or the memorial's fields as the form started from them). Just before the outbox sends
 * it, this reads the service's current state and says whether it changed since; a change over
 * something newer is not sent (the outbox ends it `refused`, code `changed_elsewhere`, with what it
 * is now), and the person decides again.
 *
 * Budget: one memorial's tribute lists are read once per batch and shared by every decision of that
 * batch waiting for the same memorial (a bulk approval of forty reads the Waiting list once, not
 * forty times); the snapshot follows the person's own sends, and is read again when older than
 * `freshMs`, or for a decision made after it was read. A tribute missing from the list it was seen in is looked for in the other lists, to
 * say where it went. `read` is injected: today the account's scheduler (person lane), later the
 * local replica.
 */
import type { Contribution, ContributionFilter } from '../../shared/api/contributions';
import type { ChangedElsewhere, Seen, TributeStatus } from '../../shared/bridge';
import { operations } from '../../shared/api';
import type { Clock } from '../clock';
import type { HeldBack, OutboxRecord } from './outbox';
import { checkOf, type Read, type TributePlace } from './queued-operations';
import { TRIBUTE_LISTS } from '../../shared/tribute-lists';
import { changedElsewhereSaid } from '../../shared/outbox-words';

/** The lists of a memorial's tributes, as the contract names them (`deleted` holds the hidden). */
export type TributeList = ContributionFilter;

export interface TributePage {
  data: readonly Contribution[];
  lastPage: number;
}

export interface DecisionCheckOptions {
  clock: Clock;
  /** One page (100) of a memorial's tributes in one list. */
  readTributes: (accountId: string, memorialId: number, list: TributeList, page: number) => Promise<TributePage>;
  /** The memorial as the service has it now (GET /me/memorials/{id}'s data). */
  readMemorial: (accountId: string, memorialId: number) => Promise<Record<string, unknown>>;
  /**
   * How long one read of a memorial's lists serves the decisions of a batch (those made before it
   * was read). Default 3 minutes: a batch of forty at twenty a minute is checked with one read,
   * not one every few seconds out of the same budget; a change made elsewhere in the middle of a
   * longer batch is caught at the next read.
   */
  freshMs?: number;
  /** Pages of one list read at most for one check. Beyond that a tribute cannot be placed, and the decision goes as before. Default 5. */
  maxPages?: number;
}

/** A queued change as the check sees it. */
export interface CheckedChange {
  id: string;
  accountId: string;
  operation: string;
  memorialId: number | null;
  contributionId: number | null;
  body: Record<string, unknown> | null;
  seen: Seen | null;
  /** When the person made it (ISO): a snapshot read before that cannot speak for it. */
  createdAt?: string;
}

type Place = TributePlace;

interface Snapshot {
  at: number;
  /** Where each tribute read was. */
  places: Map<number, Place>;
  /** Lists read (to their end, or as far as needed). */
  read: Set<TributeList>;
  /** Lists cut off at maxPages: a tribute not found may be further down. */
  cut: Set<TributeList>;
}

/** What the person's own change left, so it is never taken for another computer's. */
interface OwnResult {
  at: number;
  place?: Partial<Place> & { restored?: boolean };
  fields?: Record<string, unknown>;
}

const LIST_OF: Record<TributeStatus, TributeList> = { pending: 'pending', approved: 'approved', rejected: 'rejected', hidden: 'deleted' };
const STATUS_OF: Record<TributeList, TributeStatus> = { pending: 'pending', approved: 'approved', rejected: 'rejected', deleted: 'hidden' };
const ALL_LISTS: readonly TributeList[] = TRIBUTE_LISTS;

export class DecisionCheck {
  private readonly clock: Clock;
  private readonly freshMs: number;
  private readonly maxPages: number;
  private readonly snapshots = new Map<string, Snapshot>();
  private readonly own = new Map<string, OwnResult>();
  /** Requests made, for tests and the bench. */
  reads = 0;

  constructor(private readonly options: DecisionCheckOptions) {
    this.clock = options.clock;
    this.freshMs = options.freshMs ?? 180_000;
    this.maxPages = options.maxPages ?? 5;
  }

  /**
   * Whether `change` may go: null when what the person saw is still so (or there is nothing to
   * compare), otherwise what it is now. `waiting` are the other changes of the account not yet
   * sent, so one read serves the whole batch. A failed read throws (the outbox tries again later).
   */
  async check(change: CheckedChange, waiting: readonly CheckedChange[] = []): Promise<ChangedElsewhere | null> {
    const seen = change.seen;
    if (!seen || change.memorialId === null) return null;
    const check = checkOf(change.operation);
    if (check.kind === 'tribute' && seen.kind === 'tribute' && change.contributionId !== null) {
      return this.checkTribute(change as CheckedChange & { contributionId: number; memorialId: number }, seen, waiting);
    }
    if (check.kind === 'memorial' && seen.kind === 'memorial') return this.checkMemorial(change as CheckedChange & { memorialId: number }, seen);
    return null;
  }

  /** The outbox's hook (`checkBeforeSend`): the check, with the words for the sync panel. */
  async beforeSend(entry: OutboxRecord, waiting: readonly OutboxRecord[]): Promise<HeldBack | null> {
    const conflict = await this.check(checked(entry), waiting.map(checked));
    return conflict ? { conflict, message: changedElsewhereSaid(conflict).message } : null;
  }

  /** The person's own change was accepted: remember what it left (and keep the batch's snapshot true). */
  noteDone(change: CheckedChange): void {
    const at = this.clock.now();
    const check = checkOf(change.operation);
    if (check.kind === 'tribute' && change.contributionId !== null) {
      const result = check.leaves;
      const key = ownKey(change.accountId, 'tribute', change.contributionId);
      const before = this.own.get(key)?.place ?? {};
      this.own.set(key, { at, place: { ...before, ...result } });
      const snapshot = change.memorialId === null ? undefined : this.snapshots.get(snapKey(change.accountId, change.memorialId));
      const place = snapshot?.places.get(change.contributionId);
      if (snapshot && place) {
        if (result.status) place.status = result.status;
        if (result.pinned !== undefined) place.pinned = result.pinned;
        // Restored to a status the API does not tell: forget it, so the next check reads again.
        if (result.restored) snapshot.places.delete(change.contributionId);
      }
    } else if (check.kind === 'memorial' && change.memorialId !== null && change.body) {
      const key = ownKey(change.accountId, 'memorial', change.memorialId);
      this.own.set(key, { at, fields: { ...(this.own.get(key)?.fields ?? {}), ...change.body } });
    }
    this.prune(at);
  }

  // -------------------------------------------------------------------------------------------

  private async checkTribute(
    change: CheckedChange & { contributionId: number; memorialId: number },
    seen: Extract<Seen, { kind: 'tribute' }>,
    waiting: readonly CheckedChange[],
  ): Promise<ChangedElsewhere | null> {
    const now = this.clock.now();
    const key = snapKey(change.accountId, change.memorialId);
    let snapshot = this.snapshots.get(key);
    // A snapshot serves the batch it was read for: decisions made before it was read, while it is
    // fresh. A decision made after it (the person looked again, another computer may have acted
    // meanwhile) reads again.
    const madeAt = change.createdAt ? Date.parse(change.createdAt) : 0;
    if (!snapshot || now - snapshot.at > this.freshMs || madeAt > snapshot.at) {
      snapshot = { at: now, places: new Map(), read: new Set(), cut: new Set() };
      this.snapshots.set(key, snapshot);
    }
    let place = snapshot.places.get(change.contributionId);
    if (!place) {
      // The batch: every decision of this memorial waiting to go, and what each was seen as.
      const batch = [change, ...waiting.filter((w) => w.id !== change.id && w.accountId === change.accountId && w.memorialId === change.memorialId)];
      const wanted = new Map<TributeList, Set<number>>();
      for (const item of batch) {
        if (item.seen?.kind !== 'tribute' || item.contributionId === null || snapshot.places.has(item.contributionId)) continue;
        const list = LIST_OF[item.seen.status];
        if (!wanted.has(list)) wanted.set(list, new Set());
        wanted.get(list)!.add(item.contributionId);
      }
      // First the lists they were seen in (usually one); then, for this one if it moved, the others.
      for (const [list, ids] of wanted) if (!snapshot.read.has(list)) await this.readList(change, snapshot, list, ids);
      place = snapshot.places.get(change.contributionId);
      for (const list of ALL_LISTS) {
        if (place || snapshot.read.has(list)) continue;
        await this.readList(change, snapshot, list, new Set([change.contributionId]));
        place = snapshot.places.get(change.contributionId);
      }
    }
    if (!place) {
      // Not in any list read to its end: gone. In a list cut short it may be further down: unknown,
      // and the decision goes as it would have before this check.
      if (snapshot.cut.size > 0) return null;
      return this.conflict(seen, { kind: 'tribute', status: 'gone', pinned: false });
    }
    if (place.status === seen.status && place.pinned === seen.pinned) return null;
    if (this.isOwn(ownKey(change.accountId, 'tribute', change.contributionId), seen, place)) return null;
    return this.conflict(seen, { kind: 'tribute', status: place.status, pinned: place.pinned });
  }

  /** Pages through one list until every id wanted is found, or its end, or maxPages. */
  private async readList(change: { accountId: string; memorialId: number }, snapshot: Snapshot, list: TributeList, ids: ReadonlySet<number>): Promise<void> {
    const missing = new Set(ids);
    for (let page = 1; ; page++) {
      this.reads++;
      const answer = await this.options.readTributes(change.accountId, change.memorialId, list, page);
      for (const tribute of answer.data) {
        snapshot.places.set(tribute.id, { status: STATUS_OF[list], pinned: tribute.is_pinned });
        missing.delete(tribute.id);
      }
      if (missing.size === 0 || page >= answer.lastPage || answer.data.length === 0) break;
      if (page >= this.maxPages) {
        snapshot.cut.add(list);
        break;
      }
    }
    snapshot.read.add(list);
  }

  private async checkMemorial(change: CheckedChange & { memorialId: number }, seen: Extract<Seen, { kind: 'memorial' }>): Promise<ChangedElsewhere | null> {
    this.reads++;
    const memorial = await this.options.readMemorial(change.accountId, change.memorialId);
    const own = this.own.get(ownKey(change.accountId, 'memorial', change.memorialId));
    const readAt = Date.parse(seen.readAt);
    const differ: Record<string, string | number | boolean | null> = {};
    for (const [field, was] of Object.entries(seen.fields)) {
      const now = memorialField(memorial, field);
      if (sameValue(now, was)) continue;
      // Someone already made it what this change asks for: nothing is overruled.
      if (change.body && Object.hasOwn(change.body, field) && sameValue(now, change.body[field])) continue;
      // The person's own earlier save from this computer, after the form was read.
      if (own?.fields && Object.hasOwn(own.fields, field) && sameValue(now, own.fields[field]) && !(own.at < readAt)) continue;
      differ[field] = (now ?? null) as string | number | boolean | null;
    }
    if (Object.keys(differ).length === 0) return null;
    return this.conflict(seen, { kind: 'memorial', fields: differ });
  }

  /** Whether the tribute is as the person's own last accepted change (made after they saw it) left it. */
  private isOwn(key: string, seen: { readAt: string }, place: Place): boolean {
    const own = this.own.get(key);
    if (!own?.place || own.at < Date.parse(seen.readAt)) return false;
    const { status, pinned, restored } = own.place;
    if (status !== undefined && status !== place.status) return false;
    if (restored && place.status === 'hidden') return false;
    if (pinned !== undefined && pinned !== place.pinned) return false;
    return true;
  }

  private conflict(seen: Seen, now: ChangedElsewhere['now']): ChangedElsewhere {
    return { noticedAt: new Date(this.clock.now()).toISOString(), seen, now };
  }

  /** Own results are needed while a screen read before them may still decide: an hour is plenty. */
  private prune(now: number): void {
    for (const [key, result] of this.own) if (now - result.at > 60 * 60 * 1000) this.own.delete(key);
    for (const [key, snapshot] of this.snapshots) if (now - snapshot.at > this.freshMs) this.snapshots.delete(key);
  }
}

function checked(entry: OutboxRecord): CheckedChange {
  return {
    id: entry.id,
    accountId: entry.accountId,
    operation: entry.operation,
    memorialId: entry.memorialId,
    contributionId: entry.contributionId,
    body: entry.input.body ?? null,
    seen: entry.seen ?? null,
    createdAt: entry.createdAt,
  };
}

/**
 * The check's reads through an account's reads (today its scheduler, person lane: the person is
 * waiting for their decision to go; later the replica's fresh read).
 */
export function readsThrough(readAs: (accountId: string) => Read): Pick<DecisionCheckOptions, 'readTributes' | 'readMemorial'> {
  return {
    async readTributes(accountId, memorialId, list, page) {
      const answer = await readAs(accountId)(operations.listContributions, { params: { memorial: memorialId }, query: { status: list, per_page: 100, page } });
      return { data: answer.data.data, lastPage: answer.data.meta.last_page };
    },
    async readMemorial(accountId, memorialId) {
      const answer = await readAs(accountId)(operations.getMyMemorial, { params: { memorial: memorialId } });
      return answer.data.data;
    },
  };
}

/** PATCH calls the obituary `description`; the memorial calls it `obituary`. */
function memorialField(memorial: Record<string, unknown>, field: string): unknown {
  return memorial[field === 'description' ? 'obituary' : field];
}

/** Equal as a form sees them: an empty text is no text. */
function sameValue(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => (v === undefined || v === '' ? null : v);
  return norm(a) === norm(b);
}

function snapKey(accountId: string, memorialId: number): string {
  return `${accountId}:${memorialId}`;
}

function ownKey(accountId: string, kind: 'tribute' | 'memorial', id: number): string {
  return `${accountId}:${kind}:${id}`;
}
