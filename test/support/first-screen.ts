/**
 * The JavaScript a bundle loads before its first screen: its entry chunk and every chunk that chunk
 * imports statically (what a `<script type="module">` and its modulepreloads fetch and parse before
 * anything shows), gzip, from a Vite build made in memory, and the English catalog's first part
 * (the first screen's words). What each route or library loads later (dynamic imports) is not in it. Used by the budget tests (test/renderer/bundle-budget.test.ts,
 * test/mobile/vite.config.test.ts) and the startup and phone benches.
 */
import { gzipSync } from 'node:zlib';
import { build, type InlineConfig, type Rolldown } from 'vite';
import { COMPILE_HINT } from '../../vite.config';

export interface FirstScreenChunk {
  file: string;
  gzip: number;
  /** The chunk's biggest parts, by source (a package, or a folder of ours), largest first: rendered bytes before minifying. */
  parts: { name: string; bytes: number }[];
  /** Whether its first line is V8's hint to compile it all as it loads (vite.config.ts, compiledAtLoad). */
  compiledAtLoad: boolean;
}

export interface FirstScreen {
  /** Gzip bytes of every chunk before the first screen. */
  gzip: number;
  chunks: FirstScreenChunk[];
  /** Gzip bytes of every JavaScript chunk of the build, first screen or not. */
  allGzip: number;
}

/** A module's id as a part's name: its package, or the folder of ours it is in. */
function partOf(id: string): string {
  const path = id.replaceAll('\\', '/');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1]!;
  const ours = /\/(renderer|core|shared|mobile)\/(.*)\/[^/]*$/.exec(path);
  return ours ? `${ours[1]}/${ours[2]}/` : path.replace(/^.*\//, '');
}

/** Builds with `config` (in memory, nothing written) and measures what loads before the first screen. */
export async function measureFirstScreen(config: InlineConfig): Promise<FirstScreen> {
  // As `npm run build` does: Vite takes NODE_ENV for the production build's (React's production
  // bundle, not its development one), and a test runner sets it to 'test'.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let result: Awaited<ReturnType<typeof build>>;
  try {
    result = await build({ logLevel: 'silent', mode: 'production', ...config, build: { ...config.build, write: false } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('measureFirstScreen: the build has no entry chunk');
  const first = new Set<string>();
  const visit = (file: string) => {
    if (first.has(file)) return;
    first.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  visit(entry.fileName);
  // The words of the first screen, in English (catalog-parts.ts): loaded by the page as it starts,
  // a chunk of their own so that another language's replace them, and before the first screen all the same.
  const words = chunks.find((chunk) => Object.keys(chunk.modules).some((id) => /compiled[\\/]parts[\\/]en[\\/]base\.json$/.test(id)));
  if (words) visit(words.fileName);
  const gzip = (chunk: Rolldown.OutputChunk) => gzipSync(chunk.code).length;
  const measured = [...first].map((file): FirstScreenChunk => {
    const chunk = byFile.get(file)!;
    const parts = new Map<string, number>();
    for (const [id, module] of Object.entries(chunk.modules)) parts.set(partOf(id), (parts.get(partOf(id)) ?? 0) + module.renderedLength);
    return {
      file,
      gzip: gzip(chunk),
      compiledAtLoad: chunk.code.startsWith(COMPILE_HINT),
      parts: [...parts].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes),
    };
  });
  return {
    gzip: measured.reduce((total, chunk) => total + chunk.gzip, 0),
    chunks: measured.sort((a, b) => b.gzip - a.gzip),
    allGzip: chunks.filter((chunk) => chunk.fileName.endsWith('.js')).reduce((total, chunk) => total + gzip(chunk), 0),
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What is in the first screen's JavaScript, chunk by chunk with its biggest parts: what a failed budget names. */
export function describeFirstScreen(measured: FirstScreen, partsPerChunk = 12): string {
  const lines = [`${kb(measured.gzip)} gzip before the first screen, in ${measured.chunks.length} chunks:`];
  for (const chunk of measured.chunks) {
    lines.push(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.file}`);
    for (const part of chunk.parts.slice(0, partsPerChunk)) lines.push(`      ${kb(part.bytes).padStart(9)} before minifying  ${part.name}`);
  }
  return lines.join('\n');
}
