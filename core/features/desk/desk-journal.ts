/**
 * The desk journal: every action this computer took for a funeral home (a memorial provisioned,
 * and which way; an invitation sent again; the owners looked up; a hand-out printed; the list
 * saved), with the time and the initials of whoever is at the desk, if the desk set them.
 *
 * The service has no staff identity, so an entry says only what this computer did: its own name
 * (HostInfo.deviceName), and initials typed in Settings, which prove nothing and are offered as a
 * help to the office.
 *
 * Kept in state.sqlite (core/store/state.ts): each entry a row of `journal`, in the order recorded,
 * the initials a row of `settings`; an entry is on the disk before `record` resolves. An older
 * version kept it in `desk-journal.json`: carried across once, at the first start of this one
 * (`importOnce`), and renamed `desk-journal.json.imported-<time>`; a file it cannot read is kept
 * aside as `desk-journal.json.unreadable-<time>` and the journal starts afresh. An entry an older
 * version recorded is read as this one records it (`asNow`).
 */
import { z } from 'zod';
import { JournalEntry, type Journal, type JournalKind } from '../../../shared/bridge/desk';
import type { Clock } from '../../clock';
import type { Files } from '../../ports';
import { importOnce, STATE_FILE } from '../../store/state';
import type { Store, StoreTx } from '../../store/store';

/** The file an older version kept the journal in. */
export const OLD_JOURNAL_FILE = 'desk-journal.json';

/** The initials' row in `settings`. */
const INITIALS = 'desk.initials';

const OldJournalFile = z.object({
  version: z.literal(1),
  initials: z.string().nullable().catch(null),
  entries: z.array(z.unknown()),
});

/** The oldest entries go past this many (years of a busy desk). */
const MOST_ENTRIES = 20_000;
/** How many entries `last` reads at a time. */
const PAGE = 100;

export interface JournalRecord {
  accountId: string;
  kind: JournalKind;
  what: string;
  memorialName?: string | null;
  /** A saved list's: which list, and how many rows. */
  list?: JournalEntry['list'];
}

export interface JournalOptions {
  state: Store;
  files: Files;
  clock: Clock;
  /** The computer's name (HostInfo.deviceName). */
  computer: string;
}

export class DeskJournal {
  /** Where the journal is kept, for the person. */
  readonly file: string;
  readonly computer: string;
  private readonly state: Store;
  private readonly clock: Clock;

  private constructor(
    options: JournalOptions,
    private initials: string | null,
  ) {
    this.state = options.state;
    this.clock = options.clock;
    this.file = options.files.join(options.files.dataFolder, STATE_FILE);
    // Empty when the system gives no name (a phone): the screen and the spreadsheet then say
    // "this device" in the person's language, rather than a word stored in one language.
    this.computer = options.computer.trim();
  }

  /** The journal in `state`, with an older version's `desk-journal.json` carried across once. */
  static async open(options: JournalOptions): Promise<DeskJournal> {
    await importOnce(options.state, options.files, options.clock, OLD_JOURNAL_FILE, carryOldJournal);
    const row = await options.state.get<{ record: string }>('SELECT record FROM settings WHERE name = ?', [INITIALS]);
    return new DeskJournal(options, row ? initialsOf(row.record) : null);
  }

  /** Adds an entry; resolves once it is on disk. */
  async record(record: JournalRecord): Promise<JournalEntry> {
    const entry: JournalEntry = {
      id: crypto.randomUUID(),
      accountId: record.accountId,
      at: new Date(this.clock.now()).toISOString(),
      kind: record.kind,
      what: record.what,
      memorialName: record.memorialName ?? null,
      ...(record.list ? { list: record.list } : {}),
      initials: this.initials,
      computer: this.computer,
    };
    await this.state.transaction(async (tx) => {
      await insert(tx, entry);
      // The oldest go, past the most kept.
      await tx.run('DELETE FROM journal WHERE rowid <= (SELECT rowid FROM journal ORDER BY rowid DESC LIMIT 1 OFFSET ?)', [MOST_ENTRIES]);
    });
    return entry;
  }

