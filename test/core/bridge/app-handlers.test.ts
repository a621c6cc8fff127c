import { afterEach, describe, expect, it, vi } from 'vitest';
import { appHandlers, SHARE_MESSAGES } from '../../../core/bridge/app-handlers';

/** `app.share`: the system's share sheet, where the home has one (the phone); never logging the link. */
const LINK = 'https://memorials.example/s/Zq3Kx9Lm2Vb7Nc4Hd8Fg1Jt6Pw5Rs0Ay';

function area(share?: (link: { title: string; url: string }) => Promise<boolean>) {
  return appHandlers({ status: () => ({}) as never, askServiceNow: () => undefined, openExternal: () => Promise.resolve(false), ...(share ? { share } : {}) });
}

afterEach(() => vi.restoreAllMocks());

describe('app.share', () => {
  it('hands the link to the share sheet and says whether the person shared it', async () => {
    const offered: unknown[] = [];
    const handlers = area((link) => {
      offered.push(link);
      return Promise.resolve(offered.length === 1);
    }).handlers;
    expect(await handlers['app.share']({ title: 'The memorial for June Ellis', url: LINK })).toEqual({ shared: true });
    expect(await handlers['app.share']({ title: 'The memorial for June Ellis', url: LINK })).toEqual({ shared: false });
    expect(offered).toEqual([
      { title: 'The memorial for June Ellis', url: LINK },
      { title: 'The memorial for June Ellis', url: LINK },
    ]);
  });

  it('is refused plainly where there is no share sheet, and for an address no browser should open', async () => {
    await expect(area().handlers['app.share']({ title: 'x', url: LINK })).rejects.toMatchObject({ kind: 'invalid', message: SHARE_MESSAGES.none });
    const share = vi.fn(() => Promise.resolve(true));
    await expect(area(share).handlers['app.share']({ title: 'x', url: 'https://user:pass@example.com/' })).rejects.toMatchObject({ kind: 'invalid' });
    expect(share).not.toHaveBeenCalled();
  });

  it('a sheet that fails is said in plain words, and the link is never logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = area(() => Promise.reject(new Error(`could not share ${LINK}`)));
    await expect(failing.handlers['app.share']({ title: 'x', url: LINK })).rejects.toMatchObject({ kind: 'internal', message: SHARE_MESSAGES.failed });
    expect(JSON.stringify(logged.mock.calls)).not.toContain('/s/');
  });
});
