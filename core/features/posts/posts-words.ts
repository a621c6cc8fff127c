/** What the core says about a memorial's events: catalog messages (shared/i18n), each home formats them. */
import { defineMessages } from '@formatjs/intl';
import { coreMessages } from '../../../shared/i18n/words';

export const POSTS_CORE_WORDS = coreMessages(
  defineMessages({
    noTimedEvents: {
      id: 'core.events.noTimedEvents',
      defaultMessage: 'This memorial has no events with a day and time to add to a calendar.',
      description: 'Events: none of the memorial’s events has a day and time, so there is nothing to add to a calendar.',
    },
    eventGone: {
      id: 'core.events.eventGone',
      defaultMessage: 'This event is no longer on the memorial, or has no day and time.',
      description: 'Events: the event to add to a calendar was removed, or has no day and time.',
    },
  }),
);
