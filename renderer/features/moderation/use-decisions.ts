/**
 * A queue's decisions: making them (held for Undo from the moment the key or button is pressed),
 * taking the last one back, and how each tribute's decisions show on it. Undo always wins during
 * the hold, whatever has or has not come back from the core yet (issue 28): the decision is in the
 * queue's hands at once (held-changes.ts), so a U pressed in the same instant as A finds it.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Contribution, ContributionFilter } from '../../../shared/api/contributions';
import type { AccountInfo, OutboxEntry } from '../../../shared/bridge';
import { isUnfinished } from '../../../shared/outbox-states';
import { toBridgeError } from '../../data/errors';
import { changesInHandNow, entryOf, holdChange, undoChange, useChangesInHand } from '../../data/held-changes';
import { seenTribute } from './changed-elsewhere';
import { changeLabel, decisionOf, OPERATION, UNDO_MS, type Decision } from './decisions';
import type { LastDecision } from './DecisionNote';
import { countsOver, laidInto, useLaidInList } from './laid-over';
import { useFindTribute, type ListCount, type QueueData, type QueueItem } from './queue-data';

export interface TributeChanges {
  waiting: OutboxEntry[];
  refused: OutboxEntry[];
  pinned?: boolean;
}

const NONE: TributeChanges = { waiting: [], refused: [] };

/** The list a decision leaves a tribute in (a restore: where it was before it was hidden, never Hidden). */
const LEAVES_FOR: Record<Exclude<Decision, 'pin' | 'unpin'>, ContributionFilter | null> = {
  approve: 'approved',
  reject: 'rejected',
  hide: 'deleted',
  restore: null,
};

/** The account's decisions about tributes as the queue shows them (held ones from the moment of the act). */
function useAccountDecisions(accountId: string): OutboxEntry[] {
  const changes = useChangesInHand();
  return useMemo(
    () => changes.filter((entry) => entry.accountId === accountId && entry.contributionId !== null && decisionOf(entry) !== null),
    [changes, accountId],
  );
}

/**
 * The list as the person's decisions leave it (laid into the list they go to; an accepted pin shown
 * pinned), each tribute's decisions still on their way and those refused, and the counts of the
 * other lists with what the person's decisions put in them.
 */
export function useQueueView(account: AccountInfo, data: QueueData, status: ContributionFilter, counts: Record<ContributionFilter, ListCount | null>) {
  const decisions = useAccountDecisions(account.id);
  const find = useFindTribute(account);
  const laid = useLaidInList(data, status, decisions, find);
  const changes = useMemo(() => {
    const byTribute = new Map<number, TributeChanges>();
    for (const entry of decisions) {
      const decision = decisionOf(entry)!;
      const slot = byTribute.get(entry.contributionId!) ?? { waiting: [], refused: [] };
      if (entry.state === 'refused') slot.refused.push(entry);
      else if (isUnfinished(entry)) slot.waiting.push(entry);
      else if (entry.memorialId !== null && countsOver(entry, data.readAtOf(entry.memorialId))) {
        // Accepted after the list was read: in the list it was decided from, shown as done (nothing
        // more offered) until the list is read again; in the list it went to, it is at home. A pin
        // shows as pinned.
        if (decision === 'pin' || decision === 'unpin') slot.pinned = decision === 'pin';
        else if (LEAVES_FOR[decision] !== status) slot.waiting.push(entry);
      }
      byTribute.set(entry.contributionId!, slot);
    }
    return byTribute;
  }, [decisions, data, status]);
  const changesOf = useCallback((id: number) => changes.get(id) ?? NONE, [changes]);
  const shown = useMemo<QueueData>(
    () => ({
      ...laid,
      at(index) {
        const item = laid.at(index);
        const pinned = item ? changes.get(item.tribute.id)?.pinned : undefined;
        return item && pinned !== undefined && pinned !== item.tribute.is_pinned ? { ...item, tribute: { ...item.tribute, is_pinned: pinned } } : item;
      },
    }),
    [laid, changes],
  );
  // Each list's count counts what the person's decisions put in it; the open list's is its own
  // items' count, so the two never disagree.
  const shownCounts = useMemo(() => {
    const result = {} as Record<ContributionFilter, number | null>;
    for (const filter of Object.keys(counts) as ContributionFilter[]) {
      const count = counts[filter];
      // The open list counts what it shows once its answer has come; until then, like the others.
      if (filter === status && data.total !== null) result[filter] = shown.total;
      else result[filter] = count?.total == null ? null : count.total + laidInto(filter, decisions, () => count.readAt, find).length;
    }
    return result;
  }, [counts, status, shown.total, data.total, decisions, find]);
  return { shown, changesOf, counts: shownCounts };
}

/**
 * Making decisions and taking the last back. `make` shows the decision at once and resolves true
 * once the core has written every one of them; `undo` takes the last decision back, from the moment it
 * was made.
 */
export function useMakeDecisions(account: AccountInfo, data: QueueData) {
  const [last, setLastState] = useState<LastDecision | null>(null);
  /** The last decision as of this instant: a key pressed before the screen draws again finds it. */
  const lastRef = useRef<LastDecision | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const intl = useIntl();
  /** The decision just made, said once by a live region always on the page (the note's countdown is not live). */
  const [said, setSaid] = useState<LastDecision | null>(null);
  const setLast = useCallback((next: LastDecision | null | ((now: LastDecision | null) => LastDecision | null)) => {
    lastRef.current = typeof next === 'function' ? next(lastRef.current) : next;
    setLastState(lastRef.current);
  }, []);

  const make = async (decision: Decision, items: readonly QueueItem[], reason?: string): Promise<boolean> => {
    setProblem(null);
    const made = items.map((item) =>
      holdChange(
        OPERATION[decision],
        {
          accountId: account.id,
          params: { contribution: item.tribute.id },
          ...(reason ? { body: { reason } } : {}),
          memorialId: item.memorialId,
          label: changeLabel(decision, item.tribute, item.memorialName, intl),
          // What the person saw: the core does not send it over a change made elsewhere since.
          seen: seenTribute(item.tribute, data.readAtOf(item.memorialId)),
        },
        { holdMs: UNDO_MS, memorialId: item.memorialId, contributionId: item.tribute.id, subject: item, touches: ['listContributions'] },
      ),
    );
    const note: LastDecision = { decision, ids: made.map((change) => change.id), items };
    setLast(note);
    setSaid(note);
    const outcomes = await Promise.allSettled(made.map((change) => change.written));
    const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (!failed) return true;
    setProblem(toBridgeError(failed.reason).message);
    const kept = made.filter((_, i) => outcomes[i]!.status === 'fulfilled').map((change) => change.id);
    setLast((now) =>
      now === note ? (kept.length > 0 ? { ...note, ids: kept, items: items.filter((_, i) => outcomes[i]!.status === 'fulfilled') } : null) : now,
    );
    return false;
  };

  const undo = () => {
    const now = lastRef.current;
    if (!now) return;
    setSaid(null);
    const inHand = changesInHandNow();
    const waiting = now.ids.filter((id) => entryOf(inHand, id)?.state === 'queued');
    Promise.all(waiting.map((id) => undoChange(id))).catch((failure: unknown) => setProblem(toBridgeError(failure).message));
  };

  return { last, setLast, make, undo, problem, setProblem, said };
}

/** Whether a tribute has a decision on its way, as of this instant (two keys in one instant decide once). */
export function decidedNow(accountId: string, tribute: Contribution): boolean {
  return changesInHandNow().some((entry) => entry.accountId === accountId && entry.contributionId === tribute.id && isUnfinished(entry));
}
