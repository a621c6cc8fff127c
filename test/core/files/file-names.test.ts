import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extensionOf, freeName, lastPart, placeFile, temporaryPath } from '../../../core/files/file-names';
import { NodeFiles } from '../../../electron/node/files';
import { useTempFolders } from '../../helpers/temp-folder';

const tempFolder = useTempFolders();

describe('names of files in a folder', () => {
  it('reads a name’s extension and a path’s last part, whichever slash it was written with', () => {
    expect(extensionOf('book.pdf')).toBe('.pdf');
    expect(extensionOf('archive.tar.gz')).toBe('.gz');
    expect(extensionOf('.hidden')).toBe('');
    expect(extensionOf('README')).toBe('');
    expect(lastPart('../../etc/passwd')).toBe('passwd');
    expect(lastPart('C:\\Users\\x\\book.pdf')).toBe('book.pdf');
    expect(lastPart('folder/')).toBe('folder');
  });

  it('finds the first name not taken, and puts a finished file under it, never over one already there', async () => {
    const folder = tempFolder('file-names');
    const files = new NodeFiles(folder);
    writeFileSync(join(folder, 'Guest list.csv'), 'the first');
    writeFileSync(join(folder, 'Guest list (2).csv'), 'the second');
    expect(await freeName(files, folder, 'Guest list.csv')).toBe('Guest list (3).csv');
    expect(await freeName(files, folder, 'Other.csv')).toBe('Other.csv');

    const temp = temporaryPath(files, folder, 'Guest list.csv');
    expect(temp).toMatch(/\/\.Guest list\.csv\.[0-9a-f]{12}\.part$/);
    await files.writeWhole(temp, 'the third');
    expect(await placeFile(files, temp, folder, 'Guest list.csv')).toBe('Guest list (3).csv');
    expect(readdirSync(folder).sort()).toEqual(['Guest list (2).csv', 'Guest list (3).csv', 'Guest list.csv']);
    expect(readFileSync(join(folder, 'Guest list.csv'), 'utf8')).toBe('the first');
  });

  it('moves on to the next name when one is taken between the look and the rename', async () => {
    const folder = tempFolder('file-names');
    const disk = new NodeFiles(folder);
    // Another program saves "book.pdf" just after Memorial Desk looked.
    let raced = false;
    const files = Object.assign(Object.create(disk) as NodeFiles, {
      rename: async (from: string, to: string) => {
        if (!raced) {
          raced = true;
          writeFileSync(to, 'someone else’s');
        }
        return disk.rename(from, to);
      },
    });
    const temp = temporaryPath(files, folder, 'book.pdf');
    await disk.writeWhole(temp, '%PDF mine');
    expect(await placeFile(files, temp, folder, 'book.pdf')).toBe('book (2).pdf');
    expect(readFileSync(join(folder, 'book.pdf'), 'utf8')).toBe('someone else’s');
    expect(readFileSync(join(folder, 'book (2).pdf'), 'utf8')).toBe('%PDF mine');
  });
});
