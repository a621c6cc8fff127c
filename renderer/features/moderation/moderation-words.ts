/**
 * The tributes' screens' words (one memorial's queue, the combined inbox, the keys, the notes after
 * a decision): catalog messages (shared/i18n), with a note for translators on each.
 *
 * A tribute is a message a visitor leaves on a memorial; the family approves, declines or hides it.
 * Names a person typed (a writer's, a memorial's) go in isolated: `<bdi>` in the page, FSI…PDI in a
 * plain string (`isolate`), so a Latin name inside Arabic text, or an Arabic one inside English,
 * keeps its own direction.
 */
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { messages } from '../../ui/messages';
import type { ContributionFilter } from '../../../shared/api/contributions';

/** A name a person typed, isolated in plain text (FSI … PDI): one helper for the whole app. */
export { isolate } from '../../../shared/i18n/isolate';

export const MODERATION_WORDS = messages(
  defineMessages({
    titleFor: {
      id: 'moderation.queue.titleFor',
      defaultMessage: 'Tributes for {name}',
      description: 'One memorial’s tributes: the screen’s title and heading. {name} is the name of the person the memorial is for, as the family wrote it.',
    },
    title: {
      id: 'moderation.queue.title',
      defaultMessage: 'Tributes',
      description: 'One memorial’s tributes: the screen’s title while the memorial’s name is not known yet.',
    },
    whatFor: {
      id: 'moderation.queue.whatFor',
      defaultMessage: 'the tributes for {name}',
      description:
        'One memorial’s tributes, as the end of a sentence saying what could not be read or is out of date (“… could not read the tributes for June Ellis”). {name} is the name of the person the memorial is for.',
    },
    what: {
      id: 'moderation.queue.what',
      defaultMessage: 'the tributes',
      description: 'The tributes, as the end of a sentence saying what could not be read or is out of date (“… could not read the tributes”).',
    },
    inboxTitle: {
      id: 'moderation.inbox.title',
      defaultMessage: 'Tributes from all your memorials',
      description: 'The combined inbox: title of the screen with the tributes of every memorial the family looks after.',
    },
    inboxLooked: {
      id: 'moderation.inbox.looked',
      defaultMessage:
        'From all {count, plural, one {# memorial} other {# memorials}}, newest first. Memorial Desk looks for new tributes about once a minute; it last looked at all of them at {time}.',
      description:
        'The combined inbox, the first sentence. count is how many memorials the family looks after; {time} is a clock time, already written as the person’s region writes it.',
    },
    inboxLooking: {
      id: 'moderation.inbox.looking',
      defaultMessage: 'Memorial Desk is looking through your memorials for tributes…',
      description: 'The combined inbox, the first sentence while the app has not yet looked at every memorial.',
    },
    inboxNewestHundred: {
      id: 'moderation.inbox.newestHundred',
      defaultMessage: 'Here you see the newest hundred of each memorial; open a memorial’s tributes to see them all.',
      description: 'The combined inbox, in the lists other than Waiting: only the newest hundred tributes of each memorial are shown.',
    },
    keys: {
      id: 'moderation.queue.keys',
      defaultMessage: 'Keys: <kbd>?</kbd> for the list. They work anywhere on this screen except while you type.',
      description:
        'Tributes, shown where a keyboard is in use: the question mark key opens the list of keyboard shortcuts. <kbd>?</kbd> is the key itself: keep it as it is.',
    },
    tabsLabel: {
      id: 'moderation.queue.tabs',
      defaultMessage: 'Tributes by where they stand',
      description: 'Tributes, the accessible name of the tabs Waiting, Approved, Declined and Hidden.',
    },
    tabCount: {
      id: 'moderation.queue.tabCount',
      defaultMessage: '({count, number})',
      description: 'Tributes, after a tab’s name: how many tributes are in that list, in brackets.',
    },
    toolbarLabel: {
      id: 'moderation.toolbar.label',
      defaultMessage: 'Act on the selected tributes',
      description: 'Tributes, the accessible name of the bar of buttons acting on several selected tributes at once.',
    },
    selectedCount: {
      id: 'moderation.toolbar.selected',
      defaultMessage: '{count, plural, one {# tribute selected} other {# tributes selected}}',
      description: 'Tributes, in the bar above the list: how many tributes the person has selected.',
    },
    selectHint: {
      id: 'moderation.toolbar.hint',
      defaultMessage: 'Select tributes to act on several at once.',
      description: 'Tributes, in the bar above the list while nothing is selected.',
    },
    selectAll: {
      id: 'moderation.toolbar.selectAll',
      defaultMessage: '{count, plural, one {Select all # shown} other {Select all # shown}}',
      description: 'Tributes, button: select every tribute shown in the list (count of them).',
    },
    clearSelection: {
      id: 'moderation.toolbar.clear',
      defaultMessage: 'Clear the selection',
      description: 'Tributes, button: unselect every selected tribute.',
    },
    shortcuts: {
      id: 'moderation.toolbar.shortcuts',
      defaultMessage: 'Keyboard shortcuts',
      description: 'Tributes, button opening the list of keyboard shortcuts.',
    },
    emptyWaiting: {
      id: 'moderation.empty.waiting',
      defaultMessage: 'Nothing is waiting for approval.',
      description: 'Tributes, the Waiting list when it is empty: its title.',
    },
    emptyWaitingAbout: {
      id: 'moderation.empty.waitingAbout',
      defaultMessage: 'New tributes appear here by themselves; Memorial Desk looks for them about once a minute.',
      description: 'Tributes, under the title of the empty Waiting list.',
    },
    emptyList: {
      id: 'moderation.empty.list',
      defaultMessage: '{list, select, approved {No approved tributes.} rejected {No declined tributes.} other {No hidden tributes.}}',
      description: 'Tributes, the title of an empty list: approved, declined (rejected) or hidden (other).',
    },
    emptyListAbout: {
      id: 'moderation.empty.listAbout',
      defaultMessage:
        '{list, select, approved {Tributes appear here once they are.} rejected {Tributes appear here once they are.} other {Tributes appear here once they are.}}',
      description:
        'Tributes, under the title of an empty list: tributes appear in it once they are approved (approved), declined (rejected) or hidden (other). The English leaves the verb out; say it where the language needs it.',
    },
    feedLabel: {
      id: 'moderation.feed.label',
      defaultMessage: '{list, select, pending {Waiting tributes} approved {Approved tributes} rejected {Declined tributes} other {Hidden tributes}}',
      description: 'Tributes, the accessible name of the list of tributes: those waiting for approval, approved, declined (rejected) or hidden (other).',
    },
    notNow: {
      id: 'moderation.confirm.notNow',
      defaultMessage: 'Not now',
      description: 'Tributes, confirming a decision about many tributes: the button that does not act.',
    },
    confirmPace: {
      id: 'moderation.confirm.pace',
      defaultMessage: 'They go to the memorial service one by one, at most {perMinute, number} a minute: this takes {time}. You can undo it for a few seconds.',
      description:
        'Tributes, confirming a decision about many tributes: how long sending them takes. {time} is a length of time already in words (“about 2 minutes”, “less than a minute”).',
    },
    declineWarning: {
      id: 'moderation.confirm.declineWarning',
      defaultMessage: 'Once sent, declining cannot be undone: the memorial service has no way back from it.',
      description: 'Tributes, confirming declining many tributes: a warning that declining cannot be taken back once sent.',
    },
    where: {
      id: 'moderation.feed.where',
      defaultMessage: '{position, number} of {total, number}',
      description: 'Tributes, said to screen readers as the keyboard moves through the list: the tribute’s place and how many there are.',
    },
    loadingTribute: {
      id: 'moderation.feed.loading',
      defaultMessage: 'Loading tribute {position, number} of {total, number}…',
      description: 'Tributes, in place of a tribute of a long list whose page is still being read.',
    },
    someone: {
      id: 'moderation.tribute.someone',
      defaultMessage: 'Someone',
      description: 'Tributes, the writer’s name when the writer left none (“Someone’s tribute”).',
    },
    select: {
      id: 'moderation.tribute.select',
      defaultMessage: 'Select {name}’s tribute',
      description: 'Tributes, the accessible name of the checkbox selecting one tribute. {name} is the writer’s name as they typed it.',
    },
    tributeTitle: {
      id: 'moderation.tribute.title',
      defaultMessage: '{type, select, candle {{name}’s candle} memory {{name}’s memory} other {{name}’s message}}',
      description:
        'Tributes, the heading of a tribute its writer gave no title: a candle lit, a memory or a message (other). {name} is the writer’s name as they typed it.',
    },
    meta: {
      id: 'moderation.tribute.meta',
      defaultMessage:
        'By {name} {guest, select, true {(a guest)} other {(a member of the memorial service)}}{hasEmail, select, true { · {email}} other {}}{hasDate, select, true { · {date}} other {}}{hasMemorial, select, true { · on {memorial}’s memorial} other {}}',
      description:
        'Tributes, the line under a tribute’s heading. {name} is the writer’s name; guest is true when they wrote without an account on the service. Then, when known, their {email}, the {date} it was written (already written as the person’s region writes dates), and in the combined inbox the memorial it is on ({memorial} is the name of the person the memorial is for).',
    },
    private: {
      id: 'moderation.tribute.private',
      defaultMessage: 'For the family only: never published.',
      description: 'Tributes, on a private tribute: the writer meant it for the family only, so it is never shown on the memorial.',
    },
    pinned: {
      id: 'moderation.tribute.pinned',
      defaultMessage: 'Pinned to the top of the memorial',
      description: 'Tributes, on a tribute the family pinned: it shows first on the memorial.',
    },
    folded: {
      id: 'moderation.tribute.folded',
      defaultMessage: 'The safety check refused this tribute, so its words are folded away.',
      description: 'Tributes, in place of the words of a tribute the service’s automatic safety check refused (they may be hurtful).',
    },
    showWords: {
      id: 'moderation.tribute.showWords',
      defaultMessage: 'Show the words',
      description: 'Tributes, button: show the words of a tribute the safety check refused.',
    },
    reasonGiven: {
      id: 'moderation.tribute.reason',
      defaultMessage: 'The reason given: {reason}',
      description: 'Tributes, on a declined or refused tribute: the reason given for it. {reason} is that reason, as it was written.',
    },
    notDone: {
      id: 'moderation.tribute.notDone',
      defaultMessage: '<b>{label} was not done:</b> {message}',
      description:
        'Tributes, on a tribute: a decision the memorial service refused. {label} is what the decision was (“Approve Ann’s tribute”); {message} is the service’s reason, already a sentence.',
    },
    dismiss: { id: 'moderation.tribute.dismiss', defaultMessage: 'Dismiss', description: 'Tributes, button: hide the note of a refused decision.' },
    actions: {
      id: 'moderation.tribute.actions',
      defaultMessage: 'What to do with {name}’s tribute',
      description: 'Tributes, the accessible name of a tribute’s group of buttons. {name} is the writer’s name as they typed it.',
    },
    undo: {
      id: 'moderation.undo',
      defaultMessage: 'Undo',
      description: 'Tributes, button: take back the decision just made, while it is held for a few seconds.',
    },
    heldState: {
      id: 'moderation.tribute.held',
      defaultMessage: '{waiting}: you can still undo it',
      description: 'Tributes, on a tribute, while a decision is held back a few seconds. {waiting} is the decision waiting (“Approval waiting to be sent”).',
    },
    queuedState: {
      id: 'moderation.tribute.queued',
      defaultMessage: '{waiting}: {why}',
      description:
        'Tributes, on a tribute: a decision waiting its turn. {waiting} is the decision waiting (“Approval waiting to be sent”); {why} is why it has not gone yet (“it goes once the connection returns”).',
    },
    whyNotPrivate: {
      id: 'moderation.why.private',
      defaultMessage: 'Written for the family only: it is never published, so it cannot be approved. It stays here for you to read.',
      description: 'Tributes, on a private tribute in the Waiting list: why there is no Approve button.',
    },
    whyNotSafety: {
      id: 'moderation.why.safety',
      defaultMessage: 'The safety check refused these words, so they cannot be published. You can decline it or hide it.',
      description: 'Tributes, on a tribute the safety check refused, in the Waiting list: why there is no Approve button.',
    },
    whyNotEmail: {
      id: 'moderation.why.email',
      defaultMessage: 'Waiting for the writer to confirm their email address. It can be approved once they have.',
      description: 'Tributes, in the Waiting list: the writer has not confirmed their email address yet, so the tribute cannot be approved yet.',
    },
    declineLabel: {
      id: 'moderation.decline.label',
      defaultMessage: 'Why are you declining {name}’s tribute? (optional)',
      description: 'Tributes, the label of the box for an optional reason for declining a tribute. {name} is the writer’s name as they typed it.',
    },
    declineHint: {
      id: 'moderation.decline.hint',
      defaultMessage: 'Only the family sees this. Enter declines; Shift+Enter starts a new line. Declining cannot be undone once it has been sent.',
      description: 'Tributes, under the label of the reason box. Enter and Shift+Enter are keys: name them as the language’s keyboards do.',
    },
    declineCount: {
      id: 'moderation.decline.count',
      defaultMessage: '{count, number} of {max, number} characters',
      description: 'Tributes, under the reason box: how many characters are typed, of the most allowed.',
    },
    declineTooLong: {
      id: 'moderation.decline.tooLong',
      defaultMessage:
        '{over, plural, one {Please shorten the reason to {max, number} characters; it is # too long.} other {Please shorten the reason to {max, number} characters; it is # too long.}}',
      description: 'Tributes, under the reason box when it is too long: the most characters allowed ({max}) and how many too many (over).',
    },
    decline: {
      id: 'moderation.decline.submit',
      defaultMessage: 'Decline',
      description: 'Tributes, button: decline the tribute, with the reason typed if any.',
    },
    cancel: { id: 'moderation.decline.cancel', defaultMessage: 'Cancel', description: 'Tributes, button: do not decline the tribute after all.' },
    close: { id: 'moderation.note.close', defaultMessage: 'Close this message', description: 'Tributes, button closing the note about the last decision.' },
    undone: { id: 'moderation.note.undone', defaultMessage: 'Undone: nothing was sent.', description: 'Tributes, the note once the last decision was undone.' },
    heldNote: {
      id: 'moderation.note.held',
      defaultMessage: '{words}. It goes to the memorial service in {seconds, plural, one {# second} other {# seconds}}; until then you can undo it.',
      description:
        'Tributes, the note after a decision, while it is held back: {words} is what was decided (“Approved Ann’s tribute”, “Approved 3 tributes”); seconds counts down.',
    },
    heldSaid: {
      id: 'moderation.note.heldSaid',
      defaultMessage: '{words}. It goes to the memorial service in a few seconds; until then you can undo it.',
      description: 'Tributes, said once to screen readers after a decision: {words} is what was decided (“Approved Ann’s tribute”, “Approved 3 tributes”).',
    },
    progressTitle: {
      id: 'moderation.note.progress',
      defaultMessage: '{words}: {done, number} of {total, number} done',
      description: 'Tributes, the note while many decisions are being sent: {words} is what was decided (“Approved 40 tributes”), then how many are done.',
    },
    onItsWayTitle: {
      id: 'moderation.note.onItsWay',
      defaultMessage: '{words}: on its way',
      description: 'Tributes, the note while one decision is being sent: {words} is what was decided (“Approved Ann’s tribute”).',
    },
    progressLabel: {
      id: 'moderation.note.progressLabel',
      defaultMessage: 'Decisions sent',
      description: 'Tributes, the accessible name of the progress bar of many decisions being sent.',
    },
    batchPace: {
      id: 'moderation.note.pace',
      defaultMessage:
        'The memorial service takes {perMinute, number} requests a minute, so the rest will take {time}. You can go on using Memorial Desk meanwhile; they are kept safely on this computer until they are sent.',
      description:
        'Tributes, the note while many decisions are being sent. {time} is a length of time already in words (“about 2 minutes”, “less than a minute”).',
    },
    keptSafe: {
      id: 'moderation.note.keptSafe',
      defaultMessage: 'It is kept safely on this computer until the memorial service has it.',
      description: 'Tributes, the note while one decision is being sent.',
    },
    doneTitle: {
      id: 'moderation.note.done',
      defaultMessage: '{words}: done',
      description: 'Tributes, the note once every decision was sent: {words} is what was decided (“Approved Ann’s tribute”, “Approved 40 tributes”).',
    },
    elsewhereTitle: {
      id: 'moderation.note.elsewhereTitle',
      defaultMessage: 'Not sent: this tribute changed on another computer',
      description: 'Tributes, the note when the decision was not sent because someone changed the tribute on another computer meanwhile.',
    },
    partlyTitle: {
      id: 'moderation.note.partly',
      defaultMessage:
        '{words}: {done, number} done, {refused, number} not done{elsewhere, plural, =0 {} one { (# changed on another computer)} other { (# changed on another computer)}}',
      description:
        'Tributes, the note once many decisions were sent and some were not done: {words} is what was decided (“Approved 40 tributes”); elsewhere is how many of those not done were changed on another computer meanwhile (nothing is added when none).',
    },
    elsewhereMany: {
      id: 'moderation.note.elsewhereMany',
      defaultMessage:
        '{count, plural, one {One tribute was changed on another computer since you looked, so Memorial Desk did not overrule it; each shows what it is now in its list.} other {# tributes were changed on another computer since you looked, so Memorial Desk did not overrule them; each shows what it is now in its list.}}',
      description: 'Tributes, the note after many decisions: some tributes were changed on another computer meanwhile, so those decisions were not sent.',
    },
    refusedItem: {
      id: 'moderation.note.refusedItem',
      defaultMessage: '{label}: {message}',
      description:
        'Tributes, a decision the service refused, in the note’s list. {label} is the decision (“Approve Ann’s tribute”); {message} is the service’s reason.',
    },
    elsewhereItem: {
      id: 'moderation.note.elsewhereItem',
      defaultMessage: '{label}: {what}; not sent.',
      description:
        'Tributes, a decision not sent because the tribute changed on another computer, in the note’s list. {label} is the decision (“Approve Ann’s tribute”); {what} is what happened (“Already approved on another computer (noticed 14:02)”).',
    },
    notOverruled: {
      id: 'moderation.elsewhere.notOverruled',
      defaultMessage:
        '<b>{what}.</b> {decision, select, approve {Your “Approve” was not sent, so nothing was overruled.} reject {Your “Decline” was not sent, so nothing was overruled.} hide {Your “Hide” was not sent, so nothing was overruled.} restore {Your “Restore” was not sent, so nothing was overruled.} pin {Your “Pin to the top” was not sent, so nothing was overruled.} unpin {Your “Unpin” was not sent, so nothing was overruled.} other {Your change was not sent, so nothing was overruled.}}',
      description:
        'Tributes, on a decision not sent because the tribute changed on another computer: {what} is what it is now (“Already approved on another computer (noticed 14:02)”); decision is the button the person pressed, named as that button is.',
    },
    leaveIt: {
      id: 'moderation.elsewhere.leaveIt',
      defaultMessage: 'Leave it',
      description: 'Tributes, button: leave the tribute as it was changed on another computer, and forget this decision.',
    },
    anyway: {
      id: 'moderation.elsewhere.anyway',
      defaultMessage:
        '{decision, select, approve {Approve anyway} reject {Decline anyway} hide {Hide anyway} restore {Restore anyway} pin {Pin anyway} other {Unpin anyway}}',
      description: 'Tributes, button: make the decision again although the tribute changed on another computer.',
    },
    changedElsewhere: {
      id: 'moderation.elsewhere.what',
      defaultMessage:
        '{now, select, gone {No longer on the memorial} pinned {Already pinned on another computer} unpinned {Already unpinned on another computer} pending {Put back to waiting on another computer} approved {Already approved on another computer} rejected {Already declined on another computer} hidden {Already hidden on another computer} other {Changed on another computer}} (noticed {time})',
      description:
        'Tributes: what became of a tribute on another computer since the person saw it. now is where it is now (gone: deleted; pending: back in Waiting); {time} is the clock time it was noticed, already written as the person’s region writes it.',
    },
    timeDone: {
      id: 'moderation.time.done',
      defaultMessage: 'Done',
      description: 'Tributes, the time the rest of many decisions will take, when nothing is left.',
    },
    timeUnderAMinute: {
      id: 'moderation.time.underAMinute',
      defaultMessage: 'less than a minute',
      description: 'Tributes, the time the rest of many decisions will take, inside a sentence (“this takes less than a minute”).',
    },
    timeMinutes: {
      id: 'moderation.time.minutes',
      defaultMessage: '{minutes, plural, one {about # minute} other {about # minutes}}',
      description: 'Tributes, the time the rest of many decisions will take, inside a sentence (“this takes about 2 minutes”).',
    },
    sheetTitle: {
      id: 'moderation.keys.title',
      defaultMessage: 'Keys for going through tributes',
      description: 'The list of keyboard shortcuts of the tributes: its title.',
    },
    sheetCaption: {
      id: 'moderation.keys.caption',
      defaultMessage: 'Each key and what it does',
      description: 'The list of keyboard shortcuts: the table’s caption, read by screen readers only.',
    },
    sheetKey: { id: 'moderation.keys.key', defaultMessage: 'Key', description: 'The list of keyboard shortcuts: heading of the column of keys.' },
    sheetWhat: {
      id: 'moderation.keys.what',
      defaultMessage: 'What it does',
      description: 'The list of keyboard shortcuts: heading of the column of what each key does.',
    },
    sheetEither: {
      id: 'moderation.keys.either',
      defaultMessage: '{first} or {second}',
      description: 'The list of keyboard shortcuts: two keys that do the same (“J or ↓”).',
    },
    sheetClose: { id: 'moderation.keys.close', defaultMessage: 'Close', description: 'The list of keyboard shortcuts: button closing it.' },
  }),
);

