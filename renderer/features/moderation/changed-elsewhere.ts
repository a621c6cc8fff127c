/**
 * A decision the core held back because the tribute changed on another computer since the person saw
 * it (outbox code `changed_elsewhere`): what it is now, in plain words, and which decisions still
 * make sense from there ("Decline anyway"), following the spec's table of a tribute's states.
 */
import type { Contribution } from '../../../shared/api/contributions';
import { CHANGED_ELSEWHERE, type ChangedElsewhere, type OutboxEntry, type Seen } from '../../../shared/bridge';
import { formatTime } from '../../ui/format';
import type { IntlShape } from 'react-intl';
import { decisionOf, filterOf, type Decision } from './decisions';
import { MODERATION_WORDS } from './moderation-words';

export function isChangedElsewhere(entry: OutboxEntry): entry is OutboxEntry & { conflict: ChangedElsewhere } {
  return entry.state === 'refused' && entry.code === CHANGED_ELSEWHERE && entry.conflict !== undefined;
}

/** "Already approved on another computer (noticed 14:02)" */
export function changedElsewhereWords(conflict: ChangedElsewhere, intl: IntlShape): string {
  const time = formatTime(conflict.noticedAt);
  const now = conflict.now;
  const seen = conflict.seen;
  const where =
    now.kind !== 'tribute'
      ? 'changed'
      : now.status === 'gone'
        ? 'gone'
        : seen.kind === 'tribute' && seen.status === now.status
          ? now.pinned
            ? 'pinned'
            : 'unpinned'
          : now.status;
  return intl.formatMessage(MODERATION_WORDS.changedElsewhere, { now: where, time });
}

/** The decision again, "anyway", when it can still be made on the tribute as it is now; null when it cannot or would change nothing. */
export function anywayDecision(entry: OutboxEntry & { conflict: ChangedElsewhere }): Decision | null {
  const decision = decisionOf(entry);
  const now = entry.conflict.now;
  if (!decision || now.kind !== 'tribute' || now.status === 'gone') return null;
  switch (decision) {
    case 'approve':
      return now.status === 'pending' ? decision : null;
    case 'reject':
      return now.status === 'pending' || now.status === 'approved' ? decision : null;
    case 'hide':
      return now.status !== 'hidden' ? decision : null;
    case 'restore':
      return now.status === 'hidden' ? decision : null;
    case 'pin':
      return now.status === 'approved' && !now.pinned ? decision : null;
    case 'unpin':
      return now.status === 'approved' && now.pinned ? decision : null;
  }
}

export function anywayWords(decision: Decision, intl: IntlShape): string {
  return intl.formatMessage(MODERATION_WORDS.anyway, { decision });
}

/** What the person saw, for a decision made from this tribute as a list showed it. */
export function seenTribute(tribute: Contribution, readAt: number): Seen {
  const list = filterOf(tribute);
  return { kind: 'tribute', status: list === 'deleted' ? 'hidden' : list, pinned: tribute.is_pinned, readAt: new Date(readAt).toISOString() };
}

/** What the person now knows, for deciding "anyway": the state the core found. */
export function seenNow(conflict: ChangedElsewhere): Seen | null {
  const now = conflict.now;
  if (now.kind !== 'tribute' || now.status === 'gone') return null;
  return { kind: 'tribute', status: now.status, pinned: now.pinned, readAt: conflict.noticedAt };
}
