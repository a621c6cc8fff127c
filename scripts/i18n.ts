/**
 * The catalogs' tools (FormatJS's CLI), as `npm run i18n:extract`, `i18n:compile` and `i18n:verify`
 * run them and as the gates in test/shared/i18n/catalogs.test.ts check them:
 *
 *   extract  the English source catalog (shared/i18n/en.json) from the messages in the sources
 *   compile  every catalog to ICU's AST (shared/i18n/compiled/), one file per language, and the
 *            pseudo-locales from the English, so no home ships the message parser; and each
 *            split into the renderer's parts (compiled/parts/<language>/<part>.json, see partOf),
 *            and every part a screen shows in one (compiled/screens/<language>.json), for a change
 *            of language
 *   verify   every translation (Spanish, Arabic, Hebrew) has every English message, no other, and the same placeholders
 *
 *   node --import tsx scripts/i18n.ts extract|compile|verify
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { PSEUDO_LOCALES, SHIPPED_LOCALES } from '../shared/locale/resolve';

export const ROOT = resolve(import.meta.dirname, '..');
export const CATALOGS = join(ROOT, 'shared/i18n');
export const COMPILED = join(CATALOGS, 'compiled');

/**
 * Where messages are written: the renderer, the core and shared/ (the core's messages cross the
 * bridge as ids, and the contract's checks are messages too); the homes join as they are converted. Messages are defined with explicit ids ("settings.title"), so a
 * change of English wording keeps its translations' place, and ids read as where they belong.
 */
export const MESSAGE_SOURCES = [
  'renderer/**/*.{ts,tsx}',
  // The core's messages (what crosses the bridge, and what it writes and shows for a person outside the screens) and the contract's.
  'core/**/*.ts',
  'shared/**/*.ts',
  // Electron's main process: its menu and dialogs.
  'electron/**/*-words.ts',
  // The phone's page, outside the renderer.
  'mobile/web/*-words.ts',
];

const FORMATJS = join(ROOT, 'node_modules/.bin/formatjs');

