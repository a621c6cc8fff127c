import { resolve } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the ESLint configuration is plain JavaScript, without types.
import config from '../../eslint.config.js';

/**
 * The lint rules that keep packages and Electron's IPC where they may run (eslint.config.js): the
 * project's own blocks for no-restricted-imports and no-restricted-syntax, on code that need not
 * exist on disk (the project's typed setup needs real files, so only the parser is set here).
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const PLACE_RULES = ['no-restricted-imports', 'no-restricted-syntax', 'no-restricted-globals'];
const placeBlocks = (config as Linter.Config[])
  .filter((block) => Object.keys(block.rules ?? {}).some((rule) => PLACE_RULES.includes(rule)))
  .map(({ languageOptions: _globals, ...block }) => block);
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser } }, ...placeBlocks],
});

async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && PLACE_RULES.includes(m.ruleId)).map((m) => m.message);
}

const importing = (...packages: string[]) =>
  `${packages.map((name, i) => `import p${i} from '${name}';`).join('\n')}\nexport const all = [${packages.map((_, i) => `p${i}`).join(', ')}];\n`;

describe('where packages may run', () => {
  it('keeps main and the sandbox’s packages out of the renderer', async () => {
    const found = await refusals('renderer/features/memorials/Example.tsx', importing('conf', 'ws', 'hono', 'hono/utils/accept', 'pdfkit'));
    expect(found).toHaveLength(5);
    for (const message of found) expect(message).toMatch(/conf, ws, hono, pdfkit/);
    expect(await refusals('renderer/ui/Example.tsx', importing('zod', '@tanstack/react-query', 'zustand'))).toEqual([]);
  });

  it('keeps the core and the homes out of the renderer, even on the phone where they share the page', async () => {
    for (const file of ['renderer/data/example.ts', 'renderer/start.tsx', 'renderer/features/memorials/Example.tsx']) {
      const depth = file.split('/').length - 1;
      const up = '../'.repeat(depth);
      const found = await refusals(file, importing(`${up}core/app-core`, `${up}core/bridge/transport`, `${up}mobile/web/in-page-bridge`));
      expect(found, file).toHaveLength(3);
      for (const message of found) expect(message).toMatch(/no core/);
    }
  });

  it('lets the phone’s page compose the core, its home and the renderer', async () => {
    expect(await refusals('mobile/web/main.ts', importing('../../core/app-core', '../../renderer/start', '../native/index'))).toEqual([]);
  });

  it('keeps one side’s packages out of shared/', async () => {
    const found = await refusals('shared/example.ts', importing('hono', 'zustand', 'zustand/middleware'));
    expect(found).toHaveLength(3);
    for (const message of found) expect(message).toMatch(/hono, zustand/);
    expect(await refusals('shared/example.ts', importing('zod'))).toEqual([]);
  });

  it('lets main and the sandbox use theirs', async () => {
    expect(await refusals('sandbox/example.ts', importing('hono', 'pdfkit'))).toEqual([]);
    expect(await refusals('electron/node/example.ts', importing('conf', 'ws'))).toEqual([]);
  });
});

describe('what runs on every engine and in the phone’s WebView', () => {
  it('keeps Node, Buffer, process, native modules and the computer’s packages out of every part of the core', async () => {
    for (const file of [
      'core/features/desk/example.ts',
      'core/accounts/example.ts',
      'core/files/example.ts',
      'core/bridge/example.ts',
      'core/offline/example.ts',
      'core/service/example.ts',
    ]) {
      const found = await refusals(
        file,
        importing('node:crypto', 'fs', 'conf', 'electron', '../../../electron/node/files', '@napi-rs/keyring', '@capacitor/core'),
      );
      expect(found, file).toHaveLength(7);
      expect(await refusals(file, 'export const a = Buffer.from("x"); export const b = process.env.HOME;\n'), file).toHaveLength(2);
      expect(await refusals(file, importing('zod', '../../ports', '../../../shared/limits'))).toEqual([]);
    }
    expect(await refusals('core/app-core.ts', importing('node:path', '../electron/node/home'))).toHaveLength(2);
  });

  it('keeps Node, electron and the desktop’s adapters out of core/store/ and mobile/', async () => {
    for (const file of ['core/store/example.ts', 'mobile/web/sqlite-wasm/example.ts']) {
      const found = await refusals(file, importing('node:fs', 'path', 'electron', '../../electron/node/store'));
      expect(found, file).toHaveLength(4);
    }
    expect(await refusals('mobile/web/sqlite-wasm/example.ts', importing('@sqlite.org/sqlite-wasm', '../../../core/store/store'))).toEqual([]);
    expect(await refusals('electron/node/example.ts', importing('node:sqlite', '../../core/store/store'))).toEqual([]);
  });
});

describe('where Electron’s IPC may be named', () => {
  const named = "import { ipcMain, ipcRenderer } from 'electron';\nexport const both = [ipcMain, ipcRenderer];\n";

  it('only in electron/ipc.ts and electron/preload.ts', async () => {
    expect(await refusals('electron/ipc.ts', named)).toEqual([]);
    expect(await refusals('electron/preload.ts', named)).toEqual([]);
    const found = await refusals('electron/main.ts', named);
    expect(found).toEqual([
      'ipcMain is used only in electron/ipc.ts and electron/preload.ts.',
      'ipcRenderer is used only in electron/ipc.ts and electron/preload.ts.',
    ]);
  });

  it('nor reached through the whole module elsewhere', async () => {
    const found = await refusals('electron/desktop/example.ts', "import * as electron from 'electron';\nexport const ipc = electron.ipcMain;\n");
    expect(found).toEqual(['ipcMain is used only in electron/ipc.ts and electron/preload.ts.']);
  });
});
