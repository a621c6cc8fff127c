/**
 * What must never be lost, in one SQLite file of its own (`state.sqlite`), apart from the replica:
 * the replica is a cache that may be set aside and rebuilt; this file holds what the person did and
 * what only this computer knows. A damaged file is set aside for a person to look at (the Store
 * does that) and never overwritten.
 *
 * - `outbox`: the person's changes until the service has them (core/offline/outbox.ts), in order.
 * - `budgets`: each token's recent requests and learned pace (core/service/request-budget.ts).
 * - `journal`: what this desk did for the funeral home (core/features/desk/desk-journal.ts).
 * - `visits`: the daily visit counts (core/features/visits/visit-history.ts).
 * - `invitations`: what only a provisioning's answer says (core/features/desk/desk-invitations.ts).
 * - `archive`: the files exported into folders on this computer (core/features/exports/export-archive.ts).
 * - `settings`: small named records (the journal's initials, and the like).
 * - `imported`: the files of an older version carried into this one, each once (`importOnce`).
 *
 * Rows keep their record as JSON (`record`), checked through its schema when read, with the
 * columns a query needs beside it. A new table or column is a new migration at the end of
 * STATE_MIGRATIONS, never an edit of one that shipped.
 */
import type { Clock } from '../clock';
import type { Files, StoreEngine } from '../ports';
import { openStore, StoreBusy, StoreClosed, StoreDamaged, type Store, type StoreTx } from './store';

export const STATE_FILE = 'state.sqlite';

/** Marks the file as ours ("MDKS"). */
export const STATE_APPLICATION_ID = 0x4d444b53;

export const STATE_MIGRATIONS: readonly string[] = [
  `CREATE TABLE outbox (
     id TEXT PRIMARY KEY,
     account_id TEXT NOT NULL,
     seq INTEGER NOT NULL,
     record TEXT NOT NULL
   );
   CREATE INDEX outbox_order ON outbox (seq);
   CREATE TABLE budgets (
     account_id TEXT PRIMARY KEY,
     record TEXT NOT NULL
   );
   CREATE TABLE journal (
     id TEXT PRIMARY KEY,
     account_id TEXT NOT NULL,
     at TEXT NOT NULL,
     record TEXT NOT NULL
   );
   CREATE INDEX journal_account ON journal (account_id, at);
   CREATE TABLE visits (
     account_id TEXT NOT NULL,
     memorial_id INTEGER NOT NULL,
     day TEXT NOT NULL,
     record TEXT NOT NULL,
     PRIMARY KEY (account_id, memorial_id, day)
   );
   CREATE TABLE invitations (
     account_id TEXT NOT NULL,
     id INTEGER NOT NULL,
     record TEXT NOT NULL,
     PRIMARY KEY (account_id, id)
   );
   CREATE TABLE archive (
     id TEXT PRIMARY KEY,
     account_id TEXT NOT NULL,
     memorial_id INTEGER NOT NULL,
     record TEXT NOT NULL
   );
   CREATE INDEX archive_memorial ON archive (account_id, memorial_id);
   CREATE TABLE settings (
     name TEXT PRIMARY KEY,
     record TEXT NOT NULL
   );
   CREATE TABLE imported (
     name TEXT PRIMARY KEY,
     at INTEGER NOT NULL
   );`,
];

/** Opens the state file; a damaged one is set aside (logged) and a new one started. */
export function openState(engine: StoreEngine, clock: Clock): Promise<Store> {
  return openStore(engine, {
    name: STATE_FILE,
    schema: { applicationId: STATE_APPLICATION_ID, migrations: STATE_MIGRATIONS, durability: 'full' },
    clock,
    onSetAside: (aside, reason) =>
      console.warn(
        `memorial-desk: what Memorial Desk keeps could not be read (${reason}); the file was kept as ${aside} for a person to look at, and a new one started`,
      ),
  });
}

/**
 * Carries a file an older version kept (`outbox.json`, `desk-journal.json`, …) into the state
 * file, exactly once: `carry` writes its rows inside the same transaction that notes the file as
 * imported, so a crash half-way leaves neither; then the old file is renamed aside
 * (`<file>.imported-<time>`), never deleted. A file that cannot be read is renamed aside as
 * `<file>.unreadable-<time>` for a person to look at, and nothing is carried. When the state file
 * itself cannot take the rows (damaged, busy, a full disk), importOnce rejects and the old file
 * stays where it is, to be carried at the next start.
 */
export async function importOnce(
  state: Store,
  files: Files,
  clock: Clock,
  fileName: string,
  carry: (text: string, tx: StoreTx) => Promise<void>,
): Promise<'imported' | 'none' | 'unreadable'> {
  const path = files.join(files.dataFolder, fileName);
  const text = await files.readText(path);
  if (text === null) return 'none';
  const done = await state.get<{ name: string }>('SELECT name FROM imported WHERE name = ?', [fileName]);
  if (!done) {
    try {
      await state.transaction(async (tx) => {
        await carry(text, tx);
        await tx.run('INSERT INTO imported (name, at) VALUES (?, ?)', [fileName, clock.now()]);
      });
    } catch (error) {
      // The state file failing (damaged, busy, the disk full) is not the old file's fault: it stays
      // where it is, whole, to be carried at the next start, and the caller hears why.
      if (isStoreFailure(error)) throw error;
      console.warn(
        `memorial-desk: ${fileName} from an earlier version could not be read (${error instanceof Error ? error.message : 'unknown error'}); it was kept aside`,
      );
      await files.rename(path, `${path}.unreadable-${clock.now()}`).catch(() => undefined);
      return 'unreadable';
    }
  }
  // Imported now, or before a crash that came between the transaction and this rename.
  await files.rename(path, `${path}.imported-${clock.now()}`).catch(() => undefined);
  return 'imported';
}

/** SQLite's primary result codes that say the disk or the file could not take a write (not the carried file's content). */
const STORE_FAILURE_CODES = new Set([3 /* PERM */, 7 /* NOMEM */, 8 /* READONLY */, 10 /* IOERR */, 13 /* FULL */, 14 /* CANTOPEN */]);

function isStoreFailure(error: unknown): boolean {
  if (error instanceof StoreDamaged || error instanceof StoreBusy || error instanceof StoreClosed) return true;
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && STORE_FAILURE_CODES.has(code & 0xff);
}
