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
        'Under a memorial’s name: birth and death days, or the one known. {born} and {died} are dates already written out. known: both, born (birth only), other (death only).',
    },
    asOf: {
      id: 'ui.asOf',
      defaultMessage: '{day, select, today {{time}} yesterday {yesterday, {time}} other {{date}, {time}}}',
      description:
        'When a list was last read, inside “as of …” and “Last checked: …”. {time}: “10:42”; {date}: “March 3”. day: today, yesterday or other (older).',
    },
    checkNote: {
      id: 'ui.checkNow.note',
      defaultMessage: 'Memorial Desk looks again by itself, a little less often as time goes on.',
      description: 'Beside “Check now”, while the service is still at work: the app keeps looking by itself.',
    },
    checkNow: {
      id: 'ui.checkNow.button',
      defaultMessage: 'Check now',
      description: 'Button: look at the service again now, rather than wait for the app to look by itself.',
    },
    checked: {
      id: 'ui.checkNow.checked',
      defaultMessage: 'Checked {what} just now.',
      description: 'Said to screen readers after “Check now” worked. {what}: what was checked (“your memorials”).',
    },
    checkFailed: {
      id: 'ui.checkNow.failed',
      defaultMessage: 'Memorial Desk could not check {what} just now. What is shown is as it was; it will look again by itself.',
      description: 'Said to screen readers after “Check now” failed. {what}: what was checked (“your memorials”).',
    },
    lastChecked: {
      id: 'ui.checkNow.lastChecked',
      defaultMessage: 'Last checked: {asOf}',
      description: 'Above “Check now” on a phone. {asOf}: “10:42”, “yesterday, 10:42”, “March 3, 10:42”.',
    },
    closeFlash: { id: 'ui.flash.close', defaultMessage: 'Close this message', description: 'Button: hide the one-time note at the top.' },
    wayBack: { id: 'ui.screen.wayBack', defaultMessage: 'Way back', description: 'Accessible name of the link one step up.' },
    backTo: {
      id: 'ui.screen.backTo',
      defaultMessage: 'Back to {place}',
      description: 'Link one step up. {place}: that place, as the screen words it (“My memorials”, “the memorials”).',
    },
    backToMemorial: {
      id: 'ui.screen.backToMemorial',
      defaultMessage: 'Back to the memorial for {name}',
      description: 'Link back to a memorial’s page. {name}: the person who died, as the family wrote it.',
    },
    backToTheMemorial: {
      id: 'ui.screen.backToTheMemorial',
      defaultMessage: 'Back to the memorial',
      description: 'Link back to a memorial’s page, its name not known yet.',
    },
    windowTitle: {
      id: 'ui.title.screen',
      defaultMessage: '{screen} — Memorial Desk',
      description: 'Window title: the screen’s, then the app’s name (kept as it is).',
    },
    windowTitleWaiting: {
      id: 'ui.title.waiting',
      defaultMessage: '({count, number}) {title}',
      description: 'Window title with the count of tributes waiting for approval in front.',
    },
    noMemorialTitle: {
      id: 'ui.noMemorial.title',
      defaultMessage: 'This memorial is not here',
      description: 'Title: an address names no memorial (an old link, a typing mistake).',
    },
    noMemorial: {
      id: 'ui.noMemorial.lead',
      defaultMessage: 'The address does not name a memorial, so Memorial Desk cannot show {what}. Please open the memorial from your list.',
      description: 'The address names no memorial. {what}: what the screen would have shown (“its fund”).',
    },
    noMemorialHome: {
      id: 'ui.noMemorial.home',
      defaultMessage: 'Go to My memorials',
      description: 'Link to the family’s list. “My memorials” is that screen’s name.',
    },
    offlineAsOf: {
      id: 'ui.read.offlineAsOf',
      defaultMessage: 'Offline — {what} as of {asOf}',
      description: 'Note title, offline, over what was read before. {what}: “your memorials”; {asOf}: “10:42”, “yesterday, 10:42”.',
    },
    seeingAsOf: {
      id: 'ui.read.seeingAsOf',
      defaultMessage: 'You are seeing {what} as they were at {asOf}.',
      description: 'Note title: the service could not be read again. {what}: “your memorials”; {asOf}: “10:42”, “yesterday, 10:42”.',
    },
    whatAsOf: {
      id: 'ui.read.asOf',
      defaultMessage: '{what} as of {asOf}',
      description: 'Note title: what is shown is older than it should be. {what} has a capital first letter (“Your memorials”); {asOf}: “10:42”.',
    },
    checkAgain: { id: 'ui.read.checkAgain', defaultMessage: 'Check again', description: 'Button of the note over what was read before: read it again.' },
    upToDateOnline: {
      id: 'ui.read.upToDateOnline',
      defaultMessage: 'Memorial Desk will bring them up to date when the connection returns.',
      description: 'Note, offline: what happens next (“them”: what is shown).',
    },
    upToDateService: {
      id: 'ui.read.upToDateService',
      defaultMessage: 'Memorial Desk will bring them up to date as soon as the memorial service answers.',
      description: 'Note, the service did not answer: what happens next (“them”: what is shown).',
    },
    needsConnection: {
      id: 'ui.read.needsConnection',
      defaultMessage: 'Memorial Desk needs the connection once to show {what}.',
      description: 'Title: offline, and this screen was never read here. {what}: “your memorials”.',
    },
    neverOpened: {
      id: 'ui.read.neverOpened',
      defaultMessage:
        'This screen has not been opened on this computer before. Once the connection returns and it has been shown, Memorial Desk keeps it for days without one.',
      description: 'Under that title: why, and what happens after.',
    },
    couldNotLoad: {
      id: 'ui.read.couldNotLoad',
      defaultMessage: 'Memorial Desk could not load {what}.',
      description: 'Title: the answer could not be read, and nothing was kept. {what}: “your memorials”.',
    },
    tryAgain: { id: 'ui.read.tryAgain', defaultMessage: 'Try again', description: 'Button: read again.' },
    signedOutTitle: {
      id: 'ui.read.signedOut.title',
      defaultMessage: 'You are signed out of {name} on this computer',
      description: 'Title: the account’s sign-in ended. {name}: the account’s name (kept as it is).',
    },
    signInAgain: { id: 'ui.read.signedOut.again', defaultMessage: 'Sign in again', description: 'Button: sign in to that account again.' },
    signInDemoAgain: {
      id: 'ui.read.signedOut.demoAgain',
      defaultMessage: 'Sign in to the demonstration again',
      description: 'Button, in the demonstration: sign in to its accounts again.',
    },
    signedOutAbout: {
      id: 'ui.read.signedOut.about',
      defaultMessage: 'Your sign-in has ended. Sign in again to see {what}; changes you made that were waiting are kept and go out once you are signed in.',
      description: 'Under that title. {what}: what the screen shows (“your memorials”).',
    },
  }),
);
