import { renameSync } from 'node:fs';
import { join } from 'node:path';
import Conf from 'conf';

/**
 * One JSON file of the data folder through conf (atomic writes, readable by its owner only),
 * `<name>.json`, opened so that a file that is not JSON (or not an object) never stops the app:
 * it is kept aside as `<name>.json.unreadable-<time>` for a person to look at, and a new one starts.
 */
export function openConfFile(dataDir: string, name: string): Conf<Record<string, unknown>> {
  const open = () => {
    const conf = new Conf<Record<string, unknown>>({ cwd: dataDir, configName: name, configFileMode: 0o600 });
    // Reading the store is what finds a broken file, here rather than at the first use.
    void conf.store;
    return conf;
  };
  try {
    return open();
  } catch {
    const path = join(dataDir, `${name}.json`);
    renameSync(path, `${path}.unreadable-${Date.now()}`);
    return open();
  }
}
