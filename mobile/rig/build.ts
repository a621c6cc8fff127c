/**
 * What the phone rig serves, built when it is missing or older than its sources (as `npm start`
 * runs main from a build only while it is newer than every source): the phone bundle, exactly as
 * `npm run mobile:sync` builds it (mobile/vite.config.ts, into dist/phone), and the rig's
 * stand-ins (mobile/rig/vite.config.ts, into dist/phone-rig). When they are fresh, a start reuses
 * them. Two rigs starting at once (the journeys run two files at a time) build once: the second
 * waits for the first's lock, then finds the build fresh.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const PHONE_DIR = join(ROOT, 'dist', 'phone');
export const RIG_DIR = join(ROOT, 'dist', 'phone-rig');
/** When the last rig build began: what the sources are compared with. */
const STAMP = join(RIG_DIR, 'built.json');
const LOCK = join(ROOT, 'dist', '.phone-rig-build.lock');
/** A lock older than this was left by a build that died. */
const STALE_LOCK_MS = 5 * 60_000;

/** What the two builds are made from: every file and folder here (a new or removed file changes its folder). */
const SOURCES = [
  'core',
  'shared',
  'renderer',
  'mobile/web',
  'mobile/native',
  'mobile/rig/page',
  'mobile/vite.config.ts',
  'mobile/rig/vite.config.ts',
  // The desktop's config, whose first-screen build and Preact's React layer the phone's takes.
  'vite.config.ts',
  'package-lock.json',
];

/** The newest modification time among the sources, folders included. */
export function newestSource(root: string = ROOT): number {
  let newest = 0;
  const visit = (path: string) => {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return;
    }
    newest = Math.max(newest, stats.mtimeMs);
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  for (const source of SOURCES) visit(join(root, source));
  return newest;
}

/** Whether both builds are there and began after the newest source changed. */
export function isFresh(): boolean {
  try {
    statSync(join(PHONE_DIR, 'index.html'));
    statSync(join(RIG_DIR, 'start.js'));
    const { builtAt } = JSON.parse(readFileSync(STAMP, 'utf8')) as { builtAt: unknown };
    return typeof builtAt === 'number' && newestSource() <= builtAt;
  } catch {
    return false;
  }
}

async function takeLock(): Promise<() => void> {
  for (;;) {
    try {
      mkdirSync(LOCK, { recursive: false });
      return () => rmSync(LOCK, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        mkdirSync(join(ROOT, 'dist'), { recursive: true });
        continue;
      }
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > STALE_LOCK_MS) rmSync(LOCK, { recursive: true, force: true });
      } catch {
        // Gone in the meantime: try again.
      }
      await new Promise((wake) => setTimeout(wake, 250));
    }
  }
}

/** Builds the phone bundle and the rig's stand-ins unless both are fresh; `say` hears one line when it builds. */
export async function ensurePhoneBuilt(say: (line: string) => void = () => undefined): Promise<void> {
  if (isFresh()) return;
  const release = await takeLock();
  try {
    if (isFresh()) return;
    say('Building the phone bundle first (it is reused while its sources are unchanged)...');
    const builtAt = Date.now();
    await build({ configFile: join(ROOT, 'mobile', 'vite.config.ts'), logLevel: 'error' });
    await build({ configFile: join(ROOT, 'mobile', 'rig', 'vite.config.ts'), logLevel: 'error' });
    writeFileSync(STAMP, JSON.stringify({ builtAt }));
  } finally {
    release();
  }
}
