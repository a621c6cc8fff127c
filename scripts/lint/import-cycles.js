// @ts-check
/**
 * No import cycles, type-only imports included (issue 31): a cycle makes two files one in all but
 * name, so what each may import can no longer be told apart, and the order modules start in
 * depends on which of them is imported first. ESLint's `cycles/no-import-cycle` (eslint.config.js)
 * reports an import that leads back to its own file; test/lint/import-cycles.test.ts tries it.
 *
 * The graph is read once per lint run, not once per file: every relative import of every
 * TypeScript file under the repository (as TypeScript's own pre-parser finds them: static, type-only,
 * re-exports and `import()`), resolved as the bundler would. A file's own imports are read from
 * the text ESLint lints, so an edit not yet saved counts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..', '..');
const SKIP = new Set(['node_modules', 'dist', 'out', 'coverage', '.tmp', '.git', 'android', 'ios', 'test-results']);

/** Every .ts and .tsx file under a folder, declaration files left out. */
export function sourceFiles(folder = ROOT) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || SKIP.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(path);
    }
  };
  walk(folder);
  return found;
}

/** Where a relative specifier leads, as Vite and tsc (moduleResolution bundler) find it; null when it leads nowhere we read. */
export function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier.replace(/\?.*$/, ''));
  const stem = base.replace(/\.(m?js|tsx?)$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** A file's relative imports, each with the line it is on (1-based) and where it leads. */
export function importsOf(file, text) {
  const info = ts.preProcessFile(text, true, true);
  const found = [];
  const lineStarts = ts.computeLineStarts(text);
  for (const ref of info.importedFiles) {
    const target = resolveImport(file, ref.fileName);
    if (target === null) continue;
    const line = ts.computeLineAndCharacterOfPosition(lineStarts, ref.pos).line + 1;
    found.push({ specifier: ref.fileName, target, line });
  }
  return found;
}

/** The whole graph: file → the files it imports. */
export function importGraph(files = sourceFiles()) {
  const graph = new Map();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    graph.set(file, [...new Set(importsOf(file, text).map((i) => i.target))]);
  }
  return graph;
}

/** A shortest way from `start` back to `goal` through the graph, or null: breadth first, so the cycle named is the shortest. */
export function pathBack(graph, start, goal) {
  const before = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of graph.get(file) ?? []) {
      if (next === goal) {
        const path = [file];
        for (let at = before.get(file); at != null; at = before.get(at)) path.unshift(at);
        return path;
      }
      if (!before.has(next)) {
        before.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Every cycle in the graph, each once, as the files around it (strongly connected parts of more than one file, or a file importing itself). */
export function cycles(graph) {
  // Tarjan's strongly connected components, iteratively (no recursion limit on a deep chain).
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  for (const root of graph.keys()) {
    if (indexOf.has(root)) continue;
    const work = [[root, 0]];
    indexOf.set(root, index);
    low.set(root, index++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work.at(-1);
      const [file, i] = frame;
      const next = (graph.get(file) ?? [])[i];
      if (next !== undefined) {
        frame[1]++;
        if (!indexOf.has(next)) {
          indexOf.set(next, index);
          low.set(next, index++);
          stack.push(next);
          onStack.add(next);
          work.push([next, 0]);
        } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), indexOf.get(next)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work.at(-1)[0];
        low.set(parent, Math.min(low.get(parent), low.get(file)));
      }
      if (low.get(file) === indexOf.get(file)) {
        const part = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          part.push(member);
        } while (member !== file);
        if (part.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(part.sort());
      }
    }
  }
  return found;
}

const shown = (file) => relative(ROOT, file).split(sep).join('/');

let graphOfThisRun = null;

/** ESLint rule: an import that leads, through any number of files, back to the file it is in. */
export const importCycleRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      cycle:
        'This import leads back here ({{path}}), type-only imports included: move what both need to a file both may import, so each file stands on what is below it.',
    },
  },
  create(context) {
    const file = resolve(context.filename);
    if (!/\.tsx?$/.test(file)) return {};
    graphOfThisRun ??= importGraph();
    const text = context.sourceCode.text;
    const own = importsOf(file, text);
    // The file as ESLint sees it now, over what was read from the disk.
    const graph = new Map(graphOfThisRun);
    graph.set(file, [...new Set(own.map((i) => i.target))]);
    return {
      Program() {
        const reported = new Set();
        for (const { target, line } of own) {
          if (reported.has(target)) continue;
          reported.add(target);
          const back = target === file ? [] : pathBack(graph, target, file);
          if (back === null) continue;
          const path = [file, ...back, file].map(shown).join(' → ');
          context.report({ loc: { line, column: 0 }, messageId: 'cycle', data: { path } });
        }
      },
    };
  },
};
