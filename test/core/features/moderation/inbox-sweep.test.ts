import { describe, expect, it } from 'vitest';
import type { Contribution } from '../../../../shared/api/contributions';
import type { InboxState, NewTributes } from '../../../../shared/bridge/moderation';
import { FakeClock } from '../../../helpers/fake-clock';
import { InboxSweep, personChangesReady } from '../../../../core/features/moderation/inbox-sweep';

/** The inbox sweep's plan and what it calls new, with a fake clock and a scripted service. */
function tribute(id: number, createdAt: string): Contribution {
  return {
    id,
    type: 'message',
    title: null,
    body: `Tribute ${id}`,
    author: { name: 'A friend', email: null, is_guest: true },
    status: 'pending',
    is_approved: false,
    is_private: false,
    is_pinned: false,
    is_hidden: false,
    moderation: { status: 'passed', reason: null },
    can_approve: true,
    created_at: createdAt,
  };
}

function world(memorials: number[], options: { allowance?: number; busy?: () => boolean; unreachable?: Set<number> } = {}) {
  const pending = new Map<number, Contribution[]>(memorials.map((id) => [id, []]));
  const reads: string[] = [];
  const found: NewTributes[] = [];
  const states: InboxState[] = [];
  const clock = new FakeClock();
  const sweep = new InboxSweep({
    clock,
    accounts: () => ['family'],
    readMemorials: () => {
      reads.push(`memorials@${clock.now()}`);
      const data = memorials.map((id) => ({ id, deceased_name: `Memorial ${id}`, is_deleted: false }));
      return Promise.resolve({ status: 200, data: { data, links: {}, meta: { total: data.length } }, headers: new Headers() } as never);
    },
    readPending: (_account, memorialId, watched, asked) => {
      reads.push(`${asked ? 'asked' : watched ? 'watched' : 'pending'}:${memorialId}@${clock.now()}`);
      if (options.unreachable?.has(memorialId)) return Promise.reject(new Error('The memorial service cannot be reached.'));
      const list = pending.get(memorialId) ?? [];
      return Promise.resolve({ status: 200, data: { data: list, links: {}, meta: { total: list.length, last_page: 1 } }, headers: new Headers() } as never);
    },
    allowancePerMinute: () => options.allowance ?? 8,
    ...(options.busy ? { personBusy: options.busy } : {}),
    onChange: (state) => states.push(state),
    onNew: (news) => found.push(news),
  });
  return { sweep, clock, pending, reads, found, states };
}

describe('the inbox sweep', () => {
  it('looks at every memorial at once at the start, then at the pace planned from the allowance', async () => {
    const { sweep, clock, reads } = world([1, 2, 3]);
    const start = clock.now();
    sweep.sync();
    await clock.advance(0);
    expect(reads).toEqual([`memorials@${start}`, `pending:1@${start}`, `pending:2@${start}`, `pending:3@${start}`]);
    await clock.advance(60_000);
    const later = reads.slice(4).filter((r) => r.startsWith('pending:'));
    // Three memorials at eight a minute: a look every 7.5 s, each memorial every 22.5 s.
    expect(later.length).toBe(8);
    const atOne = reads.filter((r) => r.startsWith('pending:1@')).map((r) => Number(r.split('@')[1]));
    expect(atOne[2]! - atOne[1]!).toBe(22_500);
    sweep.close();
  });

  it('never looks at one memorial more often than every 15 seconds, however few there are', async () => {
    const { sweep, clock, reads } = world([1]);
    sweep.sync();
    await clock.advance(60_000);
    // The first look at once, then every 15 s.
    expect(reads.filter((r) => r.startsWith('pending:')).length).toBe(5);
    sweep.close();
  });

  it('calls tributes new only when written since the last look: not at the first look, not a restored one', async () => {
    const { sweep, clock, pending, found, states } = world([1]);
    pending.set(1, [tribute(10, '2026-01-01T08:00:00.000Z')]);
    sweep.sync();
    await clock.advance(16_000);
    expect(found).toEqual([]);
    expect(states.at(-1)?.accounts[0]?.memorials[0]).toMatchObject({ memorialId: 1, pending: 1 });

    pending.set(1, [tribute(11, '2026-01-01T08:30:00.000Z'), tribute(10, '2026-01-01T08:00:00.000Z')]);
    await clock.advance(15_000);
    expect(found).toEqual([{ accountId: 'family', memorialId: 1, memorialName: 'Memorial 1', count: 1, pending: 2 }]);

    // Approved (gone), then a tribute restored from long ago comes back: not new.
    pending.set(1, []);
    await clock.advance(15_000);
    pending.set(1, [tribute(5, '2025-12-01T08:00:00.000Z')]);
    await clock.advance(15_000);
    expect(found).toHaveLength(1);
    expect(states.at(-1)?.accounts[0]?.completeAt).not.toBeNull();
    sweep.close();
  });

  it('stops for an account that signs out', async () => {
    const { sweep, clock, reads } = world([1]);
    sweep.sync();
    await clock.advance(20_000);
    const before = reads.length;
    (sweep as unknown as { options: { accounts: () => string[] } }).options.accounts = () => [];
    sweep.sync();
    await clock.advance(120_000);
    expect(reads.length).toBe(before);
    expect(sweep.state()).toEqual({ accounts: [] });
  });
});

