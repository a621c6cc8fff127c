/**
 * What a family can decide about a tribute, in plain words: which decisions a tribute allows in
 * each list, why approving is not offered when the service says no (can_approve), how a decision
 * waiting in the outbox shows on the tribute, and which decision undoes another once it is sent.
 */
import type { Contribution, ContributionFilter } from '../../../shared/api/contributions';
import type { OutboxEntry, QueuedName } from '../../../shared/bridge';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { CHANGE_LABEL, DONE_ONE, isolate, MODERATION_WORDS, STATE_WORDS, type Decision } from './moderation-words';

export { DECISION_WORDS, LIST_WORDS as FILTER_WORDS, type Decision } from './moderation-words';

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

/** What a tribute's writer is called: their name as they typed it, or "Someone". */
export function authorName(tribute: Contribution, intl: IntlShape): string {
  return tribute.author.name?.trim() || intl.formatMessage(MODERATION_WORDS.someone);
}

/** "Approved Ann’s tribute", the name isolated (a plain string: a notice's title). */
export function doneWords(decision: Decision, tribute: Contribution, intl: IntlShape): string {
  return intl.formatMessage(DONE_ONE, { decision, name: isolate(authorName(tribute, intl)) });
}

/** "Approval waiting to be sent". */
export function waitingWords(decision: Decision, intl: IntlShape): string {
  return intl.formatMessage(STATE_WORDS.waiting, { decision });
}

/**
 * The words for the outbox ("Approve Ann’s tribute on June’s memorial"), shown in the sync panel and
 * on sign-out: a plain string, kept with the change, so its names are isolated (FSI…PDI).
 */
export function changeLabel(decision: Decision, tribute: Contribution, memorialName: string | null, intl: IntlShape): string {
  const name = isolate(authorName(tribute, intl));
  return memorialName
    ? intl.formatMessage(CHANGE_LABEL.on, { decision, name, memorial: isolate(memorialName) })
    : intl.formatMessage(CHANGE_LABEL.plain, { decision, name });
}

/**
 * Why approving is not offered, when the service says it cannot be (can_approve false); null when
 * it can. Private tributes are for the family only and never publishable (spec 2.2).
 */
export function whyNotApprovable(tribute: Contribution): MessageDescriptor | null {
  if (tribute.can_approve) return null;
  if (tribute.is_private) return MODERATION_WORDS.whyNotPrivate;
  if (tribute.moderation.status === 'failed') return MODERATION_WORDS.whyNotSafety;
  return MODERATION_WORDS.whyNotEmail;
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

/** How long a decision is kept back so the person can undo it. */
export const UNDO_MS = 6_000;

/** The time the rest of a batch will take at the account's rate, in words (20 a minute for a family). */
export function timeLeftWords(remaining: number, perMinute: number, intl: IntlShape): string {
  if (remaining <= 0) return intl.formatMessage(MODERATION_WORDS.timeDone);
  const minutes = remaining / Math.max(1, perMinute);
  if (minutes < 1) return intl.formatMessage(MODERATION_WORDS.timeUnderAMinute);
  return intl.formatMessage(MODERATION_WORDS.timeMinutes, { minutes: Math.ceil(minutes) });
}
