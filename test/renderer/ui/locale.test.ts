import { afterEach, describe, expect, it } from 'vitest';
import { resetAppStore, useAppStore } from '../../../renderer/data/app-state';
import { currentLocale, systemLanguages } from '../../../renderer/ui/locale';

afterEach(() => resetAppStore());

function status(languages: string[] | null, locale: string | null) {
  useAppStore.setState({
    status: {
      online: true,
      offlineSince: null,
      offlineSinceStart: false,
      waiting: 0,
      rateLimitedUntil: null,
      serviceUrl: 'http://127.0.0.1:4010/api/v1',
      demo: false,
      secretStorage: 'os',
      secretStorageNote: null,
      locale,
      languages,
    },
  });
}

/**
 * The renderer's system languages (issue 32): the home's report where it gives one (Electron's
 * app.getPreferredSystemLanguages(), in AppStatus.languages), else the page's navigator.languages
 * (browser mode, the phone's WebView).
 */
describe('the system’s languages the screens follow', () => {
  it('are the home’s report in the desktop app, over what Chromium tells the page', () => {
    status(['ar-AE', 'en-US'], 'ar-AE');
    expect(currentLocale()).toEqual({ ui: 'ar', format: 'ar-AE', dir: 'rtl' });
    expect(systemLanguages(['es-MX'])).toEqual(['es-MX']);
  });

  it('are the page’s own where the home reports none (browser mode, the phone)', () => {
    status(null, null);
    const page = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? [])];
    expect([...systemLanguages(null)]).toEqual(page.length ? page : typeof navigator === 'undefined' || !navigator.language ? [] : [navigator.language]);
  });

  it('give way to the person’s choice', () => {
    status(['ar-AE'], 'en-AU');
    useAppStore.setState({ settings: { serviceUrl: 'http://127.0.0.1:4010/api/v1', notifications: true, language: 'es', locked: [], lockedBy: null } });
    expect(currentLocale()).toEqual({ ui: 'es', format: 'es-AU', dir: 'ltr' });
  });
});
