import { createIntl } from '@formatjs/intl';
import { NO_KEYCHAIN_NOTE } from '../../../core/ports';
import { loadCatalog } from '../../../shared/i18n/catalogs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appHandlers, SHARE_MESSAGES, statusOf, type StatusParts } from '../../../core/bridge/app-handlers';

/** `app.share`: the system's share sheet, where the home has one (the phone); never logging the link. */
const LINK = 'https://memorials.example/s/Zq3Kx9Lm2Vb7Nc4Hd8Fg1Jt6Pw5Rs0Ay';

function area(share?: (link: { title: string; url: string }) => Promise<boolean>) {
  return appHandlers({
    status: () => ({}) as never,
    askServiceNow: () => undefined,
    openExternal: () => Promise.resolve(false),
    keepFirstLook: () => Promise.resolve(false),
    ...(share ? { share } : {}),
  });
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

describe('the status line (statusOf)', () => {
  const T = Date.UTC(2026, 10, 25, 9);
  function parts(overrides: Partial<StatusParts> = {}): StatusParts & { asked: (string | null)[] } {
    const asked: (string | null)[] = [];
    return {
      asked,
      traffic: {
        connection: (id) => {
          asked.push(id);
          return { online: false, offlineSince: T, offlineSinceStart: true, rateLimitedUntil: T + 40_000 };
        },
      },
      activeId: () => 'acc-home',
      waiting: () => 3,
      serviceUrl: () => 'https://memorials.example.org/api/v1',
      demo: false,
      secrets: { kind: 'os', note: null },
      locale: 'en-AU',
      languages: () => ['en-AU', 'es-ES'],
      canShare: false,
      ...overrides,
    };
  }

  it('tells the active account’s connection, with its times as ISO strings, and what waits', () => {
    const given = parts();
    expect(statusOf(given)()).toEqual({
      online: false,
      offlineSince: new Date(T).toISOString(),
      offlineSinceStart: true,
      waiting: 3,
      rateLimitedUntil: new Date(T + 40_000).toISOString(),
      serviceUrl: 'https://memorials.example.org/api/v1',
      demo: false,
      secretStorage: 'os',
      secretStorageNote: null,
      locale: 'en-AU',
      languages: ['en-AU', 'es-ES'],
      canShare: false,
    });
    expect(given.asked).toEqual(['acc-home']);
  });

  it('says nothing was heard yet, and no limit, as nulls; and is read afresh at each call', () => {
    let waiting = 0;
    let active: string | null = null;
    const status = statusOf(
      parts({
        traffic: { connection: () => ({ online: null, offlineSince: null, offlineSinceStart: false, rateLimitedUntil: null }) },
        activeId: () => active,
        waiting: () => waiting,
        canShare: true,
      }),
    );
    expect(status()).toMatchObject({ online: null, offlineSince: null, rateLimitedUntil: null, waiting: 0, canShare: true });
    waiting = 2;
    active = 'acc-family';
    expect(status().waiting).toBe(2);
  });

  it('gives the app’s own note about sign-ins kept in memory with its Words, and a home’s own note as it is', async () => {
    const note = statusOf(parts({ secrets: { kind: 'session', note: NO_KEYCHAIN_NOTE } }))();
    expect(note).toMatchObject({ secretStorageNote: NO_KEYCHAIN_NOTE, secretStorageNoteWords: { id: 'core.secrets.noKeychain' } });
    const spanish = createIntl({ locale: 'es', messages: await loadCatalog('es') });
    expect(spanish.formatMessage({ id: note.secretStorageNoteWords!.id })).toMatch(/^Este equipo no tiene un llavero/);
    expect(statusOf(parts({ secrets: { kind: 'session', note: 'A home’s own words.' } }))()).not.toHaveProperty('secretStorageNoteWords');
  });
});