/** The buttons' words, one per decision. */
export const DECISION_WORDS = messages(
  defineMessages({
    approve: {
      id: 'moderation.decision.approve',
      defaultMessage: 'Approve',
      description: 'Tributes, button: approve the tribute, so it shows on the memorial.',
    },
    reject: {
      id: 'moderation.decision.reject',
      defaultMessage: 'Decline',
      description: 'Tributes, button: decline the tribute, so it never shows on the memorial (cannot be undone once sent).',
    },
    hide: { id: 'moderation.decision.hide', defaultMessage: 'Hide', description: 'Tributes, button: hide the tribute from the memorial (it can be restored).' },
    restore: { id: 'moderation.decision.restore', defaultMessage: 'Restore', description: 'Tributes, button: bring a hidden tribute back to where it was.' },
    pin: {
      id: 'moderation.decision.pin',
      defaultMessage: 'Pin to the top',
      description: 'Tributes, button: show this approved tribute first on the memorial.',
    },
    unpin: { id: 'moderation.decision.unpin', defaultMessage: 'Unpin', description: 'Tributes, button: stop showing this tribute first on the memorial.' },
  }),
);

/** What the family can decide about a tribute (decisions.ts). */
export type Decision = keyof typeof DECISION_WORDS;

/** The button that starts declining (a reason is asked for next). */
export const DECLINE_BUTTON = messages(
  defineMessages({
    words: {
      id: 'moderation.decision.rejectAsk',
      defaultMessage: 'Decline…',
      description: 'Tributes, button on a tribute: start declining it (a box for an optional reason opens next).',
    },
  }),
).words;

