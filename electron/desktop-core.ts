/**
 * The desktop's core started (`npm start`'s Electron main process and browser mode alike): the
 * machine-wide settings applied, the data folder locked, the core on this computer's Node home
 * (node/home.ts), and, only for `--demo`, the embedded sandbox and its demo world. The sandbox is
 * imported only then (a dynamic import), so a start without the demo never loads the service.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppCore, PersonFiles } from '../core';
import { demoTokensFrom } from '../hosts/node/demo-tokens';
import type { RunningSandbox } from '../sandbox/server';
import { createNodeAppCore, type NodeAppCoreOptions } from './node/home';
import { lockDataDir } from './node/data-lock';
import { readMachineSettings, type MachineSettings } from './node/machine-settings';

export interface RunningDesktopCore {
  core: AppCore;
  /** The embedded sandbox when started with --demo. */
  sandbox: RunningSandbox | null;
  /** What this computer's administrator set (machine-settings.ts), or null. */
  machine: MachineSettings | null;
  /** How to sign in to the demo, for the person who started it (empty without --demo). */
  demoLines: string[];
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

export async function startDesktopCore(options: {
  dataDir: string;
  serviceUrl: string | undefined;
  demo: boolean;
  openExternal: (url: string) => Promise<boolean>;
  /** The desktop's folder chooser, save dialog and file manager; browser mode has none of them. */
  person?: PersonFiles;
  /** The desktop's notifications and badge (Electron); browser mode has none (the page shows its own). */
  notify?: NodeAppCoreOptions['notify'];
  setBadge?: NodeAppCoreOptions['setBadge'];
  /** The operating system's regional format (Electron's app.getSystemLocale()). */
  locale?: string | null;
  /** The system's preferred UI languages (Electron's app.getPreferredSystemLanguages()); browser mode reads the environment's. */
  languages?: () => readonly string[];
  /** Default: read from the platform's machine-wide place (or MEMORIAL_DESK_MACHINE_SETTINGS). */
  machineSettings?: MachineSettings | null;
}): Promise<RunningDesktopCore> {
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
  let demoLines: string[] = [];
  let core: AppCore;
  try {
    if (options.demo) {
      const [{ startSandbox }, { DEMO_FAMILY }] = await Promise.all([import('../sandbox/server'), import('../sandbox/demo')]);
      // The demo keeps its world in the data folder, so what a person tries in it is still there next time.
      sandbox = await startSandbox({ port: 0, memory: false, db: join(options.dataDir, 'demo.db'), demo: true });
      demoLines = demoSignInLines(sandbox, options.dataDir, DEMO_FAMILY);
    }
    core = await createNodeAppCore({
      dataDir: options.dataDir,
      serviceUrl: sandbox ? sandbox.baseUrl : serviceUrl,
      demo: options.demo,
      // The embedded sandbox gets a new port each start; its accounts belong to it all the same.
      ...(sandbox ? { serviceIdentity: 'embedded-demo-sandbox' } : {}),
      // Signed in afresh at every start: a session-only sign-in does not outlive the app.
      demoTokens: sandbox ? demoTokensFrom(sandbox) : null,
      openExternal: options.openExternal,
      ...(options.person ? { person: options.person } : {}),
      ...(options.notify ? { notify: options.notify } : {}),
      ...(options.setBadge ? { setBadge: options.setBadge } : {}),
      locale: options.locale ?? null,
      ...(options.languages ? { languages: options.languages } : {}),
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
    demoLines,
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
export function demoSignInLines(sandbox: RunningSandbox, dataDir: string, family: { name: string; email: string }): string[] {
  // Never a token: the app signs in to the demo accounts itself, afresh at every start.
  const lines = [
    `demo: Memorial Desk signs in to the demo family (${family.name}) and the demo funeral home by itself; to sign in again after signing out, choose "Sign in to the demo again" or approve a family sign-in with the email ${family.email}`,
  ];
  if (!sandbox.demo) lines.push(`demo: the demo world was made on an earlier start (to start afresh, delete ${join(dataDir, 'demo.db')})`);
  return lines;
}
