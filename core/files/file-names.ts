/**
 * Names of files in a folder, through the Files port (core/ports.ts): a name not taken yet, and a
 * finished temporary file put in its place under one, never over a file already there.
 */
import type { Files } from '../ports';
import { randomHex } from '../../shared/bytes';

/** `.pdf` of `book.pdf`; '' when the name has none (or is only a hidden file's dot). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot) : '';
}

/** The last part of a path written with `/` (or `\`): what a name from elsewhere really names. */
export function lastPart(path: string): string {
  return (
    path
      .replace(/\\/g, '/')
      .split('/')
      .filter((part) => part !== '')
      .pop() ?? ''
  );
}

/** `name.pdf`, or `name (2).pdf`, … : the first that is not in the folder yet. */
export async function freeName(files: Files, folder: string, name: string): Promise<string> {
  const extension = extensionOf(name);
  const stem = name.slice(0, name.length - extension.length);
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? name : `${stem} (${n})${extension}`;
    if ((await files.stat(files.join(folder, candidate))) === null) return candidate;
  }
  return `${stem} (${crypto.randomUUID()})${extension}`;
}

/** A hidden temporary name beside `name` in `folder`: `.name.1a2b3c4d5e6f.part`. */
export function temporaryPath(files: Files, folder: string, name: string): string {
  return files.join(folder, `.${name}.${randomHex()}.part`);
}

/**
 * Renames the finished `temp` into `folder` under `wanted`, or the first free name after it;
 * returns the name it took. The port's rename never replaces a file, so a file that appeared under
 * that name in the meantime only moves this one on to the next name.
 */
export async function placeFile(files: Files, temp: string, folder: string, wanted: string): Promise<string> {
  for (let tries = 0; ; tries++) {
    const name = await freeName(files, folder, wanted);
    try {
      await files.rename(temp, files.join(folder, name));
      return name;
    } catch (error) {
      // Taken between the look and the rename: look again (a few times); anything else is the disk's.
      if (tries >= 5 || (await files.stat(files.join(folder, name))) === null) throw error;
    }
  }
}
