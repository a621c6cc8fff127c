/**
 * The desk journal: every action this computer took for a funeral home (a memorial provisioned,
 * and which way; an invitation sent again; the owners looked up; a hand-out printed; the list
 * saved), with the time and the initials of whoever is at the desk, if the desk set them.
 *
 * The service has no staff identity, so an entry says only what this computer did: its own name,
 * and initials typed in Settings, which prove nothing and are offered as a help to the office.
 *
 * Kept in the data folder (`desk-journal.json`): written whole or not at all (temporary file,
 * fsync, rename), owner-only, one write at a time, so it survives a restart or a crash mid-write.
 * A file that cannot be read is moved aside, never overwritten, and the journal starts afresh.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, renameSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { JournalEntry, type Journal, type JournalKind } from '../../../shared/bridge/desk';
import type { Clock } from '../../clock';
import { writeWhole } from '../../files/atomic-file';

const JournalFile = z.object({
  version: z.literal(1),
  initials: z.string().nullable().catch(null),
  entries: z.array(z.unknown()),
});

/** The oldest entries go past this many (years of a busy desk). */
const MOST_ENTRIES = 20_000;

export interface JournalRecord {
  accountId: string;
  kind: JournalKind;
  what: string;
  memorialName?: string | null;
}

export class DeskJournal {
  readonly file: string;
  readonly computer: string;
  private entries: JournalEntry[] = [];
  private initials: string | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    dataDir: string,
    private readonly clock: Clock,
    computer: string = hostname(),
  ) {
    this.file = join(dataDir, 'desk-journal.json');
    this.computer = computer || 'this computer';
    this.load();
  }

  /** Adds an entry; resolves once it is on disk. */
  async record(record: JournalRecord): Promise<JournalEntry> {
    const entry: JournalEntry = {
      id: randomUUID(),
      accountId: record.accountId,
      at: new Date(this.clock.now()).toISOString(),
      kind: record.kind,
      what: record.what,
      memorialName: record.memorialName ?? null,
      initials: this.initials,
      computer: this.computer,
    };
    this.entries.push(entry);
    if (this.entries.length > MOST_ENTRIES) this.entries.splice(0, this.entries.length - MOST_ENTRIES);
    await this.save();
    return entry;
  }

  /** The account's entries, newest first. */
  list(accountId: string): Journal {
    return {
      entries: this.entries.filter((e) => e.accountId === accountId).reverse(),
      initials: this.initials,
      computer: this.computer,
      file: this.file,
    };
  }

  /** The last entry of that kind for the account (to leave out a repeat a moment later). */
  last(accountId: string, kind: JournalKind): JournalEntry | null {
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const entry = this.entries[i]!;
      if (entry.accountId === accountId && entry.kind === kind) return entry;
    }
    return null;
  }

  getInitials(): string | null {
    return this.initials;
  }

  async setInitials(initials: string): Promise<string | null> {
    this.initials = initials.trim() || null;
    await this.save();
    return this.initials;
  }

  /** Waits for the writes under way (closing). */
  async flush(): Promise<void> {
    await this.writing;
  }

  private save(): Promise<void> {
    // One write at a time, each of the whole journal as it is when its turn comes.
    const next = this.writing.then(() => writeWhole(this.file, JSON.stringify({ version: 1, initials: this.initials, entries: this.entries })));
    this.writing = next.catch((error: unknown) => {
      console.error('memorial-desk: the desk journal could not be written:', error instanceof Error ? error.name : 'unknown error');
    });
    return next;
  }

  private load(): void {
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch {
      return; // No journal yet.
    }
    try {
      const parsed = JournalFile.parse(JSON.parse(text));
      this.initials = parsed.initials;
      this.entries = parsed.entries.flatMap((raw) => {
        const entry = JournalEntry.safeParse(raw);
        return entry.success ? [entry.data] : [];
      });
    } catch {
      // Kept for the person, never overwritten.
      renameSync(this.file, `${this.file}.unreadable-${this.clock.now()}`);
    }
  }
}
