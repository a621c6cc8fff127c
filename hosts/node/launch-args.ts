/**
 * The command line of every start command, read once: `npm start` and `npm run web`
 * (`[--port N] [--service BASE_URL] [--demo] [--data-dir DIR]`) and `npm run phone` (the same but
 * `--data-dir`: the phone's data is in the browser), with MEMORIAL_API_URL and MEMORIAL_APP_DATA
 * as fallbacks, and the same words for the same mistakes.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
// The sandbox's, shared: the sandbox may not import the app, and both keep their data in this folder.
import { userDataFolder } from '../../sandbox/paths';

export interface LaunchOptions {
  /** The local host's port; 0 picks a free one. */
  port: number;
  /** From --service or MEMORIAL_API_URL; undefined means the saved setting (or, for the rig, the default). */
  serviceUrl: string | undefined;
  demo: boolean;
  /** Where the desktop keeps its data (the rig's data is in the browser: it takes no --data-dir). */
  dataDir: string;
}

export type ParsedLaunch = { ok: true; options: LaunchOptions } | { ok: false; message: string };

export interface LaunchArgsRules {
  /** false lets Electron's own switches pass (main.ts). Default true. */
  strict?: boolean;
  /** Whether `--data-dir` is taken (not by the phone rig). Default true. */
  dataDir?: boolean;
}

/** The user's data folder + /memorial-desk, where desktop apps keep theirs (the sandbox's too). */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return userDataFolder(env);
}

export function parseLaunchArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env, rules: LaunchArgsRules = {}): ParsedLaunch {
  const strict = rules.strict ?? true;
  let values: { port?: string | boolean; service?: string | boolean; demo?: string | boolean; 'data-dir'?: string | boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        service: { type: 'string' },
        demo: { type: 'boolean' },
        ...(rules.dataDir === false ? {} : { 'data-dir': { type: 'string' } }),
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
