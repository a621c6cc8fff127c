import { Directory } from '@capacitor/filesystem';
import type { Filesystem } from '../../../mobile/native/files';

/**
 * @capacitor/filesystem as its native side behaves, in memory: its error codes (OS-PLUG-FILE-0008
 * for a missing file, -0010 for a folder already there), base64 for data without an encoding, and
 * a rename that removes the target before moving the file in (ion-android-filesystem and
 * ion-ios-filesystem both do). `crashAt` kills the "app" at the Nth step, a write being cut halfway,
 * and a rename between its removal and its move, leaving the files as they then are.
 */
export class FakeFilesystem implements Filesystem {
  /** Files and folders by `directory:path`; a folder's value is null. */
  readonly entries = new Map<string, Uint8Array | null>();
  readonly calls: string[] = [];
  /** Steps taken so far (writes, removals, moves): where `crashAt` counts. */
  stepsTaken = 0;
  /** Step at which everything stops, as if the process had been killed; null for never. */
  crashAt: number | null = null;

  constructor() {
    for (const directory of Object.values(Directory)) this.entries.set(key(directory, ''), null);
  }

  private step(): void {
    this.stepsTaken++;
    if (this.crashAt !== null && this.stepsTaken >= this.crashAt) throw new Killed();
  }

  /** A file's content as text, for tests. */
  text(directory: Directory, path: string): string | null {
    const bytes = this.entries.get(key(directory, path));
    return bytes ? new TextDecoder().decode(bytes) : null;
  }

  names(directory: Directory): string[] {
    const prefix = `${directory}:`;
    return [...this.entries.keys()].filter((k) => k.startsWith(prefix) && k !== prefix).map((k) => k.slice(prefix.length));
  }

  readFile: Filesystem['readFile'] = (options) =>
    answer(() => {
      this.calls.push(`readFile ${options.path}`);
      const bytes = this.file(options.directory, options.path);
      return { data: options.encoding ? new TextDecoder().decode(bytes) : Buffer.from(bytes).toString('base64') };
    });

  writeFile: Filesystem['writeFile'] = (options) =>
    answer(() => {
      this.calls.push(`writeFile ${options.path}`);
      const directory = options.directory!;
      this.parentFor(directory, options.path, options.recursive ?? false);
      const data = options.data as string;
      const bytes = options.encoding ? new TextEncoder().encode(data) : new Uint8Array(Buffer.from(data, 'base64'));
      this.stepsTaken++;
      if (this.crashAt !== null && this.stepsTaken >= this.crashAt) {
        // Killed halfway through the write: half the bytes are on the disk.
        this.entries.set(key(directory, options.path), bytes.slice(0, Math.floor(bytes.length / 2)));
        throw new Killed();
      }
      this.entries.set(key(directory, options.path), bytes);
      return { uri: `file:///${directory}/${options.path}` };
    });

  appendFile: Filesystem['appendFile'] = (options) =>
    answer(() => {
      this.calls.push(`appendFile ${options.path}`);
      this.step();
      const directory = options.directory!;
      const before = this.entries.get(key(directory, options.path)) ?? new Uint8Array();
      const added = options.encoding ? new TextEncoder().encode(options.data) : new Uint8Array(Buffer.from(options.data, 'base64'));
      const joined = new Uint8Array(before.length + added.length);
      joined.set(before);
      joined.set(added, before.length);
      this.entries.set(key(directory, options.path), joined);
    });

  deleteFile: Filesystem['deleteFile'] = (options) =>
    answer(() => {
      this.calls.push(`deleteFile ${options.path}`);
      this.file(options.directory, options.path);
      this.step();
      this.entries.delete(key(options.directory!, options.path));
    });

  mkdir: Filesystem['mkdir'] = (options) =>
    answer(() => {
      this.calls.push(`mkdir ${options.path}`);
      const directory = options.directory!;
      if (this.entries.has(key(directory, options.path))) throw pluginError('OS-PLUG-FILE-0010', 'Directory already exists');
      const parts = options.path.split('/');
      for (let i = 1; i <= parts.length; i++) {
        const path = parts.slice(0, i).join('/');
        if (!this.entries.has(key(directory, path))) {
          if (i < parts.length && !options.recursive) throw pluginError('OS-PLUG-FILE-0011', 'Missing parent directory');
          this.entries.set(key(directory, path), null);
        }
      }
    });

