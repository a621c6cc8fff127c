/**
 * The one way Memorial Desk saves a file the person asked for (a guest list, the memorial list,
 * the desk journal, an event for a calendar): the desktop's save dialog where there is one, else
 * (browser mode) the Downloads folder under a name not already taken. Whole or not at all
 * (temporary file, fsync, rename), owner-only.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { LocalError } from '../service/client';
import { freeName } from '../features/exports/downloads';
import { writeWhole } from './atomic-file';
import type { FileKind, PersonFiles } from '../ports';

export type { FileKind } from '../ports';

/** What this home can do with files the person asked for (core/ports.ts). */
export type DesktopFiles = PersonFiles;

/**
 * Files saved this session (a guest list, a list of memorials), by the id their answer gave the
 * screen, so `files.show` can show one in the file manager; the path never comes from the screen.
 */
export class ShownFiles {
  private readonly paths = new Map<string, string>();
  remember(id: string, path: string): void {
    this.paths.set(id, path);
  }
  pathOf(id: string): string | undefined {
    return this.paths.get(id);
  }
}

export const SPREADSHEET = (title: string): FileKind => ({ title, filterName: 'Spreadsheet (CSV)', extension: 'csv' });
export const CALENDAR = (title: string): FileKind => ({ title, filterName: 'Calendar (iCalendar)', extension: 'ics' });

export interface SaveRequest {
  desktop: DesktopFiles;
  downloadsFolder: string;
  /** The file's own name, offered in the dialog or used in the Downloads folder. */
  name: string;
  kind: FileKind;
  /** The text, or bytes, to write. */
  content: string | Uint8Array;
  /** "the guest list": for the words if it cannot be saved. */
  what: string;
}

/** The path it was saved as, or null when the person cancelled the dialog. */
export async function saveChosenFile(request: SaveRequest): Promise<string | null> {
  let path: string | null = null;
  if (request.desktop.chooseSaveFile) {
    path = await request.desktop.chooseSaveFile(join(request.downloadsFolder, request.name), request.kind);
    if (!path) return null;
  }
  try {
    if (!path) {
      // No save dialog here (browser mode): the Downloads folder, never over a file already there.
      await mkdir(request.downloadsFolder, { recursive: true });
      path = join(request.downloadsFolder, await freeName(request.downloadsFolder, request.name));
    }
    await writeWhole(path, request.content);
  } catch {
    throw new LocalError(
      'internal',
      `Memorial Desk could not save ${request.what}${path ? ` as ${path}` : ''}. Please check the folder can be written to, and try again.`,
    );
  }
  return path;
}

/** A name every file system takes, from words a person wrote ("Memorials - Hollis & Daughters.csv"). */
export function plainFileName(words: string | null | undefined, fallback: string, extension: string): string {
  return `${plainWords(words) || fallback}.${extension}`;
}

/** Words a person wrote, with only the letters, digits and marks every file system takes in a name; 100 characters at most. */
export function plainWords(words: string | null | undefined): string {
  return (words ?? '')
    .replace(/[^\p{L}\p{N} .,'()&-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 100)
    .trim();
}
