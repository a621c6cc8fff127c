/**
 * The desk's entries in the main navigation: catalog messages, in a file of their own because the
 * navigation is made before the first screen (feature.tsx), and the desk's other words come with
 * its screens. To be given as `label` once a navigation entry takes a message (NavEntry's `Words`).
 */
import { defineMessages } from 'react-intl';
import { messages } from '../../ui/messages';

export const DESK_NAV_WORDS = messages(
  defineMessages({
    memorials: {
      id: 'desk.nav.memorials',
      defaultMessage: 'Memorials',
      description: 'Main navigation, for a funeral home: the list of its memorials (its start page).',
    },
    waiting: {
      id: 'desk.nav.waiting',
      defaultMessage: 'Waiting on the family',
      description: 'Main navigation, for a funeral home: the families invited to write a memorial who have not done so yet.',
    },
    provision: {
      id: 'desk.nav.provision',
      defaultMessage: 'New memorial',
      description: 'Main navigation, for a funeral home: start a new memorial for a family.',
    },
    owners: { id: 'desk.nav.owners', defaultMessage: 'Owners', description: 'Main navigation, for a funeral home: who looks after each live memorial.' },
    journal: {
      id: 'desk.nav.journal',
      defaultMessage: 'Desk journal',
      description: 'Main navigation, for a funeral home: the list of what this computer did for the funeral home.',
    },
  }),
);
