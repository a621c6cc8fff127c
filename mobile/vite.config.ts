import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { firstScreenBuild } from '../vite.config';

/**
 * The phone bundle: what the Capacitor app's WebView loads (`npm run mobile:sync` builds it, then
 * copies it into the Android and iOS projects). Its page is mobile/web/index.html, whose script
 * (main.ts) composes the core, the phone's home and the renderer.
 */
export const PHONE_ROOT = resolve(import.meta.dirname, 'web');
/** The renderer's public files (pressable.css, the icon), the phone page's too. */
export const PHONE_PUBLIC_DIR = resolve(import.meta.dirname, '../renderer/public');
/** capacitor.config.ts's webDir names the same folder. */
export const PHONE_OUT_DIR = resolve(import.meta.dirname, '../dist/phone');

/** The packages of the phone's native plugins, whose web implementations the phone build leaves out. */
const PLUGIN_PACKAGES = /[\\/]node_modules[\\/](@capacitor|@capacitor-community|@aparajita)[\\/][^\\/]+[\\/]dist[\\/]esm[\\/]/;

/**
 * Every Capacitor plugin registers a web implementation, a dynamic import of its `./web` module,
 * used only when the page runs outside a native app. In the phone app it never runs (the native
 * implementation answers), and some of them keep data where the phone must never keep anything:
 * secure storage's web fallback writes to localStorage, the filesystem's to IndexedDB, SQLite's
 * to IndexedDB through jeep-sqlite. Each `./web` module is replaced by classes that refuse to be
 * made, so none of that code is in the bundle at all (test/mobile/vite.config.test.ts checks).
 */
export function withoutPluginWebImplementations(): Plugin {
  const PREFIX = '\0phone-no-web:';
  return {
    name: 'memorial-desk:without-plugin-web-implementations',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer === undefined || !PLUGIN_PACKAGES.test(importer) || !/^\.\/web(\.js)?$/.test(source)) return null;
      return `${PREFIX}${resolve(dirname(importer), 'web.js')}?left-out`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const original = readFileSync(id.slice(PREFIX.length, -'?left-out'.length), 'utf8');
      const names = [...original.matchAll(/^export (?:class|const|function) (\w+)/gm)].map((m) => m[1]!);
      if (names.length === 0) this.error(`No exports found in ${id.slice(PREFIX.length)}; update withoutPluginWebImplementations.`);
      return [
        'function refuse(name) {',
        '  return class {',
        '    constructor() {',
        '      throw new Error(`${name}: Memorial Desk on the phone runs its native plugins only; this one has no web implementation here.`);',
        '    }',
        '  };',
        '}',
        ...names.map((name) => `export const ${name} = refuse(${JSON.stringify(name)});`),
      ].join('\n');
    },
  };
}

/**
 * Libraries of the renderer that reach for the WebView's sessionStorage, each for something the
 * phone keeps in memory instead, and what is there to change. In each, `sessionStorage` is made
 * a name for `undefined`, which each already handles (a browser that refuses storage):
 * - TanStack Router's scroll restoration keeps the places' scroll positions in it: without it
 *   they are kept in memory, for as long as the app runs (going back still finds its place).
 * - TanStack Router's lazy routes reload the page once (a flag in it) when a route's code cannot
 *   be fetched after a deploy: the phone's code is in the app, never fetched from a server.
 * A library that changes so that the name is gone fails the build here, as does a new one
 * that names the storage (test/mobile/vite.config.test.ts).
 */
const SESSION_STORAGE_USERS: ReadonlyArray<{ id: RegExp; at: number }> = [
  { id: /[\\/]@tanstack[\\/]router-core[\\/]dist[\\/]esm[\\/]scroll-restoration\.js$/, at: 2 },
  { id: /[\\/]@tanstack[\\/]react-router[\\/]dist[\\/]esm[\\/]lazyRouteComponent\.js$/, at: 3 },
];

export function withoutWebViewStorage(): Plugin {
  return {
    name: 'memorial-desk:without-webview-storage',
    enforce: 'pre',
    transform(code, id) {
      const user = SESSION_STORAGE_USERS.find((candidate) => candidate.id.test(id));
      if (!user) return null;
      // Every mention, a development warning's words included (they name it too).
      const uses = [...code.matchAll(/\bsessionStorage\b/g)].length;
      if (uses !== user.at) this.error(`${id} names sessionStorage ${uses} times, not ${user.at}; update withoutWebViewStorage.`);
      return { code: `const noWebViewStorage = undefined;\n${code.replace(/\bsessionStorage\b/g, 'noWebViewStorage')}`, map: null };
    },
  };
}

/**
 * The service a new install starts with: `MEMORIAL_API_URL` when the bundle is built (`npm run
 * mobile:sync`), baked into the bundle as `import.meta.env.MEMORIAL_API_URL`; '' without it (the
 * core's default, the sandbox's address). A person can still change it under Settings. Anything
 * but an http(s) address stops the build rather than make an app that cannot reach its service.
 */
export function phoneServiceUrl(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return '';
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`MEMORIAL_API_URL is not a web address: ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`MEMORIAL_API_URL must be an http(s) address, not ${url.protocol}`);
  if (url.username !== '' || url.password !== '') throw new Error('MEMORIAL_API_URL must not carry a user name or password.');
  return url.href.replace(/\/$/, '');
}

// What the desktop's build does to keep the first screen's JavaScript small (vite.config.ts): here
// the entry (main.ts) loads the core and the phone's home as well as the renderer.
const firstScreen = firstScreenBuild(/[\\/]mobile[\\/]web[\\/]main\.ts$/);

export default defineConfig({
  root: PHONE_ROOT,
  resolve: firstScreen.resolve,
  // Relative addresses: the WebView serves the bundle from its own origin (https://localhost on
  // Android, capacitor://localhost on iOS), and the test rig from 127.0.0.1.
  base: './',
  publicDir: PHONE_PUBLIC_DIR,
  plugins: [withoutPluginWebImplementations(), withoutWebViewStorage(), ...firstScreen.plugins],
  define: { 'import.meta.env.MEMORIAL_API_URL': JSON.stringify(phoneServiceUrl(process.env.MEMORIAL_API_URL)) },
  build: {
    ...firstScreen.build,
    outDir: PHONE_OUT_DIR,
    emptyOutDir: true,
    // Vite's default floor for Chromium (Android's System WebView updates itself from the Play
    // Store), and Safari 15: the WKWebView of iOS 15, the oldest iOS the iOS project supports.
    target: ['chrome107', 'safari15'],
    reportCompressedSize: false,
  },
});
