import { describe, expect, it, vi } from 'vitest';
import type { Contribution } from '../../../../shared/api/contributions';
import type { BridgeEventName } from '../../../../shared/bridge';
import { moderationHandlers } from '../../../../core/features/moderation/handlers';
import type { Reads } from '../../../../core/offline/reads';
import { FakeClock } from '../../../helpers/fake-clock';
import { newTributesNote } from '../../../../core/features/moderation/notify-words';
import { CoreIntl } from '../../../../core/i18n/core-intl';
import { intlIn } from '../../../helpers/intl';

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

function area(options: { notifications: boolean; canNotify?: boolean; system?: string[] }) {
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
    words: new CoreIntl({ choice: () => 'system', systemLanguages: () => options.system ?? ['en-US'], regional: () => null }),
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
    // Told in the app's language once its catalog is at hand.
    await vi.waitFor(() => expect(notes).toHaveLength(1));
    expect(notes).toEqual([
      {
        title: 'A new tribute on \u2068Memorial 1\u2069’s memorial',
        body: '2 tributes wait for your approval.',
        place: '/memorials/1/tributes?status=pending',
      },
    ]);
    expect(badges.at(-1)).toBe(4);
    await made.close();
  });

  it('on an Arabic system, says it in Arabic with the Latin name isolated in it', async () => {
    const { made, clock, pending, notes } = area({ notifications: true, system: ['ar-AE', 'en-US'] });
    await clock.advance(0);
    pending.set(1, [tribute(11, '2026-01-01T09:00:05.000Z'), ...pending.get(1)!]);
    await clock.advance(16_000);
    await vi.waitFor(() => expect(notes).toHaveLength(1));
    expect(notes[0]!.title).toBe('رسالة تأبين جديدة على صفحة ذكرى \u2068Memorial 1\u2069');
    expect(notes[0]!.body).toBe('رسالتا تأبين بانتظار موافقتكم.');
    await made.close();
  });

  it('words several and one, and a memorial with no name yet, in English and Spanish', async () => {
    const english = await intlIn();
    expect(newTributesNote(english, { memorialName: 'Margaret O’Brien', count: 3, pending: 1 })).toEqual({
      title: '3 new tributes on \u2068Margaret O’Brien\u2069’s memorial',
      body: '1 tribute waits for your approval.',
    });
    expect(newTributesNote(english, { memorialName: null, count: 1, pending: 4 }).title).toBe('A new tribute on a memorial');
    const spanish = await intlIn('es');
    expect(newTributesNote(spanish, { memorialName: 'Margaret O’Brien', count: 3, pending: 3 })).toEqual({
      title: '3 homenajes nuevos en el memorial de \u2068Margaret O’Brien\u2069',
      body: '3 homenajes esperan su aprobación.',
    });
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
