/**
 * Announcements and events kept as files: an event's guest list as a spreadsheet, and one event
 * (or all of a memorial's) for a calendar. Read from what the service says now, in the person's
 * lane, then saved through the one saving path (files/saved-files.ts).
 */
import { operations } from '../../../shared/api';
import { listBroadcasts } from '../../../shared/api/premium';
import type { POSTS_OPERATIONS } from '../../../shared/bridge/posts';
import { LocalError } from '../../service/client';
import { CALENDAR, plainFileName, saveChosenFile, SPREADSHEET, type ShownFiles } from '../../files/saved-files';
import { calendarText, hasTime } from './calendar';
import { guestListCsv, guestListFileName } from './guest-list';
import { postsFilesWords as words } from './posts-files-words';
import { accountOfKind, nothingToClose, type Area, type AreaHandlers, type CoreServices } from '../../bridge/area';
import { say } from '../../../shared/i18n/words';
import { POSTS_CORE_WORDS } from './posts-words';
import { FILE_WORDS } from '../../files/files-words';
import { told } from '../../../shared/i18n/words';

type PostsName = keyof typeof POSTS_OPERATIONS;

export interface PostsDeps extends Pick<CoreServices, 'files' | 'person' | 'clock' | 'words' | 'accountFor' | 'call'> {
  /** Files saved this session, for showing them in the file manager (`files.show`). */
  shown: ShownFiles;
}

export function postsHandlers(deps: PostsDeps): Area<PostsName> {
  const { clock, files, person } = deps;
  const family = (requested: string | undefined) => accountOfKind(deps.accountFor, requested, 'personal');

  const handlers: AreaHandlers<PostsName> = {
    'rsvps.saveCsv': async ({ accountId, memorialId, eventId, eventTitle }) => {
      const account = family(accountId);
      // Read first: offline, the person hears so before choosing where to save.
      const list = (await deps.call(account, operations.listRsvps, { params: { event: eventId } }, { lane: 'person' })).data;
      const intl = await deps.words.intl();
      const saved = await saveChosenFile({
        files,
        person,
        name: guestListFileName(eventTitle, intl),
        kind: SPREADSHEET(intl, 'guestList'),
        content: guestListCsv(list, intl),
        what: 'guestList',
      });
      if (!saved) return { saved: false, fileId: null, path: null, ...told(say(FILE_WORDS.nothingSaved)) };
      const { path } = saved;
      const fileId = `guests-${memorialId}-${eventId}-${clock.now()}`;
      deps.shown.remember(fileId, path);
      return { saved: true, fileId, path, ...told(say(FILE_WORDS.guestListSaved, { path })) };
    },
    'events.saveIcs': async ({ accountId, memorialId, memorialName, eventId }) => {
      const id = family(accountId);
      // From what the service says now, not from the screen.
      const all = (await deps.call(id, listBroadcasts, { params: { memorial: memorialId } }, { lane: 'person' })).data.data;
      const events = all.filter((b) => hasTime(b) && (eventId === undefined || b.id === eventId));
      if (events.length === 0) {
        throw new LocalError('invalid', say(eventId === undefined ? POSTS_CORE_WORDS.noTimedEvents : POSTS_CORE_WORDS.eventGone));
      }
      const one = eventId !== undefined ? events[0]! : null;
      const intl = await deps.words.intl();
      const allName = () => intl.formatMessage(words.eventsFileName, { name: memorialName ?? intl.formatMessage(words.memorialNumber, { id: memorialId }) });
      const saved = await saveChosenFile({
        files,
        person,
        name: plainFileName(one ? one.title : allName(), intl.formatMessage(words.eventFallback), 'ics'),
        kind: CALENDAR(intl, one ? 'event' : 'all'),
        content: await calendarText(
          events.map((event) => ({ memorialId, memorialName: memorialName ?? null, event })),
          clock.now(),
          intl,
        ),
        what: one ? 'event' : 'events',
      });
      if (!saved) return { saved: false, fileId: null, path: null, ...told(say(FILE_WORDS.nothingSaved)), events: events.length };
      const { path } = saved;
      return {
        saved: true,
        fileId: null,
        path,
        ...told(say(FILE_WORDS.eventsSaved, { single: one ? 'true' : 'false', count: events.length, path })),
        events: events.length,
      };
    },
  };
  return { handlers, close: nothingToClose };
}
