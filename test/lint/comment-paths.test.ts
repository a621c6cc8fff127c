import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every path a comment names exists (issue 31): a comment that still names a file by the place it
 * had before a move sends its reader nowhere. Paths are read from the comments
 * of the source folders and from the README's code spans, and looked for as a reader would: from
 * the repository's root, from the file's own folder and the folders above it, and under each
 * top-level folder (renderer/, core/, …) and its mirror in test/, since comments often leave the
 * top folder out. A placeholder (`<area>`, `{id}`, `*`) stands for any one name. A failure lists
 * each file:line with the path it could not find, so a move or a merge is quick to follow.
 */
const ROOT = posix.resolve(import.meta.dirname, '..', '..');
const FOLDERS = ['core', 'renderer', 'shared', 'electron', 'mobile', 'hosts', 'sandbox', 'scripts', 'test'];
const NOT_SOURCE = /^mobile\/(android|ios)\//;
const SOURCE = /\.(tsx?|m?js)$/;

/** What the repository holds: git's files (tracked, and new ones not ignored) and every folder above them. */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const existing = new Set<string>(files);
for (const file of files) for (let dir = posix.dirname(file); dir !== '.'; dir = posix.dirname(dir)) existing.add(`${dir}/`);

/**
 * Names that belong to other projects, packages or the service's spec (kept beside the repository,
 * ../shared/spec), or to what the build writes, never to this repository.
 */
const ELSEWHERE = [
  /^ipc-shared\.ts$/, // GitHub Desktop's
  /^(ical|pdf|sql)\.js$/, // packages
  /^(main|start|preload)\.c?js$/, // what the build writes
  /(^|\/)shared\/spec\//, // the spec, beside the repository
  /^(memorial-api|sandbox-control|languages)\.md$/,
  /^(file|x|y|a|b)\.ts$/, // a name made up for an example (`node --import tsx file.ts`)
];

const PLACEHOLDER = /(<[^>/]+>|\{[^}/,]+\}|\*)/;
const known = new Map<string, boolean>();

/**
 * Whether a path named in `file` is there, as a reader would look for it: from the file's own
 * folder when it starts with ./ or ../ (one that leaves the repository is not ours to check);
 * otherwise anywhere it ends a path of the repository, so "reads.ts", "offline/reads.ts" and
 * "core/offline/reads.ts" all find core/offline/reads.ts, and a folder left out in front
 * (renderer/, test/core/) is no fault. A placeholder (`<area>`, `{id}`, `*`) is any one name.
 */
function found(path: string, file: string): boolean {
  if (/^\.\.?\//.test(path)) {
    const resolved = posix.normalize(posix.join(posix.dirname(file), path));
    return resolved.startsWith('..') || found(resolved.replace(/^\.\//, ''), file);
  }
  const cached = known.get(path);
  if (cached !== undefined) return cached;
  const pattern = new RegExp(
    `(^|/)${path
      .replace(/\/$/, '')
      .split(PLACEHOLDER)
      .map((piece, i) => (i % 2 === 1 ? '[^/]+' : piece.replace(/[.+?^$()[\]\\|{}]/g, '\\$&')))
      .join('')}/?$`,
  );
  let there = false;
  for (const candidate of existing) if (pattern.test(candidate)) there = true;
  known.set(path, there);
  return there;
}

/**
 * Paths in a piece of prose: a file with its folders or bare, or a folder written with its
 * top-level folder in front or, in a comment, in backticks. Addresses, npm packages (@scope/…),
 * absolute paths and what the build or the app writes are not the repository's, and are left
 * alone. A README's backticks also name the folders the app writes on a computer, so there a
 * folder counts only with its top-level folder in front.
 */
const FILE = /(?<![\w/.@:~%-])((?:\.{1,2}\/)*(?:[\w<>{}*-][\w.<>{}*-]*\/)*[\w<>{}*-][\w.<>{}*-]*\.(?:tsx?|m?js|css|md))(?![\w/])/g;
const TOP_FOLDER = /(?<![\w/.@:~%-])((?:core|renderer|shared|electron|mobile|hosts|sandbox|scripts|test)\/(?:[\w<>{}*-][\w.<>{}*-]*\/)+)(?![\w<>{}*.-])/g;
const QUOTED_FOLDER = /(?<=`)((?:[\w<>{}*-]+\/)+)(?=`)/g;
const GENERATED = /^(dist|out|node_modules|coverage|test-results|\.tmp)\//;
function pathsIn(text: string, { quotedFolders = true } = {}): string[] {
  const prose = text.replace(/\b[a-z][\w+.-]*:\/\/\S+/gi, ' ');
  const paths = [...prose.matchAll(FILE), ...prose.matchAll(TOP_FOLDER), ...(quotedFolders ? prose.matchAll(QUOTED_FOLDER) : [])].map((m) => m[1]!);
  // A shell's {a,b}.ts is two names, not a path.
  const whole = (path: string) => path.split('{').length === path.split('}').length;
  return paths.filter((path) => whole(path) && !GENERATED.test(path) && !ELSEWHERE.some((name) => name.test(path)));
}

/** The comments of a source file, each with the line it starts on. */
function commentsOf(file: string, text: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const seen = new Set<number>();
  const comments: { line: number; text: string }[] = [];
  const take = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push({ line: source.getLineAndCharacterOfPosition(range.pos).line + 1, text: text.slice(range.pos, range.end) });
    }
  };
  const visit = (node: ts.Node) => {
    take(ts.getLeadingCommentRanges(text, node.pos));
    take(ts.getTrailingCommentRanges(text, node.end));
    ts.forEachChild(node, visit);
  };
  visit(source);
  take(ts.getLeadingCommentRanges(text, source.endOfFileToken.pos));
  return comments;
}

