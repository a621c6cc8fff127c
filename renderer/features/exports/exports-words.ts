/** The exports screens' words (the Memorial Book, the archive, complete copies, what was saved): catalog messages (shared/i18n). */
import { defineMessages } from 'react-intl';
import { messages } from '../../ui/messages';

/** A name a person typed, isolated in plain text (FSI … PDI): one helper for the whole app. */
export { isolate } from '../../../shared/i18n/isolate';

/** One kind of export: the Memorial Book (type pdf) or the archive (type zip). */
export const EXPORT_CARD_WORDS = messages(
  defineMessages({
    name: {
      id: 'exports.kind.name',
      defaultMessage: '{type, select, pdf {Memorial Book (PDF)} other {Archive of words and tributes (ZIP)}}',
      description:
        'Exports, the name of one kind of export, as a heading and in the table of saved files. type is pdf for the Memorial Book (a printable book of the memorial, part of Premium), otherwise the archive (a ZIP file). Keep “PDF” and “ZIP”.',
    },
    about: {
      id: 'exports.kind.about',
      defaultMessage:
        '{type, select, pdf {The memorial’s words, its photo and the tributes on its page, laid out as a book to print or share. Part of Premium.} other {Everything written on the memorial, every tribute with its status, and the cover photo, in one file to keep.}}',
      description: 'Exports, under the heading of one kind of export: what it holds. type is pdf for the Memorial Book, otherwise the archive.',
    },
    premiumWhat: {
      id: 'exports.kind.premiumWhat',
      defaultMessage: 'The Memorial Book',
      description:
        'Exports, the subject put into the sentence “… is part of Premium, and this memorial does not have Premium.” when the memorial has no Premium.',
    },
    notStarted: {
      id: 'exports.card.notStarted',
      defaultMessage: '{type, select, pdf {The memorial service did not start the Memorial Book.} other {The memorial service did not start the archive.}}',
      description: 'Exports, the title of the problem shown when the service refused to start preparing an export; its own reason follows.',
    },
    checkNote: {
      id: 'exports.card.checkNote',
      defaultMessage: 'Memorial Desk looks again by itself, a little less often as time goes on. You can leave this page; the preparation carries on.',
      description: 'Exports, beside the “Check now” button while the service prepares an export.',
    },
    anotherCopy: {
      id: 'exports.card.anotherCopy',
      defaultMessage: 'Save another copy',
      description: 'Exports, button once a download is done: save the same export once more, in another folder.',
    },
    prepare: {
      id: 'exports.card.prepare',
      defaultMessage: '{type, select, pdf {Prepare the Memorial Book} other {Prepare the archive}}',
      description: 'Exports, button: ask the memorial service to prepare this export.',
    },
    prepareFresh: {
      id: 'exports.card.prepareFresh',
      defaultMessage: '{type, select, pdf {Prepare a fresh Memorial Book} other {Prepare a fresh archive}}',
      description: 'Exports, button: ask the service to prepare this export again (the last one ran out of time or failed).',
    },
    whereLegend: {
      id: 'exports.where.legend',
      defaultMessage: 'Where should Memorial Desk save it?',
      description: 'Exports, the question above the choice of folder a download is saved in.',
    },
    whereDownloads: {
      id: 'exports.where.downloads',
      defaultMessage: 'Your Downloads folder',
      description: 'Exports, a choice of folder: the system’s Downloads folder.',
    },
    whereArchive: {
      id: 'exports.where.archive',
      defaultMessage: 'Memorial Desk’s own archive, in a folder for this memorial',
      description: 'Exports, a choice of folder: the app’s own archive folder, one folder per memorial.',
    },
    whereChosen: { id: 'exports.where.chosen', defaultMessage: 'The folder you chose', description: 'Exports, a choice of folder: the one the person picked.' },
    chooseFolder: {
      id: 'exports.where.choose',
      defaultMessage: '{chosen, select, true {Choose another folder…} other {Choose a folder…}}',
      description: 'Exports, button that opens the system’s folder picker. chosen is true once a folder was picked.',
    },
    browserOnly: {
      id: 'exports.where.browserOnly',
      defaultMessage: 'In a web browser, Memorial Desk can save only to these two folders.',
      description: 'Exports, in browser mode, where no other folder can be picked.',
    },
    download: {
      id: 'exports.download.start',
      defaultMessage: '{type, select, pdf {Download the Memorial Book} other {Download the archive}}',
      description: 'Exports, button: download the export the service has made ready.',
    },
    downloadAgain: {
      id: 'exports.download.again',
      defaultMessage: '{type, select, pdf {Download the Memorial Book again} other {Download the archive again}}',
      description: 'Exports, button: download the same export once more.',
    },
    downloading: {
      id: 'exports.download.progress',
      defaultMessage: '{type, select, pdf {Downloading the Memorial Book} other {Downloading the archive}}',
      description: 'Exports, the label of the download’s progress bar, while nothing is received yet.',
    },
    downloadingAmount: {
      id: 'exports.download.progressAmount',
      defaultMessage: '{type, select, pdf {Downloading the Memorial Book: {amount}} other {Downloading the archive: {amount}}}',
      description: 'Exports, the label of the download’s progress bar. {amount} is how much has arrived, such as “500 kB of 2 MB” or “500 kB”.',
    },
    amountOf: {
      id: 'exports.download.amountOf',
      defaultMessage: '{received} of {total}',
      description: 'Exports, how much of a download has arrived: {received} and {total} are sizes already written, such as “500 kB” and “2 MB”.',
    },
    stop: { id: 'exports.download.stop', defaultMessage: 'Stop the download', description: 'Exports, button: stop a download under way.' },
    showInFolder: {
      id: 'exports.download.show',
      defaultMessage: 'Show it in its folder',
      description: 'Exports, button once a download is done: open the folder with the file selected.',
    },
    seeSaved: {
      id: 'exports.download.seeSaved',
      defaultMessage: 'See everything you have saved',
      description: 'Exports, link once a download is done, to the list of every saved export.',
    },
    nothingLeft: {
      id: 'exports.download.nothingLeft',
      defaultMessage: 'Nothing was left behind in the folder. You can download it again.',
      description: 'Exports, after a download failed or was stopped: no half file was left.',
    },
  }),
);

