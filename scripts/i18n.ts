/**
 * The catalogs' tools (FormatJS's CLI), as `npm run i18n:extract`, `i18n:compile` and `i18n:verify`
 * run them and as the gates in test/shared/i18n/catalogs.test.ts check them:
 *
 *   extract  the English source catalog (shared/i18n/en.json) from the messages in the sources
 *   compile  every catalog to ICU's AST (shared/i18n/compiled/), one file per language, and the
 *            pseudo-locales from the English, so no home ships the message parser
 *   verify   Spanish and Arabic have every English message, no other, and the same placeholders
 *
 *   node --import tsx scripts/i18n.ts extract|compile|verify
 */
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { PSEUDO_LOCALES, SHIPPED_LOCALES } from '../shared/locale/resolve';

export const ROOT = resolve(import.meta.dirname, '..');
export const CATALOGS = join(ROOT, 'shared/i18n');
export const COMPILED = join(CATALOGS, 'compiled');

/**
 * Where messages are written: the renderer, the core and shared/ (the core's messages cross the
 * bridge as ids, and the contract's checks are messages too); the homes join as they are converted. Messages are defined with explicit ids ("settings.title"), so a
 * change of English wording keeps its translations' place, and ids read as where they belong.
 */
export const MESSAGE_SOURCES = ['renderer/**/*.{ts,tsx}', 'core/**/*.ts', 'shared/**/*.ts'];

const FORMATJS = join(ROOT, 'node_modules/.bin/formatjs');

function formatjs(args: string[]): string {
  return execFileSync(FORMATJS, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The English catalog as the sources define it, written to `outFile`. */
export function extract(outFile = join(CATALOGS, 'en.json')): void {
  formatjs(['extract', ...MESSAGE_SOURCES, '--ignore', '**/*.d.ts', '--out-file', outFile, '--throws']);
}

/** Every catalog compiled to AST into `outDir`. */
export function compile(outDir = COMPILED): void {
  for (const locale of SHIPPED_LOCALES) {
    formatjs(['compile', join(CATALOGS, `${locale}.json`), '--ast', '--out-file', join(outDir, `${locale}.json`)]);
  }
  for (const locale of PSEUDO_LOCALES) {
    formatjs(['compile', join(CATALOGS, 'en.json'), '--ast', '--pseudo-locale', locale, '--out-file', join(outDir, `${locale}.json`)]);
  }
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
