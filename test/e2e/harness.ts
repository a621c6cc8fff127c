import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const SCREENSHOTS = join(ROOT, 'test-results', 'screenshots');

/** How Debian's Chromium is launched on this machine (no sandbox as root, no background traffic). */
export function chromiumLaunch(): { executablePath: string; args: string[] } {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`Chromium is not installed at ${executablePath} (apt-get install chromium).`);
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  };
}

/** Debian's Chromium, launched the way this machine allows. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunch());
}

let built: Promise<void> | null = null;
/**
 * Builds the renderer once per test run, so the app under test is the current code. Under Vitest
 * the e2e project's global setup has built it already (global-setup.ts), for every journey.
 */
export function buildRenderer(): Promise<void> {
  if (process.env.MEMORIAL_DESK_E2E_BUILT === '1') return Promise.resolve();
  built ??= build({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'error' }).then(() => undefined);
  return built;
}

export interface RunningApp {
  url: string;
  dataDir: string;
  /** Everything the app printed, for the "no token in logs" check. */
  log(): string;
  close(): Promise<void>;
}

/**
 * `npm run web -- --service URL --data-dir DIR` as its own process, as a person starts it;
 * `'demo'` starts it with `--demo` (the embedded sandbox) instead.
 */
export async function startWebApp(
  serviceUrl: string,
  options: {
    env?: Record<string, string>;
    /** A data folder to use and keep (a restart). */
    dataDir?: string;
    port?: number;
    /**
     * A home folder whose keyring holds the sign-ins: the app runs in a private D-Bus session with
     * gnome-keyring's Secret Service (the OS keychain, as the keychain tests run it), so sign-ins
     * survive a restart with the same home. Without it there is no keychain at all.
     */
    keychainHome?: string;
  } = {},
): Promise<RunningApp> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'memorial-desk-e2e-'));
  let output = '';
  const service = serviceUrl === 'demo' ? ['--demo'] : ['--service', serviceUrl];
  const args = ['--import', 'tsx', 'electron/browser-mode/cli.ts', '--port', String(options.port ?? 0), ...service, '--data-dir', dataDir];
  const keychain = options.keychainHome === undefined ? null : keychainEnv(options.keychainHome);
  const child: ChildProcess = keychain
    ? spawn(
        'dbus-run-session',
        ['--', 'sh', '-c', `printf 'throwaway' | gnome-keyring-daemon --unlock --components=secrets >/dev/null && exec "$NODE" "$@"`, 'app', ...args],
        // Its own process group, so closing it ends the session's daemons too.
        { cwd: ROOT, env: { ...process.env, BROWSER: 'none', ...keychain, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
      )
    : spawn(process.execPath, args, {
        cwd: ROOT,
        // No D-Bus session: the app must explain that sign-ins last for this session only.
        env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: '', BROWSER: 'none', ...options.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolveUrl, reject) => {
    // Bounded, and saying what the app printed: a start that hangs fails here, not as a hook's timeout.
    const waited = setTimeout(() => {
      if (keychain) process.kill(-child.pid!, 'SIGTERM');
      else child.kill('SIGTERM');
      reject(new Error(`the app did not say it was listening within 90 s: ${output}`));
    }, 90_000);
    lines.on('line', (line) => {
      output += `${line}\n`;
      const match = /^app listening on (\S+)$/.exec(line);
      if (match) {
        clearTimeout(waited);
        resolveUrl(match[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(waited);
      reject(new Error(`the app exited with ${code}: ${output}`));
    });
  });
  return {
    url,
    dataDir,
    log: () => output,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        if (keychain) process.kill(-child.pid!, 'SIGTERM');
        else child.kill('SIGTERM');
        await exited;
      }
      if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The environment of a throwaway home for gnome-keyring: its keyring files and sockets stay under `home`. */
function keychainEnv(home: string): Record<string, string> {
  const runtime = join(home, 'run');
  mkdirSync(runtime, { recursive: true, mode: 0o700 });
  return {
    HOME: home,
    XDG_RUNTIME_DIR: runtime,
    XDG_DATA_HOME: join(home, '.local/share'),
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_CACHE_HOME: join(home, '.cache'),
    NODE: process.execPath,
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export function readAll(files: string[]): string {
  return files.map((f) => readFileSync(f).toString('latin1')).join('\n');
}

const AXE_SOURCE = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * axe-core's checks on the page as it is now (WCAG 2.2 A and AA, and best practices): the
 * violations, each with the elements it found. Every screen of every journey must have none.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Strings, not functions: this file is type-checked without the DOM (it runs in Node).
  // Evaluated through the debugging protocol, which the page's CSP (script-src 'self') does not
  // govern, unlike a <script> tag added to the page.
  if (!(await page.evaluate("'axe' in window"))) await page.evaluate(AXE_SOURCE);
  return page.evaluate<AxeViolation[]>(`(async () => {
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => JSON.stringify(n.target)) }));
  })()`);
}

/** Screenshots at 1280 and 360 px wide, and axe's verdict at each: none expected. */
export async function lookAt(page: Page, name: string): Promise<AxeViolation[]> {
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  const found: AxeViolation[] = [];
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.waitForTimeout(50);
    await screenshot(page, `${name}-${width}`);
    found.push(...(await axeViolations(page)));
  }
  await page.setViewportSize(size);
  if (found.length > 0) console.log(`axe on ${name}:`, JSON.stringify(found, null, 1));
  return found;
}
