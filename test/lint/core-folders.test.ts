import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the ESLint configuration is plain JavaScript, without types.
import { coreFoldersRule } from '../../eslint.config.js';
import { oneRule } from './one-rule';

/** The lint rule that keeps the core's feature folders apart (eslint.config.js, `house/core-folders`). */
const crossings = oneRule('house', 'core-folders', coreFoldersRule);

describe('the core folders rule', () => {
  it('lets a feature use the core’s parts, shared/ and its own files', async () => {
    const code =
      "import { Reads } from '../../offline/reads';\nimport type { Files } from '../../ports';\nimport { accountOfKind } from '../../bridge/area';\nimport { x } from './own';\nexport const y = [Reads, accountOfKind, x];\n";
    expect(await crossings('core/features/visits/handlers.ts', code)).toEqual([]);
  });

  it('refuses a feature that imports another feature', async () => {
    const found = await crossings(
      'core/features/posts/handlers.ts',
      "import { DownloadManager } from '../exports/downloads';\nexport const d = DownloadManager;\n",
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/features\/posts may not import features\/exports/);
  });

  it('refuses a part that imports a feature, and lets the composition root know every area', async () => {
    expect(
      await crossings('core/offline/changes.ts', "import { InboxSweep } from '../features/moderation/inbox-sweep';\nexport const s = InboxSweep;\n"),
    ).toHaveLength(1);
    expect(await crossings('core/app-core.ts', "import { deskHandlers } from './features/desk/handlers';\nexport const d = deskHandlers;\n")).toEqual([]);
  });
});