/** The exports screen of one memorial. */
export const EXPORTS_WORDS = messages(
  defineMessages({
    title: {
      id: 'exports.screen.title',
      defaultMessage: 'Memorial Book and archive',
      description: 'Exports of one memorial, the screen’s title. The Memorial Book is a printable book of the memorial; the archive, a file of all its words.',
    },
    lead: {
      id: 'exports.screen.lead',
      defaultMessage:
        'Keep the memorial on this computer: as a Memorial Book to print and share, or as an archive of all its words and tributes. The memorial service prepares each one; Memorial Desk then saves it where you choose.',
      description: 'Exports of one memorial, the first sentence.',
    },
    savedBefore: {
      id: 'exports.screen.savedBefore',
      defaultMessage: 'Saved before',
      description: 'Exports of one memorial, heading of what was saved from it before.',
    },
    nothingSaved: {
      id: 'exports.screen.nothingSaved',
      defaultMessage: 'Nothing has been saved from this memorial on this computer yet.',
      description: 'Exports of one memorial, when nothing was saved from it before.',
    },
    caption: {
      id: 'exports.screen.caption',
      defaultMessage:
        '{named, select, true {What was saved from the memorial of {name}, newest first} other {What was saved from the memorial of this memorial, newest first}}',
      description:
        'Exports, the table’s caption for screen readers. {name} is the name of the person the memorial is for, as the family wrote it; named is true when it is known.',
    },
    everything: {
      id: 'exports.screen.everything',
      defaultMessage: 'Everything you have saved, from all your memorials',
      description: 'Exports of one memorial, link to the list of every saved export.',
    },
  }),
);

