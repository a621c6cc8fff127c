/**
 * The outbox's file: what each entry keeps on disk (the bridge's OutboxEntry, plus the change's
 * inputs, what the person saw, and the backoff), the views of it the outbox hands out, and the
 * reading and writing. The file is always either the old list or the new one, never half of
 * either; one that cannot be read is set aside for a person to look at, never overwritten.
 *
 * It holds each change's operation inputs and labels, never a token.
 */
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { OutboxEntry, Seen } from '../../shared/bridge';
import { syncFolder } from '../files/atomic-file';
import type { Clock } from '../clock';

const Json = z.record(z.string(), z.unknown());
export const OutboxInput = z.strictObject({ params: Json.optional(), query: Json.optional(), body: Json.optional() });
export type OutboxInput = z.infer<typeof OutboxInput>;

/** What `send` and `verify` receive: the entry and the change itself. */
export type OutboxRecord = OutboxEntry & { input: OutboxInput; seen?: Seen | null };

export const StoredEntry = OutboxEntry.extend({
  // Written by earlier versions without these: read as unknown, never as an unreadable file.
  contributionId: z.number().int().nullable().default(null),
  touches: z.array(z.string()).default([]),
  body: Json.nullable().default(null),
  holdUntil: z.string().nullable().default(null),
  waiting: OutboxEntry.shape.waiting.default(null),
  input: OutboxInput,
  /** What the person saw when they made the change (compared by `checkBeforeSend`). */
  seen: Seen.nullable().default(null),
  /** Not before this time (ms): backoff, or Retry-After. */
  retryAt: z.number().nullable(),
  /** Waits for notifyOnline (signed out, or the scheduler was closed). */
  held: z.boolean(),
  /**
   * Waits out a pause the service set for this one thing (the five-minute wording throttle), not
   * for the account: changes behind it that `waitsBehind` says are independent may go first.
   */
  parked: z.boolean().default(false),
  /** Consecutive failures, for backoff. */
  failures: z.number().int(),
  /** Failures that left the outcome unknown (5xx, unclassified); after a few, give up once verify says not applied. */
  troubles: z.number().int(),
});
export type StoredEntry = z.infer<typeof StoredEntry>;

const FileContent = z.strictObject({ version: z.literal(1), entries: z.array(StoredEntry) });

export interface OutboxFileOptions {
  clock: Clock;
  /** The list as it is now: each write takes it as it is when the write begins. */
  entries: () => StoredEntry[];
  /** A run of writes ended (the outbox may be idle now). */
  onWritten: () => void;
}

export class OutboxFile {
  private pending: Promise<void> | null = null;
  private dirty = false;

  constructor(
    private readonly path: string,
    private readonly options: OutboxFileOptions,
  ) {}

  /** Whether a write is under way. */
  get writing(): boolean {
    return this.pending !== null;
  }

  /** The entries on disk; none when there is no file yet. What a crash left half-written goes first. */
  async load(): Promise<StoredEntry[]> {
    await rm(this.tempFile(), { force: true });
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    try {
      return FileContent.parse(JSON.parse(text)).entries;
    } catch {
      // Never overwrite what we cannot read: keep it aside for a person to look at, and start empty.
      const aside = `${this.path}.unreadable-${this.options.clock.now()}`;
      await rename(this.path, aside);
      console.warn(`outbox: the queue file could not be read; it was kept as ${aside}`);
      return [];
    }
  }

  /** Writes the list. Resolves once a write begun after this call is on disk; writes asked for meanwhile become one. */
  async save(): Promise<void> {
    this.dirty = true;
    this.pending ??= this.flush();
    await this.pending;
  }

  /** Resolves when no write is under way (one that failed too). */
  async settled(): Promise<void> {
    await this.pending?.catch(() => undefined);
  }

  private async flush(): Promise<void> {
    try {
      while (this.dirty) {
        this.dirty = false;
        await this.writeAtomically(JSON.stringify({ version: 1, entries: this.options.entries() } satisfies z.input<typeof FileContent>));
      }
    } finally {
      this.pending = null;
      this.options.onWritten();
    }
  }

  /** Temp file, fsync, rename, fsync the folder: the file is always either the old or the new list. */
  private async writeAtomically(text: string): Promise<void> {
    const folder = dirname(this.path);
    await mkdir(folder, { recursive: true });
    const temp = this.tempFile();
    const handle = await open(temp, 'w', 0o600);
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, this.path);
    await syncFolder(folder);
  }

  private tempFile(): string {
    return `${this.path}.tmp`;
  }
}

/** The entry as the renderer may see it: copies of what it shows. */
export function publicEntry(entry: StoredEntry): OutboxEntry {
  return {
    id: entry.id,
    accountId: entry.accountId,
    operation: entry.operation,
    label: entry.label,
    memorialId: entry.memorialId,
    contributionId: entry.contributionId,
    touches: [...entry.touches],
    body: entry.body ? structuredClone(entry.body) : null,
    holdUntil: entry.holdUntil,
    waiting: entry.waiting ? { ...entry.waiting } : null,
    createdAt: entry.createdAt,
    state: entry.state,
    attempts: entry.attempts,
    message: entry.message,
    code: entry.code,
    finishedAt: entry.finishedAt,
    ...(entry.conflict ? { conflict: structuredClone(entry.conflict) } : {}),
  };
}

/** The entry and the change itself, as `send` and `verify` receive it: copies, so nothing they do reaches the list. */
export function record(entry: StoredEntry): OutboxRecord {
  return { ...publicEntry(entry), input: structuredClone(entry.input), seen: entry.seen ? structuredClone(entry.seen) : null };
}
