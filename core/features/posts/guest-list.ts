/**
 * An event's guest list as a CSV file, for a spreadsheet or a printer. RSVP data belongs to the
 * memorial's owner (spec 4.5 rule 6): it is written only to the file the person chose, owner-only,
 * and never logged.
 */
import type { IntlShape } from '@formatjs/intl';
import type { RsvpList } from '../../../shared/api/premium';
import { csvText, type CsvCell } from '../../files/csv';
import { plainWords } from '../../files/saved-files';
import { postsFilesWords as words } from './posts-files-words';

/** The guest list, in the app's language: one row per reply, and the people expected at the end (a yes for four counts four). */
export function guestListCsv(list: RsvpList, intl: IntlShape): string {
  const rows: CsvCell[][] = list.data.map((reply) => [
    // The guest's name alone in its cell, as typed: a spreadsheet sorts it.
    reply.name,
    intl.formatMessage(words.reply, { attending: reply.attending }),
    reply.party_size,
    reply.created_at.slice(0, 10),
  ]);
  rows.push([]);
  rows.push([intl.formatMessage(words.peopleExpected), '', list.counts.people, '']);
  rows.push([intl.formatMessage(words.replies), '', list.counts.replies, '']);
  const header = [words.headerName, words.headerReply, words.headerPartySize, words.headerRepliedOn].map((word) => intl.formatMessage(word));
  return csvText(header, rows);
}

/** "Guest list - Eleanor's garden, one year on.csv", with only characters every file system takes. */
export function guestListFileName(eventTitle: string | undefined, intl: IntlShape): string {
  const title = plainWords(eventTitle);
  return title ? intl.formatMessage(words.fileName, { title }) : intl.formatMessage(words.fileNameUntitled);
}
