import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemorySecretStore } from '../../../core/accounts/secrets';
import { startSandbox, type RunningSandbox } from '../../../sandbox/server';
import { buildWorld, FIXTURE_SERVICE } from '../../fixtures/old-data-folder/world';
import { FaultProxy } from '../../support/fault-proxy';
import type { OutboxEntry } from '../../../shared/bridge';
import { useCores } from '../../helpers/core';
import { FakeClock } from '../../helpers/fake-clock';
import { useTestState, type TestState } from '../../helpers/state-store';
import { OfflineError, ServiceError, UncertainError } from '../../../core/service/client';
import { waitsBehind, WORDING_PAUSE_MS, wordingPauseUntil } from '../../../core/offline/queued-operations';
import { Outbox, type OutboxRecord } from '../../../core/offline/outbox';

const TOKEN = 'mdp_q2VvJ9x7LrX0Tq8s1XkWc3nYz5Fh6Gd4Ja2Bb7Mm';

const openState = useTestState();
let home: TestState;
beforeEach(async () => {
  home = await openState();
});

type Behaviour = 'ok' | 'hang' | 'offline' | 'uncertain-applied' | 'rate-limited' | 'signed-out' | 'server-error' | Error;

/**
 * A fake of the service side of `send` and `verify`: it remembers which changes took effect, and
 * answers each send as told (by the tribute id in the entry's params).
 */
function fakeService() {
  const applied: string[] = [];
  const sent: string[] = [];
  const verified: string[] = [];
  const behaviour = new Map<string, Behaviour[]>();
  let verifyAnswer: (r: OutboxRecord) => 'applied' | 'not-applied' | 'unknown' = (r) => (applied.includes(keyOf(r)) ? 'applied' : 'not-applied');
  const hanging: (() => void)[] = [];

  const keyOf = (r: OutboxRecord) => `${r.operation}:${String(r.input.params?.contribution)}`;

  return {
    applied,
    sent,
    verified,
    hanging,
    when(key: string, ...b: Behaviour[]) {
      behaviour.set(key, b);
    },
    verifyWith(fn: typeof verifyAnswer) {
      verifyAnswer = fn;
    },
    // What the app's send would do: it holds the token (the outbox never sees it).
    // It goes on the wire only once the outbox has written it as sending (onWire).
    send: async (r: OutboxRecord, onWire: () => Promise<void>): Promise<{ status: number; data: unknown }> => {
      await onWire();
      const key = keyOf(r);
      sent.push(key);
      const next = behaviour.get(key)?.shift() ?? 'ok';
      void TOKEN;
      switch (next) {
        case 'ok':
          applied.push(key);
          return Promise.resolve({ status: 200, data: { id: 1, status: 'approved' } });
        case 'hang':
          return new Promise(() => hanging.push(() => undefined));
        case 'offline':
          return Promise.reject(new OfflineError('ECONNREFUSED'));
        case 'uncertain-applied':
          applied.push(key);
          return Promise.reject(new UncertainError('UND_ERR_SOCKET'));
        case 'rate-limited':
          return Promise.reject(
            new ServiceError(429, 'Too many requests in a short time. Please wait 20 seconds and try again.', 'rate_limited', 20, null, null),
          );
        case 'signed-out':
          return Promise.reject(new ServiceError(401, 'Please sign in again: this request did not carry a valid access token.', null, null, null, null));
        case 'server-error':
          return Promise.reject(new ServiceError(500, 'The memorial service had a problem (error 500).', null, null, null, null));
        default:
          return Promise.reject(next);
      }
    },
    verify: (r: OutboxRecord) => {
      verified.push(keyOf(r));
      return Promise.resolve(verifyAnswer(r));
    },
  };
}

function open(clock: FakeClock, service: ReturnType<typeof fakeService>) {
  const events: OutboxEntry[][] = [];
  const outbox = new Outbox({ state: home.state, clock, send: service.send, verify: service.verify, onChange: (e) => events.push(e) });
  return { outbox, events };
}

