import { resolve } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the ESLint configuration is plain JavaScript, without types.
import { phoneRules } from '../../eslint.config.js';

/** The lint rules that keep the phone's page in the WebView and away from storage (eslint.config.js, `phoneRules`). */
const ROOT = resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...(phoneRules as Linter.Config[])],
});

async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId !== null).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the phone’s lint rules', () => {
  it('keeps Node, electron and the app’s other parts out of the adapters; the ports, shared/ and the plugins are theirs', async () => {
    const refused = [
      "import { readFile } from 'node:fs';",
      "import { join } from 'path';",
      "import { app } from 'electron';",
      "import { x } from '../../renderer/data/bridge';",
      "import { x } from '../../electron/node/data-lock';",
      "import { x } from '../../sandbox/cli';",
      "import { ServiceClient } from '../../core/service/client';",
    ];
    for (const line of refused) expect(await refusals('mobile/native/example.ts', line), line).toHaveLength(1);
    const allowed = [
      "import type { Secrets } from '../../core/ports';",
      "import { deepLinkPath } from '../../shared/deep-link';",
      "import { Filesystem } from '@capacitor/filesystem';",
      "import { SecureStorage } from '@aparajita/capacitor-secure-storage';",
      "import { CapacitorSQLite } from '@capacitor-community/sqlite';",
      "import { createNativeFetch } from '../mobile/native-fetch';",
    ];
    for (const line of allowed) expect(await refusals('mobile/native/example.ts', line), line).toEqual([]);
  });

  it('refuses every other place to keep a token, in the adapters and in the page', async () => {
    for (const file of ['mobile/native/example.ts', 'mobile/web/example.ts']) {
      for (const line of [
        "import { Preferences } from '@capacitor/preferences';",
        "import { SecureStorageWeb } from '@aparajita/capacitor-secure-storage/dist/esm/web.js';",
        "import { CapacitorSQLiteWeb } from '@capacitor-community/sqlite/dist/esm/web';",
        "import localforage from 'localforage';",
        "localStorage.setItem('token', t);",
        'export const s = sessionStorage;',
        "indexedDB.open('tokens');",
        "window.localStorage.setItem('token', t);",
        'globalThis.sessionStorage.clear();',
      ]) {
        expect(await refusals(file, line), `${file}: ${line}`).toHaveLength(1);
      }
    }
  });
});
