/**
 *   node --import tsx electron/build.ts
 * Builds the Electron side into dist/electron/ (the renderer is vite.config.ts's job):
 * - main.js: ESM for Node; the packages in `dependencies` stay outside the bundle (native modules
 *   such as the keychain's cannot be bundled; electron-builder ships node_modules with the app).
 * - preload.cjs: one self-contained CommonJS file, because a sandboxed preload can load only
 *   `electron` and a few built-ins, never a module of its own.
 * And the start commands into dist/launch/ (`npm start`, `npm run web`; not in the installers):
 * electron/launch.js runs them from there while they are newer than every source file listed in
 * dist/launch/sources.json, rather than compiling main's TypeScript at every start.
 */
import { builtinModules } from 'node:module';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, 'dist', 'electron');
const launchDir = resolve(root, 'dist', 'launch');
const pkg = JSON.parse(await readFile(resolve(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
const dependencies = Object.keys(pkg.dependencies ?? {});
const builtins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];

const isExternal = (names: readonly string[]) => (id: string) => names.some((name) => id === name || id.startsWith(`${name}/`));

/** One Vite build of Node-side (or preload) code: `input` and all it imports but `external`, into `outDir`. */
function bundle(options: {
  input: Record<string, string>;
  outDir: string;
  emptyOutDir: boolean;
  target: string;
  sourcemap: boolean;
  external: readonly string[];
  output: { format: 'es' | 'cjs'; entryFileNames: string; chunkFileNames?: string };
}) {
  return build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      outDir: options.outDir,
      emptyOutDir: options.emptyOutDir,
      target: options.target,
      ssr: true,
      minify: false,
      sourcemap: options.sourcemap,
      rollupOptions: { input: options.input, external: isExternal(options.external), output: options.output },
    },
    ssr: { noExternal: true },
  });
}

const mainExternal = ['electron', ...builtins, ...dependencies];

await bundle({
  input: { main: resolve(root, 'electron', 'main.ts') },
  outDir,
  emptyOutDir: true,
  target: 'node22',
  sourcemap: true,
  external: mainExternal,
  // The embedded sandbox (`--demo` only, a dynamic import) in a chunk beside main.js, not in
  // assets/: it finds its demo assets beside its own file.
  output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
});

await bundle({
  input: { preload: resolve(root, 'electron', 'preload.ts') },
  outDir,
  emptyOutDir: false,
  target: 'chrome130',
  sourcemap: false,
  external: ['electron'],
  output: { format: 'cjs', entryFileNames: '[name].cjs' },
});

// The embedded sandbox reads its demo assets next to its code; in the bundle that is dist/electron.
await cp(resolve(root, 'sandbox', 'assets'), resolve(outDir, 'assets'), { recursive: true });

// Two folders down from the root, like electron/browser-mode/ and hosts/node/, so the paths the start commands find from
// their own place (the root, dist/renderer) are the same built as in the sources.
const launch = await bundle({
  input: { start: resolve(root, 'electron', 'start.ts'), web: resolve(root, 'electron', 'browser-mode', 'cli.ts') },
  outDir: launchDir,
  emptyOutDir: true,
  target: 'node22',
  sourcemap: true,
  external: mainExternal,
  // What both share in one chunk beside them (not in assets/: every file at the same depth).
  output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
});
await cp(resolve(root, 'sandbox', 'assets'), resolve(launchDir, 'assets'), { recursive: true });
const sources = new Set<string>();
for (const output of Array.isArray(launch) ? launch : [launch]) {
  if (!('output' in output)) continue;
  for (const chunk of output.output) {
    if (chunk.type !== 'chunk') continue;
    for (const id of chunk.moduleIds) {
      const file = relative(root, id.split('?')[0]!);
      if (!file.startsWith('..') && !file.split(sep).includes('node_modules') && !id.startsWith('\0')) sources.add(file.split(sep).join('/'));
    }
  }
}
await writeFile(resolve(launchDir, 'sources.json'), `${JSON.stringify([...sources].sort(), null, 1)}\n`);
