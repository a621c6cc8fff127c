/**
 * What the page and the database worker say to each other (store.ts ↔ worker/worker.ts): one request at
 * a time per id, answered by one response with the same id, a value or an error. The worker serves
 * requests in the order they arrive, one after the other.
 */
import type { SqlValue } from '../../../core/ports';

/** Every operation: what it is given and what it answers. */
export interface Operations {
  /** Loads SQLite and takes the OPFS pool; waits up to lockWaitMs for another tab or worker to let go of it. */
  init: { args: { directory: string; asideDirectory: string; lockWaitMs: number }; result: { sqliteVersion: string } };
  /** Opens (creating) a database of the pool; its connection's number. */
  open: { args: { name: string }; result: { db: number } };
  exec: { args: { db: number; sql: string }; result: null };
  query: { args: { db: number; sql: string; params: readonly SqlValue[] }; result: Record<string, SqlValue>[] };
  run: { args: { db: number; sql: string; params: readonly SqlValue[] }; result: { changes: number } };
  close: { args: { db: number }; result: null };
  /** Copies the file (with its journal) out of the pool to the aside folder, then removes it from the pool. */
  setAside: { args: { name: string; stamp: string }; result: string | null };
}

export type Operation = keyof Operations;

export type Request = { [K in Operation]: { id: number; op: K } & Operations[K]['args'] }[Operation];

/** An error as it crosses to the page: its message, and SQLite's extended result code when it has one. */
export interface WireError {
  message: string;
  errcode?: number;
}

export type Response = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WireError };

/** SQLITE_BUSY: what a refusal to share the pool says, as node:sqlite says it of a locked file. */
export const SQLITE_BUSY = 5;

/** The names a pool keeps: plain file names, stored as absolute paths ("/state.sqlite"). */
export function poolPath(name: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name)) throw new Error(`not a file name of the data folder: ${JSON.stringify(name)}`);
  return `/${name}`;
}
