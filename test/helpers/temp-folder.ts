import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

/**
 * New empty folders under the system's temporary folder for the tests of one file, each removed
 * after the test that made it. Call at the top of the file; call what it returns in a test.
 */
export function useTempFolders(): (prefix: string) => string {
  const made: string[] = [];
  afterEach(() => {
    // Retried: a save the code under test did not wait for may still be writing into it.
    for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
  });
  return (prefix) => {
    const folder = mkdtempSync(join(tmpdir(), `${prefix}-`));
    made.push(folder);
    return folder;
  };
}
