/**
 * The words of the shared widgets every screen has from the first one on (the frame of a screen,
 * its read problem notice, Check now, the window's title, ages and dates): catalog messages. The
 * widgets that come later (a dialog, a QR code, a form field's count) keep theirs beside them, so
 * they load with them. What a feature passes in, it has already worded.
 */
import { defineMessages } from 'react-intl';
import { messages } from './messages';

export const UI_WORDS = messages(
  defineMessages({
    lifeDates: {
      id: 'ui.lifeDates',
      defaultMessage: '{known, select, both {Born {born} · Died {died}} born {Born {born}} other {Died {died}}}',
      description:
        'Under a memorial’s name: the days of birth and death, or whichever is known. {born} and {died} are dates already written in the reader’s style (“3 March 1941”). known is both, born (only the birth is known) or other (only the death).',
    },
    asOf: {
      id: 'ui.asOf',
      defaultMessage: '{day, select, today {{time}} yesterday {yesterday, {time}} other {{date}, {time}}}',
      description:
        'When a list or a page was last read from the service, put inside “as of …” and “Last checked: …”. {time} is the clock time (“10:42”), {date} the day and month (“March 3”). day is today, yesterday or other (an older day).',
    },
    checkNote: {
      id: 'ui.checkNow.note',
      defaultMessage: 'Memorial Desk looks again by itself, a little less often as time goes on.',
      description: 'Beside “Check now”, while the service is still doing something (a check, an export): the app keeps looking by itself.',
    },
    checkNow: {
      id: 'ui.checkNow.button',
      defaultMessage: 'Check now',
      description: 'Button: look at the service again now, rather than wait for the app to look by itself.',
    },
    checked: {
      id: 'ui.checkNow.checked',
      defaultMessage: 'Checked {what} just now.',
      description: 'Said to screen readers after “Check now” worked. {what} is what was checked, as the screen words it (“your memorials”).',
    },
    checkFailed: {
      id: 'ui.checkNow.failed',
      defaultMessage: 'Memorial Desk could not check {what} just now. What is shown is as it was; it will look again by itself.',
      description: 'Said to screen readers after “Check now” failed. {what} is what was checked, as the screen words it (“your memorials”).',
    },
    lastChecked: {
      id: 'ui.checkNow.lastChecked',
      defaultMessage: 'Last checked: {asOf}',
      description: 'Above “Check now” on a phone: when the list was last read. {asOf} is a time (“10:42”, “yesterday, 10:42”, “March 3, 10:42”).',
    },
    closeFlash: { id: 'ui.flash.close', defaultMessage: 'Close this message', description: 'Button: hide the one-time note at the top of the screen.' },
    wayBack: { id: 'ui.screen.wayBack', defaultMessage: 'Way back', description: 'The accessible name of the link back to the place one step up.' },
    backTo: {
      id: 'ui.screen.backTo',
      defaultMessage: 'Back to {place}',
      description: 'Link at the top of a screen to the place one step up. {place} is that place, as the screen words it (“My memorials”, “the memorials”).',
    },
    backToMemorial: {
      id: 'ui.screen.backToMemorial',
      defaultMessage: 'Back to the memorial for {name}',
      description: 'Link at the top of a screen about one memorial, back to the memorial’s page. {name} is the person who died, as the family wrote it.',
    },
    backToTheMemorial: {
      id: 'ui.screen.backToTheMemorial',
      defaultMessage: 'Back to the memorial',
      description: 'Link at the top of a screen about one memorial, back to its page, while the memorial’s name is not known yet.',
    },
    windowTitle: {
      id: 'ui.title.screen',
      defaultMessage: '{screen} — Memorial Desk',
      description: 'The window’s title: the screen’s title, then the app’s name (keep “Memorial Desk” as it is).',
    },
    windowTitleWaiting: {
      id: 'ui.title.waiting',
      defaultMessage: '({count, number}) {title}',
      description: 'The window’s title when tributes are waiting for approval: their count in front of the title (“(3) My memorials — Memorial Desk”).',
    },
    noMemorialTitle: {
      id: 'ui.noMemorial.title',
      defaultMessage: 'This memorial is not here',
      description: 'Title when an address about a memorial names none (a typing mistake, an old link).',
    },
    noMemorial: {
      id: 'ui.noMemorial.lead',
      defaultMessage: 'The address does not name a memorial, so Memorial Desk cannot show {what}. Please open the memorial from your list.',
      description: 'The address opened names no memorial. {what} is what the screen would have shown, as that screen words it (“its fund”).',
    },
    noMemorialHome: {
      id: 'ui.noMemorial.home',
      defaultMessage: 'Go to My memorials',
      description: 'Link to the family’s list of memorials, from an address that names none. “My memorials” is the name of that screen.',
    },
    offlineAsOf: {
      id: 'ui.read.offlineAsOf',
      defaultMessage: 'Offline — {what} as of {asOf}',
      description:
        'Title of a note while offline, over what was read before. {what} is what the screen shows, as it words it (“your memorials”); {asOf} when it was read (“10:42”, “yesterday, 10:42”).',
    },
    seeingAsOf: {
      id: 'ui.read.seeingAsOf',
      defaultMessage: 'You are seeing {what} as they were at {asOf}.',
      description:
        'Title of a note when the service could not be read again, over what was read before. {what} is what the screen shows (“your memorials”); {asOf} when it was read (“10:42”, “yesterday, 10:42”).',
    },
    whatAsOf: {
      id: 'ui.read.asOf',
      defaultMessage: '{what} as of {asOf}',
      description:
        'Title of a note when what is shown is older than it should be. {what} is what the screen shows, with a capital first letter (“Your memorials”); {asOf} when it was read (“10:42”, “yesterday, 10:42”).',
    },
    checkAgain: { id: 'ui.read.checkAgain', defaultMessage: 'Check again', description: 'Button of the note over what was read before: read it again now.' },
    upToDateOnline: {
      id: 'ui.read.upToDateOnline',
      defaultMessage: 'Memorial Desk will bring them up to date when the connection returns.',
      description: 'In the note over what was read before, while offline: what happens next (“them”: what the screen shows).',
    },
    upToDateService: {
      id: 'ui.read.upToDateService',
      defaultMessage: 'Memorial Desk will bring them up to date as soon as the memorial service answers.',
      description: 'In the note over what was read before, when the service did not answer: what happens next (“them”: what the screen shows).',
    },
    needsConnection: {
      id: 'ui.read.needsConnection',
      defaultMessage: 'Memorial Desk needs the connection once to show {what}.',
      description: 'Title when offline and the screen was never read on this computer. {what} is what the screen shows, as it words it (“your memorials”).',
    },
    neverOpened: {
      id: 'ui.read.neverOpened',
      defaultMessage:
        'This screen has not been opened on this computer before. Once the connection returns and it has been shown, Memorial Desk keeps it for days without one.',
      description: 'Under the title that the connection is needed once: why, and what happens after.',
    },
    couldNotLoad: {
      id: 'ui.read.couldNotLoad',
      defaultMessage: 'Memorial Desk could not load {what}.',
      description: 'Title when the service’s answer could not be read, and nothing was kept. {what} is what the screen shows (“your memorials”).',
    },
    tryAgain: { id: 'ui.read.tryAgain', defaultMessage: 'Try again', description: 'Button: read what failed again.' },
    signedOutTitle: {
      id: 'ui.read.signedOut.title',
      defaultMessage: 'You are signed out of {name} on this computer',
      description: 'Title when the account’s sign-in has ended. {name} is the account’s name as the person or the service wrote it (kept as it is).',
    },
    signInAgain: { id: 'ui.read.signedOut.again', defaultMessage: 'Sign in again', description: 'Button: sign in to the account whose sign-in ended.' },
    signInDemoAgain: {
      id: 'ui.read.signedOut.demoAgain',
      defaultMessage: 'Sign in to the demonstration again',
      description: 'Button, in the demonstration: sign in to its sample accounts again.',
    },
    signedOutAbout: {
      id: 'ui.read.signedOut.about',
      defaultMessage: 'Your sign-in has ended. Sign in again to see {what}; changes you made that were waiting are kept and go out once you are signed in.',
      description: 'Under the title that the account is signed out. {what} is what the screen shows, as it words it (“your memorials”).',
    },
  }),
);
