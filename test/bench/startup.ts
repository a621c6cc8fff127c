/**
 * Issue 20's figures, a lighter start:
 * - the renderer's JavaScript (gzip) before the first screen (the entry and what it imports), and
 *   each route's own chunks on top of that, from the Vite build manifest (goal: at most 120 KB,
 *   before the first screen);
 * - the time from the start command (`npm run web -- --demo`, the command package.json runs, without
 *   npm's own start) to the first usable screen in Chromium: the demo family's memorials listed.
 *   Cold: a new data folder (the demo world is made) and an empty tsx cache; warm: the same folder
 *   again. Each in a new browser context (no HTTP cache), made before the clock starts. Goal:
 *   warm under 1.0 s (issue 33).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { buildRenderer, launchChromium, ROOT } from '../e2e/harness';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A chunk and every chunk it imports statically (what loads with it), as manifest keys. */
function withImports(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]!.imports ?? []) withImports(manifest, imported, into);
  return into;
}

async function bundleSizes(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'memorial-desk-bench-build-'));
  try {
    await build({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'error', build: { outDir, emptyOutDir: true, manifest: true } });
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const gzipped = new Map<string, number>();
    const size = (keys: Iterable<string>) =>
      [...keys].reduce((total, key) => {
        const file = manifest[key]!.file;
        if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(outDir, file))).length);
        return total + gzipped.get(file)!;
      }, 0);
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
    const initial = withImports(manifest, entry);
    const all = Object.keys(manifest).filter((key) => manifest[key]!.file.endsWith('.js'));
    console.log(
      `renderer JavaScript, gzip: ${kb(size(initial))} before the first screen (goal at most 120 KB, held by test/renderer/bundle-budget.test.ts), ${kb(size(all))} in all, in ${all.length} chunks`,
    );
    const routes = Object.keys(manifest)
      .filter((key) => manifest[key]!.isDynamicEntry)
      .map((key) => ({ src: manifest[key]!.src ?? key, own: size([...withImports(manifest, key)].filter((chunk) => !initial.has(chunk))) }))
      .sort((a, b) => b.own - a.own);
    console.log("  each lazily loaded chunk (a route's screen, or a library a screen loads), with what it imports beyond the first load:");
    for (const route of routes) console.log(`    ${kb(route.own).padStart(9)}  ${route.src.replace(/^.*renderer\//, '')}`);
    // The words (renderer/ui/catalog-parts.ts): at the start, the language's first part, then its
    // core part and the part of each feature opened; a change of language later, one chunk.
    const chunkOf = (pattern: RegExp) => {
      const key = Object.keys(manifest).find((candidate) => pattern.test(candidate));
      return key ? size([key]) : 0;
    };
    for (const language of ['es', 'ar', 'he']) {
      const part = (name: string) => chunkOf(new RegExp(`compiled/parts/${language}/${name}\\.json$`));
      const features = ['memorials', 'moderation', 'desk'].map((name) => `${name} ${kb(part(name))}`).join(', ');
      console.log(
        `  starting in ${language}: ${kb(part('base'))} for the first screen, then ${kb(part('core'))} of the core's messages, and one chunk per feature opened (${features})`,
      );
      console.log(
        `  switching to ${language} from Settings: one chunk of ${kb(chunkOf(new RegExp(`compiled/screens/${language}\\.json$`)))}, every screen's words`,
      );
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The command package.json runs for `npm run web`, with this Node. */
function webCommand(): string[] {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [node, ...args] = pkg.scripts.web!.split(' ');
  if (node !== 'node') throw new Error(`npm run web does not start with node: ${pkg.scripts.web}`);
  return [process.execPath, ...args];
}

/** Starts the app from `command`, opens it, and times the listening line and the first usable screen. */
async function timeToFirstScreen(browser: Browser, command: string[], dataDir: string, env: NodeJS.ProcessEnv): Promise<{ listening: number; screen: number }> {
  // The browser's own set-up (a context, a page) is done first: the figure is the app's.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const started = performance.now();
  const child = spawn(command[0]!, [...command.slice(1), '--demo', '--port', '0', '--data-dir', dataDir], {
    cwd: ROOT,
    env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: '', BROWSER: 'none', ...env },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        const match = /^app listening on (\S+)$/.exec(line);
        if (match) resolve(match[1]!);
      });
      child.once('exit', (code) => reject(new Error(`the app exited with ${code}`)));
    });
    const listening = performance.now() - started;
    await page.goto(url, { waitUntil: 'commit' });
    const usable = `(() => /My memorials/.test(document.querySelector('h1')?.textContent ?? '') && document.body.innerText.includes('Eleanor Whitfield'))()`;
    const deadline = Date.now() + 60_000;
    while (!(await page.evaluate<boolean>(usable))) {
      if (Date.now() > deadline) throw new Error('the first screen did not show in a minute');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return { listening, screen: performance.now() - started };
  } finally {
    await context.close();
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function startTimes(): Promise<void> {
  await buildRenderer();
  // What `npm run build` makes for main: the start commands' bundles in dist/launch.
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'electron/build.ts'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('electron/build.ts failed');
  const browser = await launchChromium();
  const scratch = mkdtempSync(join(tmpdir(), 'memorial-desk-bench-start-'));
  try {
    const report = async (label: string, command: string[]) => {
      const dataDir = join(scratch, label.replace(/\W+/g, '-'));
      // An empty temporary folder: tsx keeps its compiled files there, so a cold start compiles.
      const cold = await timeToFirstScreen(browser, command, dataDir, { TMPDIR: mkdtempSync(join(scratch, 'tmp-')) });
      const warm: { listening: number; screen: number }[] = [];
      for (let i = 0; i < 3; i++) warm.push(await timeToFirstScreen(browser, command, dataDir, {}));
      const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
      console.log(
        `${label}: first usable screen ${ms(cold.screen)} cold (listening at ${ms(cold.listening)}), ${ms(median(warm.map((w) => w.screen)))} warm (median of 3; listening at ${ms(median(warm.map((w) => w.listening)))})`,
      );
    };
    await report('npm run web -- --demo, built (dist/launch)', webCommand());
    await report('the same from the sources through tsx (after a source changed)', [process.execPath, '--import', 'tsx', 'electron/browser-mode/cli.ts']);
  } finally {
    await browser.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  await bundleSizes();
  await startTimes();
}
