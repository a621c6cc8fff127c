/**
 * Main's side of Premium and engagement (shared/bridge-premium.ts): the local visit history and
 * its daily reading, downloads of exports into a folder the person chose, the local archive of
 * what was exported, and an event's guest list saved as a file.
 *
 * The desktop's own parts (folder chooser, save dialog, showing a file in the file manager, the
 * system Downloads folder) come in as `DesktopFiles` (saved-files.ts): Electron's in the desktop
 * app; in browser mode there is no chooser and no file manager, and files go to the Downloads folder.
 */
import { join } from 'node:path';
import { operations } from '../../../shared/api';
import type { BridgeArgs } from '../../../shared/bridge';
import type { PREMIUM_OPERATIONS } from '../../../shared/bridge-premium';
import { LocalError } from '../../service/client';
import { Alarm } from '../../clock';
import type { Lane } from '../../service/scheduler';
import { DownloadManager } from './downloads';
import { ExportArchive } from './export-archive';
import { guestListCsv, guestListFileName } from '../posts/guest-list';
import { saveChosenFile, SPREADSHEET, systemDownloadsFolder, type DesktopFiles } from '../../files/saved-files';
import { VisitHistoryStore } from '../visits/visit-history';
import { accountOfKind, type Area, type AreaHandlers, type CoreServices } from '../../bridge/area';

export interface PremiumDeps extends Pick<CoreServices, 'dataDir' | 'clock' | 'fetch' | 'accountFor' | 'call' | 'emit'> {
  desktop?: DesktopFiles | undefined;
  /** The family accounts signed in now (whose memorials' visits are read once a day). */
  signedInFamilies(): string[];
}

type PremiumName = keyof typeof PREMIUM_OPERATIONS;

/** The daily reading looks every hour whether a day has passed; the first look a minute after the start. */
const DAILY_CHECK_MS = 60 * 60 * 1000;
const FIRST_DAILY_CHECK_MS = 60 * 1000;

