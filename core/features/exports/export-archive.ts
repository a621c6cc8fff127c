/**
 * The local archive: what was exported and downloaded before, per memorial, with dates and sizes.
 * This is what families fear losing, so it lives on this computer and needs no connection: the
 * list is kept in the data folder (`export-archive.json`, owner-only, written atomically by `conf`)
 * and each file's presence is checked when the list is read.
 *
 * The app's own archive folder (`archive/` in the data folder) holds one folder per memorial, for
 * those who keep their exports there rather than in Downloads.
 */
import { randomUUID } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type Conf from 'conf';
import { z } from 'zod';
import type { ArchiveEntry } from '../../../shared/bridge/exports';
import { realClock, type Clock } from '../../clock';
import { openConfFile } from '../../files/conf-file';

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
export async function memorialFolder(root: string, memorialId: number, memorialName: string | null | undefined): Promise<string> {
  try {
    const existing = (await readdir(root)).find((name) => name.endsWith(`(${memorialId})`) || name === `Memorial ${memorialId}`);
    if (existing) return join(root, existing);
  } catch {
    // No archive folder yet.
  }
  return join(root, archiveFolderName(memorialId, memorialName));
}

export class ExportArchive {
  private readonly conf: Conf<Record<string, unknown>>;
  /** The app's own archive folder. */
  readonly root: string;

  constructor(
    dataDir: string,
    private readonly clock: Clock = realClock,
  ) {
    this.conf = openConfFile(dataDir, 'export-archive');
    this.root = join(dataDir, 'archive');
  }

  /**
   * The memorial's folder in the app's archive: the one already there for it (whatever name it
   * had then), else a new name. Not created until something is saved in it.
   */
  async folderFor(memorialId: number, memorialName: string | null | undefined): Promise<string> {
    return memorialFolder(this.root, memorialId, memorialName);
  }

  add(record: Omit<ArchiveRecord, 'id' | 'exportedAt'>): ArchiveRecord {
    const full = ArchiveRecord.parse({ ...record, id: randomUUID(), exportedAt: new Date(this.clock.now()).toISOString() });
    this.conf.set('entries', [...this.records(), full]);
    return full;
  }

  get(id: string): ArchiveRecord | null {
    return this.records().find((r) => r.id === id) ?? null;
  }

  /** The account's entries (of one memorial, or all), newest first, each checked on disk. */
  async list(accountId: string, memorialId?: number): Promise<ArchiveEntry[]> {
    const mine = this.records()
      .filter((r) => r.accountId === accountId && (memorialId === undefined || r.memorialId === memorialId))
      .sort((a, b) => (a.exportedAt < b.exportedAt ? 1 : a.exportedAt > b.exportedAt ? -1 : 0));
    return Promise.all(mine.map(async (r) => ({ ...r, present: await isThere(join(r.folder, r.fileName), r.bytes) })));
  }

  private records(): ArchiveRecord[] {
    const raw = this.conf.store.entries;
    if (!Array.isArray(raw)) return [];
    return raw.flatMap((entry) => {
      const parsed = ArchiveRecord.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
  }
}

async function isThere(path: string, bytes: number): Promise<boolean> {
  try {
    const found = await stat(path);
    return found.isFile() && found.size === bytes;
  } catch {
    return false;
  }
}
