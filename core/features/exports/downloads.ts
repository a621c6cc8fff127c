/**
 * Downloads of exports (the Memorial Book and the archive) into a folder the person chose.
 *
 * - The bytes go into a temporary `.part` file beside the final one (owner-only), and only a
 *   complete file whose first bytes are what it says (`%PDF`, or a ZIP's `PK\x03\x04`) is renamed
 *   to its own name: a partial or wrong file is never shown as done, and is removed.
 * - A file already in the folder is never replaced: the new one gets "name (2).pdf".
 * - No token is ever sent: the service's download link is signed on its own.
 * - Progress is reported as bytes arrive; a download can be cancelled at any moment.
 *
 * Hand-written rather than a library: fetch streams the body already, and what matters here (temp
 * name, first-bytes check, no clobbering, cancel) is a few lines of file handling, through the
 * Files port (core/ports.ts), so the same code runs on the desktop and on a phone.
 */
import type { DownloadState } from '../../../shared/bridge/exports';
import { realClock, type Clock } from '../../clock';
import { extensionOf, lastPart, placeFile, temporaryPath } from '../../files/file-names';
import type { FileWriter, Files } from '../../ports';
import { isHttpsOrThisComputer } from '../../service/external-url';
import { say, told, type Spoken, type Words } from '../../../shared/i18n/words';
import { EXPORT_WORDS } from './exports-words';

export type ExportType = 'pdf' | 'zip';

/** What the first bytes of each kind of file must be. */
export const FIRST_BYTES: Record<ExportType, Uint8Array> = {
  pdf: new Uint8Array([0x25, 0x50, 0x44, 0x46]), // %PDF
  zip: new Uint8Array([0x50, 0x4b, 0x03, 0x04]), // PK\x03\x04
};

export type DownloadOutcome =
  | { kind: 'done'; fileName: string; path: string; bytes: number }
  | { kind: 'expired' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: 'network' | 'http' | 'not-what-it-says' | 'incomplete' | 'disk' };

export interface DownloadRequest {
  files: Files;
  url: string;
  folder: string;
  type: ExportType;
  /** The file's name when the service does not give one. */
  fallbackName: string;
  signal: AbortSignal;
  onProgress?: (received: number, total: number | null) => void;
  fetch?: typeof fetch;
}

/** Downloads one file. Never throws for the network, the service or the disk: the outcome says. */
export async function downloadFile(request: DownloadRequest): Promise<DownloadOutcome> {
  const { signal, type } = request;
  const doFetch = request.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(request.url, { signal, headers: { accept: type === 'pdf' ? 'application/pdf' : 'application/zip' } });
  } catch {
    return signal.aborted ? { kind: 'cancelled' } : { kind: 'failed', reason: 'network' };
  }
  if (response.status === 403 || response.status === 404 || response.status === 410) {
    await response.body?.cancel().catch(() => undefined);
    return { kind: 'expired' };
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    return { kind: 'failed', reason: 'http' };
  }
  const lengthHeader = response.headers.get('content-length');
  const total = lengthHeader !== null && /^\d+$/.test(lengthHeader) ? Number(lengthHeader) : null;
  const wanted = safeFileName(fileNameOf(response.headers.get('content-disposition')) ?? request.fallbackName, type);

  const { files } = request;
  let writer: FileWriter | null = null;
  const temp = temporaryPath(files, request.folder, wanted);
  const cleanUp = async () => {
    await writer?.close().catch(() => undefined);
    writer = null;
    await files.remove(temp).catch(() => undefined);
  };
  try {
    writer = await files.create(temp);
  } catch {
    await response.body.cancel().catch(() => undefined);
    await cleanUp();
    return { kind: 'failed', reason: 'disk' };
  }

  let received = 0;
  const head: number[] = [];
  const expected = FIRST_BYTES[type];
  // Read by hand: a WebView's ReadableStream is not always async-iterable.
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  try {
    for (;;) {
      const { done, value: chunk } = await reader.read();
      if (done) break;
      if (head.length < expected.length) {
        head.push(...chunk.subarray(0, expected.length - head.length));
        if (!startsRight(head, expected)) {
          await reader.cancel().catch(() => undefined);
          await cleanUp();
          return { kind: 'failed', reason: 'not-what-it-says' };
        }
      }
      await writer.write(chunk);
      received += chunk.byteLength;
      request.onProgress?.(received, total);
    }
    if (head.length < expected.length) {
      await cleanUp();
      return { kind: 'failed', reason: 'not-what-it-says' };
    }
    if (total !== null && received !== total) {
      await cleanUp();
      return { kind: 'failed', reason: 'incomplete' };
    }
    await writer.close();
    writer = null;
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    await cleanUp();
    if (signal.aborted) return { kind: 'cancelled' };
    return { kind: 'failed', reason: isDiskError(error) ? 'disk' : 'network' };
  }

  // Cancelled after the last byte arrived, before it was named: still nothing to show.
  if (signal.aborted) {
    await cleanUp();
    return { kind: 'cancelled' };
  }
  try {
    const fileName = await placeFile(files, temp, request.folder, wanted);
    return { kind: 'done', fileName, path: files.join(request.folder, fileName), bytes: received };
  } catch {
    await cleanUp();
    return { kind: 'failed', reason: 'disk' };
  }
}

