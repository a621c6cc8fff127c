/** What the core says about a memorial's cover photo: catalog messages (shared/i18n), each home formats them. */
import { defineMessages } from '@formatjs/intl';
import { coreMessages } from '../../../shared/i18n/words';

export const COVER_WORDS = coreMessages(
  defineMessages({
    familiesOnly: {
      id: 'core.cover.familiesOnly',
      defaultMessage: 'Cover photos are for family accounts. Switch to a family account to do this.',
      description: 'Shown when a funeral home’s account tries to change a memorial’s cover photo, which only families can do.',
    },
    unknown: {
      id: 'core.cover.unknown',
      defaultMessage: 'Memorial Desk no longer has this photo (it waits half an hour at most). Please choose it again.',
      description: 'Cover photo: the photo chosen was held too long before sending and has been let go.',
    },
    tooMany: {
      id: 'core.cover.tooMany',
      defaultMessage: 'Memorial Desk is already holding several photos that were not sent. Please send or cancel one of them first.',
      description: 'Cover photo: too many photos were chosen and not sent yet.',
    },
    outOfOrder: {
      id: 'core.cover.outOfOrder',
      defaultMessage: 'A piece of the photo went missing on its way inside Memorial Desk. Please choose the photo again.',
      description: 'Cover photo: the photo did not pass whole from the screen to the app’s background part.',
    },
    tooLarge: {
      id: 'core.cover.tooLarge',
      defaultMessage: 'The photo is still larger than the memorial service takes ({size}). Please choose a smaller photo.',
      description: 'Cover photo: even made smaller, the photo is over the service’s limit. {size} is the limit, already written (such as “5 MB”).',
    },
    incomplete: {
      id: 'core.cover.incomplete',
      defaultMessage: 'The photo did not arrive whole inside Memorial Desk. Please choose it again.',
      description: 'Cover photo: part of the photo is missing.',
    },
    notJpeg: {
      id: 'core.cover.notJpeg',
      defaultMessage: 'Memorial Desk could not prepare this photo as a JPEG, so nothing was sent. Please choose the photo again.',
      description: 'Cover photo: the photo could not be turned into a JPEG picture. Keep “JPEG” as it is.',
    },
    metadata: {
      id: 'core.cover.metadata',
      defaultMessage: 'The photo still carries hidden details (such as where it was taken), so Memorial Desk did not send it. Please choose it again.',
      description: 'Cover photo: the photo still holds hidden details (where and when it was taken), which the app never sends.',
    },
    busy: { id: 'core.cover.busy', defaultMessage: 'This photo is already on its way.', description: 'Cover photo: the photo is already being sent.' },
    badAddress: {
      id: 'core.cover.badAddress',
      defaultMessage: 'The memorial service gave an upload address Memorial Desk will not use (it must be https). Nothing was sent.',
      description: 'Cover photo: the service gave an unsafe address to send the photo to. Keep “https” as it is.',
    },
    offline: {
      id: 'core.cover.offline',
      defaultMessage: "The photo could not be sent: the memorial service can't be reached. Please check the connection and try again.",
      description: 'Cover photo: the service cannot be reached, so the photo was not sent.',
    },
    serverTrouble: {
      id: 'core.cover.serverTrouble',
      defaultMessage: 'The memorial service had a problem receiving the photo (error {status}). Please try again in a little while.',
      description: 'Cover photo: the service failed on its side. {status} is the error’s number (such as 500), kept as it is.',
    },
    refusedTwice: {
      id: 'core.cover.refusedTwice',
      defaultMessage: 'The memorial service did not accept the upload address, even a fresh one. Nothing was changed; please try again later.',
      description: 'Cover photo: the service refused the address to send the photo to, twice.',
    },
    notAccepted: {
      id: 'core.cover.notAccepted',
      defaultMessage: 'The memorial service did not accept the photo (error {status}).',
      description: 'Cover photo: the service refused the photo without saying why. {status} is the error’s number, kept as it is.',
    },
    sent: {
      id: 'core.cover.sent',
      defaultMessage: 'The cover photo was sent.',
      description: 'Cover photo: said once the photo was sent (when the service said nothing itself).',
    },
  }),
);
