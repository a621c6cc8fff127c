/**
 * The replica on sqlite-wasm in OPFS (mobile/web/sqlite-wasm/), in Debian's Chromium: the same
 * scenarios as on node:sqlite (replica-scenarios.ts), run inside a page (browser/page.ts) that Vite
 * builds with its worker, served from 127.0.0.1, as the Store's conformance suite is
 * (test/core/store/store.chromium.test.ts).
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchChromium } from '../../e2e/harness';
import { REPLICA_SCENARIOS } from './replica-scenarios';

const PAGE = join(import.meta.dirname, 'browser');

/** What browser/page.ts puts on the page's window, as the functions given to page.evaluate see it. */
interface InPage {
  replicaScenarios: { run(name: string): Promise<{ ok: true; said: string | null } | { ok: false; error: string }> };
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };

let outDir: string;
let server: Server;
let browser: Browser;
let page: Page;
const said: string[] = [];

/** The built page, from 127.0.0.1 (a secure context, as OPFS needs). */
function serve(folder: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(folder, path.endsWith('/') ? `${path}index.html` : path);
    try {
      if (!file.startsWith(folder) || !statSync(file).isFile()) throw new Error('no such file');
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      response.end(readFileSync(file));
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/` })),
  );
}

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'replica-wasm-'));
  await build({
    configFile: false,
    root: PAGE,
    base: './',
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, minify: false, reportCompressedSize: false },
    worker: { format: 'es' },
  });
  let url: string;
  ({ server, url } = await serve(outDir));
  browser = await launchChromium();
  page = await (await browser.newContext()).newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') said.push(`[${message.type()}] ${message.text()}`);
  });
  page.on('pageerror', (error) => said.push(`[pageerror] ${error.message}`));
  await page.goto(url);
  await page.waitForFunction(() => 'replicaScenarios' in globalThis);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  if (outDir) rmSync(outDir, { recursive: true, force: true });
  if (said.length > 0) console.log(`What the page said:\n${said.join('\n')}`);
});

describe('the replica on sqlite-wasm (opfs-sahpool) in Chromium', () => {
  for (const scenario of REPLICA_SCENARIOS) {
    it(scenario.name, async () => {
      const result = await page.evaluate((name) => (globalThis as unknown as InPage).replicaScenarios.run(name), scenario.name);
      if (!result.ok) throw new Error(result.error);
      if (result.said) console.log(`sqlite-wasm · ${scenario.name}: ${result.said}`);
    });
  }
});
