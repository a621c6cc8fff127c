import { describe, expect, it } from 'vitest';
import { explainCreationLimit, whenAgain } from '../../../../renderer/features/memorials/creation-limits';
import { followDelay, FOLLOW_MAX_MS } from '../../../../renderer/features/memorials/follow';
import { maskLink, roleUnavailableWords } from '../../../../renderer/features/memorials/share-links';
import { clockWords, durationWords, isWordingChange, nextWordingChangeAt, WORDING_PAUSE_MS } from '../../../../renderer/features/memorials/wording-throttle';
import { formatTime } from '../../../../renderer/ui/format';
import { outboxEntry } from '../../harness';
import { createIntl } from 'react-intl';

/** The messages in English, as their defaults say them. */
const english = createIntl({ locale: 'en', defaultLocale: 'en' });

describe('following a check', () => {
  it('asks every few seconds at first, then less often, up to a minute', () => {
    const delays = Array.from({ length: 12 }, (_, i) => followDelay(i));
    expect(delays.slice(0, 4)).toEqual([3000, 4500, 6750, 10125]);
    expect(delays.every((d, i) => i === 0 || d >= delays[i - 1]!)).toBe(true);
    expect(delays.at(-1)).toBe(FOLLOW_MAX_MS);
    // The first minute of following takes at most 6 of the 20 requests a minute.
    let elapsed = 0;
    let asked = 0;
    while ((elapsed += followDelay(asked)) <= 60_000) asked++;
    expect(asked).toBeLessThanOrEqual(6);
  });
});

describe('the five-minute wording pause', () => {
  const done = (finishedAt: string, body: Record<string, unknown>, memorialId = 1) =>
    outboxEntry({ operation: 'updateMyMemorial', memorialId, contributionId: null, state: 'done', finishedAt, body, accountId: 'acc-family' });
  const at = Date.parse('2026-05-01T10:00:00Z');

  it('counts from the last wording change seen to go out, for that memorial only', () => {
    const entries = [
      done('2026-05-01T09:58:00Z', { title: 'x' }),
      done('2026-05-01T09:59:30Z', { hide_from_search: true }),
      done('2026-05-01T09:59:00Z', { title: 'y' }, 2),
    ];
    expect(nextWordingChangeAt(entries, 'acc-family', 1, at)).toBe(Date.parse('2026-05-01T09:58:00Z') + WORDING_PAUSE_MS);
    expect(nextWordingChangeAt(entries, 'acc-family', 1, at + 3 * 60_000)).toBeNull();
    expect(nextWordingChangeAt(entries, 'another', 1, at)).toBeNull();
  });

  it('knows wording from settings', () => {
    expect(isWordingChange({ operation: 'updateMyMemorial', body: { description: 'x' } })).toBe(true);
    expect(isWordingChange({ operation: 'updateMyMemorial', body: { privacy: 'private', template_id: 2 } })).toBe(false);
    expect(isWordingChange({ operation: 'approveContribution', body: null })).toBe(false);
  });

  it('shows the time left as a clock, and says it in words', () => {
    expect(clockWords(272_400)).toBe('4:33');
    expect(clockWords(1)).toBe('0:01');
    expect(durationWords(english, 272_400)).toBe('4 minutes and 33 seconds');
    expect(durationWords(english, 60_000)).toBe('1 minute');
    expect(durationWords(english, 5_000)).toBe('5 seconds');
  });
});

describe('the limits on creating', () => {
  const now = new Date('2026-05-01T10:00:00Z');

  it('says when creating is possible again', () => {
    expect(whenAgain(english, 30, now)).toBe('in less than a minute');
    expect(whenAgain(english, 20 * 60, now)).toBe(`in about 20 minutes (at ${formatTime(new Date(now.getTime() + 20 * 60_000))})`);
    expect(whenAgain(english, 5 * 3600, now)).toBe(`in about 5 hours (at ${formatTime(new Date(now.getTime() + 5 * 3600_000))})`);
    expect(whenAgain(english, 3 * 86400, now)).toMatch(/^on .+2026, at /);
  });

  it('explains the cap with what can be done, never that a deleted memorial is gone', () => {
    const cap = explainCreationLimit(english, 'live_cap_reached', null, now);
    expect(cap.title).toMatch(/one person can look after 5 at once/);
    const words = cap.sentences.join(' ');
    expect(words).toMatch(/delete a memorial you no longer need/);
    expect(words).toMatch(/can be recovered for a while/);
    expect(words).not.toMatch(/permanent|forever|for good/i);
    expect(explainCreationLimit(english, 'daily_limit_reached', 3600, now).sentences[0]).toMatch(/^You can create a memorial again in about an hour/);
    expect(explainCreationLimit(english, 'monthly_limit_reached', 10 * 86400, now).title).toBe('This month’s limit on new memorials is reached');
  });
});

describe('share links', () => {
  it('masks the secret part of the address', () => {
    expect(maskLink('https://memorials.example.org/s/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789')).toBe('https://memorials.example.org/s/••••••••••••');
    expect(maskLink('http://127.0.0.1:4010/s/short')).toBe('http://127.0.0.1:4010/s/••••••••');
  });

  it('explains an unavailable role', () => {
    expect(roleUnavailableWords(english, 'viewer')).toMatch(/share the address instead/);
    expect(roleUnavailableWords(english, 'contributor')).toMatch(/Turn tributes on/);
  });
});
