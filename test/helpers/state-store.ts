import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach } from 'vitest';
import type { Clock } from '../../core/clock';
import { openState, STATE_FILE } from '../../core/store/state';
import type { Store } from '../../core/store/store';
import { NodeFiles } from '../../electron/node/files';
import { NodeSqliteEngine } from '../../electron/node/store';
import { FakeClock } from './fake-clock';

/** state.sqlite (core/store/state.ts) in a data folder of its own, as the computer's home opens it. */
export interface TestState {
  /** The data folder. */
  folder: string;
  files: NodeFiles;
  state: Store;
  /** The next start: this Store closed (what it was asked first, done), the file opened again. */
  reopen(): Promise<Store>;
  /** What is committed in the file, read through a connection of its own. */
  committed<Row>(sql: string, ...params: (string | number)[]): Row[];
}

/**
 * A fresh state file per test, closed and removed after it. Call at the top of a test file; call
 * what it returns in a test (`await state()`), or with a folder already holding an older version's
 * files.
 */
export function useTestState(): (options?: { folder?: string; clock?: Clock }) => Promise<TestState> {
  const open: Store[] = [];
  const folders: string[] = [];
  afterEach(async () => {
    for (const store of open.splice(0)) await store.close().catch(() => undefined);
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  return async (options = {}) => {
    const folder = options.folder ?? mkdtempSync(join(tmpdir(), 'state-'));
    folders.push(folder);
    const clock = options.clock ?? new FakeClock();
    const engine = new NodeSqliteEngine(folder);
    const made: TestState = {
      folder,
      files: new NodeFiles(folder),
      state: await openState(engine, clock),
      async reopen() {
        await made.state.close();
        made.state = await openState(engine, clock);
        open.push(made.state);
        return made.state;
      },
      committed<Row>(sql: string, ...params: (string | number)[]): Row[] {
        const db = new DatabaseSync(join(folder, STATE_FILE), { readOnly: true });
        try {
          return db.prepare(sql).all(...params) as Row[];
        } finally {
          db.close();
        }
      },
    };
    open.push(made.state);
    return made;
  };
}