/** How a decision about one tribute reads once made ("Approved Ann’s tribute"). */
export const DONE_ONE = messages(
  defineMessages({
    words: {
      id: 'moderation.done.one',
      defaultMessage:
        '{decision, select, approve {Approved {name}’s tribute} reject {Declined {name}’s tribute} hide {Hid {name}’s tribute} restore {Restored {name}’s tribute} pin {Pinned {name}’s tribute} other {Unpinned {name}’s tribute}}',
      description:
        'Tributes, what the person just decided about one tribute, at the start of the note after it (“Approved Ann’s tribute. It goes to…”). {name} is the writer’s name as they typed it.',
    },
  }),
).words;

/** How a decision about many tributes reads once made ("Approved 40 tributes"). */
export const DONE_MANY: Readonly<Record<Decision, MessageDescriptor>> = messages(
  defineMessages({
    approve: {
      id: 'moderation.done.many.approve',
      defaultMessage: '{count, plural, one {Approved # tribute} other {Approved # tributes}}',
      description: 'Tributes, what the person just decided about many tributes, at the start of the note after it (“Approved 40 tributes: done”).',
    },
    reject: {
      id: 'moderation.done.many.reject',
      defaultMessage: '{count, plural, one {Declined # tribute} other {Declined # tributes}}',
      description: 'Tributes, what the person just decided about many tributes, at the start of the note after it (“Declined 3 tributes: done”).',
    },
    hide: {
      id: 'moderation.done.many.hide',
      defaultMessage: '{count, plural, one {Hid # tribute} other {Hid # tributes}}',
      description: 'Tributes, what the person just decided about many tributes, at the start of the note after it (“Hid 3 tributes: done”).',
    },
    restore: {
      id: 'moderation.done.many.restore',
      defaultMessage: '{count, plural, one {Restored # tribute} other {Restored # tributes}}',
      description: 'Tributes, what the person just decided about many tributes, at the start of the note after it (“Restored 3 tributes: done”).',
    },
    pin: {
      id: 'moderation.done.many.pin',
      defaultMessage: '{count, plural, one {Pinned # tribute} other {Pinned # tributes}}',
      description: 'Tributes, what the person just decided about many tributes, at the start of the note after it (“Pinned 3 tributes: done”).',
    },
    unpin: {
      id: 'moderation.done.many.unpin',
      defaultMessage: '{count, plural, one {Unpinned # tribute} other {Unpinned # tributes}}',
      description: 'Tributes, what the person just decided about many tributes, at the start of the note after it (“Unpinned 3 tributes: done”).',
    },
  }),
);

