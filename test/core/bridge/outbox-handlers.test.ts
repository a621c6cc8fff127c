import { describe, expect, it } from 'vitest';
import { outboxHandlers } from '../../../core/bridge/outbox-handlers';
import type { OutboxEntry } from '../../../shared/bridge';

/** The person's changes on the bridge: the list, Undo while a change is still held, forgetting one seen. */
function area(canTakeBack: boolean) {
  let entries = [
    { id: 'a', state: 'queued' },
    { id: 'b', state: 'refused' },
  ] as OutboxEntry[];
  const asked: string[] = [];
  const { handlers } = outboxHandlers({
    outbox: {
      entries: () => entries,
      cancel: (id) => {
        asked.push(`cancel ${id}`);
        if (canTakeBack) entries = entries.filter((e) => e.id !== id);
        return Promise.resolve(canTakeBack);
      },
      dismiss: (id) => {
        asked.push(`dismiss ${id}`);
        entries = entries.filter((e) => e.id !== id);
        return Promise.resolve(true);
      },
    },
  });
  return { handlers, asked };
}

describe('the outbox on the bridge', () => {
  it('lists the changes, takes one back while it is held, and forgets one seen, answering with the list as it is after', async () => {
    const { handlers, asked } = area(true);
    expect((await handlers['outbox.list']({})).entries.map((e) => e.id)).toEqual(['a', 'b']);
    expect((await handlers['outbox.cancel']({ id: 'a' })).entries.map((e) => e.id)).toEqual(['b']);
    expect((await handlers['outbox.dismiss']({ id: 'b' })).entries).toEqual([]);
    expect(asked).toEqual(['cancel a', 'dismiss b']);
  });

  it('says plainly when a change has already gone and can no longer be taken back', async () => {
    const { handlers } = area(false);
    await expect(handlers['outbox.cancel']({ id: 'a' })).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringMatching(/already gone to the memorial service/),
    });
  });
});
