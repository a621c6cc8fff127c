/** The data layer's own words (a flash after signing out, an account's kind): catalog messages. */
import { defineMessages } from 'react-intl';
import { coreMessages } from '../../shared/i18n/words';

export const DATA_WORDS = coreMessages(
  defineMessages({
    nowUsing: {
      id: 'data.accounts.nowUsing',
      defaultMessage: 'Now using {name}.',
      description: 'Said to a screen reader after switching accounts. {name} is the account’s name (kept as it is).',
    },
    signedOutOf: {
      id: 'data.accounts.signedOutOf',
      defaultMessage: 'You signed out of {name} on this computer.',
      description: 'Said after signing out of an account, on the next screen and to a screen reader. {name} is the account’s name (kept as it is).',
    },
    signedOutOfUnnamed: {
      id: 'data.accounts.signedOutOfUnnamed',
      defaultMessage: 'You signed out of the account on this computer.',
      description: 'Said after signing out of an account whose name is not known any more.',
    },
    demoAgain: {
      id: 'data.accounts.demoAgain',
      defaultMessage: 'You are signed in to the demonstration again.',
      description: 'Said after signing in to the app’s built-in demonstration again.',
    },
    kind: {
      id: 'data.accounts.kind',
      defaultMessage: '{kind, select, personal {Family account} other {Funeral home account}}',
      description: 'The kind of an account, in the list of accounts: a family’s (personal) or a funeral home’s.',
    },
  }),
);

/** The app's own words when a sign-in cannot reach the service (errors.ts). */
export const ERROR_WORDS = coreMessages(
  defineMessages({
    cantReachService: {
      id: 'data.error.cantReachService',
      defaultMessage: "Memorial Desk can't reach the memorial service right now. Please check the connection and try again.",
      description:
        'Shown when a sign-in cannot reach the memorial service (no internet, the service is down). The person tries again; nothing retries by itself.',
    },
  }),
);
