/** The accounts screen's words: catalog messages (shared/i18n), with a note for translators on each. */
import { defineMessages } from 'react-intl';
import { messages } from '../../ui/messages';

export const ACCOUNTS_WORDS = messages(
  defineMessages({
    title: {
      id: 'accounts.title',
      defaultMessage: 'Accounts on this computer',
      description: 'Accounts screen: its title. Lists the family and funeral home accounts signed in on this computer.',
    },
    lead: {
      id: 'accounts.lead',
      defaultMessage:
        'Give each account a name you will recognise, such as “Mum’s memorial” or “The front desk”. The names are only for you, on this computer.',
      description: 'Accounts screen: the first sentence. The two examples are names a person might give an account: translate them as examples.',
    },
    state: {
      id: 'accounts.state',
      defaultMessage:
        '{kind, select, personal {Family account} other {Funeral home account}} · {signedIn, select, true {Signed in} other {Signed out}}{active, select, true { · The account in use now} other {}}',
      description:
        'Accounts screen, under an account’s name: its kind (personal is a family’s account), whether it is signed in (true), and whether it is the one in use now (true).',
    },
    use: { id: 'accounts.use', defaultMessage: 'Use this account', description: 'Accounts screen, button: switch to this account.' },
    signInAgain: {
      id: 'accounts.signInAgain',
      defaultMessage: 'Sign in again',
      description: 'Accounts screen, button: sign this account back in (its sign-in has ended).',
    },
    rename: { id: 'accounts.rename', defaultMessage: 'Rename', description: 'Accounts screen, button: give this account another name.' },
    signOut: { id: 'accounts.signOut', defaultMessage: 'Sign out', description: 'Accounts screen, button: sign this account out of this computer.' },
    nameLabel: { id: 'accounts.name.label', defaultMessage: 'Name for this account', description: 'Accounts screen: the label of the account’s name box.' },
    nameHint: {
      id: 'accounts.name.hint',
      defaultMessage: 'Leave it empty to go back to the name Memorial Desk gave it.',
      description: 'Accounts screen: under the account’s name box. Memorial Desk is the app’s name: keep it as it is.',
    },
    save: { id: 'accounts.name.save', defaultMessage: 'Save the name', description: 'Accounts screen, button: save the account’s new name.' },
    cancel: { id: 'accounts.name.cancel', defaultMessage: 'Cancel', description: 'Accounts screen, button: stop renaming the account.' },
  }),
);
