import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * Memorial Desk's folder under the user's data folder, where desktop apps keep theirs: settings,
 * the outbox, the demo's world. (The stand-alone sandbox decides its own default place.)
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
