import { describe, expect, it } from 'vitest';
import { pageLanguages, phoneHostInfo } from '../../../mobile/native/host-info';
import { followAppLifecycle, type AppEvents, type BrowserEvents, type CheckReason } from '../../../mobile/native/lifecycle';

/** @capacitor/app and @capacitor/browser's events, fired by hand. */
function fakeApp(launchUrl?: string) {
  const listeners = new Map<string, Set<(event: never) => void>>();
  const add = (name: string, fn: (event: never) => void) => {
    if (!listeners.has(name)) listeners.set(name, new Set());
    listeners.get(name)!.add(fn);
    return Promise.resolve({ remove: () => Promise.resolve(void listeners.get(name)!.delete(fn)) });
  };
  const app = { addListener: add, getLaunchUrl: () => Promise.resolve(launchUrl === undefined ? undefined : { url: launchUrl }) } as unknown as AppEvents;
  const browser = { addListener: add } as unknown as BrowserEvents;
  const fire = (name: string, event: unknown = {}) => {
    for (const fn of listeners.get(name) ?? []) fn(event as never);
  };
  const count = () => [...listeners.values()].reduce((n, set) => n + set.size, 0);
  return { app, browser, fire, count };
}

function recorder() {
  const checks: CheckReason[] = [];
  const places: string[] = [];
  return { checks, places, to: { checkNow: (reason: CheckReason) => checks.push(reason), navigate: (path: string) => places.push(path) } };
}

describe('the phone’s life: open, return, links', () => {
  it('checks once when the app opens, and each time it comes back, not when it goes away', async () => {
    const { app, browser, fire } = fakeApp();
    const { checks, to } = recorder();
    await followAppLifecycle(app, browser, to);
    expect(checks).toEqual(['open']);
    fire('appStateChange', { isActive: true });
    expect(checks).toEqual(['open']);
    fire('appStateChange', { isActive: false });
    fire('appStateChange', { isActive: true });
    fire('appStateChange', { isActive: true });
    expect(checks).toEqual(['open', 'return']);
  });

  it('checks when the browser view over the app closes (a device sign-in finished there)', async () => {
    const { app, browser, fire } = fakeApp();
    const { checks, to } = recorder();
    await followAppLifecycle(app, browser, to);
    fire('browserFinished');
    expect(checks).toEqual(['open', 'return']);
  });

  it('follows the link the app was opened with, and each link after, checked as on the desktop', async () => {
    const { app, browser, fire } = fakeApp('memorialdesk://memorials/12/tributes');
    const { places, to } = recorder();
    await followAppLifecycle(app, browser, to);
    fire('appUrlOpen', { url: 'memorialdesk://inbox?tab=pending' });
    for (const url of [
      'https://evil.example/inbox',
      'memorialdesk://memorials/../settings',
      'memorialdesk://a//b',
      'javascript:alert(1)',
      'memorialdesk://x#y',
    ]) {
      fire('appUrlOpen', { url });
    }
    expect(places).toEqual(['/memorials/12/tributes', '/inbox?tab=pending']);
  });

  it('stops following when told', async () => {
    const { app, browser, fire, count } = fakeApp();
    const { checks, to } = recorder();
    const stop = await followAppLifecycle(app, browser, to);
    expect(count()).toBe(3);
    await stop();
    expect(count()).toBe(0);
    fire('browserFinished');
    expect(checks).toEqual(['open']);
  });
});

describe('what the phone tells the core about itself', () => {
  it('opens only http(s) addresses, in the system’s browser view', async () => {
    const opened: string[] = [];
    const host = phoneHostInfo({ open: ({ url }) => Promise.resolve(void opened.push(url)) });
    expect(await host.openExternal('https://memorials.example/device?code=ABCD-EFGH')).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'memorialdesk://inbox',
      'https://user:pw@example.com/',
      'https://exa mple.com',
      'intent://x#Intent;end',
    ]) {
      expect(await host.openExternal(url), url).toBe(false);
    }
    expect(opened).toEqual(['https://memorials.example/device?code=ABCD-EFGH']);
    const failing = phoneHostInfo({ open: () => Promise.reject(new Error('no browser')) });
    expect(await failing.openExternal('https://memorials.example/')).toBe(false);
  });

  it('names itself "phone" and leaves the regional format to the renderer', () => {
    const host = phoneHostInfo({ open: () => Promise.resolve() });
    expect(host.deviceName).toBe('');
    expect(host.locale).toBeNull();
    expect(host.notify).toBeUndefined();
  });

  it('offers a link to the share sheet, and hears a closed sheet as not shared', async () => {
    const offered: unknown[] = [];
    let answer: () => Promise<{ activityType?: string }> = () => Promise.resolve({ activityType: 'com.apple.UIKit.activity.Message' });
    const host = phoneHostInfo({ open: () => Promise.resolve() }, { share: (options) => (offered.push(options), answer()) });
    const link = { title: 'The memorial for June Ellis', url: 'https://memorials.example/s/Zq3Kx9Lm2Vb7' };
    expect(await host.share!(link)).toBe(true);
    expect(offered).toEqual([{ title: link.title, url: link.url, dialogTitle: link.title }]);
    answer = () => Promise.reject(new Error('Share canceled'));
    expect(await host.share!(link)).toBe(false);
    answer = () => Promise.reject(new Error('Can’t share while sharing is in progress'));
    await expect(host.share!(link)).rejects.toThrow('in progress');
    expect(await host.share!({ title: 'x', url: 'javascript:alert(1)' })).toBe(false);
    expect(offered).toHaveLength(3);
    // Without a sheet there is no share at all, so the renderer offers none.
    expect(phoneHostInfo({ open: () => Promise.resolve() }).share).toBeUndefined();
  });

  it('reports the phone’s languages as the WebView is told them, most wanted first', () => {
    expect(pageLanguages({ languages: ['ar-AE', 'en-US'], language: 'ar-AE' })).toEqual(['ar-AE', 'en-US']);
    expect(pageLanguages({ languages: [], language: 'es-MX' })).toEqual(['es-MX']);
    expect(pageLanguages({})).toEqual([]);
    expect(typeof phoneHostInfo({ open: () => Promise.resolve() }).preferredLanguages).toBe('function');
  });
});
