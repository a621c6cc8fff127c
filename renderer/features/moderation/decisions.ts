/**
 * What a family can decide about a tribute, in plain words: which decisions a tribute allows in
 * each list, why approving is not offered when the service says no (can_approve), how a decision
 * waiting in the outbox shows on the tribute, and which decision undoes another once it is sent.
 */
import type { Contribution, ContributionFilter } from '../../../shared/api/contributions';
import type { OutboxEntry, QueuedName } from '../../../shared/bridge';

export type Decision = 'approve' | 'reject' | 'hide' | 'restore' | 'pin' | 'unpin';

export const OPERATION: Record<Decision, QueuedName> = {
  approve: 'approveContribution',
  reject: 'rejectContribution',
  hide: 'hideContribution',
  restore: 'restoreContribution',
  pin: 'pinContribution',
  unpin: 'unpinContribution',
};

const DECISION_OF: Record<string, Decision> = Object.fromEntries(Object.entries(OPERATION).map(([decision, op]) => [op, decision as Decision]));

export function decisionOf(entry: OutboxEntry): Decision | null {
  return DECISION_OF[entry.operation] ?? null;
}

/** The buttons' words. */
export const DECISION_WORDS: Record<Decision, string> = {
  approve: 'Approve',
  reject: 'Decline',
  hide: 'Hide',
  restore: 'Restore',
  pin: 'Pin to the top',
  unpin: 'Unpin',
};

/** What a decision did, for the note after it ("Approved Ann’s tribute"). */
const DONE_WORDS: Record<Decision, string> = {
  approve: 'Approved',
  reject: 'Declined',
  hide: 'Hid',
  restore: 'Restored',
  pin: 'Pinned',
  unpin: 'Unpinned',
};

/** What a tribute is after a decision ("approved", "hidden"). */
export const PAST_WORDS: Record<Decision, string> = {
  approve: 'approved',
  reject: 'declined',
  hide: 'hidden',
  restore: 'restored',
  pin: 'pinned',
  unpin: 'unpinned',
};

/** How a decision waiting to be sent shows on its tribute. */
const WAITING_WORDS: Record<Decision, string> = {
  approve: 'Approval waiting to be sent',
  reject: 'Declining waiting to be sent',
  hide: 'Hiding waiting to be sent',
  restore: 'Restoring waiting to be sent',
  pin: 'Pinning waiting to be sent',
  unpin: 'Unpinning waiting to be sent',
};

export function authorName(tribute: Contribution): string {
  return tribute.author.name?.trim() || 'Someone';
}

/** "Ann’s tribute" */
export function tributeName(tribute: Contribution): string {
  return `${authorName(tribute)}’s tribute`;
}

export function doneWords(decision: Decision, tribute: Contribution): string {
  return `${DONE_WORDS[decision]} ${tributeName(tribute)}`;
}

export function waitingWords(decision: Decision): string {
  return WAITING_WORDS[decision];
}

/** The words for the outbox ("Approve Ann’s tribute"), shown in the sync panel and on sign-out. */
export function changeLabel(decision: Decision, tribute: Contribution, memorialName: string | null): string {
  const where = memorialName ? ` on ${memorialName}’s memorial` : '';
  return `${DECISION_WORDS[decision] === 'Pin to the top' ? 'Pin' : DECISION_WORDS[decision]} ${tributeName(tribute)}${where}`;
}

/**
 * Why approving is not offered, when the service says it cannot be (can_approve false); null when
 * it can. Private tributes are for the family only and never publishable (spec 2.2).
 */
export function whyNotApprovable(tribute: Contribution): string | null {
  if (tribute.can_approve) return null;
  if (tribute.is_private) return 'Written for the family only: it is never published, so it cannot be approved. It stays here for you to read.';
  if (tribute.moderation.status === 'failed') return 'The safety check refused these words, so they cannot be published. You can decline it or hide it.';
  return 'Waiting for the writer to confirm their email address. It can be approved once they have.';
}

/** Refused by the safety check: its words stay folded away until the person asks to see them. */
export function isRefusedBySafety(tribute: Contribution): boolean {
  return tribute.moderation.status === 'failed';
}

/** The decisions a tribute allows in a list, in the order of the buttons. */
export function decisionsFor(tribute: Contribution, filter: ContributionFilter): Decision[] {
  switch (filter) {
    case 'pending':
      return [...(tribute.can_approve ? (['approve'] as const) : []), 'reject', 'hide'];
    case 'approved':
      return [tribute.is_pinned ? 'unpin' : 'pin', 'hide'];
    case 'rejected':
      return ['hide'];
    case 'deleted':
      return ['restore'];
  }
}

/** Once a decision has gone out, the one that takes it back, where the API has one (reject has none). */
export function reversalOf(decision: Decision): Decision | null {
  switch (decision) {
    case 'hide':
      return 'restore';
    case 'pin':
      return 'unpin';
    case 'unpin':
      return 'pin';
    case 'restore':
      return 'hide';
    default:
      return null;
  }
}

/** The list a tribute belongs in now. */
export function filterOf(tribute: Contribution): ContributionFilter {
  if (tribute.is_hidden || tribute.status === 'hidden') return 'deleted';
  return tribute.status === 'approved' ? 'approved' : tribute.status === 'rejected' ? 'rejected' : 'pending';
}

export const FILTER_WORDS: Record<ContributionFilter, string> = {
  pending: 'Waiting',
  approved: 'Approved',
  rejected: 'Declined',
  deleted: 'Hidden',
};

/** How long a decision is kept back so the person can undo it. */
export const UNDO_MS = 6_000;

/** The time the rest of a batch will take at the account's rate, in words (20 a minute for a family). */
export function timeLeftWords(remaining: number, perMinute: number): string {
  if (remaining <= 0) return 'Done';
  const minutes = remaining / Math.max(1, perMinute);
  if (minutes < 1) return 'less than a minute';
  const rounded = Math.ceil(minutes);
  return `about ${rounded} ${rounded === 1 ? 'minute' : 'minutes'}`;
}
