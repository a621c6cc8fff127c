/**
 * What the core says of a change in the outbox (an OutboxEntry's `label`, and the `message` of one
 * the core itself ended): catalog messages. The entries keep their English (they are kept on disk,
 * and a home without a catalog shows them as they are); the renderer shows them in the person's
 * language, as it knows each one's message (renderer/data/app-state.ts, `wordsOfText`).
 */
import { defineMessages } from '@formatjs/intl';
import type { ChangedElsewhere } from './bridge/api';
import { coreMessages, say, sayEach, sayText, type Spoken } from './i18n/words';

export const OUTBOX_WORDS = coreMessages(
  defineMessages({
    saveMemorial: {
      id: 'outbox.label.saveMemorial',
      defaultMessage: 'Save changes to the memorial',
      description: 'A change waiting to be sent, named in the list of changes: saving the memorial’s wording or settings.',
    },
    saveFund: { id: 'outbox.label.saveFund', defaultMessage: 'Save the memorial fund', description: 'A change waiting to be sent: saving the memorial fund.' },
    removeFund: {
      id: 'outbox.label.removeFund',
      defaultMessage: 'Remove the memorial fund',
      description: 'A change waiting to be sent: removing the memorial fund.',
    },
    post: {
      id: 'outbox.label.post',
      defaultMessage: 'Post to the memorial',
      description: 'A change waiting to be sent: a post (an event or news) on the memorial.',
    },
    approve: { id: 'outbox.label.approve', defaultMessage: 'Approve a tribute', description: 'A change waiting to be sent: approving a tribute.' },
    decline: { id: 'outbox.label.decline', defaultMessage: 'Decline a tribute', description: 'A change waiting to be sent: declining a tribute.' },
    hide: { id: 'outbox.label.hide', defaultMessage: 'Hide a tribute', description: 'A change waiting to be sent: hiding a tribute.' },
    restore: {
      id: 'outbox.label.restore',
      defaultMessage: 'Restore a tribute',
      description: 'A change waiting to be sent: showing a hidden tribute again.',
    },
    pin: { id: 'outbox.label.pin', defaultMessage: 'Pin a tribute', description: 'A change waiting to be sent: pinning a tribute to the top of the memorial.' },
    unpin: { id: 'outbox.label.unpin', defaultMessage: 'Unpin a tribute', description: 'A change waiting to be sent: unpinning a tribute.' },
    otherVersion: {
      id: 'outbox.label.otherVersion',
      defaultMessage: 'A change made by another version of Memorial Desk',
      description: 'A change in the list that another version of the app made, and this one cannot read.',
    },
    gaveUp: {
      id: 'outbox.ended.gaveUp',
      defaultMessage: 'The memorial service kept failing to handle this change, so Memorial Desk stopped trying. It was not saved; you can try it again later.',
      description: 'A change that ended unsaved: the service failed again and again, so the app stopped sending it.',
    },
    notSentByThisVersion: {
      id: 'outbox.ended.notSentByThisVersion',
      defaultMessage: 'This change was made by another version of Memorial Desk, and this one cannot send it. It was not sent; please make it again.',
      description: 'A change that ended unsent: another version of the app made it, and this one cannot send it.',
    },
    notCheckedByThisVersion: {
      id: 'outbox.ended.notCheckedByThisVersion',
      defaultMessage:
        'This change was made by another version of Memorial Desk, and this one cannot check whether it reached the memorial service. Please look at the memorial before making it again.',
      description: 'A change that ended unknown: another version of the app made it, and this one cannot tell whether it was saved.',
    },
  }),
);

/** Each said, their English the entries keep. */
export const OUTBOX_SAID = sayEach(OUTBOX_WORDS);
// Known by their English wherever this is loaded, so an entry's label and message find their words.
for (const message of Object.values(OUTBOX_WORDS)) sayText(message);

/** Why a change was held back, not sent (an entry's `message` with its `conflict`): said by the core, and again by the screen. */
export const HELD_BACK_WORDS = coreMessages(
  defineMessages({
    tributeGone: {
      id: 'outbox.heldBack.tributeGone',
      defaultMessage: 'Not sent: this tribute is no longer on the memorial, so nothing was changed.',
      description: 'A change to a tribute that was not sent: the tribute is no longer on the memorial.',
    },
    tributeChanged: {
      id: 'outbox.heldBack.tributeChanged',
      defaultMessage:
        'Not sent: this tribute was {now, select, pinned {already pinned} unpinned {already unpinned} pending {put back to waiting} approved {already approved} rejected {already declined} other {already hidden}} on another computer since you looked, so Memorial Desk did not overrule it.',
      description:
        'A change to a tribute that was not sent, because someone changed the tribute on another computer since the person looked: now says what it is now (pinned, unpinned, waiting for approval, approved, declined, hidden).',
    },
    memorialChanged: {
      id: 'outbox.heldBack.memorialChanged',
      defaultMessage:
        'Not sent: {count, plural, one {this part of the memorial was} other {these parts of the memorial were}} changed on another computer since you opened the form, so Memorial Desk did not overwrite them.',
      description:
        'A change to a memorial’s words or settings that was not sent, because someone changed the same parts on another computer since the person opened the form. count is how many parts.',
    },
  }),
);

/** The words for a change held back, for the sync panel and anywhere the screen does not say more. */
export function changedElsewhereSaid(conflict: ChangedElsewhere): Spoken {
  const now = conflict.now;
  if (now.kind === 'tribute') {
    if (now.status === 'gone') return say(HELD_BACK_WORDS.tributeGone);
    const samePlace = conflict.seen.kind === 'tribute' && now.status === conflict.seen.status;
    return say(HELD_BACK_WORDS.tributeChanged, { now: samePlace ? (now.pinned ? 'pinned' : 'unpinned') : now.status });
  }
  return say(HELD_BACK_WORDS.memorialChanged, { count: Object.keys(now.fields).length });
}
