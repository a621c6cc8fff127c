/** The shared widgets' own words (renderer/ui/): catalog messages. What a feature passes in, it has already worded. */
import { defineMessages } from 'react-intl';
import { messages } from './messages';

export const UI_WORDS = messages(
  defineMessages({
    // ---- Dates and ages (format.ts) ----
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

    // ---- A change waiting to be sent (change-words.ts) ----
    aboutSeconds: {
      id: 'ui.change.aboutSeconds',
      defaultMessage: 'about {seconds, plural, one {# second} other {# seconds}}',
      description: 'How long until a waiting change can go, roughly (always 5 seconds or more). Put inside the sentences about a waiting change.',
    },
    aboutMinutes: {
      id: 'ui.change.aboutMinutes',
      defaultMessage: '{minutes, plural, one {about a minute} other {about # minutes}}',
      description: 'How long until a waiting change can go, roughly, in minutes. Put inside the sentences about a waiting change.',
    },
    sending: {
      id: 'ui.change.sending',
      defaultMessage: 'being sent now',
      description: 'What a change made on this computer is doing, after its name and a colon (“Approve June’s tribute: being sent now”): it is on its way.',
    },
    checking: {
      id: 'ui.change.checking',
      defaultMessage: 'checking whether it arrived',
      description:
        'What a change is doing, after its name and a colon: the connection dropped while it went, and the app is checking whether the service got it.',
    },
    done: { id: 'ui.change.done', defaultMessage: 'sent', description: 'What a change is doing, after its name and a colon: the service has it.' },
    refused: {
      id: 'ui.change.refused',
      defaultMessage: 'not done',
      description: 'What a change is doing, after its name and a colon: the service refused it.',
    },
    held: {
      id: 'ui.change.held',
      defaultMessage: 'held a few seconds, so you can undo it',
      description: 'What a change is doing, after its name and a colon: it waits a few seconds before going, so that Undo can still stop it.',
    },
    waitLimit: {
      id: 'ui.change.waitLimit',
      defaultMessage: 'waits for the service’s limit on requests',
      description: 'What a change is doing, after its name and a colon: the service allows only so many requests a minute, and it waits its turn.',
    },
    waitLimitFor: {
      id: 'ui.change.waitLimitFor',
      defaultMessage: 'waits for the service’s limit on requests: {howLong}',
      description:
        'What a change is doing, after its name and a colon: it waits for the service’s limit on requests. {howLong} is roughly how long (“about 40 seconds”).',
    },
    waitNetwork: {
      id: 'ui.change.waitNetwork',
      defaultMessage: 'waits for the connection; it goes once the connection returns',
      description: 'What a change is doing, after its name and a colon: there is no connection; it is kept and goes when it returns.',
    },
    waitWording: {
      id: 'ui.change.waitWording',
      defaultMessage: 'waits out the five-minute pause between wording changes',
      description: 'What a change is doing, after its name and a colon: the service allows a memorial’s wording to change only once every five minutes.',
    },
    waitWordingFor: {
      id: 'ui.change.waitWordingFor',
      defaultMessage: 'waits out the five-minute pause between wording changes: {howLong}',
      description:
        'What a change is doing, after its name and a colon: it waits out the five-minute pause between changes of a memorial’s wording. {howLong} is roughly how long (“about 3 minutes”).',
    },
    waitSignedOut: {
      id: 'ui.change.waitSignedOut',
      defaultMessage: 'waits for you to sign in again',
      description: 'What a change is doing, after its name and a colon: the account’s sign-in ended; it goes once the person signs in again.',
    },
    next: {
      id: 'ui.change.next',
      defaultMessage: 'next to be sent',
      description: 'What a change is doing, after its name and a colon: nothing holds it; it goes next.',
    },
    whyLimit: {
      id: 'ui.change.whyLimit',
      defaultMessage: 'it goes when the service’s limit on requests allows',
      description: 'The end of a sentence about a change that has not gone yet: why it waits (the service allows only so many requests a minute).',
    },
    whyLimitIn: {
      id: 'ui.change.whyLimitIn',
      defaultMessage: 'it goes when the service’s limit on requests allows, in {howLong}',
      description: 'The end of a sentence about a change that has not gone yet: why it waits, and {howLong}, roughly how long (“about 40 seconds”).',
    },
    whyNetwork: {
      id: 'ui.change.whyNetwork',
      defaultMessage: 'it goes once the connection returns',
      description: 'The end of a sentence about a change that has not gone yet: there is no connection.',
    },
    whyWording: {
      id: 'ui.change.whyWording',
      defaultMessage: 'it goes after the five-minute pause between wording changes',
      description: 'The end of a sentence about a change that has not gone yet: a memorial’s wording can change only once every five minutes.',
    },
    whyWordingIn: {
      id: 'ui.change.whyWordingIn',
      defaultMessage: 'it goes after the five-minute pause between wording changes, in {howLong}',
      description:
        'The end of a sentence about a change that has not gone yet: the five-minute pause between wording changes, and {howLong}, roughly how long (“about 3 minutes”).',
    },
    whySignedOut: {
      id: 'ui.change.whySignedOut',
      defaultMessage: 'it goes once you sign in again',
      description: 'The end of a sentence about a change that has not gone yet: the account’s sign-in ended.',
    },

    // ---- Check now (CheckNow.tsx) ----
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

    // ---- Dialogs, fields, links (ConfirmDialog, Field, ExternalLink, Table, Flash) ----
    cancel: { id: 'ui.dialog.cancel', defaultMessage: 'Cancel', description: 'Button of a question before an action: do not do it.' },
    fieldCount: {
      id: 'ui.field.count',
      defaultMessage: '{limit, plural, one {{count} of {max} character} other {{count} of {max} characters}}',
      description:
        'Under a text field, as the person types: how many characters are in it, of the most the service accepts. {count} and {max} are numbers already written out; limit is the same number as {max}, for the plural.',
    },
    fieldOver: {
      id: 'ui.field.over',
      defaultMessage: '{counted}: {over, plural, one {# too many} other {# too many}}',
      description: 'Under a text field with more characters than the service accepts. {counted} is “13 of 10 characters”; then how many are too many.',
    },
    opensInBrowser: {
      id: 'ui.externalLink.name',
      defaultMessage: '{words} (opens in your web browser)',
      description: 'What a screen reader says for a link to a web page. {words} is the link’s visible words (and what they are about).',
    },
    cellLabel: {
      id: 'ui.table.cellLabel',
      defaultMessage: '{column}:',
      description: 'In a table shown as stacked blocks on a narrow window, the column’s name before each value. {column} is the column’s name.',
    },
    closeFlash: { id: 'ui.flash.close', defaultMessage: 'Close this message', description: 'Button: hide the one-time note at the top of the screen.' },

    // ---- The frame of a screen (Screen, MemorialScreen, focus.ts, feature.tsx) ----
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
    memorialTitle: {
      id: 'ui.memorialScreen.title',
      defaultMessage: '{screen} · {name}',
      description: 'The window’s title for a part of one memorial: the part (“Fund”) and the name of the person who died, as the family wrote it.',
    },
    memorialFor: {
      id: 'ui.memorialScreen.for',
      defaultMessage: 'For {name}',
      description: 'Under the heading of a part of one memorial: whose memorial it is. {name} is the person who died, as the family wrote it.',
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

    // ---- When a read failed or is old (ReadProblem.tsx) ----
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

    // ---- Premium (PremiumNote.tsx) ----
    premiumTitle: {
      id: 'ui.premium.title',
      defaultMessage: '{what} is part of Premium, and this memorial does not have Premium.',
      description:
        'Title when something needs the memorial service’s Premium plan. {what} is what the person tried, as the screen words it (“A memorial fund”). “Premium” is the plan’s name.',
    },
    premiumAdds: { id: 'ui.premium.adds', defaultMessage: 'Premium adds to a memorial:', description: 'Before the list of what the Premium plan adds.' },
    premiumFund: {
      id: 'ui.premium.fund',
      defaultMessage: 'a memorial fund: a message and up to two links, for donations or a charity the family chose;',
      description: 'Item of the list of what Premium adds: the memorial fund.',
    },
    premiumPosts: {
      id: 'ui.premium.posts',
      defaultMessage: 'announcements and events on the memorial, with replies from those who plan to come;',
      description: 'Item of the list of what Premium adds: announcements and events.',
    },
    premiumBook: {
      id: 'ui.premium.book',
      defaultMessage: 'the Memorial Book: the memorial and its tributes as a PDF to print or keep.',
      description: 'Item of the list of what Premium adds: the Memorial Book, a PDF of the memorial.',
    },
    premiumRest: {
      id: 'ui.premium.rest',
      defaultMessage:
        'Everything else works without it: tributes, sharing the memorial, and the archive of its words and tributes (ZIP). Premium is arranged with the memorial service on its website, or by the funeral home that set the memorial up; Memorial Desk cannot add it.',
      description: 'After the list of what Premium adds: what works without it, and where Premium is arranged.',
    },

    // ---- QR code (QrCode.tsx) ----
    qrProblem: {
      id: 'ui.qr.problem',
      defaultMessage: 'Memorial Desk could not draw the QR code for this address.',
      description: 'Where a QR code should be, when it could not be drawn.',
    },
    qrCopied: {
      id: 'ui.qr.copied',
      defaultMessage: 'The QR code is copied as a picture. You can paste it into a letter or an order of service.',
      description: 'After “Copy the QR code as a picture” worked.',
    },
    qrNotCopied: {
      id: 'ui.qr.notCopied',
      defaultMessage: 'The QR code could not be copied here. Use Print instead.',
      description: 'After “Copy the QR code as a picture” failed. “Print” refers to the button “Print the QR code”.',
    },
    qrSpoken: {
      id: 'ui.qr.spoken',
      defaultMessage: '{title}. It opens {address}',
      description:
        'What a screen reader says for a QR code’s picture. {title} is what the code is (“The memorial’s address as a QR code”); {address} the web address it opens.',
    },
    qrCopy: { id: 'ui.qr.copy', defaultMessage: 'Copy the QR code as a picture', description: 'Button: copy the QR code, to paste it elsewhere.' },
    qrPrint: { id: 'ui.qr.print', defaultMessage: 'Print the QR code', description: 'Button: print the QR code and its caption alone.' },

    // ---- Signing out (SignOutDialog.tsx) ----
    signOutTitle: {
      id: 'ui.signOut.title',
      defaultMessage: 'Sign out of {name}?',
      description: 'Title of the question before signing out. {name} is the account’s name as the person or the service wrote it (kept as it is).',
    },
    signOutYes: { id: 'ui.signOut.yes', defaultMessage: 'Yes, sign out', description: 'Button of the question before signing out: sign out.' },
    signOutStay: { id: 'ui.signOut.stay', defaultMessage: 'Stay signed in', description: 'Button of the question before signing out: do not sign out.' },
    signOutUnsent: {
      id: 'ui.signOut.unsent',
      defaultMessage:
        '{count, plural, one {If you sign out now, this change will not be sent: it is removed with everything else. Stay signed in to let it go out.} other {If you sign out now, these # changes will not be sent: they are removed with everything else. Stay signed in to let them go out.}}',
      description:
        'In the question before signing out, when changes made here have not been sent yet: they would be lost. “Stay signed in” is the button’s name.',
    },
    signOutMore: {
      id: 'ui.signOut.more',
      defaultMessage: '{count, plural, one {and # more} other {and # more}}',
      description: 'The last item of the list of unsent changes, when there are more than are listed: how many more.',
    },
    signOutForget: {
      id: 'ui.signOut.forget',
      defaultMessage:
        'Memorial Desk will forget this sign-in and remove everything it kept for this account on this computer: the memorials, tributes and visits it read, the changes it made, its invitations and its list of saved exports, leaving no trace in its files.',
      description: 'In the question before signing out: what signing out removes from this computer.',
    },
    signOutStays: {
      id: 'ui.signOut.stays',
      defaultMessage:
        '{kind, select, business {What stays: the files you saved or shared (Memorial Books, archives, complete copies, spreadsheets) are yours, wherever you put them; the desk journal is the office’s record of what this computer did, and stays too.} other {What stays: the files you saved or shared (Memorial Books, archives, complete copies, spreadsheets) are yours, wherever you put them.}}',
      description:
        'In the question before signing out: what signing out leaves. kind is business for a funeral home’s account (whose desk journal stays too), anything else for a family’s.',
    },
    signOutAfter: {
      id: 'ui.signOut.after',
      defaultMessage:
        '{unsent, select, yes {{kind, select, business {To sign in again you will need your business token.} other {You can sign in again at any time.}}} other {Nothing changes on the memorial service. {kind, select, business {To sign in again you will need your business token.} other {You can sign in again at any time.}}}}',
      description:
        'The last line of the question before signing out: signing in again. unsent is yes when changes would be lost (then the service is not mentioned). kind is business for a funeral home’s account (which signs in with a business token), anything else for a family’s.',
    },
  }),
);
