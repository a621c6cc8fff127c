/**
 * The Files port's stand-in in the phone rig: the origin private file system (OPFS) of the rig's
 * page, in place of the phone's @capacitor/filesystem (mobile/native/files.ts). The same absolute
 * paths as on the phone: the data folder is `/Memorial Desk`, downloads go to `/Documents`; here
 * both live in the OPFS folder `memorial-desk-files`.
 *
 * writeWhole is whole or nothing: Chromium's createWritable() writes to a swap file and puts it in
 * place only when closed. Renaming moves a file with FileSystemHandle.move() where the browser has
 * it, else copies it and removes the original.
 */
import type { FileWriter, Files } from '../../../core/ports';

export const DATA_FOLDER = '/Memorial Desk';
export const DOCUMENTS_FOLDER = '/Documents';
const ROOT_FOLDER = 'memorial-desk-files';

type Folder = FileSystemDirectoryHandle;
type MovableHandle = FileSystemHandle & { move?: (parent: Folder, name: string) => Promise<void> };

function parts(path: string): string[] {
  if (!path.startsWith('/')) throw new Error(`Not an absolute path: ${path}`);
  const segments = path.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.includes('..')) throw new Error(`A path may not climb out of its folder: ${path}`);
  return segments;
}

function isMissing(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'NotFoundError' || error.name === 'TypeMismatchError');
}

export class OpfsFiles implements Files {
  readonly dataFolder = DATA_FOLDER;
  private root: Promise<Folder> | null = null;

  /** As on the phone (mobile/native/files.ts): absolute, normalised, never above the root. */
  join(...pieces: string[]): string {
    const segments: string[] = [];
    for (const segment of pieces.join('/').split('/')) {
      if (segment === '' || segment === '.') continue;
      if (segment === '..') {
        if (segments.length === 0) throw new Error(`${pieces.join('/')} goes above the rig's folders.`);
        segments.pop();
      } else segments.push(segment);
    }
    return `/${segments.join('/')}`;
  }

  async readText(path: string): Promise<string | null> {
    const file = await this.file(path);
    return file ? file.text() : null;
  }

  async readBytes(path: string): Promise<Uint8Array | null> {
    const file = await this.file(path);
    return file ? new Uint8Array(await file.arrayBuffer()) : null;
  }

  async writeWhole(path: string, content: string | Uint8Array): Promise<void> {
    const { folder, name } = await this.parentOf(path, true);
    const handle = await folder!.getFileHandle(name, { create: true });
    const writable = await handle.createWritable({ keepExistingData: false });
    try {
      await writable.write(typeof content === 'string' ? content : new Uint8Array(content));
      await writable.close();
    } catch (error) {
      await writable.abort().catch(() => undefined);
      throw error;
    }
  }

  async create(path: string): Promise<FileWriter> {
    const { folder, name } = await this.parentOf(path, true);
    if (await this.entry(folder!, name)) throw new DOMException(`${path} is there already.`, 'InvalidModificationError');
    const handle = await folder!.getFileHandle(name, { create: true });
    const writable = await handle.createWritable({ keepExistingData: false });
    return {
      write: (bytes) => writable.write(new Uint8Array(bytes)),
      close: () => writable.close(),
    };
  }

  async list(path: string): Promise<string[]> {
    const folder = await this.folder(path, false);
    if (!folder) return [];
    const names: string[] = [];
    for await (const name of folder.keys()) names.push(name);
    return names.sort();
  }

  async stat(path: string): Promise<{ kind: 'file' | 'folder'; bytes: number } | null> {
    if (parts(path).length === 0) return { kind: 'folder', bytes: 0 };
    const { folder, name } = await this.parentOf(path, false);
    const handle = folder ? await this.entry(folder, name) : null;
    if (!handle) return null;
    if (handle.kind === 'directory') return { kind: 'folder', bytes: 0 };
    return { kind: 'file', bytes: (await (handle as FileSystemFileHandle).getFile()).size };
  }

  async makeFolder(path: string): Promise<void> {
    await this.folder(path, true);
  }

  async rename(from: string, to: string): Promise<void> {
    const source = await this.parentOf(from, false);
    const handle = source.folder ? await this.entry(source.folder, source.name) : null;
    if (!handle) throw new DOMException(`${from} is not there.`, 'NotFoundError');
    const target = await this.parentOf(to, true);
    if (await this.entry(target.folder!, target.name)) throw new DOMException(`${to} is there already.`, 'InvalidModificationError');
    const movable = handle as MovableHandle;
    if (typeof movable.move === 'function') {
      await movable.move(target.folder!, target.name);
      return;
    }
    await this.copy(handle, target.folder!, target.name);
    await source.folder!.removeEntry(source.name, { recursive: true });
  }

  async remove(path: string): Promise<void> {
    const { folder, name } = await this.parentOf(path, false);
    if (!folder) return;
    try {
      await folder.removeEntry(name, { recursive: true });
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  // -------------------------------------------------------------------------------------------

  private top(): Promise<Folder> {
    this.root ??= navigator.storage.getDirectory().then((opfs) => opfs.getDirectoryHandle(ROOT_FOLDER, { create: true }));
    return this.root;
  }

  /** The folder at `path`; null when it is missing and `create` is false. */
  private async folder(path: string, create: boolean): Promise<Folder | null> {
    let folder = await this.top();
    for (const segment of parts(path)) {
      try {
        folder = await folder.getDirectoryHandle(segment, { create });
      } catch (error) {
        if (!create && isMissing(error)) return null;
        throw error;
      }
    }
    return folder;
  }

  private async parentOf(path: string, create: boolean): Promise<{ folder: Folder | null; name: string }> {
    const segments = parts(path);
    const name = segments.pop();
    if (name === undefined) throw new Error('The data folder itself is not a file.');
    return { folder: await this.folder(`/${segments.join('/')}`, create), name };
  }

  private async entry(folder: Folder, name: string): Promise<FileSystemHandle | null> {
    for (const kind of ['file', 'directory'] as const) {
      try {
        return kind === 'file' ? await folder.getFileHandle(name) : await folder.getDirectoryHandle(name);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
    return null;
  }

  private async file(path: string): Promise<File | null> {
    const { folder, name } = await this.parentOf(path, false);
    if (!folder) return null;
    try {
      return await (await folder.getFileHandle(name)).getFile();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  private async copy(handle: FileSystemHandle, into: Folder, name: string): Promise<void> {
    if (handle.kind === 'file') {
      const file = await (handle as FileSystemFileHandle).getFile();
      const writable = await (await into.getFileHandle(name, { create: true })).createWritable({ keepExistingData: false });
      await writable.write(file);
      await writable.close();
      return;
    }
    const folder = await into.getDirectoryHandle(name, { create: true });
    for await (const [childName, child] of (handle as Folder).entries()) await this.copy(child, folder, childName);
  }
}