function formatjs(args: string[]): string {
  return execFileSync(FORMATJS, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The English catalog as the sources define it, written to `outFile`. */
export function extract(outFile = join(CATALOGS, 'en.json')): void {
  formatjs(['extract', ...MESSAGE_SOURCES, '--ignore', '**/*.d.ts', '--out-file', outFile, '--throws']);
}

/** Every catalog compiled to AST into `outDir`, whole and in the renderer's parts. */
export function compile(outDir = COMPILED): void {
  for (const locale of SHIPPED_LOCALES) {
    formatjs(['compile', join(CATALOGS, `${locale}.json`), '--ast', '--out-file', join(outDir, `${locale}.json`)]);
  }
  for (const locale of PSEUDO_LOCALES) {
    formatjs(['compile', join(CATALOGS, 'en.json'), '--ast', '--pseudo-locale', locale, '--out-file', join(outDir, `${locale}.json`)]);
  }
  const parts = messageParts();
  rmSync(join(outDir, 'parts'), { recursive: true, force: true });
  rmSync(join(outDir, 'screens'), { recursive: true, force: true });
  for (const locale of [...SHIPPED_LOCALES, ...PSEUDO_LOCALES]) {
    const whole = JSON.parse(readFileSync(join(outDir, `${locale}.json`), 'utf8')) as Record<string, unknown>;
    const split = new Map<string, Record<string, unknown>>();
    const screens: Record<string, unknown> = {};
    for (const [id, ast] of Object.entries(whole)) {
      const part = parts.get(id) ?? BASE_PART;
      if (!split.has(part)) split.set(part, {});
      split.get(part)![id] = ast;
      if (part !== HOSTS_PART) screens[id] = ast;
    }
    for (const [part, messages] of split) writeJson(join(outDir, 'parts', locale, `${part}.json`), messages);
    writeJson(join(outDir, 'screens', `${locale}.json`), screens);
  }
}

function writeJson(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * The renderer loads a language in parts: the messages its first screen can show (`base`), then a
 * feature's with the feature's places (renderer/ui/feature.tsx, lazyPlace), so the first screen
 * waits for no other screen's words. A message belongs to its feature's part when it is defined in
 * `renderer/features/<area>/` by a module the feature's places load; a module its `feature.tsx`
 * imports statically (the navigation's words, say) is on the first screen, so its messages are in
 * `base`, with the shell's, the shared widgets', the data layer's and the core's.
 */
export const BASE_PART = 'base';

/**
 * What only the core and the homes format, never a screen (the files the app writes, the system's
 * notifications, Electron main's menu and dialogs, the phone page's own words): a part of its own,
 * which the renderer never loads, so the first screen carries none of it. The core and the homes
 * load the whole catalog (shared/i18n/catalogs.ts), when they first have something to say.
 */
export const HOSTS_PART = 'hosts';
const HOSTS_ONLY = /^(files|notify|desktop|phone)\./;

/**
 * The core's and the contract's messages (shared/i18n/words.ts): the renderer shows them only
 * through `formatWords`/`formatText` (renderer/data/message-format.ts), which keep the English the
 * core sent beside each until the language's have come. So they are a part of their own, loaded
 * just after the first screen (IntlRoot) rather than before it.
 */
export const CORE_PART = 'core';

/** Each message id's part, from where the sources define it. */
export function messageParts(): Map<string, string> {
  const scratch = mkdtempSync(join(tmpdir(), 'memorial-desk-parts-'));
  try {
    const out = join(scratch, 'located.json');
    formatjs(['extract', ...MESSAGE_SOURCES, '--ignore', '**/*.d.ts', '--out-file', out, '--extract-source-location']);
    const located = JSON.parse(readFileSync(out, 'utf8')) as Record<string, { file: string }>;
    const firstScreen = firstScreenFeatureModules();
    const parts = new Map<string, string>();
    for (const [id, { file }] of Object.entries(located)) {
      const path = relative(ROOT, resolve(ROOT, file)).replaceAll('\\', '/');
      const area = /^renderer\/features\/([^/]+)\//.exec(path)?.[1];
      const part = HOSTS_ONLY.test(id) ? HOSTS_PART : /^(core|shared)\//.test(path) ? CORE_PART : area && !firstScreen.has(path) ? area : BASE_PART;
      parts.set(id, part);
    }
    return parts;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The modules of each feature folder that its `feature.tsx` imports statically, itself included. */
function firstScreenFeatureModules(): Set<string> {
  const found = new Set<string>();
  const features = execFileSync('git', ['ls-files', 'renderer/features/*/feature.tsx'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  const visit = (path: string) => {
    if (found.has(path)) return;
    found.add(path);
    const source = readFileSync(join(ROOT, path), 'utf8');
    // Static imports only (`import … from './x'`, `export … from './x'`): `import('./x')` is a place's own chunk.
    for (const [, specifier] of source.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)) {
      const target = relative(ROOT, resolve(ROOT, dirname(path), specifier!)).replaceAll('\\', '/');
      const file = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ext) => target + ext)
        .find((candidate) => /\.tsx?$/.test(candidate) && existsSync(join(ROOT, candidate)));
      if (file?.startsWith('renderer/features/')) visit(file);
    }
  };
  for (const feature of features) visit(feature);
  return found;
}

/** Throws, with FormatJS's report, when a translation misses a message, has one too many or another shape. */
export function verify(): void {
  const files = SHIPPED_LOCALES.map((locale) => join(CATALOGS, `${locale}.json`));
  formatjs(['verify', '--source-locale', 'en', '--missing-keys', '--extra-keys', '--structural-equality', ...files]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv[2];
  if (command === 'extract') extract();
  else if (command === 'compile') compile();
  else if (command === 'verify') verify();
  else {
    console.error('usage: node --import tsx scripts/i18n.ts extract|compile|verify');
    process.exit(2);
  }
}