/** What a decision waiting to be sent shows on its tribute, and what it shows while on its way. */
export const STATE_WORDS = messages(
  defineMessages({
    waiting: {
      id: 'moderation.state.waiting',
      defaultMessage:
        '{decision, select, approve {Approval waiting to be sent} reject {Declining waiting to be sent} hide {Hiding waiting to be sent} restore {Restoring waiting to be sent} pin {Pinning waiting to be sent} other {Unpinning waiting to be sent}}',
      description: 'Tributes, on a tribute: the person’s decision about it waits to be sent to the memorial service.',
    },
    sending: {
      id: 'moderation.state.sending',
      defaultMessage:
        '{decision, select, approve {Approval on its way to the memorial service} reject {Declining on its way to the memorial service} hide {Hiding on its way to the memorial service} restore {Restoring on its way to the memorial service} pin {Pinning on its way to the memorial service} other {Unpinning on its way to the memorial service}}',
      description: 'Tributes, on a tribute: the person’s decision about it is being sent now (it can no longer be undone).',
    },
    checking: {
      id: 'moderation.state.checking',
      defaultMessage:
        '{decision, select, approve {Memorial Desk is checking whether the approval reached the memorial service} reject {Memorial Desk is checking whether the declining reached the memorial service} hide {Memorial Desk is checking whether the hiding reached the memorial service} restore {Memorial Desk is checking whether the restoring reached the memorial service} pin {Memorial Desk is checking whether the pinning reached the memorial service} other {Memorial Desk is checking whether the unpinning reached the memorial service}}',
      description:
        'Tributes, on a tribute: the person’s decision may or may not have reached the memorial service (the connection broke, or the app closed while sending it); the app reads the tribute to find out before sending anything again. Memorial Desk is the app’s name.',
    },
    sent: {
      id: 'moderation.state.sent',
      defaultMessage:
        '{decision, select, approve {Sent and approved. It leaves this list at the next look.} reject {Sent and declined. It leaves this list at the next look.} hide {Sent and hidden. It leaves this list at the next look.} restore {Sent and restored. It leaves this list at the next look.} pin {Sent and pinned. It leaves this list at the next look.} other {Sent and unpinned. It leaves this list at the next look.}}',
      description: 'Tributes, on a tribute: the decision was sent and done; the tribute leaves this list when the app next reads it.',
    },
  }),
);

