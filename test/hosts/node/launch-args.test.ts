import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir, parseLaunchArgs } from '../../../hosts/node/launch-args';

describe('parseLaunchArgs', () => {
  it('defaults: a free port, the saved service, no demo, the user data folder', () => {
    expect(parseLaunchArgs([], { XDG_DATA_HOME: '/home/x/.data' })).toEqual({
      ok: true,
      options: { port: 0, serviceUrl: undefined, demo: false, dataDir: process.platform === 'linux' ? '/home/x/.data/memorial-desk' : defaultDataDir({}) },
    });
  });

  it('reads --port, --service, --data-dir', () => {
    const parsed = parseLaunchArgs(['--port', '4100', '--service', 'https://memorial.example/api/v1', '--data-dir', 'rel/dir'], {});
    expect(parsed).toEqual({ ok: true, options: { port: 4100, serviceUrl: 'https://memorial.example/api/v1', demo: false, dataDir: resolve('rel/dir') } });
  });

  it('falls back to MEMORIAL_API_URL and MEMORIAL_APP_DATA, the flags winning', () => {
    const env = { MEMORIAL_API_URL: 'http://127.0.0.1:4010/api/v1', MEMORIAL_APP_DATA: '/tmp/md-env' };
    expect(parseLaunchArgs([], env)).toMatchObject({ ok: true, options: { serviceUrl: env.MEMORIAL_API_URL, dataDir: '/tmp/md-env' } });
    expect(parseLaunchArgs(['--data-dir', '/tmp/md-flag', '--service', 'https://a.example/api/v1'], env)).toMatchObject({
      ok: true,
      options: { serviceUrl: 'https://a.example/api/v1', dataDir: '/tmp/md-flag' },
    });
  });

  it('--demo uses its own sandbox, whatever MEMORIAL_API_URL says, and refuses --service beside it', () => {
    expect(parseLaunchArgs(['--demo'], { MEMORIAL_API_URL: 'http://x/api/v1' })).toMatchObject({ ok: true, options: { demo: true, serviceUrl: undefined } });
    expect(parseLaunchArgs(['--demo', '--service', 'http://x/api/v1'], {})).toMatchObject({ ok: false });
  });

  it.each([['--port', 'abc'], ['--port', '70000'], ['--port', '-1'], ['--service', 'ftp://x'], ['--service', 'not a url'], ['--unknown']])(
    'refuses %s %s with a plain message',
    (...argv) => {
      const parsed = parseLaunchArgs(argv, {});
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.message.length).toBeGreaterThan(0);
    },
  );

  it('lets Electron’s own switches through when not strict', () => {
    expect(parseLaunchArgs(['--enable-logging', '--demo', 'dist/electron/main.js'], {}, { strict: false })).toMatchObject({
      ok: true,
      options: { demo: true },
    });
  });

  it('takes the phone rig’s command line with the same words, without --data-dir', () => {
    const rig = { dataDir: false };
    expect(parseLaunchArgs(['--port', '5180', '--service', 'http://127.0.0.1:4010/api/v1'], {}, rig)).toMatchObject({
      ok: true,
      options: { port: 5180, serviceUrl: 'http://127.0.0.1:4010/api/v1', demo: false },
    });
    expect(parseLaunchArgs([], { MEMORIAL_API_URL: 'https://memorials.example/api/v1' }, rig)).toMatchObject({
      options: { serviceUrl: 'https://memorials.example/api/v1' },
    });
    expect(parseLaunchArgs(['--port', 'abc'], {}, rig)).toEqual({ ok: false, message: '--port must be a number from 0 to 65535, not "abc"' });
    expect(parseLaunchArgs(['--demo', '--service', 'http://127.0.0.1:4010/api/v1'], {}, rig)).toEqual({
      ok: false,
      message: '--demo uses its own sandbox service; leave out --service',
    });
    expect(parseLaunchArgs(['--data-dir', '/tmp'], {}, rig)).toMatchObject({ ok: false });
    expect(parseLaunchArgs(['--data-dir', '/tmp'], {})).toMatchObject({ ok: true });
  });

  it('keeps the default data folder under the user’s data folder, named memorial-desk', () => {
    expect(defaultDataDir({ XDG_DATA_HOME: '/d', APPDATA: '/d' })).toMatch(new RegExp(`${join('memorial-desk').replace(/[\\/]/g, '.')}$`));
  });
});
