/**
 * What the core says of a change in the outbox (an OutboxEntry's `label`, and the `message` of one
 * the core itself ended): catalog messages. The entries keep their English (they are kept on disk,
 * and a home without a catalog shows them as they are); the renderer shows them in the person's
 * language, as it knows each one's message (renderer/data/app-state.ts, `wordsOfText`).
 */
import { defineMessages } from '@formatjs/intl';
import { coreMessages, sayEach, sayText } from './i18n/words';

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
