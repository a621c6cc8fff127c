import { describe, expect, it } from 'vitest';
import type { Contribution } from '../../../../shared/api/contributions';
import type { InboxState, NewTributes } from '../../../../shared/bridge/moderation';
import { FakeClock } from '../../../helpers/fake-clock';
import { InboxSweep } from '../../../../core/features/moderation/inbox-sweep';

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

function world(memorials: number[]) {
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
    readPending: (_account, memorialId) => {
      reads.push(`pending:${memorialId}@${clock.now()}`);
      const list = pending.get(memorialId) ?? [];
      return Promise.resolve({ status: 200, data: { data: list, links: {}, meta: { total: list.length, last_page: 1 } }, headers: new Headers() } as never);
    },
    allowancePerMinute: () => 8,
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
