import { Directory } from '@capacitor/filesystem';
import { describe, expect, it } from 'vitest';
import { CapacitorFiles, DATA_FOLDER, DOCUMENTS_FOLDER } from '../../../mobile/native/files';
import { PhonePersonFiles, type ShareSheet } from '../../../mobile/native/person-files';
import { FakeFilesystem } from './fake-filesystem';

/** The phone's PersonFiles (mobile/native/person-files.ts), over the fake filesystem of files.test.ts. */
describe('the phone’s person files', () => {
  it('downloads go to Documents, and sharing a data-folder file shares a copy in the cache', async () => {
    const fs = new FakeFilesystem();
    const files = new CapacitorFiles(fs);
    const shared: unknown[] = [];
    const sheet: ShareSheet = {
      share: (options) => {
        shared.push(options);
        return Promise.resolve({});
      },
    };
    const person = new PhonePersonFiles(files, fs, sheet);
    expect(person.downloadsFolder).toBe(DOCUMENTS_FOLDER);

    await files.writeWhole(`${DOCUMENTS_FOLDER}/Book.pdf`, '%PDF');
    expect(await person.shareFile(`${DOCUMENTS_FOLDER}/Book.pdf`, 'Memorial Book')).toBe(true);
    await files.writeWhole(`${DATA_FOLDER}/archive/Guests.csv`, 'a,b');
    expect(await person.shareFile(`${DATA_FOLDER}/archive/Guests.csv`, 'Guests')).toBe(true);
    expect(shared).toEqual([
      { title: 'Memorial Book', dialogTitle: 'Memorial Book', files: [`file:///${Directory.Documents}/Book.pdf`] },
      { title: 'Guests', dialogTitle: 'Guests', files: [`file:///${Directory.Cache}/share/Guests.csv`] },
    ]);
    expect(fs.text(Directory.Cache, 'share/Guests.csv')).toBe('a,b');
  });

  it('a share sheet closed without choosing is false, not an error', async () => {
    const fs = new FakeFilesystem();
    const files = new CapacitorFiles(fs);
    await files.writeWhole(`${DOCUMENTS_FOLDER}/a.ics`, 'BEGIN:VCALENDAR');
    const cancelled = new PhonePersonFiles(files, fs, { share: () => Promise.reject(new Error('Share canceled')) });
    expect(await cancelled.shareFile(`${DOCUMENTS_FOLDER}/a.ics`, 'Event')).toBe(false);
    const broken = new PhonePersonFiles(files, fs, { share: () => Promise.reject(new Error('Error sharing item')) });
    await expect(broken.shareFile(`${DOCUMENTS_FOLDER}/a.ics`, 'Event')).rejects.toThrow(/sharing/);
  });
});
