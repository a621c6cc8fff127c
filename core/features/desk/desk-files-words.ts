/**
 * The words of the spreadsheets the desk saves for the funeral home (the list of memorials, the
 * families waiting, the desk journal), in the app's language: their headers, the status in words
 * and the files' own names. A name typed by the funeral home or the family stays as typed in its
 * cell, never isolated, so a spreadsheet sorts it.
 */
import { defineMessages } from '@formatjs/intl';
import { messages } from '../../../shared/i18n/messages';

export const deskFilesWords = messages(
  defineMessages({
    headerName: {
      id: 'files.deskList.header.name',
      defaultMessage: 'Name',
      description: 'Spreadsheet of a funeral home’s memorials, column header: the name of the person who died.',
    },
    headerStatus: {
      id: 'files.deskList.header.status',
      defaultMessage: 'Status',
      description: 'Spreadsheet of a funeral home’s memorials, column header: where the memorial stands (waiting on the family, being written, live).',
    },
    headerBorn: {
      id: 'files.deskList.header.born',
      defaultMessage: 'Born',
      description: 'Spreadsheet of a funeral home’s memorials, column header: the date of birth.',
    },
    headerDied: {
      id: 'files.deskList.header.died',
      defaultMessage: 'Died',
      description: 'Spreadsheet of a funeral home’s memorials, column header: the date of death.',
    },
    headerCreated: {
      id: 'files.deskList.header.created',
      defaultMessage: 'Created',
      description: 'Spreadsheet of a funeral home’s memorials, column header: when the funeral home created the memorial (date and time).',
    },
    headerAddress: {
      id: 'files.deskList.header.publicAddress',
      defaultMessage: 'Public address',
      description: 'Spreadsheet of a funeral home’s memorials, column header: the memorial’s web address, for a live memorial.',
    },
    nameNotGiven: {
      id: 'files.deskList.nameNotGiven',
      defaultMessage: 'Name not given yet',
      description: 'Spreadsheet of a funeral home’s memorials, in the Name column when the family has not given the name yet.',
    },
    status: {
      id: 'files.deskList.status',
      defaultMessage: '{status, select, awaiting_family {Waiting on the family} in_progress {Being written, not live yet} live {Live} other {{status}}}',
      description:
        'Spreadsheet of a funeral home’s memorials, the Status column: invited and waiting on the family; the family is writing it (not public yet); published. “other” shows the service’s own word.',
    },
    memorialsFileName: {
      id: 'files.deskList.memorialsFileName',
      defaultMessage: 'Memorials.csv',
      description: 'The file name offered when the funeral home saves its list of memorials. Keep “.csv” at the end; no / \\ : * ? " < > |.',
    },
    waitingFileName: {
      id: 'files.deskList.waitingFileName',
      defaultMessage: 'Waiting on the family.csv',
      description: 'The file name offered when the funeral home saves the list of memorials waiting on the family. Keep “.csv”; no / \\ : * ? " < > |.',
    },
    journalFileName: {
      id: 'files.deskJournal.fileName',
      defaultMessage: 'Desk journal.csv',
      description: 'The file name offered when the funeral home saves the desk journal (what this computer did for them). Keep “.csv”; no / \\ : * ? " < > |.',
    },
    journalWhen: {
      id: 'files.deskJournal.header.when',
      defaultMessage: 'When',
      description: 'Desk journal spreadsheet, column header: the date and time something was done.',
    },
    journalWhat: {
      id: 'files.deskJournal.header.what',
      defaultMessage: 'What was done',
      description: 'Desk journal spreadsheet, column header: what was done at the desk (looked up owners, saved a list, printed a hand-out).',
    },
    journalMemorial: {
      id: 'files.deskJournal.header.memorial',
      defaultMessage: 'Memorial',
      description: 'Desk journal spreadsheet, column header: the memorial it was done for (the name of the person who died).',
    },
    journalInitials: {
      id: 'files.deskJournal.header.initials',
      defaultMessage: 'Initials at the desk',
      description: 'Desk journal spreadsheet, column header: the initials the staff member typed at the desk.',
    },
    journalRecordedOn: {
      id: 'files.deskJournal.header.recordedOn',
      defaultMessage: 'Recorded on',
      description: 'Desk journal spreadsheet, column header: which computer recorded it.',
    },
    journalComputer: {
      id: 'files.deskJournal.computer',
      defaultMessage: 'This computer ({computer})',
      description: 'Desk journal spreadsheet, the “Recorded on” cell: this computer, with its name as the system gives it (e.g. “Front desk PC”).',
    },
    journalDevice: {
      id: 'files.deskJournal.device',
      defaultMessage: 'This device',
      description: 'Desk journal spreadsheet, the “Recorded on” cell, when the device gives the app no name (a phone): the device the journal was kept on.',
    },
  }),
);
