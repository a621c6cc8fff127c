/**
 * The words of the desktop's save dialog when the core saves a file the person asked for: its
 * title (what is being saved) and the name of the kind of file it offers. Shown by the system's
 * own dialog, in the app's language.
 */
import { defineMessages } from '@formatjs/intl';
import { messages } from '../../shared/i18n/messages';

export const saveDialogWords = messages(
  defineMessages({
    spreadsheet: {
      id: 'desktop.saveDialog.spreadsheetKind',
      defaultMessage: 'Spreadsheet (CSV)',
      description: 'The desktop’s save dialog, the kind of file offered (the file-type list): a spreadsheet. Keep “CSV”.',
    },
    calendar: {
      id: 'desktop.saveDialog.calendarKind',
      defaultMessage: 'Calendar (iCalendar)',
      description: 'The desktop’s save dialog, the kind of file offered (the file-type list): a calendar file. Keep “iCalendar”.',
    },
    guestList: {
      id: 'desktop.saveDialog.guestList',
      defaultMessage: 'Save the guest list',
      description: 'The title of the desktop’s save dialog when the family saves an event’s guest list (the replies to the invitation).',
    },
    events: {
      id: 'desktop.saveDialog.events',
      defaultMessage: '{scope, select, event {Save the event for a calendar} other {Save the events for a calendar}}',
      description:
        'The title of the desktop’s save dialog when the family saves events as a calendar file: “event” when one event was chosen, “other” for all the memorial’s events.',
    },
    memorials: {
      id: 'desktop.saveDialog.memorials',
      defaultMessage: 'Save the list of memorials',
      description: 'The title of the desktop’s save dialog when the funeral home saves its list of memorials as a spreadsheet.',
    },
    waiting: {
      id: 'desktop.saveDialog.waiting',
      defaultMessage: 'Save the waiting list',
      description: 'The title of the desktop’s save dialog when the funeral home saves the list of memorials waiting on the family.',
    },
    journal: {
      id: 'desktop.saveDialog.journal',
      defaultMessage: 'Save the desk journal',
      description: 'The title of the desktop’s save dialog when the funeral home saves the desk journal (what this computer did for them).',
    },
  }),
);
