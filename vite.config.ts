import { defineConfig } from 'vite';

// The renderer is built once and served by Electron (file://) or by browser mode's local host.
export default defineConfig({
  root: 'renderer',
  base: './',
  resolve: {
    // The catalogs are compiled to ICU's AST (npm run i18n:compile), so the message parser is
    // never needed at run time: FormatJS's build without it keeps it off the first screen.
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
  },
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
  },
});
