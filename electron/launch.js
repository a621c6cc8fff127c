/**
 *   node electron/launch.js start|web [options]     (npm start, npm run web)
 * Runs a start command from its prebuilt bundle in dist/launch/ (written by `npm run build`) when
 * the bundle is newer than every source file it was built from, and from the TypeScript sources
 * through tsx otherwise: a fresh clone (the command then builds what is missing), or sources
 * changed since the last build, so a start never runs older code than the sources. Compiling
 * main's sources at every start took most of a second. Plain JavaScript: it runs before tsx.
 */
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');
const LAUNCH_DIR = join(ROOT, 'dist', 'launch');
const SOURCES = { start: 'electron/start.ts', web: 'electron/browser-mode/cli.ts' };

/** The bundle of `command`, or null when it is missing or older than one of its sources. */
function freshBundle(command) {
  const bundle = join(LAUNCH_DIR, `${command}.js`);
  try {
    const built = statSync(bundle).mtimeMs;
    /** @type {string[]} */
    const sources = JSON.parse(readFileSync(join(LAUNCH_DIR, 'sources.json'), 'utf8'));
    return sources.every((file) => statSync(join(ROOT, file)).mtimeMs <= built) ? bundle : null;
  } catch {
    // A file missing (never built, or a source since removed): the sources decide.
    return null;
  }
}

const [command, ...args] = process.argv.slice(2);
if (command !== 'start' && command !== 'web') {
  console.error('usage: node electron/launch.js start|web [options]');
  process.exit(2);
}
let entry = freshBundle(command);
if (entry === null) {
  const { register } = await import('tsx/esm/api');
  register();
  entry = join(ROOT, SOURCES[command]);
}
const { main } = await import(pathToFileURL(entry).href);
await main(args);
