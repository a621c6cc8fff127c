import { describe, expect, it } from 'vitest';
import { OutboxEntry } from '../../../shared/bridge';
import { publicEntry, record, StoredEntry } from '../../../core/offline/outbox-entry';

/** What the outbox keeps of each change: older entries read with defaults, and copies out, never the kept entry itself. */
const olderEntry = {
  id: 'a',
  accountId: 'family',
  operation: 'approveContribution',
  label: 'Approve Ruth’s tribute',
  memorialId: 12,
  createdAt: '2026-11-20T09:15:00.000Z',
  state: 'queued',
  attempts: 0,
  message: null,
  code: null,
  finishedAt: null,
  input: { params: { contribution: 41 } },
  retryAt: null,
  held: false,
  failures: 0,
  troubles: 0,
};

describe('an outbox entry', () => {
  it('written by a version without the later fields, reads as unknown in them, not as unreadable', () => {
    expect(StoredEntry.parse(olderEntry)).toMatchObject({
      contributionId: null,
      touches: [],
      body: null,
      holdUntil: null,
      waiting: null,
      seen: null,
      parked: false,
    });
    expect(StoredEntry.safeParse({ ...olderEntry, input: { params: { contribution: 41 }, token: 'mdp_x' } }).success).toBe(false);
  });

  it('is shown to the renderer as a copy with nothing of the change’s inputs, and handed to send and verify as a copy with them', () => {
    const kept = StoredEntry.parse({
      ...olderEntry,
      body: { reason: 'Written twice.' },
      input: { params: { contribution: 41 }, body: { reason: 'Written twice.' } },
    });
    const shown = publicEntry(kept);
    expect(OutboxEntry.parse(shown)).toEqual(shown);
    expect(shown).not.toHaveProperty('input');
    expect(shown).not.toHaveProperty('retryAt');
    shown.body!.reason = 'changed by a screen';
    shown.touches.push('listContributions');
    const sent = record(kept);
    expect(sent.input).toEqual({ params: { contribution: 41 }, body: { reason: 'Written twice.' } });
    sent.input.body!.reason = 'changed by a sender';
    expect(kept.body).toEqual({ reason: 'Written twice.' });
    expect(kept.input.body).toEqual({ reason: 'Written twice.' });
    expect(kept.touches).toEqual([]);
  });
});
