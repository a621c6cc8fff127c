/** The shell's words (header, navigation, account menu, Menu, the gate and notes): catalog messages. */
import { defineMessages } from 'react-intl';
import { messages } from '../ui/messages';

export const SHELL_WORDS = messages(
  defineMessages({
    appName: {
      id: 'app.name',
      defaultMessage: 'Memorial Desk',
      description: 'The app’s name, in the header of every screen. A name: keep it as it is in every language.',
    },
    pause: {
      id: 'shell.account.pause',
      defaultMessage: ',',
      description: 'Shell, read by screen readers only, between the account’s name and its kind in the account button: the language’s comma.',
    },
    skip: {
      id: 'shell.skip',
      defaultMessage: 'Skip to the main content',
      description: 'Shell, the first link of every page, for keyboards and screen readers.',
    },
    nav: { id: 'shell.nav', defaultMessage: 'Main', description: 'Shell, the accessible name of the main navigation (read as “Main navigation”).' },
    wrongKindTitle: {
      id: 'shell.wrongKind.title',
      defaultMessage: 'This page is for another kind of account',
      description: 'Shell, title when a page is opened with the wrong kind of account (a family’s or a funeral home’s).',
    },
    wrongKind: {
      id: 'shell.wrongKind.lead',
      defaultMessage:
        '{need, select, personal {This page is for family accounts. You are using a funeral home account now.} other {This page is for funeral home accounts. You are using a family account now.}} Switch accounts from the account menu at the top (on a phone, under Menu), or go back to your own start page.',
      description:
        'Shell: the page needs the other kind of account. need is personal when the page is for a family’s account. “Menu” is the name of the button on a phone: use the same word as that button.',
    },
    goHome: {
      id: 'shell.goHome',
      defaultMessage: 'Go to {kind, select, personal {My memorials} other {Memorials}}',
      description: 'Shell, link to the start page of the account in use (My memorials for a family, Memorials for a funeral home).',
    },
    stoppedLabel: {
      id: 'shell.stopped.label',
      defaultMessage: 'Memorial Desk is not running',
      description: 'Shell, in browser mode, the accessible name of the note that the app’s background part stopped.',
    },
    stoppedTitle: {
      id: 'shell.stopped.title',
      defaultMessage: 'Memorial Desk’s background part has stopped',
      description: 'Shell, in browser mode: the page lost the app’s background part.',
    },
    stoppedAbout: {
      id: 'shell.stopped.about',
      defaultMessage:
        'This page cannot reach it, so what you see may be out of date and nothing new can be done here. Changes you made before are kept safely on this computer. If it was only interrupted (the computer slept, for example), this page reconnects by itself. If Memorial Desk was closed, start it again and open the address it prints: each start has a new private address.',
      description: 'Shell, in browser mode: what the stopped background part means and what to do.',
    },
    sessionLabel: {
      id: 'shell.session.label',
      defaultMessage: 'About signing in on this computer',
      description: 'Shell, the accessible name of the note shown where no system keychain keeps sign-ins.',
    },
    sessionLine: {
      id: 'shell.session.line',
      defaultMessage: 'Sign-ins here last only until Memorial Desk closes.',
      description: 'Shell: with no system keychain, sign-ins are forgotten when the app closes.',
    },
    sessionWhy: { id: 'shell.session.why', defaultMessage: 'Why?', description: 'Shell, opens the reason sign-ins last only until the app closes.' },
    sessionDismiss: { id: 'shell.session.dismiss', defaultMessage: 'Got it', description: 'Shell, button: hide the note about sign-ins.' },
    menu: {
      id: 'shell.menu',
      defaultMessage: 'Menu',
      description: 'Shell, on a phone: the button, and the title of the panel, with the places and the account.',
    },
    menuClose: { id: 'shell.menu.close', defaultMessage: 'Close', description: 'Shell, on a phone: button closing the Menu.' },
    accountHeading: { id: 'shell.account.heading', defaultMessage: 'Account', description: 'Shell, on a phone: heading of the account part of the Menu.' },
    usingAccount: {
      id: 'shell.account.using',
      defaultMessage: 'You are using {name} ({kind, select, personal {family account} other {funeral home account}}).',
      description:
        'Shell, on a phone: the account in use. {name} is the account’s name as the person or the service wrote it (kept as it is). kind is personal for a family’s account, anything else for a funeral home’s.',
    },
    switchTo: {
      id: 'shell.account.switchTo',
      defaultMessage: 'Switch to {name} ({kind, select, personal {family account} other {funeral home account}})',
      description:
        'Shell, on a phone, button: use another account signed in on this device. {name} is the account’s name as the person or the service wrote it (kept as it is). kind is personal for a family’s account, anything else for a funeral home’s.',
    },
    switchToSignedOut: {
      id: 'shell.account.switchToSignedOut',
      defaultMessage: 'Switch to {name} ({kind, select, personal {family account} other {funeral home account}}, signed out)',
      description:
        'Shell, on a phone, button: another account known here, now signed out. {name} is the account’s name as the person or the service wrote it (kept as it is). kind is personal for a family’s account, anything else for a funeral home’s.',
    },
    kind: {
      id: 'shell.account.kind',
      defaultMessage: '{kind, select, personal {Family account} other {Funeral home account}}',
      description: 'Shell, beside the account’s name in the header. kind is personal for a family’s account, anything else for a funeral home’s.',
    },
    accountsMenu: { id: 'shell.account.menu', defaultMessage: 'Accounts', description: 'Shell, the accessible name of the account menu.' },
    accountItem: {
      id: 'shell.account.item',
      defaultMessage: '{name} — {kind, select, personal {Family account} other {Funeral home account}}',
      description:
        'Shell, an account in the account menu. {name} is the account’s name as the person or the service wrote it (kept as it is). kind is personal for a family’s account, anything else for a funeral home’s.',
    },
    accountItemSignedOut: {
      id: 'shell.account.itemSignedOut',
      defaultMessage: '{name} — {kind, select, personal {Family account} other {Funeral home account}} (signed out)',
      description:
        'Shell, an account in the account menu, now signed out. {name} is the account’s name as the person or the service wrote it (kept as it is). kind is personal for a family’s account, anything else for a funeral home’s.',
    },
    addAccount: { id: 'shell.account.add', defaultMessage: 'Add another account', description: 'Shell, account menu: sign in with another account.' },
    manageAccounts: {
      id: 'shell.account.manage',
      defaultMessage: 'Name and manage accounts',
      description: 'Shell, account menu: open the screen where accounts are renamed and managed.',
    },
    signOut: {
      id: 'shell.account.signOut',
      defaultMessage: 'Sign out of {name}',
      description: 'Shell, account menu: sign out of the account in use. {name} is the account’s name as the person or the service wrote it (kept as it is).',
    },
    notFoundTitle: {
      id: 'shell.notFound.title',
      defaultMessage: 'This page is not here',
      description: 'Shell, title for an address the app does not know (an old link, a typing mistake).',
    },
    notFound: {
      id: 'shell.notFound.lead',
      defaultMessage: 'Memorial Desk has no page at this address. It may have moved, or the link may be incomplete.',
      description: 'Shell: the address opened is not a page of the app.',
    },
    notFoundHome: { id: 'shell.notFound.home', defaultMessage: 'Go to the start', description: 'Shell, link to the start page, from an unknown address.' },
    syncLabel: {
      id: 'shell.sync.label',
      defaultMessage: 'Connection',
      description: 'Shell: accessible name of the header’s note on the connection.',
    },
    syncOnline: {
      id: 'shell.sync.online',
      defaultMessage: 'Online',
      description: 'Shell, header: the service answers. Said only when it is so.',
    },
    syncChecking: {
      id: 'shell.sync.checking',
      defaultMessage: 'Checking the connection…',
      description: 'Shell, header: neither online nor offline yet.',
    },
    syncOffline: {
      id: 'shell.sync.offline',
      defaultMessage: 'Offline — Memorial Desk will try again',
      description: 'Shell, header: the service cannot be reached; nothing waits.',
    },
    syncOfflineWaiting: {
      id: 'shell.sync.offlineWaiting',
      defaultMessage: 'Offline — your changes are saved and will be sent when the connection returns',
      description: 'Shell, header: the service cannot be reached; changes are kept here.',
    },
    syncStopped: {
      id: 'shell.sync.stopped',
      defaultMessage: 'Not connected — Memorial Desk’s background part has stopped',
      description: 'Shell, header, browser mode: the app’s background part stopped.',
    },
    syncPaused: {
      id: 'shell.sync.paused',
      defaultMessage: 'Paused by the service until {time}',
      description: 'Shell, header: the service asked the app to wait. {time}: “10:42”.',
    },
    syncWaiting: {
      id: 'shell.sync.waiting',
      defaultMessage: '{count, plural, one {# change waiting to be sent} other {# changes waiting to be sent}}',
      description: 'Shell, header: changes made here not yet sent.',
    },
    opening: {
      id: 'shell.opening',
      defaultMessage: 'Opening Memorial Desk…',
      description: 'Said to screen readers while the app starts.',
    },
    couldNotStart: {
      id: 'shell.opening.failed',
      defaultMessage: 'Memorial Desk could not start',
      description: 'Title: the app could not start. The reason and Try again follow.',
    },
    tryAgain: { id: 'shell.opening.tryAgain', defaultMessage: 'Try again', description: 'Button: start again.' },
  }),
);