/** The times of one kind of look at one memorial, from the start (ms). */
function times(reads: string[], what: string, start: number): number[] {
  return reads.filter((r) => r.startsWith(`${what}@`)).map((r) => Number(r.split('@')[1]) - start);
}

describe('the queue on the person’s screen (issue 28)', () => {
  it('is looked at every 15 s, ahead of the rest; the others share what is left of the background share', async () => {
    // A family's sweep: five a minute, six while a queue is watched (the background share).
    const { sweep, clock, reads } = world([1, 2, 3], { allowance: 5 });
    const start = clock.now();
    sweep.sync();
    await clock.advance(60_000);
    sweep.watch('family', 2);
    reads.length = 0;
    const from = clock.now();
    await clock.advance(120_000);
    // Within 15 s of its last look (at once, unless it was looked at a moment ago), then every
    // 15 s, as a read of what is on screen.
    const watched = times(reads, 'watched:2', from);
    expect(watched[0]).toBeLessThanOrEqual(15_000);
    expect(watched.slice(1).map((at, i) => at - watched[i]!)).toEqual(Array(watched.length - 1).fill(15_000));
    expect(watched.length).toBeGreaterThanOrEqual(8);
    expect(times(reads, 'pending:2', from)).toEqual([]);
    // The other two: what is left (six less four a minute), one look every 30 s between them.
    const others = reads.filter((r) => /^(pending:[13]|memorials)@/.test(r));
    expect(others.length).toBeGreaterThanOrEqual(4);
    expect(others.length).toBeLessThanOrEqual(5);
    expect(start).toBeLessThan(from);
    sweep.close();
  });

  it('keeps looking at the queue on screen while the person’s changes go; the rest steps aside', async () => {
    let busy = false;
    const { sweep, clock, reads } = world([1, 2], { allowance: 5, busy: () => busy });
    sweep.sync();
    await clock.advance(30_000);
    sweep.watch('family', 1);
    busy = true;
    reads.length = 0;
    const from = clock.now();
    await clock.advance(60_000);
    expect(times(reads, 'watched:1', from)).toEqual([0, 15_000, 30_000, 45_000, 60_000]);
    expect(reads.filter((r) => r.startsWith('pending:'))).toEqual([]);
    sweep.close();
  });

  it('with the combined inbox on screen, every memorial is what the person looks at; with nothing watched, the usual pace again', async () => {
    const { sweep, clock, reads } = world([1, 2], { allowance: 5 });
    sweep.sync();
    await clock.advance(30_000);
    sweep.watch('family', 'all');
    reads.length = 0;
    await clock.advance(59_999);
    expect(reads.filter((r) => r.startsWith('pending:'))).toEqual([]);
    // Six a minute over two memorials, none more often than every 15 s: a look every 10 s.
    expect(reads.filter((r) => r.startsWith('watched:')).length).toBe(6);

    await clock.advance(1);
    sweep.watch('family', null);
    reads.length = 0;
    await clock.advance(59_999);
    expect(reads.filter((r) => r.startsWith('watched:'))).toEqual([]);
    // Five a minute over two memorials, none more often than every 15 s: a look every 12 s.
    expect(reads.filter((r) => r.startsWith('pending:')).length).toBe(5);
    sweep.close();
  });
});

describe('the person’s own Check now on the combined inbox', () => {
  it('asks every memorial at once, as the person, and the lists follow the answers', async () => {
    const { sweep, clock, pending, reads, states } = world([1, 2, 3]);
    sweep.sync();
    await clock.advance(0);
    pending.set(2, [tribute(20, '2026-01-01T09:00:00.000Z')]);
    const asked = clock.now();
    reads.length = 0;
    expect(await sweep.checkNow('family')).toBe(true);
    expect(reads).toEqual([`asked:1@${asked}`, `asked:2@${asked}`, `asked:3@${asked}`]);
    expect(states.at(-1)!.accounts[0]!.memorials.find((m) => m.memorialId === 2)!.pending).toBe(1);
    sweep.close();
  });

  it('says when a memorial did not answer, and never rejects; an account it does not follow is not checked', async () => {
    const { sweep, clock } = world([1, 2], { unreachable: new Set([2]) });
    sweep.sync();
    await clock.advance(0);
    expect(await sweep.checkNow('family')).toBe(false);
    expect(await sweep.checkNow('someone else')).toBe(false);
    sweep.close();
  });
});

describe('the person’s changes that keep the sweep aside', () => {
  const entry = (state: string, holdUntil: string | null, waiting: { reason: string } | null = null) => ({ accountId: 'family', state, holdUntil, waiting });
  const now = Date.UTC(2026, 0, 1, 9, 0, 0);
  it('are those ready to go or going, not those held for Undo, parked for the wording pause, or ended', () => {
    const later = new Date(now + 3_000).toISOString();
    const earlier = new Date(now - 3_000).toISOString();
    expect(personChangesReady([entry('queued', later)], 'family', now)).toBe(false);
    expect(personChangesReady([entry('queued', earlier)], 'family', now)).toBe(true);
    expect(personChangesReady([entry('queued', null, { reason: 'wording' })], 'family', now)).toBe(false);
    expect(personChangesReady([entry('sending', null)], 'family', now)).toBe(true);
    expect(personChangesReady([entry('done', null), entry('refused', null)], 'family', now)).toBe(false);
    expect(personChangesReady([entry('queued', null)], 'someone else', now)).toBe(false);
  });
});
