import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrations } from './migrations';

export type Row = Record<string, SQLInputValue>;
export type Param = SQLInputValue;

/**
 * The sandbox's SQLite database (node:sqlite). WAL with synchronous=FULL: every committed
 * transaction is on disk before the response that reports it is sent, so a kill -9 right after a
 * response loses nothing that response confirmed.
 */
export class Database {
  readonly raw: DatabaseSync;

  /** A file path, or ':memory:'. */
  constructor(path: string) {
    if (path !== ':memory:') ownerOnly(path);
    this.raw = new DatabaseSync(path);
    this.raw.exec('PRAGMA journal_mode = WAL');
    this.raw.exec('PRAGMA synchronous = FULL');
    this.raw.exec('PRAGMA foreign_keys = ON');
    this.raw.exec('PRAGMA busy_timeout = 5000');
    this.migrate();
  }

  private migrate(): void {
    const current = Number((this.raw.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
    for (let i = current; i < migrations.length; i++) {
      this.transaction(() => {
        this.raw.exec(migrations[i]!);
        this.raw.exec(`PRAGMA user_version = ${i + 1}`);
      });
    }
  }

  get schemaVersion(): number {
    return Number((this.raw.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
  }

  one<T>(sql: string, ...params: Param[]): T | undefined {
    return this.raw.prepare(sql).get(...params) as T | undefined;
  }

  all<T>(sql: string, ...params: Param[]): T[] {
    return this.raw.prepare(sql).all(...params) as T[];
  }

  run(sql: string, ...params: Param[]): { changes: number; lastId: number } {
    const result = this.raw.prepare(sql).run(...params);
    return { changes: Number(result.changes), lastId: Number(result.lastInsertRowid) };
  }

  /** Inserts a row from an object of column values and returns its id. */
  insert(table: string, values: Record<string, Param>): number {
    const columns = Object.keys(values);
    const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
    return this.run(sql, ...columns.map((c) => values[c]!)).lastId;
  }

  /** Updates the columns given for the row with this id. */
  update(table: string, id: number, values: Record<string, Param>): void {
    const columns = Object.keys(values);
    if (columns.length === 0) return;
    this.run(`UPDATE ${table} SET ${columns.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`, ...columns.map((c) => values[c]!), id);
  }

  private depth = 0;

  /** Runs fn in one transaction (nested calls join the outer one). */
  transaction<T>(fn: () => T): T {
    if (this.depth > 0) return fn();
    this.raw.exec('BEGIN IMMEDIATE');
    this.depth++;
    try {
      const result = fn();
      this.raw.exec('COMMIT');
      return result;
    } catch (error) {
      this.raw.exec('ROLLBACK');
      throw error;
    } finally {
      this.depth--;
    }
  }

  close(): void {
    if (this.raw.isOpen) this.raw.close();
  }
}

/**
 * The database holds tokens' hashes, share-link tokens and the download signing key, so it and its
 * -wal and -shm files are for the owner alone (0600), in a folder made owner-only (0700). SQLite
 * gives the -wal and -shm files it creates the database file's own permissions, so the file is
 * made before SQLite opens it; files left by an earlier version are tightened too.
 */
function ownerOnly(path: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  closeSync(openSync(path, 'a', 0o600));
  for (const file of [path, `${path}-wal`, `${path}-shm`]) {
    if (existsSync(file)) chmodSync(file, 0o600);
  }
}