const approve = (contribution: number, accountId = 'person-1') => ({
  accountId,
  operation: 'approveContribution',
  input: { params: { contribution } },
  label: `Approve tribute ${contribution}`,
  memorialId: 7,
  contributionId: contribution,
  touches: ['listContributions'],
});

/**
 * Waits for the disk to catch up with a condition. A send that never answers keeps the outbox busy,
 * so idle() would not resolve; this polls for the writes instead (no outbox timing depends on it).
 */
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 2_000 && !condition(); i++) await new Promise<void>((resolve) => setTimeout(resolve, 2));
  expect(condition()).toBe(true);
}

const states = (outbox: Outbox) => outbox.entries().map((e) => [e.label, e.state]);
/** The rows committed in state.sqlite, in order, read through a connection of their own. */
const onDisk = () =>
  Promise.resolve({
    entries: home
      .committed<{ record: string }>('SELECT record FROM outbox ORDER BY seq')
      .map((row) => JSON.parse(row.record) as { id: string; state: string; input: unknown; holdUntil: string | null }),
  });

describe('enqueue', () => {
  it('resolves only once the change is on disk, and gives the renderer the entry without its input', async () => {
    const clock = new FakeClock();
    const service = fakeService();
    service.when('approveContribution:11', 'hang');
    const { outbox } = open(clock, service);
    await outbox.start();
    const entry = await outbox.enqueue(approve(11));

    expect(entry).toEqual({
      id: expect.any(String),
      accountId: 'person-1',
      operation: 'approveContribution',
      label: 'Approve tribute 11',
      memorialId: 7,
      contributionId: 11,
      touches: ['listContributions'],
      body: null,
      holdUntil: null,
      waiting: null,
      createdAt: new Date(clock.now()).toISOString(),
      state: 'queued',
      attempts: 0,
      message: null,
      code: null,
      finishedAt: null,
    });
    expect(entry).not.toHaveProperty('input');
    const stored = (await onDisk()).entries;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: entry.id, input: { params: { contribution: 11 } } });
    await outbox.close();
  });

  it('refuses to queue before start, so a stored queue is never overwritten', async () => {
    const { outbox } = open(new FakeClock(), fakeService());
    await expect(outbox.enqueue(approve(1))).rejects.toThrow(/not running/);
  });
});

