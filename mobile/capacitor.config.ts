import type { CapacitorConfig } from '@capacitor/cli';

/**
 * Memorial Desk on the phone. Capacitor's CLI runs in this folder (`npm run mobile:sync`), so the
 * native projects are mobile/android and mobile/ios, and every path here is relative to mobile/.
 */
const config: CapacitorConfig = {
  appId: 'org.memorialdesk.app',
  appName: 'Memorial Desk',
  // mobile/vite.config.ts builds the phone bundle here.
  webDir: '../dist/phone',
  // Exactly the plugins the phone uses (their versions are pinned in ../package.json). Named here
  // because the CLI would otherwise look for them in mobile/package.json, which has none.
  includePlugins: [
    '@aparajita/capacitor-secure-storage',
    '@capacitor-community/sqlite',
    '@capacitor/app',
    '@capacitor/browser',
    '@capacitor/filesystem',
    '@capacitor/share',
  ],
  // Never: Capacitor's default ('debug') has a debug build log every plugin call with its
  // arguments and answers (Android's logcat, the WebView's console, Xcode's): a sign-in kept or
  // read, a request's Authorization header, a device flow's token. Nothing may log a token.
  loggingBehavior: 'none',
  android: {
    // Never load http: content into the https://localhost page.
    allowMixedContent: false,
  },
  plugins: {
    // Off: the page's own fetch and XMLHttpRequest stay the WebView's, bound by the page's
    // Content-Security-Policy (connect-src 'self'), so nothing in the page reaches the network.
    // The core's fetch calls the native HTTP plugin directly (mobile/native/native-fetch.ts), with
    // redirects left to the core, so a token never follows a redirect to another host.
    CapacitorHttp: { enabled: false },
    CapacitorSQLite: {
      // iOS: Library/CapacitorDatabase, private to the app, not shown in the Files app and kept
      // out of iCloud backups (the default, Documents, is neither). Android keeps its databases
      // in the app's own databases folder.
      iosDatabaseLocation: 'Library/CapacitorDatabase',
      iosIsEncryption: false,
      androidIsEncryption: false,
    },
  },
};

export default config;
