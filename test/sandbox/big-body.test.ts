import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * One unauthenticated request must not hurt the service (issue 9, item 1): a 100 MB body streamed
 * to POST /auth/device, with no declared length, against the sandbox as its own process so that
 * its memory can be read from outside (Linux: the peak resident size, VmHWM).
 */
let child: ChildProcess;
let url: string;

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/cli.ts', '--port', '0', '--memory'], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
  });
  url = /listening on (\S+)$/.exec(line)![1]!;
});

afterAll(() => {
  child.kill('SIGKILL');
});

/** The child's peak resident memory in MB, or null where /proc is not there to ask. */
function peakMemoryMb(): number | null {
  const status = `/proc/${child.pid}/status`;
  if (!existsSync(status)) return null;
  const kb = /VmHWM:\s+(\d+)\s+kB/.exec(readFileSync(status, 'utf8'));
  return kb ? Number(kb[1]) / 1024 : null;
}

/** Streams `megabytes` of a JSON string, chunked; resolves with the answer (the rest of the upload may be cut off). */
function streamBigBody(megabytes: number): Promise<{ status: number; body: string }> {
  const target = new URL(`${url}/api/v1/auth/device`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      },
    );
    // Once the service has answered, it may close the connection on the rest: that is the point.
    req.on('error', (error) => (req.destroyed && error.message ? undefined : reject(error)));
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    let sent = 0;
    req.write('{"client_name":"');
    const pump = () => {
      while (sent < megabytes) {
        sent++;
        if (req.destroyed) return;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end('"}');
    };
    pump();
  });
}

describe('a 100 MB body to POST /auth/device', () => {
  it('is refused with 413 in plain words, the process stays small and keeps answering', async () => {
    const before = peakMemoryMb();
    const answers: number[] = [];
    // Someone else uses the service all the while.
    const others = (async () => {
      for (let i = 0; i < 5; i++) answers.push((await fetch(`${url}/api/v1/ping`)).status);
    })();
    const big = await streamBigBody(100);
    await others;
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body)).toEqual({ message: expect.stringMatching(/too large/) });
    expect(answers).toEqual([401, 401, 401, 401, 401]);
    expect((await fetch(`${url}/api/v1/ping`)).status).toBe(401);
    const after = peakMemoryMb();
    // Before the limit the peak was about 1.8 GB and the process died (heap out of memory).
    if (before !== null && after !== null) expect(after - before).toBeLessThan(64);
    expect(child.exitCode).toBeNull();
  });
});