describe('sending', () => {
  it('sends in order, one at a time per account, accounts side by side', async () => {
    const clock = new FakeClock();
    const service = fakeService();
    service.when('approveContribution:1', 'hang');
    const { outbox } = open(clock, service);
    await outbox.start();
    await outbox.enqueue(approve(1, 'a'));
    await outbox.enqueue(approve(2, 'a'));
    await outbox.enqueue(approve(3, 'b'));
    await outbox.enqueue(approve(4, 'b'));
    await until(() => outbox.entries()[3]!.state === 'done');
    // a's first change hangs on the wire: a's second waits; b goes on.
    expect(service.sent).toEqual(['approveContribution:1', 'approveContribution:3', 'approveContribution:4']);
    expect(states(outbox)).toEqual([
      ['Approve tribute 1', 'sending'],
      ['Approve tribute 2', 'queued'],
      ['Approve tribute 3', 'done'],
      ['Approve tribute 4', 'done'],
    ]);
    await outbox.close();
  });

  it('marks a refused change with the service’s own words and goes on with the next', async () => {
    const clock = new FakeClock();
    const service = fakeService();
    const refusal = new ServiceError(
      422,
      'This tribute is waiting for its writer to confirm their email address, so it can’t be approved yet.',
      'awaiting_verification',
      null,
      null,
      null,
    );
    service.when('approveContribution:1', refusal);
    const { outbox, events } = open(clock, service);
    await outbox.start();
    await outbox.enqueue(approve(1));
    await outbox.enqueue(approve(2));
    await outbox.idle();

    const [first, second] = outbox.entries();
    expect(first).toMatchObject({ state: 'refused', message: refusal.message, code: 'awaiting_verification', attempts: 1, finishedAt: expect.any(String) });
    expect(second).toMatchObject({ state: 'done', message: null, code: null });
    expect(events.at(-1)).toEqual(outbox.entries());
    expect(service.sent).toEqual(['approveContribution:1', 'approveContribution:2']);
  });

  it('keeps a change queued while offline and sends it when told the service is back', async () => {
    const clock = new FakeClock();
    const service = fakeService();
    service.when('approveContribution:1', 'offline', 'offline');
    const { outbox } = open(clock, service);
    await outbox.start();
    await outbox.enqueue(approve(1));
    await outbox.idle();
    expect(states(outbox)).toEqual([['Approve tribute 1', 'queued']]);

    // Backoff: tried again after 2 s, then waits 4 s.
    await clock.advance(2_000);
    await outbox.idle();
    expect(service.sent).toHaveLength(2);
    await clock.advance(1_000);
    await outbox.idle();
    expect(service.sent).toHaveLength(2);

    outbox.notifyOnline();
    await outbox.idle();
    expect(service.sent).toHaveLength(3);
    expect(outbox.entries()[0]).toMatchObject({ state: 'done', attempts: 3 });
    expect(service.applied).toEqual(['approveContribution:1']);
  });

  it('starts its backoff afresh once the service is back: a hiccup after an offline spell waits seconds, not a minute', async () => {
    const clock = new FakeClock();
    const service = fakeService();
    service.when('approveContribution:1', 'offline', 'offline', 'offline', 'offline', 'offline', 'server-error');
    const { outbox } = open(clock, service);
    await outbox.start();
    await outbox.enqueue(approve(1));
    await outbox.idle();
    for (const ms of [2_000, 4_000, 8_000, 16_000]) {
      await clock.advance(ms);
      await outbox.idle();
    }
    expect(service.sent).toHaveLength(5);

    // Back online; the first send meets a 500: checked after the first step of the backoff (2 s).
    outbox.notifyOnline();
    await outbox.idle();
    expect(states(outbox)).toEqual([['Approve tribute 1', 'checking']]);
    await clock.advance(2_000);
    await outbox.idle();
    expect(service.verified).toHaveLength(1);
    expect(states(outbox)).toEqual([['Approve tribute 1', 'done']]);
  });

  it('waits out a 429 rate limit, then sends again', async () => {
    const clock = new FakeClock();
    const service = fakeService();
    service.when('approveContribution:1', 'rate-limited');
    const { outbox } = open(clock, service);
    await outbox.start();
    await outbox.enqueue(approve(1));
    await outbox.idle();
    expect(states(outbox)).toEqual([['Approve tribute 1', 'queued']]);
    await clock.advance(19_999);
    await outbox.idle();
    expect(service.sent).toHaveLength(1);
    await clock.advance(1);
    await outbox.idle();
    expect(states(outbox)).toEqual([['Approve tribute 1', 'done']]);
  });

  it('waits out the five-minute wording throttle and sends the change then, instead of refusing it', async () => {
    const clock = new FakeClock();
    const service = fakeService();
    service.when('approveContribution:1', new ServiceError(429, 'The wording can change once every five minutes.', 'wording_change_too_soon', 120, null, null));
    const { outbox } = open(clock, service);
    await outbox.start();
    await outbox.enqueue(approve(1));
    await outbox.idle();
    expect(states(outbox)).toEqual([['Approve tribute 1', 'queued']]);
    await clock.advance(120_000);
    await outbox.idle();
    expect(states(outbox)).toEqual([['Approve tribute 1', 'done']]);
    expect(service.sent).toHaveLength(2);
  });

  it('forgets everything of an account that signs out: what it had not sent and what ended, rows and all', async () => {
    const clock = new FakeClock();
    const service = fakeService();
    service.when('approveContribution:1', 'offline');
    const { outbox } = open(clock, service);
    await outbox.start();
    await outbox.enqueue(approve(3, 'a'));
    await outbox.idle();
    await outbox.enqueue(approve(1, 'a'));
    await outbox.enqueue(approve(2, 'b'));
    await outbox.idle();
    expect(states(outbox)).toEqual([
      ['Approve tribute 3', 'done'],
      ['Approve tribute 1', 'queued'],
      ['Approve tribute 2', 'done'],
    ]);
    const triedBefore = service.sent.length;
    expect(await outbox.forgetAccount('a')).toBe(1);
    expect(states(outbox)).toEqual([['Approve tribute 2', 'done']]);
    expect(await home.state.query('SELECT account_id FROM outbox')).toEqual([{ account_id: 'b' }]);
    // Nothing of it is sent afterwards, even when the service can be reached again.
    service.when('approveContribution:1', 'ok');
    outbox.notifyOnline();
    await clock.advance(120_000);
    await outbox.idle();
    expect(service.sent.slice(triedBefore)).toEqual([]);
  });

  it('holds a change whose sign-in ended until the account signs in again, without calling it refused', async () => {
    const clock = new FakeClock();
    const service = fakeService();
    service.when('approveContribution:1', 'signed-out');
    const { outbox } = open(clock, service);
    await outbox.start();
    await outbox.enqueue(approve(1, 'a'));
    await outbox.idle();
    expect(outbox.entries()[0]).toMatchObject({ state: 'queued', message: expect.stringMatching(/sign in/) });
    await clock.advance(10 * 60_000);
    await outbox.idle();
    expect(service.sent).toHaveLength(1);

    outbox.notifyOnline('b');
    await outbox.idle();
    expect(service.sent).toHaveLength(1);
    outbox.notifyOnline('a');
    await outbox.idle();
    expect(outbox.entries()[0]).toMatchObject({ state: 'done', message: null });
  });
});

