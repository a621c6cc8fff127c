/**
 * What `npm start`, `npm run web` and the Electron main process share: reading the command line
 * and starting the app's services (the embedded sandbox for the demo, then the AppCore).
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_FAMILY } from '../sandbox/demo';
import { startSandbox, type RunningSandbox } from '../sandbox/server';
import { demoTokensFrom } from '../hosts/node/demo-tokens';
import { createNodeAppCore, type NodeAppCoreOptions } from './node/home';
import { lockDataDir } from './node/data-lock';
// The sandbox's, shared: the sandbox may not import the app, and both keep their data in this folder.
import { userDataFolder } from '../sandbox/paths';
import type { AppCore } from '../core/app-core-types';
import type { DesktopFiles } from '../core/files/saved-files';
import { readMachineSettings, type MachineSettings } from './node/machine-settings';

export interface LaunchOptions {
  /** Browser mode's port; 0 picks a free one. */
  port: number;
  /** From --service or MEMORIAL_API_URL; undefined means the saved setting. */
  serviceUrl: string | undefined;
  demo: boolean;
  dataDir: string;
}

export type ParsedLaunch = { ok: true; options: LaunchOptions } | { ok: false; message: string };

/** The user's data folder + /memorial-desk, where desktop apps keep theirs (the sandbox's too). */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return userDataFolder(env);
}

/**
 * `[--port N] [--service BASE_URL] [--demo] [--data-dir DIR]`, with MEMORIAL_API_URL and
 * MEMORIAL_APP_DATA as fallbacks. `strict: false` lets Electron's own switches pass.
 */
export function parseLaunchArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env, strict = true): ParsedLaunch {
  let values: { port?: string | boolean; service?: string | boolean; demo?: string | boolean; 'data-dir'?: string | boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        service: { type: 'string' },
        demo: { type: 'boolean' },
        'data-dir': { type: 'string' },
      },
      strict,
      allowPositionals: !strict,
    }));
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  const text = (value: string | boolean | undefined) => (typeof value === 'string' && value !== '' ? value : undefined);

  const portText = text(values.port) ?? '0';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) return { ok: false, message: `--port must be a number from 0 to 65535, not "${portText}"` };

  const demo = values.demo === true;
  const serviceUrl = text(values.service) ?? text(env.MEMORIAL_API_URL);
  if (demo && text(values.service)) return { ok: false, message: '--demo uses its own sandbox service; leave out --service' };
  if (serviceUrl !== undefined && !isHttpUrl(serviceUrl))
    return { ok: false, message: `the service address must start with http:// or https://, not "${serviceUrl}"` };

  const dataDir = resolve(text(values['data-dir']) ?? text(env.MEMORIAL_APP_DATA) ?? defaultDataDir(env));
  return { ok: true, options: { port, serviceUrl: demo ? undefined : serviceUrl, demo, dataDir } };
}

function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

export interface AppServices {
  core: AppCore;
  /** The embedded sandbox when started with --demo. */
  sandbox: RunningSandbox | null;
  /** What this computer's administrator set (machine-settings.ts), or null. */
  machine: MachineSettings | null;
  close(): Promise<void>;
}

/**
 * The machine-wide settings applied to this start: the service address they set wins (and
 * `--service` may not say otherwise), and `--demo` is refused when they turn the demo off.
 * Throws with a plain message naming the file when it is bad or forbids this start.
 */
export function applyMachineSettings(
  launch: { serviceUrl: string | undefined; demo: boolean },
  machine: MachineSettings | null,
): { serviceUrl: string | undefined } {
  if (!machine) return { serviceUrl: launch.serviceUrl };
  if (launch.demo && machine.demo === false) {
    throw new Error(`The demo is turned off on this computer by its administrator (in ${machine.file}).`);
  }
  if (launch.demo || machine.serviceUrl === undefined) return { serviceUrl: launch.serviceUrl };
  if (launch.serviceUrl !== undefined && launch.serviceUrl.replace(/\/+$/, '') !== machine.serviceUrl) {
    throw new Error(
      `This computer's administrator has set the service address to ${machine.serviceUrl} (in ${machine.file}); --service and MEMORIAL_API_URL cannot change it.`,
    );
  }
  return { serviceUrl: machine.serviceUrl };
}

