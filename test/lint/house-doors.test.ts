import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the ESLint configuration is plain JavaScript, without types.
import { houseDoorsRule } from '../../eslint.config.js';

/** The doors between the top folders (eslint.config.js, `house/doors`), each tried on a sample. */
const ROOT = resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { house: { rules: { doors: houseDoorsRule } } },
      rules: { 'house/doors': 'error' },
    },
  ],
});

async function crossings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'house/doors').map((m) => m.message);
}

const importing = (source: string) => `import { x } from '${source}';\nexport const y = x;\n`;

describe('the doors between the top folders', () => {
  it('lets a home in by the core’s door and its ports, and to hosts/ and shared/', async () => {
    expect(await crossings('electron/main.ts', importing('../core'))).toEqual([]);
    expect(await crossings('electron/node/store.ts', importing('../../core/ports'))).toEqual([]);
    expect(await crossings('mobile/web/phone-app.ts', importing('../../core/index'))).toEqual([]);
    expect(await crossings('mobile/rig/cli.ts', importing('../../hosts/node/start-command'))).toEqual([]);
    expect(await crossings('hosts/node/demo-tokens.ts', importing('../../core'))).toEqual([]);
    expect(await crossings('electron/ipc.ts', importing('../shared/bridge/error'))).toEqual([]);
  });

  it('refuses a home that reaches past the door into the core', async () => {
    for (const [file, source] of [
      ['electron/node/data-lock.ts', '../../core/service/client'],
      ['mobile/web/in-page-bridge.ts', '../../core/bridge/transport'],
      ['hosts/node/loopback-host.ts', '../../core/app-core'],
    ] as const) {
      const found = await crossings(file, importing(source));
      expect(found, `${file} → ${source}`).toHaveLength(1);
      expect(found[0]).toMatch(/only through its door, core\/index\.ts/);
    }
    // A dynamic import and a re-export are doors too.
    expect(await crossings('electron/main.ts', "export { x } from '../core/files/saved-files';\n")).toHaveLength(1);
    expect(await crossings('electron/main.ts', "export const m = () => import('../core/app-core');\n")).toHaveLength(1);
  });

  it('keeps the two homes apart, and hosts/ from both', async () => {
    expect(await crossings('mobile/rig/cli.ts', importing('../../electron/desktop-core'))).toEqual([
      expect.stringMatching(/mobile\/ may not import electron\/desktop-core: the two homes never lean on each other/),
    ]);
    expect(await crossings('electron/start.ts', importing('../mobile/rig/build'))).toHaveLength(1);
    expect(await crossings('hosts/node/start-command.ts', importing('../../electron/node/home'))).toEqual([
      expect.stringMatching(/hosts\/ serves both homes and knows neither/),
    ]);
    expect(await crossings('hosts/node/start-command.ts', importing('../../mobile/rig/build'))).toHaveLength(1);
  });

  it('keeps the sandbox to shared/', async () => {
    for (const source of ['../core', '../renderer/start', '../mobile/native', '../electron/main', '../hosts/node/static-files']) {
      expect(await crossings('sandbox/app.ts', importing(source)), source).toEqual([expect.stringMatching(/the sandbox is a stand-alone service/)]);
    }
    expect(await crossings('sandbox/app.ts', importing('../shared/api'))).toEqual([]);
  });
});