export function premiumHandlers(deps: PremiumDeps): Area<PremiumName> {
  const { clock, desktop = {} } = deps;
  const downloadsFolder = desktop.downloadsFolder ?? systemDownloadsFolder();
  const visits = new VisitHistoryStore(deps.dataDir, clock);
  const archive = new ExportArchive(deps.dataDir, clock);
  const downloads = new DownloadManager((state) => deps.emit('download', state), { clock, ...(deps.fetch ? { fetch: deps.fetch } : {}) });
  /** Folders the person chose through the chooser this session: the only ones a download may name. */
  const chosenFolders = new Set<string>();
  /** Guest lists saved this session, for showing them in the file manager. */
  const savedFiles = new Map<string, string>();

  const family = (requested: string | undefined) => accountOfKind(deps.accountFor, requested, 'personal');

  async function readVisits(accountId: string, memorialId: number, lane: Lane) {
    const answer = await deps.call(accountId, operations.getVisits, { params: { memorial: memorialId } }, { lane });
    const history = visits.record(accountId, memorialId, answer.data);
    return { counts: answer.data, history };
  }

  // Once a day, the counts of every memorial whose visits were looked at, as background work.
  let closed = false;
  let dailyRunning: Promise<void> | null = null;
  const daily = new Alarm(clock, () => {
    dailyRunning = readDaily().finally(() => {
      dailyRunning = null;
      if (!closed) daily.set(clock.now() + DAILY_CHECK_MS);
    });
  });
  async function readDaily(): Promise<void> {
    for (const accountId of deps.signedInFamilies()) {
      for (const memorialId of visits.tracked(accountId)) {
        if (closed) return;
        if (visits.hasToday(accountId, memorialId)) continue;
        await readVisits(accountId, memorialId, 'background').catch((error: unknown) => {
          // Tomorrow's look tries again; the kind of failure only, never what was read.
          console.warn('memorial-desk: the daily visit count could not be read:', error instanceof Error ? error.name : 'unknown error');
        });
      }
    }
  }
  daily.set(clock.now() + FIRST_DAILY_CHECK_MS);

  async function folderFor(where: BridgeArgs<'exports.download'>['where'], memorialId: number, memorialName: string | null | undefined): Promise<string> {
    switch (where.kind) {
      case 'downloads':
        return downloadsFolder;
      case 'archive':
        return archive.folderFor(memorialId, memorialName);
      case 'chosen':
        if (!chosenFolders.has(where.folder)) {
          throw new LocalError('invalid', 'Please choose the folder again with "Choose a folder", then download.');
        }
        return where.folder;
    }
  }

  const handlers: AreaHandlers<PremiumName> = {
    'visits.read': async ({ accountId, memorialId }) => readVisits(family(accountId), memorialId, 'person'),
    'visits.history': ({ accountId, memorialId }) => Promise.resolve({ history: visits.list(family(accountId), memorialId) }),
    'downloads.folders': async ({ accountId, memorialId, memorialName }) => {
      family(accountId);
      return {
        downloads: downloadsFolder,
        archive: memorialId === undefined ? archive.root : await archive.folderFor(memorialId, memorialName),
        canChoose: desktop.chooseFolder !== undefined,
        canShow: desktop.showItemInFolder !== undefined,
      };
    },
    'downloads.chooseFolder': async () => {
      if (!desktop.chooseFolder) return { folder: null };
      const folder = await desktop.chooseFolder(downloadsFolder);
      if (folder) chosenFolders.add(folder);
      return { folder };
    },
    'exports.download': async ({ accountId, memorialId, memorialName, exportId, where }) => {
      const account = family(accountId);
      const folder = await folderFor(where, memorialId, memorialName);
      return downloads.start({
        accountId: account,
        memorialId,
        exportId,
        folder,
        // The link is asked for now, not taken from the screen: only the service's own, current one is fetched.
        link: async () => (await deps.call(account, operations.getExport, { params: { memorial: memorialId, export: exportId } }, { lane: 'person' })).data,
        saved: (file) =>
          Promise.resolve(
            archive.add({
              accountId: account,
              memorialId,
              memorialName: memorialName ?? null,
              type: file.type,
              fileName: file.fileName,
              folder,
              bytes: file.bytes,
            }).id,
          ),
      });
    },
    'downloads.list': () => Promise.resolve({ downloads: downloads.list() }),
    'downloads.cancel': ({ id }) => {
      const state = downloads.cancel(id);
      if (!state) throw new LocalError('invalid', 'That download is no longer in the list.');
      return Promise.resolve(state);
    },
    'archive.list': async ({ accountId, memorialId }) => ({ entries: await archive.list(family(accountId), memorialId) }),
    'files.show': async ({ id }) => {
      const entry = archive.get(id);
      const path = entry ? join(entry.folder, entry.fileName) : savedFiles.get(id);
      if (!path) throw new LocalError('invalid', 'Memorial Desk does not know that file.');
      if (!desktop.showItemInFolder) return { shown: false };
      return { shown: await desktop.showItemInFolder(path) };
    },
    'rsvps.saveCsv': async ({ accountId, memorialId, eventId, eventTitle }) => {
      const account = family(accountId);
      // Read first: offline, the person hears so before choosing where to save.
      const list = (await deps.call(account, operations.listRsvps, { params: { event: eventId } }, { lane: 'person' })).data;
      const path = await saveChosenFile({
        desktop,
        downloadsFolder,
        name: guestListFileName(eventTitle),
        kind: SPREADSHEET('Save the guest list'),
        content: guestListCsv(list),
        what: 'the guest list',
      });
      if (!path) return { saved: false, fileId: null, path: null, message: 'Nothing was saved.' };
      const fileId = `guests-${memorialId}-${eventId}-${clock.now()}`;
      savedFiles.set(fileId, path);
      return { saved: true, fileId, path, message: `The guest list is saved as ${path}.` };
    },
  };

  return {
    handlers,
    async close() {
      closed = true;
      daily.set(null);
      await dailyRunning;
      await downloads.close();
    },
  };
}
