import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { archiveFolderName, ExportArchive } from '../../../../core/features/exports/export-archive';
import { FakeClock } from '../../../helpers/fake-clock';
import { openStateFolder, type StateFolder } from '../../../helpers/state-folder';
import { useTempFolders } from '../../../helpers/temp-folder';

const tempFolder = useTempFolders();
const opened: StateFolder[] = [];
afterEach(async () => {
  for (const folder of opened.splice(0)) await folder.close();
});

async function dataFolder(dir = tempFolder('export-archive'), clock = new FakeClock(Date.parse('2026-11-25T09:00:00Z'))): Promise<StateFolder> {
  const folder = await openStateFolder(dir, clock);
  opened.push(folder);
  return folder;
}

const file = (folder: string, name: string, bytes: number) => {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, name), Buffer.alloc(bytes, 1));
};

describe('the local archive', () => {
  it('lists each file exported, per account and memorial, newest first, checking each is still there whole; across a restart', async () => {
    const f = await dataFolder();
    const archive = await ExportArchive.open(f.state, f.files, f.clock);
    const folder = await archive.folderFor(12, 'Thomas / Hughes');
    expect(folder).toBe(join(f.folder, 'archive', 'Thomas Hughes (12)'));
    file(folder, 'book.pdf', 10);
    const book = await archive.add({ accountId: 'a', memorialId: 12, memorialName: 'Thomas Hughes', type: 'pdf', fileName: 'book.pdf', folder, bytes: 10 });
    await (f.clock as FakeClock).advance(60_000);
    file(folder, 'archive.zip', 5);
    await archive.add({ accountId: 'a', memorialId: 12, memorialName: 'Thomas Hughes', type: 'zip', fileName: 'archive.zip', folder, bytes: 6 });
    await archive.add({ accountId: 'a', memorialId: 14, memorialName: null, type: 'zip', fileName: 'gone.zip', folder, bytes: 1 });
    await archive.add({ accountId: 'b', memorialId: 12, memorialName: null, type: 'pdf', fileName: 'book.pdf', folder, bytes: 10 });

    await f.reopen();
    const again = await ExportArchive.open(f.state, f.files, f.clock);
    expect((await again.list('a', 12)).map((e) => [e.fileName, e.present])).toEqual([
      // Its size is not what was downloaded: changed since, so not offered as the same file.
      ['archive.zip', false],
      ['book.pdf', true],
    ]);
    expect((await again.list('a')).map((e) => e.fileName)).toEqual(['archive.zip', 'gone.zip', 'book.pdf']);
    expect(await again.list('c')).toEqual([]);
    expect(await again.get(book.id)).toEqual(book);
    expect(await again.get('no-such-id')).toBeNull();
    expect(readdirSync(f.folder).filter((n) => n.endsWith('.json'))).toEqual([]);
  });

  it('finds a memorial’s folder again whatever its name was then', async () => {
    const f = await dataFolder();
    const archive = await ExportArchive.open(f.state, f.files, f.clock);
    mkdirSync(join(f.folder, 'archive', 'Tom Hughes (12)'), { recursive: true });
    expect(await archive.folderFor(12, 'Thomas Hughes')).toBe(join(f.folder, 'archive', 'Tom Hughes (12)'));
    expect(await archive.folderFor(13, null)).toBe(join(f.folder, 'archive', archiveFolderName(13, null)));
    expect(archiveFolderName(13, '  ..Biscuit\u0000 ')).toBe('Biscuit (13)');
  });

  it('carries an older version’s export-archive.json across once, leaving out an entry that makes no sense', async () => {
    const dir = tempFolder('export-archive');
    const entry = {
      id: 'old-1',
      accountId: 'a',
      memorialId: 12,
      memorialName: 'Thomas Hughes',
      type: 'pdf',
      fileName: 'book.pdf',
      folder: join(dir, 'archive', 'Thomas Hughes (12)'),
      bytes: 10,
      exportedAt: '2026-11-20T09:00:00.000Z',
    };
    file(entry.folder, 'book.pdf', 10);
    writeFileSync(join(dir, 'export-archive.json'), JSON.stringify({ entries: [entry, { id: 'broken' }] }, null, '\t'));
    const f = await dataFolder(dir, new FakeClock(42));
    const archive = await ExportArchive.open(f.state, f.files, f.clock);
    expect(await archive.list('a')).toEqual([{ ...entry, present: true }]);
    expect(readdirSync(dir).filter((n) => n.startsWith('export-archive.json'))).toEqual(['export-archive.json.imported-42']);
    await f.reopen();
    expect(await (await ExportArchive.open(f.state, f.files, f.clock)).list('a')).toHaveLength(1);
  });
});
