import { virtual } from '@guidepup/virtual-screen-reader';
import { afterEach } from 'vitest';

/**
 * Journeys as a screen reader hears them (@guidepup/virtual-screen-reader over the whole app in
 * jsdom; only the bridge is faked): what is spoken, in order, including what live regions announce
 * as things change.
 */

/** Stops the screen reader after each test of the describe (or file) that calls it. */
export function useScreenReader(): void {
  afterEach(async () => {
    await virtual.stop();
  });
}

/** Reads on from where the screen reader is, as a person pressing "next" would, to the end. */
export async function readToEnd(most = 150): Promise<string[]> {
  for (let i = 0; i < most && (await virtual.lastSpokenPhrase()) !== 'end of document'; i++) await virtual.next();
  return virtual.spokenPhraseLog();
}

/** What was spoken since the log had `from` phrases. */
export async function spokenSince(from: number): Promise<string[]> {
  return (await virtual.spokenPhraseLog()).slice(from);
}