/** The list of every export saved on this computer (the local archive). */
export const ARCHIVE_WORDS = messages(
  defineMessages({
    title: {
      id: 'exports.archive.title',
      defaultMessage: 'Saved exports',
      description: 'Saved exports, the screen’s title: every file saved on this computer.',
    },
    loading: { id: 'exports.archive.loading', defaultMessage: 'Loading what you have saved…', description: 'Saved exports, said while the list loads.' },
    lead: {
      id: 'exports.archive.lead',
      defaultMessage: 'Every Memorial Book and archive you have downloaded, kept on this computer. This list works without an internet connection.',
      description: 'Saved exports, the first sentence.',
    },
    folder: {
      id: 'exports.archive.folder',
      defaultMessage: 'Memorial Desk’s own archive folder is {folder}.',
      description: 'Saved exports, after the first sentence. {folder} is a folder’s path on this computer (kept as it is).',
    },
    readFailed: {
      id: 'exports.archive.readFailed',
      defaultMessage: 'Memorial Desk could not read its list of saved exports. Please try again.',
      description: 'Saved exports, when the list could not be read.',
    },
    copies: {
      id: 'exports.archive.copies',
      defaultMessage: 'Complete copies',
      description: 'Saved exports, heading of the complete copies (folders with everything of one memorial).',
    },
    copiesHint: {
      id: 'exports.archive.copiesHint',
      defaultMessage:
        'Each is a folder with everything of one memorial and a list of its files; “Check this copy” reads every file again and says if any is missing or changed.',
      description: 'Saved exports, under the complete copies. “Check this copy” is the name of a button: use the same words as that button.',
    },
    emptyTitle: {
      id: 'exports.archive.emptyTitle',
      defaultMessage: 'Nothing has been saved yet.',
      description: 'Saved exports, when nothing was saved on this computer.',
    },
    emptyText: {
      id: 'exports.archive.emptyText',
      defaultMessage: 'Open one of your memorials and choose “Memorial Book and archive” to save a copy on this computer.',
      description:
        'Saved exports, how to save something. “Memorial Book and archive” is the name of a memorial’s exports screen: use the same words as its title.',
    },
    goToMine: {
      id: 'exports.archive.goToMine',
      defaultMessage: 'Go to My memorials',
      description: 'Saved exports, link to the list of the family’s memorials (“My memorials”).',
    },
    groupHeading: {
      id: 'exports.archive.unnamed',
      defaultMessage: 'Memorial {number}',
      description: 'Saved exports, heading of a memorial whose name is not known, by its number.',
    },
    caption: {
      id: 'exports.archive.caption',
      defaultMessage:
        '{named, select, true {What was saved from the memorial of {name}, newest first} other {What was saved from the memorial of memorial {number}, newest first}}',
      description:
        'Saved exports, a table’s caption for screen readers. {name} is the name of the person the memorial is for, as the family wrote it; without it, {number} is the memorial’s number.',
    },
    makeNew: {
      id: 'exports.archive.makeNew',
      defaultMessage: 'Make a new Memorial Book or archive',
      description: 'Saved exports, link under a memorial’s files, to its exports screen.',
    },
    makeNewOf: {
      id: 'exports.archive.makeNewOf',
      defaultMessage: '{named, select, true {Make a new Memorial Book or archive of {name}} other {Make a new Memorial Book or archive of memorial {number}}}',
      description: 'Saved exports, the same link as read by a screen reader, with the memorial: {name} as the family wrote it, else {number}, its number.',
    },
  }),
);

/** The table of saved files. */
export const TABLE_WORDS = messages(
  defineMessages({
    notOpened: {
      id: 'exports.table.notOpened',
      defaultMessage: 'Memorial Desk could not open the folder. The file is {file} in {folder}.',
      description: 'Saved files table, when the folder could not be opened. {file} is a file’s name, {folder} a folder’s path (both kept as they are).',
    },
    what: { id: 'exports.table.what', defaultMessage: 'What', description: 'Saved files table, column heading: what was saved.' },
    savedOn: { id: 'exports.table.savedOn', defaultMessage: 'Saved on', description: 'Saved files table, column heading: when it was saved.' },
    size: { id: 'exports.table.size', defaultMessage: 'Size', description: 'Saved files table, column heading: the file’s size.' },
    where: { id: 'exports.table.where', defaultMessage: 'Where it is', description: 'Saved files table, column heading: the folder it is in.' },
    savedOnLabel: {
      id: 'exports.table.savedOnLabel',
      defaultMessage: '<label>Saved on:</label> {value}',
      description:
        'Saved files table on a narrow screen, before the day and time it was saved. {value} is what follows, already written; <label>…</label> is shown only on a narrow screen.',
    },
    sizeLabel: {
      id: 'exports.table.sizeLabel',
      defaultMessage: '<label>Size:</label> {value}',
      description:
        'Saved files table on a narrow screen, before the file’s size. {value} is what follows, already written; <label>…</label> is shown only on a narrow screen.',
    },
    whereLabel: {
      id: 'exports.table.whereLabel',
      defaultMessage: '<label>Where it is:</label> {value}',
      description:
        'Saved files table on a narrow screen, before the folder. {value} is what follows, already written; <label>…</label> is shown only on a narrow screen.',
    },
    savedAt: {
      id: 'exports.table.savedAt',
      defaultMessage: '{date}, {time}',
      description:
        'Saved files table, when it was saved: {date} is a day such as “3 March 2026” and {time} a clock time, both already written in the person’s style.',
    },
    missing: {
      id: 'exports.table.missing',
      defaultMessage: 'No longer in this folder: it was moved, changed or deleted.',
      description: 'Saved files table, when the file is no longer where it was saved.',
    },
    show: { id: 'exports.table.show', defaultMessage: 'Show in its folder', description: 'Saved files table, button: open the folder with the file selected.' },
    showFile: {
      id: 'exports.table.showFile',
      defaultMessage: 'Show {file} in its folder',
      description: 'Saved files table, the same button as read by a screen reader. {file} is the file’s name (kept as it is).',
    },
  }),
);

