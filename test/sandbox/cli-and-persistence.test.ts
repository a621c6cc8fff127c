import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';

/** Starts `npm run sandbox`'s program as its own process and waits for its one line. */
async function start(args: string[]): Promise<{ child: ChildProcess; url: string; firstLine: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/cli.ts', ...args], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = createInterface({ input: child.stdout });
  const firstLine = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
  });
  const match = /^sandbox listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(firstLine);
  if (!match) throw new Error(`unexpected first line: ${firstLine}`);
  return { child, url: match[1]!, firstLine };
}

async function stopped(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

const post = (url: string, body: unknown, token?: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

const dir = mkdtempSync(join(tmpdir(), 'sandbox-persist-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the sandbox command', () => {
  it('prints exactly `sandbox listening on URL`, binds 127.0.0.1, and hides the control API without --control', async () => {
    const { child, url, firstLine } = await start(['--port', '0', '--memory']);
    try {
      expect(firstLine).toMatch(/^sandbox listening on http:\/\/127\.0\.0\.1:\d+$/);
      expect((await post(`${url}/__sandbox/people`, { name: 'A', email: 'a@example.com' })).status).toBe(404);
      expect((await fetch(`${url}/api/v1/ping`)).status).toBe(401);
    } finally {
      child.kill('SIGTERM');
      expect(await stopped(child)).toBe(0);
    }
  });

  it('keeps what a response confirmed through a kill -9, and through a clean restart', async () => {
    const db = join(dir, 'crash.db');
    const first = await start(['--port', '0', '--control', '--db', db]);
    const person = (await (await post(`${first.url}/__sandbox/people`, { name: 'Rose', email: 'rose@example.com' })).json()) as { token: string };
    const created = await post(`${first.url}/api/v1/me/memorials`, { deceased_name: 'Albert Finch' }, person.token);
    expect(created.status).toBe(202);
    const { id } = (await created.json()) as { id: number };
    // The very next thing after the response: the process dies without any chance to flush.
    first.child.kill('SIGKILL');
    await stopped(first.child);

    const second = await start(['--port', '0', '--control', '--db', db]);
    const read = await fetch(`${second.url}/api/v1/me/memorials/${id}`, { headers: { authorization: `Bearer ${person.token}` } });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data: { deceased_name: string } }).data.deceased_name).toBe('Albert Finch');
    // The safety check that was under way when the process died is finished after the restart.
    await post(`${second.url}/__sandbox/settle`, {});
    const draft = await fetch(`${second.url}/api/v1/me/drafts/${id}`, { headers: { authorization: `Bearer ${person.token}` } });
    expect(((await draft.json()) as { status: string }).status).toBe('ready');
    second.child.kill('SIGINT');
    expect(await stopped(second.child)).toBe(0);

    const third = await start(['--port', '0', '--db', db]);
    const again = await fetch(`${third.url}/api/v1/me/memorials`, { headers: { authorization: `Bearer ${person.token}` } });
    expect(((await again.json()) as { data: unknown[] }).data).toHaveLength(1);
    third.child.kill('SIGTERM');
    await stopped(third.child);
  });

  it('refuses a bad port in one line', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/cli.ts', '--port', 'abc'], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    expect(await stopped(child)).toBe(2);
    expect(err).toMatch(/--port must be a number/);
  });
});
