import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LocalError } from '../../core';

/**
 * One Memorial Desk at a time per data folder: two copies would both send the same queued
 * changes and overwrite each other's outbox file. The lock is a file holding the owner's process
 * id; a lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'app.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new LocalError(
          'internal',
          `Memorial Desk is already open with this data folder (${dataDir}). Please use the window that is open, or close it first.`,
        );
      }
      unlinkSync(file);
    }
  }
  throw new LocalError('internal', `Memorial Desk could not lock its data folder (${dataDir}).`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
