/**
 * The funeral home's memorial list as a spreadsheet: every page of the search the screen shows
 * (its words and days), read through the account's scheduler as the person's own request (within
 * the 50 a minute), 100 memorials a page, with progress after each page.
 *
 * The pass is pinned to the moment it began, as the waiting-list sweep is: after the first page
 * it asks only for memorials created no later than the newest it saw, so one provisioned
 * meanwhile cannot push another onto a later page and have it written twice or left out.
 */
import type { IntlShape } from '@formatjs/intl';
import type { Memorial } from '../../../shared/api/business';
import type { DeskWaitingMemorial } from '../../../shared/bridge/desk';
import { csvText, type CsvCell } from '../../files/csv';
import { deskFilesWords as words } from './desk-files-words';

export interface ListSearch {
  q?: string | undefined;
  created_after?: string | undefined;
  created_before?: string | undefined;
}

export interface ListPage {
  data: Memorial[];
  pagination: { page: number; per_page: number; total: number; total_pages: number };
}

/** The list's headers, in the app's language. */
export function listHeader(intl: IntlShape): string[] {
  return [words.headerName, words.headerStatus, words.headerBorn, words.headerDied, words.headerCreated, words.headerAddress].map((word) =>
    intl.formatMessage(word),
  );
}

/** Every memorial of the search, page after page; `onPage` after each. */
export async function readWholeList(
  readPage: (query: ListSearch & { page: number; per_page: number }) => Promise<ListPage>,
  search: ListSearch,
  onPage: (page: number, pages: number, rows: number) => void,
): Promise<Memorial[]> {
  const seen = new Map<string, Memorial>();
  let anchor: string | undefined;
  for (let page = 1, pages = 1; page <= pages; page++) {
    const answer = await readPage({ ...search, ...(anchor ? { created_before: anchor } : {}), page, per_page: 100 });
    if (page === 1) {
      const newest = answer.data[0]?.created_at ?? undefined;
      // Pinned to the newest seen, unless the person's own last day is earlier still.
      if (newest && (!search.created_before || Date.parse(newest) < Date.parse(search.created_before))) anchor = newest;
    }
    pages = answer.pagination.total_pages;
    for (const memorial of answer.data) if (!seen.has(memorial.slug)) seen.set(memorial.slug, memorial);
    onPage(page, Math.max(pages, 1), seen.size);
  }
  return [...seen.values()];
}

/** "2026-03-03 14:05", in this computer's time (the office's), which every spreadsheet reads as a date and time. */
export function localStamp(moment: string | null): string {
  const at = moment === null ? NaN : Date.parse(moment);
  if (Number.isNaN(at)) return '';
  const d = new Date(at);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

function row(intl: IntlShape, memorial: Pick<Memorial, 'deceased_name' | 'status' | 'birth_date' | 'death_date' | 'created_at' | 'web_url'>): CsvCell[] {
  return [
    // The name alone in its cell, as typed: a spreadsheet sorts it.
    memorial.deceased_name ?? intl.formatMessage(words.nameNotGiven),
    intl.formatMessage(words.status, { status: memorial.status }),
    memorial.birth_date ?? '',
    memorial.death_date ?? '',
    localStamp(memorial.created_at),
    memorial.status === 'live' ? (memorial.web_url ?? '') : '',
  ];
}

export function memorialsCsv(memorials: readonly Memorial[], intl: IntlShape): string {
  return csvText(
    listHeader(intl),
    memorials.map((memorial) => row(intl, memorial)),
  );
}

/** The waiting list as its screen shows it (the longest wait first), with what the last pass knew of each. */
export function waitingCsv(waiting: readonly DeskWaitingMemorial[], known: (slug: string) => Memorial | undefined, intl: IntlShape): string {
  return csvText(
    listHeader(intl),
    waiting.map((w) => {
      const memorial = w.slug ? known(w.slug) : undefined;
      return row(intl, {
        deceased_name: w.deceasedName,
        status: 'awaiting_family',
        birth_date: memorial?.birth_date ?? null,
        death_date: memorial?.death_date ?? null,
        created_at: w.createdAt,
        web_url: null,
      });
    }),
  );
}
