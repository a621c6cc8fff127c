import { copyFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { operations } from '../../../shared/api';
import { FakeClock } from '../../helpers/fake-clock';
import { useTempFolders } from '../../helpers/temp-folder';
import { OfflineError } from '../../../core/service/client';
import { Reads, type ReplicaChange } from '../../../core/offline/reads';
import { Replica } from '../../../core/offline/replica';
import { NodeSqliteEngine } from '../../../electron/node/store';

const tempFolder = useTempFolders();

/**
 * Reads over a replica (in memory unless a data folder is given), with a service that answers as
 * told and counts what it is asked.
 */
async function setup(folder?: string) {
  const clock = new FakeClock();
  const replica = await Replica.open(new NodeSqliteEngine(folder ?? tmpdir()), { clock, ...(folder ? {} : { name: ':memory:' }) });
  const asked: { name: string; lane: string; account: string; memorial: number | undefined }[] = [];
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
    call: (account, op, input, run) => {
      asked.push({ name: op.name, lane: run.lane, account, memorial: (input.params as { memorial?: number } | undefined)?.memorial });
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
    const s = await setup();
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
    const s = await setup();
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
    const s = await setup();
    await s.reads.read('family', 'getFund', { params: { memorial: 4 } }, 'open');
    await s.clock.advance(24 * 60 * 60_000);
    s.answerWith(() => Promise.reject(new OfflineError('ECONNREFUSED')));
    const kept = await s.reads.read('family', 'getFund', { params: { memorial: 4 } }, 'open');
    expect(kept.readAt).toBe(s.clock.now() - 24 * 60 * 60_000);
    await expect(s.reads.read('family', 'getFund', { params: { memorial: 5 } }, 'open')).rejects.toBeInstanceOf(OfflineError);
  });

  it('Check now asks the service, unless the answer is only seconds old', async () => {
    const s = await setup();
    await s.reads.read('family', 'listMyMemorials', list, 'open');
    await s.reads.read('family', 'listMyMemorials', list, 'fresh');
    expect(s.asked).toHaveLength(1);
    await s.clock.advance(6_000);
    await s.reads.read('family', 'listMyMemorials', list, 'fresh');
    expect(s.asked.map((a) => a.lane)).toEqual(['person', 'person']);
  });

  it('never writes down an answer that carries a secret (an export’s download address)', async () => {
    const s = await setup();
    s.answerWith(() => Promise.resolve({ id: 9, status: 'ready', download_url: 'https://files.example/signed?sig=secret' }));
    await s.reads.read('family', 'getExport', { params: { memorial: 1, export: 9 } }, 'open');
    await s.reads.read('family', 'getExport', { params: { memorial: 1, export: 9 } }, 'open');
    expect(s.asked).toHaveLength(1);
    expect((await s.replica.size()).rows).toBe(0);
  });

  it('reads again what a change touched, and forgets an account that signed out', async () => {
    const s = await setup();
    const pending = { params: { memorial: 7 }, query: { status: 'pending', per_page: 100 } };
    await s.reads.read('family', 'listContributions', pending, 'open');
    await s.clock.advance(1_000);
    s.reads.invalidate('family', ['listContributions'], 7);
    await s.reads.read('family', 'listContributions', pending, 'background');
    await s.clock.flush();
    expect(s.asked).toHaveLength(2);

    await s.reads.forget('family');
    expect((await s.replica.size()).rows).toBe(0);
  });

  it('tells the screens of a new answer with its data, and of the same answer again with its time only', async () => {
    const s = await setup();
    await s.reads.read('family', 'listMyMemorials', list, 'open');
    await s.clock.advance(6_000);
    await s.reads.read('family', 'listMyMemorials', list, 'fresh');
    expect(s.changes).toHaveLength(2);
    expect(s.changes[0]).toMatchObject({ accountId: 'family', operation: 'listMyMemorials', data: { data: [] } });
    expect(s.changes[1]).not.toHaveProperty('data');
    expect(s.changes[1]!.readAt).toBe(s.clock.now());
  });

  it('opens a data folder the first replica wrote, and shows its answers offline', async () => {
    const folder = join(tempFolder('reads'), 'data');
    mkdirSync(folder, { recursive: true });
    copyFileSync(resolve(import.meta.dirname, '..', '..', 'fixtures', 'replica-v1.sqlite'), join(folder, 'replica.sqlite'));
    const s = await setup(folder);
    s.answerWith(() => Promise.reject(new OfflineError('ECONNREFUSED')));
    const kept = await s.reads.read('family-1', 'listMyMemorials', list, 'open');
    expect(kept).toMatchObject({ status: 200, readAt: Date.UTC(2026, 0, 1, 8, 42, 0), data: { data: [{ deceased_name: 'Eleanor Whitfield' }] } });
    const pending = await s.reads.read('family-1', 'listContributions', { params: { memorial: 12 }, query: { status: 'pending', per_page: 100 } }, 'open');
    expect(pending.data).toMatchObject({ meta: { total: 1 } });
    await s.clock.flush();
    await s.replica.close();
  });
});

