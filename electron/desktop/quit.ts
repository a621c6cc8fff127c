/**
 * What happens between "quit" and the process ending, as a plain function main calls from
 * `will-quit`: first whether a downloaded update may install (only with nothing left unsent),
 * then the services close: the outbox finishes the send in flight and keeps the rest on disk,
 * the demo's sandbox and its database close, the data folder's lock is released. Everything runs
 * in this process, so nothing is left running after it. A close that hangs (a send that never
 * answers) does not keep the app open past `waitMs`: what is unsent is on disk already.
 */
import type { AppCore } from '../../core';
import { unsentChanges, type Updates } from './updates';

export interface QuitParts {
  core: Pick<AppCore, 'handle'>;
  close: () => Promise<void>;
  updates: Pick<Updates, 'stop' | 'mayInstallAtQuit'> | null;
  waitMs?: number;
  log?: (message: string) => void;
}

/** Runs the quit's work; resolves with whether the downloaded update should install now. */
export async function finishBeforeQuit(parts: QuitParts): Promise<{ installUpdate: boolean }> {
  const log = parts.log ?? ((message: string) => console.error(`Memorial Desk: ${message}`));
  parts.updates?.stop();
  let installUpdate = false;
  if (parts.updates) {
    try {
      installUpdate = parts.updates.mayInstallAtQuit(await unsentChanges(parts.core));
    } catch {
      // The outbox could not say: the update waits for a quit where it can.
      installUpdate = false;
    }
  }
  let timer: NodeJS.Timeout | undefined;
  const closed = await Promise.race([
    parts.close().then(
      () => true,
      (error: unknown) => {
        log(`could not close cleanly (${error instanceof Error ? error.message : String(error)})`);
        return true;
      },
    ),
    new Promise<false>((done) => (timer = setTimeout(() => done(false), parts.waitMs ?? 10_000))),
  ]);
  clearTimeout(timer);
  if (!closed) log('closing took too long; what was not sent is kept for the next start');
  return { installUpdate };
}
