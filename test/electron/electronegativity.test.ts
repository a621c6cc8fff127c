/**
 * Electronegativity (Doyensec's static checker for Electron apps) over electron/: any finding of
 * medium severity or worse fails the run, unless it is listed below as reviewed, with the reason.
 *
 * It runs through the package's own `run()` in a child process rather than its CLI's CSV: the CLI
 * writes the CSV header and the rows with two unsynchronised writes, and a run here produced a
 * mangled first row. `run()` returns the findings themselves (and the files it could not parse,
 * which would otherwise go unchecked without a word).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const ELECTRON_VERSION = (JSON.parse(readFileSync(join(ROOT, 'node_modules', 'electron', 'package.json'), 'utf8')) as { version: string }).version;

interface Finding {
  id: string;
  severity: string;
  confidence: string;
  file: string;
  line: number;
  sample: string | null;
  description: string;
  manualReview: boolean;
}

interface Outcome {
  errors: { file: string; message: string; tolerable: boolean }[];
  issues: Finding[];
}

/**
 * Findings a person has looked at. Only checks that ask for a manual review belong here: each
 * marks a use that is needed, not a misconfiguration. Keyed by check and file, not line.
 */
const REVIEWED: { id: string; file: string; why: string }[] = [
  {
    id: 'PRELOAD_JS_CHECK',
    file: 'window.ts',
    why: 'The preload (electron/preload.ts) exposes only call(name, args) and subscribe(event, listener) for the names in shared/bridge/; never ipcRenderer, never a channel name.',
  },
  {
    id: 'OPEN_EXTERNAL_JS_CHECK',
    file: 'main.ts',
    why: 'shell.openExternal runs only after isSafeExternalUrl (http/https, a host, no credentials, no hidden characters), tested in test/core/service/external-url.test.ts.',
  },
  {
    id: 'PROTOCOL_HANDLER_JS_CHECK',
    file: 'main.ts',
    why: 'memorialdesk:// (installed builds only) only chooses a place to show: deepLinkPath admits a plain path of the app (no "..", no fragment, 500 characters), and the renderer navigates there without acting; tested in desktop/deep-link.test.ts and main.test.ts.',
  },
];

const SEVERE = new Set(['MEDIUM', 'HIGH', 'CRITICAL']);

// The release-list check fetches Electron's releases from GitHub, which this machine cannot reach,
// and finds no version inside electron/ anyway; the version is given with electronVersionOverride.
// The tool also downloads translations when it starts (and on Node 24 crashes once that times out),
// so the runner hands it an HTTP client that fails at once: the scan never touches the network.
const RUNNER = `
const main = require.resolve('@doyensec/electronegativity');
const gotPath = require.resolve('got', { paths: [main] });
const offline = () => Promise.reject(new Error('offline'));
require.cache[gotPath] = { id: gotPath, filename: gotPath, loaded: true, exports: Object.assign(offline, { head: offline, get: offline }) };
const mod = require(main);
const run = mod.default ?? mod;
run(JSON.parse(process.argv[1]), false).then(
  (r) => process.stdout.write('\\n@@electronegativity@@' + JSON.stringify({
    errors: r.errors,
    issues: r.issues.map((i) => ({ id: i.id, severity: i.severity.name, confidence: i.confidence.name, file: i.file,
      line: i.location ? i.location.line : 0, sample: i.sample ?? null, description: String(i.description), manualReview: Boolean(i.manualReview) })),
  })),
  (error) => { console.error(error); process.exit(1); },
);
`;

async function scan(): Promise<Outcome> {
  const options = {
    input: join(ROOT, 'electron'),
    isRelative: true,
    electronVersionOverride: ELECTRON_VERSION,
    customScan: [],
    excludeFromScan: ['availablesecurityfixesglobalcheck'],
    parserPlugins: [],
  };
  let stdout: string;
  try {
    ({ stdout } = await promisify(execFile)(process.execPath, ['-e', RUNNER, JSON.stringify(options)], {
      cwd: ROOT,
      env: { ...process.env, LANG: 'en-US' },
      timeout: 90_000,
      maxBuffer: 16 * 1024 * 1024,
    }));
  } catch (error) {
    const text = String((error as { stderr?: string }).stderr ?? error);
    if (text.includes("Cannot find module '@doyensec/electronegativity'")) {
      throw new Error('@doyensec/electronegativity is not installed: it is a devDependency of this project (npm install).', { cause: error });
    }
    throw error;
  }
  const marker = stdout.lastIndexOf('@@electronegativity@@');
  if (marker < 0) throw new Error(`electronegativity gave no result:\n${stdout}`);
  return JSON.parse(stdout.slice(marker + '@@electronegativity@@'.length)) as Outcome;
}

function describeFinding(f: Finding): string {
  return `${f.id} (${f.severity}, ${f.confidence}) in electron/${f.file}:${f.line}: ${f.description}${f.sample ? `\n    ${f.sample}` : ''}`;
}

describe('electronegativity over electron/', () => {
  it('finds nothing of medium severity or worse that has not been reviewed', { timeout: 120_000 }, async () => {
    const { errors, issues } = await scan();

    // A file it cannot parse is a file it did not check.
    expect(errors.filter((e) => !e.tolerable).map((e) => `${e.file}: ${e.message}`)).toEqual([]);

    const severe = issues.filter((f) => SEVERE.has(f.severity));
    const unreviewed = severe.filter((f) => !(f.manualReview && REVIEWED.some((r) => r.id === f.id && r.file === f.file)));
    expect(unreviewed.map(describeFinding), 'Fix these, or review one that asks for review and add it to REVIEWED with the reason').toEqual([]);

    // Each reviewed entry must still match something, so the list cannot quietly outgrow the code.
    const stale = REVIEWED.filter((r) => !severe.some((f) => f.id === r.id && f.file === r.file));
    expect(
      stale.map((r) => `${r.id} in electron/${r.file}`),
      'These reviewed findings are gone: remove them from REVIEWED',
    ).toEqual([]);
  });
});
