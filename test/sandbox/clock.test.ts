import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { MAX_CLOCK_AHEAD_SECONDS } from '../../sandbox/foundation/clock';
import { Database } from '../../sandbox/db/database';
import { startSandbox } from '../../sandbox/server';
import { DEFAULT_SETTINGS } from '../../sandbox/foundation/settings';
import { useSandbox } from './harness';

const h = useSandbox();
const dir = mkdtempSync(join(tmpdir(), 'sandbox-clock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('POST /__sandbox/clock', () => {
  it('refuses a move past the cap with 422 in plain words, and the service carries on', async () => {
    const r = await h.control('POST', '/__sandbox/clock', { advance_seconds: 9_000_000_000_000 });
    expect(r.status).toBe(422);
    expect(r.body.message).toMatch(/at most 100 years ahead of the real time/);
    expect(r.body.message).not.toMatch(/Invalid time value|RangeError/);
    expect((await h.api('GET', '/ping')).status).toBe(401);
    expect((await h.control('POST', '/__sandbox/reset')).status).toBe(204);
    const moved = await h.control('POST', '/__sandbox/clock', { advance_seconds: 60 });
    expect(moved.status).toBe(200);
    expect(Date.parse(moved.body.now)).toBeGreaterThan(Date.now() + 59_000);
  });

  it('counts the cap over every move: up to 100 years ahead in all', async () => {
    expect((await h.control('POST', '/__sandbox/clock', { advance_seconds: MAX_CLOCK_AHEAD_SECONDS - 10 })).status).toBe(200);
    const more = await h.control('POST', '/__sandbox/clock', { advance_seconds: 11 });
    expect(more.status).toBe(422);
    expect(more.body.errors.advance_seconds).toEqual([expect.stringContaining('advance_seconds can be at most 10 now')]);
    // Everything that reads the clock still works at the far end.
    const person = await h.person();
    expect((await h.api('POST', '/me/memorials', { token: person.token, body: { deceased_name: 'Far Future' } })).status).toBe(202);
    await h.settle();
  });

  it('refuses going backwards', async () => {
    expect((await h.control('POST', '/__sandbox/clock', { advance_seconds: -5 })).status).toBe(422);
  });
});

describe('a database holding a clock or settings the sandbox cannot use', () => {
  function store(file: string, key: string, value: string): void {
    const db = new Database(file);
    db.run('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value', key, value);
    db.close();
  }

  it.each([
    ['far past the cap', String(9_000_000_000_000_000)],
    ['not a number', 'soon'],
    ['negative', '-5000'],
  ])('starts anyway at the real time when the stored clock is %s, and says so on stderr', async (_, value) => {
    const file = join(dir, `clock-${value.length}-${Date.now()}.db`);
    store(file, 'clock_offset_ms', value);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sandbox = await startSandbox({ port: 0, db: file, control: true });
    try {
      expect(errors.mock.calls.flat().join(' ')).toMatch(/clock stored in this database .* can't be used, so the clock starts at the real time/);
      expect(Math.abs(sandbox.context.clock.nowMs() - Date.now())).toBeLessThan(5_000);
      expect((await fetch(`${sandbox.baseUrl}/ping`)).status).toBe(401);
    } finally {
      errors.mockRestore();
      await sandbox.close();
    }
  });

  it('starts with the default settings when the stored ones cannot be read, and says so', async () => {
    const file = join(dir, 'settings.db');
    store(file, 'behaviour', '{"safety_delay_ms": "soon"');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sandbox = await startSandbox({ port: 0, db: file });
    try {
      expect(errors.mock.calls.flat().join(' ')).toMatch(/settings stored in this database can't be read/);
      expect(sandbox.context.settings.get()).toEqual(DEFAULT_SETTINGS);
    } finally {
      errors.mockRestore();
      await sandbox.close();
    }
  });
});
