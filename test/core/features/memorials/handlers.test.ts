import { describe, expect, it } from 'vitest';
import { COVER_PIECE_BYTES } from '../../../../shared/bridge/memorials';
import { useCores } from '../../../helpers/core';
import { useSandbox } from '../../../sandbox/harness';

/** The cover photo's bridge operations through the app core: checked arguments, the right account. */
const h = useSandbox();
const cores = useCores({ sandbox: h });

describe('the cover photo on the bridge', () => {
  it('is for family accounts: a funeral home is told so in words', async () => {
    const org = await h.organization();
    const c = await cores.start();
    await c.signInBusiness(org.token);
    await expect(c.handle('cover.begin', { memorialId: 1 })).rejects.toMatchObject({
      error: { kind: 'invalid', message: expect.stringMatching(/family accounts/) },
    });
  });

  it('checks every argument: a piece larger than the bridge carries, bad base64, an unknown photo', async () => {
    const c = await cores.start();
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
