/**
 * Finding a file of the built renderer for a request path, for browser mode's host and for the
 * Electron window's app:// scheme alike: inside the folder or not at all.
 */
import { realpath, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
};

export function contentTypeFor(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

export interface StaticFile {
  path: string;
  contentType: string;
  /** The app's page itself (served for the root and for the app's own routes). */
  isIndex: boolean;
  /**
   * Named by its content: a build's `assets/<name>-<hash>.<ext>` (Vite's names). What is under
   * such a name never changes, so a browser may keep it and its compiled code.
   */
  namedByContent: boolean;
}

/** Vite's names for what it builds: the folder `assets`, then the name, a dash and eight characters of its content's hash. */
const BY_CONTENT = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/** What to serve for a request path; `not-built` when the renderer has not been built yet. */
export type StaticLookup = StaticFile | 'not-built' | 'not-found';

function isInside(root: string, path: string): boolean {
  return path === root || path.startsWith(root + sep);
}

async function isFolder(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * `pathname` is the URL's path, still percent-encoded (as `new URL(...).pathname` gives it, with
 * dot segments already resolved). Hidden files, directories and anything outside `root` are
 * never served; a path without an extension is one of the app's own routes and gets index.html.
 * `{ page: false }`: a folder of files without a page of its own (the phone rig's stand-ins), never
 * index.html; `not-built` when the folder is missing.
 */
export async function findStaticFile(root: string, pathname: string, { page = true }: { page?: boolean } = {}): Promise<StaticLookup> {
  const base = resolve(root);
  const index = resolve(base, 'index.html');
  if (page ? !(await isFile(index)) : !(await isFolder(base))) return 'not-built';

  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return 'not-found';
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return 'not-found';
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return 'not-found';

  const asIndex: StaticFile = { path: index, contentType: contentTypeFor(index), isIndex: true, namedByContent: false };
  if (page && (decoded === '/' || decoded === '/index.html')) return asIndex;

  const candidate = resolve(base, `.${decoded}`);
  if (!isInside(base, candidate)) return 'not-found';
  if (await isFile(candidate)) {
    // A link inside the build must not lead out of it either.
    const [realBase, realCandidate] = await Promise.all([realpath(base), realpath(candidate)]);
    if (!isInside(realBase, realCandidate)) return 'not-found';
    return { path: candidate, contentType: contentTypeFor(candidate), isIndex: false, namedByContent: BY_CONTENT.test(decoded) };
  }
  if (!page) return 'not-found';
  const lastSegment = decoded.slice(decoded.lastIndexOf('/') + 1);
  return extname(lastSegment) === '' ? asIndex : 'not-found';
}
