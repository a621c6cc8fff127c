// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { FIRST_LOOK_FILE } from '../../../core/first-look';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

/**
 * The rig's first script (mobile/rig/page/early.ts) runs as soon as it arrives only while it imports
 * nothing (an async module script waits for its imports): it must stay one file, and start the
 * same worker as start.js's engine, which takes it.
 */
describe('the phone rig’s build', () => {
  it('makes early.js a file that imports nothing and starts the worker start.js uses', { timeout: 60_000 }, async () => {
    const result = (await build({
      configFile: resolve(ROOT, 'mobile/rig/vite.config.ts'),
      logLevel: 'silent',
      build: { write: false },
    })) as Rolldown.RolldownOutput;
    const chunks = result.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
    const early = chunks.find((chunk) => chunk.fileName === 'early.js')!;
    const start = chunks.find((chunk) => chunk.fileName === 'start.js')!;
    expect(early.imports).toEqual([]);
    expect(early.dynamicImports).toEqual([]);
    const workerOf = (chunk: Rolldown.OutputChunk) => /assets\/worker-[A-Za-z0-9_-]+\.js/.exec(chunk.code)?.[0];
    expect(workerOf(early)).toBeDefined();
    expect(workerOf(early)).toBe(workerOf(start));
    // The name it leaves the worker under is the one start.js takes it from.
    expect(early.code).toContain('memorialDeskRigWorker');
    expect(start.code).toContain('memorialDeskRigWorker');
  });

  it('reads the first look early where files.ts keeps it, under the name the core gives it', () => {
    const early = readFileSync(resolve(ROOT, 'mobile/rig/page/early.ts'), 'utf8');
    const files = readFileSync(resolve(ROOT, 'mobile/rig/page/files.ts'), 'utf8');
    const root = /const ROOT_FOLDER = '([^']+)'/.exec(files)![1]!;
    const data = /export const DATA_FOLDER = '\/([^']+)'/.exec(files)![1]!;
    expect(early).toContain(`getDirectoryHandle('${root}')`);
    expect(early).toContain(`getDirectoryHandle('${data}')`);
    expect(early).toContain(`getFileHandle('${FIRST_LOOK_FILE}')`);
    // start.ts reads it itself when early.ts ran late: the same name (the rig's module carries none of the core).
    expect(readFileSync(resolve(ROOT, 'mobile/rig/page/start.ts'), 'utf8')).toContain(`FIRST_LOOK_FILE_NAME = '${FIRST_LOOK_FILE}'`);
  });
});
