/**
 *   npm start [-- --demo] [--service BASE_URL] [--data-dir DIR]
 * Starts the desktop app. Where Electron cannot start (its binary is not installed, or there is
 * no display), it says so in one line and runs browser mode instead, opening the system browser.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { READY_LINE } from './channels';
import { serveBrowserMode } from './browser-mode/cli';
import { ROOT } from '../hosts/node/ensure-built';
import type { LaunchOptions } from '../hosts/node/launch-args';
import { openInSystemBrowser } from './browser-mode/open-browser';
import { ranDirectly, runStartCommand } from '../hosts/node/start-command';

const BUILT_MAIN = join(ROOT, 'dist', 'electron', 'main.js');
const BUILT_FILES = [join(ROOT, 'dist', 'renderer', 'index.html'), BUILT_MAIN, join(ROOT, 'dist', 'electron', 'preload.cjs')];

export type ElectronLookup = { ok: true; path: string } | { ok: false; reason: string };

/**
 * Where the Electron binary is, without `require('electron')`: that call downloads the binary
 * when it is missing, which fails (slowly) on a machine that cannot reach the download.
 */
export function findElectronBinary(env: NodeJS.ProcessEnv = process.env, from: string = ROOT): ElectronLookup {
  let packageDir: string;
  try {
    packageDir = dirname(createRequire(join(from, 'package.json')).resolve('electron/package.json'));
  } catch {
    return { ok: false, reason: 'Electron is not installed on this computer' };
  }
  const pathFile = join(packageDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : '';
  const binary = env.ELECTRON_OVERRIDE_DIST_PATH
    ? join(env.ELECTRON_OVERRIDE_DIST_PATH, relative || 'electron')
    : relative
      ? join(packageDir, 'dist', relative)
      : null;
  if (!binary || !existsSync(binary)) return { ok: false, reason: 'Electron is not available on this computer (its binary is not installed)' };
  return { ok: true, path: binary };
}

/** Why no window can open here, before trying; null when one might. */
export function displayProblem(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string | null {
  if (platform !== 'linux' || env.DISPLAY || env.WAYLAND_DISPLAY) return null;
  return 'Electron cannot open a window on this computer (there is no display)';
}

async function runInBrowser(reason: string, options: LaunchOptions): Promise<void> {
  console.log(`${reason}; opening Memorial Desk in your browser instead.`);
  const running = await serveBrowserMode(options);
  await openInSystemBrowser(running.url);
}

function runElectron(binary: string, args: readonly string[], onCannotStart: (reason: string) => void): void {
  const env: NodeJS.ProcessEnv = { ...process.env, MEMORIAL_DESK_LAUNCHER: '1' };
  // Set, it would make Electron run as plain Node.
  delete env.ELECTRON_RUN_AS_NODE;
  const child = spawn(binary, [BUILT_MAIN, ...args], { cwd: ROOT, env, stdio: ['inherit', 'pipe', 'inherit'] });
  let ready = false;
  let failed = false;
  const cannotStart = (reason: string) => {
    if (failed) return;
    failed = true;
    onCannotStart(reason);
  };
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line === READY_LINE) ready = true;
    else console.log(line);
  });
  child.once('error', (error) => cannotStart(`Electron could not be run on this computer (${error.message})`));
  child.once('exit', (code, signal) => {
    if (!ready && (code !== 0 || signal !== null)) {
      cannotStart(`Electron could not start on this computer (it stopped with ${signal ?? `exit code ${code}`})`);
      return;
    }
    process.exit(code ?? 0);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
}

/** `npm start`, from electron/launch.js (or this file run directly). */
export function main(args: readonly string[] = process.argv.slice(2)): Promise<void> {
  return runStartCommand(
    {
      name: 'npm start',
      needs: BUILT_FILES,
      async start(options) {
        const electron = findElectronBinary();
        const problem = electron.ok ? displayProblem() : electron.reason;
        if (problem !== null || !electron.ok) {
          await runInBrowser(problem ?? 'Electron cannot start', options);
          return;
        }
        runElectron(electron.path, args, (reason) => void runInBrowser(reason, options));
      },
    },
    args,
  );
}

if (ranDirectly(import.meta.filename)) await main();