/** A complete copy: everything of one memorial in one folder. */
export const COPY_WORDS = messages(
  defineMessages({
    heading: {
      id: 'exports.copy.heading',
      defaultMessage: 'Keep a complete copy',
      description: 'Exports of one memorial, heading of the complete copy (everything in one folder).',
    },
    about: {
      id: 'exports.copy.about',
      defaultMessage:
        'Everything in one folder on this computer, in case the memorial service is ever gone: the archive of words and tributes, the Memorial Book if the memorial has Premium, every tribute as a spreadsheet, and a list of the files that lets you check later that nothing has changed.',
      description: 'Exports, what a complete copy holds.',
    },
    hint: {
      id: 'exports.copy.hint',
      defaultMessage: 'The memorial service prepares the archive and the book first; this can take a few minutes. You can keep using Memorial Desk meanwhile.',
      description: 'Exports, how long a complete copy takes.',
    },
    make: { id: 'exports.copy.make', defaultMessage: 'Make a complete copy', description: 'Exports, button: make a complete copy.' },
    steps: {
      id: 'exports.copy.steps',
      defaultMessage: 'Steps done',
      description: 'Exports, the name of the complete copy’s progress bar, for screen readers.',
    },
    failedTitle: { id: 'exports.copy.failedTitle', defaultMessage: 'No copy was kept.', description: 'Exports, title when making a complete copy failed.' },
    failedText: {
      id: 'exports.copy.failedText',
      defaultMessage: 'Nothing half-made was left behind. Please try again.',
      description: 'Exports, when making a complete copy failed: nothing was left half done.',
    },
    notStarted: {
      id: 'exports.copy.notStarted',
      defaultMessage: 'The copy could not start.',
      description: 'Exports, title when a complete copy could not start; the reason follows.',
    },
    ofThisMemorial: {
      id: 'exports.copy.ofThisMemorial',
      defaultMessage: 'Complete copies of this memorial',
      description: 'Exports of one memorial, heading of its complete copies on this computer.',
    },
    made: {
      id: 'exports.copy.made',
      defaultMessage: '<b>Complete copy</b> of {name}, made {date} at {time}',
      description:
        'A complete copy in a list. {name} is the name of the person the memorial is for, as the family wrote it (or “Memorial 12”); {date} a day and {time} a clock time, already written in the person’s style. <b>…</b> is shown in bold.',
    },
    unnamed: {
      id: 'exports.copy.unnamed',
      defaultMessage: 'Memorial {number}',
      description: 'A complete copy of a memorial whose name is not known, by its number.',
    },
    files: {
      id: 'exports.copy.files',
      defaultMessage: '{count, plural, one {# file} other {# files}}, {size}, in {folder}',
      description: 'A complete copy in a list: how many files, their size (already written, such as “2 MB”), and the folder’s path (kept as it is).',
    },
    check: {
      id: 'exports.copy.check',
      defaultMessage: 'Check this copy',
      description: 'A complete copy, button: read every file again to find any missing or changed.',
    },
    checkOf: {
      id: 'exports.copy.checkOf',
      defaultMessage: 'Check this copy of {name}, made {date}',
      description:
        'The same button as read by a screen reader. {name} is the name of the person the memorial is for, as the family wrote it; {date} a day, already written in the person’s style.',
    },
    result: {
      id: 'exports.copy.result',
      defaultMessage: '{whole, select, true {<b>This copy is complete.</b>} other {<b>This copy is not as it was made.</b>}} {message}',
      description:
        'A complete copy, after checking it: whole is true when every file is as it was made. {message} is what the app found, already written. <b>…</b> is shown in bold.',
    },
    fileState: {
      id: 'exports.copy.fileState',
      defaultMessage: '{file}: {state, select, missing {missing} other {changed}}',
      description: 'A complete copy, after checking it: a file that is missing or changed. {file} is the file’s name (kept as it is).',
    },
  }),
);
