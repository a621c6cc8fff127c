import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/**
 * The phone rig's stand-ins (mobile/rig/page/start.ts and what it brings: the sqlite-wasm worker
 * and its .wasm), built apart from the phone bundle into dist/phone-rig, which the rig serves at
 * /rig/ beside dist/phone. One module, `start.js`, that the phone's entry imports only outside
 * the phone app.
 */
export const RIG_PAGE_ROOT = resolve(import.meta.dirname, 'page');
export const RIG_OUT_DIR = resolve(import.meta.dirname, '../../dist/phone-rig');

export default defineConfig({
  root: RIG_PAGE_ROOT,
  base: './',
  publicDir: false,
  build: {
    outDir: RIG_OUT_DIR,
    emptyOutDir: true,
    // Chromium: the rig runs in a desktop browser (OPFS's createWritable and sync access handles).
    target: 'chrome110',
    reportCompressedSize: false,
    rolldownOptions: {
      input: { start: resolve(RIG_PAGE_ROOT, 'start.ts'), early: resolve(RIG_PAGE_ROOT, 'early.ts') },
      // Its exports are what the phone's entry calls.
      preserveEntrySignatures: 'strict',
      output: { entryFileNames: '[name].js' },
    },
  },
  worker: { format: 'es' },
});
