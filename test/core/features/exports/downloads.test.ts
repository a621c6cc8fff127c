import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { DownloadState } from '../../../../shared/bridge/exports';
import { DownloadManager, downloadFile, fileNameOf, safeFileName, type ExportLink } from '../../../../core/features/exports/downloads';
import { NodeFiles } from '../../../../electron/node/files';

/**
 * A real HTTP server standing in for the service's signed download links, with the ways a
 * download goes in life: whole, slow, cut off, not what it says, gone.
 */
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64 * 1024, 0x41), Buffer.from('\n%%EOF\n')]);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(10_000, 1)]);

let server: Server;
let base: string;
/** Lets the "slow" answer send its next part. */
let releaseSlow: (() => void) | null = null;

function sendInParts(res: ServerResponse, body: Buffer, parts: number, gapMs: number, headers: Record<string, string> = {}): void {
  res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(body.length), ...headers });
  const size = Math.ceil(body.length / parts);
  let at = 0;
  const next = () => {
    if (at >= body.length) return void res.end();
    res.write(body.subarray(at, at + size));
    at += size;
    setTimeout(next, gapMs);
  };
  next();
}

beforeAll(async () => {
  server = createServer((req, res) => {
    switch (req.url) {
      case '/book.pdf':
        return sendInParts(res, PDF, 8, 5, { 'content-disposition': 'attachment; filename="memorial-book-eleanor-whitfield.pdf"' });
      case '/archive.zip':
        res.writeHead(200, { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="memorial-archive-eleanor.zip"' });
        return void res.end(ZIP);
      case '/slow.pdf':
        res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(PDF.length) });
        res.write(PDF.subarray(0, 1000));
        releaseSlow = () => res.end(PDF.subarray(1000));
        return;
      case '/cut.pdf':
        res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(PDF.length) });
        res.write(PDF.subarray(0, PDF.length / 2));
        return void setTimeout(() => res.socket?.destroy(), 20);
      case '/page.pdf':
        res.writeHead(200, { 'content-type': 'text/html' });
        return void res.end('<!doctype html><p>Please sign in</p>');
      case '/gone.pdf':
        res.writeHead(404, { 'content-type': 'application/json' });
        return void res.end('{"message":"This download link is not valid or has expired."}');
      default:
        res.writeHead(500);
        return void res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);

let folder: string;
/** The computer's Files port (the data folder is not used: downloads go to the folder named). */
let disk: NodeFiles;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'downloads-'));
  disk = new NodeFiles(folder);
  releaseSlow = null;
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const files = () => readdirSync(folder);

