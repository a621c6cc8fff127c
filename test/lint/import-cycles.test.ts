import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the lint helpers are plain JavaScript, without types.
import { cycles, importCycleRule, importGraph } from '../../scripts/lint/import-cycles.js';
import { oneRule, ROOT } from './one-rule';

/**
 * The rule that refuses import cycles (eslint.config.js, `cycles/no-import-cycle`), tried on the
 * text of real files with one import added: the rest of the graph is the repository's as it is.
 */
const cyclesIn = oneRule('cycles', 'no-import-cycle', importCycleRule);

describe('the import cycle rule', { timeout: 30_000 }, () => {
  it('refuses a type-only import that leads back to its own file', async () => {
    // shared/bridge/index.ts imports names.ts; names.ts importing it back was one of the cycles.
    const found = await cyclesIn('shared/bridge/names.ts', "import type { BridgeEventName } from './index';\nexport type E = BridgeEventName;\n");
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('shared/bridge/names.ts → shared/bridge/index.ts → shared/bridge/names.ts');
    expect(found[0]).toMatch(/type-only imports included/);
  });

  it('follows a longer way round, a re-export and an import() alike', async () => {
    // renderer/ui/Screen.tsx imports CheckNow.tsx, which imports screen-read.ts.
    const reexport = await cyclesIn('renderer/ui/screen-read.ts', "export { Screen } from './Screen';\n");
    expect(reexport).toHaveLength(1);
    expect(reexport[0]).toContain('renderer/ui/screen-read.ts → renderer/ui/Screen.tsx → renderer/ui/screen-read.ts');
    const later = await cyclesIn('sandbox/memorials/model.ts', "export const load = () => import('./drafts');\n");
    expect(later).toHaveLength(1);
    expect(later[0]).toContain('sandbox/memorials/model.ts → sandbox/memorials/drafts.ts → sandbox/memorials/model.ts');
  });

  it('lets a file import what does not lead back to it', async () => {
    expect(await cyclesIn('shared/bridge/index.ts', "import { EVENT_SNAPSHOTS } from './names';\nexport const s = EVENT_SNAPSHOTS;\n")).toEqual([]);
    expect(await cyclesIn('sandbox/memorials/drafts.ts', "import { MEMORIAL_CHECK_JOB } from './model';\nexport const j = MEMORIAL_CHECK_JOB;\n")).toEqual([]);
  });

  it('finds no cycle in the repository as it is', () => {
    const found = (cycles(importGraph()) as string[][]).map((files) => files.map((file) => file.slice(ROOT.length + 1)));
    expect(found).toEqual([]);
  });
});
