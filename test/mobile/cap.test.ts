import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHIPPED_LOCALES } from '../../shared/locale/resolve';

/**
 * The Capacitor projects in mobile/android and mobile/ios are kept in the repository, and
 * `npm run mobile:sync` (build the phone bundle, then `cap sync`) must leave them exactly as
 * committed: CI runs this on a clean clone, so a plugin added, upgraded or configured without
 * committing what the sync writes fails here, naming the files. (Only what the sync changes counts:
 * uncommitted edits of your own are not drift.) Then the settings that matter are read from what
 * the sync left: backups, plain http, links, the plugins registered on both platforms.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const MOBILE = resolve(ROOT, 'mobile');
const NATIVE = ['mobile/android', 'mobile/ios'];

const read = (path: string): string => readFileSync(resolve(MOBILE, path), 'utf8');
const json = <T>(path: string): T => JSON.parse(read(path)) as T;

/** Every file of the native projects git would see (committed, or new and not ignored), with a hash of its content. */
function snapshot(): Map<string, string> {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', ...NATIVE], { cwd: ROOT, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const files = new Map<string, string>();
  for (const path of listed.stdout.split('\0').filter(Boolean)) {
    const full = resolve(ROOT, path);
    files.set(path, existsSync(full) ? createHash('sha256').update(readFileSync(full)).digest('hex') : 'missing');
  }
  return files;
}

