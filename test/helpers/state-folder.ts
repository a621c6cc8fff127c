/**
 * A data folder as the computer's home gives it to the core's areas: its state.sqlite opened on
 * node:sqlite (core/store/state.ts) and its Files (electron/node/files.ts). `reopen()` closes the
 * state and opens it again over the same folder: the next start, for the tests of what survives one.
 */
import type { Clock } from '../../core/clock';
import { openState } from '../../core/store/state';
import type { Store } from '../../core/store/store';
import { NodeFiles } from '../../electron/node/files';
import { NodeSqliteEngine } from '../../electron/node/store';
import { FakeClock } from './fake-clock';

export interface StateFolder {
  folder: string;
  files: NodeFiles;
  state: Store;
  clock: Clock;
  /** Closes the state and opens it again (a restart); `state` is the new one after. */
  reopen(): Promise<Store>;
  close(): Promise<void>;
}

export async function openStateFolder(folder: string, clock: Clock = new FakeClock()): Promise<StateFolder> {
  const files = new NodeFiles(folder);
  let engine = new NodeSqliteEngine(folder);
  const made: StateFolder = {
    folder,
    files,
    clock,
    state: await openState(engine, clock),
    async reopen() {
      await made.state.close();
      engine = new NodeSqliteEngine(folder);
      made.state = await openState(engine, clock);
      return made.state;
    },
    close: () => made.state.close(),
  };
  return made;
}
