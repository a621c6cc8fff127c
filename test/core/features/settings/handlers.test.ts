import { describe, expect, it } from 'vitest';
import { useCores } from '../../../helpers/core';

/**
 * The settings area through the whole app core: the settings an administrator locked in the
 * machine-wide file (electron/node/machine-settings.ts reads it), and what the screens remember
 * across a restart (issue 8). No service is asked.
 */
const cores = useCores({ serviceUrl: 'https://memorials.example.org/api/v1' });

describe('what the screens remember', () => {
  it('keeps the last place and a dismissed note across a restart, and refuses a place that is not one', async () => {
    const c = await cores.start();
    expect(await c.handle('ui.get', {})).toEqual({ place: null, sessionNoteDismissed: false });
    await c.handle('ui.set', { place: '/memorials/12/tributes?status=pending' });
    await c.handle('ui.set', { sessionNoteDismissed: true });
    await expect(c.handle('ui.set', { place: 'https://example.com/' })).rejects.toMatchObject({ error: { kind: 'invalid' } });
    const again = await c.restart();
    expect(await again.handle('ui.get', {})).toEqual({ place: '/memorials/12/tributes?status=pending', sessionNoteDismissed: true });
  });

  it('keeps the account a place belongs to with it', async () => {
    const c = await cores.start();
    await c.handle('ui.set', { place: '/desk/waiting', placeAccountId: 'acc-home' });
    const again = await c.restart();
    expect(await again.handle('ui.get', {})).toEqual({ place: '/desk/waiting', placeAccountId: 'acc-home', sessionNoteDismissed: false });
    await again.handle('ui.set', { place: '/memorials', placeAccountId: null });
    expect((await again.handle('ui.get', {})).placeAccountId).toBeUndefined();
  });
});

describe('the language the app speaks', () => {
  it('follows the system until the person chooses one, and keeps the choice across a restart', async () => {
    const c = await cores.start();
    expect(await c.handle('settings.get', {})).toMatchObject({ language: 'system' });
    expect(await c.handle('settings.set', { language: 'es' })).toMatchObject({ language: 'es', notifications: true });
    const again = await c.restart();
    expect(await again.handle('settings.get', {})).toMatchObject({ language: 'es' });
    await again.handle('settings.set', { language: 'system' });
    expect(await again.handle('settings.get', {})).toMatchObject({ language: 'system' });
  });

  it('takes a developer pseudo-locale, and refuses a language it has no catalog for', async () => {
    const c = await cores.start();
    expect(await c.handle('settings.set', { language: 'en-XB' })).toMatchObject({ language: 'en-XB' });
    await expect(c.handle('settings.set', { language: 'fr' })).rejects.toMatchObject({ error: { kind: 'invalid' } });
    expect(await c.handle('settings.get', {})).toMatchObject({ language: 'en-XB' });
  });
});

describe('locked settings in the app core', () => {
  const core = (lockedSettings: { names: string[]; file: string } | null) => cores.start({ lockedSettings });

  it('reports what is locked and by which file', async () => {
    const locked = await core({ names: ['serviceUrl', 'demo'], file: '/etc/memorial-desk/settings.json' });
    expect(await locked.handle('settings.get', {})).toEqual({
      serviceUrl: 'https://memorials.example.org/api/v1',
      notifications: true,
      language: 'system',
      locked: ['serviceUrl', 'demo'],
      lockedBy: '/etc/memorial-desk/settings.json',
    });
    const free = await core(null);
    expect(await free.handle('settings.get', {})).toEqual({
      serviceUrl: 'https://memorials.example.org/api/v1',
      notifications: true,
      language: 'system',
      locked: [],
      lockedBy: null,
    });
  });

  it('refuses to change a locked setting, in plain words naming the file', async () => {
    const locked = await core({ names: ['serviceUrl'], file: '/etc/memorial-desk/settings.json' });
    await expect(locked.handle('settings.set', { serviceUrl: 'https://other.example/api/v1' })).rejects.toMatchObject({
      error: { kind: 'invalid', message: expect.stringMatching(/administrator has set this \(in \/etc\/memorial-desk\/settings\.json\)/) },
    });
    expect(await locked.handle('settings.get', {})).toMatchObject({ serviceUrl: 'https://memorials.example.org/api/v1' });
  });

  it('changes an unlocked one as before', async () => {
    const locked = await core({ names: ['demo'], file: '/etc/memorial-desk/settings.json' });
    expect(await locked.handle('settings.set', { serviceUrl: 'https://other.example/api/v1' })).toMatchObject({
      serviceUrl: 'https://other.example/api/v1',
      locked: ['demo'],
    });
  });
});
