/**
 * A complete copy of a memorial, for a family afraid the service will one day be gone: the
 * archive (ZIP), the Memorial Book (PDF, when the memorial is Premium), every tribute as CSV, and
 * `manifest.json` (each file's name, size and SHA-256; the memorial; when it was made; what the
 * service said about each export), in one dated folder of the memorial's folder in the local archive.
 *
 * Never half-written: everything goes into a hidden temporary folder (`.Complete copy ….part`),
 * each file synced, the manifest last, then the folder is renamed to its own name and the parent
 * synced. A folder named "Complete copy …" is complete, or is not there at all; what a crash
 * leaves is hidden and swept away at the next start.
 *
 * The spec's rules: an export is downloaded only once the service says it is `ready`; every read
 * goes through the account's scheduler in the person's lane (the person asked, so it is neither
 * background work nor free of the 20-a-minute budget), tributes a page of 100 at a time.
 *
 * Every file goes through the Files port (core/ports.ts). A file's SHA-256 is taken over its whole
 * bytes at once (`crypto.subtle.digest`, which has no piece-by-piece form): the files of a copy
 * are a memorial's archive and book (text and a few photos, each upload at most 10 MB), so tens of
 * megabytes at most, which memory holds easily; streaming would need a hash written in JavaScript.
 */
import type { IntlShape } from '@formatjs/intl';
import { z } from 'zod';
import { isolate } from '../../../shared/i18n/isolate';
import { getExport, startExport, type ExportState } from '../../../shared/api/exports';
import { listContributions, type Contribution } from '../../../shared/api/contributions';
import type { AnyOperation } from '../../../shared/api/operation';
import type { CopyCheck, CopyEntry, CopyProgress } from '../../../shared/bridge/exports';
import { LocalError, ServiceError, type CallAnswer, type CallInput } from '../../service/client';
import type { Clock } from '../../clock';
import { hexOf } from '../../../shared/bytes';
import { csvText } from '../../files/csv';
import type { Files } from '../../ports';
import { downloadFile, type ExportType } from './downloads';
import { isHttpsOrThisComputer } from '../../service/external-url';
import { copyFilesWords as words } from './copy-files-words';
import { EXPORT_WORDS } from './exports-words';
import { isWords, say, told, type Spoken } from '../../../shared/i18n/words';

export const MANIFEST = 'manifest.json';
export const TRIBUTES_CSV = 'Tributes.csv';
const COPY_PREFIX = 'Complete copy ';

const ManifestFile = z.object({ name: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });
export const Manifest = z.object({
  format: z.literal('memorial-desk-complete-copy/1'),
  memorial: z.object({ id: z.number().int(), name: z.string().nullable() }),
  madeAt: z.string(),
  madeBy: z.string(),
  files: z.array(ManifestFile),
  exports: z.array(
    z.object({
      type: z.enum(['pdf', 'zip']),
      file: z.string().nullable(),
      said: z.string(),
      status: z.string().nullable(),
      exportId: z.number().int().nullable(),
    }),
  ),
  tributes: z.object({ count: z.number().int(), file: z.string() }),
});
export type Manifest = z.infer<typeof Manifest>;

export interface CopyOptions {
  files: Files;
  clock: Clock;
  fetch?: typeof fetch | undefined;
  call<O extends AnyOperation>(op: O, input: CallInput<O>): Promise<CallAnswer<O>>;
  /** The memorial's folder in the local archive. */
  folder: string;
  memorialId: number;
  memorialName: string | null;
  onProgress(progress: Omit<CopyProgress, 'jobId' | 'accountId' | 'memorialId'>): void;
  /** The app's language, for the files a person reads (the tributes' spreadsheet, the read-me). */
  intl: IntlShape;
  /** How long to wait between asking whether an export is ready (first, then each later wait). */
  pollMs?: number[];
  /** How long an export may take before the copy gives up. */
  giveUpMs?: number;
  signal?: AbortSignal;
}

const STEPS = 6;
const STATUSES = ['approved', 'pending', 'rejected', 'deleted'] as const;
/** A copy that could not be made: why, as the person is told it (`said`, a catalog message). */
export class CopyFailure extends Error {
  constructor(readonly said: Spoken) {
    super(said.message);
  }
}

/** Why a call failed, as a value of a message: its Words when the core said it, else the service's text. */
function reasonOf(error: ServiceError | LocalError): Spoken | string {
  return error.words && isWords(error.words, 1) ? { words: error.words, message: error.message } : error.message;
}

