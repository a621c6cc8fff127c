import { homedir } from 'node:os';
import { join } from 'node:path';

/** The default database file: under the user's data folder, as desktop apps keep theirs. */
export function defaultDatabasePath(): string {
  const home = homedir();
  const base =
    process.platform === 'win32'
      ? (process.env.APPDATA ?? join(home, 'AppData', 'Roaming'))
      : process.platform === 'darwin'
        ? join(home, 'Library', 'Application Support')
        : (process.env.XDG_DATA_HOME ?? join(home, '.local', 'share'));
  return join(base, 'memorial-desk', 'sandbox.db');
}