describe('what a change makes old', () => {
  const pendingOf = (memorial: number) => ({ params: { memorial }, query: { status: 'pending', per_page: 100 } });
  type Look = [string, 'listContributions' | 'listMyMemorials', object];
  const looks: Look[] = [
    ['family', 'listContributions', pendingOf(12)],
    ['family', 'listContributions', pendingOf(13)],
    ['family', 'listMyMemorials', list],
    ['other', 'listContributions', pendingOf(12)],
  ];
  /** Looks at every answer (in the background), and says what that asked of the service. */
  async function lookAgain(s: Awaited<ReturnType<typeof setup>>) {
    const before = s.asked.length;
    for (const [account, name, input] of looks) await s.reads.read(account, name, input, 'background');
    await s.clock.flush();
    return s.asked.slice(before).map((a) => `${a.account} ${a.name} ${String(a.memorial ?? '-')}`);
  }

  it('a change about one memorial: that memorial’s answers and the account-wide ones, of that account only', async () => {
    const s = await setup();
    await lookAgain(s);
    await s.clock.advance(1_000);
    s.reads.invalidate('family', ['listContributions', 'listMyMemorials'], 12);
    expect(await lookAgain(s)).toEqual(['family listContributions 12', 'family listMyMemorials -']);
    // Read again after the change: fresh now.
    expect(await lookAgain(s)).toEqual([]);
  });

  it('a change about no one memorial: every answer of its operations', async () => {
    const s = await setup();
    await lookAgain(s);
    await s.clock.advance(1_000);
    s.reads.invalidate('family', ['listContributions'], null);
    expect(await lookAgain(s)).toEqual(['family listContributions 12', 'family listContributions 13']);
  });

  it('asks nothing of the replica to note a change', () => {
    const s = setup();
    return s.then(({ reads, replica }) => {
      const get = vi.spyOn(replica, 'get');
      const forget = vi.spyOn(replica, 'forgetAccount');
      reads.invalidate('family', ['listContributions', 'listMyMemorials'], 12);
      reads.invalidate('family', ['listContributions'], null);
      expect(get).not.toHaveBeenCalled();
      expect(forget).not.toHaveBeenCalled();
    });
  });

  it('an answer kept before a read is seen by it, even when neither was waited for', async () => {
    const s = await setup();
    const keeping = s.reads.keep('family', 'getFund', { params: { memorial: 4 } }, { status: 200, data: { exists: true } }, s.clock.now());
    const read = s.reads.read('family', 'getFund', { params: { memorial: 4 } }, 'open');
    expect((await read).data).toEqual({ exists: true });
    await keeping;
    expect(s.asked).toEqual([]);
  });

  it('the answer a change came back with, kept the same instant, is not old; the other reads it touched are', async () => {
    const s = await setup();
    s.answerWith(() => Promise.resolve({ id: 4, title: 'Before' }));
    await s.reads.read('family', 'getMyMemorial', { params: { memorial: 4 } }, 'open');
    s.answerWith(() => Promise.resolve({ data: [], meta: { total: 0 } }));
    await s.reads.read('family', 'listMyMemorials', list, 'open');
    await s.clock.advance(1_000);
    // As changes.ts does when the service answers a PATCH with the memorial as changed.
    s.reads.invalidate('family', ['getMyMemorial', 'listMyMemorials'], 4);
    await s.reads.keep('family', 'getMyMemorial', { params: { memorial: 4 } }, { status: 200, data: { id: 4, title: 'After' } }, s.clock.now());
    expect(s.changes.at(-1)).toMatchObject({ operation: 'getMyMemorial', data: { title: 'After' } });
    const asked = s.asked.length;
    expect((await s.reads.read('family', 'getMyMemorial', { params: { memorial: 4 } }, 'open')).data).toEqual({ id: 4, title: 'After' });
    await s.reads.read('family', 'listMyMemorials', list, 'open');
    await s.clock.flush();
    expect(s.asked.slice(asked).map((a) => a.name)).toEqual(['listMyMemorials']);
  });

  it('an answer read before a change, kept after it, is old; so is one the change found on the wire', async () => {
    const s = await setup();
    const readAt = s.clock.now();
    await s.clock.advance(1_000);
    s.reads.invalidate('family', ['getFund'], 4);
    await s.reads.keep('family', 'getFund', { params: { memorial: 4 } }, { status: 200, data: { exists: false } }, readAt);
    await s.reads.read('family', 'getFund', { params: { memorial: 4 } }, 'open');
    await s.clock.flush();
    expect(s.asked.map((a) => a.name)).toEqual(['getFund']);

    s.holdAnswers();
    const onTheWire = s.reads.read('family', 'getFund', { params: { memorial: 5 } }, 'open');
    await s.clock.advance(10);
    s.reads.invalidate('family', ['getFund'], 5);
    s.release();
    await onTheWire;
    await s.reads.read('family', 'getFund', { params: { memorial: 5 } }, 'open');
    await s.clock.flush();
    expect(s.asked.map((a) => `${a.name} ${String(a.memorial)}`)).toEqual(['getFund 4', 'getFund 5', 'getFund 5']);
    // Read after the change: fresh, nothing more asked.
    await s.reads.read('family', 'getFund', { params: { memorial: 5 } }, 'open');
    await s.clock.flush();
    expect(s.asked).toHaveLength(3);
  });

  it('the check before acting does not take an answer a change touched since', async () => {
    const s = await setup();
    const pending = pendingOf(7);
    await s.reads.read('family', 'listContributions', pending, 'open');
    expect(await s.reads.recent('family', 'listContributions', pending, 5_000)).not.toBeNull();
    await s.clock.advance(100);
    s.reads.invalidate('family', ['listContributions'], 7);
    expect(await s.reads.recent('family', 'listContributions', pending, 5_000)).toBeNull();
  });

  it('an account that signs out leaves no rule and no answer behind: what is asked of it after is answered, never kept', async () => {
    const s = await setup();
    s.reads.invalidate('family', ['getFund'], 4);
    await s.clock.advance(10);
    await s.reads.forget('family');
    await s.reads.keep('family', 'getFund', { params: { memorial: 4 } }, { status: 200, data: { exists: false } }, s.clock.now() - 20);
    await s.reads.read('family', 'getFund', { params: { memorial: 4 } }, 'open');
    await s.clock.flush();
    expect(s.asked).toHaveLength(1);
    expect(await s.replica.size()).toEqual({ rows: 0, bytes: 0 });
  });
});

describe('a read on its way when its account signs out', () => {
  it('answers whoever asked, and is never kept', async () => {
    const s = await setup();
    s.holdAnswers();
    const onTheWire = s.reads.read('family', 'listMyMemorials', list, 'open');
    await s.clock.advance(10);
    await s.reads.forget('family');
    s.release();
    await onTheWire;
    expect(await s.replica.size()).toEqual({ rows: 0, bytes: 0 });
  });

  it('nor is an answer given to keep after it (a change sent before the sign-out, answered after)', async () => {
    const s = await setup();
    await s.reads.forget('family');
    await s.reads.keep('family', 'getMyMemorial', { params: { memorial: 4 } }, { status: 200, data: { id: 4, title: 'Late' } }, s.clock.now());
    expect(await s.replica.size()).toEqual({ rows: 0, bytes: 0 });
    expect(s.changes).toEqual([]);
  });
});

describe('a read that left before a change', () => {
  it('is not the answer for one asked after the change: it is asked once more', async () => {
    const s = await setup();
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