/** Makes the copy; resolves with its folder, or throws a CopyFailure whose message is for the person. */
export async function makeCompleteCopy(options: CopyOptions): Promise<string> {
  const { clock, files } = options;
  const progress = (step: number, said: Spoken | string) =>
    options.onProgress({ state: 'working', step, steps: STEPS, ...(typeof said === 'string' ? { message: said } : told(said)), folder: null });
  const madeAt = new Date(clock.now());
  const temp = files.join(options.folder, `.${COPY_PREFIX}${stamp(madeAt)}.${clock.now()}.part`);

  progress(1, say(EXPORT_WORDS.copyAsking));
  const exports = await startExports(options);

  try {
    progress(2, say(EXPORT_WORDS.copyReading));
    const tributes = await readAllTributes(options, (read) => progress(2, say(EXPORT_WORDS.copyReadSoFar, { count: read })));

    await files.makeFolder(temp);
    const names: string[] = [];
    const said: Manifest['exports'] = [];
    for (const [index, type] of (['zip', 'pdf'] as const).entries()) {
      const started = exports[type];
      if ('refused' in started) {
        said.push({ type, file: null, said: started.refused, status: null, exportId: null });
        continue;
      }
      progress(3 + index, say(EXPORT_WORDS.copyWaitingService, { type }));
      // The service's own words about its progress, as it wrote them; when it says nothing, the app's.
      const ready = await waitUntilReady(options, started.state, (state) =>
        progress(3 + index, `${state.message}`.trim() || say(EXPORT_WORDS.copyWaiting, { type })),
      );
      progress(3 + index, say(EXPORT_WORDS.downloading, { type }));
      const outcome = await downloadFile({
        files,
        url: ready.download_url!,
        folder: temp,
        type,
        fallbackName: type === 'pdf' ? 'Memorial Book.pdf' : 'Archive.zip',
        signal: options.signal ?? new AbortController().signal,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
      if (outcome.kind !== 'done') throw new CopyFailure(say(EXPORT_WORDS.copyNotDownloaded, { type }));
      names.push(outcome.fileName);
      said.push({ type, file: outcome.fileName, said: ready.message, status: ready.status, exportId: ready.export_id });
    }

    progress(5, say(EXPORT_WORDS.copyWriting));
    await files.writeWhole(files.join(temp, TRIBUTES_CSV), tributesCsv(tributes, options.intl));
    names.push(TRIBUTES_CSV);
    const readme = options.intl.formatMessage(words.readmeFileName);
    await files.writeWhole(files.join(temp, readme), readmeText(options.intl, options.memorialName, madeAt, tributes.length));
    names.push(readme);
    // One file at a time: each is read whole to be hashed.
    const listed: Manifest['files'] = [];
    for (const name of names) listed.push({ name, ...(await fingerprint(files, files.join(temp, name))) });
    const manifest: Manifest = {
      format: 'memorial-desk-complete-copy/1',
      memorial: { id: options.memorialId, name: options.memorialName },
      madeAt: madeAt.toISOString(),
      madeBy: 'Memorial Desk, on this computer',
      files: listed,
      exports: said,
      tributes: { count: tributes.length, file: TRIBUTES_CSV },
    };
    // Each file is synced as it is written (the port's writeWhole and a download's close).
    await files.writeWhole(files.join(temp, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

    progress(6, say(EXPORT_WORDS.copyPlacing));
    if (options.signal?.aborted) throw new CopyFailure(say(EXPORT_WORDS.copyStopped));
    const final = files.join(options.folder, await freeFolderName(files, options.folder, `${COPY_PREFIX}${stamp(madeAt)}`));
    // The port's rename syncs the folder it renames into.
    await files.rename(temp, final);
    return final;
  } catch (error) {
    await files.remove(temp).catch(() => undefined);
    if (error instanceof CopyFailure) throw error;
    if (error instanceof ServiceError || error instanceof LocalError) throw new CopyFailure(say(EXPORT_WORDS.copyNotKept, { reason: reasonOf(error) }));
    throw new CopyFailure(say(EXPORT_WORDS.copyCannotWrite));
  }
}

type Started = { state: ExportState } | { refused: string };

async function startExports(options: CopyOptions): Promise<Record<ExportType, Started>> {
  const start = async (type: ExportType): Promise<Started> => {
    try {
      return { state: (await options.call(startExport, { params: { memorial: options.memorialId }, body: { type } })).data };
    } catch (error) {
      // The Memorial Book is Premium's: a memorial without it is copied without the book, and the manifest says why.
      if (type === 'pdf' && error instanceof ServiceError && error.status === 422) return { refused: error.message };
      throw error;
    }
  };
  try {
    return { zip: await start('zip'), pdf: await start('pdf') };
  } catch (error) {
    if (error instanceof ServiceError || error instanceof LocalError) throw new CopyFailure(say(EXPORT_WORDS.copyNotMade, { reason: reasonOf(error) }));
    throw error;
  }
}

/** Asks again, more slowly each time, until the service says the export is ready (never downloads before). */
async function waitUntilReady(options: CopyOptions, first: ExportState, onState: (state: ExportState) => void): Promise<ExportState> {
  const waits = options.pollMs ?? [2_000, 4_000, 8_000, 15_000];
  const until = options.clock.now() + (options.giveUpMs ?? 30 * 60_000);
  let state = first;
  for (let attempt = 0; ; attempt++) {
    if (state.ready && state.download_url && isHttpsOrThisComputer(state.download_url)) return state;
    if (options.clock.now() > until) throw new CopyFailure(say(EXPORT_WORDS.copyNotFinished, { type: state.type }));
    if (options.signal?.aborted) throw new CopyFailure(say(EXPORT_WORDS.copyStopped));
    await sleep(options.clock, waits[Math.min(attempt, waits.length - 1)]!, options.signal);
    if (options.signal?.aborted) throw new CopyFailure(say(EXPORT_WORDS.copyStopped));
    state = (await options.call(getExport, { params: { memorial: options.memorialId, export: state.export_id } })).data;
    onState(state);
  }
}

async function readAllTributes(options: CopyOptions, onRead: (count: number) => void): Promise<Contribution[]> {
  const seen = new Map<number, Contribution>();
  for (const status of STATUSES) {
    for (let page = 1, last = 1; page <= last; page++) {
      const answer = (await options.call(listContributions, { params: { memorial: options.memorialId }, query: { status, page, per_page: 100 } })).data;
      last = answer.meta.last_page;
      for (const tribute of answer.data) seen.set(tribute.id, tribute);
      onRead(seen.size);
    }
  }
  return [...seen.values()].sort((a, b) => (a.created_at ?? '').localeCompare(b.created_at ?? '') || a.id - b.id);
}

/** Every tribute, in the app's language: who, when, its status, private or not, pinned, and the words. */
export function tributesCsv(tributes: readonly Contribution[], intl: IntlShape): string {
  return csvText(
    [words.author, words.date, words.status, words.private, words.pinned, words.title, words.words].map((word) => intl.formatMessage(word)),
    tributes.map((t) => [
      // The writer's name alone in its cell, as typed: a spreadsheet sorts it.
      t.author.name ?? intl.formatMessage(words.notGiven),
      t.created_at ?? '',
      intl.formatMessage(words.statusWords, { status: t.status }),
      intl.formatMessage(words.privacy, { private: t.is_private ? 'yes' : 'no' }),
      t.is_pinned ? intl.formatMessage(words.isPinned) : '',
      t.title ?? '',
      t.body ?? '',
    ]),
  );
}

/** The read-me: what the folder is and what each of its files holds, in the app's language. */
export function readmeText(intl: IntlShape, memorialName: string | null, madeAt: Date, tributes: number): string {
  const title = memorialName !== null ? intl.formatMessage(words.readmeTitle, { name: isolate(memorialName) }) : intl.formatMessage(words.readmeTitleUnnamed);
  const item = (text: string) => `- ${text}`;
  return [
    title,
    '',
    intl.formatMessage(words.readmeMade, { madeOn: madeAt, madeAt }),
    '',
    intl.formatMessage(words.readmeHolds),
    item(intl.formatMessage(words.readmeArchive)),
    item(intl.formatMessage(words.readmeBook)),
    item(intl.formatMessage(words.readmeTributes, { file: TRIBUTES_CSV, tributes })),
    item(intl.formatMessage(words.readmeManifest, { file: MANIFEST })),
    '',
    intl.formatMessage(words.readmeKeep),
    '',
  ].join('\n');
}

/** The file's size and SHA-256 (hex); rejects when it is not there. */
export async function fingerprint(files: Files, path: string): Promise<{ bytes: number; sha256: string }> {
  const bytes = await files.readBytes(path);
  if (bytes === null) throw new Error(`${path} is not there`);
  return { bytes: bytes.byteLength, sha256: await sha256Hex(bytes) };
}

/** SHA-256 of the bytes, in lower-case hex (as `sha256sum` prints it). */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  // digest takes bytes that are not shared memory: a copy of the view is, whatever the view was made over.
  return hexOf(new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes))));
}

