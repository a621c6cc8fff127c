import { defineMessages } from '@formatjs/intl';
import { coreMessages } from '../i18n/words';

/** The bridge's own words (shared by the core, main's checks, the preload and the phone's page). */
export const BRIDGE_WORDS = coreMessages(
  defineMessages({
    unexpected: {
      id: 'bridge.error.unexpected',
      defaultMessage: 'Something went wrong inside Memorial Desk. Please try again.',
      description: 'Shown when something failed inside the app that nobody planned for (the details go to a log). Memorial Desk is the app’s name.',
    },
    unknownRequest: {
      id: 'bridge.error.unknownRequest',
      defaultMessage: 'Memorial Desk does not know that request, so it did nothing.',
      description: 'Shown when the screen asked the app for something it does not have (a fault of the app, after an update).',
    },
    unreadableRequest: {
      id: 'bridge.error.unreadableRequest',
      defaultMessage: 'Memorial Desk could not read that request, so it did nothing.',
      description: 'Shown when the screen asked the app for something in a form it could not read (a fault of the app).',
    },
    tooLarge: {
      id: 'bridge.error.tooLarge',
      defaultMessage: 'That is too much to send at once, so Memorial Desk did nothing with it. Please shorten it and try again.',
      description: 'Shown when what the person asked to send (a very long text, for example) is too large to pass inside the app.',
    },
    notOwnWindow: {
      id: 'bridge.error.notOwnWindow',
      defaultMessage: "This request did not come from Memorial Desk's own window, so it was refused.",
      description: 'Shown when a request came from a page that is not the app’s own window, and was refused for safety.',
    },
  }),
);
