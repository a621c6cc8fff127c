import { describe, expect, test } from 'vitest';
import type { OutboxEntry } from '../../../shared/bridge';
import { aboutHowLong, changeProgressWords, whyWaiting } from '../../../renderer/ui/change-words';
import { formatAsOf } from '../../../renderer/ui/format';

const now = Date.parse('2030-01-01T12:00:00Z');
const entry = (over: Partial<OutboxEntry>): OutboxEntry => ({
  id: 'e1',
  accountId: 'a',
  operation: 'approveContribution',
  label: 'Approve a tribute',
  memorialId: 1,
  contributionId: 2,
  touches: [],
  holdUntil: null,
  waiting: null,
  body: null,
  createdAt: new Date(now).toISOString(),
  state: 'queued',
  attempts: 0,
  message: null,
  code: null,
  finishedAt: null,
  ...over,
});
const inSeconds = (s: number) => new Date(now + s * 1000).toISOString();

describe('what a waiting change says', () => {
  test('"being sent now" only on the wire; otherwise what it waits for, and about how long', () => {
    expect(changeProgressWords(entry({ state: 'sending' }), now)).toBe('being sent now');
    expect(changeProgressWords(entry({ waiting: { reason: 'limit', until: inSeconds(38) } }), now)).toBe(
      'waits for the service’s limit on requests: about 40 seconds',
    );
    expect(changeProgressWords(entry({ waiting: { reason: 'network', until: null } }), now)).toBe(
      'waits for the connection; it goes once the connection returns',
    );
    expect(changeProgressWords(entry({ waiting: { reason: 'wording', until: inSeconds(170) } }), now)).toBe(
      'waits out the five-minute pause between wording changes: about 3 minutes',
    );
    expect(changeProgressWords(entry({ waiting: { reason: 'signed-out', until: null } }), now)).toBe('waits for you to sign in again');
    expect(changeProgressWords(entry({ holdUntil: inSeconds(4) }), now)).toBe('held a few seconds, so you can undo it');
    expect(changeProgressWords(entry({}), now)).toBe('next to be sent');
    expect(changeProgressWords(entry({ state: 'checking' }), now)).toBe('checking whether it arrived');
  });

  test('rough durations', () => {
    expect(aboutHowLong(2_000)).toBe('about 5 seconds');
    expect(aboutHowLong(41_000)).toBe('about 45 seconds');
    expect(aboutHowLong(65_000)).toBe('about a minute');
    expect(aboutHowLong(4 * 60_000 + 40_000)).toBe('about 5 minutes');
  });
});

describe('as of when', () => {
  test('the time today, "yesterday" with the time, else the day', () => {
    const at = new Date(2030, 0, 10, 10, 42);
    expect(formatAsOf(at, new Date(2030, 0, 10, 18, 0))).not.toMatch(/yesterday|January/);
    expect(formatAsOf(at, new Date(2030, 0, 11, 9, 0))).toMatch(/^yesterday, /);
    expect(formatAsOf(at, new Date(2030, 0, 14, 9, 0))).toMatch(/January 10|10 January/);
  });
});

describe('why a queued change waits', () => {
  test('as the end of a sentence, with about how long when known', () => {
    expect(whyWaiting(entry({ waiting: { reason: 'limit', until: inSeconds(40) } }), now)).toBe(
      'it goes when the service’s limit on requests allows, in about 40 seconds',
    );
    expect(whyWaiting(entry({ waiting: { reason: 'network', until: null } }), now)).toBe('it goes once the connection returns');
    expect(whyWaiting(entry({}), now)).toBeNull();
  });
});
