/** What the core's door to the renderer says: catalog messages (shared/i18n), each home formats them. */
import { defineMessages } from '@formatjs/intl';
import { coreMessages } from '../../shared/i18n/words';

export const CORE_BRIDGE_WORDS = coreMessages(
  defineMessages({
    unknownRequest: {
      id: 'core.bridge.unknownRequest',
      defaultMessage: 'Memorial Desk does not know that request.',
      description: 'Shown when the screen asked the app for something it does not have (a fault of the app, after an update). Memorial Desk is the app’s name.',
    },
    checkEntries: {
      id: 'core.bridge.checkEntries',
      defaultMessage: 'Please check what you entered.',
      description: 'Shown when something the person entered was not accepted and no field says why.',
    },
    whichSubject: {
      id: 'core.bridge.whichSubject',
      defaultMessage: 'Memorial Desk could not tell which memorial or tribute this is for. Please try again from the list.',
      description: 'Shown when the app could not tell which memorial or tribute an action was for (a fault of the app).',
    },
    whichMemorial: {
      id: 'core.bridge.whichMemorial',
      defaultMessage: 'Memorial Desk could not tell which memorial this belongs to. Please try again from the memorial.',
      description: 'Shown when the app could not tell which memorial a change belongs to (a fault of the app).',
    },
    alreadySent: {
      id: 'core.bridge.alreadySent',
      defaultMessage: 'This change has already gone to the memorial service, so it can no longer be taken back here.',
      description: 'Shown when the person tries to take back (undo) a change that has already been sent to the service.',
    },
    forFamilies: {
      id: 'core.bridge.forFamilies',
      defaultMessage: 'This is for family accounts. Switch to a family account to do this.',
      description: 'Shown when a funeral home’s account asks for something only a family’s account can do.',
    },
    forFuneralHomes: {
      id: 'core.bridge.forFuneralHomes',
      defaultMessage: "This is for funeral homes. Switch to your organization's account to do this.",
      description: 'Shown when a family’s account asks for something only a funeral home’s account can do.',
    },
    opensOnlyWeb: {
      id: 'core.bridge.opensOnlyWeb',
      defaultMessage: 'Memorial Desk only opens ordinary web addresses (http or https).',
      description: 'Shown when a link to open is not an ordinary web address. Keep “http” and “https” as they are.',
    },
    sharesOnlyWeb: {
      id: 'core.bridge.sharesOnlyWeb',
      defaultMessage: 'Memorial Desk only shares ordinary web addresses (http or https).',
      description: 'Shown when a link to share is not an ordinary web address. Keep “http” and “https” as they are.',
    },
    noShareSheet: {
      id: 'core.bridge.noShareSheet',
      defaultMessage: 'This device has no share sheet Memorial Desk can use. Copy the link instead.',
      description: 'Shown when the phone or computer has no system share sheet (the system’s panel for sharing a link with another app).',
    },
    shareFailed: {
      id: 'core.bridge.shareFailed',
      defaultMessage: 'The share sheet could not open. Copy the link instead.',
      description: 'Shown when the system’s share sheet (the panel for sharing a link with another app) failed to open.',
    },
    closing: {
      id: 'core.bridge.closing',
      defaultMessage: 'Memorial Desk is closing.',
      description: 'Shown when something was asked of the app while it was closing.',
    },
  }),
);
