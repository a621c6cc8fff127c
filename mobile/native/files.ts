/**
 * Files on the phone, through @capacitor/filesystem. The core sees absolute paths under three
 * roots, each one of the plugin's directories:
 *
 *   /Memorial Desk   the data folder: Directory.Library. iOS: the app's Library folder, private,
 *                    in the phone's backups (no sign-in is ever in it). Android: the app's own
 *                    files folder (the same as Directory.Data there), kept out of backups by the
 *                    manifest. Not Directory.Data, which on iOS is the Documents folder: with the
 *                    Files app showing Documents, the app's own files would sit among downloads.
 *   /Documents       where downloads go (PersonFiles.downloadsFolder): Directory.Documents. iOS:
 *                    the app's Documents, shown in the Files app under On My iPhone › Memorial
 *                    Desk (Info.plist). Android: the shared Documents folder, where the Files app
 *                    finds it (Android 10 and earlier ask for the storage permission first).
 *   /Cache           Directory.Cache: copies made for the share sheet, which the system may empty.
 *
 * writeWhole never leaves a half-written file under the real name. The plugin's rename removes the
 * target before moving the new file in, so a file is written as `.name.<random>.part`, renamed to
 * `.name.whole` once complete, then over `name`; a reader that finds `.name.whole` (the app was
 * killed between those two steps) finishes the move first, so it meets the old content or the new.
 */
import { Directory, Encoding, type FilesystemPlugin } from '@capacitor/filesystem';
import type { FileWriter, Files } from '../../core/ports';
import { base64ToBytes, bytesToBase64 } from '../../shared/bytes';
import { isFolderThere, isMissing } from './plugin-errors';

export const DATA_FOLDER = '/Memorial Desk';
export const DOCUMENTS_FOLDER = '/Documents';
export const CACHE_FOLDER = '/Cache';

const ROOTS: ReadonlyArray<readonly [string, Directory]> = [
  [DATA_FOLDER, Directory.Library],
  [DOCUMENTS_FOLDER, Directory.Documents],
  [CACHE_FOLDER, Directory.Cache],
];

/** The plugin's methods these use (Filesystem in the app). */
export type Filesystem = Pick<
  FilesystemPlugin,
  'readFile' | 'writeFile' | 'appendFile' | 'deleteFile' | 'mkdir' | 'rmdir' | 'readdir' | 'stat' | 'rename' | 'copy' | 'getUri'
>;
/** Bytes a file writer gathers before it hands them to the plugin (each call crosses the bridge as base64). */
const WRITER_BUFFER = 512 * 1024;

/** A file in one of the plugin's directories. */
export interface Place {
  directory: Directory;
  /** Relative to the directory, '' for the root itself. */
  path: string;
}

/** The name of the complete new content waiting to replace `name` (see the top of this file). */
function wholeName(name: string): string {
  return `.${name}.whole`;
}
const WHOLE = /^\.(.+)\.whole$/;

export class CapacitorFiles implements Files {
  readonly dataFolder = DATA_FOLDER;
  /** Out of the phone's backups (iOS Library/Caches, Android's cache folder): the first look's picture. */
  readonly cacheFolder = CACHE_FOLDER;
  /** Paths with a writeWhole under way in this page, which a reader must not finish for it. */
  private readonly writing = new Map<string, Promise<void>>();

  constructor(private readonly fs: Filesystem) {}

  join(...parts: string[]): string {
    const segments: string[] = [];
    for (const segment of parts.join('/').split('/')) {
      if (segment === '' || segment === '.') continue;
      if (segment === '..') {
        if (segments.length === 0) throw new Error(`${parts.join('/')} goes above the phone's folders.`);
        segments.pop();
      } else segments.push(segment);
    }
    return `/${segments.join('/')}`;
  }

