/**
 * Exports and what is kept of them: downloads of the Memorial Book and the archive into a folder
 * the person chose, the local archive of what was exported, and a family's complete copy of a
 * memorial (and checking it later, offline).
 *
 * Every file goes through the Files port; the home's own parts (folder chooser, showing a file in
 * the file manager, the Downloads folder) come in as `person`: Electron's in the desktop app; in
 * browser mode there is no chooser and no file manager, and files go to the Downloads folder.
 */
import { operations } from '../../../shared/api';
import type { BridgeArgs } from '../../../shared/bridge';
import type { CopyProgress, EXPORTS_OPERATIONS } from '../../../shared/bridge/exports';
import { LocalError, type CallInput } from '../../service/client';
import type { AnyOperation } from '../../../shared/api/operation';
import type { ShownFiles } from '../../files/saved-files';
import { DownloadManager } from './downloads';
import { ExportArchive, memorialFolder } from './export-archive';
import { accountOfKind, type Area, type AreaHandlers, type CoreServices } from '../../bridge/area';
import { say, told } from '../../../shared/i18n/words';
import { EXPORT_WORDS } from './exports-words';

type ExportsName = keyof typeof EXPORTS_OPERATIONS;

/**
 * The complete copy (making one, listing and checking them), loaded when first used: few people make
 * one, and the phone's first screen, where the core runs in the page, does without its code.
 */
const completeCopy = () => import('./complete-copy');

export interface ExportsDeps extends Pick<CoreServices, 'files' | 'person' | 'state' | 'clock' | 'fetch' | 'words' | 'accountFor' | 'call' | 'emit'> {
  /** Files saved this session by other areas (a guest list), for showing them in the file manager. */
  shown: ShownFiles;
}

/** The exports' area; the local archive's list is opened from state.sqlite first, an older version's file carried across. */
export async function exportsHandlers(deps: ExportsDeps): Promise<Area<ExportsName>> {
  const { clock, files, person: desktop } = deps;
  const downloadsFolder = desktop.downloadsFolder;
  const archive = await ExportArchive.open(deps.state, files, clock);
  const downloads = new DownloadManager((state) => deps.emit('download', state), { files, clock, ...(deps.fetch ? { fetch: deps.fetch } : {}) });
  /** Folders the person chose through the chooser this session: the only ones a download may name. */
  const chosenFolders = new Set<string>();
  // The local archive's folder (export-archive.ts): a complete copy goes into its memorial's folder there.
  const archiveRoot = archive.root;
  const copying = new Map<string, Promise<unknown>>();
  const stop = new AbortController();
  // What an interrupted copy left behind is hidden, and goes now.
  const swept = completeCopy()
    .then(({ sweepUnfinished }) => sweepUnfinished(files, archiveRoot))
    .catch(() => undefined);

  const family = (requested: string | undefined) => accountOfKind(deps.accountFor, requested, 'personal');
  const person = <O extends AnyOperation>(accountId: string, op: O, input: CallInput<O>) => deps.call(accountId, op, input, { lane: 'person' });

  async function folderFor(where: BridgeArgs<'exports.download'>['where'], memorialId: number, memorialName: string | null | undefined): Promise<string> {
    switch (where.kind) {
      case 'downloads':
        return downloadsFolder;
      case 'archive':
        return archive.folderFor(memorialId, memorialName);
      case 'chosen':
        if (!chosenFolders.has(where.folder)) {
          throw new LocalError('invalid', say(EXPORT_WORDS.chooseFolderAgain));
        }
        return where.folder;
    }
  }

  const handlers: AreaHandlers<ExportsName> = {
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
        saved: async (file) =>
          (
            await archive.add({
              accountId: account,
              memorialId,
              memorialName: memorialName ?? null,
              type: file.type,
              fileName: file.fileName,
              folder,
              bytes: file.bytes,
            })
          ).id,
      });
    },
    'downloads.list': () => Promise.resolve({ downloads: downloads.list() }),
    'downloads.cancel': ({ id }) => {
      const state = downloads.cancel(id);
      if (!state) throw new LocalError('invalid', say(EXPORT_WORDS.downloadGone));
      return Promise.resolve(state);
    },
    'archive.list': async ({ accountId, memorialId }) => ({ entries: await archive.list(family(accountId), memorialId) }),
    'files.show': async ({ id }) => {
      const entry = await archive.get(id);
      const path = entry ? files.join(entry.folder, entry.fileName) : deps.shown.pathOf(id);
      if (!path) throw new LocalError('invalid', say(EXPORT_WORDS.unknownFile));
      if (!desktop.showItemInFolder) return { shown: false };
      return { shown: await desktop.showItemInFolder(path) };
    },
    'copies.make': async ({ accountId, jobId, memorialId, memorialName }) => {
      const id = family(accountId);
      const key = `${id}:${memorialId}`;
      if (copying.has(key)) throw new LocalError('invalid', say(EXPORT_WORDS.copyUnderWay));
      await swept;
      const { makeCompleteCopy, CopyFailure } = await completeCopy();
      const folder = await memorialFolder(files, archiveRoot, memorialId, memorialName);
      const emit = (state: Omit<CopyProgress, 'jobId' | 'accountId' | 'memorialId'>) => deps.emit('copy', { jobId, accountId: id, memorialId, ...state });
      const first: CopyProgress = {
        jobId,
        accountId: id,
        memorialId,
        state: 'working',
        step: 0,
        steps: 6,
        ...told(say(EXPORT_WORDS.copyStarting)),
        folder: null,
      };
      const run = makeCompleteCopy({
        files,
        clock,
        fetch: deps.fetch,
        call: (op, input) => person(id, op, input),
        folder,
        memorialId,
        memorialName: memorialName ?? null,
        onProgress: emit,
        intl: await deps.words.intl(),
        signal: stop.signal,
      })
        .then((done) => emit({ state: 'done', step: 6, steps: 6, ...told(say(EXPORT_WORDS.copyKept, { folder: done })), folder: done }))
        .catch((error: unknown) =>
          emit({
            state: 'failed',
            step: 0,
            steps: 6,
            ...told(error instanceof CopyFailure ? error.said : say(EXPORT_WORDS.copyFailed)),
            folder: null,
          }),
        )
        .finally(() => copying.delete(key));
      copying.set(key, run);
      return first;
    },
    'copies.list': async ({ memorialId }) => ({ copies: await (await completeCopy()).listCopies(files, archiveRoot, memorialId) }),
    'copies.check': async ({ id }) => {
      const { checkCopy, listCopies } = await completeCopy();
      const copy = (await listCopies(files, archiveRoot)).find((c) => c.id === id);
      if (!copy) return { whole: false, files: [], ...told(say(EXPORT_WORDS.copyGone)) };
      return checkCopy(files, copy.folder, await deps.words.intl());
    },
  };

  return {
    handlers,
    async close() {
      stop.abort();
      await Promise.all(copying.values());
      await downloads.close();
    },
  };
}
