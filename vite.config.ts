import formatjs from '@formatjs/unplugin/vite';
import { defineConfig, type PluginOption, type UserConfig } from 'vite';

/**
 * What the desktop renderer and the phone bundle (mobile/vite.config.ts) share to keep the
 * JavaScript before the first screen small (its budgets: test/renderer/bundle-budget.test.ts,
 * test/mobile/vite.config.test.ts):
 * - everything the entry loads statically is one chunk (`first-screen`), compressed as one,
 *   rather than the four or five shared chunks the splitting made by itself (3 KB less gzip);
 * - FormatJS without its message parser (the catalogs come precompiled);
 * - TanStack's store takes React's own useSyncExternalStore (React 18 and later have it) rather
 *   than the shim for older Reacts;
 * - the messages without their notes for translators (FormatJS's build plugin; nothing reads them
 *   at run time), and the renderer's without their English too: the screens format every message
 *   from the catalog of the language in use, English included (ui/catalog-parts.ts). The core's and
 *   the contract's keep their English, which the core sends beside each message's id and the
 *   contract's checks write (shared/i18n/words.ts). Tests and development keep both;
 * - the first screen's chunk carries V8's hint to compile it all as it loads (compiledAtLoad).
 */
/** Preact's React layer in React's place: the same API (React 19's), some 56 KB less gzip before the first screen. */
export const PREACT_FOR_REACT = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * Two places where React Aria leans on React's own DOM, given to it here for Preact's React layer.
 * Each edit is exact: the build fails if a module changes shape, rather than shipping lists that
 * do not render or keys that do nothing.
 * - Its collections (lists, grids, menus) are built by rendering into a stand-in document of its
 *   own (collections/Document). React creates elements there with `createElement`; Preact with
 *   `createElementNS`, and removes them with `remove()`, which the stand-in lacks: both are given
 *   to it as what it already does.
 * - Its keyboard handlers (interactions/createEventHandler) copy the event with `{...e}`. React's
 *   events carry their fields as their own; Preact's are the browser's, whose fields (`key`,
 *   `target`, ...) live on their prototypes (or, made by a test's user-event, on the event itself but not
 *   enumerable) and a spread leaves behind. They are copied by name, the nearest first.
 */
const PREACT_EDITS: Array<{ module: RegExp; edits: Array<[RegExp, string]> }> = [
  {
    module: /[\\/]react-aria[\\/]dist[\\/]private[\\/]collections[\\/]Document\.m?js$/,
    edits: [
      [/\n(\s+)createElement\(type\) \{/, '\n$1createElementNS(_namespace, type) {\n$1    return this.createElement(type);\n$1}\n$1createElement(type) {'],
      [/\n(\s+)removeChild\(child\) \{/, '\n$1remove() {\n$1    if (this.parentNode) this.parentNode.removeChild(this);\n$1}\n$1removeChild(child) {'],
    ],
  },
  {
    module: /[\\/]react-aria[\\/]dist[\\/]private[\\/]interactions[\\/]createEventHandler\.m?js$/,
    edits: [
      [
        /let event = \{\n(\s+)\.\.\.e,/,
        'let event = {\n$1...(function fieldsOf(native) { const fields = {}; for (let from = native; from && from !== Object.prototype; from = Object.getPrototypeOf(from)) for (const name of Object.getOwnPropertyNames(from)) { if (name === "constructor" || name in fields) continue; const value = native[name]; fields[name] = typeof value === "function" ? value.bind(native) : value; } return fields; })(e),',
      ],
    ],
  },
];

export function reactAriaForPreact(): PluginOption {
  return {
    name: 'react-aria-for-preact',
    enforce: 'pre',
    transform(code, id) {
      const path = id.replace(/[?#].*$/, '');
      const target = PREACT_EDITS.find((candidate) => candidate.module.test(path));
      if (!target) return null;
      let edited = code;
      for (const [find, replacement] of target.edits) {
        const next = edited.replace(find, replacement);
        if (next === edited) throw new Error(`react-aria-for-preact: ${path} no longer has what is edited (${find.source})`);
        edited = next;
      }
      return { code: edited, map: null };
    },
  };
}

/**
 * V8's hint that a file's functions are all called as it loads (`//# allFunctionsCalledOnLoad`,
 * Chromium 136 and later: Android's WebView, Electron): they are compiled beside the download,
 * off the page's thread, rather than one by one on it as each is first called. For the first
 * screen's chunk only, whose code is mostly run by a start: an app opened afresh has none of its
 * code compiled (in a new page process the start spent some 400 ms at 4× CPU compiling and
 * running it; the hint took 75–150 ms off). A reload, whose code V8 still holds, is unchanged.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function compiledAtLoad(chunkName: string): PluginOption {
  return {
    name: 'compiled-at-load',
    apply: 'build',
    // The file's name says its content, and a browser keeps it as long as it likes under that name
    // (hosts/node/loopback-host.ts): the hint, added after the name is made, is counted in it.
    augmentChunkHash(chunk) {
      return chunk.name === chunkName ? COMPILE_HINT : undefined;
    },
    generateBundle: {
      // Last: after minifying, which would drop the comment, and after Vite puts its own code at
      // the top of the file (the hint must be its first line).
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || file.name !== chunkName) continue;
          file.code = COMPILE_HINT + file.code;
          // A line more at the top: a source map written beside it moves its lines down one.
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}

const SOURCES = /\.[jt]sx?(?:[?#].*)?$/;
const RENDERER_SOURCES = /[\\/]renderer[\\/].*\.[jt]sx?(?:[?#].*)?$/;

export function firstScreenBuild(entry: RegExp): Pick<UserConfig, 'resolve'> & { build: NonNullable<UserConfig['build']>; plugins: PluginOption[] } {
  return {
    plugins: [
      reactAriaForPreact(),
      compiledAtLoad('first-screen'),
      // The renderer's messages, but those it defines as the core does (`coreMessages`: sent or shown in English too).
      {
        ...formatjs({
          removeDefaultMessage: true,
          filter: { id: { include: RENDERER_SOURCES, exclude: /node_modules/ }, code: { exclude: /\bcoreMessages\(/ } },
        }),
        apply: 'build',
      },
      { ...formatjs({ filter: { id: { include: SOURCES, exclude: /node_modules/ } } }), apply: 'build' },
    ],
    resolve: {
      alias: [
        ...PREACT_FOR_REACT,
        { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
        // The catalogs are compiled to ICU's AST (npm run i18n:compile), so the message parser is
        // never needed at run time: FormatJS's build without it keeps it off the first screen.
        { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
      ],
    },
    build: {
      rolldownOptions: {
        output: { codeSplitting: { groups: [{ name: 'first-screen', test: entry }] } },
      },
    },
  };
}

const shared = firstScreenBuild(/[\\/]renderer[\\/]start\.tsx$/);

// The renderer is built once and served by Electron (file://) or by browser mode's local host.
export default defineConfig({
  root: 'renderer',
  base: './',
  resolve: shared.resolve,
  plugins: shared.plugins,
  build: {
    ...shared.build,
    outDir: '../dist/renderer',
    emptyOutDir: true,
    // Electron's Chromium, and the browsers browser mode opens in, preload modules themselves:
    // Vite's polyfill for those that cannot would be JavaScript before the first screen for nothing.
    modulePreload: { polyfill: false },
  },
});