describe('never twice', () => {
  it('checks before sending again when a send’s outcome was lost, and does not resend what took effect', async () => {
    const clock = new FakeClock();
    const service = fakeService();
    service.when('approveContribution:1', 'uncertain-applied');
    const { outbox } = open(clock, service);
    await outbox.start();
    await outbox.enqueue(approve(1));
    await outbox.enqueue(approve(2));
    await outbox.idle();
    expect(states(outbox)).toEqual([
      ['Approve tribute 1', 'checking'],
      ['Approve tribute 2', 'queued'],
    ]);

    await clock.advance(2_000);
    await outbox.idle();
    expect(service.verified).toEqual(['approveContribution:1']);
    expect(service.sent).toEqual(['approveContribution:1', 'approveContribution:2']);
    expect(states(outbox)).toEqual([
      ['Approve tribute 1', 'done'],
      ['Approve tribute 2', 'done'],
    ]);
  });

  it('verifies again later while the outcome stays unknown, and sends again only when it did not take effect', async () => {
    const clock = new FakeClock();
    const service = fakeService();
    service.when('approveContribution:1', new UncertainError('TIMEOUT'));
    const answers: ('unknown' | 'not-applied')[] = ['unknown', 'unknown', 'not-applied'];
    service.verifyWith(() => answers.shift() ?? 'not-applied');
    const { outbox } = open(clock, service);
    await outbox.start();
    await outbox.enqueue(approve(1));
    await outbox.idle();

    for (const wait of [2_000, 4_000]) {
      await clock.advance(wait);
      await outbox.idle();
      expect(outbox.entries()[0]!.state).toBe('checking');
    }
    expect(service.sent).toHaveLength(1);
    await clock.advance(8_000);
    await outbox.idle();
    expect(service.verified).toHaveLength(3);
    expect(service.sent).toHaveLength(2);
    expect(outbox.entries()[0]).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('treats a 5xx as an unknown outcome, and after repeated ones refuses a change that did not take effect', async () => {
    const clock = new FakeClock();
    const service = fakeService();
    service.when('approveContribution:1', ...Array<Behaviour>(5).fill('server-error'));
    const { outbox } = open(clock, service);
    await outbox.start();
    await outbox.enqueue(approve(1));
    await outbox.idle();
    expect(outbox.entries()[0]!.state).toBe('checking');
    for (let i = 0; i < 12 && outbox.entries()[0]!.state !== 'refused'; i++) {
      await clock.advance(60_000);
      await outbox.idle();
    }
    expect(service.sent).toHaveLength(5);
    expect(service.verified).toHaveLength(5);
    expect(outbox.entries()[0]).toMatchObject({ state: 'refused', code: 'not_saved', message: expect.stringMatching(/not saved/) });
  });
});

describe('undo', () => {
  it('holds a change for the time asked, on disk, and sends it when the hold ends', async () => {
    const clock = new FakeClock();
    const service = fakeService();
    const { outbox } = open(clock, service);
    await outbox.start();
    const entry = await outbox.enqueue({ ...approve(21), holdMs: 5_000 });
    expect(entry.holdUntil).toBe(new Date(clock.now() + 5_000).toISOString());
    expect((await onDisk()).entries[0]).toMatchObject({ id: entry.id, holdUntil: entry.holdUntil });
    // A later change of the same account waits behind it: the order is kept.
    await outbox.enqueue(approve(22));
    await clock.advance(4_900);
    await outbox.idle();
    expect(service.sent).toEqual([]);
    await clock.advance(100);
    await outbox.idle();
    expect(service.sent).toEqual(['approveContribution:21', 'approveContribution:22']);
    await outbox.close();
  });

  it('Undo takes back a held change: nothing is sent, and it is forgotten', async () => {
    const clock = new FakeClock();
    const service = fakeService();
    const { outbox } = open(clock, service);
    await outbox.start();
    const held = await outbox.enqueue({ ...approve(31), holdMs: 5_000 });
    const next = await outbox.enqueue(approve(32));
    expect(await outbox.cancel(held.id)).toBe(true);
    await outbox.idle();
    expect(service.sent).toEqual(['approveContribution:32']);
    expect(outbox.entries().map((e) => e.id)).toEqual([next.id]);
    expect((await onDisk()).entries.map((e: { id: string }) => e.id)).toEqual([next.id]);
    // Once it has gone out, it cannot be taken back here.
    expect(await outbox.cancel(next.id)).toBe(false);
    await outbox.close();
  });

  it('a change on the wire cannot be taken back', async () => {
    const clock = new FakeClock();
    const service = fakeService();
    service.when('approveContribution:41', 'hang');
    const { outbox } = open(clock, service);
    await outbox.start();
    const entry = await outbox.enqueue(approve(41));
    await until(() => outbox.entries()[0]?.state === 'sending');
    expect(await outbox.cancel(entry.id)).toBe(false);
    await outbox.close();
  });

  it('a crash during the hold loses nothing: the next start sends it', async () => {
    const clock = new FakeClock();
    const service = fakeService();
    const first = open(clock, service);
    await first.outbox.start();
    await first.outbox.enqueue({ ...approve(51), holdMs: 10_000 });
    await first.outbox.close();
    const again = open(clock, service);
    await again.outbox.start();
    await again.outbox.idle();
    expect(service.sent).toEqual(['approveContribution:51']);
    await again.outbox.close();
  });
});

describe('restarts', () => {
  it('resumes a queue left mid-way: the rest is sent in order, each once', async () => {
    const clock = new FakeClock();
    const service = fakeService();
    service.when('approveContribution:2', 'offline');
    const first = open(clock, service);
    await first.outbox.start();
    for (const id of [1, 2, 3]) await first.outbox.enqueue(approve(id));
    await first.outbox.idle();
    expect(states(first.outbox).map(([, s]) => s)).toEqual(['done', 'queued', 'queued']);
    await first.outbox.close();

    const second = open(clock, service);
    await second.outbox.start();
    await second.outbox.idle();
    expect(states(second.outbox).map(([, s]) => s)).toEqual(['done', 'done', 'done']);
    expect(service.sent).toEqual(['approveContribution:1', 'approveContribution:2', 'approveContribution:2', 'approveContribution:3']);
    expect(service.applied).toEqual(['approveContribution:1', 'approveContribution:2', 'approveContribution:3']);
  });

  it('checks a change a crash left on the wire before anything else: applied means done, not sent again', async () => {
    const clock = new FakeClock();
    const service = fakeService();
    // The service applies 1, but the app dies before hearing so.
    service.when('approveContribution:1', 'hang');
    const first = open(clock, service);
    await first.outbox.start();
    await first.outbox.enqueue(approve(1));
    await first.outbox.enqueue(approve(2));
    await until(() => service.sent.length === 1);
    service.applied.push('approveContribution:1');
    await first.outbox.close();
    expect((await onDisk()).entries.map((e) => e.state)).toEqual(['sending', 'queued']);

    const second = open(clock, service);
    const seen: string[][] = [];
    service.verifyWith((r) => {
      seen.push(states(second.outbox).map(([, s]) => s!));
      return service.applied.includes(`approveContribution:${String(r.input.params?.contribution)}`) ? 'applied' : 'not-applied';
    });
    await second.outbox.start();
    await second.outbox.idle();
    expect(seen).toEqual([['checking', 'queued']]);
    expect(service.sent).toEqual(['approveContribution:1', 'approveContribution:2']);
    expect(states(second.outbox).map(([, s]) => s)).toEqual(['done', 'done']);
  });

  it('sends again a change a crash left on the wire when the check finds it did not take effect', async () => {
    const clock = new FakeClock();
    const service = fakeService();
    service.when('approveContribution:1', 'hang');
    const first = open(clock, service);
    await first.outbox.start();
    await first.outbox.enqueue(approve(1));
    await until(() => service.sent.length === 1);
    await first.outbox.close();

    const second = open(clock, service);
    await second.outbox.start();
    await second.outbox.idle();
    expect(service.verified).toEqual(['approveContribution:1']);
    expect(service.sent).toEqual(['approveContribution:1', 'approveContribution:1']);
    expect(second.outbox.entries()[0]).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('keeps results across restarts until dismissed, and forgets finished ones after a week', async () => {
    const clock = new FakeClock();
    const service = fakeService();
    service.when('approveContribution:1', new ServiceError(404, "We couldn't find that.", null, null, null, null));
    const first = open(clock, service);
    await first.outbox.start();
    await first.outbox.enqueue(approve(1));
    await first.outbox.enqueue(approve(2));
    await first.outbox.enqueue(approve(3));
    await first.outbox.idle();
    await first.outbox.close();

    const second = open(clock, service);
    await second.outbox.start();
    expect(second.outbox.entries().map((e) => [e.state, e.message])).toEqual([
      ['refused', "We couldn't find that."],
      ['done', null],
      ['done', null],
    ]);
    const refused = second.outbox.entries()[0]!;
    expect(await second.outbox.dismiss(refused.id)).toBe(true);
    expect(await second.outbox.dismiss('no-such-entry')).toBe(false);
    expect(second.outbox.entries()).toHaveLength(2);
    await second.outbox.close();

    await clock.advance(6 * 24 * 60 * 60 * 1000);
    const third = open(clock, service);
    await third.outbox.start();
    expect(third.outbox.entries()).toHaveLength(2);
    await third.outbox.close();

    await clock.advance(2 * 24 * 60 * 60 * 1000);
    const fourth = open(clock, service);
    await fourth.outbox.start();
    expect(fourth.outbox.entries()).toEqual([]);
    expect(service.sent).toHaveLength(3);
  });

  it('does not dismiss a change still on its way', async () => {
    const clock = new FakeClock();
    const service = fakeService();
    service.when('approveContribution:1', 'hang');
    const { outbox } = open(clock, service);
    await outbox.start();
    const entry = await outbox.enqueue(approve(1));
    expect(await outbox.dismiss(entry.id)).toBe(false);
    expect(outbox.entries()).toHaveLength(1);
    await outbox.close();
  });
});

describe('what is kept', () => {
  it('holds operation inputs and results only: no token, nothing token-like', async () => {
    const clock = new FakeClock();
    const service = fakeService();
    service.when('approveContribution:2', 'signed-out');
    service.when('approveContribution:3', new ServiceError(422, 'This tribute was stopped by the safety check.', 'blocked_by_safety_check', null, null, null));
    const { outbox } = open(clock, service);
    await outbox.start();
    await outbox.enqueue(approve(1, 'b'));
    await outbox.enqueue(approve(2, 'a'));
    await outbox.enqueue(approve(3, 'b'));
    await outbox.enqueue({
      accountId: 'a',
      operation: 'rejectContribution',
      input: { params: { contribution: 4 }, body: { reason: 'Duplicate' } },
      label: 'Reject',
      memorialId: null,
    });
    await outbox.idle();
    await outbox.close();
    // The rows, and the file's bytes as they are on the disk (its write-ahead log too).
    const rows = home.committed<{ record: string }>('SELECT record FROM outbox').map((r) => r.record);
    const bytes = readdirSync(home.folder)
      .filter((name) => name.startsWith('state.sqlite'))
      .map((name) => readFileSync(join(home.folder, name)).toString('latin1'));
    const text = [...rows, ...bytes].join('\n');
    expect(text).toContain('Duplicate');
    expect(text).toContain('blocked_by_safety_check');
    expect(text).not.toContain(TOKEN);
    expect(text).not.toMatch(/md[pb]_[A-Za-z0-9_-]{8,}/);
    expect(text).not.toMatch(/bearer/i);
  });

  it('is in state.sqlite, owner-only, and nowhere else', async () => {
    const { outbox } = open(new FakeClock(), fakeService());
    await outbox.start();
    await outbox.enqueue(approve(1));
    await outbox.idle();
    await outbox.close();
    expect(readdirSync(home.folder).filter((name) => !name.startsWith('state.sqlite'))).toEqual([]);
    if (process.platform !== 'win32') expect(statSync(join(home.folder, 'state.sqlite')).mode & 0o777).toBe(0o600);
  });
});

describe('a change held back: the five-minute wording pause and the rate limit', () => {
  /**
   * A wording change inside the five-minute throttle waits in the outbox and goes then; meanwhile the
   * memorial's settings (unthrottled, spec 8) and the account's other changes go at once.
   */
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

  const stateOf = (outbox: Outbox) => Object.fromEntries(outbox.entries().map((e) => [e.label, e.state]));

  describe('a wording change waiting out the five-minute throttle', () => {
    it('lets settings, other memorials and tributes go at once; the same memorial’s wording waits behind it, in order', async () => {
      const { clock, fake, outbox } = await run(throttled);
      expect(stateOf(outbox)).toEqual({ 'Words 1': 'queued', Settings: 'done', 'Words 2': 'queued', 'Other memorial': 'done', Approve: 'done' });
      expect(fake.sent).toEqual(['Words 1', 'Settings', 'Other memorial', 'Approve']);
      await clock.advance(240_000);
      await outbox.idle();
      expect(stateOf(outbox)).toEqual({ 'Words 1': 'done', Settings: 'done', 'Words 2': 'done', 'Other memorial': 'done', Approve: 'done' });
      expect(fake.sent.slice(4)).toEqual(['Words 1', 'Words 2']);
    });

    it('still holds the whole account back for the rate limit', async () => {
      const { clock, fake, outbox } = await run(rateLimited);
      expect(fake.sent).toEqual(['Words 1']);
      expect(Object.values(stateOf(outbox))).toEqual(['queued', 'queued', 'queued', 'queued', 'queued']);
      await clock.advance(20_000);
      await outbox.idle();
      expect(fake.sent).toEqual(['Words 1', 'Words 1', 'Settings', 'Words 2', 'Other memorial', 'Approve']);
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
});

describe('killed in the middle of a send (kill -9), against the service', () => {
  const CHILD = join(import.meta.dirname, 'core-child.ts');
  const OLD_FOLDER = join(import.meta.dirname, '../../fixtures/old-data-folder');
  /** The family's account in the old data folder's settings.json. */
  const ACCOUNT = 'e190cbfb-920c-4457-9979-50e7ecb542ca';
  let sandbox: RunningSandbox | null = null;
  let proxy: FaultProxy | null = null;
  let child: ChildProcess | null = null;
  afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await proxy?.close();
    await sandbox?.close();
    [sandbox, proxy, child] = [null, null, null];
  });
  // After the hook above, so the core closes (and its folder goes) before the proxy and the sandbox do.
  const cores = useCores();

  it('the change on the wire reaches the service once: the next start checks it instead of sending it again, and sends the one held behind it once', async () => {
    sandbox = await startSandbox({ port: 0, memory: true, control: true });
    const world = await buildWorld(sandbox.url);
    proxy = await FaultProxy.start({ target: sandbox.url, seed: 1 });
    const dataDir = cores.folder('outbox-kill');
    copyFileSync(join(OLD_FOLDER, 'settings.json'), join(dataDir, 'settings.json'));
    const { lost: onWire, held } = world.tributes;
    const approve = (contribution: number, holdMs: number) => ({
      name: 'approveContribution',
      args: { params: { contribution }, memorialId: world.memorialId, holdMs },
    });

    // The first goes after its Undo second and a half; the second is held far longer, behind it.
    child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        TOKEN: world.token,
        ACCOUNT,
        SERVICE_URL: proxy.baseUrl,
        CHANGES: JSON.stringify([approve(onWire, 1_500), approve(held, 30_000)]),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<void>((resolve) => child!.once('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      createInterface({ input: child!.stdout! }).on('line', (line) => line === 'queued' && resolve());
      void exited.then(() => reject(new Error(`the core's process ended before queueing: ${stderr}`)));
    });

    // Killed the moment its request reaches the proxy, before the service has even seen it.
    const path = `/api/v1/contributions/${onWire}/approve`;
    for (;;) {
      const request = await proxy.nextRequest(20_000);
      if (!request) throw new Error(`the approval never went out: ${stderr}`);
      if (request.method === 'POST' && request.path === path) break;
    }
    child.kill('SIGKILL');
    await exited;
    expect(child.signalCode).toBe('SIGKILL');
    // The proxy still hands it on: the service acts, and the answer goes nowhere.
    const through = proxy;
    await vi.waitFor(() => expect(through.log.find((r) => r.path === path)?.serviceStatus).toBe(200));

    const secrets = new MemorySecretStore();
    await secrets.set(ACCOUNT, world.token);
    const core = await cores.start({ dataDir, serviceUrl: proxy.baseUrl, serviceIdentity: FIXTURE_SERVICE, secrets });
    const entries = async () => (await core.handle('outbox.list', {})).entries;
    await vi.waitFor(async () => expect((await entries()).map((e) => e.state)).toEqual(['done', 'done']), { timeout: 20_000, interval: 50 });
    const posts = (p: string) => through.log.filter((r) => r.method === 'POST' && r.path === p && r.serviceStatus !== null).length;
    expect([posts(path), posts(`/api/v1/contributions/${held}/approve`)]).toEqual([1, 1]);
    const status = (id: number) => sandbox!.context.db.one<{ status: string }>('SELECT status FROM contributions WHERE id = ?', id)!.status;
    expect([status(onWire), status(held)]).toEqual(['approved', 'approved']);
  }, 60_000);
});
