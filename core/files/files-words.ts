/** What the core says about the files it saves: catalog messages (shared/i18n), each home formats them. */
import { defineMessages } from '@formatjs/intl';
import { coreMessages } from '../../shared/i18n/words';

export const FILE_WORDS = coreMessages(
  defineMessages({
    notSavedAs: {
      id: 'core.files.notSavedAs',
      defaultMessage:
        'Memorial Desk could not save {what, select, guestList {the guest list} event {the event} events {the events} deskJournal {the desk journal} memorialList {the list of memorials} waitingList {the list of families waiting} other {the file}} as {path}. Please check the folder can be written to, and try again.',
      description:
        'A file could not be written where the person chose. what says which file (the guest list of an event, one event or several for a calendar, the desk’s journal, the funeral home’s list of memorials, the list of families the funeral home waits on); {path} is the file’s path, kept as it is.',
    },
    notSavedIn: {
      id: 'core.files.notSavedIn',
      defaultMessage:
        'Memorial Desk could not save {what, select, guestList {the guest list} event {the event} events {the events} deskJournal {the desk journal} memorialList {the list of memorials} waitingList {the list of families waiting} other {the file}} in {folder}. Please check the folder can be written to, and try again.',
      description:
        'A file could not be written in the Downloads folder. what says which file (the guest list of an event, one event or several for a calendar, the desk’s journal, the funeral home’s list of memorials, the list of families the funeral home waits on); {folder} is the folder’s path, kept as it is.',
    },
    nothingSaved: {
      id: 'core.files.nothingSaved',
      defaultMessage: 'Nothing was saved.',
      description: 'Said when the person closed the save dialog: no file was written.',
    },
    guestListSaved: {
      id: 'core.files.guestListSaved',
      defaultMessage: 'The guest list is saved as {path}.',
      description: 'Said once an event’s guest list (its replies) is saved as a spreadsheet. {path} is the file’s path, kept as it is.',
    },
    eventsSaved: {
      id: 'core.files.eventsSaved',
      defaultMessage:
        '{single, select, true {The event is saved as {path}.} other {{count, plural, one {# event is saved as {path}.} other {# events are saved as {path}.}}}} Open it to add it to Outlook, Apple Calendar or Google Calendar.',
      description:
        'Said once events are saved as a calendar file. single is true when one event was chosen; count is how many were saved; {path} is the file’s path, kept as it is. Outlook, Apple Calendar and Google Calendar are names: keep them.',
    },
    deskJournalSaved: {
      id: 'core.files.deskJournalSaved',
      defaultMessage: 'The desk journal is saved as {path}.',
      description: 'Said once the funeral home desk’s journal (what was done at the desk) is saved as a spreadsheet. {path} is the file’s path, kept as it is.',
    },
    listSaved: {
      id: 'core.files.listSaved',
      defaultMessage: '{rows, plural, one {# memorial is saved as {path}.} other {# memorials are saved as {path}.}}',
      description: 'Said once a funeral home’s list is saved as a spreadsheet. rows is how many lines it has; {path} is the file’s path, kept as it is.',
    },
    readingFirstPage: {
      id: 'core.files.readingFirstPage',
      defaultMessage: 'Reading the first page of memorials…',
      description: 'Said while a funeral home’s list of memorials is read, before saving it as a spreadsheet.',
    },
    readPage: {
      id: 'core.files.readPage',
      defaultMessage: 'Read page {page} of {pages}: {count, plural, one {# memorial} other {# memorials}} so far.',
      description: 'Said while a long list of memorials is read page by page before saving it. count is how many memorials were read so far.',
    },
    readPageSlow: {
      id: 'core.files.readPageSlow',
      defaultMessage:
        'Read page {page} of {pages}: {count, plural, one {# memorial} other {# memorials}} so far. A long list takes a few minutes: Memorial Desk keeps to the {perMinute} requests a minute the service allows.',
      description:
        'Said while a very long list of memorials is read page by page: it takes minutes because the service allows only {perMinute} requests a minute. count is how many were read so far.',
    },
  }),
);