describe('downloading one file', () => {
  test('reports progress as the bytes arrive, and names the whole file only at the end', async () => {
    const progress: [number, number | null][] = [];
    const seenDuring: string[][] = [];
    const outcome = await downloadFile({
      files: disk,
      url: `${base}/book.pdf`,
      folder,
      type: 'pdf',
      fallbackName: 'memorial-book-12',
      signal: new AbortController().signal,
      onProgress: (received, total) => {
        progress.push([received, total]);
        seenDuring.push(files());
      },
    });
    expect(outcome).toMatchObject({ kind: 'done', fileName: 'memorial-book-eleanor-whitfield.pdf', bytes: PDF.length });
    expect(progress.length).toBeGreaterThan(3);
    expect(progress.every(([, total]) => total === PDF.length)).toBe(true);
    expect(progress.map(([r]) => r)).toEqual([...progress.map(([r]) => r)].sort((a, b) => a - b));
    expect(progress.at(-1)![0]).toBe(PDF.length);
    // While it arrived, the only file was a temporary one that does not look finished.
    for (const seen of seenDuring) expect(seen.every((name) => name.endsWith('.part') && name.startsWith('.'))).toBe(true);
    expect(files()).toEqual(['memorial-book-eleanor-whitfield.pdf']);
    expect(readFileSync(join(folder, 'memorial-book-eleanor-whitfield.pdf')).equals(PDF)).toBe(true);
    if (process.platform !== 'win32') expect(statSync(join(folder, 'memorial-book-eleanor-whitfield.pdf')).mode & 0o777).toBe(0o600);
  });

  test('a ZIP is checked by its first bytes too, and never replaces a file already there', async () => {
    writeFileSync(join(folder, 'memorial-archive-eleanor.zip'), 'the family’s earlier copy');
    const outcome = await downloadFile({
      files: disk,
      url: `${base}/archive.zip`,
      folder,
      type: 'zip',
      fallbackName: 'x',
      signal: new AbortController().signal,
    });
    expect(outcome).toMatchObject({ kind: 'done', fileName: 'memorial-archive-eleanor (2).zip', bytes: ZIP.length });
    expect(readFileSync(join(folder, 'memorial-archive-eleanor.zip'), 'utf8')).toBe('the family’s earlier copy');
    expect(readFileSync(join(folder, 'memorial-archive-eleanor (2).zip')).subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'));
  });

  test('cancelled part-way: nothing is left in the folder', async () => {
    const abort = new AbortController();
    const pending = downloadFile({
      files: disk,
      url: `${base}/slow.pdf`,
      folder,
      type: 'pdf',
      fallbackName: 'book',
      signal: abort.signal,
      onProgress: () => abort.abort(),
    });
    expect(await pending).toEqual({ kind: 'cancelled' });
    expect(files()).toEqual([]);
  });

  test('a connection cut before the end is never shown as done: no file, no temporary file', async () => {
    const outcome = await downloadFile({
      files: disk,
      url: `${base}/cut.pdf`,
      folder,
      type: 'pdf',
      fallbackName: 'book',
      signal: new AbortController().signal,
    });
    expect(outcome.kind).toBe('failed');
    expect(files()).toEqual([]);
  });

  test('what is not a PDF (a sign-in page, say) is not kept', async () => {
    const outcome = await downloadFile({
      files: disk,
      url: `${base}/page.pdf`,
      folder,
      type: 'pdf',
      fallbackName: 'book',
      signal: new AbortController().signal,
    });
    expect(outcome).toEqual({ kind: 'failed', reason: 'not-what-it-says' });
    expect(files()).toEqual([]);
  });

  test('a link that is gone is an expired export', async () => {
    expect(
      await downloadFile({ files: disk, url: `${base}/gone.pdf`, folder, type: 'pdf', fallbackName: 'book', signal: new AbortController().signal }),
    ).toEqual({
      kind: 'expired',
    });
    expect(files()).toEqual([]);
  });

  test('a name from the service is only ever a name, with the right extension', () => {
    expect(safeFileName('../../.bashrc', 'pdf')).toBe('bashrc.pdf');
    expect(safeFileName('C:\\Windows\\evil.exe', 'zip')).toBe('evil.exe.zip');
    expect(safeFileName('Book of Ève.PDF', 'pdf')).toBe('Book of Ève.pdf');
    expect(safeFileName('', 'pdf')).toBe('memorial-export.pdf');
    expect(fileNameOf('attachment; filename="memorial-book-eve.pdf"')).toBe('memorial-book-eve.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''%C3%88ve.pdf")).toBe('Ève.pdf');
    expect(fileNameOf(null)).toBeNull();
  });
});

describe('the downloads of a session', () => {
  function manager() {
    const events: DownloadState[] = [];
    const saved: unknown[] = [];
    const downloads = new DownloadManager((state) => events.push(state), { files: disk });
    const start = (link: ExportLink | (() => Promise<ExportLink>)) =>
      downloads.start({
        accountId: 'acc',
        memorialId: 12,
        exportId: 7,
        folder,
        link: typeof link === 'function' ? link : () => Promise.resolve(link),
        saved: (file) => {
          saved.push(file);
          return Promise.resolve('archive-1');
        },
      });
    const ended = async (id: string) => {
      await expect.poll(() => downloads.get(id)?.state, { timeout: 5000 }).toMatch(/done|failed|cancelled|expired/);
      return downloads.get(id)!;
    };
    return { downloads, events, saved, start, ended };
  }

  test('done: progress events, then done with the file’s name and its archive entry', async () => {
    const m = manager();
    const first = m.start({ ready: true, download_url: `${base}/book.pdf`, message: 'Ready.', type: 'pdf' });
    expect(first.state).toBe('starting');
    const end = await m.ended(first.id);
    expect(end).toMatchObject({ state: 'done', fileName: 'memorial-book-eleanor-whitfield.pdf', archiveId: 'archive-1', received: PDF.length, type: 'pdf' });
    expect(end.message).toContain('memorial-book-eleanor-whitfield.pdf');
    expect(m.events.some((e) => e.state === 'downloading')).toBe(true);
    // Nothing said "done" before the file had its name.
    expect(m.events.filter((e) => e.state === 'done')).toHaveLength(1);
    expect(m.events.filter((e) => e.state !== 'done').every((e) => e.fileName === null)).toBe(true);
    expect(m.saved).toEqual([
      { fileName: 'memorial-book-eleanor-whitfield.pdf', path: join(folder, 'memorial-book-eleanor-whitfield.pdf'), bytes: PDF.length, type: 'pdf' },
    ]);
  });

  test('not ready, or expired: no download at all, and the person is asked for a fresh export', async () => {
    const m = manager();
    const { id } = m.start({
      ready: false,
      download_url: null,
      message: 'The Memorial Book for Eleanor is no longer available to download. Please start a new one.',
      type: 'pdf',
    });
    const end = await m.ended(id);
    expect(end.state).toBe('expired');
    expect(end.message).toMatch(/no longer available/);
    expect(end.message).toMatch(/fresh export/);
    expect(files()).toEqual([]);

    const gone = await m.ended(m.start({ ready: true, download_url: `${base}/gone.pdf`, message: 'Ready.', type: 'pdf' }).id);
    expect(gone.state).toBe('expired');
    expect(m.saved).toEqual([]);
  });

  test('cancelled while downloading: cancelled, and nothing in the folder', async () => {
    const m = manager();
    const { id } = m.start({ ready: true, download_url: `${base}/slow.pdf`, message: 'Ready.', type: 'pdf' });
    await expect.poll(() => m.downloads.get(id)?.received ?? 0).toBeGreaterThan(0);
    expect(m.downloads.cancel(id)?.state).toBe('downloading');
    const end = await m.ended(id);
    expect(end.state).toBe('cancelled');
    expect(files()).toEqual([]);
    releaseSlow?.();
  });

  test('a link that is not an ordinary web address is never fetched', async () => {
    const m = manager();
    const end = await m.ended(m.start({ ready: true, download_url: 'file:///etc/passwd', message: 'Ready.', type: 'pdf' }).id);
    expect(end.state).toBe('failed');
    expect(files()).toEqual([]);
  });

  test('the service cannot be reached: failed in plain words, nothing saved', async () => {
    const m = manager();
    const end = await m.ended(m.start(() => Promise.reject(new Error("The memorial service can't be reached right now."))).id);
    expect(end).toMatchObject({ state: 'failed', message: "The memorial service can't be reached right now." });
  });

  test('closing the app stops what is under way and leaves no temporary file', async () => {
    const m = manager();
    const { id } = m.start({ ready: true, download_url: `${base}/slow.pdf`, message: 'Ready.', type: 'pdf' });
    await expect.poll(() => m.downloads.get(id)?.received ?? 0).toBeGreaterThan(0);
    await m.downloads.close();
    expect(m.downloads.get(id)?.state).toBe('cancelled');
    expect(files()).toEqual([]);
    releaseSlow?.();
  });
});
