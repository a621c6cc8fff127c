import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_URL } from '../../../core/app-core';
import { parseRigArgs } from '../../../mobile/rig/cli';

/** `npm run phone -- [--port N] [--service BASE_URL] [--demo]` (mobile/rig/cli.ts). */
describe('what npm run phone takes', () => {
  it('a port, a service or the demo; the sandbox’s usual address otherwise, or MEMORIAL_API_URL', () => {
    expect(parseRigArgs([], {})).toEqual({ ok: true, options: { port: 0, serviceUrl: DEFAULT_SERVICE_URL, demo: false } });
    expect(parseRigArgs(['--port', '5180', '--service', 'http://127.0.0.1:4010/api/v1'], {})).toEqual({
      ok: true,
      options: { port: 5180, serviceUrl: 'http://127.0.0.1:4010/api/v1', demo: false },
    });
    expect(parseRigArgs([], { MEMORIAL_API_URL: 'https://memorials.example/api/v1' })).toMatchObject({
      options: { serviceUrl: 'https://memorials.example/api/v1' },
    });
    expect(parseRigArgs(['--demo'], {})).toMatchObject({ ok: true, options: { demo: true } });
  });

  it('refuses what it cannot use, in words', () => {
    expect(parseRigArgs(['--port', 'abc'], {})).toEqual({ ok: false, message: '--port must be a number from 0 to 65535, not "abc"' });
    expect(parseRigArgs(['--port', '70000'], {})).toMatchObject({ ok: false });
    expect(parseRigArgs(['--demo', '--service', 'http://127.0.0.1:4010/api/v1'], {})).toEqual({
      ok: false,
      message: '--demo uses its own sandbox service; leave out --service',
    });
    expect(parseRigArgs(['--service', 'ftp://127.0.0.1/api/v1'], {})).toMatchObject({ ok: false, message: expect.stringContaining('http:// or https://') });
    expect(parseRigArgs(['--data-dir', '/tmp'], {})).toMatchObject({ ok: false });
  });
});
