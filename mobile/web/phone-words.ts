/**
 * What the phone's page says itself, outside the renderer, in the phone's language: the page shown
 * in place of the app when it cannot start. The person's choice under Settings cannot be read
 * then (the app's data is what failed to open), so the phone's own languages decide.
 */
import { defineMessages } from '@formatjs/intl';
import { messages } from '../../shared/i18n/messages';

export const phoneWords = messages(
  defineMessages({
    startFailedTitle: {
      id: 'phone.startFailed.title',
      defaultMessage: 'Memorial Desk could not start',
      description: 'The phone: the heading of the page shown in place of the app when it cannot open at all.',
    },
    startFailedBusy: {
      id: 'phone.startFailed.busy',
      defaultMessage: 'Memorial Desk is already open in another window. Close it there, then open it here again.',
      description: 'The phone: under that heading, when the app’s data is open in another window (a browser tab on the test rig).',
    },
    startFailedOther: {
      id: 'phone.startFailed.other',
      defaultMessage: 'Something went wrong while it opened. Close Memorial Desk and open it again; nothing you did is lost.',
      description: 'The phone: under that heading, for any other reason the app could not open; reassures that nothing is lost.',
    },
  }),
);
