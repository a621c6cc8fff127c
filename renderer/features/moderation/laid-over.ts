/**
 * What every list of a queue shows of the person's own decisions until the service's answer comes
 * (issue 28): the lists' refreshes may wait behind the request limit, and what the person did must
 * not seem undone meanwhile, in the list they decided from nor in the one the tribute goes to.
 *
 * - In the list it was decided from, a tribute stays in place, marked ("Hiding waiting to be
 *   sent", "Sent and hidden"), until that list is read again.
 * - In the list it goes to (Hidden after a hide, Approved after an approval) it is there at once,
 *   at the top, with what can be done there (Restore and its S key in Hidden), and the list's count
 *   counts it.
 * A decision counts over a list's answer while it is on its way, or when the service accepted it
 * after that answer was read; a refused one does not.
 */
import { useMemo } from 'react';
import type { Contribution, ContributionFilter } from '../../../shared/api/contributions';
import type { OutboxEntry } from '../../../shared/bridge';
import { isUnfinished } from '../../../shared/outbox-states';
import { heldChange } from '../../data/held-changes';
import { decisionOf, filterOf, type Decision } from './decisions';
import type { QueueData, QueueItem } from './queue-data';

/** Whether a decision counts over an answer read at `readAt`: on its way, or accepted since. */
export function countsOver(entry: OutboxEntry, readAt: number): boolean {
  if (isUnfinished(entry)) return true;
  return entry.state === 'done' && entry.finishedAt !== null && Date.parse(entry.finishedAt) > readAt;
}

/**
 * A tribute as a decision leaves it. A restore goes back to where the tribute was before it was
 * hidden (`beforeHide`); without it (hidden before this session) the list it goes to cannot be
 * told, and null is returned.
 */
export function decided(tribute: Contribution, decision: Decision, beforeHide?: Contribution): Contribution | null {
  switch (decision) {
    case 'approve':
      return { ...tribute, status: 'approved', is_approved: true, is_hidden: false };
    case 'reject':
      return { ...tribute, status: 'rejected', is_approved: false, is_pinned: false, is_hidden: false };
    case 'hide':
      return { ...tribute, status: 'hidden', is_approved: false, is_hidden: true, can_approve: false };
    case 'restore':
      return beforeHide ? { ...beforeHide, is_pinned: tribute.is_pinned && beforeHide.status === 'approved' } : null;
    case 'pin':
      return { ...tribute, is_pinned: true };
    case 'unpin':
      return { ...tribute, is_pinned: false };
  }
}

/** The tribute a decision was made about, as the screen showed it (null when it was made elsewhere, or before this page). */
export function subjectOf(entry: OutboxEntry): QueueItem | null {
  const subject = heldChange(entry.id)?.subject as QueueItem | undefined;
  return subject && typeof subject === 'object' && 'tribute' in subject ? subject : null;
}

/**
 * The tributes the person's decisions put in `filter` that its answer does not have yet, newest
 * decision first: each as its decisions leave it. `readAtOf` is when the list's answer for a
 * memorial was read; `find` gives a tribute a decision was made about when this page did not see
 * it made (decided before a restart, or in another window).
 */
export function laidInto(
  filter: ContributionFilter,
  changes: readonly OutboxEntry[],
  readAtOf: (memorialId: number) => number,
  find: (entry: OutboxEntry) => QueueItem | null = () => null,
): QueueItem[] {
  const byTribute = new Map<number, OutboxEntry[]>();
  for (const entry of changes) {
    if (entry.contributionId === null || entry.memorialId === null || decisionOf(entry) === null || entry.state === 'refused') continue;
    if (!countsOver(entry, readAtOf(entry.memorialId))) continue;
    byTribute.set(entry.contributionId, [...(byTribute.get(entry.contributionId) ?? []), entry]);
  }
  const laid: { item: QueueItem; at: string }[] = [];
  for (const entries of byTribute.values()) {
    const first = subjectOf(entries[0]!) ?? find(entries[0]!);
    if (!first) continue;
    // Where it ends, and every list it was decided from after the first (those the service's
    // answer does not have it in).
    let tribute: Contribution | null = first.tribute;
    let beforeHide: Contribution | undefined;
    const decidedFrom = new Set<ContributionFilter>();
    for (const [index, entry] of entries.entries()) {
      const seen = subjectOf(entry)?.tribute;
      if (index > 0 && seen) decidedFrom.add(filterOf(seen));
      if (!tribute) break;
      const decision = decisionOf(entry)!;
      if (decision === 'hide') beforeHide = tribute;
      tribute = decided(tribute, decision, beforeHide);
    }
    const lists = new Set(decidedFrom);
    if (tribute) lists.add(filterOf(tribute));
    lists.delete(filterOf(first.tribute));
    if (!lists.has(filter)) continue;
    laid.push({ item: { ...first, tribute: tribute ?? subjectOf(entries.at(-1)!)?.tribute ?? first.tribute }, at: entries.at(-1)!.createdAt });
  }
  return laid.sort((a, b) => b.at.localeCompare(a.at)).map(({ item }) => item);
}

/**
 * A list with the tributes laid into it at the top (those its answer already has, among the
 * items read so far, are left where the answer puts them), even before its own answer has come.
 */
export function withLaidIn(data: QueueData, laid: readonly QueueItem[]): QueueData {
  if (laid.length === 0) return data;
  const present = new Set<number>();
  for (let i = 0; i < (data.total ?? 0); i++) {
    const item = data.at(i);
    if (item) present.add(item.tribute.id);
  }
  const extra = laid.filter((item) => !present.has(item.tribute.id));
  if (extra.length === 0) return data;
  // While the list's own answer is still to come (it may wait behind the minute's limit), what the
  // person put in it is there already.
  return {
    ...data,
    total: (data.total ?? 0) + extra.length,
    at: (index) => (index < extra.length ? extra[index] : data.at(index - extra.length)),
  };
}

/** `withLaidIn` for a screen: the list as the person's decisions leave it. */
export function useLaidInList(
  data: QueueData,
  filter: ContributionFilter,
  changes: readonly OutboxEntry[],
  find: (entry: OutboxEntry) => QueueItem | null,
): QueueData {
  const laid = useMemo(() => laidInto(filter, changes, data.readAtOf, find), [filter, changes, data.readAtOf, find]);
  return useMemo(() => withLaidIn(data, laid), [data, laid]);
}
