/**
 * An event's guest list as a CSV file, for a spreadsheet or a printer. RSVP data belongs to the
 * memorial's owner (spec 4.5 rule 6): it is written only to the file the person chose, owner-only,
 * and never logged.
 */
import type { RsvpList } from '../../../shared/api/premium';
import { csvText, type CsvCell } from '../../files/csv';
import { plainWords } from '../../files/saved-files';

const ATTENDING: Record<string, string> = { yes: 'Coming', no: 'Not coming', maybe: 'Maybe' };

/** The guest list: one row per reply, and the people expected at the end (a yes for four counts four). */
export function guestListCsv(list: RsvpList): string {
  const rows: CsvCell[][] = list.data.map((reply) => [
    reply.name,
    ATTENDING[reply.attending] ?? reply.attending,
    reply.party_size,
    reply.created_at.slice(0, 10),
  ]);
  rows.push([]);
  rows.push(['People expected', '', list.counts.people, '']);
  rows.push(['Replies', '', list.counts.replies, '']);
  return csvText(['Name', 'Reply', 'Party size', 'Replied on'], rows);
}

/** "Guest list - Eleanor's garden, one year on.csv", with only characters every file system takes. */
export function guestListFileName(eventTitle: string | undefined): string {
  const title = plainWords(eventTitle);
  return title ? `Guest list - ${title}.csv` : 'Guest list.csv';
}
