/**
 * The words of the files the family saves from a memorial's events, in the app's language: the
 * guest list's spreadsheet (its headers, the replies in words, its totals, its file name) and the
 * calendar file's event text. A guest's name stays as typed in its own cell (a spreadsheet sorts
 * it); a name inside a sentence is isolated (shared/i18n/isolate.ts).
 */
import { defineMessages } from '@formatjs/intl';
import { messages } from '../../../shared/i18n/messages';

export const postsFilesWords = messages(
  defineMessages({
    headerName: {
      id: 'files.guestList.header.name',
      defaultMessage: 'Name',
      description: 'Guest list spreadsheet (the replies to an event’s invitation), column header: the guest’s name.',
    },
    headerReply: {
      id: 'files.guestList.header.reply',
      defaultMessage: 'Reply',
      description: 'Guest list spreadsheet, column header: whether the guest is coming.',
    },
    headerPartySize: {
      id: 'files.guestList.header.partySize',
      defaultMessage: 'Party size',
      description: 'Guest list spreadsheet, column header: how many people come with this reply (the guest included).',
    },
    headerRepliedOn: {
      id: 'files.guestList.header.repliedOn',
      defaultMessage: 'Replied on',
      description: 'Guest list spreadsheet, column header: the day the guest replied.',
    },
    reply: {
      id: 'files.guestList.reply',
      defaultMessage: '{attending, select, yes {Coming} no {Not coming} maybe {Maybe} other {{attending}}}',
      description: 'Guest list spreadsheet, the Reply column: the guest’s answer to the invitation. “other” shows the service’s own word.',
    },
    peopleExpected: {
      id: 'files.guestList.peopleExpected',
      defaultMessage: 'People expected',
      description: 'Guest list spreadsheet, a row at the end: the number of people expected (a yes for four counts four).',
    },
    replies: {
      id: 'files.guestList.replies',
      defaultMessage: 'Replies',
      description: 'Guest list spreadsheet, a row at the end: the number of replies received.',
    },
    fileName: {
      id: 'files.guestList.fileName',
      defaultMessage: 'Guest list - {title}.csv',
      description: 'The file name offered when saving an event’s guest list, with the event’s title. Keep “.csv”; no / \\ : * ? " < > |.',
    },
    fileNameUntitled: {
      id: 'files.guestList.fileNameUntitled',
      defaultMessage: 'Guest list.csv',
      description: 'The file name offered when saving the guest list of an event with no title. Keep “.csv”; no / \\ : * ? " < > |.',
    },
    inMemoryOf: {
      id: 'files.calendar.inMemoryOf',
      defaultMessage: 'In memory of {name}.',
      description: 'Calendar file (.ics), the first line of an event’s description: whose memorial the event is for, with the name the family wrote.',
    },
    toReply: {
      id: 'files.calendar.toReply',
      defaultMessage: 'To reply: {rsvp}',
      description: 'Calendar file (.ics), in an event’s description: how to reply to the invitation (an address or words the family wrote).',
    },
    noEnd: {
      id: 'files.calendar.noEnd',
      defaultMessage: 'The end time was not given; the calendar shows one hour.',
      description: 'Calendar file (.ics), in an event’s description when the family gave no end time: the calendar shows the event as one hour long.',
    },
    eventsFileName: {
      id: 'files.calendar.eventsFileName',
      defaultMessage: 'Events - {name}',
      description:
        'The file name (without “.ics”) offered when saving all of a memorial’s events for a calendar, with the memorial’s name. No / \\ : * ? " < > |.',
    },
    memorialNumber: {
      id: 'files.calendar.memorialNumber',
      defaultMessage: 'memorial {id}',
      description: 'Part of a calendar file’s name when the memorial has no name yet: the memorial’s number.',
    },
    eventFallback: {
      id: 'files.calendar.eventFallback',
      defaultMessage: 'Event',
      description: 'The file name (without “.ics”) offered for an event whose title has no letters a file name can keep.',
    },
  }),
);
