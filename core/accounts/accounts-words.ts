/** What the core says about accounts and signing in: catalog messages (shared/i18n), each home formats them. */
import { defineMessages } from '@formatjs/intl';
import { coreMessages } from '../../shared/i18n/words';

export const ACCOUNT_WORDS = coreMessages(
  defineMessages({
    signedInOn: {
      id: 'core.accounts.name.signedInOn',
      defaultMessage: 'Family account signed in on {day}',
      description:
        'The name Memorial Desk gives a family’s account until it knows the memorials it looks after (the person may rename it). {day} is the day, already written in the person’s style (“3 March 2026”).',
    },
    namedForMemorials: {
      id: 'core.accounts.name.memorials',
      defaultMessage: '{names} and {more, plural, one {# more} other {# more}}',
      description:
        'The name Memorial Desk gives a family’s account: the names of the first two memorials it looks after, then how many others (“Harold Brennan, Peter Lindqvist and 4 more”). {names} is the two names, already joined (“Harold Brennan, Peter Lindqvist”).',
    },
    personalToken: {
      id: 'core.accounts.personalToken',
      defaultMessage: 'That is a personal token. A business token is made by a Business Admin under Business settings → API tokens; paste that one here.',
      description:
        'Funeral home sign-in: the token pasted is a personal one, not the organization’s business token. “Business Admin”, “Business settings → API tokens” are the service website’s own names: keep them as the website shows them.',
    },
    rejectedToken: {
      id: 'core.accounts.rejectedToken',
      defaultMessage: "The service didn't accept that token. Check that you copied all of it; it may also have been revoked.",
      description: 'Funeral home sign-in: the memorial service refused the business token pasted.',
    },
    emptyToken: {
      id: 'core.accounts.emptyToken',
      defaultMessage: 'Paste the business token from Business settings → API tokens.',
      description:
        'Funeral home sign-in: no token was pasted. “Business settings → API tokens” is the service website’s own menu: keep it as the website shows it.',
    },
    unknownAccount: {
      id: 'core.accounts.unknownAccount',
      defaultMessage: 'That account is not signed in on this computer any more.',
      description: 'Shown when an account chosen is no longer signed in here (it was signed out meanwhile).',
    },
    unknownFlow: {
      id: 'core.accounts.unknownFlow',
      defaultMessage: 'That sign-in has ended. Please start signing in again.',
      description: 'Family sign-in with a code: the sign-in being followed has already ended.',
    },
    notKept: {
      id: 'core.accounts.notKept',
      defaultMessage: "Memorial Desk couldn't keep this sign-in in the computer's keychain. Please try again.",
      description: 'Shown when the sign-in could not be stored in the system’s keychain (its secure storage for passwords).',
    },
    notForgotten: {
      id: 'core.accounts.notForgotten',
      defaultMessage: "Memorial Desk couldn't remove this account's sign-in from the computer's keychain, so it is still signed in. Please try again.",
      description: 'Shown when signing out failed because the sign-in could not be removed from the system’s keychain.',
    },
    notDemo: {
      id: 'core.accounts.notDemo',
      defaultMessage: 'This is only possible in the demonstration.',
      description: 'Shown when something only the built-in demonstration offers was asked for outside it.',
    },
    goneAccount: {
      id: 'core.accounts.goneAccount',
      defaultMessage: 'That account is no longer on this computer. Please sign in again.',
      description: 'Shown when the account a screen was for has been removed from this computer.',
    },
    signInFirst: {
      id: 'core.accounts.signInFirst',
      defaultMessage: 'Please sign in first.',
      description: 'Shown when something needs an account and none is signed in.',
    },
  }),
);

/** What a family's sign-in by code says while it waits and when it ends. */
export const DEVICE_WORDS = coreMessages(
  defineMessages({
    approved: {
      id: 'core.device.approved',
      defaultMessage: "You're signed in.",
      description: 'Family sign-in with a code: said once the sign-in was approved.',
    },
    approvedAs: {
      id: 'core.device.approvedAs',
      defaultMessage: "You're signed in as {name}.",
      description: 'Family sign-in with a code: said once the sign-in was approved. {name} is the account’s name (kept as it is).',
    },
    denied: {
      id: 'core.device.denied',
      defaultMessage: 'The sign-in was declined in the browser, so nothing was shared. To try again, start signing in again.',
      description: 'Family sign-in with a code: the person declined on the service’s page in the browser.',
    },
    expired: {
      id: 'core.device.expired',
      defaultMessage: 'The code expired before the sign-in was approved. Start signing in again to get a new code.',
      description: 'Family sign-in with a code: the code ran out of time.',
    },
    cancelled: { id: 'core.device.cancelled', defaultMessage: 'Signing in was cancelled.', description: 'Family sign-in with a code: it was cancelled.' },
    failed: {
      id: 'core.device.failed',
      defaultMessage: "This sign-in can't be finished. Please start signing in again.",
      description: 'Family sign-in with a code: it cannot be finished for another reason.',
    },
    notKept: {
      id: 'core.device.notKept',
      defaultMessage: 'You approved the sign-in, but Memorial Desk could not keep it. Please start signing in again.',
      description: 'Family sign-in with a code: approved, but the app could not store the sign-in.',
    },
    offline: {
      id: 'core.device.offline',
      defaultMessage:
        'Waiting for the connection to the memorial service. Signing in carries on by itself once it is back; the code works for about {minutes, plural, one {# more minute} other {# more minutes}}.',
      description: 'Family sign-in with a code: the service cannot be reached; the sign-in goes on by itself. minutes is how long the code still works.',
    },
  }),
);
