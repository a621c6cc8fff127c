/**
 *   npm run web -- [--port N] [--service BASE_URL] [--demo] [--data-dir DIR]
 * Browser mode: the app's services and the built renderer on 127.0.0.1. Prints exactly one line,
 * `app listening on URL` (the URL carries this launch's secret), once it accepts requests.
 */
import { join, resolve } from 'node:path';
import type { LaunchOptions } from '../../hosts/node/launch-args';
import { closeOnSignals, ranDirectly, runStartCommand } from '../../hosts/node/start-command';
import { startDesktopCore } from '../desktop-core';
import { nodeSystemLanguages } from '../node/system-languages';
import { startWebHost } from './bridge-host';

/** The built renderer, from the source tree (tsx) as from the repository root. */
export const RENDERER_DIR = resolve(import.meta.dirname, '..', '..', 'dist', 'renderer');

export interface RunningWebMode {
  url: string;
  /** How to sign in to the demo (empty without --demo). */
  demoLines: string[];
  close(): Promise<void>;
}

export async function runWebMode(options: LaunchOptions, staticDir: string = RENDERER_DIR): Promise<RunningWebMode> {
  // The browser's languages once a page has connected; until then the environment's.
  let browserLanguages: readonly string[] | null = null;
  const services = await startDesktopCore({
    languages: () => browserLanguages ?? nodeSystemLanguages(),
    dataDir: options.dataDir,
    serviceUrl: options.serviceUrl,
    demo: options.demo,
    // The person is already in a browser: the page opens links itself, in a new tab of that
    // browser, rather than main starting another one that may never show.
    openExternal: () => Promise.resolve(false),
  });
  try {
    const host = await startWebHost({
      core: services.core,
      port: options.port,
      staticDir,
      onBrowserLanguages: (languages) => {
        browserLanguages = languages;
      },
    });
    let closing: Promise<void> | null = null;
    return {
      url: host.url,
      demoLines: services.demoLines,
      close() {
        closing ??= host.close().then(() => services.close());
        return closing;
      },
    };
  } catch (error) {
    await services.close();
    throw error;
  }
}

/**
 * Starts browser mode for a start command and says so: `app listening on URL`, then how to sign
 * in to the demo; closes on SIGINT/SIGTERM. Exits with its words when it cannot start.
 */
export async function serveBrowserMode(options: LaunchOptions): Promise<RunningWebMode> {
  let running: RunningWebMode;
  try {
    running = await runWebMode(options);
  } catch (error) {
    console.error('Memorial Desk could not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.log(`app listening on ${running.url}`);
  for (const line of running.demoLines) console.error(line);
  closeOnSignals(running);
  return running;
}

/** `npm run web`, from electron/launch.js (or this file run directly). */
export function main(args: readonly string[] = process.argv.slice(2)): Promise<void> {
  return runStartCommand(
    { name: 'npm run web', needs: [join(RENDERER_DIR, 'index.html')], start: async (options) => void (await serveBrowserMode(options)) },
    args,
  );
}

if (ranDirectly(import.meta.filename)) await main();
