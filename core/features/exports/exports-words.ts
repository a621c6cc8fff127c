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
    copyStarting: {
      id: 'core.copy.starting',
      defaultMessage: 'Starting the copy…',
      description: 'Said when a complete copy of a memorial (kept on this computer) starts.',
    },
    copyKept: {
      id: 'core.copy.kept',
      defaultMessage: 'The complete copy is kept in {folder}.',
      description: 'Said once a complete copy of a memorial is made. {folder} is the folder’s path, kept as it is.',
    },
    copyFailed: {
      id: 'core.copy.failed',
      defaultMessage: 'Something went wrong inside Memorial Desk. No copy was kept.',
      description: 'Said when making a complete copy of a memorial failed for a reason nobody planned for.',
    },
    copyGone: {
      id: 'core.copy.gone',
      defaultMessage: 'This copy is no longer in the local archive: its folder was moved or removed.',
      description: 'Said when a complete copy kept on this computer cannot be found: its folder was moved or removed.',
    },
    copyAsking: {
      id: 'core.copy.asking',
      defaultMessage: 'Asking the memorial service to prepare the archive and the Memorial Book…',
      description:
        'Said while a complete copy of a memorial (kept on this computer) is made: the app asks the service to prepare the archive (every file in one ZIP) and the Memorial Book (a printable book of the memorial).',
    },
    copyReading: {
      id: 'core.copy.reading',
      defaultMessage: 'Reading every tribute…',
      description: 'Said while a complete copy of a memorial is made: the app reads every tribute (a message a visitor left on the memorial).',
    },
    copyReadSoFar: {
      id: 'core.copy.readSoFar',
      defaultMessage: 'Reading every tribute: {count} so far…',
      description: 'Said while a complete copy of a memorial is made: how many tributes have been read so far (count).',
    },
    copyWaitingService: {
      id: 'core.copy.waitingService',
      defaultMessage: 'Waiting for the memorial service to finish the {type, select, pdf {Memorial Book} other {archive}}…',
      description:
        'Said while a complete copy of a memorial is made: the service is still preparing an export. type is pdf (the Memorial Book) or zip (the archive).',
    },
    copyWaiting: {
      id: 'core.copy.waiting',
      defaultMessage: 'Waiting for the {type, select, pdf {Memorial Book} other {archive}}…',
      description:
        'Said while a complete copy of a memorial is made and the service said nothing of its own about an export it prepares. type is pdf (the Memorial Book) or zip (the archive).',
    },
    copyWriting: {
      id: 'core.copy.writing',
      defaultMessage: 'Writing the tributes and the list of files…',
      description: 'Said while a complete copy of a memorial is made: the tributes’ spreadsheet and the list of the copy’s files are written.',
    },
    copyPlacing: {
      id: 'core.copy.placing',
      defaultMessage: 'Putting the copy in its place…',
      description: 'Said at the last step of making a complete copy of a memorial: the finished copy is moved into its folder.',
    },
    copyNotDownloaded: {
      id: 'core.copy.notDownloaded',
      defaultMessage: 'The {type, select, pdf {Memorial Book} other {archive}} could not be downloaded, so no copy was kept. Please try again.',
      description:
        'Said when a complete copy of a memorial failed because an export could not be downloaded. type is pdf (the Memorial Book) or zip (the archive).',
    },
    copyStopped: {
      id: 'core.copy.stopped',
      defaultMessage: 'The copy was stopped. Nothing was kept.',
      description: 'Said when making a complete copy of a memorial was stopped before it was done.',
    },
    copyNotFinished: {
      id: 'core.copy.notFinished',
      defaultMessage:
        'The memorial service has not finished the {type, select, pdf {Memorial Book} other {archive}} yet, so no copy was kept. Please try again later.',
      description:
        'Said when a complete copy of a memorial gave up waiting for the service to prepare an export. type is pdf (the Memorial Book) or zip (the archive).',
    },
    copyNotKept: {
      id: 'core.copy.notKept',
      defaultMessage: '{reason} No copy was kept.',
      description:
        'Said when a complete copy of a memorial failed part-way. {reason} is why, already written (the service’s own words, or the app’s); keep it first, as one or more sentences.',
    },
    copyNotMade: {
      id: 'core.copy.notMade',
      defaultMessage: '{reason} No copy was made.',
      description:
        'Said when a complete copy of a memorial could not start. {reason} is why, already written (the service’s own words, or the app’s); keep it first, as one or more sentences.',
    },
    copyCannotWrite: {
      id: 'core.copy.cannotWrite',
      defaultMessage: 'Memorial Desk could not write the copy in the local archive. Please check there is space, and try again. Nothing half-made was kept.',
      description:
        'Said when a complete copy of a memorial could not be written on this computer (the disk full, or the folder not writable). Memorial Desk is the app’s name.',
    },
    checkUnreadable: {
      id: 'core.copy.check.unreadable',
      defaultMessage: 'The list of files ({file}) is missing or damaged, so this copy cannot be checked.',
      description:
        'Said after checking a complete copy of a memorial (kept on this computer) whose list of files cannot be read. {file} is that file’s name, kept as it is.',
    },
    checkWhole: {
      id: 'core.copy.check.whole',
      defaultMessage:
        '{count, plural, one {The # file is here and exactly as it was when the copy was made.} other {All # files are here and exactly as they were when the copy was made.}}',
      description:
        'Said after checking a complete copy of a memorial (kept on this computer) and finding every file as it was made. count is how many files it has.',
    },
    checkMissing: {
      id: 'core.copy.check.missing',
      defaultMessage: 'Missing: {missing}. The other files are as they were.',
      description:
        'Said after checking a complete copy of a memorial (kept on this computer) and finding files missing. {missing} is the list of their names, already written as a list.',
    },
    checkChanged: {
      id: 'core.copy.check.changed',
      defaultMessage: 'Changed since the copy was made: {changed}. The other files are as they were.',
      description:
        'Said after checking a complete copy of a memorial (kept on this computer) and finding files changed since it was made. {changed} is the list of their names, already written as a list.',
    },
    checkMissingAndChanged: {
      id: 'core.copy.check.missingAndChanged',
      defaultMessage: 'Missing: {missing}. Changed since the copy was made: {changed}. The other files are as they were.',
      description:
        'Said after checking a complete copy of a memorial (kept on this computer) and finding files missing and others changed. {missing} and {changed} are lists of file names, already written as lists.',
    },
    asking: {
      id: 'core.download.asking',
      defaultMessage: 'Asking the memorial service for the file…',
      description: 'Said when a download starts: the app asks the service for the exported file.',
    },
    downloading: {
      id: 'core.download.downloading',
      defaultMessage: 'Downloading the {type, select, pdf {Memorial Book} other {archive}}…',
      description:
        'Said while an export downloads. type is pdf for the Memorial Book (a printable book of the memorial) or zip for the archive (every file in one ZIP).',
    },
    saved: {
      id: 'core.download.saved',
      defaultMessage: 'The {type, select, pdf {Memorial Book} other {archive}} is saved as {fileName} in {folder}.',
      description: 'Said once an export is downloaded. type is pdf (the Memorial Book) or zip (the archive); {fileName} and {folder} are kept as they are.',
    },
    expired: {
      id: 'core.download.expired',
      defaultMessage:
        'The download link for this {type, select, pdf {Memorial Book} other {archive}} has expired. Please start a fresh export, then download it again.',
      description: 'Said when an export’s download link ran out. type is pdf (the Memorial Book) or zip (the archive).',
    },
    expiredAfterService: {
      id: 'core.download.expiredAfterService',
      defaultMessage:
        '{service} The download link for this {type, select, pdf {Memorial Book} other {archive}} has expired. Please start a fresh export, then download it again.',
      description:
        'Said when an export’s download link ran out, after the service’s own words ({service}, kept as the service wrote them). type is pdf (the Memorial Book) or zip (the archive).',
    },
    stopped: {
      id: 'core.download.stopped',
      defaultMessage: 'The download was stopped. Nothing was saved.',
      description: 'Said when the person stopped a download.',
    },
    disk: {
      id: 'core.download.disk',
      defaultMessage:
        'Memorial Desk could not save the {type, select, pdf {Memorial Book} other {archive}} in {folder}. Please check there is space and that the folder can be written to, or choose another folder.',
      description: 'Said when a downloaded export could not be written. type is pdf (the Memorial Book) or zip (the archive); {folder} is kept as it is.',
    },
    notWhatItSays: {
      id: 'core.download.notWhatItSays',
      defaultMessage: 'What arrived was not a {type, select, pdf {PDF} other {ZIP}} file, so Memorial Desk did not keep it. Please try the download again.',
      description: 'Said when a downloaded file is not the kind expected. Keep PDF and ZIP as they are.',
    },
    cutOff: {
      id: 'core.download.cutOff',
      defaultMessage:
        'The download was cut off before the whole {type, select, pdf {Memorial Book} other {archive}} arrived, so nothing was saved. Please check the connection and try again.',
      description: 'Said when a download broke off. type is pdf (the Memorial Book) or zip (the archive).',
    },
    http: {
      id: 'core.download.http',
      defaultMessage:
        'The memorial service could not hand over the {type, select, pdf {Memorial Book} other {archive}} just now. Please try again in a moment.',
      description: 'Said when the service failed to hand over an export. type is pdf (the Memorial Book) or zip (the archive).',
    },
    unexpected: {
      id: 'core.download.unexpected',
      defaultMessage: 'Something went wrong inside Memorial Desk. Nothing was saved. Please try again.',
      description: 'Said when a download failed for a reason nobody planned for.',
    },
    unreachable: {
      id: 'core.download.unreachable',
      defaultMessage: 'Memorial Desk could not reach the memorial service.',
      description: 'Said when a download could not start: the service cannot be reached.',
    },
    untrusted: {
      id: 'core.download.untrusted',
      defaultMessage: 'The memorial service gave a download address Memorial Desk does not trust, so nothing was downloaded.',
      description: 'Said when the service gave an unsafe address for a download.',
    },
  }),
);