function runSync(): { status: number | null; output: string } {
  // npm as npm runs this test (npm test); `npm` from the PATH otherwise.
  const npm = process.env.npm_execpath;
  const result =
    npm !== undefined && /\.[cm]?js$/.test(npm)
      ? spawnSync(process.execPath, [npm, 'run', 'mobile:sync'], { cwd: ROOT, encoding: 'utf8', timeout: 180_000 })
      : spawnSync('npm', ['run', 'mobile:sync'], { cwd: ROOT, encoding: 'utf8', timeout: 180_000, shell: process.platform === 'win32' });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

interface CapacitorJson {
  appId: string;
  appName: string;
  webDir: string;
  includePlugins: string[];
  server?: unknown;
  loggingBehavior?: string;
  plugins?: { CapacitorHttp?: { enabled?: boolean } };
  packageClassList?: string[];
}

let drift: string[];
let config: CapacitorJson;

beforeAll(() => {
  const before = snapshot();
  const sync = runSync();
  if (sync.status !== 0) throw new Error(`npm run mobile:sync failed (${sync.status}):\n${sync.output}`);
  const after = snapshot();
  drift = [...new Set([...before.keys(), ...after.keys()])].filter((path) => before.get(path) !== after.get(path)).sort();
  config = json<CapacitorJson>('android/app/src/main/assets/capacitor.config.json');
}, 200_000);

describe('the native projects (mobile/android, mobile/ios)', () => {
  it('are exactly what npm run mobile:sync makes of them', () => {
    expect(drift, `npm run mobile:sync changed these files; commit what it writes:\n  ${drift.join('\n  ')}`).toEqual([]);
  });

  it('hold no path of this machine', () => {
    const machine = [ROOT, homedir(), '/Users/', '/home/', 'C:\\'].filter((p) => p.length > 1);
    for (const path of snapshot().keys()) {
      if (!/\.(gradle|json|xml|plist|swift|pbxproj|properties|java|xcconfig|storyboard|pro|md)$/.test(path)) continue;
      const text = readFileSync(resolve(ROOT, path), 'utf8');
      for (const p of machine) expect(text.includes(p), `${path} names ${p}`).toBe(false);
    }
  });

  it('get the phone bundle and the configuration: no plugin call logged, the global fetch left unpatched, no server address', () => {
    expect(read('android/app/src/main/assets/public/index.html')).toBe(readFileSync(resolve(ROOT, 'dist/phone/index.html'), 'utf8'));
    expect(read('ios/App/App/public/index.html')).toBe(readFileSync(resolve(ROOT, 'dist/phone/index.html'), 'utf8'));
    for (const file of ['android/app/src/main/assets/capacitor.config.json', 'ios/App/App/capacitor.config.json']) {
      const c = json<CapacitorJson>(file);
      expect(c).toMatchObject({
        appId: 'org.memorialdesk.app',
        appName: 'Memorial Desk',
        webDir: '../dist/phone',
        plugins: { CapacitorHttp: { enabled: false } },
      });
      expect(c.server, `${file} has a server address: the app would load its page from there`).toBeUndefined();
    }
  });

  it('register every plugin the phone uses, on both platforms', () => {
    const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    expect(config.includePlugins.length).toBe(6);
    for (const plugin of config.includePlugins) expect(pkg.devDependencies[plugin], `${plugin} is pinned in package.json`).toMatch(/^\d+\.\d+\.\d+$/);

    const android = json<Array<{ pkg: string; classpath: string }>>('android/app/src/main/assets/capacitor.plugins.json');
    expect(android.map((p) => p.pkg)).toEqual(config.includePlugins);
    for (const p of android) expect(p.classpath).toMatch(/^[a-z]+(\.\w+)+$/);
    const settings = read('android/capacitor.settings.gradle');
    const build = read('android/app/capacitor.build.gradle');
    for (const plugin of config.includePlugins) {
      const project = plugin.replace(/^@/, '').replace(/\//g, '-');
      expect(settings).toContain(`project(':${project}').projectDir = new File('../../node_modules/${plugin}/android')`);
      expect(build).toContain(`implementation project(':${project}')`);
    }

    const swift = read('ios/App/CapApp-SPM/Package.swift');
    for (const plugin of config.includePlugins) expect(swift).toMatch(new RegExp(`path: "\\.\\./\\.\\./\\.\\./\\.\\./node_modules/${plugin}"`));
    expect(json<CapacitorJson>('ios/App/App/capacitor.config.json').packageClassList).toHaveLength(config.includePlugins.length);
    // Swift Package Manager, not CocoaPods: nothing to `pod install`.
    expect(existsSync(resolve(MOBILE, 'ios/App/Podfile'))).toBe(false);
  });

  it('Android: nothing of the app in backups or transfers, no plain http in a release build, links open the app', () => {
    const manifest = read('android/app/src/main/AndroidManifest.xml');
    expect(manifest).toContain('android:allowBackup="false"');
    expect(manifest).toContain('android:dataExtractionRules="@xml/data_extraction_rules"');
    expect(manifest).toContain('android:networkSecurityConfig="@xml/network_security_config"');
    expect(manifest).not.toMatch(/usesCleartextTraffic="true"/);
    expect(manifest).toMatch(/<data android:scheme="memorialdesk" \/>/);

    const rules = read('android/app/src/main/res/xml/data_extraction_rules.xml');
    for (const section of ['cloud-backup', 'device-transfer']) {
      const body = new RegExp(`<${section}>([\\s\\S]*?)</${section}>`).exec(rules)?.[1] ?? '';
      for (const domain of ['root', 'file', 'database', 'sharedpref', 'external'])
        expect(body, `${section} keeps ${domain} out`).toContain(`<exclude domain="${domain}" />`);
      expect(body).not.toContain('<include');
    }

    const release = read('android/app/src/main/res/xml/network_security_config.xml');
    expect(release).toContain('<base-config cleartextTrafficPermitted="false" />');
    expect(release).not.toMatch(/cleartextTrafficPermitted="true"/);
    const debug = read('android/app/src/debug/res/xml/network_security_config.xml');
    expect(debug).toContain('<base-config cleartextTrafficPermitted="false" />');
    expect([...debug.matchAll(/<domain [^>]*>([^<]+)<\/domain>/g)].map((m) => m[1])).toEqual(['127.0.0.1', 'localhost']);
  });

  it('iOS: links open the app, Documents shows in the Files app, no exception to https, the file-date reason declared', () => {
    const plist = read('ios/App/App/Info.plist');
    expect(plist).toMatch(/<key>CFBundleDisplayName<\/key>\s*<string>Memorial Desk<\/string>/);
    expect(plist).toMatch(/<key>CFBundleURLSchemes<\/key>\s*<array>\s*<string>memorialdesk<\/string>\s*<\/array>/);
    expect(plist).toMatch(/<key>UIFileSharingEnabled<\/key>\s*<true\/>/);
    expect(plist).toMatch(/<key>LSSupportsOpeningDocumentsInPlace<\/key>\s*<true\/>/);
    expect(plist).not.toContain('NSAppTransportSecurity');
    expect(plist).not.toContain('NSAllowsArbitraryLoads');
    expect(read('ios/App/App/PrivacyInfo.xcprivacy')).toContain('<string>C617.1</string>');
    expect(read('ios/App/App.xcodeproj/project.pbxproj')).toMatch(/\/\* PrivacyInfo\.xcprivacy in Resources \*\/,/);
  });

  it('declare the languages the app speaks: Android 13+ per-app language, iOS localizations', () => {
    // The system offers the app's own language only among those declared; each is a shipped catalog.
    const manifest = read('android/app/src/main/AndroidManifest.xml');
    expect(manifest).toMatch(/<application[^>]*\sandroid:localeConfig="@xml\/locales_config"/);
    const localeConfig = read('android/app/src/main/res/xml/locales_config.xml');
    expect([...localeConfig.matchAll(/<locale android:name="([^"]+)" \/>/g)].map((m) => m[1])).toEqual([...SHIPPED_LOCALES]);

    const plist = read('ios/App/App/Info.plist');
    const localizations = /<key>CFBundleLocalizations<\/key>\s*<array>([\s\S]*?)<\/array>/.exec(plist)?.[1] ?? '';
    expect([...localizations.matchAll(/<string>([^<]+)<\/string>/g)].map((m) => m[1])).toEqual([...SHIPPED_LOCALES]);
    expect(plist).toMatch(/<key>CFBundleDevelopmentRegion<\/key>\s*<string>en<\/string>/);
  });

  it('want the tools the README names (update both together)', () => {
    expect(read('android/gradle/wrapper/gradle-wrapper.properties')).toContain(
      'distributionUrl=https\\://services.gradle.org/distributions/gradle-8.14.3-all.zip',
    );
    expect(read('android/build.gradle')).toContain("classpath 'com.android.tools.build:gradle:8.13.0'");
    const variables = read('android/variables.gradle');
    expect(variables).toMatch(/minSdkVersion = 24\b/);
    expect(variables).toMatch(/compileSdkVersion = 36\b/);
    expect(variables).toMatch(/targetSdkVersion = 36\b/);
    expect(read('android/app/capacitor.build.gradle')).toContain('sourceCompatibility JavaVersion.VERSION_21');
    const pbxproj = read('ios/App/App.xcodeproj/project.pbxproj');
    expect([...new Set([...pbxproj.matchAll(/IPHONEOS_DEPLOYMENT_TARGET = ([\d.]+);/g)].map((m) => m[1]))]).toEqual(['15.0']);
    expect(read('ios/App/CapApp-SPM/Package.swift')).toMatch(/^\/\/ swift-tools-version: 5\.9\n[\s\S]*platforms: \[\.iOS\(\.v15\)\]/);
  });
});
