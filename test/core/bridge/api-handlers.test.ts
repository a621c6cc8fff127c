import { describe, expect, it } from 'vitest';
import { apiHandlers, type ApiDeps } from '../../../core/bridge/api-handlers';
import type { AccountKind } from '../../../core/bridge/area';
import { READ_FRESHNESS } from '../../../core/offline/read-freshness';
import type { OutboxEntry } from '../../../shared/bridge';

/**
 * The contract's operations on the bridge, by their mode: a read answered from what the core kept
 * (reads.ts), a person's change into the outbox, a send to the service now. The reads, the outbox
 * and the call are stand-ins that write down what they are asked.
 */
function area(kind: AccountKind = 'personal') {
  const log: string[] = [];
  const enqueued: unknown[] = [];
  const deps: ApiDeps = {
    accountFor: (requested) => ({ id: requested ?? 'family', kind }),
    call: ((accountId: string, op: { name: string }, _input: unknown, run: { lane: string }) => {
      log.push(`call ${accountId} ${op.name} ${run.lane}`);
      return Promise.resolve({ status: 201, data: { id: 7 }, headers: new Headers() });
    }) as ApiDeps['call'],
    reads: {
      read: (accountId: string, name: string, _input: unknown, ask: string) => {
        log.push(`read ${accountId} ${name} ${ask}`);
        return Promise.resolve({ status: 200, data: { data: [] }, readAt: Date.UTC(2026, 0, 1, 9), inputKey: 'k' });
      },
      invalidate: (accountId, reads, memorialId) => void log.push(`old ${accountId} ${reads.join(',')} ${memorialId}`),
    },
    outbox: {
      enqueue: (args) => {
        enqueued.push(args);
        return Promise.resolve({ id: 'e1', state: 'queued' } as OutboxEntry);
      },
    },
    hearOnce: (accountId) => void log.push(`hear ${accountId}`),
  };
  return { handlers: apiHandlers(deps).handlers, log, enqueued };
}

describe('a read', () => {
  it('is answered from what the core kept when it can, asked as the screen asked, with when it was read', async () => {
    const { handlers, log } = area();
    expect(await handlers.listMyMemorials({})).toEqual({
      status: 200,
      data: { data: [] },
      readAt: '2026-01-01T09:00:00.000Z',
      inputKey: 'k',
      freshMs: READ_FRESHNESS.listMyMemorials.freshMs,
    });
    await handlers.getMyMemorial({ params: { memorial: 12 }, fresh: true });
    await handlers.getMyMemorialStatus({ params: { memorial: 12 }, follow: true });
    await handlers.listMyMemorials({ background: true, accountId: 'other' });
    expect(log).toEqual([
      'hear family',
      'read family listMyMemorials open',
      'hear family',
      'read family getMyMemorial fresh',
      'hear family',
      'read family getMyMemorialStatus follow',
      'hear other',
      'read other listMyMemorials background',
    ]);
  });

  it('for the other kind of account is refused before anything is asked', async () => {
    const { handlers, log } = area('business');
    await expect(handlers.listMyMemorials({})).rejects.toMatchObject({ kind: 'invalid', message: expect.stringMatching(/family accounts/) });
    expect(log).toEqual([]);
  });
});

describe('a person’s change', () => {
  it('goes into the outbox with what it is about, what it touches and its label (the table’s, unless the screen gave one)', async () => {
    const { handlers, enqueued, log } = area();
    expect(await handlers.approveContribution({ params: { contribution: 41 }, memorialId: 12, holdMs: 1_500 })).toEqual({
      queued: { id: 'e1', state: 'queued' },
    });
    await handlers.updateMyMemorial({ params: { memorial: 12 }, body: { subtitle: 'Loved' }, label: 'Change the subtitle' });
    expect(enqueued).toEqual([
      expect.objectContaining({
        accountId: 'family',
        operation: 'approveContribution',
        input: { params: { contribution: 41 } },
        memorialId: 12,
        contributionId: 41,
        touches: expect.arrayContaining(['listContributions']),
        holdMs: 1_500,
        label: expect.any(String),
      }),
      expect.objectContaining({
        operation: 'updateMyMemorial',
        memorialId: 12,
        label: 'Change the subtitle',
        input: { params: { memorial: 12 }, body: { subtitle: 'Loved' } },
      }),
    ]);
    expect(log).toEqual([]);
  });

  it('that could never be sent or checked is refused before it is queued', async () => {
    const { handlers, enqueued } = area();
    await expect(handlers.approveContribution({})).rejects.toMatchObject({ kind: 'invalid', message: expect.stringMatching(/which memorial or tribute/) });
    await expect(handlers.approveContribution({ params: { contribution: 41 } })).rejects.toMatchObject({
      message: expect.stringMatching(/which memorial this belongs to/),
    });
    expect(enqueued).toEqual([]);
  });
});

describe('a send', () => {
  it('goes to the service now, with the changes, and what it altered is read again at the next look', async () => {
    const { handlers, log, enqueued } = area();
    expect(await handlers.createMyMemorial({ body: { deceased_name: 'Walter Page' } })).toEqual({ status: 201, data: { id: 7 } });
    await handlers.startExport({ params: { memorial: 12 }, body: { type: 'zip' } });
    expect(log).toEqual([
      'call family createMyMemorial change',
      'old family listMyMemorials null',
      'call family startExport change',
      'old family getExport 12',
    ]);
    expect(enqueued).toEqual([]);
  });
});