export async function startAppServices(options: {
  dataDir: string;
  serviceUrl: string | undefined;
  demo: boolean;
  openExternal: (url: string) => Promise<boolean>;
  /** The desktop's folder chooser, save dialog and file manager; browser mode has none of them. */
  desktop?: DesktopFiles;
  /** The desktop's notifications and badge (Electron); browser mode has none (the page shows its own). */
  notify?: NodeAppCoreOptions['notify'];
  setBadge?: NodeAppCoreOptions['setBadge'];
  /** The operating system's regional format (Electron's app.getSystemLocale()). */
  locale?: string | null;
  /** Default: read from the platform's machine-wide place (or MEMORIAL_DESK_MACHINE_SETTINGS). */
  machineSettings?: MachineSettings | null;
}): Promise<AppServices> {
  let machine = options.machineSettings;
  if (machine === undefined) {
    const read = readMachineSettings();
    if (!read.ok) throw new Error(read.message);
    machine = read.settings;
  }
  const { serviceUrl } = applyMachineSettings(options, machine);
  await mkdir(options.dataDir, { recursive: true });
  const unlock = lockDataDir(options.dataDir);
  let sandbox: RunningSandbox | null = null;
  let core: AppCore;
  try {
    // The demo keeps its world in the data folder, so what a person tries in it is still there next time.
    sandbox = options.demo ? await startSandbox({ port: 0, memory: false, db: join(options.dataDir, 'demo.db'), demo: true }) : null;
    core = await createNodeAppCore({
      dataDir: options.dataDir,
      serviceUrl: sandbox ? sandbox.baseUrl : serviceUrl,
      demo: options.demo,
      // The embedded sandbox gets a new port each start; its accounts belong to it all the same.
      ...(sandbox ? { serviceIdentity: 'embedded-demo-sandbox' } : {}),
      // Signed in afresh at every start: a session-only sign-in does not outlive the app.
      demoTokens: sandbox ? demoTokensFrom(sandbox) : null,
      openExternal: options.openExternal,
      ...(options.desktop ? { desktop: options.desktop } : {}),
      ...(options.notify ? { notify: options.notify } : {}),
      ...(options.setBadge ? { setBadge: options.setBadge } : {}),
      locale: options.locale ?? null,
      lockedSettings: machine ? { names: machine.locked, file: machine.file } : null,
    });
  } catch (error) {
    await sandbox?.close();
    unlock();
    throw error;
  }
  let closing: Promise<void> | null = null;
  return {
    core,
    sandbox,
    machine,
    close() {
      closing ??= (async () => {
        await core.close();
        await sandbox?.close();
        unlock();
      })();
      return closing;
    },
  };
}

/**
 * How to sign in to the demo, for the person who started it (stderr, so stdout keeps its one
 * line). These are the embedded sandbox's made-up accounts, as `npm run sandbox -- --demo` prints
 * them; the sandbox hands them out only when it creates the demo world.
 */
export function demoSignInLines(sandbox: RunningSandbox | null, dataDir: string): string[] {
  if (!sandbox) return [];
  // Never a token: the app signs in to the demo accounts itself, afresh at every start.
  const lines = [
    `demo: Memorial Desk signs in to the demo family (${DEMO_FAMILY.name}) and the demo funeral home by itself; to sign in again after signing out, choose "Sign in to the demo again" or approve a family sign-in with the email ${DEMO_FAMILY.email}`,
  ];
  if (!sandbox.demo) lines.push(`demo: the demo world was made on an earlier start (to start afresh, delete ${join(dataDir, 'demo.db')})`);
  return lines;
}
