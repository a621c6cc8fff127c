import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemorySecretStore, NO_KEYCHAIN_NOTE, openSecretStore, type SecretStore } from '../../../core/accounts/secrets';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../../..');
const PROBE = join(ROOT, 'test/core/accounts/keychain-probe.ts');

type Step = ['open'] | ['set', string, string] | ['get', string] | ['delete', string];

const homes: string[] = [];
afterEach(async () => {
  await Promise.all(homes.splice(0).map((home) => rm(home, { recursive: true, force: true })));
});

/** A throwaway HOME, so the daemon's keyring files and sockets never touch the real ones. */
async function isolatedEnv(): Promise<{ home: string; env: NodeJS.ProcessEnv }> {
  const home = await mkdtemp(join(tmpdir(), 'memorial-desk-keyring-'));
  homes.push(home);
  const runtime = join(home, 'run');
  await mkdir(runtime, { mode: 0o700 });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOME: home,
    XDG_RUNTIME_DIR: runtime,
    XDG_DATA_HOME: join(home, '.local/share'),
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_CACHE_HOME: join(home, '.cache'),
    NODE: process.execPath,
    PROBE,
  };
  delete env.DBUS_SESSION_BUS_ADDRESS;
  return { home, env };
}

/**
 * Runs the probe once per list of steps, each in a fresh Node process (like app restarts), all in
 * one private D-Bus session with gnome-keyring's Secret Service unlocked. gnome-keyring only
 * creates its login keyring for a non-empty password, hence the throwaway one.
 */
async function inSecretService(...runs: Step[][]): Promise<{ home: string; results: unknown[][] }> {
  const { home, env } = await isolatedEnv();
  runs.forEach((steps, i) => (env[`STEPS_${i}`] = JSON.stringify(steps)));
  const probes = runs.map((_, i) => `"$NODE" --import tsx "$PROBE" "$STEPS_${i}"`).join(' && ');
  const script = `printf 'throwaway' | gnome-keyring-daemon --unlock --components=secrets >/dev/null && ${probes}`;
  const { stdout } = await run('dbus-run-session', ['--', 'sh', '-c', script], { cwd: ROOT, env, timeout: 60_000 }).catch((error: unknown) => {
    throw new Error(`The Secret Service could not be started (needs the gnome-keyring and dbus packages): ${String(error)}`);
  });
  return {
    home,
    results: stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown[]),
  };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('KeyringSecretStore against a real Secret Service (gnome-keyring)', () => {
  it('keeps a secret across processes, overwrites it, deletes it, and never writes it in plain text', async () => {
    const secret = `mdp_secret_${Date.now()}`;
    const { home, results } = await inSecretService(
      [['open'], ['get', 'acct-1'], ['set', 'acct-1', 'first'], ['set', 'acct-1', secret], ['set', 'acct-2', 'other']],
      [
        ['get', 'acct-1'],
        ['get', 'acct-2'],
        ['delete', 'acct-1'],
        ['get', 'acct-1'],
        ['get', 'acct-2'],
        ['delete', 'acct-1'],
      ],
    );
    expect(results).toEqual([
      [{ kind: 'os', note: null }, null, 'ok', 'ok', 'ok'],
      [secret, 'other', 'ok', null, 'other', 'ok'],
    ]);
    // The keyring file is on disk (the sign-in survives a restart), but encrypted.
    const files = await filesUnder(home);
    expect(files.some((file) => file.endsWith('login.keyring'))).toBe(true);
    for (const file of files) expect((await readFile(file)).includes(secret), file).toBe(false);
  }, 60_000);

  it('falls back to a session-only store with the note outside a D-Bus session', async () => {
    const { env } = await isolatedEnv();
    const { stdout } = await run(process.execPath, ['--import', 'tsx', PROBE, JSON.stringify([['open'], ['get', 'acct-1']])], {
      cwd: ROOT,
      env,
      timeout: 30_000,
    });
    const [opened, get] = JSON.parse(stdout) as [unknown, unknown];
    expect(opened).toEqual({ kind: 'session', note: NO_KEYCHAIN_NOTE });
    expect(get).toEqual({ error: expect.stringMatching(/DBUS_SESSION_BUS_ADDRESS|D-?Bus/i) });
  }, 30_000);
});

describe('MemorySecretStore', () => {
  it('keeps secrets in memory only, and says so plainly', async () => {
    const store = new MemorySecretStore();
    expect(store.kind).toBe('session');
    expect(store.note).toBe(NO_KEYCHAIN_NOTE);
    expect(store.note).toMatch(/until the app closes/);
    expect(await store.get('a')).toBeNull();
    await store.set('a', 'one');
    await store.set('b', 'two');
    await store.set('a', 'uno');
    expect(await store.get('a')).toBe('uno');
    await store.delete('a');
    await store.delete('a');
    expect(await store.get('a')).toBeNull();
    expect(await store.get('b')).toBe('two');
  });
});

describe('openSecretStore', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function keychain(overrides: Partial<SecretStore>): SecretStore {
    const inner = new MemorySecretStore('unused');
    return {
      kind: 'os',
      note: null,
      get: (account) => inner.get(account),
      set: (account, secret) => inner.set(account, secret),
      delete: (account) => inner.delete(account),
      ...overrides,
    };
  }

  it('uses the keychain when the probe writes, reads back and deletes', async () => {
    const working = keychain({});
    expect(await openSecretStore({ keychain: working })).toBe(working);
  });

  it('falls back when the keychain refuses a write', async () => {
    const store = await openSecretStore({ keychain: keychain({ set: () => Promise.reject(new Error('locked')) }) });
    expect(store.kind).toBe('session');
    expect(store.note).toBe(NO_KEYCHAIN_NOTE);
  });

  it('falls back when the keychain reads back something else', async () => {
    const store = await openSecretStore({ keychain: keychain({ get: () => Promise.resolve('not what was written') }) });
    expect(store.kind).toBe('session');
  });

  it('falls back when the keychain does not answer in time', async () => {
    vi.useFakeTimers();
    const opening = openSecretStore({ keychain: keychain({ set: () => new Promise(() => {}) }), timeoutMs: 5_000 });
    await vi.advanceTimersByTimeAsync(4_999);
    let settled = false;
    void opening.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await opening).kind).toBe('session');
  });
});
