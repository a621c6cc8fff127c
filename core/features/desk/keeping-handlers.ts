/**
 * Main's side of shared/bridge-keeping.ts: the funeral home's list and the desk journal as
 * spreadsheets, events for a calendar, and a family's complete copy and its check. Every file goes
 * through the one saving path (saved-files.ts) or into the local archive; every API read through
 * the account's scheduler in the person's lane, since the person asked for each.
 */
import { join } from 'node:path';
import { listMemorials } from '../../../shared/api/business';
import type { AnyOperation } from '../../../shared/api/operation';
import { listBroadcasts } from '../../../shared/api/premium';
import { LIMITS } from '../../../shared/limits';
import type { CopyProgress, KEEPING_OPERATIONS } from '../../../shared/bridge-keeping';
import { calendarText, hasTime } from '../posts/calendar';
import { LocalError, type CallInput } from '../../service/client';
import { checkCopy, CopyFailure, listCopies, makeCompleteCopy, sweepUnfinished } from '../exports/complete-copy';
import { csvText } from '../../files/csv';
import type { DeskJournal } from './desk-journal';
import { localStamp, memorialsCsv, readWholeList, waitingCsv } from './desk-list-csv';
import { memorialFolder } from '../exports/export-archive';
import { CALENDAR, plainFileName, saveChosenFile, SPREADSHEET, systemDownloadsFolder, type DesktopFiles } from '../../files/saved-files';
import { accountOfKind, type AccountKind, type Area, type AreaHandlers, type CoreServices } from '../../bridge/area';
import type { DeskArea } from './handlers';

type KeepingName = keyof typeof KEEPING_OPERATIONS;

export interface KeepingDeps extends Pick<CoreServices, 'dataDir' | 'clock' | 'fetch' | 'accountFor' | 'call' | 'emit'> {
  desktop?: DesktopFiles | undefined;
  journal: DeskJournal;
  /** The desk's waiting list, for saving it as a spreadsheet. */
  desk: Pick<DeskArea, 'waiting'>;
}

/** The funeral home's budget (spec 8): a list of more pages than this takes more than a minute. */
const PER_MINUTE = LIMITS.rateLimitPerMinute.business;

/** A second "owners looked up" within this long of the first is the same look. */
const SAME_LOOK_MS = 10 * 60_000;

const JOURNAL_HEADER = ['When', 'What was done', 'Memorial', 'Initials at the desk', 'Recorded on'];

