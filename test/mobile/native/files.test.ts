import { Directory } from '@capacitor/filesystem';
import { describe, expect, it } from 'vitest';
import { CACHE_FOLDER, CapacitorFiles, DATA_FOLDER, DOCUMENTS_FOLDER } from '../../../mobile/native/files';
import { FakeFilesystem, Killed } from './fake-filesystem';

describe('the phone’s Files (@capacitor/filesystem)', () => {
  it('keeps the data folder in Library, downloads in Documents, and refuses anything else', () => {
    const files = new CapacitorFiles(new FakeFilesystem());
    expect(files.dataFolder).toBe(DATA_FOLDER);
    expect(files.place(files.join(DATA_FOLDER, 'settings.json'))).toEqual({ directory: Directory.Library, path: 'settings.json' });
    expect(files.place(files.join(DOCUMENTS_FOLDER, 'Memorial Book.pdf'))).toEqual({ directory: Directory.Documents, path: 'Memorial Book.pdf' });
    expect(files.place(`${CACHE_FOLDER}/share/a.csv`)).toEqual({ directory: Directory.Cache, path: 'share/a.csv' });
    expect(files.join(DATA_FOLDER, 'archive', '.', 'x', '..', 'y.zip')).toBe(`${DATA_FOLDER}/archive/y.zip`);
    expect(() => files.place('/etc/passwd')).toThrow(/outside the folders/);
    expect(() => files.place(`${DATA_FOLDER}/../../etc`)).toThrow();
    expect(() => files.join('..', 'x')).toThrow(/above/);
  });

  it('writes, reads, lists, stats, renames and removes', async () => {
    const fs = new FakeFilesystem();
    const files = new CapacitorFiles(fs);
    const settings = files.join(files.dataFolder, 'settings.json');
    expect(await files.readText(settings)).toBeNull();
    expect(await files.stat(settings)).toBeNull();
    expect(await files.list(files.join(files.dataFolder, 'nowhere'))).toEqual([]);

    await files.writeWhole(settings, '{"accounts":[]}');
    expect(await files.readText(settings)).toBe('{"accounts":[]}');
    await files.writeWhole(files.join(files.dataFolder, 'archive', 'b.bin'), new Uint8Array([0, 1, 2, 255]));
    expect(await files.readBytes(files.join(files.dataFolder, 'archive', 'b.bin'))).toEqual(new Uint8Array([0, 1, 2, 255]));
    expect(await files.stat(files.join(files.dataFolder, 'archive'))).toEqual({ kind: 'folder', bytes: 0 });
    expect(await files.stat(settings)).toEqual({ kind: 'file', bytes: 15 });
    expect(await files.list(files.dataFolder)).toEqual(['archive', 'settings.json']);

    await files.makeFolder(files.join(files.dataFolder, 'a', 'b'));
    await files.makeFolder(files.join(files.dataFolder, 'a', 'b'));
    await files.rename(settings, files.join(files.dataFolder, 'a', 'b', 'moved.json'));
    expect(await files.readText(settings)).toBeNull();
    expect(await files.readText(files.join(files.dataFolder, 'a', 'b', 'moved.json'))).toBe('{"accounts":[]}');

    await files.writeWhole(settings, 'again');
    await expect(files.rename(settings, files.join(files.dataFolder, 'a', 'b', 'moved.json'))).rejects.toThrow(/there already/);
    expect(await files.readText(files.join(files.dataFolder, 'a', 'b', 'moved.json'))).toBe('{"accounts":[]}');

    await files.remove(files.join(files.dataFolder, 'a'));
    await files.remove(files.join(files.dataFolder, 'a'));
    await files.remove(settings);
    expect(await files.list(files.dataFolder)).toEqual(['archive']);
    await expect(files.remove(files.dataFolder)).rejects.toThrow(/never removed/);
  });

  it('create() makes a new file and appends what is written, refusing a file already there', async () => {
    const fs = new FakeFilesystem();
    const files = new CapacitorFiles(fs);
    const path = files.join(DOCUMENTS_FOLDER, '.Memorial Book.pdf.part');
    const writer = await files.create(path);
    await writer.write(new TextEncoder().encode('%PDF-1.7 '));
    await writer.write(new TextEncoder().encode('the rest'));
    await writer.close();
    expect(fs.text(Directory.Documents, '.Memorial Book.pdf.part')).toBe('%PDF-1.7 the rest');
    await expect(writer.write(new Uint8Array([1]))).rejects.toThrow(/closed/);
    await expect(files.create(path)).rejects.toThrow(/there already/);
  });

  it('create() hands a large download to the plugin in large pieces, not one call per chunk', async () => {
    const fs = new FakeFilesystem();
    const files = new CapacitorFiles(fs);
    const writer = await files.create(files.join(DOCUMENTS_FOLDER, 'big.zip'));
    const chunk = new Uint8Array(16 * 1024).fill(7);
    for (let i = 0; i < 100; i++) await writer.write(chunk);
    await writer.close();
    expect((await files.readBytes(files.join(DOCUMENTS_FOLDER, 'big.zip')))!.length).toBe(100 * chunk.length);
    expect(fs.calls.filter((call) => call.startsWith('appendFile')).length).toBeLessThanOrEqual(4);
  });

  it('writeWhole never leaves half a file under the real name, wherever the app is killed', async () => {
    const settings = `${DATA_FOLDER}/settings.json`;
    const before = 'old content, whole';
    const after = 'new content, whole, and longer than the old';
    // Count the steps of one write over an old file, then kill the app at each of them in turn.
    const counting = new FakeFilesystem();
    await new CapacitorFiles(counting).writeWhole(settings, before);
    const stepsBefore = counting.stepsTaken;
    await new CapacitorFiles(counting).writeWhole(settings, after);
    const steps = counting.stepsTaken - stepsBefore;
    expect(steps).toBeGreaterThanOrEqual(4);

    const seen = new Set<string>();
    for (let crash = 1; crash <= steps; crash++) {
      const fs = new FakeFilesystem();
      await new CapacitorFiles(fs).writeWhole(settings, before);
      fs.crashAt = fs.stepsTaken + crash;
      await expect(new CapacitorFiles(fs).writeWhole(settings, after)).rejects.toBeInstanceOf(Killed);
      fs.crashAt = null;
      // The app starts again: a new page, new adapters, the same files.
      const restarted = new CapacitorFiles(fs);
      const text = await restarted.readText(settings);
      expect([before, after], `killed at step ${crash} of ${steps}: ${fs.names(Directory.Library).join(', ')}`).toContain(text);
      seen.add(text!);
      expect(await restarted.list(DATA_FOLDER)).toContain('settings.json');
      // Whatever was left, the next write and read are as usual.
      await restarted.writeWhole(settings, 'after the restart');
      expect(await restarted.readText(settings)).toBe('after the restart');
      expect(fs.names(Directory.Library).filter((name) => name.endsWith('.whole'))).toEqual([]);
    }
    // The kill points cover both outcomes, including the one between the plugin's delete and its move.
    expect([...seen].sort()).toEqual([after, before].sort());
  });

  it('a removed file does not come back from a write the app was killed in the middle of', async () => {
    const fs = new FakeFilesystem();
    const files = new CapacitorFiles(fs);
    await files.writeWhole(`${DATA_FOLDER}/x.json`, 'one');
    fs.entries.set(`${Directory.Library}:.x.json.whole`, new TextEncoder().encode('two'));
    await files.remove(`${DATA_FOLDER}/x.json`);
    expect(await new CapacitorFiles(fs).readText(`${DATA_FOLDER}/x.json`)).toBeNull();
  });
});
