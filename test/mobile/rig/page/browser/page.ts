/**
 * The page page.chromium.test.ts opens in Chromium: the phone rig's Files stand-in (OPFS) and
 * its launch secret, each scenario answering what it saw. The test drives it with page.evaluate.
 */
import { OpfsFiles } from '../../../../../mobile/rig/page/files';
import { rigHostInfo, takeLaunchSecret } from '../../../../../mobile/rig/page/start';

const decode = (bytes: Uint8Array | null) => (bytes === null ? null : new TextDecoder().decode(bytes));

async function failure(work: () => Promise<unknown>): Promise<string | null> {
  try {
    await work();
    return null;
  } catch (error) {
    return error instanceof Error ? error.name : String(error);
  }
}

const scenarios = {
  /** The data folder: whole writes, reads, a listing, sizes; missing things are null or nothing. */
  async files() {
    const files = new OpfsFiles();
    const settings = files.join(files.dataFolder, 'settings.json');
    const before = { text: await files.readText(settings), list: await files.list(files.join(files.dataFolder, 'nowhere')), stat: await files.stat(settings) };
    await files.writeWhole(settings, '{"a":1}');
    await files.writeWhole(settings, '{"a":2}');
    await files.writeWhole(files.join(files.dataFolder, 'archive', 'June (3)', 'book.pdf'), new Uint8Array([0x25, 0x50, 0x44, 0x46]));
    return {
      before,
      join: [files.join('/Memorial Desk', 'a/../b', './c'), files.join('/Documents/')],
      climbs: await failure(() => Promise.resolve(files.join('/', '..', 'x'))),
      text: await files.readText(settings),
      bytes: decode(await files.readBytes(files.join(files.dataFolder, 'archive', 'June (3)', 'book.pdf'))),
      list: await files.list(files.dataFolder),
      stat: [await files.stat(settings), await files.stat(files.join(files.dataFolder, 'archive')), await files.stat('/')],
    };
  },

  /** A download: a new file written piece by piece, refused when one is there; renamed only onto nothing. */
  async downloads() {
    const files = new OpfsFiles();
    const part = '/Documents/.Book.pdf.part';
    await files.remove('/Documents');
    const writer = await files.create(part);
    await writer.write(new TextEncoder().encode('%PDF-'));
    await writer.write(new TextEncoder().encode('1.7'));
    await writer.close();
    const again = await failure(() => files.create(part));
    await files.rename(part, '/Documents/Book.pdf');
    await files.writeWhole('/Documents/Other.pdf', 'x');
    const onto = await failure(() => files.rename('/Documents/Book.pdf', '/Documents/Other.pdf'));
    const missing = await failure(() => files.rename('/Documents/Nothing.pdf', '/Documents/Else.pdf'));
    // A folder moves whole (a complete copy's .part folder becomes its own name).
    await files.writeWhole('/Memorial Desk/archive/.Copy.part/Tributes.csv', 'a,b');
    await files.rename('/Memorial Desk/archive/.Copy.part', '/Memorial Desk/archive/Copy');
    return {
      again,
      onto,
      missing,
      book: await files.readText('/Documents/Book.pdf'),
      documents: await files.list('/Documents'),
      copy: await files.readText('/Memorial Desk/archive/Copy/Tributes.csv'),
      archive: await files.list('/Memorial Desk/archive'),
    };
  },

  /** Removing a file or a whole folder; nothing there is not an error. */
  async removing() {
    const files = new OpfsFiles();
    await files.writeWhole('/Memorial Desk/gone/a/b.txt', 'b');
    await files.remove('/Memorial Desk/gone');
    await files.remove('/Memorial Desk/gone');
    await files.remove('/Memorial Desk/never/there.txt');
    return { stat: await files.stat('/Memorial Desk/gone'), list: await files.list('/Memorial Desk/gone') };
  },

  /** The launch secret from the address once (then out of it), from the tab after a reload. */
  secret() {
    const stored = new Map<string, string>();
    const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) };
    const replaced: string[] = [];
    const history = { replaceState: (_data: unknown, _unused: string, url?: string | URL | null) => void replaced.push(String(url)) };
    const first = takeLaunchSecret({ hash: '#secret=s3cr3t_-x', pathname: '/', search: '' }, storage, history);
    const reload = takeLaunchSecret({ hash: '#/memorials/1', pathname: '/', search: '' }, storage, history);
    return { first, reload, replaced };
  },

  /** The share sheet: where the browser has one, and a closed sheet is not shared. */
  async share() {
    const given: unknown[] = [];
    const none = rigHostInfo({}).share === undefined;
    const host = rigHostInfo({ share: (data?: ShareData) => (given.push(data), Promise.resolve()) });
    const shared = await host.share!({ title: 'The memorial for June', url: 'https://memorials.example/s/abc' });
    const closed = await rigHostInfo({ share: () => Promise.reject(new DOMException('closed', 'AbortError')) }).share!({
      title: 't',
      url: 'https://x.example/',
    });
    return { none, shared, closed, given, opens: await host.openExternal('https://x.example/') };
  },
};

(globalThis as unknown as { rigPage: unknown }).rigPage = {
  run: (name: keyof typeof scenarios) => scenarios[name](),
};
