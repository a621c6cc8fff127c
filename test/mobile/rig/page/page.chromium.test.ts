import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../e2e/harness';

/**
 * The phone rig's stand-ins for the native parts (mobile/rig/page/), in a page in Debian's
 * Chromium served from 127.0.0.1 (OPFS needs a secure context): Files on OPFS as the core uses
 * the phone's, the launch secret kept for the tab, the Web Share API as the share sheet.
 */
const PAGE = join(import.meta.dirname, 'browser');
let outDir: string;
let server: Server;
let browser: Browser;
let page: Page;

function serve(folder: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(folder, path.endsWith('/') ? `${path}index.html` : path);
    try {
      if (!file.startsWith(folder) || !statSync(file).isFile()) throw new Error('no such file');
      response.writeHead(200, { 'content-type': extname(file) === '.html' ? 'text/html' : 'text/javascript', 'cache-control': 'no-store' });
      response.end(readFileSync(file));
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/` })),
  );
}

const run = <T>(name: string): Promise<T> => page.evaluate(`globalThis.rigPage.run(${JSON.stringify(name)})`);

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'rig-page-'));
  await build({
    configFile: false,
    root: PAGE,
    base: './',
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, minify: false, reportCompressedSize: false },
  });
  const served = await serve(outDir);
  server = served.server;
  browser = await launchChromium();
  page = await (await browser.newContext()).newPage();
  await page.goto(served.url);
  await page.waitForFunction('"rigPage" in globalThis');
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('the phone rig’s Files on OPFS', () => {
  it('writes whole files, reads them back, lists and sizes them; nothing there is null, not an error', async () => {
    expect(await run('files')).toEqual({
      before: { text: null, list: [], stat: null },
      join: ['/Memorial Desk/b/c', '/Documents'],
      climbs: 'Error',
      text: '{"a":2}',
      bytes: '%PDF',
      list: ['archive', 'settings.json'],
      stat: [
        { kind: 'file', bytes: 7 },
        { kind: 'folder', bytes: 0 },
        { kind: 'folder', bytes: 0 },
      ],
    });
  });

  it('a download: a new file only, written piece by piece, renamed only onto nothing; folders move whole', async () => {
    expect(await run('downloads')).toEqual({
      again: 'InvalidModificationError',
      onto: 'InvalidModificationError',
      missing: 'NotFoundError',
      book: '%PDF-1.7',
      documents: ['Book.pdf', 'Other.pdf'],
      copy: 'a,b',
      archive: expect.arrayContaining(['Copy']),
    });
  });

  it('removes a file or a folder with all it holds', async () => {
    expect(await run('removing')).toEqual({ stat: null, list: [] });
  });
});

describe('the rig’s launch secret and host', () => {
  it('takes the secret out of the address once and keeps it for the tab', async () => {
    expect(await run('secret')).toEqual({ first: 's3cr3t_-x', reload: 's3cr3t_-x', replaced: ['/'] });
  });

  it('offers the Web Share API as the share sheet only where there is one; opens nothing itself', async () => {
    expect(await run('share')).toEqual({
      none: true,
      shared: true,
      closed: false,
      given: [{ title: 'The memorial for June', url: 'https://memorials.example/s/abc' }],
      opens: false,
    });
  });
});
