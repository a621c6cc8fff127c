/**
 * The desktop's Files (core/ports.ts) on Node's fs: the data folder and the folders the person
 * chose. Every file owner-only (0600, folders 0700; Windows keeps its own permissions, and the data
 * folder is the user's). A whole file is a temporary file beside it, synced, renamed over it, and
 * the folder synced: a reader meets the old content or the new, never half of either.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, access } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { FileWriter, Files } from '../../core/ports';

export class NodeFiles implements Files {
  constructor(readonly dataFolder: string) {}

  join(...parts: string[]): string {
    return join(...parts);
  }

  async readText(path: string): Promise<string | null> {
    try {
      return await readFile(path, 'utf8');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async readBytes(path: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(path));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async writeWhole(path: string, content: string | Uint8Array): Promise<void> {
    const folder = dirname(path);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const temp = join(folder, `.${basename(path)}.${randomBytes(6).toString('hex')}.part`);
    const handle = await open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(content);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await rm(temp, { force: true });
      throw error;
    }
    await handle.close();
    try {
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    await syncFolder(folder);
  }

  async create(path: string): Promise<FileWriter> {
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    const handle = await open(path, 'wx', 0o600);
    let closed = false;
    return {
      write: async (bytes) => {
        await handle.write(bytes);
      },
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
      },
    };
  }

  async list(folder: string): Promise<string[]> {
    try {
      return await readdir(folder);
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return [];
      throw error;
    }
  }

  async stat(path: string): Promise<{ kind: 'file' | 'folder'; bytes: number } | null> {
    try {
      const found = await stat(path);
      return { kind: found.isDirectory() ? 'folder' : 'file', bytes: found.size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async makeFolder(path: string): Promise<void> {
    await mkdir(path, { recursive: true, mode: 0o700 });
  }

  async rename(from: string, to: string): Promise<void> {
    // rename(2) replaces a file silently: the port promises never to.
    if (await exists(to)) throw Object.assign(new Error(`${to} is there already`), { code: 'EEXIST' });
    await rename(from, to);
    await syncFolder(dirname(to));
  }

  async remove(path: string): Promise<void> {
    await rm(path, { recursive: true, force: true });
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** A folder's entries (a rename, new files) made durable: fsync of the directory, where the system allows it. */
export async function syncFolder(folder: string): Promise<void> {
  try {
    const handle = await open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Windows cannot open a directory for syncing; its rename is as durable as it allows.
  }
}
