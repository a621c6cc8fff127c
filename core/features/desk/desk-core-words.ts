/** What the core says on the funeral-home desk: catalog messages (shared/i18n), each home formats them. */
import { defineMessages } from '@formatjs/intl';
import { coreMessages } from '../../../shared/i18n/words';

export const DESK_CORE_WORDS = coreMessages(
  defineMessages({
    sweepOffline: {
      id: 'core.desk.sweep.offline',
      defaultMessage: 'The memorial service could not be reached.',
      description: 'Funeral-home desk, Waiting on the family: why the check of every memorial stopped: the service cannot be reached.',
    },
    sweepSignedOut: {
      id: 'core.desk.sweep.signedOut',
      defaultMessage: 'The service no longer accepts this sign-in.',
      description: 'Funeral-home desk, Waiting on the family: why the check of every memorial stopped: the funeral home’s sign-in is no longer accepted.',
    },
    sweepSlowDown: {
      id: 'core.desk.sweep.slowDown',
      defaultMessage: 'The memorial service asked Memorial Desk to slow down for a while.',
      description:
        'Funeral-home desk, Waiting on the family: why the check of every memorial stopped: the service asked the app to make fewer requests for a while.',
    },
    sweepStopped: {
      id: 'core.desk.sweep.stopped',
      defaultMessage:
        '{problem} The check stopped at page {page}{pages, plural, =1 {} one { of #} other { of #}}; it starts again the next time you look, or when you ask.',
      description:
        'Funeral-home desk, Waiting on the family: the check of every memorial (read page by page from the service) stopped. {problem} is why, already written; page is the page it stopped at, pages how many there are (“ of N” is left out when there is one).',
    },
    logoNotHttps: {
      id: 'core.desk.logo.notHttps',
      defaultMessage: 'The logo’s address does not start with https://, so Memorial Desk does not load it.',
      description:
        'Funeral-home desk: why the funeral home’s logo is not shown (after “Your logo is not shown:”): its web address is not a secure one. Keep https:// as it is.',
    },
    logoUnreachable: {
      id: 'core.desk.logo.unreachable',
      defaultMessage: 'The logo could not be loaded just now.',
      description: 'Funeral-home desk: why the funeral home’s logo is not shown (after “Your logo is not shown:”): it could not be fetched.',
    },
    logoNotImage: {
      id: 'core.desk.logo.notImage',
      defaultMessage: 'The logo’s address does not lead to a picture Memorial Desk can show (PNG, JPEG, GIF or WebP).',
      description:
        'Funeral-home desk: why the funeral home’s logo is not shown (after “Your logo is not shown:”): its address leads to something that is not a picture. Keep PNG, JPEG, GIF and WebP as they are.',
    },
    logoTooLarge: {
      id: 'core.desk.logo.tooLarge',
      defaultMessage: 'The logo is larger than {kb} KB, so Memorial Desk does not load it.',
      description:
        'Funeral-home desk: why the funeral home’s logo is not shown (after “Your logo is not shown:”): the picture is too large. kb is the most it may be, in kilobytes.',
    },
  }),
);