/** The label a decision keeps in the outbox (the sync panel, signing out): "Approve Ann’s tribute on June’s memorial". */
export const CHANGE_LABEL = messages(
  defineMessages({
    plain: {
      id: 'moderation.change.label',
      defaultMessage:
        '{decision, select, approve {Approve {name}’s tribute} reject {Decline {name}’s tribute} hide {Hide {name}’s tribute} restore {Restore {name}’s tribute} pin {Pin {name}’s tribute} other {Unpin {name}’s tribute}}',
      description: 'A decision about a tribute waiting to be sent, as the list of changes on their way shows it. {name} is the writer’s name as they typed it.',
    },
    on: {
      id: 'moderation.change.labelOn',
      defaultMessage:
        '{decision, select, approve {Approve {name}’s tribute on {memorial}’s memorial} reject {Decline {name}’s tribute on {memorial}’s memorial} hide {Hide {name}’s tribute on {memorial}’s memorial} restore {Restore {name}’s tribute on {memorial}’s memorial} pin {Pin {name}’s tribute on {memorial}’s memorial} other {Unpin {name}’s tribute on {memorial}’s memorial}}',
      description:
        'A decision about a tribute waiting to be sent, as the list of changes on their way shows it. {name} is the writer’s name; {memorial} is the name of the person the memorial is for.',
    },
  }),
);

