import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COVER_PIECE_BYTES } from '../../../../shared/bridge/memorials';
import { createNodeAppCore as createAppCore } from '../../../../electron/node/home';
import type { AppCore } from '../../../../core/app-core-types';
import { MemorySecretStore } from '../../../../core/accounts/secrets';
import { useSandbox } from '../../../sandbox/harness';

/** The cover photo's bridge operations through the app core: checked arguments, the right account. */
const h = useSandbox();
const cores: AppCore[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(cores.splice(0).map((c) => c.close()));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function core(): Promise<AppCore> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cover-core-'));
  dirs.push(dataDir);
  const c = await createAppCore({ dataDir, serviceUrl: h.baseUrl, demo: false, secrets: new MemorySecretStore(), openExternal: () => Promise.resolve(false) });
  cores.push(c);
  return c;
}

describe('the cover photo on the bridge', () => {
  it('is for family accounts: a funeral home is told so in words', async () => {
    const org = await h.organization();
    const c = await core();
    await c.handle('signIn.business', { token: org.token });
    await expect(c.handle('cover.begin', { memorialId: 1 })).rejects.toMatchObject({
      error: { kind: 'invalid', message: expect.stringMatching(/family accounts/) },
    });
  });

  it('checks every argument: a piece larger than the bridge carries, bad base64, an unknown photo', async () => {
    const c = await core();
    const tooLong = 'A'.repeat(Math.ceil(COVER_PIECE_BYTES / 3) * 4 + 4);
    await expect(c.handle('cover.piece', { uploadId: 'abcdefgh-1234', offset: 0, data: tooLong })).rejects.toMatchObject({ error: { kind: 'invalid' } });
    await expect(c.handle('cover.piece', { uploadId: 'abcdefgh-1234', offset: 0, data: 'not base64!' })).rejects.toMatchObject({ error: { kind: 'invalid' } });
    await expect(c.handle('cover.piece', { uploadId: 'abcdefgh-1234', offset: 0, data: 'AAAA' })).rejects.toMatchObject({
      error: { kind: 'invalid', message: expect.stringMatching(/no longer has this photo/) },
    });
    await expect(c.handle('cover.send', { uploadId: '../etc', bytes: 1 })).rejects.toMatchObject({ error: { kind: 'invalid' } });
    expect(await c.handle('cover.cancel', { uploadId: 'abcdefgh-1234' })).toEqual({ cancelled: false });
  });
});
