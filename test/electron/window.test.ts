import { describe, expect, it } from 'vitest';
import {
  APP_ORIGIN,
  APP_URL,
  CONTENT_SECURITY_POLICY,
  WINDOW_OPTIONS,
  windowOptions,
  contentSecurityPolicy,
  createAppWindow,
  isAllowedNavigation,
  isPermissionAllowed,
} from '../../electron/window';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('window options', () => {
  it('isolate the renderer: context isolation, sandbox, no Node anywhere', () => {
    const prefs = WINDOW_OPTIONS.webPreferences;
    expect(prefs.contextIsolation).toBe(true);
    expect(prefs.sandbox).toBe(true);
    expect(prefs.nodeIntegration).toBe(false);
    expect(prefs.nodeIntegrationInWorker).toBe(false);
    expect(prefs.nodeIntegrationInSubFrames).toBe(false);
  });

  it('keep web security on and the risky features off', () => {
    const prefs = WINDOW_OPTIONS.webPreferences;
    expect(prefs.webSecurity).toBe(true);
    expect(prefs.allowRunningInsecureContent).toBe(false);
    expect(prefs.webviewTag).toBe(false);
    expect(prefs.experimentalFeatures).toBe(false);
    expect(prefs.enableWebSQL).toBe(false);
    expect(prefs.navigateOnDragDrop).toBe(false);
    expect(prefs.disableBlinkFeatures).toContain('Auxclick');
  });

  it('keep the spellchecker off, since Chromium downloads its dictionaries from the network', () => {
    expect(WINDOW_OPTIONS.webPreferences.spellcheck).toBe(false);
    expect(windowOptions({ packaged: false }).webPreferences.spellcheck).toBe(false);
  });

  it('have no developer tools in an installed build, and keep them while developing', () => {
    expect(WINDOW_OPTIONS.webPreferences.devTools).toBe(false);
    expect(windowOptions({ packaged: true }).webPreferences.devTools).toBe(false);
    expect(windowOptions({ packaged: false }).webPreferences.devTools).toBe(true);
  });

  it('open where the window was last, at the size it had', () => {
    const options = windowOptions({ packaged: true, place: { x: 40, y: 60, width: 1000, height: 700 } });
    expect(options).toMatchObject({ x: 40, y: 60, width: 1000, height: 700, minWidth: 720, minHeight: 520 });
    expect(WINDOW_OPTIONS).not.toHaveProperty('x');
    expect(WINDOW_OPTIONS).toMatchObject({ width: 1200, height: 800 });
  });

  it('load the built preload next to the built main, and nothing else', () => {
    expect(WINDOW_OPTIONS.webPreferences.preload).toMatch(/[/\\]preload\.cjs$/);
    expect(Object.keys(WINDOW_OPTIONS.webPreferences)).not.toContain('additionalArguments');
  });

  it('are exactly what the window is created with', () => {
    let given: unknown;
    class FakeWindow {
      constructor(options: unknown) {
        given = options;
      }
    }
    createAppWindow(FakeWindow as never, { packaged: true });
    expect(given).toEqual(WINDOW_OPTIONS);
  });

  it('serve the app from its own privileged origin, not file://', () => {
    expect(APP_ORIGIN).toBe('app://memorial-desk');
    expect(APP_URL.startsWith(`${APP_ORIGIN}/`)).toBe(true);
  });
});

describe('content security policy', () => {
  const csp = directives(CONTENT_SECURITY_POLICY);

  it('denies by default and allows only the app itself', () => {
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('font-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('closes forms, framing, base and plugins', () => {
    expect(csp.get('form-action')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('never allows inline or evaluated code, nor any remote source', () => {
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-|\*|https?:|strict-dynamic/);
  });

  it('adds origins to connect-src only', () => {
    const browserMode = directives(contentSecurityPolicy(['ws://127.0.0.1:4000']));
    expect(browserMode.get('connect-src')).toEqual(["'self'", 'ws://127.0.0.1:4000']);
    expect(browserMode.get('script-src')).toEqual(["'self'"]);
  });
});

describe('isAllowedNavigation', () => {
  it('allows the app’s own pages', () => {
    expect(isAllowedNavigation('app://memorial-desk/index.html', APP_ORIGIN)).toBe(true);
    expect(isAllowedNavigation('app://memorial-desk/index.html#/memorials', APP_ORIGIN)).toBe(true);
  });

  it.each([
    'https://memorial.example/',
    'app://other-host/index.html',
    'file:///work/main/dist/renderer/index.html',
    'javascript:alert(1)',
    'about:blank',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isAllowedNavigation(url, APP_ORIGIN)).toBe(false);
  });

  it('compares port and scheme too (browser mode style origins)', () => {
    expect(isAllowedNavigation('http://127.0.0.1:4000/x', 'http://127.0.0.1:4000')).toBe(true);
    expect(isAllowedNavigation('http://127.0.0.1:4001/x', 'http://127.0.0.1:4000')).toBe(false);
    expect(isAllowedNavigation('https://127.0.0.1:4000/x', 'http://127.0.0.1:4000')).toBe(false);
  });
});

describe('permissions', () => {
  it('grant the app only clipboard writing (the "copy the code" button)', () => {
    expect(isPermissionAllowed('clipboard-sanitized-write', 'app://memorial-desk/index.html')).toBe(true);
    expect(isPermissionAllowed('clipboard-sanitized-write', 'app://memorial-desk')).toBe(true);
  });

  it.each(['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen', 'unknown'])('deny %s', (permission) => {
    expect(isPermissionAllowed(permission, 'app://memorial-desk/index.html')).toBe(false);
  });

  it('deny everything to any other origin', () => {
    expect(isPermissionAllowed('clipboard-sanitized-write', 'https://memorial.example/')).toBe(false);
    expect(isPermissionAllowed('clipboard-sanitized-write', '')).toBe(false);
  });
});
