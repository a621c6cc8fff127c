/**
 * The person's changes, with their policies: the durable outbox (outbox.ts), sent through the
 * account's scheduler in the changes' lane, checked before sending against what the person saw
 * (decision-check.ts), and their answers kept as reads (reads.ts). This is where a queued change's
 * trip is wired; queued-operations.ts says, per operation, what each step does with it.
 *
 * Reads that are part of sending a change (did a lost one arrive? is the tribute still as the
 * person saw it?) go in the changes' own lane, since the change waits for them; what they find is
 * kept, so the screens showing that list follow it. The check before acting takes an answer read
 * in the last few seconds (JOIN_MS: a screen just opened, the sweep) instead of a new request.
 */
import { operations, type AnyOperation } from '../../shared/api';
import type { OutboxEntry, ReadName } from '../../shared/bridge';
import { isUnfinished } from '../../shared/outbox-states';
import type { Clock } from '../clock';
import type { Files } from '../ports';
import type { AccountTraffic } from '../service/account-traffic';
import type { CallAnswer } from '../service/client';
import type { Store } from '../store/store';
import { DecisionCheck, readsThrough } from './decision-check';
import { Outbox, type OutboxRecord } from './outbox';
import { answerReadsOf, isQueuedName, operationOf, verifyChange, waitsBehind, wordingPauseUntil, type Read } from './queued-operations';
import { JOIN_MS } from './read-freshness';
import type { Reads } from './reads';

export interface ChangesOptions {
  /** Where the outbox keeps its list: state.sqlite's `outbox` table. */
  state: Store;
  /** The data folder, where an older version's outbox.json is carried across from, once. */
  files: Files;
  clock: Clock;
  traffic: Pick<AccountTraffic, 'call' | 'changesWaitUntil'>;
  reads: Pick<Reads, 'keep' | 'recent' | 'invalidate'>;
  /** The list changed (for the `outbox` event and the status line). */
  onChange: (entries: OutboxEntry[]) => void;
}

const READ_NAMES = new Map<AnyOperation, ReadName>(Object.entries(operations).map(([name, op]) => [op as AnyOperation, name as ReadName]));

/** Makes the outbox with its policies; `start()` it once what its changes tell is in place. */
export function makeChanges(options: ChangesOptions): Outbox {
  const { clock, traffic, reads } = options;

  /** A read in the changes' lane, kept. */
  const readAs =
    (accountId: string): Read =>
    async (op, input) => {
      const sentAt = clock.now();
      const answer = await traffic.call(accountId, op, input, { lane: 'change', whenOffline: 'fail' });
      const name = READ_NAMES.get(op);
      if (name !== undefined) await reads.keep(accountId, name, input, answer, sentAt);
      return answer;
    };
  /** The same, served by an answer read in the last few seconds when there is one. */
  const checkReadAs =
    (accountId: string): Read =>
    async (op, input) => {
      const name = READ_NAMES.get(op);
      const recent = name === undefined ? null : await reads.recent(accountId, name, input, JOIN_MS);
      if (recent) return { status: recent.status, data: recent.data, headers: new Headers() } as CallAnswer<typeof op>;
      return readAs(accountId)(op, input);
    };
  const decisionCheck = new DecisionCheck({ clock, ...readsThrough(checkReadAs) });

  /** Changes not yet ended, so the end of each is noticed once: the reads it touched are old from then on. */
  let unfinished = new Set<string>();

  /**
   * A change the service answered with the resource as changed: that answer is kept as the reads
   * it is, so nothing is read again to see what the change left (the other reads it touched are
   * old from now).
   */
  function keepAnswerOf(entry: OutboxRecord, answer: { data: unknown }): void {
    const kept = answerReadsOf(entry, answer.data);
    if (kept.length === 0) return;
    reads.invalidate(entry.accountId, entry.touches, entry.memorialId);
    unfinished.delete(entry.id);
    const now = clock.now();
    // Given to the replica now, in order: a read asked after this sees them.
    for (const read of kept) void reads.keep(entry.accountId, read.read, read.input, { status: 200, data: read.data }, now);
  }

  const outbox = new Outbox({
    state: options.state,
    files: options.files,
    clock,
    // Offline, a change fails at once and stays queued in the outbox (not "sending"); the
    // scheduler's probe notices the service is back and the outbox is told to retry.
    send: (entry, onWire) => traffic.call(entry.accountId, operationOf(entry.operation), entry.input, { lane: 'change', whenOffline: 'fail', onSend: onWire }),
    verify: (entry) => verifyChange(entry, readAs(entry.accountId)),
    knows: isQueuedName,
    waitsBehind,
    notBefore: wordingPauseUntil,
    waitingFor: (accountId) => {
      const until = traffic.changesWaitUntil(accountId);
      return until === null ? null : { reason: 'limit', until };
    },
    checkBeforeSend: (entry, waiting) => decisionCheck.beforeSend(entry, waiting),
    onDone: (entry, answer) => {
      decisionCheck.noteDone({ ...entry, body: entry.input.body ?? null, seen: entry.seen ?? null });
      keepAnswerOf(entry, answer);
    },
    onChange: (entries) => {
      for (const entry of entries) {
        if (!isUnfinished(entry) && unfinished.has(entry.id)) reads.invalidate(entry.accountId, entry.touches, entry.memorialId);
      }
      unfinished = new Set(entries.filter(isUnfinished).map((e) => e.id));
      options.onChange(entries);
    },
  });
  return outbox;
}
