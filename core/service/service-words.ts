/** What the core says about reaching the memorial service: catalog messages (shared/i18n), each home formats them. */
import { defineMessages } from '@formatjs/intl';
import { coreMessages } from '../../shared/i18n/words';

export const SERVICE_WORDS = coreMessages(
  defineMessages({
    offline: {
      id: 'core.service.offline',
      defaultMessage: "The memorial service can't be reached right now. Please check the internet connection and try again.",
      description: 'Shown when the app cannot reach the memorial service (no internet, the service is down).',
    },
    uncertain: {
      id: 'core.service.uncertain',
      defaultMessage: 'The connection to the memorial service was lost before it answered, so it is not yet known whether this was saved.',
      description: 'Shown when a change was sent but the connection broke before the service answered: it may or may not have been saved.',
    },
    notUnderstood: {
      id: 'core.service.notUnderstood',
      defaultMessage: 'The memorial service answered in a way this version of Memorial Desk does not understand.',
      description: 'Shown when the service’s answer cannot be read by this version of the app (an update may be needed). Memorial Desk is the app’s name.',
    },
    serverTrouble: {
      id: 'core.service.serverTrouble',
      defaultMessage: 'The memorial service had a problem (error {status}). Please try again in a little while.',
      description: 'Shown when the service failed on its side without saying why. {status} is the error’s number (such as 500), kept as it is.',
    },
    couldNot: {
      id: 'core.service.couldNot',
      defaultMessage: 'The memorial service could not do this (error {status}).',
      description: 'Shown when the service refused without saying why. {status} is the error’s number (such as 404), kept as it is.',
    },
    signedOut: {
      id: 'core.service.signedOut',
      defaultMessage: 'This account is signed out. Please sign in again to continue.',
      description: 'Shown when something was asked of an account that has been signed out on this computer.',
    },
    skipped: {
      id: 'core.service.skipped',
      defaultMessage: 'A background refresh was skipped to stay within the memorial service’s request limit.',
      description: 'Shown when the app skipped refreshing something in the background because the service asked it to slow down.',
    },
    stopped: {
      id: 'core.service.stopped',
      defaultMessage: 'This was stopped because the account was signed out or Memorial Desk is closing.',
      description: 'Shown when a request waiting its turn was stopped: its account was signed out, or the app is closing.',
    },
  }),
);
