import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import type { BrowserContextOptions } from 'playwright-core';
import { ensurePhoneBuilt } from '../../mobile/rig/build';
import { ROOT } from './harness';

/**
 * The phone app in Chromium, beside harness.ts's desktop: `npm run phone` started as a person
 * starts it, and a browser context that emulates a phone.
 */

/** A phone of today in Chromium: 390 × 844 CSS pixels at 3 device pixels each, touch, a mobile viewport. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

/**
 * A port free now, to start the rig on: the service must be told the rig's origin (the sandbox's
 * allowOrigins) before the rig starts, so the port is chosen first.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RunningPhoneRig {
  /** The address to open (with this launch's secret). */
  url: string;
  /** http://127.0.0.1:PORT: what the service must allow. */
  origin: string;
  /** Everything the rig printed, for the "no token in logs" check. */
  log(): string;
  close(): Promise<void>;
}

/**
 * `npm run phone -- --port PORT --service URL` (or `{ demo: true }`: `--demo`) as its own process.
 * The phone bundle is built (or found fresh) here first, once for every journey of the run, so the
 * rigs never build it at the same time.
 */
export async function startPhoneRig(
  service: { url: string } | { demo: true },
  options: { port: number; env?: Record<string, string> },
): Promise<RunningPhoneRig> {
  await ensurePhoneBuilt();
  let output = '';
  const serviceArgs = 'demo' in service ? ['--demo'] : ['--service', service.url];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'mobile/rig/cli.ts', '--port', String(options.port), ...serviceArgs], {
    cwd: ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const lines = createInterface({ input: child.stdout! });
  const stdout: string[] = [];
  const url = await new Promise<string>((resolveUrl, reject) => {
    const waited = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`the phone rig did not say it was listening within 120 s: ${output}`));
    }, 120_000);
    lines.on('line', (line) => {
      stdout.push(line);
      output += `${line}\n`;
      const match = /^phone app listening on (\S+)$/.exec(line);
      if (match) {
        clearTimeout(waited);
        resolveUrl(match[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(waited);
      reject(new Error(`the phone rig exited with ${code}: ${output}`));
    });
  });
  if (stdout.length !== 1) throw new Error(`the phone rig printed more than its one line: ${stdout.join('\n')}`);
  return {
    url,
    origin: new URL(url).origin,
    log: () => output,
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
