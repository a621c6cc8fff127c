import { afterEach, describe, expect, it } from 'vitest';
import { resetAppStore, useAppStore } from '../../../renderer/data/app-state';
import { appLocale, formatDate, formatDay, formatNumber, formatTime, lifeDates } from '../../../renderer/ui/format';

const ZONE = process.env.TZ;
afterEach(() => {
  process.env.TZ = ZONE;
  resetAppStore();
});

function systemLocale(locale: string | null) {
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
    },
  });
}

describe('dates in the region’s own format', () => {
  it('writes a day of birth as each of our four regions writes it', () => {
    expect(formatDay('1941-03-03', 'en-AU')).toBe('3 March 1941');
    expect(formatDay('1941-03-03', 'en-GB')).toBe('3 March 1941');
    expect(formatDay('1941-03-03', 'en-US')).toBe('March 3, 1941');
    expect(formatDay('1941-03-03', 'en-CA')).toBe('March 3, 1941');
    expect(lifeDates('1941-03-03', null)).toMatch(/^Born /);
  });

  it('never moves a date of birth or death a day, in UTC−10 or UTC+14', () => {
    for (const zone of ['Pacific/Honolulu', 'Pacific/Kiritimati', 'UTC', 'Australia/Sydney', 'America/St_Johns']) {
      process.env.TZ = zone;
      expect(formatDay('2024-01-01', 'en-AU')).toBe('1 January 2024');
      expect(formatDay('1941-12-31', 'en-US')).toBe('December 31, 1941');
      // A bare date given where a moment is expected stays its own day too.
      expect(formatDate('2024-01-01', 'en-GB')).toBe('1 January 2024');
    }
  });

  it('writes a moment on this computer’s clock, in its region’s style', () => {
    process.env.TZ = 'Pacific/Kiritimati';
    // 23:30 on 31 December in UTC is already 13:30 on 1 January at UTC+14.
    expect(formatDate('2025-12-31T23:30:00Z', 'en-AU')).toBe('1 January 2026');
    expect(formatTime('2025-12-31T23:30:00Z', 'en-GB')).toBe('13:30');
    expect(formatTime('2025-12-31T23:30:00Z', 'en-US')).toMatch(/^1:30\sPM$/);
    process.env.TZ = 'Pacific/Honolulu';
    expect(formatDate('2026-01-01T05:00:00Z', 'en-CA')).toBe('December 31, 2025');
  });

  it('takes the operating system’s region over the browser’s language, and the browser’s when the core has none', () => {
    systemLocale('en-AU');
    expect(appLocale()).toBe('en-AU');
    expect(formatDay('2026-11-25')).toBe('25 November 2026');
    systemLocale('en-CA');
    expect(formatDay('2026-11-25')).toBe('November 25, 2026');
    systemLocale(null);
    expect(appLocale()).toBe(navigator.language);
    // Something the system said that no one can format with is passed over, not thrown.
    systemLocale('not a locale!');
    expect(appLocale()).toBe(navigator.language);
    expect(formatNumber(1204, {}, 'en-GB')).toBe('1,204');
  });
});