function startsRight(head: readonly number[], expected: Uint8Array): boolean {
  return head.every((byte, i) => byte === expected[i]);
}

function isDiskError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && ['ENOSPC', 'EACCES', 'EPERM', 'EROFS', 'EIO', 'EDQUOT', 'EFBIG'].includes(code);
}

/** `attachment; filename="memorial-book-eleanor.pdf"` → the name, if any. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      // Fall through to the plain form.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  return (plain?.[1] ?? plain?.[2])?.trim() || null;
}

/**
 * A name that is only a name (no folders, no hidden-file dot, no characters file systems refuse),
 * with the extension of what it is.
 */
export function safeFileName(name: string, type: ExportType): string {
  const extension = `.${type}`;
  let base = lastPart(name)
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '-')
    .replace(/^[.\s-]+/, '')
    .trim();
  if (extensionOf(base).toLowerCase() === extension) base = base.slice(0, -extension.length);
  base = base.slice(0, 120).trim();
  return `${base || 'memorial-export'}${extension}`;
}

// ---- Many downloads, as the screens see them ----------------------------------------------------

/** What the service says about an export when the core asks for its link. */
export interface ExportLink {
  ready: boolean;
  download_url: string | null;
  message: string;
  type: ExportType;
}

export interface StartDownload {
  accountId: string;
  memorialId: number;
  exportId: number;
  folder: string;
  /** Asks the service for the export's current state and link (through the account's scheduler). */
  link: () => Promise<ExportLink>;
  /** When the file is saved: returns the local archive's entry id. */
  saved: (file: { fileName: string; path: string; bytes: number; type: ExportType }) => Promise<string>;
}

/** Words for each ending, for the person (said: their English and their Words). */
export function outcomeSaid(outcome: DownloadOutcome, type: ExportType, folder: string): Spoken {
  switch (outcome.kind) {
    case 'done':
      return say(EXPORT_WORDS.saved, { type, fileName: outcome.fileName, folder });
    case 'expired':
      return say(EXPORT_WORDS.expired, { type });
    case 'cancelled':
      return say(EXPORT_WORDS.stopped);
    case 'failed':
      switch (outcome.reason) {
        case 'disk':
          return say(EXPORT_WORDS.disk, { type, folder });
        case 'not-what-it-says':
          return say(EXPORT_WORDS.notWhatItSays, { type });
        case 'incomplete':
        case 'network':
          return say(EXPORT_WORDS.cutOff, { type });
        case 'http':
          return say(EXPORT_WORDS.http, { type });
      }
  }
}

/** The same words in English. */
export function outcomeMessage(outcome: DownloadOutcome, type: ExportType, folder: string): string {
  return outcomeSaid(outcome, type, folder).message;
}

/** Progress events at most this often (the last one always goes). */
const PROGRESS_EVERY_MS = 150;
/** How many finished downloads the list keeps, so a screen opened later still sees how they ended. */
const KEEP_FINISHED = 20;

/**
 * The downloads of this session: each one's state, progress events, cancellation. Finished ones
 * stay in the list (the last few), so a screen opened later can say how they ended.
 */
export class DownloadManager {
  private readonly downloads = new Map<string, { state: DownloadState; abort: AbortController; done: Promise<void> }>();
  private readonly clock: Clock;
  private readonly fetchImpl: typeof fetch | undefined;
  private readonly files: Files;

  constructor(
    private readonly onChange: (state: DownloadState) => void,
    options: { files: Files; clock?: Clock; fetch?: typeof fetch },
  ) {
    this.files = options.files;
    this.clock = options.clock ?? realClock;
    this.fetchImpl = options.fetch;
  }

  list(): DownloadState[] {
    return [...this.downloads.values()].map((d) => ({ ...d.state }));
  }

  get(id: string): DownloadState | null {
    const found = this.downloads.get(id);
    return found ? { ...found.state } : null;
  }

  /** Starts a download; its progress and end arrive through `onChange`. Returns its first state. */
  start(request: StartDownload): DownloadState {
    const id = crypto.randomUUID();
    const abort = new AbortController();
    const state: DownloadState = {
      id,
      accountId: request.accountId,
      memorialId: request.memorialId,
      exportId: request.exportId,
      type: 'pdf',
      state: 'starting',
      received: 0,
      total: null,
      folder: request.folder,
      fileName: null,
      archiveId: null,
      ...told(say(EXPORT_WORDS.asking)),
      startedAt: new Date(this.clock.now()).toISOString(),
      finishedAt: null,
    };
    const entry = { state, abort, done: Promise.resolve() };
    this.downloads.set(id, entry);
    this.prune();
    entry.done = this.runDownload(id, request, abort.signal).catch((error: unknown) => {
      console.error('memorial-desk: a download failed unexpectedly:', error instanceof Error ? error.name : 'unknown error');
      this.update(id, {
        state: 'failed',
        ...told(say(EXPORT_WORDS.unexpected)),
        finishedAt: new Date(this.clock.now()).toISOString(),
      });
    });
    return { ...state };
  }

