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
 *   contract's checks write (shared/i18n/words.ts). Tests and development keep both.
 */
const SOURCES = /\.[jt]sx?(?:[?#].*)?$/;
const RENDERER_SOURCES = /[\\/]renderer[\\/].*\.[jt]sx?(?:[?#].*)?$/;

export function firstScreenBuild(entry: RegExp): Pick<UserConfig, 'resolve'> & { build: NonNullable<UserConfig['build']>; plugins: PluginOption[] } {
  return {
    plugins: [
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
