/**
 * Files of the data folder (and files a person asked for) written whole or not at all: a
 * temporary file beside the real one, then a rename over it, so a reader meets the old content or
 * the new, never half of it. Both owner-only.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Writes the file whole or not at all (temporary file, sync to the disk, rename); fails if the folder is missing. */
export async function writeWhole(path: string, content: string | Uint8Array): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.part`);
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
}

/**
 * The same, synchronously and without waiting for the disk (for a small file written before each
 * request, that must survive the app ending but need not survive the machine losing power). Makes
 * the folder (owner-only) when missing. Throws on a disk error.
 */
export function writeWholeSync(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temp = `${path}.tmp`;
  writeFileSync(temp, text, { mode: 0o600 });
  renameSync(temp, path);
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
