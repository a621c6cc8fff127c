import { describe, expect, test } from 'vitest';
import type { OutboxEntry } from '../../../shared/bridge';
import { aboutHowLong, changeProgressWords, whyWaiting } from '../../../renderer/ui/change-words';
import { formatAsOf } from '../../../renderer/ui/format';
import { intlIn } from './intl';

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
  const at = new Date(2030, 0, 10, 10, 42);
  const sameDay = new Date(2030, 0, 10, 18, 0);
  const nextDay = new Date(2030, 0, 11, 9, 0);
  const later = new Date(2030, 0, 14, 9, 0);

  test('the time today, "yesterday" with the time, else the day', async () => {
    const intl = await intlIn('en', 'en-US');
    const time = intl.formatTime(at, { hour: 'numeric', minute: '2-digit' });
    expect(formatAsOf(intl, at, sameDay)).toBe(time);
    expect(formatAsOf(intl, at, nextDay)).toBe(`yesterday, ${time}`);
    expect(formatAsOf(intl, at, later)).toBe(`January 10, ${time}`);
  });

  test('in Spanish: the time today, "ayer" with the time, else the day as a Spanish reader writes it', async () => {
    const intl = await intlIn('es', 'es-ES');
    expect(formatAsOf(intl, at, sameDay)).toBe('10:42');
    expect(formatAsOf(intl, at, nextDay)).toBe('ayer, 10:42');
    expect(formatAsOf(intl, at, later)).toBe('10 de enero, 10:42');
    expect(formatAsOf(intl, at, later)).not.toMatch(/yesterday|January/);
  });

  test('in Arabic: the time today, "أمس" with the time, else the day and month in Arabic', async () => {
    const intl = await intlIn('ar', 'ar-EG');
    const time = intl.formatTime(at, { hour: 'numeric', minute: '2-digit' });
    expect(formatAsOf(intl, at, sameDay)).toBe(time);
    expect(formatAsOf(intl, at, nextDay)).toBe(`أمس، ${time}`);
    const older = formatAsOf(intl, at, later);
    expect(older).toBe(`${intl.formatDate(at, { month: 'long', day: 'numeric' })}، ${time}`);
    expect(older).toContain('يناير');
    expect(older).not.toMatch(/yesterday|January|أمس/);
  });
});

describe('a waiting change in Spanish and Arabic', () => {
  test('its progress and how long, with the plural each language needs', async () => {
    const es = await intlIn('es', 'es-ES');
    expect(changeProgressWords(entry({ waiting: { reason: 'limit', until: inSeconds(38) } }), now, es)).toBe(
      'espera por el límite de solicitudes del servicio: unos 40 segundos',
    );
    expect(aboutHowLong(65_000, es)).toBe('un minuto aproximadamente');
    expect(aboutHowLong(170_000, es)).toBe('unos 3 minutos');
    const ar = await intlIn('ar', 'ar-EG');
    expect(aboutHowLong(65_000, ar)).toBe('نحو دقيقة');
    expect(aboutHowLong(120_000, ar)).toBe('نحو دقيقتين');
    expect(whyWaiting(entry({ waiting: { reason: 'network', until: null } }), now, ar)).toBe('يُرسَل حين يعود الاتصال');
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
