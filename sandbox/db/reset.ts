import type { Database } from './database';

/** Deletes every row of every table (schema kept), children before parents. */
export function resetDatabase(db: Database): void {
  const tables = db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").map((t) => t.name);
  db.transaction(() => {
    db.raw.exec('PRAGMA defer_foreign_keys = ON');
    for (const table of tables) db.run(`DELETE FROM ${table}`);
  });
}
