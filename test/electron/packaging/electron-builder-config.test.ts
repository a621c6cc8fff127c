/**
 * electron-builder.yml, read by electron-builder's own loader and checked by its own validator
 * and file matchers, offline (packaging itself needs the Electron binary and the internet):
 * the targets, the files that go into the app (what `npm run build` produced and nothing else),
 * the native keychain module outside the archive, the fuses, the icon and the macOS entitlements.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import type { Configuration } from 'app-builder-lib';
import { getFileMatchers, type FileMatcher } from 'app-builder-lib/out/fileMatcher';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util/out/DebugLogger';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_LANGUAGES } from '../../../electron/desktop/language';
import { SHIPPED_LOCALES } from '../../../shared/locale/resolve';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const require = createRequire(import.meta.url);

// What electron-builder itself calls to choose the app's files and the dependencies' files; not in
// its published types, so typed here as used.
interface PackagerInfo {
  projectDir: string;
  buildResourcesDir: string;
  isPrepackedAppAsar: boolean;
  config: Configuration;
  debugLogger: { isEnabled: boolean };
}
const internals = require('app-builder-lib/out/fileMatcher') as {
  getMainFileMatchers(
    appDir: string,
    destination: string,
    expand: (p: string) => string,
    options: object,
    packager: { info: PackagerInfo },
    outDir: string,
    electronCompile: boolean,
  ): FileMatcher[];
  getNodeModuleFileMatcher(appDir: string, destination: string, expand: (p: string) => string, options: object, info: PackagerInfo): FileMatcher;
};
const { checkMetadata } = require('app-builder-lib/out/util/packageMetadata') as {
  checkMetadata: (metadata: object, devMetadata: object, appPackageFile: string, devPackageFile: string) => void;
};

let config: Configuration;
let info: PackagerInfo;
const DESTINATION = '/packaged/resources/app';
const same = (pattern: string) => pattern;
const file = { isDirectory: () => false } as never;

beforeAll(async () => {
  config = await getConfig(ROOT, null, null);
  info = { projectDir: ROOT, buildResourcesDir: 'build', isPrepackedAppAsar: false, config, debugLogger: { isEnabled: false } };
});

/** What `npm run build` writes: the bundled main and preload with maps, the sandbox's assets, the screens. */
function builtFiles(): string[] {
  const assets = readdirSync(join(ROOT, 'sandbox', 'assets'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(join(ROOT, 'sandbox', 'assets'), join(entry.parentPath, entry.name)).replaceAll('\\', '/'));
  return [
    'dist/electron/main.js',
    'dist/electron/main.js.map',
    'dist/electron/preload.cjs',
    ...assets.map((asset) => `dist/electron/assets/${asset}`),
    'dist/renderer/index.html',
    'dist/renderer/assets/index-B1x2y3z4.js',
    'dist/renderer/assets/index-B1x2y3z4.js.map',
    'dist/renderer/assets/index-C5d6e7f8.css',
  ];
}

/** Everything else a working copy holds that must stay out: what git tracks, and what tools leave. */
function otherFiles(): string[] {
  const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  return [
    ...tracked,
    // A file an earlier build or tool left in dist/ is not what this build produced.
    'dist/stale/old-main.js',
    'build/icons/icon.ico',
    'out/linux-unpacked/memorial-desk',
    'test-results/screenshots/home.png',
    '.tmp/scratch.ts',
    'coverage/index.html',
    'my-data/settings.json',
    'sandbox.db',
  ];
}

describe('electron-builder.yml', () => {
  it('passes electron-builder’s own validation, which does catch a mistake', async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    await expect(validateConfiguration({ ...config, nsis: { ...config.nsis, perMachin: true } as never }, new DebugLogger(false))).rejects.toThrow(
      /configuration\.nsis/,
    );
    const metadata = { ...(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as object), ...config.extraMetadata };
    expect(() => checkMetadata(metadata, metadata, join(ROOT, 'package.json'), join(ROOT, 'package.json'))).not.toThrow();
  });

  it('builds NSIS (per user or per machine, the person chooses) and MSI (per machine) for Windows', () => {
    expect(targets(config.win)).toEqual(['nsis', 'msi']);
    expect(config.nsis).toMatchObject({ oneClick: false, perMachine: false, allowElevation: true, packElevateHelper: true });
    expect(config.msi).toMatchObject({ perMachine: true });
    expect(config.msi?.upgradeCode).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('builds dmg and zip for macOS, signed with the hardened runtime, notarized from the environment only', () => {
    expect(targets(config.mac)).toEqual(['dmg', 'zip']);
    expect(config.mac).toMatchObject({ hardenedRuntime: true, notarize: true });
    const secrets = /identity|cscLink|cscKeyPassword|certificate|appleId|password|teamId|apiKey/i;
    expect(JSON.stringify(config)).not.toMatch(secrets);
  });

  it('keeps the hardened runtime whole: JIT for V8, and nothing that lets code be injected or debugged', () => {
    const entitlements = readFileSync(join(ROOT, config.mac!.entitlements!), 'utf8');
    expect(config.mac!.entitlementsInherit).toBe(config.mac!.entitlements);
    const keys = [...entitlements.matchAll(/<key>([^<]+)<\/key>/g)].map((match) => match[1]);
    expect(keys).toEqual(['com.apple.security.cs.allow-jit']);
  });

  it('builds AppImage and deb for Linux', () => {
    expect(targets(config.linux)).toEqual(['AppImage', 'deb']);
    expect(config.linux?.maintainer).toMatch(/<.+@.+>/);
  });

  it('flips Electron’s fuses: no running as Node, no NODE_OPTIONS or --inspect, only the checked app.asar, cookies encrypted', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      enableCookieEncryption: true,
      grantFileProtocolExtraPrivileges: false,
    });
    expect(config.asar).toBe(true);
    // electron-builder flips them with @electron/fuses, one of its own dependencies.
    expect(existsSync(dirname(require.resolve('@electron/fuses/package.json', { paths: [dirname(require.resolve('app-builder-lib/package.json'))] })))).toBe(
      true,
    );
  });

  it('puts into the app exactly what `npm run build` produced, without source maps, and package.json', () => {
    const matchers = internals.getMainFileMatchers(ROOT, DESTINATION, same, config.linux ?? {}, { info }, join(ROOT, 'out'), false);
    expect(matchers).toHaveLength(1);
    const shipped = matchers[0]!.createFilter();
    const candidates = [...builtFiles(), ...otherFiles()];
    const chosen = candidates.filter((path) => shipped(join(ROOT, path), file)).sort();
    const expected = ['package.json', ...builtFiles().filter((path) => !path.endsWith('.map'))].sort();
    expect(chosen).toEqual(expected);
    expect(config.extraMetadata?.main).toBe('dist/electron/main.js');
  });

  it('ships the dependencies without maps, TypeScript, docs or their tests', () => {
    const dependencyFiles = internals.getNodeModuleFileMatcher(ROOT, DESTINATION, same, config.linux ?? {}, info).createFilter();
    const ships = (path: string) => dependencyFiles(join(ROOT, path), file);
    expect(ships('node_modules/zod/index.js')).toBe(true);
    expect(ships('node_modules/@napi-rs/keyring-linux-x64-gnu/keyring.linux-x64-gnu.node')).toBe(true);
    expect(ships('node_modules/hono/dist/index.js.map')).toBe(false);
    expect(ships('node_modules/hono/dist/types/index.d.ts')).toBe(false);
    expect(ships('node_modules/conf/source/index.ts')).toBe(false);
    expect(ships('node_modules/ws/README.md')).toBe(false);
    expect(ships('node_modules/qrcode/test/index.js')).toBe(false);
  });

  it('unpacks the native keychain module from the asar, for every platform, and nothing else', () => {
    const unpack = getFileMatchers(config, 'asarUnpack', DESTINATION, {
      macroExpander: same,
      customBuildOptions: {},
      globalOutDir: join(ROOT, 'out'),
      defaultSrc: ROOT,
    })![0]!.createFilter();
    const unpacked = (path: string) => unpack(join(ROOT, path), file);
    const installed = relative(ROOT, require.resolve('@napi-rs/keyring-linux-x64-gnu/package.json')).replaceAll('\\', '/');
    expect(unpacked(installed)).toBe(true);
    for (const native of [
      'keyring-linux-x64-gnu/keyring.linux-x64-gnu.node',
      'keyring-win32-x64-msvc/keyring.win32-x64-msvc.node',
      'keyring-darwin-arm64/keyring.darwin-arm64.node',
      'keyring-darwin-x64/keyring.darwin-x64.node',
    ]) {
      expect(unpacked(`node_modules/@napi-rs/${native}`)).toBe(true);
    }
    expect(unpacked('node_modules/@napi-rs/keyring/index.js')).toBe(false);
    expect(unpacked('dist/electron/main.js')).toBe(false);
    expect(unpacked('node_modules/zod/index.js')).toBe(false);
  });

  it('names the one source image, from which electron-builder makes every size each platform wants', () => {
    expect(config.icon).toBe('assets/icon.png');
    // No platform names one of its own, which would be used instead.
    expect(config.win?.icon).toBeUndefined();
    expect(config.mac?.icon).toBeUndefined();
    expect(config.linux?.icon).toBeUndefined();
    // A PNG of 1024×1024 (its IHDR chunk), the size macOS's largest icon needs.
    const png = readFileSync(join(ROOT, 'assets', 'icon.png'));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1024, 1024]);
  });

  it('ships Chromium’s locale packs for the languages the app speaks, and no other', () => {
    expect(config.electronLanguages).toEqual([...CHROMIUM_LANGUAGES]);
    expect([...CHROMIUM_LANGUAGES].sort()).toEqual([...SHIPPED_LOCALES].sort());
  });

  it('registers memorialdesk://, and writes the generic provider’s update files without uploading anything', () => {
    expect(config.protocols).toEqual([{ name: 'Memorial Desk link', schemes: ['memorialdesk'] }]);
    // generic: electron-builder writes latest*.yml and never uploads; .invalid never resolves.
    expect(config.publish).toEqual({ provider: 'generic', url: 'https://updates.invalid/memorial-desk' });
  });

  it('is built by `npm run dist`: the app, then electron-builder', () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.dist).toBe('npm run build && electron-builder --publish never');
  });
});

function targets(options: { target?: unknown } | null | undefined): string[] {
  const list = Array.isArray(options?.target) ? options.target : [options?.target];
  return list.map((target: unknown) => (typeof target === 'string' ? target : (target as { target: string }).target));
}
