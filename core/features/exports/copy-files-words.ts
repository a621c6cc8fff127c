/**
 * The words of the files a complete copy holds for a person to read, in the app's language: the
 * tributes' spreadsheet (its headers and the words in its cells) and the read-me that says what
 * the folder is. A writer's name stays as typed in its own cell (a spreadsheet sorts it); the
 * memorial's name inside the read-me's sentence is isolated.
 */
import { defineMessages } from '@formatjs/intl';
import { messages } from '../../../shared/i18n/messages';

export const copyFilesWords = messages(
  defineMessages({
    author: {
      id: 'files.completeCopy.tributes.header.author',
      defaultMessage: 'Author',
      description: 'Tributes spreadsheet in a complete copy of a memorial, column header: who wrote the tribute.',
    },
    date: {
      id: 'files.completeCopy.tributes.header.date',
      defaultMessage: 'Date',
      description: 'Tributes spreadsheet in a complete copy, column header: when the tribute was written.',
    },
    status: {
      id: 'files.completeCopy.tributes.header.status',
      defaultMessage: 'Status',
      description: 'Tributes spreadsheet in a complete copy, column header: whether the tribute is on the memorial, waiting, or not published.',
    },
    private: {
      id: 'files.completeCopy.tributes.header.private',
      defaultMessage: 'Private',
      description: 'Tributes spreadsheet in a complete copy, column header: whether the tribute is private (for the family only) or public.',
    },
    pinned: {
      id: 'files.completeCopy.tributes.header.pinned',
      defaultMessage: 'Pinned',
      description: 'Tributes spreadsheet in a complete copy, column header: whether the family pinned the tribute at the top of the memorial.',
    },
    title: {
      id: 'files.completeCopy.tributes.header.title',
      defaultMessage: 'Title',
      description: 'Tributes spreadsheet in a complete copy, column header: the tribute’s title, if it has one.',
    },
    words: {
      id: 'files.completeCopy.tributes.header.words',
      defaultMessage: 'Words',
      description: 'Tributes spreadsheet in a complete copy, column header: the tribute’s text.',
    },
    notGiven: {
      id: 'files.completeCopy.tributes.authorNotGiven',
      defaultMessage: 'Not given',
      description: 'Tributes spreadsheet in a complete copy, the Author cell when the writer gave no name.',
    },
    statusWords: {
      id: 'files.completeCopy.tributes.status',
      defaultMessage: '{status, select, pending {Waiting for approval} approved {On the memorial} rejected {Not published} hidden {Hidden} other {{status}}}',
      description:
        'Tributes spreadsheet in a complete copy, the Status cell: waiting for the family’s approval; approved and shown; declined; hidden by the family. “other” shows the service’s own word.',
    },
    privacy: {
      id: 'files.completeCopy.tributes.privacy',
      defaultMessage: '{private, select, yes {Private} other {Public}}',
      description: 'Tributes spreadsheet in a complete copy, the Private cell: private (for the family only) or public.',
    },
    isPinned: {
      id: 'files.completeCopy.tributes.isPinned',
      defaultMessage: 'Pinned',
      description: 'Tributes spreadsheet in a complete copy, the Pinned cell of a tribute the family pinned (empty otherwise).',
    },
    readmeFileName: {
      id: 'files.completeCopy.readme.fileName',
      defaultMessage: 'Read me.txt',
      description: 'The file name of the read-me in a complete copy’s folder. Keep “.txt”; no / \\ : * ? " < > |.',
    },
    readmeTitle: {
      id: 'files.completeCopy.readme.title',
      defaultMessage: 'A complete copy of {name}’s memorial',
      description: 'The read-me of a complete copy, its first line: whose memorial this folder copies, with the name the family wrote.',
    },
    readmeTitleUnnamed: {
      id: 'files.completeCopy.readme.titleUnnamed',
      defaultMessage: 'A complete copy of a memorial',
      description: 'The read-me of a complete copy, its first line, when the memorial has no name yet.',
    },
    readmeMade: {
      id: 'files.completeCopy.readme.made',
      defaultMessage:
        'Made by Memorial Desk on {madeOn, date, long} at {madeAt, time, short}, so that the memorial is kept even if the memorial service is one day gone.',
      description: 'The read-me of a complete copy, the paragraph under its first line: when the copy was made, and why.',
    },
    readmeHolds: {
      id: 'files.completeCopy.readme.holds',
      defaultMessage: 'What this folder holds:',
      description: 'The read-me of a complete copy: the line before the list of the folder’s files.',
    },
    readmeArchive: {
      id: 'files.completeCopy.readme.archive',
      defaultMessage: 'The archive (the .zip file): the memorial as the memorial service keeps it, photos included.',
      description: 'The read-me of a complete copy, an item of the list of files: the archive. Keep “.zip”.',
    },
    readmeBook: {
      id: 'files.completeCopy.readme.book',
      defaultMessage: 'The Memorial Book (the .pdf file), when the memorial has Premium.',
      description:
        'The read-me of a complete copy, an item of the list of files: the Memorial Book, a PDF made only for Premium memorials. Keep “.pdf” and “Premium”.',
    },
    readmeTributes: {
      id: 'files.completeCopy.readme.tributes',
      defaultMessage:
        '{file}: every tribute, {tributes, plural, one {# in all} other {# in all}}, with who wrote it, when, and whether it is on the memorial. A spreadsheet opens it.',
      description: 'The read-me of a complete copy, an item of the list of files: the tributes’ spreadsheet; {file} is its file name, kept as it is.',
    },
    readmeManifest: {
      id: 'files.completeCopy.readme.manifest',
      defaultMessage:
        '{file}: the list of these files, with the size and fingerprint (SHA-256) of each, so that Memorial Desk can check that nothing has changed since.',
      description: 'The read-me of a complete copy, an item of the list of files: the manifest; {file} is its file name, kept as it is. Keep “SHA-256”.',
    },
    readmeKeep: {
      id: 'files.completeCopy.readme.keep',
      defaultMessage: 'Nothing here was sent anywhere. Keep this folder somewhere safe: another disk, or a copy for someone in the family.',
      description: 'The read-me of a complete copy, its last paragraph: the copy stays on this computer, and where to keep it.',
    },
  }),
);
