/**
 * Where the outbox keeps its list: state.sqlite's `outbox` table (core/store/state.ts), one row
 * per change, in the order the person made them (`seq`), each row's `record` the entry as JSON
 * (outbox-entry.ts). A save writes only what changed since the last one (a row inserted, updated
 * or deleted) in one transaction: on the disk (committed, synchronous = FULL) when it resolves,
 * whole or not at all when the app is killed. Nothing here ever holds a token.
 *
 * Versions before the Store kept the list in `outbox.json`; the first start of this one carries
 * that file into the table exactly once (importOnce: the rows and the note that the file was
 * imported in one transaction), then renames it aside (`outbox.json.imported-<time>`), never
 * deleting it. A file that cannot be read is renamed `outbox.json.unreadable-<time>` for a person
 * to look at, and nothing is carried.
 *
 * A row this version cannot read (written by a newer one) is never overwritten: the person sees it
 * as a change this version cannot send, in plain words, and it stays as it was written until the
 * person dismisses it.
 */
import { z } from 'zod';
import { OUTBOX_STATES } from '../../shared/outbox-states';
import type { Clock } from '../clock';
import type { Files } from '../ports';
import { importOnce } from '../store/state';
import type { Store } from '../store/store';
import { StoredEntry } from './outbox-entry';
import { OUTBOX_SAID } from '../../shared/outbox-words';
import { lazy } from '../../shared/api/lazy';

/** The file versions before the Store kept the outbox in: carried into the table once. */
export const OLD_OUTBOX_FILE = 'outbox.json';

/** That file as those versions wrote it (the outbox's own file module, before the Store held it): the whole list, each entry a StoredEntry. */
export const OldOutboxFile = lazy(() => z.strictObject({ version: z.literal(1), entries: z.array(StoredEntry) }));

export const NOT_SENT_BY_THIS_VERSION = OUTBOX_SAID.notSentByThisVersion.message;
export const NOT_CHECKED_BY_THIS_VERSION = OUTBOX_SAID.notCheckedByThisVersion.message;

export interface OutboxStoreOptions {
  clock: Clock;
  /** The data folder, to carry an older version's outbox.json across. Without it nothing is carried. */
  files?: Files;
  /** The list as it is now: each save takes it as it is when its transaction begins. */
  entries: () => readonly StoredEntry[];
  /** A run of saves ended (the outbox may be idle now). */
  onWritten: () => void;
}

interface Row {
  id: string;
  account_id: string;
  seq: number;
  record: string;
}

/** Stands in `written` for a row this version could not read: it is deleted when its entry goes, never updated. */
const FOREIGN = '\u0000foreign';

export class OutboxStore {
  /** Each row as it is in the table (its record's JSON), by id. */
  private readonly written = new Map<string, string>();
  /** The last `seq` given: a new row goes after every other. */
  private lastSeq = 0;
  private pending: Promise<void> | null = null;
  private dirty = false;

  constructor(
    private readonly state: Store,
    private readonly options: OutboxStoreOptions,
  ) {}

  /** Whether a save is under way. */
  get writing(): boolean {
    return this.pending !== null;
  }

  /** The list in the order it was made, once an older version's file has been carried across. */
  async load(): Promise<StoredEntry[]> {
    await this.carryOldFile();
    const rows = await this.state.query<Row>('SELECT id, account_id, seq, record FROM outbox ORDER BY seq, rowid');
    this.written.clear();
    const entries: StoredEntry[] = [];
    for (const row of rows) {
      this.lastSeq = Math.max(this.lastSeq, Number(row.seq));
      const entry = readRow(row);
      if (entry) {
        entries.push(entry);
        this.written.set(entry.id, JSON.stringify(entry));
      } else {
        console.warn('outbox: a queued change written by another version of Memorial Desk could not be read; it was kept as it was');
        entries.push(foreignEntry(row, this.options.clock.now()));
        this.written.set(row.id, FOREIGN);
      }
    }
    return entries;
  }

  /** Writes what changed. Resolves once a save begun after this call is committed; saves asked for meanwhile become one. */
  async save(): Promise<void> {
    this.dirty = true;
    this.pending ??= this.flush();
    await this.pending;
  }

  /** Resolves when no save is under way (one that failed too). */
  async settled(): Promise<void> {
    await this.pending?.catch(() => undefined);
  }

  private async flush(): Promise<void> {
    try {
      while (this.dirty) {
        this.dirty = false;
        await this.writeChanges();
      }
    } finally {
      this.pending = null;
      this.options.onWritten();
    }
  }