/**
 * Reads every file again and compares it with the manifest: offline, and in plain words (a catalog
 * message, the files' names listed as the person's language lists them).
 */
export async function checkCopy(files: Files, folder: string, intl: Pick<IntlShape, 'formatList'>): Promise<CopyCheck> {
  let manifest: Manifest;
  try {
    manifest = Manifest.parse(JSON.parse((await files.readText(files.join(folder, MANIFEST))) ?? ''));
  } catch {
    return { whole: false, files: [{ name: MANIFEST, state: 'missing' }], ...told(say(EXPORT_WORDS.checkUnreadable, { file: MANIFEST })) };
  }
  const checked: CopyCheck['files'] = [];
  for (const file of manifest.files) {
    const found = await fingerprint(files, files.join(folder, file.name)).catch(() => null);
    checked.push({ name: file.name, state: found === null ? 'missing' : found.bytes === file.bytes && found.sha256 === file.sha256 ? 'same' : 'changed' });
  }
  const missing = checked.filter((f) => f.state === 'missing').map((f) => f.name);
  const changed = checked.filter((f) => f.state === 'changed').map((f) => f.name);
  const whole = missing.length === 0 && changed.length === 0;
  // A list of names, not words: the language's commas, and nothing that reads as "and" in English
  // ('unit'); each name isolated, so a Latin file name keeps its order inside Arabic or Hebrew.
  const list = (names: string[]) => intl.formatList(names.map(isolate), { type: 'unit' });
  const said = whole
    ? say(EXPORT_WORDS.checkWhole, { count: checked.length })
    : missing.length === 0
      ? say(EXPORT_WORDS.checkChanged, { changed: list(changed) })
      : changed.length === 0
        ? say(EXPORT_WORDS.checkMissing, { missing: list(missing) })
        : say(EXPORT_WORDS.checkMissingAndChanged, { missing: list(missing), changed: list(changed) });
  return { whole, files: checked, ...told(said) };
}

