/**
 * main.ts's wiring, with `electron` replaced by a recording fake (the binary cannot run here):
 * the scheme, the session's locks, the guards every webContents gets, the window and the IPC,
 * the menu, crash reports, memorialdesk:// links, the window's remembered place, and the quit.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BRIDGE_CALL_CHANNEL } from '../../electron/channels';
import { menuTemplate, README_URL, rolesIn } from '../../electron/desktop/menu';
import { CONTENT_SECURITY_POLICY, windowOptions } from '../../electron/window';
import type * as Launch from '../../electron/desktop-core';
import { fake, FakeWebContents, type FakeBrowserWindow } from './fake-electron';
import { stubCore } from './stub-core';
import { intlFor } from '../../shared/i18n/intl';
import { resolveLocale } from '../../shared/locale/resolve';

vi.mock('electron', async () => (await import('./fake-electron')).electronModule);

const stub = stubCore();
const closeServices = vi.fn(() => Promise.resolve());
vi.mock('../../electron/desktop-core', async (importOriginal) => ({
  ...(await importOriginal<typeof Launch>()),
  startDesktopCore: () => Promise.resolve({ core: stub.core, sandbox: null, machine: null, demoLines: [], close: closeServices }),
}));

const dataDir = mkdtempSync(join(tmpdir(), 'memorial-desk-main-'));

beforeAll(async () => {
  process.env.MEMORIAL_APP_DATA = dataDir;
  // Started from a memorialdesk:// link (Windows and Linux pass it as an argument).
  process.argv.push('memorialdesk://memorials/12/tributes');
  await import('../../electron/main');
  await vi.waitFor(() => expect(fake.windows).toHaveLength(1));
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function firstWindow(): FakeBrowserWindow {
  return fake.windows[0]!;
}

function guardedContents() {
  const contents = new FakeWebContents();
  fake.app.emit('web-contents-created', {}, contents);
  return contents;
}

describe('main process wiring', () => {
  it('registers app:// as a standard, secure scheme and serves the renderer with the CSP', async () => {
    expect(fake.privileged).toEqual([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
    const serve = fake.protocolHandlers.get('app')!;
    // From the source tree, the renderer folder next to electron/ has an index.html too.
    const page = await serve(new Request('app://memorial-desk/index.html'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await serve(new Request('app://other-host/index.html'))).status).toBe(404);
    expect((await serve(new Request('app://memorial-desk/..%2f..%2fpackage.json'))).status).toBe(404);
  });

  it('puts the CSP on every response the session receives', () => {
    const callback = vi.fn();
    fake.headersHooks[0]!({ responseHeaders: { 'content-type': ['text/html'] } }, callback);
    expect(callback).toHaveBeenCalledWith({ responseHeaders: { 'content-type': ['text/html'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });

  it('denies every permission but clipboard writing by the app itself', () => {
    const answer = vi.fn();
    const app = { getURL: () => 'app://memorial-desk/index.html' };
    fake.permissionRequest!(app, 'media', answer);
    fake.permissionRequest!(app, 'geolocation', answer);
    fake.permissionRequest!({ getURL: () => 'https://evil.example/' }, 'clipboard-sanitized-write', answer);
    fake.permissionRequest!(app, 'clipboard-sanitized-write', answer);
    expect(answer.mock.calls).toEqual([[false], [false], [false], [true]]);
    expect(fake.permissionCheck!(null, 'notifications', 'app://memorial-desk')).toBe(false);
  });

  it('creates one window with the window options of a development run, on the app’s own address', () => {
    const [window] = fake.windows;
    expect(window!.options).toEqual(windowOptions({ packaged: false, place: { width: 1200, height: 800 } }));
    expect(window!.loaded).toEqual(['app://memorial-desk/index.html']);
  });

  it('keeps every webContents on the app: navigation elsewhere is stopped and opened outside if safe', () => {
    const contents = guardedContents();
    const navigate = (url: string) => {
      const event = { preventDefault: vi.fn() };
      contents.emit('will-navigate', event, url);
      return event.preventDefault.mock.calls.length > 0;
    };
    fake.openExternal.mockClear();
    expect(navigate('app://memorial-desk/index.html#/accounts')).toBe(false);
    expect(navigate('https://memorial.example/m/june')).toBe(true);
    expect(navigate('file:///etc/passwd')).toBe(true);
    expect(navigate('javascript:alert(1)')).toBe(true);
    expect(fake.openExternal.mock.calls).toEqual([['https://memorial.example/m/june']]);

    const webview = { preventDefault: vi.fn() };
    contents.emit('will-attach-webview', webview);
    expect(webview.preventDefault).toHaveBeenCalled();
  });

  it('never opens a new window; http(s) links go to the system browser', () => {
    const contents = guardedContents();
    fake.openExternal.mockClear();
    expect(contents.windowOpenHandler!({ url: 'https://memorial.example/' })).toEqual({ action: 'deny' });
    expect(contents.windowOpenHandler!({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(contents.windowOpenHandler!({ url: 'https://user:pw@memorial.example/' })).toEqual({ action: 'deny' });
    expect(fake.openExternal.mock.calls).toEqual([['https://memorial.example/']]);
  });

  it('answers the bridge on one IPC channel, for the app’s top frame only', async () => {
    expect([...fake.ipcHandlers.keys()]).toEqual([BRIDGE_CALL_CHANNEL]);
    const handler = fake.ipcHandlers.get(BRIDGE_CALL_CHANNEL)!;
    const top = { url: 'app://memorial-desk/index.html', parent: null };
    expect(await handler({ senderFrame: top }, 'settings.get', {})).toMatchObject({ ok: true });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await handler({ senderFrame: { url: 'https://evil.example/', parent: null } }, 'settings.get', {})).toMatchObject({ ok: false });
  });

  it('forwards core events to the window', () => {
    const [window] = fake.windows;
    stub.emit('outbox', { entries: [] });
    expect(window!.webContents.sent).toContainEqual(['memorial-desk:bridge-event', { event: 'outbox', payload: { entries: [] } }]);
  });
});

describe('the desktop’s conventions', () => {
  it('follows the link it was started from once the page has loaded, through the app’s navigation', () => {
    const window = firstWindow();
    expect(window.webContents.events('navigate')).toEqual([]);
    window.webContents.finishLoading();
    expect(window.webContents.events('navigate')).toEqual([{ path: '/memorials/12/tributes' }]);
  });

  it('brings the running window forward when Memorial Desk is started again, and follows the new start’s link', () => {
    const window = firstWindow();
    window.minimized = true;
    const before = { focused: window.focused, restored: window.restored };
    fake.app.emit('second-instance', {}, ['/opt/Memorial Desk/memorial-desk', '--flag', 'memorialdesk://inbox'], '/home/june');
    expect(window.restored).toBe(before.restored + 1);
    expect(window.focused).toBe(before.focused + 1);
    expect(fake.windows).toHaveLength(1);
    expect(window.webContents.events('navigate').at(-1)).toEqual({ path: '/inbox' });

    fake.app.emit('second-instance', {}, ['/opt/Memorial Desk/memorial-desk'], '/home/june');
    expect(window.focused).toBe(before.focused + 2);
    expect(window.webContents.events('navigate')).toHaveLength(2);
  });

  it('takes links from macOS’s open-url, and ignores links it cannot follow', () => {
    const window = firstWindow();
    const event = { preventDefault: vi.fn() };
    fake.app.emit('open-url', event, 'memorialdesk://memorials/7');
    expect(event.preventDefault).toHaveBeenCalled();
    expect(window.webContents.events('navigate').at(-1)).toEqual({ path: '/memorials/7' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const link of ['memorialdesk://memorials/../settings', 'memorialdesk://a b', 'https://evil.example/', `memorialdesk://${'a'.repeat(600)}`]) {
      fake.app.emit('open-url', { preventDefault: vi.fn() }, link);
    }
    expect(window.webContents.events('navigate')).toHaveLength(3);
  });

  it('leaves the memorialdesk: scheme alone in a development run (the installed app owns it)', () => {
    expect(fake.app.protocolClients).toEqual([]);
  });

  it('sets the application menu from the template, in the app’s language, with developer tools while developing', async () => {
    expect(fake.menuTemplates).toHaveLength(1);
    const template = fake.menuTemplates[0] as ReturnType<typeof menuTemplate>;
    const intl = await intlFor(resolveLocale({ systemLanguages: ['en-AU'] }));
    const expected = menuTemplate({
      platform: process.platform,
      packaged: false,
      appName: 'Memorial Desk',
      openReadme: () => {},
      showCrashReports: () => {},
      intl,
    });
    expect(JSON.parse(JSON.stringify(template))).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(rolesIn(template)).toContain('toggleDevTools');
  });

  it('starts Chromium in the app’s language on Windows and Linux (--lang, before ready)', () => {
    if (process.platform === 'darwin') expect(fake.app.switches.has('lang')).toBe(false);
    else expect(fake.app.switches.get('lang')).toBe('en-US');
  });

  it('opens the README from Help, and says there where crash reports are kept (never uploaded)', async () => {
    const template = fake.menuTemplates[0] as ReturnType<typeof menuTemplate>;
    const help = template.find((item) => item.role === 'help')!;
    const items = help.submenu as { label?: string; click?: () => void }[];
    fake.openExternal.mockClear();
    items.find((item) => item.label?.startsWith('Memorial Desk Help'))!.click!();
    await vi.waitFor(() => expect(fake.openExternal).toHaveBeenCalledWith(README_URL));

    expect(fake.crashReporterStarts).toEqual([expect.objectContaining({ uploadToServer: false })]);
    const crashDir = join(dataDir, 'crash-reports');
    expect(fake.app.paths.get('crashDumps')).toBe(crashDir);
    fake.showMessageBox.mockResolvedValueOnce({ response: 0 });
    items.find((item) => item.label?.startsWith('Where Crash Reports'))!.click!();
    await vi.waitFor(() => expect(fake.openPath).toHaveBeenCalledWith(crashDir));
    expect(fake.showMessageBox.mock.calls[0]![0].detail).toContain(crashDir);
  });

  it('remembers the window’s size and place in the data folder, for its owner only, and opens there next time', () => {
    const window = firstWindow();
    window.bounds = { x: 300, y: 200, width: 1000, height: 700 };
    window.maximized = true;
    window.close();
    const file = join(dataDir, 'window-state.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ x: 300, y: 200, width: 1000, height: 700, maximized: true });
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);

    // macOS: the app stays when its window closes; the dock icon opens it again.
    fake.app.emit('activate');
    const reopened = fake.windows[1]!;
    expect(reopened.options).toMatchObject({ x: 300, y: 200, width: 1000, height: 700 });
    expect(reopened.maximized).toBe(false);
    reopened.emit('ready-to-show');
    expect(reopened.maximized).toBe(true);
    expect(reopened.shown).toBe(1);
  });

  it('closes the services before the process ends, once, then quits', async () => {
    fake.app.quit.mockClear();
    expect(fake.app.willQuit().prevented).toBe(true);
    expect(fake.app.willQuit().prevented).toBe(true);
    await vi.waitFor(() => expect(fake.app.quit).toHaveBeenCalledOnce());
    expect(closeServices).toHaveBeenCalledOnce();
    expect(fake.app.willQuit().prevented).toBe(false);
  });
});
