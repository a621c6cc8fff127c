import { describe, expect, it } from 'vitest';
import { operations } from '../../../shared/api';
import { FakeClock } from '../../helpers/fake-clock';
import { OfflineError } from '../../../core/service/client';
import { Reads, type ReplicaChange } from '../../../core/offline/reads';
import { Replica } from '../../../core/offline/replica';

/** Reads over an in-memory replica, with a service that answers as told and counts what it is asked. */
function setup() {
  const clock = new FakeClock();
  const replica = Replica.open(':memory:', { clock });
  const asked: { name: string; lane: string }[] = [];
  const changes: ReplicaChange[] = [];
  let answer: () => Promise<unknown> = () => Promise.resolve({ data: [], meta: { total: 0 } });
  const pending: (() => void)[] = [];
  let hold = false;
  const reads = new Reads({
    replica,
    clock,
    operations,
    onChange: (change) => changes.push(change),
    promote: () => undefined,
    call: (_account, op, _input, run) => {
      asked.push({ name: op.name, lane: run.lane });
      run.onSend();
      const answered = answer();
      const go = () => answered.then((data) => ({ status: 200, data }) as never);
      if (!hold) return go();
      return new Promise((resolve, reject) => pending.push(() => void go().then(resolve, reject)));
    },
  });
  return {
    clock,
    replica,
    reads,
    asked,
    changes,
    answerWith: (fn: () => Promise<unknown>) => (answer = fn),
    holdAnswers: () => (hold = true),
    release: () => {
      hold = false;
      for (const go of pending.splice(0)) go();
    },
  };
}

const list = { query: { per_page: 100 } };

describe('reads through the replica', () => {
  it('two screens asking the same read at once cost one request, and both get the answer', async () => {
    const s = setup();
    s.holdAnswers();
    const one = s.reads.read('family', 'listMyMemorials', list, 'open');
    const two = s.reads.read('family', 'listMyMemorials', { query: { per_page: 100, page: 1 } }, 'background');
    s.release();
    const [a, b] = await Promise.all([one, two]);
    expect(s.asked).toHaveLength(1);
    expect(a.data).toEqual(b.data);
    expect(a.readAt).toBe(s.clock.now());
  });

  it('answers a fresh kept read with no request, and an old one at once while it is read again', async () => {
    const s = setup();
    s.answerWith(() => Promise.resolve({ data: [{ id: 1 }], meta: { total: 1 } }));
    await s.reads.read('family', 'listMyMemorials', list, 'open');
    await s.clock.advance(10_000);
    await s.reads.read('family', 'listMyMemorials', list, 'open');
    expect(s.asked).toHaveLength(1);

    await s.clock.advance(60_000);
    s.answerWith(() => Promise.resolve({ data: [{ id: 1 }, { id: 2 }], meta: { total: 2 } }));
    const kept = await s.reads.read('family', 'listMyMemorials', list, 'background');
    expect(kept.data).toEqual({ data: [{ id: 1 }], meta: { total: 1 } });
    await s.clock.flush();
    expect(s.asked.map((a) => a.lane)).toEqual(['person', 'background']);
    expect(s.changes.at(-1)).toMatchObject({ accountId: 'family', operation: 'listMyMemorials', data: { meta: { total: 2 } } });
  });

  it('offline, shows what it kept; a read never made before fails in the service’s absence', async () => {
    const s = setup();
    await s.reads.read('family', 'getFund', { params: { memorial: 4 } }, 'open');
    await s.clock.advance(24 * 60 * 60_000);
    s.answerWith(() => Promise.reject(new OfflineError('ECONNREFUSED')));
    const kept = await s.reads.read('family', 'getFund', { params: { memorial: 4 } }, 'open');
    expect(kept.readAt).toBe(s.clock.now() - 24 * 60 * 60_000);
    await expect(s.reads.read('family', 'getFund', { params: { memorial: 5 } }, 'open')).rejects.toBeInstanceOf(OfflineError);
  });

  it('Check now asks the service, unless the answer is only seconds old', async () => {
    const s = setup();
    await s.reads.read('family', 'listMyMemorials', list, 'open');
    await s.reads.read('family', 'listMyMemorials', list, 'fresh');
    expect(s.asked).toHaveLength(1);
    await s.clock.advance(6_000);
    await s.reads.read('family', 'listMyMemorials', list, 'fresh');
    expect(s.asked.map((a) => a.lane)).toEqual(['person', 'person']);
  });

  it('never writes down an answer that carries a secret (an export’s download address)', async () => {
    const s = setup();
    s.answerWith(() => Promise.resolve({ id: 9, status: 'ready', download_url: 'https://files.example/signed?sig=secret' }));
    await s.reads.read('family', 'getExport', { params: { memorial: 1, export: 9 } }, 'open');
    await s.reads.read('family', 'getExport', { params: { memorial: 1, export: 9 } }, 'open');
    expect(s.asked).toHaveLength(1);
    expect(s.replica.size().rows).toBe(0);
  });

  it('reads again what a change touched, and forgets an account that signed out', async () => {
    const s = setup();
    const pending = { params: { memorial: 7 }, query: { status: 'pending', per_page: 100 } };
    await s.reads.read('family', 'listContributions', pending, 'open');
    await s.clock.advance(1_000);
    s.reads.invalidate('family', ['listContributions'], 7);
    await s.reads.read('family', 'listContributions', pending, 'background');
    await s.clock.flush();
    expect(s.asked).toHaveLength(2);

    s.reads.forget('family');
    expect(s.replica.size().rows).toBe(0);
  });
});

describe('a read that left before a change', () => {
  it('is not the answer for one asked after the change: it is asked once more', async () => {
    const s = setup();
    s.holdAnswers();
    let version = 1;
    s.answerWith(() => Promise.resolve({ data: [], meta: { total: version } }));
    const before = s.reads.read('family', 'listMyMemorials', list, 'open');
    await s.clock.advance(10);
    // The person deletes a memorial; its answer makes the list old while the read is on the wire.
    version = 2;
    s.reads.invalidate('family', ['listMyMemorials'], null);
    const after = s.reads.read('family', 'listMyMemorials', list, 'fresh');
    s.release();
    await before;
    await s.clock.flush();
    s.release();
    expect(((await after).data as { meta: { total: number } }).meta.total).toBe(2);
    expect(s.asked).toHaveLength(2);
  });
});
