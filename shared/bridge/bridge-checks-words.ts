/** The bridge's own checks of what a screen sends (a name, a token, an address): catalog messages, said as text (`sayText`). */
import { defineMessages } from '@formatjs/intl';
import { coreMessages } from '../i18n/words';

export const CHECK_WORDS = coreMessages(
  defineMessages({
    accountNameTooLong: {
      id: 'bridge.check.accountNameTooLong',
      defaultMessage: 'Please keep the name to {max} characters or fewer.',
      description: 'Renaming an account: the name is too long. {max} is the most characters it may have.',
    },
    pasteToken: {
      id: 'bridge.check.pasteToken',
      defaultMessage: 'Please paste the business token.',
      description: 'Funeral home sign-in: the token field is empty. The business token is a long secret the service gave the funeral home.',
    },
    notAToken: {
      id: 'bridge.check.notAToken',
      defaultMessage: 'That does not look like a token: it has spaces or unusual characters. Please copy it again.',
      description: 'Funeral home sign-in: what was pasted has spaces or unusual characters, so it cannot be a token.',
    },
    notAnAddress: {
      id: 'bridge.check.notAnAddress',
      defaultMessage: 'That is not a web address: it should start with https://, like https://memorials.example.org/api/v1.',
      description: 'Settings: the memorial service’s address is not a web address. Keep https:// and the example address as they are.',
    },
    initialsTooLong: {
      id: 'bridge.check.initialsTooLong',
      defaultMessage: 'Initials are at most {max} letters.',
      description: 'Settings, the initials of whoever is at the funeral home’s desk: too many letters. {max} is the most they may have.',
    },
    initialsLetters: {
      id: 'bridge.check.initialsLetters',
      defaultMessage: 'Initials are letters, with dots or spaces if you like.',
      description:
        'Settings, the initials of whoever is at the funeral home’s desk: they may hold only letters (and digits), dots, spaces, hyphens and apostrophes.',
    },
    addressTooLong: {
      id: 'bridge.check.addressTooLong',
      defaultMessage: 'That address is too long ({max} characters at most).',
      description: 'Settings: the memorial service’s address is too long. {max} is the most characters it may have.',
    },
  }),
);
