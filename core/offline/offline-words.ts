/** What the core says about changes waiting to be sent: catalog messages (shared/i18n), each home formats them. */
import { defineMessages } from '@formatjs/intl';
import { coreMessages } from '../../shared/i18n/words';

export const OFFLINE_WORDS = coreMessages(
  defineMessages({
    newerVersion: {
      id: 'core.outbox.newerVersion',
      defaultMessage: 'This change was made by a newer version of Memorial Desk and cannot be sent.',
      description: 'A change waiting to be sent was made by a newer version of the app, which this one cannot send.',
    },
  }),
);