/** The complete copies under the local archive (their folders and manifests); temporary ones are not copies. */
export async function listCopies(files: Files, archiveRoot: string, memorialId?: number): Promise<CopyEntry[]> {
  const copies: CopyEntry[] = [];
  for (const memorialFolder of await names(files, archiveRoot)) {
    const base = files.join(archiveRoot, memorialFolder);
    for (const name of await names(files, base)) {
      if (!name.startsWith(COPY_PREFIX)) continue;
      try {
        const manifest = Manifest.parse(JSON.parse((await files.readText(files.join(base, name, MANIFEST))) ?? ''));
        if (memorialId !== undefined && manifest.memorial.id !== memorialId) continue;
        copies.push({
          id: `${memorialFolder}/${name}`,
          memorialId: manifest.memorial.id,
          memorialName: manifest.memorial.name,
          folder: files.join(base, name),
          madeAt: manifest.madeAt,
          files: manifest.files.map(({ name: fileName, bytes }) => ({ name: fileName, bytes })),
        });
      } catch {
        // A folder without a readable manifest is not offered as a copy.
      }
    }
  }
  return copies.sort((a, b) => b.madeAt.localeCompare(a.madeAt));
}

/** What an interrupted copy left (hidden temporary folders) is removed. */
export async function sweepUnfinished(files: Files, archiveRoot: string): Promise<void> {
  for (const memorialFolder of await names(files, archiveRoot)) {
    for (const name of await names(files, files.join(archiveRoot, memorialFolder))) {
      if (name.startsWith(`.${COPY_PREFIX}`) && name.endsWith('.part')) await files.remove(files.join(archiveRoot, memorialFolder, name));
    }
  }
}

/** A folder's names; none when it is not there or cannot be read. */
async function names(files: Files, folder: string): Promise<string[]> {
  return files.list(folder).catch(() => []);
}

/** "2026-11-25 14.30" in this computer's time (a colon is not allowed in a Windows file name). */
function stamp(moment: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${p(moment.getMonth() + 1)}-${p(moment.getDate())} ${p(moment.getHours())}.${p(moment.getMinutes())}`;
}

async function freeFolderName(files: Files, folder: string, wanted: string): Promise<string> {
  for (let n = 1; ; n++) {
    const name = n === 1 ? wanted : `${wanted} (${n})`;
    if ((await files.stat(files.join(folder, name))) === null) return name;
  }
}

/** Waits on the clock; at once when the copy is stopped (Memorial Desk closing). */
function sleep(clock: Clock, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const handle = clock.setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', stopped);
      resolve();
    }
    function stopped() {
      clock.clearTimeout(handle);
      done();
    }
    signal?.addEventListener('abort', stopped, { once: true });
  });
}