/** The decisions a batch makes: the bar's button, the question before, its Yes, and what is left out. */
type BatchDecision = keyof typeof BATCH_BUTTON;
export interface BatchWords {
  button: MessageDescriptor;
  confirm: MessageDescriptor;
  yes: MessageDescriptor;
  cannot: MessageDescriptor;
}
const BATCH_BUTTON = messages(
  defineMessages({
    approve: {
      id: 'moderation.batch.approve',
      defaultMessage: 'Approve {count, number}',
      description: 'Tributes, button in the bar: approve the selected tributes (count of them).',
    },
    reject: {
      id: 'moderation.batch.reject',
      defaultMessage: 'Decline {count, number}',
      description: 'Tributes, button in the bar: decline the selected tributes (count of them).',
    },
    hide: {
      id: 'moderation.batch.hide',
      defaultMessage: 'Hide {count, number}',
      description: 'Tributes, button in the bar: hide the selected tributes (count of them).',
    },
    restore: {
      id: 'moderation.batch.restore',
      defaultMessage: 'Restore {count, number}',
      description: 'Tributes, button in the bar: restore the selected hidden tributes (count of them).',
    },
  }),
);
const BATCH_CONFIRM = messages(
  defineMessages({
    approve: {
      id: 'moderation.batch.confirm.approve',
      defaultMessage: '{count, plural, one {Approve # tribute?} other {Approve # tributes?}}',
      description: 'Tributes, the title of the question before approving many selected tributes.',
    },
    reject: {
      id: 'moderation.batch.confirm.reject',
      defaultMessage: '{count, plural, one {Decline # tribute?} other {Decline # tributes?}}',
      description: 'Tributes, the title of the question before declining many selected tributes.',
    },
    hide: {
      id: 'moderation.batch.confirm.hide',
      defaultMessage: '{count, plural, one {Hide # tribute?} other {Hide # tributes?}}',
      description: 'Tributes, the title of the question before hiding many selected tributes.',
    },
    restore: {
      id: 'moderation.batch.confirm.restore',
      defaultMessage: '{count, plural, one {Restore # tribute?} other {Restore # tributes?}}',
      description: 'Tributes, the title of the question before restoring many selected hidden tributes.',
    },
  }),
);
const BATCH_YES = messages(
  defineMessages({
    approve: {
      id: 'moderation.batch.yes.approve',
      defaultMessage: 'Yes, approve {count, number}',
      description: 'Tributes, button confirming approving the selected tributes (count of them).',
    },
    reject: {
      id: 'moderation.batch.yes.reject',
      defaultMessage: 'Yes, decline {count, number}',
      description: 'Tributes, button confirming declining the selected tributes (count of them).',
    },
    hide: {
      id: 'moderation.batch.yes.hide',
      defaultMessage: 'Yes, hide {count, number}',
      description: 'Tributes, button confirming hiding the selected tributes (count of them).',
    },
    restore: {
      id: 'moderation.batch.yes.restore',
      defaultMessage: 'Yes, restore {count, number}',
      description: 'Tributes, button confirming restoring the selected tributes (count of them).',
    },
  }),
);
const BATCH_CANNOT = messages(
  defineMessages({
    approve: {
      id: 'moderation.batch.cannot.approve',
      defaultMessage:
        '{count, plural, one {# of those you selected cannot be approved; they are left as they are.} other {# of those you selected cannot be approved; they are left as they are.}}',
      description: 'Tributes, before approving many: how many of the selected tributes cannot be approved (private, or not confirmed yet) and are left out.',
    },
    reject: {
      id: 'moderation.batch.cannot.reject',
      defaultMessage:
        '{count, plural, one {# of those you selected cannot be declined; they are left as they are.} other {# of those you selected cannot be declined; they are left as they are.}}',
      description: 'Tributes, before declining many: how many of the selected tributes cannot be declined and are left out.',
    },
    hide: {
      id: 'moderation.batch.cannot.hide',
      defaultMessage:
        '{count, plural, one {# of those you selected cannot be hidden; they are left as they are.} other {# of those you selected cannot be hidden; they are left as they are.}}',
      description: 'Tributes, before hiding many: how many of the selected tributes cannot be hidden and are left out.',
    },
    restore: {
      id: 'moderation.batch.cannot.restore',
      defaultMessage:
        '{count, plural, one {# of those you selected cannot be restored; they are left as they are.} other {# of those you selected cannot be restored; they are left as they are.}}',
      description: 'Tributes, before restoring many: how many of the selected tributes cannot be restored and are left out.',
    },
  }),
);
export function batchWords(decision: Decision): BatchWords {
  const d = decision as BatchDecision;
  return { button: BATCH_BUTTON[d], confirm: BATCH_CONFIRM[d], yes: BATCH_YES[d], cannot: BATCH_CANNOT[d] };
}

