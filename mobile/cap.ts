/**
 * Capacitor's CLI for Memorial Desk's phone app, run where it must run (mobile/, the app's root,
 * whose capacitor.config.ts it reads):
 *
 *   npm run mobile:sync                  builds the phone bundle (dist/phone), then `cap sync`
 *   npm run mobile:cap -- open android   any other `cap` command, as it is
 *
 * `sync` and `copy` build the bundle first, so the native projects never get an old one. Neither
 * needs an Android SDK or Xcode: on Linux the CLI skips what would (the iOS project uses Swift
 * Package Manager, so there is no `pod install` either). The CLI runs with CI=1: it never stops to
 * ask a question, and never sends Ionic its usage data (it does only on an interactive terminal).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { build } from 'vite';

const MOBILE = import.meta.dirname;
const args = process.argv.slice(2);

if (args.length === 0) {
  console.error('Usage: node --import tsx mobile/cap.ts <cap command> [options]   (e.g. sync, open android)');
  process.exit(2);
}

if (args[0] === 'sync' || args[0] === 'copy') {
  await build({ configFile: `${MOBILE}/vite.config.ts`, logLevel: 'warn' });
}

const cli = createRequire(import.meta.url).resolve('@capacitor/cli/bin/capacitor');
const result = spawnSync(process.execPath, [cli, ...args], { cwd: MOBILE, stdio: 'inherit', env: { ...process.env, CI: '1' } });
process.exit(result.status ?? 1);
