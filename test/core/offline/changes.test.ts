import { beforeEach, describe, expect, it } from 'vitest';
import { makeChanges } from '../../../core/offline/changes';
import { JOIN_MS } from '../../../core/offline/read-freshness';
import type { Reads } from '../../../core/offline/reads';
import type { AccountTraffic } from '../../../core/service/account-traffic';
import { ServiceError } from '../../../core/service/client';
import type { AnyOperation } from '../../../shared/api';
import type { OutboxEntry } from '../../../shared/bridge';
import { FakeClock } from '../../helpers/fake-clock';
import { useTestState, type TestState } from '../../helpers/state-store';

/**
 * A queued change's trip as changes.ts wires it: checked before it goes against what the person
 * saw (taking an answer read in the last few seconds rather than asking again), sent in the
 * changes' lane, and what it leaves told to the kept reads. The account's traffic and the kept
 * reads are stand-ins that write down what they are asked; the outbox is the real one, in a real
 * state.sqlite.
 */
const openState = useTestState();
let home: TestState;
beforeEach(async () => {
  home = await openState();
});

const MEMORIAL = 12;
const TOUCHES = ['getMyMemorial', 'getMyMemorialStatus', 'listMyMemorials'];
const memorialAsServed = { id: MEMORIAL, deceased_name: 'Francine Jones', subtitle: 'Mother', obituary: null };

function trip(options: { recent?: 'none' | 'as seen'; refuse?: boolean } = {}) {
  const clock = new FakeClock();
  /** Every request, as `operation lane`. */
  const sent: string[] = [];
  const kept: { read: string; data: unknown }[] = [];
  const asked: { read: string; withinMs: number }[] = [];
  const madeOld: { reads: readonly string[]; memorialId: number | null }[] = [];
  const traffic = {
    call: async (
      _accountId: string,
      op: AnyOperation,
      input: { body?: Record<string, unknown> },
      run: { lane: string; onSend?: () => void | Promise<void> },
    ) => {
      sent.push(`${op.name} ${run.lane}`);
      if (op.method === 'GET') return { status: 200, headers: new Headers(), data: { data: memorialAsServed } };
      await run.onSend?.();
      if (options.refuse) throw new ServiceError(422, 'There is no design with that number.', 'invalid_template', null, null, null);
      // PATCH answers with the memorial as changed.
      return { status: 200, headers: new Headers(), data: { ...memorialAsServed, ...input.body } };
    },
    changesWaitUntil: () => null,
  } as unknown as Pick<AccountTraffic, 'call' | 'changesWaitUntil'>;
  const reads = {
    keep: (_accountId: string, read: string, _input: unknown, answer: { data: unknown }) => {
      kept.push({ read, data: answer.data });
      return Promise.resolve();
    },
    recent: (_accountId: string, read: string, _input: unknown, withinMs: number) => {
      asked.push({ read, withinMs });
      return Promise.resolve(
        options.recent === 'as seen' && read === 'getMyMemorial' ? { status: 200, data: { data: memorialAsServed }, readAt: clock.now() } : null,
      );
    },
    invalidate: (_accountId: string, touched: readonly string[], memorialId: number | null) => void madeOld.push({ reads: [...touched], memorialId }),
  } as unknown as Pick<Reads, 'keep' | 'recent' | 'invalidate'>;
  const heard: OutboxEntry[][] = [];
  const outbox = makeChanges({ state: home.state, files: home.files, clock, traffic, reads, onChange: (entries) => heard.push(entries) });
  const change = () =>
    outbox.enqueue({
      accountId: 'family',
      operation: 'updateMyMemorial',
      input: { params: { memorial: MEMORIAL }, body: { subtitle: 'Mother, nurse, neighbour' } },
      label: 'Change the subtitle',
      memorialId: MEMORIAL,
      touches: TOUCHES,
      seen: { kind: 'memorial', fields: { subtitle: 'Mother' }, readAt: new Date(clock.now()).toISOString() },
    });
  return { outbox, change, sent, kept, asked, madeOld, heard };
}

describe('a queued change’s trip', () => {
  it('is checked against the memorial read in the last few seconds, without asking again: one request, the change, in the changes’ lane', async () => {
    const { outbox, change, sent, asked } = trip({ recent: 'as seen' });
    await outbox.start();
    await change();
    await outbox.idle();
    expect(outbox.entries().map((e) => e.state)).toEqual(['done']);
    expect(asked).toEqual([{ read: 'getMyMemorial', withinMs: JOIN_MS }]);
    expect(sent).toEqual(['updateMyMemorial change']);
    await outbox.close();
  });

  it('with no answer that recent, reads the memorial in the changes’ lane, and keeps what it read for the screens', async () => {
    const { outbox, change, sent, kept } = trip({ recent: 'none' });
    await outbox.start();
    await change();
    await outbox.idle();
    expect(sent).toEqual(['getMyMemorial change', 'updateMyMemorial change']);
    expect(kept[0]).toEqual({ read: 'getMyMemorial', data: { data: memorialAsServed } });
    await outbox.close();
  });

  it('keeps the service’s answer as the reads it is, so nothing is read again to see the change, and makes the others it touched old, once', async () => {
    const { outbox, change, kept, madeOld } = trip({ recent: 'as seen' });
    await outbox.start();
    await change();
    await outbox.idle();
    const after = { ...memorialAsServed, subtitle: 'Mother, nurse, neighbour' };
    expect(kept).toEqual([
      { read: 'getMyMemorial', data: { data: after } },
      { read: 'getMyMemorialStatus', data: after },
    ]);
    expect(madeOld).toEqual([{ reads: TOUCHES, memorialId: MEMORIAL }]);
    await outbox.close();
  });

  it('a change that ends with nothing to keep (refused) makes the reads it touched old when it ends, and tells the list each time', async () => {
    const { outbox, change, kept, madeOld, heard } = trip({ recent: 'as seen', refuse: true });
    await outbox.start();
    await change();
    await outbox.idle();
    expect(outbox.entries()[0]).toMatchObject({ state: 'refused', message: 'There is no design with that number.' });
    expect(kept).toEqual([]);
    expect(madeOld).toEqual([{ reads: TOUCHES, memorialId: MEMORIAL }]);
    expect(heard.at(-1)?.map((e) => e.state)).toEqual(['refused']);
    await outbox.close();
  });
});
