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
 * - `imported`: the files carried by name (the first versions of importOnce; no longer written).
 * - `imported_files`, `imported_items`: what importOnce carried from an older version's files, by
 *   the file's contents (SHA-256) and by each thing it carried (a change's id, a journal entry's).
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
  // What an older version's file held, not its name: that version may write the file again after a
  // downgrade, with the same changes and new ones (importOnce). What this file already holds was
  // carried from one: never carried again.
  `CREATE TABLE imported_files (
     name TEXT NOT NULL,
     digest TEXT NOT NULL,
     at INTEGER NOT NULL,
     PRIMARY KEY (name, digest)
   );
   CREATE TABLE imported_items (
     file TEXT NOT NULL,
     item TEXT NOT NULL,
     at INTEGER NOT NULL,
     PRIMARY KEY (file, item)
   ) WITHOUT ROWID;
   INSERT INTO imported_items (file, item, at) SELECT 'outbox.json', id, 0 FROM outbox;
   INSERT INTO imported_items (file, item, at) SELECT 'desk-journal.json', id, 0 FROM journal;`,
];

/**
 * What the app keeps for an account in state.sqlite, and whether signing out of it removes it:
 * every table is named here once, so a new one must say (the test of forgetting reads this list).
 * The outbox is the Outbox's own (it holds its list in memory too): it forgets its rows itself.
 */
export const STATE_TABLES_OF_AN_ACCOUNT = {
  outbox: 'the outbox forgets them (Outbox.forgetAccount)',
  budgets: 'removed',
  visits: 'removed',
  invitations: 'removed',
  archive: 'removed',
  // The office's record of what this computer did for it, not the account's: it stays.
  journal: 'kept: the desk journal is the office’s',
} as const;

/**
 * Removes the rows state.sqlite keeps for an account that signed out (its budget and pace, visits
 * history, invitations, the list of exports), in one transaction, and the notes of older versions'
 * files carried that were the account's (`request-budget/<account>.json`): their names are its id.
 * The caller then erases their bytes (`state.eraseDeleted()`), once every part has forgotten its rows.
 */
export async function forgetAccountIn(state: Store, accountId: string): Promise<void> {
  await state.transaction(async (tx) => {
    for (const [table, what] of Object.entries(STATE_TABLES_OF_AN_ACCOUNT)) {
      if (what === 'removed') await tx.run(`DELETE FROM ${table} WHERE account_id = ?`, [accountId]);
    }
    await tx.run('DELETE FROM imported_files WHERE instr(name, ?) > 0', [accountId]);
    await tx.run('DELETE FROM imported_items WHERE instr(file, ?) > 0', [accountId]);
    await tx.run('DELETE FROM imported WHERE instr(name, ?) > 0', [accountId]);
  });
}

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

/** The older version's files that are the office's, not an account's: kept when an account signs out (as the journal is). */
const CARRIED_FILES_OF_THE_OFFICE = new Set(['desk-journal.json']);

/**
 * An older version's files, carried across and kept aside (`<file>.imported-<time>`, in the data
 * folder and in `request-budget/`), that hold anything of an account that signed out: removed.
 * What they held is in state.sqlite already (and is forgotten there); left, they would keep a
 * family's words on the disk after it signed out. The desk journal's stays: it is the office's.
 * A file that could not be read (`.unreadable-`) or a store set aside (`.set-aside-`) is left for
 * the person who looks at it. How many files were removed.
 */
export async function forgetCarriedFiles(files: Files, accountId: string): Promise<number> {
  let removed = 0;
  for (const folder of [files.dataFolder, files.join(files.dataFolder, 'request-budget')]) {
    for (const name of await files.list(folder)) {
      const carried = /^(.+)\.imported-\d+$/.exec(name);
      if (!carried || CARRIED_FILES_OF_THE_OFFICE.has(carried[1]!)) continue;
      const path = files.join(folder, name);
      const holds = name.includes(accountId) || ((await files.readText(path).catch(() => null)) ?? '').includes(accountId);
      if (!holds) continue;
      await files.remove(path);
      removed++;
    }
  }
  return removed;
}

/**
 * Carries a file an older version kept (`outbox.json`, `desk-journal.json`, …) into the state
 * file, exactly once: `carry` writes its rows inside the same transaction that notes the file as
 * imported, so a crash half-way leaves neither; then the old file is renamed aside
 * (`<file>.imported-<time>`), never deleted.
 *
 * Once is by what was carried, not by the file's name: the older version may be started again (a
 * downgrade) and write its file again, with changes carried before and new ones. A file whose
 * contents (SHA-256) were carried is only renamed aside; any other is carried, and `carry` asks
 * `first(item)` for each thing in it (a change's id): true the first time, false for one carried
 * before from a file of this name, which is skipped. So a downgrade and an upgrade neither lose a
 * queued change nor send one twice. A file that cannot be read is renamed aside as
 * `<file>.unreadable-<time>` for a person to look at, and nothing is carried. When the state file
 * itself cannot take the rows (damaged, busy, a full disk), importOnce rejects and the old file
 * stays where it is, to be carried at the next start.
 */
export async function importOnce(
  state: Store,
  files: Files,
  clock: Clock,
  fileName: string,
  carry: (text: string, tx: StoreTx, first: (item: string) => Promise<boolean>) => Promise<void>,
): Promise<'imported' | 'none' | 'unreadable'> {
  const path = files.join(files.dataFolder, fileName);
  const text = await files.readText(path);
  if (text === null) return 'none';
  const digest = await sha256(text);
  const done = await state.get<{ name: string }>('SELECT name FROM imported_files WHERE name = ? AND digest = ?', [fileName, digest]);
  if (!done) {
    try {
      await state.transaction(async (tx) => {
        const at = clock.now();
        const first = async (item: string) =>
          (await tx.run('INSERT INTO imported_items (file, item, at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [fileName, item, at])).changes === 1;
        await carry(text, tx, first);
        await tx.run('INSERT INTO imported_files (name, digest, at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [fileName, digest, at]);
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

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SQLite's primary result codes that say the disk or the file could not take a write (not the carried file's content). */
const STORE_FAILURE_CODES = new Set([3 /* PERM */, 7 /* NOMEM */, 8 /* READONLY */, 10 /* IOERR */, 13 /* FULL */, 14 /* CANTOPEN */]);

function isStoreFailure(error: unknown): boolean {
  if (error instanceof StoreDamaged || error instanceof StoreBusy || error instanceof StoreClosed) return true;
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && STORE_FAILURE_CODES.has(code & 0xff);
}