  async readText(path: string): Promise<string | null> {
    const place = await this.settled(path);
    try {
      const { data } = await this.fs.readFile({ ...place, encoding: Encoding.UTF8 });
      return typeof data === 'string' ? data : await data.text();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async readBytes(path: string): Promise<Uint8Array | null> {
    const place = await this.settled(path);
    try {
      const { data } = await this.fs.readFile(place);
      return typeof data === 'string' ? base64ToBytes(data) : new Uint8Array(await data.arrayBuffer());
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async writeWhole(path: string, content: string | Uint8Array): Promise<void> {
    const normal = this.join(path);
    // One write of a path at a time, in the order asked.
    const previous = this.writing.get(normal) ?? Promise.resolve();
    const write = previous.catch(() => undefined).then(() => this.writeWholeNow(normal, content));
    this.writing.set(normal, write);
    try {
      await write;
    } finally {
      if (this.writing.get(normal) === write) this.writing.delete(normal);
    }
  }

  private async writeWholeNow(path: string, content: string | Uint8Array): Promise<void> {
    const place = this.place(path);
    const { folder, name } = split(place.path);
    if (name === '') throw new Error(`${path} is a folder.`);
    const part = join(folder, `.${name}.${randomHex()}.part`);
    const whole = join(folder, wholeName(name));
    await this.fs.writeFile({
      directory: place.directory,
      path: part,
      recursive: true,
      ...(typeof content === 'string' ? { data: content, encoding: Encoding.UTF8 } : { data: bytesToBase64(content) }),
    });
    try {
      await this.fs.rename({ directory: place.directory, from: part, to: whole });
    } catch (error) {
      await this.fs.deleteFile({ directory: place.directory, path: part }).catch(() => undefined);
      throw error;
    }
    // Should this fail, the complete new content stays as `.name.whole` and the next reader moves
    // it in: it is never deleted here, since the plugin may already have removed the old file.
    await this.fs.rename({ directory: place.directory, from: whole, to: place.path });
  }

  async create(path: string): Promise<FileWriter> {
    const normal = this.join(path);
    if ((await this.stat(normal)) !== null) throw new Error(`${normal} is there already.`);
    const place = this.place(normal);
    // An empty file now, so the name is taken; the bytes follow in appends.
    await this.fs.writeFile({ ...place, data: '', recursive: true });
    return new AppendingWriter(this.fs, place);
  }

  async list(folder: string): Promise<string[]> {
    const place = this.place(this.join(folder));
    let names: string[];
    try {
      names = (await this.fs.readdir(place)).files.map((file) => file.name);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const listed = new Set(names);
    for (const name of names) {
      const match = WHOLE.exec(name);
      if (match === null) continue;
      listed.delete(name);
      const target = this.join(folder, match[1]!);
      if (!this.writing.has(target)) {
        await this.settled(target);
        listed.add(match[1]!);
      }
    }
    return [...listed].sort();
  }

  async stat(path: string): Promise<{ kind: 'file' | 'folder'; bytes: number } | null> {
    const place = await this.settled(path);
    try {
      const info = await this.fs.stat(place);
      return { kind: info.type === 'directory' ? 'folder' : 'file', bytes: info.size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async makeFolder(path: string): Promise<void> {
    const place = this.place(this.join(path));
    if (place.path === '') return;
    try {
      await this.fs.mkdir({ ...place, recursive: true });
    } catch (error) {
      if (!isFolderThere(error)) throw error;
    }
  }

  async rename(from: string, to: string): Promise<void> {
    const source = await this.settled(from);
    const target = this.place(this.join(to));
    // The plugin would remove what is there; the port refuses instead.
    if ((await this.stat(to)) !== null) throw new Error(`${this.join(to)} is there already.`);
    await this.fs.rename({ directory: source.directory, from: source.path, toDirectory: target.directory, to: target.path });
  }

  async remove(path: string): Promise<void> {
    const normal = this.join(path);
    const place = this.place(normal);
    if (place.path === '') throw new Error(`${normal} is one of the phone's own folders; it is never removed.`);
    const { folder, name } = split(place.path);
    // A finished write waiting to be moved in would bring the file back: it goes too.
    await this.fs.deleteFile({ directory: place.directory, path: join(folder, wholeName(name)) }).catch(() => undefined);
    let kind: 'file' | 'directory';
    try {
      kind = (await this.fs.stat(place)).type;
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    if (kind === 'directory') await this.fs.rmdir({ ...place, recursive: true });
    else await this.fs.deleteFile(place);
  }

  /** The file's place, after finishing a write the app was killed in the middle of. */
  private async settled(path: string): Promise<Place> {
    const normal = this.join(path);
    const place = this.place(normal);
    if (place.path === '' || this.writing.has(normal)) return place;
    const { folder, name } = split(place.path);
    const whole = join(folder, wholeName(name));
    try {
      await this.fs.stat({ directory: place.directory, path: whole });
    } catch (error) {
      if (isMissing(error)) return place;
      throw error;
    }
    await this.fs.rename({ directory: place.directory, from: whole, to: place.path });
    return place;
  }

  /** Which directory a path is in; anything outside the three roots is refused. */
  place(path: string): Place {
    const normal = this.join(path);
    for (const [root, directory] of ROOTS) {
      if (normal === root) return { directory, path: '' };
      if (normal.startsWith(`${root}/`)) return { directory, path: normal.slice(root.length + 1) };
    }
    throw new Error(`${normal} is outside the folders Memorial Desk uses on the phone (${ROOTS.map(([root]) => root).join(', ')}).`);
  }
}

class AppendingWriter implements FileWriter {
  private chunks: Uint8Array[] = [];
  private buffered = 0;
  private closed = false;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly fs: Filesystem,
    private readonly place: Place,
  ) {}

  async write(bytes: Uint8Array): Promise<void> {
    if (this.closed) throw new Error('This file has been closed.');
    this.chunks.push(bytes.slice());
    this.buffered += bytes.length;
    if (this.buffered >= WRITER_BUFFER) await this.flush();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.flush();
  }

  private flush(): Promise<void> {
    const chunks = this.chunks;
    const length = this.buffered;
    this.chunks = [];
    this.buffered = 0;
    this.flushing = this.flushing.then(async () => {
      if (length === 0) return;
      const joined = new Uint8Array(length);
      let offset = 0;
      for (const chunk of chunks) {
        joined.set(chunk, offset);
        offset += chunk.length;
      }
      await this.fs.appendFile({ ...this.place, data: bytesToBase64(joined) });
    });
    return this.flushing;
  }
}

export function split(path: string): { folder: string; name: string } {
  const at = path.lastIndexOf('/');
  return at === -1 ? { folder: '', name: path } : { folder: path.slice(0, at), name: path.slice(at + 1) };
}

function join(folder: string, name: string): string {
  return folder === '' ? name : `${folder}/${name}`;
}

function randomHex(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(16).padStart(2, '0')).join('');
}
