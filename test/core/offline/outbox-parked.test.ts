import { beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../helpers/fake-clock';
import { useTestState, type TestState } from '../../helpers/state-store';
import { ServiceError } from '../../../core/service/client';
import { Outbox, type OutboxRecord } from '../../../core/offline/outbox';
import { waitsBehind, WORDING_PAUSE_MS, wordingPauseUntil } from '../../../core/offline/queued-operations';

/**
 * A wording change inside the five-minute throttle waits in the outbox and goes then; meanwhile the
 * memorial's settings (unthrottled, spec 8) and the account's other changes go at once.
 */
const openState = useTestState();
let home: TestState;
beforeEach(async () => {
  home = await openState();
});

const throttled = () => new ServiceError(429, 'The wording of a memorial can change once every five minutes.', 'wording_change_too_soon', 240, null, null);
const rateLimited = () => new ServiceError(429, 'Too many requests.', 'rate_limited', 20, null, null);

function service(first: () => ServiceError) {
  const sent: string[] = [];
  let refusedOnce = false;
  return {
    sent,
    send: (r: OutboxRecord) => {
      sent.push(r.label);
      if (r.label.startsWith('Words') && !refusedOnce) {
        refusedOnce = true;
        return Promise.reject(first());
      }
      return Promise.resolve({ status: 200, data: {} });
    },
    verify: () => Promise.resolve('not-applied' as const),
  };
}

const change = (label: string, memorialId: number, body: Record<string, unknown>, operation = 'updateMyMemorial') => ({
  accountId: 'family',
  operation,
  input: { params: { memorial: memorialId }, body },
  label,
  memorialId,
});

async function run(first: () => ServiceError) {
  const clock = new FakeClock();
  const fake = service(first);
  const outbox = new Outbox({ state: home.state, clock, send: fake.send, verify: fake.verify, waitsBehind });
  await outbox.start();
  await outbox.enqueue(change('Words 1', 7, { title: 'A gentle soul' }));
  await outbox.idle();
  await outbox.enqueue(change('Settings', 7, { hide_from_search: true }));
  await outbox.enqueue(change('Words 2', 7, { subtitle: 'Loved by all' }));
  await outbox.enqueue(change('Other memorial', 8, { title: 'Another' }));
  await outbox.enqueue({ ...change('Approve', 7, {}, 'approveContribution'), input: { params: { contribution: 3 } } });
  await outbox.idle();
  return { clock, fake, outbox };
}

const states = (outbox: Outbox) => Object.fromEntries(outbox.entries().map((e) => [e.label, e.state]));

describe('a wording change waiting out the five-minute throttle', () => {
  it('lets settings, other memorials and tributes go at once; the same memorial’s wording waits behind it, in order', async () => {
    const { clock, fake, outbox } = await run(throttled);
    expect(states(outbox)).toEqual({ 'Words 1': 'queued', Settings: 'done', 'Words 2': 'queued', 'Other memorial': 'done', Approve: 'done' });
    expect(fake.sent).toEqual(['Words 1', 'Settings', 'Other memorial', 'Approve']);
    await clock.advance(240_000);
    await outbox.idle();
    expect(states(outbox)).toEqual({ 'Words 1': 'done', Settings: 'done', 'Words 2': 'done', 'Other memorial': 'done', Approve: 'done' });
    expect(fake.sent.slice(4)).toEqual(['Words 1', 'Words 2']);
  });

  it('still holds the whole account back for the rate limit', async () => {
    const { clock, fake, outbox } = await run(rateLimited);
    expect(fake.sent).toEqual(['Words 1']);
    expect(Object.values(states(outbox))).toEqual(['queued', 'queued', 'queued', 'queued', 'queued']);
    await clock.advance(20_000);
    await outbox.idle();
    expect(fake.sent).toEqual(['Words 1', 'Words 1', 'Settings', 'Words 2', 'Other memorial', 'Approve']);
  });
});

describe('which changes wait behind a throttled one', () => {
  const parked = { memorialId: 7, body: { title: 'A', privacy: 'private' } };
  it.each([
    ['the same memorial’s wording', { memorialId: 7, operation: 'updateMyMemorial', body: { description: 'x' } }, true],
    ['a change to a field it also changes', { memorialId: 7, operation: 'updateMyMemorial', body: { privacy: 'public' } }, true],
    ['the same memorial’s other settings', { memorialId: 7, operation: 'updateMyMemorial', body: { is_published: false } }, false],
    ['another memorial’s wording', { memorialId: 8, operation: 'updateMyMemorial', body: { title: 'B' } }, false],
    ['a tribute of the same memorial', { memorialId: 7, operation: 'approveContribution', body: null }, false],
  ] as const)('%s: %s', (_name, later, expected) => {
    expect(waitsBehind(parked, later)).toBe(expected);
  });
});

describe('a second wording change within five minutes of the last', () => {
  it('is parked at once, never sent early, and goes when the pause is over; the rest go meanwhile', async () => {
    const clock = new FakeClock();
    const sent: { label: string; at: number }[] = [];
    const t0 = clock.now();
    const outbox = new Outbox({
      state: home.state,
      clock,
      send: async (r, onWire) => {
        await onWire();
        sent.push({ label: r.label, at: clock.now() - t0 });
        return { status: 202, data: {} };
      },
      verify: () => Promise.resolve('not-applied' as const),
      waitsBehind,
      notBefore: wordingPauseUntil,
    });
    await outbox.start();
    await outbox.enqueue(change('Words 1', 7, { title: 'A gentle soul' }));
    await outbox.enqueue(change('Words 2', 7, { subtitle: 'Loved by all' }));
    await outbox.enqueue(change('Settings', 7, { hide_from_search: true }));
    await outbox.idle();
    expect(sent.map((s) => s.label)).toEqual(['Words 1', 'Settings']);
    const words2 = outbox.entries().find((e) => e.label === 'Words 2')!;
    expect(words2.state).toBe('queued');
    expect(words2.waiting).toEqual({ reason: 'wording', until: new Date(t0 + WORDING_PAUSE_MS).toISOString() });

    await clock.advance(WORDING_PAUSE_MS - 1_000);
    await outbox.idle();
    expect(sent.map((s) => s.label)).toEqual(['Words 1', 'Settings']);
    await clock.advance(1_000);
    await outbox.idle();
    expect(sent.at(-1)).toEqual({ label: 'Words 2', at: WORDING_PAUSE_MS });
    await outbox.close();
  });
});

describe('what a waiting change says', () => {
  it('is queued, waiting for the limit with its time, until it goes on the wire; only then sending', async () => {
    const clock = new FakeClock();
    const seen: string[] = [];
    let letGo!: () => void;
    const outbox = new Outbox({
      state: home.state,
      clock,
      send: async (_r, onWire) => {
        await new Promise<void>((go) => (letGo = go));
        await onWire();
        return { status: 200, data: {} };
      },
      verify: () => Promise.resolve('not-applied' as const),
      waitingFor: () => ({ reason: 'limit', until: clock.now() + 40_000 }),
      onChange: (entries) => seen.push(entries.map((e) => `${e.state}:${e.waiting?.reason ?? '-'}`).join()),
    });
    await outbox.start();
    await outbox.enqueue({ ...change('Approve', 7, {}, 'approveContribution'), input: { params: { contribution: 3 } } });
    await clock.flush();
    expect(outbox.entries()[0]).toMatchObject({ state: 'queued', waiting: { reason: 'limit', until: new Date(clock.now() + 40_000).toISOString() } });
    letGo();
    await outbox.idle();
    expect(seen).toEqual(['queued:-', 'queued:limit', 'sending:-', 'done:-']);
    await outbox.close();
  });
});
