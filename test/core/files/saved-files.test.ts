import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalError } from '../../../core/service/client';
import { saveChosenFile, SPREADSHEET } from '../../../core/files/saved-files';
import { NodeFiles } from '../../../electron/node/files';
import { useTempFolders } from '../../helpers/temp-folder';
import { intlIn } from '../../helpers/intl';

const tempFolder = useTempFolders();

function setUp() {
  const data = tempFolder('saved-files-data');
  const downloads = tempFolder('saved-files-downloads');
  return { files: new NodeFiles(data), downloads };
}

const request = { name: 'Guest list - Tea.csv', kind: SPREADSHEET(await intlIn(), 'guestList'), content: '\uFEFFName\r\nAnn\r\n', what: 'guestList' as const };

describe('saving a file the person asked for', () => {
  it('without a save dialog (browser mode): the Downloads folder, beside a file of the same name, whole and owner-only', async () => {
    const { files, downloads } = setUp();
    writeFileSync(join(downloads, 'Guest list - Tea.csv'), 'an earlier one');
    const saved = await saveChosenFile({ ...request, files, person: { downloadsFolder: downloads } });
    expect(saved).toEqual({ path: join(downloads, 'Guest list - Tea (2).csv'), share: null });
    expect(readFileSync(saved!.path, 'utf8')).toBe(request.content);
    expect(readFileSync(join(downloads, 'Guest list - Tea.csv'), 'utf8')).toBe('an earlier one');
    if (process.platform !== 'win32') expect(statSync(saved!.path).mode & 0o777).toBe(0o600);
    // Nothing temporary left beside them.
    expect(readdirSync(downloads).sort()).toEqual(['Guest list - Tea (2).csv', 'Guest list - Tea.csv']);
  });

  it('makes the Downloads folder when it is not there yet', async () => {
    const { files, downloads } = setUp();
    const folder = join(downloads, 'not yet');
    const saved = await saveChosenFile({ ...request, files, person: { downloadsFolder: folder } });
    expect(saved?.path).toBe(join(folder, 'Guest list - Tea.csv'));
  });

  it('with a save dialog: where the person chose, offered in the Downloads folder; nothing when they cancel', async () => {
    const { files, downloads } = setUp();
    const asked: [string, string][] = [];
    const chosen = join(downloads, 'Elsewhere.csv');
    const person = {
      downloadsFolder: downloads,
      chooseSaveFile: (defaultPath: string, kind: { extension: string }) => {
        asked.push([defaultPath, kind.extension]);
        return Promise.resolve(asked.length === 1 ? chosen : null);
      },
    };
    expect(await saveChosenFile({ ...request, files, person })).toEqual({ path: chosen, share: null });
    expect(readFileSync(chosen, 'utf8')).toBe(request.content);
    expect(await saveChosenFile({ ...request, files, person })).toBeNull();
    expect(asked).toEqual([
      [join(downloads, 'Guest list - Tea.csv'), 'csv'],
      [join(downloads, 'Guest list - Tea.csv'), 'csv'],
    ]);
  });

  it('offers the saved file to the share sheet where the home has one (a phone), without using it', async () => {
    const { files, downloads } = setUp();
    const shared: [string, string][] = [];
    const person = { downloadsFolder: downloads, shareFile: (path: string, title: string) => Promise.resolve(shared.push([path, title]) > 0) };
    const saved = await saveChosenFile({ ...request, files, person });
    expect(shared).toEqual([]);
    expect(await saved!.share!('The guest list')).toBe(true);
    expect(shared).toEqual([[saved!.path, 'The guest list']]);
  });

  it('says plainly when the folder cannot be written, and leaves nothing behind', async () => {
    const { files, downloads } = setUp();
    // A file where the folder should be.
    const blocked = join(downloads, 'blocked');
    writeFileSync(blocked, '');
    const saving = saveChosenFile({ ...request, files, person: { downloadsFolder: blocked } });
    await expect(saving).rejects.toBeInstanceOf(LocalError);
    await expect(saving).rejects.toThrow(
      `Memorial Desk could not save the guest list in ${blocked}. Please check the folder can be written to, and try again.`,
    );
    expect(readdirSync(downloads)).toEqual(['blocked']);
  });
});