  rmdir: Filesystem['rmdir'] = (options) =>
    answer(() => {
      this.calls.push(`rmdir ${options.path}`);
      const directory = options.directory!;
      if (!this.entries.has(key(directory, options.path))) throw missing(options.path);
      for (const k of [...this.entries.keys()]) {
        if (k === key(directory, options.path) || k.startsWith(`${key(directory, options.path)}/`)) this.entries.delete(k);
      }
    });

  readdir: Filesystem['readdir'] = (options) =>
    answer(() => {
      this.calls.push(`readdir ${options.path}`);
      const directory = options.directory!;
      const folder = key(directory, options.path);
      if (!this.entries.has(folder) || this.entries.get(folder) !== null) throw missing(options.path);
      const prefix = options.path === '' ? `${directory}:` : `${folder}/`;
      const files = [...this.entries.entries()]
        .filter(([k]) => k.startsWith(prefix) && k !== prefix && !k.slice(prefix.length).includes('/'))
        .map(([k, v]) => ({
          name: k.slice(prefix.length),
          type: v === null ? ('directory' as const) : ('file' as const),
          size: v?.length ?? 0,
          mtime: 0,
          uri: '',
        }));
      return { files };
    });

  stat: Filesystem['stat'] = (options) =>
    answer(() => {
      this.calls.push(`stat ${options.path}`);
      const k = options.directory === undefined ? rawKey(options.path) : key(options.directory, options.path);
      if (!this.entries.has(k)) throw missing(options.path);
      const value = this.entries.get(k)!;
      return { name: options.path.split('/').pop()!, type: value === null ? 'directory' : 'file', size: value?.length ?? 0, mtime: 0, uri: '' };
    });

  rename: Filesystem['rename'] = (options) =>
    answer(() => {
      this.calls.push(`rename ${options.from} ${options.to}`);
      const fromKey = options.directory === undefined ? rawKey(options.from) : key(options.directory, options.from);
      const toKey = options.directory === undefined ? rawKey(options.to) : key(options.toDirectory ?? options.directory, options.to);
      if (!this.entries.has(fromKey)) throw missing(options.from);
      // As the native libraries do: the target goes first, then the move.
      if (this.entries.get(toKey)) {
        this.step();
        this.entries.delete(toKey);
      }
      this.step();
      const value = this.entries.get(fromKey)!;
      this.entries.delete(fromKey);
      this.entries.set(toKey, value);
    });

  copy: Filesystem['copy'] = (options) =>
    answer(() => {
      this.calls.push(`copy ${options.from} ${options.to}`);
      const bytes = this.file(options.directory, options.from);
      this.entries.set(key(options.toDirectory ?? options.directory!, options.to), bytes.slice());
      return { uri: `file:///${options.toDirectory ?? options.directory}/${options.to}` };
    });

  getUri: Filesystem['getUri'] = (options) =>
    answer(() => {
      this.calls.push(`getUri ${options.path}`);
      return { uri: `file:///${options.directory}/${options.path}` };
    });

  private file(directory: Directory | undefined, path: string): Uint8Array {
    const value = this.entries.get(key(directory!, path));
    if (value === undefined || value === null) throw missing(path);
    return value;
  }

  private parentFor(directory: Directory, path: string, recursive: boolean): void {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) {
      const folder = key(directory, parts.slice(0, i).join('/'));
      if (!this.entries.has(folder)) {
        if (!recursive) throw pluginError('OS-PLUG-FILE-0011', 'Missing parent directory');
        this.entries.set(folder, null);
      }
    }
  }
}

/** The plugin answers through promises; the fake answers at once, a throw as a rejection. */
function answer<T>(fn: () => T): Promise<T> {
  try {
    return Promise.resolve(fn());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/** What a killed process leaves behind: nothing more happens. */
export class Killed extends Error {
  constructor() {
    super('killed');
  }
}

function key(directory: Directory, path: string): string {
  return `${directory}:${path}`;
}

/** A `file://` address given without a directory (as setAside does) is kept under its own key. */
function rawKey(uri: string): string {
  return `RAW:${uri}`;
}

export function pluginError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

function missing(path: string): Error {
  return pluginError('OS-PLUG-FILE-0008', `'${path}' does not exist.`);
}