/** Every path named and not found: "file:line: path". */
function missingInSources(): string[] {
  const missing: string[] = [];
  for (const file of files) {
    if (!SOURCE.test(file) || file.endsWith('.d.ts') || NOT_SOURCE.test(file) || !FOLDERS.includes(file.split('/')[0]!)) continue;
    const text = readFileSync(`${ROOT}/${file}`, 'utf8');
    for (const comment of commentsOf(file, text)) {
      comment.text.split('\n').forEach((line, i) => {
        for (const path of pathsIn(line)) if (!found(path, file)) missing.push(`${file}:${comment.line + i}: ${path}`);
      });
    }
  }
  return missing;
}

/** The README's code spans that name a path of the repository. */
function missingInReadmes(): string[] {
  const missing: string[] = [];
  for (const readme of files.filter((f) => /(^|\/)README\.md$/.test(f) && !NOT_SOURCE.test(f) && !f.startsWith('node_modules/'))) {
    const lines = readFileSync(`${ROOT}/${readme}`, 'utf8').split('\n');
    lines.forEach((line, i) => {
      for (const span of line.matchAll(/`([^`\s]+)`/g)) {
        const path = span[1]!;
        if (path.startsWith('/')) continue;
        for (const named of pathsIn(`\`${path}\``, { quotedFolders: false })) {
          if (!found(named, readme)) missing.push(`${readme}:${i + 1}: ${named}`);
        }
      }
    });
  }
  return missing;
}

describe('paths named in comments', { timeout: 60_000 }, () => {
  it('finds paths as a reader would write them, and leaves addresses and packages alone', () => {
    expect(pathsIn(' * What `shared/bridge/<area>.ts` names, beside bridge-desk.ts and core/offline/ (`services/`).')).toEqual([
      'shared/bridge/<area>.ts',
      'bridge-desk.ts',
      'core/offline/',
      'services/',
    ]);
    expect(pathsIn(' * See https://example.org/a/b.ts, @capacitor/core and dist/phone/index.js.')).toEqual([]);
  });

  it('knows a placeholder stands for any one name', () => {
    expect(found('core/features/<area>/handlers.ts', 'README.md')).toBe(true);
    expect(found('core/features/<area>/nothing-here.ts', 'README.md')).toBe(false);
    expect(found('features/visits/visit-words.ts', 'README.md')).toBe(true);
    expect(found('handlers/<area>.ts', 'core/bridge/area.ts')).toBe(false);
    expect(found('../../shared/spec/memorial-api.md', 'README.md')).toBe(true);
  });

  it('finds every path a source comment names', () => {
    expect(missingInSources(), 'comments naming paths that do not exist (file:line: path)').toEqual([]);
  });

  it('finds every path the READMEs name in code', () => {
    expect(missingInReadmes(), 'README code naming paths that do not exist (file:line: path)').toEqual([]);
  });
});