/** The lists' names, as the tabs show them. */
export const LIST_WORDS: Readonly<Record<ContributionFilter, MessageDescriptor>> = messages(
  defineMessages({
    pending: { id: 'moderation.list.pending', defaultMessage: 'Waiting', description: 'Tributes, the tab of tributes waiting for approval.' },
    approved: { id: 'moderation.list.approved', defaultMessage: 'Approved', description: 'Tributes, the tab of approved tributes (shown on the memorial).' },
    rejected: { id: 'moderation.list.rejected', defaultMessage: 'Declined', description: 'Tributes, the tab of declined tributes.' },
    deleted: { id: 'moderation.list.deleted', defaultMessage: 'Hidden', description: 'Tributes, the tab of hidden tributes.' },
  }),
);

/** What each key does, in the list of keys (queue-keys.ts). */
export const KEY_WHAT = messages(
  defineMessages({
    next: { id: 'moderation.keys.next', defaultMessage: 'Next tribute', description: 'The list of keyboard shortcuts: move to the next tribute.' },
    previous: {
      id: 'moderation.keys.previous',
      defaultMessage: 'Previous tribute',
      description: 'The list of keyboard shortcuts: move to the previous tribute.',
    },
    fiveOn: {
      id: 'moderation.keys.fiveOn',
      defaultMessage: 'Five tributes on',
      description: 'The list of keyboard shortcuts: move five tributes down the list.',
    },
    fiveBack: {
      id: 'moderation.keys.fiveBack',
      defaultMessage: 'Five tributes back',
      description: 'The list of keyboard shortcuts: move five tributes up the list.',
    },
    first: { id: 'moderation.keys.first', defaultMessage: 'First tribute', description: 'The list of keyboard shortcuts: move to the first tribute.' },
    last: { id: 'moderation.keys.last', defaultMessage: 'Last tribute', description: 'The list of keyboard shortcuts: move to the last tribute.' },
    approve: { id: 'moderation.keys.approve', defaultMessage: 'Approve', description: 'The list of keyboard shortcuts: approve the tribute.' },
    reject: {
      id: 'moderation.keys.reject',
      defaultMessage: 'Decline (with an optional reason)',
      description: 'The list of keyboard shortcuts: decline the tribute; a box for an optional reason opens.',
    },
    hide: { id: 'moderation.keys.hide', defaultMessage: 'Hide', description: 'The list of keyboard shortcuts: hide the tribute.' },
    restore: {
      id: 'moderation.keys.restore',
      defaultMessage: 'Restore a hidden tribute',
      description: 'The list of keyboard shortcuts: restore a hidden tribute.',
    },
    pin: {
      id: 'moderation.keys.pin',
      defaultMessage: 'Pin or unpin an approved tribute',
      description: 'The list of keyboard shortcuts: pin or unpin an approved tribute.',
    },
    open: {
      id: 'moderation.keys.open',
      defaultMessage: 'Show the words of a tribute the safety check refused',
      description: 'The list of keyboard shortcuts: show the folded-away words of a tribute the safety check refused.',
    },
    select: {
      id: 'moderation.keys.select',
      defaultMessage: 'Select or unselect, to act on many at once',
      description: 'The list of keyboard shortcuts: select or unselect the tribute.',
    },
    undo: {
      id: 'moderation.keys.undo',
      defaultMessage: 'Undo the last decision (while it waits)',
      description: 'The list of keyboard shortcuts: take back the last decision while it is held for a few seconds.',
    },
    shortcuts: { id: 'moderation.keys.shortcuts', defaultMessage: 'This list of keys', description: 'The list of keyboard shortcuts: open this list.' },
  }),
);