  /** The account's entries, newest first. */
  async list(accountId: string): Promise<Journal> {
    const rows = await this.state.query<{ record: string }>('SELECT record FROM journal WHERE account_id = ? ORDER BY rowid DESC', [accountId]);
    return {
      entries: rows.flatMap((row) => entryOf(row.record) ?? []),
      initials: this.initials,
      computer: this.computer,
      file: this.file,
    };
  }

  /** The last entry of that kind for the account (to leave out a repeat a moment later). */
  async last(accountId: string, kind: JournalKind): Promise<JournalEntry | null> {
    // A page at a time, newest first: the one looked for is usually among the last few.
    for (let offset = 0; ; offset += PAGE) {
      const rows = await this.state.query<{ record: string }>('SELECT record FROM journal WHERE account_id = ? ORDER BY rowid DESC LIMIT ? OFFSET ?', [
        accountId,
        PAGE,
        offset,
      ]);
      for (const row of rows) {
        const entry = entryOf(row.record);
        if (entry?.kind === kind) return entry;
      }
      if (rows.length < PAGE) return null;
    }
  }

  getInitials(): string | null {
    return this.initials;
  }

  /** Sets the initials recorded with each new entry (none when blank); resolves once kept. */
  async setInitials(initials: string): Promise<string | null> {
    const next = initials.trim() || null;
    await saveInitials(this.state, next);
    this.initials = next;
    return next;
  }
}

function entryOf(text: string): JournalEntry | null {
  try {
    const parsed = JournalEntry.safeParse(JSON.parse(text));
    return parsed.success ? asNow(parsed.data) : null;
  } catch {
    return null;
  }
}

/**
 * The names older versions recorded for a computer the system gave no name: a phone's
 * (PHONE_DEVICE_NAME, mobile/native/host-info.ts) and a desktop's, both English. Read as no name,
 * so the screen and the spreadsheet say "this device" in the person's language.
 */
const OLD_UNNAMED_COMPUTERS = new Set(['phone', 'this computer']);

/** The English older versions recorded for a saved list before its list was kept (core/features/desk/records.ts). */
const OLD_LIST_SAVED = /^Saved the list of (memorials|families waiting) as a spreadsheet \((\d+) rows?\)\.$/;

/** An entry as this version records it: an older version's unnamed computer as none, and its saved list read back from its English. */
function asNow(entry: JournalEntry): JournalEntry {
  const computer = entry.computer.trim();
  const unnamed = computer === '' || OLD_UNNAMED_COMPUTERS.has(computer);
  const list = entry.kind === 'list-saved' && !entry.list ? oldList(entry.what) : undefined;
  if (!list && (!unnamed || entry.computer === '')) return entry;
  return { ...entry, ...(unnamed ? { computer: '' } : {}), ...(list ? { list } : {}) };
}

function oldList(what: string): JournalEntry['list'] {
  const found = OLD_LIST_SAVED.exec(what);
  const rows = Number(found?.[2]);
  if (!found || !Number.isSafeInteger(rows)) return undefined;
  return { which: found[1] === 'memorials' ? 'memorials' : 'waiting', rows };
}

function initialsOf(text: string): string | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  } catch {
    return null;
  }
}

async function insert(tx: StoreTx, entry: JournalEntry): Promise<void> {
  await tx.run('INSERT OR IGNORE INTO journal (id, account_id, at, record) VALUES (?, ?, ?, ?)', [entry.id, entry.accountId, entry.at, JSON.stringify(entry)]);
}

async function saveInitials(tx: StoreTx, initials: string | null): Promise<void> {
  await tx.run('INSERT INTO settings (name, record) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET record = excluded.record', [
    INITIALS,
    JSON.stringify(initials),
  ]);
}

/** An older version's journal, in its order (the oldest first), with its initials; an entry that makes no sense is left out, as that version did. */
async function carryOldJournal(text: string, tx: StoreTx, first: (item: string) => Promise<boolean>): Promise<void> {
  const old = OldJournalFile.parse(JSON.parse(text));
  for (const raw of old.entries) {
    const entry = JournalEntry.safeParse(raw);
    if (entry.success && (await first(entry.data.id))) await insert(tx, entry.data);
  }
  await saveInitials(tx, old.initials?.trim() || null);
}