  cancel(id: string): DownloadState | null {
    const found = this.downloads.get(id);
    if (!found) return null;
    if (found.state.state === 'starting' || found.state.state === 'downloading') found.abort.abort();
    return { ...found.state };
  }

  /** Stops every download under way (the app is closing); their temporary files are removed. */
  async close(): Promise<void> {
    const running = [...this.downloads.values()].filter((d) => d.state.state === 'starting' || d.state.state === 'downloading');
    for (const d of running) d.abort.abort();
    await Promise.all(running.map((d) => d.done));
  }

  private update(id: string, patch: Partial<DownloadState>): void {
    const found = this.downloads.get(id);
    if (!found) return;
    found.state = { ...found.state, ...patch };
    this.onChange({ ...found.state });
  }

  private async runDownload(id: string, request: StartDownload, signal: AbortSignal): Promise<void> {
    const finished = () => new Date(this.clock.now()).toISOString();
    let link: ExportLink;
    try {
      link = await request.link();
    } catch (error) {
      // The core's or the service's own words (a BridgeError's), else the core's.
      const said =
        error instanceof Error && error.message
          ? { message: error.message, words: (error as { words?: Words | null }).words ?? undefined }
          : told(say(EXPORT_WORDS.unreachable));
      this.update(id, {
        state: signal.aborted ? 'cancelled' : 'failed',
        ...(signal.aborted ? told(say(EXPORT_WORDS.stopped)) : said),
        finishedAt: finished(),
      });
      return;
    }
    this.update(id, { type: link.type });
    if (signal.aborted) {
      this.update(id, { state: 'cancelled', ...told(outcomeSaid({ kind: 'cancelled' }, link.type, request.folder)), finishedAt: finished() });
      return;
    }
    // Offered only when ready; a link that is gone asks for a fresh export, in the service's words too.
    if (!link.ready || !link.download_url) {
      this.update(id, {
        state: 'expired',
        ...told(
          link.message.trim()
            ? say(EXPORT_WORDS.expiredAfterService, { service: link.message.trim(), type: link.type })
            : say(EXPORT_WORDS.expired, { type: link.type }),
        ),
        finishedAt: finished(),
      });
      return;
    }
    if (!isHttpsOrThisComputer(link.download_url)) {
      this.update(id, {
        state: 'failed',
        ...told(say(EXPORT_WORDS.untrusted)),
        finishedAt: finished(),
      });
      return;
    }
    this.update(id, { state: 'downloading', ...told(say(EXPORT_WORDS.downloading, { type: link.type })) });
    let lastSent = 0;
    const outcome = await downloadFile({
      files: this.files,
      url: link.download_url,
      folder: request.folder,
      type: link.type,
      fallbackName: `${link.type === 'pdf' ? 'memorial-book' : 'memorial-archive'}-${request.memorialId}`,
      signal,
      ...(this.fetchImpl ? { fetch: this.fetchImpl } : {}),
      onProgress: (received, total) => {
        const found = this.downloads.get(id);
        if (!found) return;
        found.state = { ...found.state, received, total };
        const now = this.clock.now();
        if (now - lastSent >= PROGRESS_EVERY_MS) {
          lastSent = now;
          this.onChange({ ...found.state });
        }
      },
    });
    if (outcome.kind !== 'done') {
      this.update(id, { state: outcome.kind, ...told(outcomeSaid(outcome, link.type, request.folder)), finishedAt: finished() });
      return;
    }
    let archiveId: string | null = null;
    try {
      archiveId = await request.saved({ fileName: outcome.fileName, path: outcome.path, bytes: outcome.bytes, type: link.type });
    } catch (error) {
      // The file is saved and whole; only the archive's list could not be written.
      console.error('memorial-desk: the local archive list could not be written:', error instanceof Error ? error.name : 'unknown error');
    }
    this.update(id, {
      state: 'done',
      received: outcome.bytes,
      fileName: outcome.fileName,
      archiveId,
      ...told(outcomeSaid(outcome, link.type, request.folder)),
      finishedAt: finished(),
    });
  }

  private prune(): void {
    const finished = [...this.downloads.entries()].filter(([, d]) => !['starting', 'downloading'].includes(d.state.state));
    for (const [id] of finished.slice(0, Math.max(0, finished.length - KEEP_FINISHED))) this.downloads.delete(id);
  }
}
