import { describe, expect, it } from 'vitest';
import type { Contribution } from '../../../../shared/api/contributions';
import type { BridgeEventName } from '../../../../shared/bridge';
import { moderationHandlers } from '../../../../core/features/moderation/handlers';
import type { Reads } from '../../../../core/offline/reads';
import { FakeClock } from '../../../helpers/fake-clock';

/**
 * The combined inbox's area: what the inbox sweep finds is told to the screens (`inbox`,
 * `newTributes`), to the app's icon as the count of tributes waiting, and to the person as a
 * notification only when they asked for those. The sweep itself: inbox-sweep.test.ts.
 */
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

function area(options: { notifications: boolean; canNotify?: boolean }) {
  const clock = new FakeClock(Date.parse('2026-01-01T09:00:00.000Z'));
  const pending = new Map<number, Contribution[]>([
    [1, [tribute(10, '2026-01-01T08:00:00.000Z')]],
    [2, [tribute(20, '2026-01-01T08:10:00.000Z'), tribute(21, '2026-01-01T08:20:00.000Z')]],
  ]);
  const asked: string[] = [];
  const reads = {
    read: (_accountId: string, name: string, input: { params?: { memorial?: number } }, ask: string) => {
      asked.push(`${name} ${ask}`);
      if (name === 'listMyMemorials') {
        const data = [1, 2].map((id) => ({ id, deceased_name: `Memorial ${id}`, is_deleted: false }));
        return Promise.resolve({ status: 200, data: { data, links: {}, meta: { total: data.length } } });
      }
      const list = pending.get(input.params!.memorial!) ?? [];
      return Promise.resolve({ status: 200, data: { data: list, links: {}, meta: { total: list.length, last_page: 1 } } });
    },
  } as unknown as Pick<Reads, 'read'>;
  const emitted: BridgeEventName[] = [];
  const badges: number[] = [];
  const notes: { title: string; body: string; place: string }[] = [];
  const made = moderationHandlers({
    clock,
    emit: (event) => void emitted.push(event),
    reads,
    signedInFamilies: () => ['family'],
    outbox: { entries: () => [] },
    notifications: () => options.notifications,
    host: {
      setBadge: (count) => void badges.push(count),
      ...(options.canNotify === false ? {} : { notify: (note: { title: string; body: string; place: string }) => void notes.push(note) }),
    },
  });
  return { made, clock, pending, asked, emitted, badges, notes };
}

describe('the combined inbox', () => {
  it('reads in the sweep’s own way, and counts every tribute waiting on the app’s icon', async () => {
    const { made, clock, asked, emitted, badges } = area({ notifications: true });
    await clock.advance(0);
    expect(asked).toEqual(['listMyMemorials sweep', 'listContributions sweep', 'listContributions sweep']);
    expect(emitted).toContain('inbox');
    expect(badges.at(-1)).toBe(3);
    expect((await made.handlers['inbox.get']({})).accounts[0]?.memorials.map((m) => [m.memorialId, m.pending])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    await made.close();
  });

  it('tells the screens of a new tribute, and the person too, with the place of the memorial’s waiting tributes', async () => {
    const { made, clock, pending, emitted, notes, badges } = area({ notifications: true });
    await clock.advance(0);
    pending.set(1, [tribute(11, '2026-01-01T09:00:05.000Z'), ...pending.get(1)!]);
    await clock.advance(16_000);
    expect(emitted).toContain('newTributes');
    expect(notes).toEqual([expect.objectContaining({ place: '/memorials/1/tributes?status=pending' })]);
    expect(badges.at(-1)).toBe(4);
    await made.close();
  });

  it('sends no notification when the person turned them off, or where the home has none, and stops when closed', async () => {
    for (const options of [{ notifications: false }, { notifications: true, canNotify: false }]) {
      const { made, clock, pending, emitted, notes, asked } = area(options);
      await clock.advance(0);
      pending.set(1, [tribute(11, '2026-01-01T09:00:05.000Z'), ...pending.get(1)!]);
      await clock.advance(16_000);
      expect(emitted).toContain('newTributes');
      expect(notes).toEqual([]);
      await made.close();
      const before = asked.length;
      await clock.advance(120_000);
      expect(asked).toHaveLength(before);
    }
  });
});
