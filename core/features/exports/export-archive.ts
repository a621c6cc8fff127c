/**
 * The local archive: what was exported and downloaded before, per memorial, with dates and sizes.
 * This is what families fear losing, so it lives on this computer and needs no connection: the
 * list is kept in state.sqlite (its `archive` table: core/store/state.ts), and each file's
 * presence is checked through the Files port when the list is read.
 *
 * An older version kept the list in `export-archive.json`: it is carried across once, at the first
 * start of this one (`importOnce`), and renamed `export-archive.json.imported-<time>`.
 *
 * The app's own archive folder (`archive/` in the data folder) holds one folder per memorial, for
 * those who keep their exports there rather than in Downloads; those folders stay where they are.
 */
import { z } from 'zod';
import type { ArchiveEntry } from '../../../shared/bridge/exports';
import type { Clock } from '../../clock';
import type { Files } from '../../ports';
import { importOnce } from '../../store/state';
import type { Store, StoreTx } from '../../store/store';

/** The file an older version kept the list in. */
export const OLD_ARCHIVE_FILE = 'export-archive.json';

const ArchiveRecord = z.object({
  id: z.string().min(1).max(100),
  accountId: z.string().min(1).max(100),
  memorialId: z.number().int().positive(),
  memorialName: z.string().max(300).nullable(),
  type: z.enum(['pdf', 'zip']),
  fileName: z.string().min(1).max(300),
  folder: z.string().min(1).max(4000),
  bytes: z.number().int().nonnegative(),
  exportedAt: z.string(),
});
export type ArchiveRecord = z.infer<typeof ArchiveRecord>;

/** `export-archive.json` as conf kept it: `{ "entries": [ ... ] }`. */
const OldArchiveFile = z.object({ entries: z.array(z.unknown()).catch([]) });

/** A memorial's folder name: its name when known (for finding it by eye), always its number (to find it again). */
export function archiveFolderName(memorialId: number, memorialName: string | null | undefined): string {
  const name = (memorialName ?? '')
    .replace(/[^\p{L}\p{N} .'-]+/gu, ' ')
    .replace(/^[.\s]+/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)
    .trim();
  return name ? `${name} (${memorialId})` : `Memorial ${memorialId}`;
}

/**
 * A memorial's folder in the archive at `root`: the one already there for it (whatever name it
 * had then), else a new name. Not created until something is saved in it.
 */
export async function memorialFolder(files: Files, root: string, memorialId: number, memorialName: string | null | undefined): Promise<string> {
  const existing = (await files.list(root).catch(() => [])).find((name) => name.endsWith(`(${memorialId})`) || name === `Memorial ${memorialId}`);
  return files.join(root, existing ?? archiveFolderName(memorialId, memorialName));
}

export class ExportArchive {
  /** The app's own archive folder. */
  readonly root: string;

  private constructor(
    private readonly state: Store,
    private readonly files: Files,
    private readonly clock: Clock,
  ) {
    this.root = files.join(files.dataFolder, 'archive');
  }

  /** The archive's list in `state`, with what an older version's `export-archive.json` held carried across once. */
  static async open(state: Store, files: Files, clock: Clock): Promise<ExportArchive> {
    await importOnce(state, files, clock, OLD_ARCHIVE_FILE, carryOldArchive);
    return new ExportArchive(state, files, clock);
  }

  /**
   * The memorial's folder in the app's archive: the one already there for it (whatever name it
   * had then), else a new name. Not created until something is saved in it.
   */
  folderFor(memorialId: number, memorialName: string | null | undefined): Promise<string> {
    return memorialFolder(this.files, this.root, memorialId, memorialName);
  }

  /** Adds a file to the list; resolves once it is kept. */
  async add(record: Omit<ArchiveRecord, 'id' | 'exportedAt'>): Promise<ArchiveRecord> {
    const full = ArchiveRecord.parse({ ...record, id: crypto.randomUUID(), exportedAt: new Date(this.clock.now()).toISOString() });
    await insert(this.state, full);
    return full;
  }

  async get(id: string): Promise<ArchiveRecord | null> {
    const row = await this.state.get<{ record: string }>('SELECT record FROM archive WHERE id = ?', [id]);
    return row ? recordOf(row.record) : null;
  }

  /** The account's entries (of one memorial, or all), newest first, each checked on disk. */
  async list(accountId: string, memorialId?: number): Promise<ArchiveEntry[]> {
    const rows =
      memorialId === undefined
        ? await this.state.query<{ record: string }>('SELECT record FROM archive WHERE account_id = ? ORDER BY rowid', [accountId])
        : await this.state.query<{ record: string }>('SELECT record FROM archive WHERE account_id = ? AND memorial_id = ? ORDER BY rowid', [
            accountId,
            memorialId,
          ]);
    const mine = rows.flatMap((row) => recordOf(row.record) ?? []).sort((a, b) => (a.exportedAt < b.exportedAt ? 1 : a.exportedAt > b.exportedAt ? -1 : 0));
    return Promise.all(mine.map(async (r) => ({ ...r, present: await this.isThere(this.files.join(r.folder, r.fileName), r.bytes) })));
  }

  private async isThere(path: string, bytes: number): Promise<boolean> {
    const found = await this.files.stat(path).catch(() => null);
    return found !== null && found.kind === 'file' && found.bytes === bytes;
  }
}

function recordOf(text: string): ArchiveRecord | null {
  try {
    const parsed = ArchiveRecord.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function insert(tx: StoreTx, record: ArchiveRecord): Promise<void> {
  await tx.run('INSERT OR IGNORE INTO archive (id, account_id, memorial_id, record) VALUES (?, ?, ?, ?)', [
    record.id,
    record.accountId,
    record.memorialId,
    JSON.stringify(record),
  ]);
}

/** An older version's list, in its order; an entry that makes no sense is left out, as that version did when reading. */
async function carryOldArchive(text: string, tx: StoreTx, first: (item: string) => Promise<boolean>): Promise<void> {
  const old = OldArchiveFile.parse(JSON.parse(text));
  for (const entry of old.entries) {
    const parsed = ArchiveRecord.safeParse(entry);
    if (parsed.success && (await first(parsed.data.id))) await insert(tx, parsed.data);
  }
}
