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
  }),
);