  /** One transaction: the rows of entries gone deleted, of new entries inserted after the rest, of changed entries updated. */
  private async writeChanges(): Promise<void> {
    const done = await this.state.transaction(async (tx) => {
      // The list as it is now, taken before anything is awaited.
      const list = [...this.options.entries()];
      const ids = new Set(list.map((entry) => entry.id));
      const gone = [...this.written.keys()].filter((id) => !ids.has(id));
      const changed: { entry: StoredEntry; json: string; isNew: boolean }[] = [];
      for (const entry of list) {
        const before = this.written.get(entry.id);
        if (before === FOREIGN) continue;
        const json = JSON.stringify(entry);
        if (json !== before) changed.push({ entry, json, isNew: before === undefined });
      }
      let seq = this.lastSeq;
      for (const id of gone) await tx.run('DELETE FROM outbox WHERE id = ?', [id]);
      for (const { entry, json, isNew } of changed) {
        if (isNew) await tx.run('INSERT INTO outbox (id, account_id, seq, record) VALUES (?, ?, ?, ?)', [entry.id, entry.accountId, ++seq, json]);
        else await tx.run('UPDATE outbox SET record = ? WHERE id = ?', [json, entry.id]);
      }
      return { gone, changed, seq };
    });
    // Committed: the table is now as this save left it.
    this.lastSeq = done.seq;
    for (const id of done.gone) this.written.delete(id);
    for (const { entry, json } of done.changed) this.written.set(entry.id, json);
  }

  /** Carries an older version's outbox.json into the table, once; the file is then renamed aside. */
  private async carryOldFile(): Promise<void> {
    const { files, clock } = this.options;
    if (!files) return;
    const outcome = await importOnce(this.state, files, clock, OLD_OUTBOX_FILE, async (text, tx, first) => {
      const old = OldOutboxFile.parse(JSON.parse(text));
      const last = await tx.get<{ seq: number | null }>('SELECT MAX(seq) AS seq FROM outbox');
      let seq = Number(last?.seq ?? 0);
      // After whatever the table holds, in the file's order; a change carried before (by its id), even
      // one sent and forgotten since, is never carried twice.
      for (const entry of old.entries) {
        if (!(await first(entry.id))) continue;
        await tx.run('INSERT INTO outbox (id, account_id, seq, record) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING', [
          entry.id,
          entry.accountId,
          ++seq,
          JSON.stringify(entry),
        ]);
      }
    });
    if (outcome !== 'none') {
      // What that version's last write left half-done (never the list itself: it was renamed over the file only once whole).
      await files.remove(files.join(files.dataFolder, `${OLD_OUTBOX_FILE}.tmp`)).catch(() => undefined);
    }
  }
}

function readRow(row: Row): StoredEntry | null {
  try {
    const entry = StoredEntry.parse(JSON.parse(row.record));
    return entry.id === row.id ? entry : null;
  } catch {
    return null;
  }
}

/** What a row this version cannot read shows as: ended, in plain words, never sent or checked by this version. */
const ForeignParts = lazy(() =>
  z.object({
    label: z.string().max(500).catch(OUTBOX_SAID.otherVersion.message),
    operation: z.string().max(100).catch('unknown'),
    state: z.enum(OUTBOX_STATES).catch('queued'),
    createdAt: z.string().max(40).catch(''),
    memorialId: z.number().int().nullable().catch(null),
    contributionId: z.number().int().nullable().catch(null),
    message: z.string().nullable().catch(null),
    code: z.string().nullable().catch(null),
    finishedAt: z.string().max(40).nullable().catch(null),
  }),
);

function foreignEntry(row: Row, now: number): StoredEntry {
  let raw: unknown = null;
  try {
    raw = JSON.parse(row.record);
  } catch {
    // Shown with what the row's own columns say.
  }
  const parts = ForeignParts.parse(typeof raw === 'object' && raw !== null ? raw : {});
  const finished = parts.state === 'done' || parts.state === 'refused';
  const at = new Date(now).toISOString();
  return {
    id: row.id,
    accountId: row.account_id,
    operation: parts.operation,
    label: parts.label,
    memorialId: parts.memorialId,
    contributionId: parts.contributionId,
    touches: [],
    body: null,
    holdUntil: null,
    waiting: null,
    createdAt: parts.createdAt || at,
    // What the other version said of a change that ended stands; one still on its way ends here, unsent by this version.
    state: finished ? parts.state : 'refused',
    attempts: 0,
    message: finished ? parts.message : parts.state === 'queued' ? NOT_SENT_BY_THIS_VERSION : NOT_CHECKED_BY_THIS_VERSION,
    code: finished ? parts.code : 'unknown_operation',
    finishedAt: finished ? (parts.finishedAt ?? at) : at,
    input: {},
    seen: null,
    retryAt: null,
    held: false,
    parked: false,
    failures: 0,
    troubles: 0,
  };
}
