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
    for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  return (prefix) => {
    const folder = mkdtempSync(join(tmpdir(), `${prefix}-`));
    made.push(folder);
    return folder;
  };
}
