import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * Memorial Desk's folder under the user's data folder, where desktop apps keep theirs: the app's
 * settings, outbox and demo world (electron/desktop-core.ts), and the stand-alone sandbox's default
 * database. Here rather than in electron/, because the sandbox never imports the app.
 */
export function userDataFolder(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  const home = homedir();
  const base =
    platform === 'win32'
      ? (env.APPDATA ?? join(home, 'AppData', 'Roaming'))
      : platform === 'darwin'
        ? join(home, 'Library', 'Application Support')
        : (env.XDG_DATA_HOME ?? join(home, '.local', 'share'));
  return join(base, 'memorial-desk');
}

/** The sandbox's default database file. */
export function defaultDatabasePath(): string {
  return join(userDataFolder(), 'sandbox.db');
}
