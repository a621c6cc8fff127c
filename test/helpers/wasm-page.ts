/**
 * A page of sqlite-wasm scenarios for Chromium (the Store's conformance suite, the replica's):
 * built by Vite with its worker into a temporary folder and served from 127.0.0.1 (a secure
 * context, as OPFS needs); and what a page says in its console, kept for the test's end.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { Page } from 'playwright-core';
import { build } from 'vite';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };

export interface ServedPage {
  url: string;
  close(): Promise<void>;
}

/** Builds the page in `folder` (its index.html) and serves it; `close` stops serving and removes the build. */
export async function buildAndServe(folder: string, name: string): Promise<ServedPage> {
  const outDir = mkdtempSync(join(tmpdir(), `${name}-`));
  await build({
    configFile: false,
    root: folder,
    base: './',
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, minify: false, reportCompressedSize: false },
    worker: { format: 'es' },
  });
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(outDir, path.endsWith('/') ? `${path}index.html` : path);
    try {
      if (!file.startsWith(outDir) || !statSync(file).isFile()) throw new Error('no such file');
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      response.end(readFileSync(file));
    } catch {
      response.writeHead(404).end();
    }
  });
  const url = await new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}/`)),
  );
  return {
    url,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** Keeps the page's console errors and warnings, and its uncaught errors, in `said`. */
export function keepWhatPageSays(page: Page, said: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') said.push(`[${message.type()}] ${message.text()}`);
  });
  page.on('pageerror', (error) => said.push(`[pageerror] ${error.message}`));
}
