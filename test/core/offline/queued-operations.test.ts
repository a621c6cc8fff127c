import { describe, expect, expectTypeOf, it } from 'vitest';
import { operations, type AnyOperation } from '../../../shared/api';
import { QUEUED_NAMES, type QueuedName } from '../../../shared/bridge';
import { ServiceClient, type CallInput } from '../../../core/service/client';
import { changesWording, checkOf, QUEUED_OPERATIONS, waitsBehind, type Change, type Read } from '../../../core/offline/queued-operations';
import { useSandbox } from '../../sandbox/harness';

/**
 * The table of queued operations: every change the outbox carries says what it is about, what it
 * touches, and how to tell after a lost answer whether it took effect. Each check is tried here
 * against the real sandbox: "not applied" before the change, "applied" after it.
 */
const h = useSandbox();

// What the compiler proves is checked by the compiler (`npm run typecheck` fails otherwise), not
// again at run time: one entry for each queued operation of the bridge and nothing else, each
// checking a change of its own operation.
expectTypeOf<keyof typeof QUEUED_OPERATIONS>().toEqualTypeOf<QueuedName>();
expectTypeOf<Parameters<(typeof QUEUED_OPERATIONS)['rejectContribution']['verify']>[0]>().toEqualTypeOf<Change<'rejectContribution'>>();

describe('the table of queued operations', () => {
  it('gives every queued operation a label a person can read, and the reads it touches', () => {
    // What the compiler cannot prove: no label too short to say anything, no change touching no read.
    for (const name of QUEUED_NAMES) {
      expect(QUEUED_OPERATIONS[name].label.length, name).toBeGreaterThan(3);
      expect(QUEUED_OPERATIONS[name].touches.length, name).toBeGreaterThan(0);
    }
  });

  it('tells, for each kind of change, whether it took effect, by reading the service', async () => {
    await h.control('PUT', '/__sandbox/settings', { safety_delay_ms: 0, rate_limits: { personal: 1000, business: 1000 } });
    const person = await h.person('June Ellis');
    const client = new ServiceClient({ baseUrl: () => h.baseUrl });
    const call = <O extends AnyOperation>(op: O, input: CallInput<O>) => client.call(op, input, person.token);
    const read: Read = call;

    const created = await call(operations.createMyMemorial, { body: { deceased_name: 'Harold Brennan', obituary: 'A kind man.' } });
    await h.settle();
    const memorial = created.data.id;
    await h.control('POST', `/__sandbox/memorials/${memorial}/premium`, { premium: true });
    const tribute = async () => {
      const left = await h.control('POST', `/__sandbox/memorials/${memorial}/contributions`, { body: 'We miss him.', author_name: 'Ann' });
      await h.settle();
      return left.body.id as number;
    };

    /** Checks the change before and after doing it. */
    async function both<N extends QueuedName>(name: N, input: { params: Change<N>['params']; body?: Change<N>['body'] }, contributionId: number | null = null) {
      const change = {
        params: input.params,
        body: input.body ?? {},
        memorialId: memorial,
        contributionId,
        createdAt: new Date().toISOString(),
      } as Change<N>;
      const verify = (c: Change<N>, r: Read) => (QUEUED_OPERATIONS[name].verify as (c: Change<N>, r: Read) => Promise<string>)(c, r);
      expect(await verify(change, read), `${name} before`).toBe('not-applied');
      await call(operations[name] as AnyOperation, input as CallInput);
      await h.settle();
      expect(await verify(change, read), `${name} after`).toBe('applied');
    }

    await both('updateMyMemorial', { params: { memorial }, body: { title: 'Father, friend and fisherman' } });
    await both('saveFund', { params: { memorial }, body: { message: 'Gifts to the lifeboat station, please.' } });
    await both('deleteFund', { params: { memorial } });
    await both('createBroadcast', { params: { memorial }, body: { title: 'The funeral', kind: 'announcement', content: 'On Friday at ten.' } });

    const first = await tribute();
    await both('approveContribution', { params: { contribution: first } }, first);
    await both('pinContribution', { params: { contribution: first } }, first);
    await both('unpinContribution', { params: { contribution: first } }, first);
    await both('hideContribution', { params: { contribution: first } }, first);
    await both('restoreContribution', { params: { contribution: first } }, first);
    const second = await tribute();
    await both('rejectContribution', { params: { contribution: second }, body: { reason: 'Not about Harold.' } }, second);
  });

  it('finds a tribute beyond the first page of its list', async () => {
    await h.control('PUT', '/__sandbox/settings', { safety_delay_ms: 0, rate_limits: { personal: 1000, business: 1000 } });
    const person = await h.person('May Ellis');
    const client = new ServiceClient({ baseUrl: () => h.baseUrl });
    const created = await client.call(operations.createMyMemorial, { body: { deceased_name: 'Ivy Ellis', obituary: 'Loved.' } }, person.token);
    await h.settle();
    const memorial = created.data.id;
    const ids: number[] = [];
    for (let i = 0; i < 105; i++) {
      ids.push(
        (await h.control('POST', `/__sandbox/memorials/${memorial}/contributions`, { body: `Tribute ${i}`, author_name: 'A friend' })).body.id as number,
      );
    }
    await h.settle();
    // The oldest is on the second page of the pending list, newest first.
    const oldest = ids[0]!;
    await client.call(operations.approveContribution, { params: { contribution: oldest } }, person.token);
    for (const id of ids.slice(1)) await client.call(operations.approveContribution, { params: { contribution: id } }, person.token);
    const change = { params: { contribution: oldest }, body: {}, memorialId: memorial, contributionId: oldest, createdAt: new Date().toISOString() };
    const read: Read = (op, input) => client.call(op, input, person.token);
    expect(await QUEUED_OPERATIONS.approveContribution.verify(change, read)).toBe('applied');
    expect(await QUEUED_OPERATIONS.rejectContribution.verify(change, read)).toBe('not-applied');
  }, 60_000);
});

describe('the check before sending, from the typed table', () => {
  it('says for each change what is compared, and where a tribute decision leaves the tribute', () => {
    expect(checkOf('approveContribution')).toEqual({ kind: 'tribute', leaves: { status: 'approved' } });
    expect(checkOf('hideContribution')).toEqual({ kind: 'tribute', leaves: { status: 'hidden' } });
    expect(checkOf('restoreContribution')).toEqual({ kind: 'tribute', leaves: { restored: true } });
    expect(checkOf('unpinContribution')).toEqual({ kind: 'tribute', leaves: { pinned: false } });
    expect(checkOf('updateMyMemorial')).toEqual({ kind: 'memorial' });
    expect(checkOf('saveFund')).toEqual({ kind: 'none' });
    // A change another version wrote: nothing this one can compare.
    expect(checkOf('somethingNewer')).toEqual({ kind: 'none' });
  });

  it('pauses only a change that sets its operation’s wording fields', () => {
    expect(changesWording({ operation: 'updateMyMemorial', body: { title: 'New' } })).toBe(true);
    expect(changesWording({ operation: 'updateMyMemorial', body: { privacy: 'public' } })).toBe(false);
    expect(changesWording({ operation: 'saveFund', body: { title: 'New' } })).toBe(false);
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
