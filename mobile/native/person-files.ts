/**
 * The PersonFiles port on a phone: no folder chooser, save dialog or file manager, but the
 * Documents folder for downloads and the system's share sheet (@capacitor/share).
 */
import { Directory } from '@capacitor/filesystem';
import type { ShareOptions, ShareResult } from '@capacitor/share';
import type { PersonFiles } from '../../core/ports';
import { DOCUMENTS_FOLDER, split, type CapacitorFiles, type Filesystem, type Place } from './files';
import { messageOf } from './plugin-errors';

/** The share sheet (Share from @capacitor/share in the app). */
export interface ShareSheet {
  share(options: ShareOptions): Promise<ShareResult>;
}

/**
 * What the phone offers in place of a file manager: downloads go to /Documents, and a saved file
 * is offered to the system's share sheet. A file in the data folder is copied to /Cache first, so
 * the share sheet (Android's FileProvider: the Documents and cache folders only) never reaches the
 * app's own files.
 */
export class PhonePersonFiles implements PersonFiles {
  readonly downloadsFolder = DOCUMENTS_FOLDER;

  constructor(
    private readonly files: CapacitorFiles,
    private readonly fs: Filesystem,
    private readonly sheet: ShareSheet,
  ) {}

  readonly shareFile = async (path: string, title: string): Promise<boolean> => {
    let place = this.files.place(path);
    if (place.directory === Directory.Library) {
      const { name } = split(place.path);
      const copy: Place = { directory: Directory.Cache, path: `share/${name}` };
      await this.fs.deleteFile(copy).catch(() => undefined);
      await this.fs.mkdir({ directory: Directory.Cache, path: 'share', recursive: true }).catch(() => undefined);
      await this.fs.copy({ directory: place.directory, from: place.path, toDirectory: copy.directory, to: copy.path });
      place = copy;
    }
    const { uri } = await this.fs.getUri(place);
    try {
      await this.sheet.share({ title, dialogTitle: title, files: [uri] });
      return true;
    } catch (error) {
      // The person closed the sheet without choosing.
      if (/cancel/i.test(messageOf(error))) return false;
      throw error;
    }
  };
}
