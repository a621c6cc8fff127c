import { defineConfig, type UserConfig } from 'vite';

/**
 * Catalog messages' `description`s are for translators (the extractor reads them from the sources):
 * nothing reads them at run time, so the builds leave them out of the words files (`*-words.ts`,
 * shared/api/field-labels.ts), where nearly all of them are. On the phone, whose first screen
 * carries the core and its messages, that is about 5 KB gzip.
 */
const DESCRIPTION = /\bdescription:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")\s*,?/g;
export function withoutMessageDescriptions() {
  return {
    name: 'memorial-desk:without-message-descriptions',
    transform(code: string, id: string) {
      if (!/(?:-words|[\\/]field-labels)\.tsx?$/.test(id)) return null;
      return { code: code.replace(DESCRIPTION, ''), map: null };
    },
  };
}

/**
 * What the desktop renderer and the phone bundle (mobile/vite.config.ts) share to keep the
 * JavaScript before the first screen small (its budgets: test/renderer/bundle-budget.test.ts,
 * test/mobile/vite.config.test.ts):
 * - everything the entry loads statically is one chunk (`first-screen`), compressed as one,
 *   rather than the four or five shared chunks the splitting made by itself (3 KB less gzip);
 * - FormatJS without its message parser (the catalogs come precompiled), and the messages without
 *   their descriptions for translators (`withoutMessageDescriptions`);
 * - TanStack's store takes React's own useSyncExternalStore (React 18 and later have it) rather
 *   than the shim for older Reacts.
 */
export function firstScreenBuild(entry: RegExp): Pick<UserConfig, 'resolve'> & { build: NonNullable<UserConfig['build']> } {
  return {
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
        plugins: [withoutMessageDescriptions()],
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
  build: {
    ...shared.build,
    outDir: '../dist/renderer',
    emptyOutDir: true,
    // Electron's Chromium, and the browsers browser mode opens in, preload modules themselves:
    // Vite's polyfill for those that cannot would be JavaScript before the first screen for nothing.
    modulePreload: { polyfill: false },
  },
});
