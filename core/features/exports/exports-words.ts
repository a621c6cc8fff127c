/** What the core says about exports and downloads: catalog messages (shared/i18n), each home formats them. */
import { defineMessages } from '@formatjs/intl';
import { coreMessages } from '../../../shared/i18n/words';

export const EXPORT_WORDS = coreMessages(
  defineMessages({
    chooseFolderAgain: {
      id: 'core.exports.chooseFolderAgain',
      defaultMessage: 'Please choose the folder again with "Choose a folder", then download.',
      description:
        'Exports: the folder chosen for a download is not known any more. “Choose a folder” is the name of the button: use the same words as that button.',
    },
    downloadGone: {
      id: 'core.exports.downloadGone',
      defaultMessage: 'That download is no longer in the list.',
      description: 'Exports: the download asked about has been removed from the list.',
    },
    unknownFile: {
      id: 'core.exports.unknownFile',
      defaultMessage: 'Memorial Desk does not know that file.',
      description: 'Exports: a file to open or show is not one the app saved.',
    },
    copyUnderWay: {
      id: 'core.exports.copyUnderWay',
      defaultMessage: 'A complete copy of this memorial is being made already.',
      description: 'Exports: a complete copy (every page, photo and tribute, kept on this computer) of this memorial is already being made.',
    },
  }),
);
