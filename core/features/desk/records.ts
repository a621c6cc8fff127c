/**
 * The desk's records: the funeral home's list (all pages of the search shown) or the families an
 * invitation waits on, saved as one spreadsheet; and the desk journal, what this computer did for
 * the funeral home. Every API read in the person's lane, since the person asked for each.
 */
import { listMemorials } from '../../../shared/api/business';
import type { AnyOperation } from '../../../shared/api/operation';
import { LIMITS } from '../../../shared/limits';
import type { DESK_OPERATIONS } from '../../../shared/bridge/desk';
import type { CallInput } from '../../service/client';
import { csvText } from '../../files/csv';
import { saveChosenFile, SPREADSHEET } from '../../files/saved-files';
import type { DeskJournal } from './desk-journal';
import { journalEnglish, journalWhatIn } from './journal-words';
import { DEFAULT_LOCALE } from '../../../shared/locale/resolve';
import { localStamp, memorialsCsv, readWholeList, waitingCsv } from './desk-list-csv';
import { deskFilesWords as words } from './desk-files-words';
import { isolate } from '../../../shared/i18n/isolate';
import type { DeskSweepState } from '../../../shared/bridge/desk';
import type { Memorial } from '../../../shared/api/business';
import { accountOfKind, type AreaHandlers, type CoreServices } from '../../bridge/area';
import { FILE_WORDS } from '../../files/files-words';
import { say, told, type Spoken } from '../../../shared/i18n/words';

type RecordName = Extract<keyof typeof DESK_OPERATIONS, 'desk.saveList' | `journal.${string}`>;

export interface RecordsDeps extends Pick<CoreServices, 'files' | 'person' | 'clock' | 'words' | 'accountFor' | 'call' | 'emit'> {
  journal: DeskJournal;
  /** The waiting list as the desk's sweep last found it. */
  waiting(accountId: string): { state: DeskSweepState; memorial: (slug: string) => Memorial | undefined };
}

/** The funeral home's budget (spec 8): a list of more pages than this takes more than a minute. */
const PER_MINUTE = LIMITS.rateLimitPerMinute.business;

/** A second "owners looked up" within this long of the first is the same look. */
const SAME_LOOK_MS = 10 * 60_000;

const JOURNAL_HEADER = [words.journalWhen, words.journalWhat, words.journalMemorial, words.journalInitials, words.journalRecordedOn];

export function deskRecordHandlers(deps: RecordsDeps): AreaHandlers<RecordName> {
  const { clock, journal, files, person: personFolders } = deps;
  const account = (requested: string | undefined) => accountOfKind(deps.accountFor, requested, 'business');
  const person = <O extends AnyOperation>(accountId: string, op: O, input: CallInput<O>) => deps.call(accountId, op, input, { lane: 'person' });

  return {
    'desk.saveList': async ({ accountId, jobId, which, search }) => {
      const id = account(accountId);
      const progress = (page: number, pages: number | null, rows: number, said: Spoken) =>
        deps.emit('listSave', { jobId, accountId: id, page, pages, rows, ...told(said) });
      let text: string;
      let rows: number;
      if (which === 'memorials') {
        progress(0, null, 0, say(FILE_WORDS.readingFirstPage));
        const memorials = await readWholeList(
          async (query) => (await person(id, listMemorials, { query })).data,
          search ?? {},
          (page, pages, count) =>
            progress(
              page,
              pages,
              count,
              // Past a minute's worth of pages, the person hears why it slows down rather than thinking it stuck.
              pages >= PER_MINUTE
                ? say(FILE_WORDS.readPageSlow, { page, pages, count, perMinute: PER_MINUTE })
                : say(FILE_WORDS.readPage, { page, pages, count }),
            ),
        );
        text = memorialsCsv(memorials, await deps.words.intl());
        rows = memorials.length;
      } else {
        const { state, memorial } = deps.waiting(id);
        text = waitingCsv(state.waiting, memorial, await deps.words.intl());
        rows = state.waiting.length;
      }
      const intl = await deps.words.intl();
      const saved = await saveChosenFile({
        files,
        person: personFolders,
        name: intl.formatMessage(which === 'memorials' ? words.memorialsFileName : words.waitingFileName),
        kind: SPREADSHEET(intl, which === 'memorials' ? 'memorials' : 'waiting'),
        content: text,
        what: which === 'memorials' ? 'memorialList' : 'waitingList',
      });
      if (!saved) return { saved: false, fileId: null, path: null, ...told(say(FILE_WORDS.nothingSaved)), rows };
      const { path } = saved;
      // The English is the office's record; the list and its rows let the screen and the spreadsheet say it in the person's language.
      const entry = { kind: 'list-saved', memorialName: null, list: { which, rows } } as const;
      await journal.record({ accountId: id, ...entry, what: journalEnglish(entry) }).catch(() => undefined);
      return { saved: true, fileId: null, path, ...told(say(FILE_WORDS.listSaved, { rows, path })), rows };
    },
    'journal.list': ({ accountId }) => journal.list(account(accountId)),
    'journal.note': async ({ accountId, kind, memorialName }) => {
      const id = account(accountId);
      const last = await journal.last(id, kind);
      if (kind === 'owners-looked-up' && last && clock.now() - Date.parse(last.at) < SAME_LOOK_MS) return { recorded: false };
      const noted = { kind, memorialName: memorialName ?? null };
      await journal.record({ accountId: id, ...noted, what: journalEnglish(noted) });
      return { recorded: true };
    },
    'journal.setInitials': async ({ initials }) => ({ initials: await journal.setInitials(initials) }),
    'journal.saveCsv': async ({ accountId }) => {
      const id = account(accountId);
      const { entries } = await journal.list(id);
      const intl = await deps.words.intl();
      const english = deps.words.locale().ui === DEFAULT_LOCALE;
      const saved = await saveChosenFile({
        files,
        person: personFolders,
        name: intl.formatMessage(words.journalFileName),
        kind: SPREADSHEET(intl, 'journal'),
        content: csvText(
          JOURNAL_HEADER.map((header) => intl.formatMessage(header)),
          entries.map((e) => [
            localStamp(e.at),
            journalWhatIn(intl, english, e),
            e.memorialName ?? '',
            e.initials ?? '',
            e.computer ? intl.formatMessage(words.journalComputer, { computer: isolate(e.computer) }) : intl.formatMessage(words.journalDevice),
          ]),
        ),
        what: 'deskJournal',
      });
      if (!saved) return { saved: false, fileId: null, path: null, ...told(say(FILE_WORDS.nothingSaved)) };
      return { saved: true, fileId: null, path: saved.path, ...told(say(FILE_WORDS.deskJournalSaved, { path: saved.path })) };
    },
  };
}
