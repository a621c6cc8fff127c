import { resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { PHONE_ROOT, phoneServiceUrl, withoutPluginWebImplementations, withoutWebViewStorage } from '../../mobile/vite.config';
import { describeFirstScreen, kb, measureFirstScreen } from '../support/first-screen';

/**
 * The phone build contains no other way to keep a token than the Keychain / Keystore plugin.
 *
 * It is built here as `npm run mobile:sync` builds it (mobile/vite.config.ts), with the phone's
 * home for the core (mobile/native/index.ts: every adapter, every plugin) as a second entry, so
 * the plugins are in it even while the page is a placeholder. Then every module that ends up in
 * it, and every file it writes, is read for:
 * - modules that are themselves another place to keep things: @capacitor/preferences, a
 *   plugin's web implementation (secure storage's writes to localStorage, the filesystem's and
 *   SQLite's to IndexedDB), jeep-sqlite, localforage;
 * - the WebView's own storage: localStorage, sessionStorage, IndexedDB, Web SQL, cookies, the
 *   Cache API, the origin-private file system.
 * A library's use is taken out of the build where it can be (mobile/vite.config.ts,
 * withoutWebViewStorage: TanStack Router's scroll positions and reload flag); one that cannot and
 * keeps no secret is allowed only by name in ALLOWED, with the reason. Below, the scan is shown to
 * catch what it is for.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');

const FORBIDDEN_MODULES: Array<{ id: RegExp; why: string }> = [
  { id: /node_modules\/@capacitor\/preferences\//, why: '@capacitor/preferences keeps values unencrypted' },
  { id: /node_modules\/(@[^/]+\/)?[^/]+\/dist\/esm\/web\.js$/, why: 'a plugin’s web implementation (secure storage’s is localStorage)' },
  { id: /node_modules\/(jeep-sqlite|localforage|sql\.js)\//, why: 'a store in the WebView’s IndexedDB' },
];

const STORAGE_APIS = /\b(localStorage|sessionStorage|indexedDB|openDatabase)\b|document\.cookie|\bcaches\.open\b|navigator\.storage\b/g;

/** Modules allowed to name one of STORAGE_APIS, each with what it keeps there. */
const ALLOWED: Array<{ id: RegExp; api: string; why: string }> = [
  {
    id: /node_modules\/@capacitor\/core\/dist\/index\.js$/,
    api: 'document.cookie',
    why: 'Capacitor’s own cookies plugin (CapacitorCookies) reads and writes document.cookie for whoever calls it; nothing of the app does, and the service’s tokens travel in a header, never a cookie.',
  },
];

interface Finding {
  module: string;
  what: string;
}

async function buildAndScan(options: {
  plugins?: Plugin[];
  configFile?: string | false;
  input: Record<string, string>;
}): Promise<{ findings: Finding[]; modules: string[] }> {
  const result = await build({
    configFile: options.configFile ?? resolve(ROOT, 'mobile/vite.config.ts'),
    root: options.configFile === false ? ROOT : PHONE_ROOT,
    base: './',
    logLevel: 'silent',
    plugins: options.plugins ?? [],
    build: {
      write: false,
      // Keep the entries' exports, so nothing the phone home offers is shaken out before it is read.
      rolldownOptions: { input: options.input, preserveEntrySignatures: 'strict' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const findings: Finding[] = [];
  const modules: string[] = [];
  for (const item of outputs.flatMap((output) => output.output)) {
    if (item.type === 'asset') {
      const text = typeof item.source === 'string' ? item.source : new TextDecoder().decode(item.source);
      for (const [what] of text.matchAll(STORAGE_APIS)) findings.push({ module: `asset ${item.fileName}`, what });
      continue;
    }
    const accounted = new Set<string>();
    for (const [id, rendered] of Object.entries(item.modules)) {
      const path = id.replaceAll('\\', '/');
      modules.push(path);
      for (const rule of FORBIDDEN_MODULES) if (rule.id.test(path)) findings.push({ module: path, what: rule.why });
      for (const [api] of (rendered.code ?? '').matchAll(STORAGE_APIS)) {
        if (ALLOWED.some((allowed) => allowed.id.test(path) && allowed.api === api)) accounted.add(api);
        else findings.push({ module: path, what: api });
      }
    }
    // The chunk as written: anything its modules did not account for (code added around them).
    for (const [api] of item.code.matchAll(STORAGE_APIS)) {
      if (!accounted.has(api) && !findings.some((f) => f.what === api)) findings.push({ module: `chunk ${item.fileName}`, what: api });
    }
  }
  return { findings, modules };
}

const PHONE = { page: resolve(PHONE_ROOT, 'index.html'), home: resolve(ROOT, 'mobile/native/index.ts') };

/** A module made up for a test, as the entry `fixture`. */
function fixture(code: string): Plugin {
  return {
    name: 'fixture',
    resolveId: (id) => (id === 'virtual:fixture' ? '\0virtual:fixture' : null),
    load: (id) => (id === '\0virtual:fixture' ? code : null),
  };
}

describe('the phone build keeps sign-ins nowhere but the Keychain / Keystore', () => {
  it('has no module and no output that keeps anything in the WebView, and no plugin’s web fallback', { timeout: 60_000 }, async () => {
    const { findings, modules } = await buildAndScan({ input: PHONE });
    expect(findings).toEqual([]);
    // The whole app is in it (so the scan read it): the renderer, the core, the in-page bridge.
    for (const part of [
      'renderer/start.tsx',
      'core/app-core.ts',
      'mobile/web/in-page-bridge.ts',
      'node_modules/@tanstack/router-core/dist/esm/scroll-restoration.js',
    ]) {
      expect(modules).toContainEqual(expect.stringContaining(part));
    }
    // Never the rig's stand-ins (OPFS, the rig's memory for sign-ins): they are served beside it, only by the rig.
    expect(modules.filter((m) => /mobile\/rig\/|sqlite-wasm/.test(m))).toEqual([]);
    // The plugins are in it (so the scan read them), their web implementations left out.
    for (const plugin of ['@aparajita/capacitor-secure-storage', '@capacitor-community/sqlite', '@capacitor/filesystem', '@capacitor/share']) {
      expect(modules).toContainEqual(expect.stringContaining(`node_modules/${plugin}/dist/esm/index.js`));
      expect(modules).toContainEqual(expect.stringMatching(new RegExp(`phone-no-web:.*${plugin}/dist/esm/web\\.js\\?left-out$`)));
    }
  });

  it('would find the secure storage plugin’s web fallback (localStorage) were it let in', { timeout: 60_000 }, async () => {
    const { findings } = await buildAndScan({ configFile: false, input: { home: PHONE.home } });
    const modules = findings.map((f) => f.module);
    expect(modules).toContainEqual(expect.stringMatching(/@aparajita\/capacitor-secure-storage\/dist\/esm\/web\.js$/));
    expect(modules).toContainEqual(expect.stringMatching(/@capacitor\/filesystem\/dist\/esm\/web\.js$/));
    expect(findings.map((f) => f.what)).toEqual(expect.arrayContaining(['localStorage', 'indexedDB']));
  });

  it('would find TanStack Router’s sessionStorage (scroll positions, a reload flag) were it not made a name for nothing', { timeout: 60_000 }, async () => {
    const router = { router: resolve(ROOT, 'renderer/app/router.tsx') };
    const kept = await buildAndScan({ configFile: false, plugins: [withoutPluginWebImplementations()], input: router });
    expect(kept.findings.map((f) => f.module)).toEqual(
      expect.arrayContaining([expect.stringMatching(/scroll-restoration\.js$/), expect.stringMatching(/lazyRouteComponent\.js$/)]),
    );
    const without = await buildAndScan({ configFile: false, plugins: [withoutPluginWebImplementations(), withoutWebViewStorage()], input: router });
    expect(without.findings.filter((f) => /@tanstack/.test(f.module))).toEqual([]);
  });

  it('would find a token kept in the WebView’s storage by any module of the page', { timeout: 60_000 }, async () => {
    const { findings } = await buildAndScan({
      configFile: false,
      plugins: [
        fixture("export function keep(token) { window.localStorage.setItem('t', token); document.cookie = 't=' + token; }"),
        withoutPluginWebImplementations(),
      ],
      input: { fixture: 'virtual:fixture' },
    });
    expect(findings.map((f) => f.what).sort()).toEqual(['document.cookie', 'localStorage']);
    expect(findings[0]!.module).toContain('virtual:fixture');
  });
});

describe('the service a new install starts with (MEMORIAL_API_URL at build time)', () => {
  it('is the address given, without a trailing slash; none without one', () => {
    expect(phoneServiceUrl('https://memorials.example/api/v1/')).toBe('https://memorials.example/api/v1');
    expect(phoneServiceUrl(' https://memorials.example/api/v1 ')).toBe('https://memorials.example/api/v1');
    expect(phoneServiceUrl(undefined)).toBe('');
    expect(phoneServiceUrl('')).toBe('');
  });

  it('stops the build for anything but a plain http(s) address', () => {
    expect(() => phoneServiceUrl('memorials dot example')).toThrow(/not a web address/);
    expect(() => phoneServiceUrl('file:///etc/passwd')).toThrow(/http\(s\)/);
    expect(() => phoneServiceUrl('https://me:secret@memorials.example/api/v1')).toThrow(/user name or password/);
  });
});

/**
 * The phone's JavaScript before its first screen (the renderer, the core and the phone's home in
 * one page) stays within issue 33's budget, 160 KB: a mid-range phone parses every byte at a
 * quarter of a laptop's speed. It was 240 KB; 159.6 KB now, with Preact's React layer in React's
 * place (vite.config.ts, some 56 KB) and the core's areas that no first screen needs (the cover
 * photo, visits, exports, posts, the desk) loaded just after the start (core/bridge/area.ts,
 * areaLoadedLater). Over budget, the failure names each chunk of the first screen and its biggest
 * parts: move what the first screen does not need behind a dynamic import.
 */
const PHONE_BUDGET_BYTES = 160 * 1024;

describe('the phone’s first screen', () => {
  it(`loads at most ${kb(PHONE_BUDGET_BYTES)} of JavaScript (gzip) before it shows`, { timeout: 120_000 }, async () => {
    const measured = await measureFirstScreen({ configFile: resolve(ROOT, 'mobile/vite.config.ts') });
    if (measured.gzip > PHONE_BUDGET_BYTES) expect.fail(`over the budget of ${kb(PHONE_BUDGET_BYTES)}: ${describeFirstScreen(measured)}`);
    const parts = measured.chunks.flatMap((chunk) => chunk.parts.map((part) => part.name));
    // Never ical.js: it comes with the first calendar file. Never React's own renderer.
    expect(parts).not.toContain('ical.js');
    expect(parts).not.toContain('react-dom');
    expect(parts).toContain('preact');
    // The areas loaded after the start are not in it.
    for (const later of [
      'core/features/desk/',
      'core/features/exports/',
      'core/features/visits/',
      'core/features/posts/',
      'core/features/memorials/',
      'core/features/moderation/',
    ])
      expect(parts).not.toContain(later);
    // The first screen's own chunk is compiled as it loads (vite.config.ts, compiledAtLoad).
    expect(measured.chunks.filter((chunk) => chunk.compiledAtLoad).map((chunk) => chunk.file)).toEqual([expect.stringMatching(/first-screen-[^/]+\.js$/)]);
  });
});