/** The names of keys that are not a letter or a sign, as the list of keys writes them. */
export const KEY_NAMES = messages(
  defineMessages({
    PageDown: {
      id: 'moderation.keyName.pageDown',
      defaultMessage: 'Page Down',
      description: 'The name of the Page Down key, as keyboards of the language label it.',
    },
    PageUp: { id: 'moderation.keyName.pageUp', defaultMessage: 'Page Up', description: 'The name of the Page Up key, as keyboards of the language label it.' },
    Home: { id: 'moderation.keyName.home', defaultMessage: 'Home', description: 'The name of the Home key, as keyboards of the language label it.' },
    End: { id: 'moderation.keyName.end', defaultMessage: 'End', description: 'The name of the End key, as keyboards of the language label it.' },
    Delete: { id: 'moderation.keyName.delete', defaultMessage: 'Delete', description: 'The name of the Delete key, as keyboards of the language label it.' },
    Enter: { id: 'moderation.keyName.enter', defaultMessage: 'Enter', description: 'The name of the Enter key, as keyboards of the language label it.' },
    ' ': { id: 'moderation.keyName.space', defaultMessage: 'Space', description: 'The name of the space bar, as keyboards of the language label it.' },
    'Ctrl+z': {
      id: 'moderation.keyName.ctrlZ',
      defaultMessage: 'Ctrl+Z',
      description: 'The keys Ctrl and Z together (⌘ and Z on a Mac), as the language writes it.',
    },
  }),
);
