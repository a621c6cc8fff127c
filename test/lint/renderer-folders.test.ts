import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the ESLint configuration is plain JavaScript, without types.
import { rendererFoldersRule } from '../../eslint.config.js';
import { oneRule } from './one-rule';

/** The lint rule that keeps the renderer's folders apart (eslint.config.js, `house/renderer-folders`). */
const crossings = oneRule('house', 'renderer-folders', rendererFoldersRule);

describe('the renderer folders rule', () => {
  it('lets a feature use the shared UI, the data layer and its own files', async () => {
    const code =
      "import { Screen } from '../../ui/Screen';\nimport { useRead } from '../../data/use-read';\nimport { x } from './own';\nexport const y = [Screen, useRead, x];\n";
    expect(await crossings('renderer/features/memorials/Example.tsx', code)).toEqual([]);
  });

  it('refuses a feature that imports the shell, another feature or the bridge', async () => {
    const code =
      "import { NAV } from '../../app/features';\nimport { DeskMemorials } from '../desk/DeskMemorials';\nimport { getBridge } from '../../bridge';\nexport const y = [NAV, DeskMemorials, getBridge];\n";
    const found = await crossings('renderer/features/memorials/Example.tsx', code);
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(/features\/memorials may not import app/);
    expect(found[1]).toMatch(/may not import features\/desk/);
    expect(found[2]).toMatch(/may not import bridge/);
  });

  it('keeps the data layer below the UI, and the bridge behind the data layer', async () => {
    expect(await crossings('renderer/data/example.ts', "import { Button } from '../ui/Button';\nexport const b = Button;\n")).toHaveLength(1);
    expect(await crossings('renderer/ui/Example.tsx', "import { getBridge } from '../bridge';\nexport const b = getBridge;\n")).toHaveLength(1);
    expect(await crossings('renderer/ui/Example.tsx', "import { Shell } from '../app/Shell';\nexport const b = Shell;\n")).toHaveLength(1);
    expect(await crossings('renderer/data/example.ts', "import { getBridge } from '../bridge';\nexport const b = getBridge;\n")).toEqual([]);
  });

  it('lets the entries reach the bridge: start.tsx (every home’s) the whole app, main.tsx (the desktop’s) only start and the bridge', async () => {
    const whole =
      "import '../shared/zod-config';\nimport { App } from './app/App';\nimport { Button } from './ui/Button';\nimport { read } from './data/calls';\nimport { setBridge } from './bridge';\nexport const all = [App, Button, read, setBridge];\n";
    expect(await crossings('renderer/start.tsx', whole)).toEqual([]);
    expect(
      await crossings('renderer/main.tsx', "import { desktopBridge } from './bridge';\nimport { startApp } from './start';\nstartApp(desktopBridge());\n"),
    ).toEqual([]);
    expect(await crossings('renderer/main.tsx', "import { App } from './app/App';\nexport const a = App;\n")).toHaveLength(1);
    expect(await crossings('renderer/data/example.ts', "import { startApp } from '../start';\nexport const s = startApp;\n")).toHaveLength(1);
  });
});
