/**
 *   node --import tsx electron/build.ts
 * Builds the Electron side into dist/electron/ (the renderer is vite.config.ts's job):
 * - main.js: ESM for Node; the packages in `dependencies` stay outside the bundle (native modules
 *   such as the keychain's cannot be bundled; electron-builder ships node_modules with the app).
 * - preload.cjs: one self-contained CommonJS file, because a sandboxed preload can load only
 *   `electron` and a few built-ins, never a module of its own.
 */
import { builtinModules } from 'node:module';
import { cp, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, 'dist', 'electron');
const pkg = JSON.parse(await readFile(resolve(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
const dependencies = Object.keys(pkg.dependencies ?? {});
const builtins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];

const isExternal = (names: readonly string[]) => (id: string) => names.some((name) => id === name || id.startsWith(`${name}/`));

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  build: {
    outDir,
    emptyOutDir: true,
    target: 'node22',
    ssr: true,
    minify: false,
    sourcemap: true,
    rollupOptions: {
      input: { main: resolve(root, 'electron', 'main.ts') },
      external: isExternal(['electron', ...builtins, ...dependencies]),
      output: { format: 'es', entryFileNames: '[name].js' },
    },
  },
  ssr: { noExternal: true },
});

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  build: {
    outDir,
    emptyOutDir: false,
    target: 'chrome130',
    ssr: true,
    minify: false,
    sourcemap: false,
    rollupOptions: {
      input: { preload: resolve(root, 'electron', 'preload.ts') },
      external: isExternal(['electron']),
      output: { format: 'cjs', entryFileNames: '[name].cjs' },
    },
  },
  ssr: { noExternal: true },
});

// The embedded sandbox reads its demo assets next to its code; in the bundle that is dist/electron.
await cp(resolve(root, 'sandbox', 'assets'), resolve(outDir, 'assets'), { recursive: true });
