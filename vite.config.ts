import { defineConfig } from 'vite';

// The renderer is built once and served by Electron (file://) or by browser mode's local host.
export default defineConfig({
  root: 'renderer',
  base: './',
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
  },
});
