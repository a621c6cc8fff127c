/**
 * Main's side of Premium and engagement (shared/bridge-premium.ts): the local visit history and
 * its daily reading, downloads of exports into a folder the person chose, the local archive of
 * what was exported, and an event's guest list saved as a file.
 *
 * The desktop's own parts (folder chooser, save dialog, showing a file in the file manager, the
 * system Downloads folder) come in as `DesktopFiles`: Electron's in the desktop app; in browser
 * mode there is no chooser and no file manager, and files go to the Downloads folder.
 */
import { mkdir } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { operations, type AnyOperation } from '../../shared/api';
import type { BridgeArgs, BridgeEvents, BridgeResult } from '../../shared/bridge';
import type { PREMIUM_EVENTS, PREMIUM_OPERATIONS } from '../../shared/bridge-premium';
import { LocalError, type CallAnswer, type CallInput } from './client';
import { Alarm, type Clock } from './clock';
import { DownloadManager, freeName } from './downloads';
import { ExportArchive } from './export-archive';
import { writeWhole } from './atomic-file';
import { guestListCsv, guestListFileName } from './guest-list';
import { VisitHistoryStore } from './visit-history';

/** What only the desktop can do; every part is optional (browser mode has none of the dialogs). */
export interface DesktopFiles {
  /** The system's Downloads folder (Electron: app.getPath('downloads')). */
  downloadsFolder?: string;
  /** A folder chooser opened at `defaultPath`; null when the person cancelled. */
  chooseFolder?: (defaultPath: string) => Promise<string | null>;
  /** A save dialog for a CSV file, opened at `defaultPath`; null when the person cancelled. */
  chooseSaveFile?: (defaultPath: string) => Promise<string | null>;
  /** Shows the file selected in the system's file manager. */
  showItemInFolder?: (path: string) => Promise<boolean>;
}

/** The Downloads folder where no desktop says: XDG_DOWNLOAD_DIR (Linux), else ~/Downloads. */
export function systemDownloadsFolder(env: NodeJS.ProcessEnv = process.env): string {
  const xdg = env.XDG_DOWNLOAD_DIR?.trim();
  return xdg ? xdg.replace(/^\$HOME(?=\/|$)/, homedir()) : join(homedir(), 'Downloads');
}

export interface PremiumHandlerOptions {
  dataDir: string;
  clock: Clock;
  fetch?: typeof fetch | undefined;
  desktop?: DesktopFiles | undefined;
  /** The account a request is for (the one named, else the active one), or a plain refusal. */
  account(requested: string | undefined): { id: string; kind: 'personal' | 'business' };
  /** One API call for an account through its scheduler: the person's own, or background work. */
  call<O extends AnyOperation>(accountId: string, op: O, input: CallInput<O>, lane: 'person' | 'background'): Promise<CallAnswer<O>>;
  emit<E extends keyof typeof PREMIUM_EVENTS>(event: E, payload: BridgeEvents[E]): void;
  /** The family accounts signed in now (whose memorials' visits are read once a day). */
  signedInFamilies(): string[];
}

type PremiumName = keyof typeof PREMIUM_OPERATIONS;
export type PremiumHandlers = { [N in PremiumName]: (args: BridgeArgs<N>) => Promise<BridgeResult<N>> };

/** The daily reading looks every hour whether a day has passed; the first look a minute after the start. */
const DAILY_CHECK_MS = 60 * 60 * 1000;
const FIRST_DAILY_CHECK_MS = 60 * 1000;

export function createPremiumHandlers(options: PremiumHandlerOptions): { handlers: PremiumHandlers; close(): Promise<void> } {
  const { clock, desktop = {} } = options;
  const downloadsFolder = desktop.downloadsFolder ?? systemDownloadsFolder();
  const visits = new VisitHistoryStore(options.dataDir, clock);
  const archive = new ExportArchive(options.dataDir, clock);
  const downloads = new DownloadManager((state) => options.emit('download', state), { clock, ...(options.fetch ? { fetch: options.fetch } : {}) });
  /** Folders the person chose through the chooser this session: the only ones a download may name. */
  const chosenFolders = new Set<string>();
  /** Guest lists saved this session, for showing them in the file manager. */
  const savedFiles = new Map<string, string>();

  function family(requested: string | undefined): string {
    const account = options.account(requested);
    if (account.kind !== 'personal') throw new LocalError('invalid', 'This is for family accounts. Switch to a family account to do this.');
    return account.id;
  }

  async function readVisits(accountId: string, memorialId: number, lane: 'person' | 'background') {
    const answer = await options.call(accountId, operations.getVisits, { params: { memorial: memorialId } }, lane);
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
    for (const accountId of options.signedInFamilies()) {
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

  const handlers: PremiumHandlers = {
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
        link: async () => (await options.call(account, operations.getExport, { params: { memorial: memorialId, export: exportId } }, 'person')).data,
        saved: (file) =>
          Promise.resolve(
            archive.add({ accountId: account, memorialId, memorialName: memorialName ?? null, type: file.type, fileName: file.fileName, folder, bytes: file.bytes }).id,
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
      const list = (await options.call(account, operations.listRsvps, { params: { event: eventId } }, 'person')).data;
      const name = guestListFileName(eventTitle);
      let path: string | null = null;
      if (desktop.chooseSaveFile) {
        path = await desktop.chooseSaveFile(join(downloadsFolder, name));
        if (!path) return { saved: false, fileId: null, path: null, message: 'Nothing was saved.' };
      }
      try {
        if (!path) {
          // No save dialog here (browser mode): the Downloads folder, never over a file already there.
          await mkdir(downloadsFolder, { recursive: true });
          path = join(downloadsFolder, await freeName(downloadsFolder, name));
        }
        await writeWhole(path, guestListCsv(list));
      } catch {
        throw new LocalError('internal', `Memorial Desk could not save the guest list${path ? ` as ${path}` : ''}. Please check the folder can be written to, and try again.`);
      }
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
