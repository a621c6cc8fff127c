/**
 * The one way Memorial Desk saves a file the person asked for (a guest list, the memorial list,
 * the desk journal, an event for a calendar): the desktop's save dialog where there is one, else
 * (browser mode, the phone) the Downloads folder under a name not already taken. Whole or not at
 * all, owner-only, through the Files port: a temporary file renamed into place.
 */
import type { IntlShape } from '@formatjs/intl';
import { LocalError } from '../service/client';
import { saveDialogWords as words } from './save-dialog-words';
import type { CoreHome, FileKind, Files } from '../ports';
import { placeFile, temporaryPath } from './file-names';
import { say } from '../../shared/i18n/words';
import { FILE_WORDS } from './files-words';

export type { FileKind } from '../ports';

/** The same, with where its Downloads folder is (CoreHome['person']). */
export type PersonFolders = CoreHome['person'];

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

/** A spreadsheet, in the save dialog's words: what is saved, and the kind of file. */
export const SPREADSHEET = (intl: IntlShape, what: 'guestList' | 'memorials' | 'waiting' | 'journal'): FileKind => ({
  title: intl.formatMessage(words[what]),
  filterName: intl.formatMessage(words.spreadsheet),
  extension: 'csv',
});
/** One event, or all of a memorial's, for a calendar, in the save dialog's words. */
export const CALENDAR = (intl: IntlShape, scope: 'event' | 'all'): FileKind => ({
  title: intl.formatMessage(words.events, { scope }),
  filterName: intl.formatMessage(words.calendar),
  extension: 'ics',
});

export interface SaveRequest {
  files: Files;
  person: PersonFolders;
  /** The file's own name, offered in the dialog or used in the Downloads folder. */
  name: string;
  kind: FileKind;
  /** The text, or bytes, to write. */
  content: string | Uint8Array;
  /** Which file it is, for the words if it cannot be saved ("the guest list"). */
  what: 'guestList' | 'event' | 'events' | 'deskJournal' | 'memorialList' | 'waitingList';
}

/** A file saved for the person. */
export interface SavedFile {
  path: string;
  /**
   * Offers the file to the system's share sheet (a phone, where a Downloads folder is not where a
   * person looks); null where this home has none. Not used by the screens yet.
   */
  share: ((title: string) => Promise<boolean>) | null;
}

/** The file as saved, or null when the person cancelled the dialog. */
export async function saveChosenFile(request: SaveRequest): Promise<SavedFile | null> {
  const { files, person } = request;
  let path: string | null = null;
  if (person.chooseSaveFile) {
    path = await person.chooseSaveFile(files.join(person.downloadsFolder, request.name), request.kind);
    if (!path) return null;
  }
  try {
    // The person chose the name (and, in the dialog, whether to replace a file of that name);
    // with no save dialog (browser mode), the Downloads folder, never over a file already there.
    if (path) await files.writeWhole(path, request.content);
    else path = await saveInFolder(files, person.downloadsFolder, request.name, request.content);
  } catch {
    throw new LocalError(
      'internal',
      path ? say(FILE_WORDS.notSavedAs, { what: request.what, path }) : say(FILE_WORDS.notSavedIn, { what: request.what, folder: person.downloadsFolder }),
    );
  }
  const saved = path;
  const share = person.shareFile;
  return { path: saved, share: share ? (title) => share(saved, title) : null };
}

/** Writes the file whole beside its name, then gives it the first free name in the folder; its path. */
async function saveInFolder(files: Files, folder: string, name: string, content: string | Uint8Array): Promise<string> {
  const temp = temporaryPath(files, folder, name);
  await files.writeWhole(temp, content);
  try {
    return files.join(folder, await placeFile(files, temp, folder, name));
  } catch (error) {
    await files.remove(temp).catch(() => undefined);
    throw error;
  }
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
