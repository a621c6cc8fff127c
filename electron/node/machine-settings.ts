/**
 * Machine-wide settings: a JSON file an administrator places before the first start, in the
 * platform's machine-wide place, to set (and so lock) the service address, whether the demo is
 * offered and whether the app looks for updates, and where. What the file sets, the person cannot
 * change in the app; the renderer is told what is locked and by which file.
 *
 * Unlike the person's own settings.json (a bad value there falls back to its default), a bad
 * machine-wide file stops the start with a plain message naming the file and the field: quietly
 * ignoring it would quietly undo what the administrator meant to lock.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { LIMITS } from '../../shared/limits';
import { isHttpsOrThisComputer, ServiceUrl } from '../../core';

/** Points at another file (tests; an administrator trying a file out before placing it). */
export const MACHINE_SETTINGS_ENV = 'MEMORIAL_DESK_MACHINE_SETTINGS';

/** A settings file is a few lines; anything bigger is not one. */
const MAX_FILE_BYTES = 64 * 1024;

/** Where the platform keeps machine-wide settings, the same for every person on the computer. */
export function machineSettingsPath(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  const override = env[MACHINE_SETTINGS_ENV];
  if (override !== undefined && override !== '') return override;
  if (platform === 'win32') return join(env.ProgramData ?? env.ALLUSERSPROFILE ?? 'C:\\ProgramData', 'Memorial Desk', 'settings.json');
  if (platform === 'darwin') return '/Library/Application Support/Memorial Desk/settings.json';
  return '/etc/memorial-desk/settings.json';
}

const ADDRESS_RULE = 'it must be a web address starting with https:// (plain http:// is only for this computer: 127.0.0.1 or localhost)';

/** The person's rules for an address (settings.ts), and https only, as `settings.set` demands. */
const Address = z
  .string({ error: ADDRESS_RULE })
  .trim()
  .max(LIMITS.app.serviceUrl, { error: `it is too long for a web address (${LIMITS.app.serviceUrl} characters at most)` })
  .refine((url) => ServiceUrl.safeParse(url).success && isHttpsOrThisComputer(url), { error: ADDRESS_RULE })
  .transform((url) => url.replace(/\/+$/, ''));

const YesNo = z.boolean({ error: 'it must be true or false (without quotes)' });

const MachineFile = z.strictObject({
  /** The Memorial Service's base_url, for every account on this computer. */
  serviceUrl: Address.optional(),
  /** false: the demo (the embedded sandbox) is not offered. */
  demo: YesNo.optional(),
  /** false: the app never looks for updates (an administrator rolls them out instead). */
  updateChecks: YesNo.optional(),
  /** Where updates are published (electron-updater's generic provider). Without it, no checks. */
  updateUrl: Address.optional(),
});

export type LockedSetting = keyof z.infer<typeof MachineFile>;
export const MACHINE_SETTING_NAMES = Object.keys(MachineFile.shape) as LockedSetting[];

export interface MachineSettings {
  /** The file they came from, as shown to the person ("set by your administrator in ..."). */
  file: string;
  serviceUrl?: string;
  demo?: boolean;
  updateChecks?: boolean;
  updateUrl?: string;
  /** The settings the file sets, which the person cannot change. */
  locked: LockedSetting[];
}

export type MachineSettingsResult = { ok: true; settings: MachineSettings | null } | { ok: false; message: string };

function problem(file: string, what: string): MachineSettingsResult {
  return {
    ok: false,
    message: `The settings file ${file}, placed on this computer by its administrator, ${what}. Memorial Desk will not start until it is fixed; please tell whoever looks after this computer.`,
  };
}

/** Reads the machine-wide file: null settings when there is none, a plain refusal when it is bad. */
export function readMachineSettings(file: string = machineSettingsPath()): MachineSettingsResult {
  let text: string;
  try {
    const bytes = readFileSync(file);
    if (bytes.length > MAX_FILE_BYTES) return problem(file, 'is far larger than a settings file can be');
    text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { ok: true, settings: null };
    if (code === 'EACCES' || code === 'EPERM') return problem(file, 'cannot be read by Memorial Desk (it needs to be readable by everyone on this computer)');
    if (code === 'EISDIR') return problem(file, 'is a folder, not a file');
    return problem(file, `could not be read (${code ?? 'unknown error'})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return problem(file, `is not valid JSON (${error instanceof Error ? error.message : 'unreadable'})`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return problem(file, 'must hold one JSON object, such as {"serviceUrl": "https://memorials.example.org/api/v1"}');
  }
  const unknown = Object.keys(json).find((key) => !(MACHINE_SETTING_NAMES as string[]).includes(key));
  if (unknown !== undefined) {
    return problem(
      file,
      `has a setting "${unknown}" that Memorial Desk does not know (it knows ${MACHINE_SETTING_NAMES.join(', ')}; the names are case-sensitive)`,
    );
  }
  const parsed = MachineFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return problem(file, `has a problem with "${String(issue?.path[0] ?? 'the file')}": ${issue?.message ?? 'it is not valid'}`);
  }
  const values = parsed.data;
  const locked = MACHINE_SETTING_NAMES.filter((name) => values[name] !== undefined);
  return { ok: true, settings: { file, ...dropUndefined(values), locked } };
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