export function keepingHandlers(deps: KeepingDeps): Area<KeepingName> {
  const { clock, journal, desktop = {} } = deps;
  const downloadsFolder = desktop.downloadsFolder ?? systemDownloadsFolder();
  // The local archive's folder (export-archive.ts): a copy goes into its memorial's folder there.
  const archiveRoot = join(deps.dataDir, 'archive');
  const copying = new Map<string, Promise<unknown>>();
  const stop = new AbortController();
  // What an interrupted copy left behind is hidden, and goes now.
  const swept = sweepUnfinished(archiveRoot).catch(() => undefined);

  const account = (requested: string | undefined, kind: AccountKind) => accountOfKind(deps.accountFor, requested, kind);
  const person = <O extends AnyOperation>(accountId: string, op: O, input: CallInput<O>) => deps.call(accountId, op, input, { lane: 'person' });

  const handlers: AreaHandlers<KeepingName> = {
    'desk.saveList': async ({ accountId, jobId, which, search }) => {
      const id = account(accountId, 'business');
      const progress = (page: number, pages: number | null, rows: number, message: string) =>
        deps.emit('listSave', { jobId, accountId: id, page, pages, rows, message });
      let text: string;
      let rows: number;
      if (which === 'memorials') {
        progress(0, null, 0, 'Reading the first page of memorials…');
        const memorials = await readWholeList(
          async (query) => (await person(id, listMemorials, { query })).data,
          search ?? {},
          (page, pages, count) =>
            progress(
              page,
              pages,
              count,
              // Past a minute's worth of pages, the person hears why it slows down rather than thinking it stuck.
              `Read page ${page} of ${pages}: ${count} memorials so far.${pages >= PER_MINUTE ? ` A long list takes a few minutes: Memorial Desk keeps to the ${PER_MINUTE} requests a minute the service allows.` : ''}`,
            ),
        );
        text = memorialsCsv(memorials);
        rows = memorials.length;
      } else {
        const { state, memorial } = deps.desk.waiting(id);
        text = waitingCsv(state.waiting, memorial);
        rows = state.waiting.length;
      }
      const what = which === 'memorials' ? 'the list of memorials' : 'the list of families waiting';
      const path = await saveChosenFile({
        desktop,
        downloadsFolder,
        name: which === 'memorials' ? 'Memorials.csv' : 'Waiting on the family.csv',
        kind: SPREADSHEET(which === 'memorials' ? 'Save the list of memorials' : 'Save the waiting list'),
        content: text,
        what,
      });
      if (!path) return { saved: false, fileId: null, path: null, message: 'Nothing was saved.', rows };
      await journal
        .record({ accountId: id, kind: 'list-saved', what: `Saved ${what} as a spreadsheet (${rows} ${rows === 1 ? 'row' : 'rows'}).` })
        .catch(() => undefined);
      return { saved: true, fileId: null, path, message: `${rows} ${rows === 1 ? 'memorial is' : 'memorials are'} saved as ${path}.`, rows };
    },
    'journal.list': ({ accountId }) => Promise.resolve(journal.list(account(accountId, 'business'))),
    'journal.note': async ({ accountId, kind, memorialName }) => {
      const id = account(accountId, 'business');
      const last = journal.last(id, kind);
      if (kind === 'owners-looked-up' && last && clock.now() - Date.parse(last.at) < SAME_LOOK_MS) return { recorded: false };
      const name = memorialName ?? null;
      await journal.record({
        accountId: id,
        kind,
        what: kind === 'owners-looked-up' ? 'Looked up who looks after each memorial.' : `Printed a hand-out for the family of ${name ?? 'a memorial'}.`,
        memorialName: name,
      });
      return { recorded: true };
    },
    'journal.setInitials': async ({ initials }) => ({ initials: await journal.setInitials(initials) }),
    'journal.saveCsv': async ({ accountId }) => {
      const id = account(accountId, 'business');
      const { entries } = journal.list(id);
      const path = await saveChosenFile({
        desktop,
        downloadsFolder,
        name: 'Desk journal.csv',
        kind: SPREADSHEET('Save the desk journal'),
        content: csvText(
          JOURNAL_HEADER,
          entries.map((e) => [localStamp(e.at), e.what, e.memorialName ?? '', e.initials ?? '', `This computer (${e.computer})`]),
        ),
        what: 'the desk journal',
      });
      if (!path) return { saved: false, fileId: null, path: null, message: 'Nothing was saved.' };
      return { saved: true, fileId: null, path, message: `The desk journal is saved as ${path}.` };
    },
    'events.saveIcs': async ({ accountId, memorialId, memorialName, eventId }) => {
      const id = account(accountId, 'personal');
      // From what the service says now, not from the screen.
      const all = (await person(id, listBroadcasts, { params: { memorial: memorialId } })).data.data;
      const events = all.filter((b) => hasTime(b) && (eventId === undefined || b.id === eventId));
      if (events.length === 0) {
        throw new LocalError(
          'invalid',
          eventId === undefined
            ? 'This memorial has no events with a day and time to add to a calendar.'
            : 'This event is no longer on the memorial, or has no day and time.',
        );
      }
      const one = eventId !== undefined ? events[0]! : null;
      const path = await saveChosenFile({
        desktop,
        downloadsFolder,
        name: plainFileName(one ? one.title : `Events - ${memorialName ?? `memorial ${memorialId}`}`, 'Event', 'ics'),
        kind: CALENDAR(one ? 'Save the event for a calendar' : 'Save the events for a calendar'),
        content: calendarText(
          events.map((event) => ({ memorialId, memorialName: memorialName ?? null, event })),
          clock.now(),
        ),
        what: one ? 'the event' : 'the events',
      });
      if (!path) return { saved: false, fileId: null, path: null, message: 'Nothing was saved.', events: events.length };
      const opens = 'Open it to add it to Outlook, Apple Calendar or Google Calendar.';
      return {
        saved: true,
        fileId: null,
        path,
        message: `${one ? 'The event is' : `${events.length} events are`} saved as ${path}. ${opens}`,
        events: events.length,
      };
    },
    'copies.make': async ({ accountId, jobId, memorialId, memorialName }) => {
      const id = account(accountId, 'personal');
      const key = `${id}:${memorialId}`;
      if (copying.has(key)) throw new LocalError('invalid', 'A complete copy of this memorial is being made already.');
      await swept;
      const folder = await memorialFolder(archiveRoot, memorialId, memorialName);
      const emit = (state: Omit<CopyProgress, 'jobId' | 'accountId' | 'memorialId'>) => deps.emit('copy', { jobId, accountId: id, memorialId, ...state });
      const first: CopyProgress = { jobId, accountId: id, memorialId, state: 'working', step: 0, steps: 6, message: 'Starting the copy…', folder: null };
      const run = makeCompleteCopy({
        clock,
        fetch: deps.fetch,
        call: (op, input) => person(id, op, input),
        folder,
        memorialId,
        memorialName: memorialName ?? null,
        onProgress: emit,
        signal: stop.signal,
      })
        .then((done) => emit({ state: 'done', step: 6, steps: 6, message: `The complete copy is kept in ${done}.`, folder: done }))
        .catch((error: unknown) =>
          emit({
            state: 'failed',
            step: 0,
            steps: 6,
            message: error instanceof CopyFailure ? error.message : 'Something went wrong inside Memorial Desk. No copy was kept.',
            folder: null,
          }),
        )
        .finally(() => copying.delete(key));
      copying.set(key, run);
      return first;
    },
    'copies.list': async ({ memorialId }) => ({ copies: await listCopies(archiveRoot, memorialId) }),
    'copies.check': async ({ id }) => {
      const copy = (await listCopies(archiveRoot)).find((c) => c.id === id);
      if (!copy) return { whole: false, files: [], message: 'This copy is no longer in the local archive: its folder was moved or removed.' };
      return checkCopy(copy.folder);
    },
  };

  return {
    handlers,
    async close() {
      stop.abort();
      await Promise.all(copying.values());
      await journal.flush();
    },
  };
}
