import { beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../helpers/fake-clock';
import { useTestState, type TestState } from '../../helpers/state-store';
import { Outbox, type HeldBack, type OutboxRecord } from '../../../core/offline/outbox';

/**
 * Undo at every moment of a change's hold (issue 28): while the change is still being written,
 * while it is held, after its hold while it is checked against the service or waits its turn; and
 * the change's id as the screen chose it when the person acted, so Undo can name it at once.
 */
const testState = useTestState();
let home: TestState;
beforeEach(async () => {
  home = await testState();
});

const SCREEN_ID = '6f1c2b7e-3d4a-4e5f-9a8b-0c1d2e3f4a5b';

const approve = (contribution: number) => ({
  accountId: 'family',
  operation: 'approveContribution',
  input: { params: { contribution } },
  label: `Approve tribute ${contribution}`,
  memorialId: 7,
  contributionId: contribution,
  touches: ['listContributions'],
});

/** A service that records what reached it; `gate` holds each send before it goes on the wire, until opened. */
function service() {
  const sent: number[] = [];
  let open: () => void = () => undefined;
  let gate: Promise<void> | null = null;
  return {
    sent,
    holdTheWire() {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    openTheWire: () => open(),
    send: async (entry: OutboxRecord, onWire: () => Promise<void>) => {
      if (gate) await gate;
      await onWire();
      sent.push(Number(entry.input.params?.contribution));
      return { status: 200, data: {} };
    },
    verify: () => Promise.resolve('not-applied' as const),
  };
}

describe('Undo against the outbox', () => {
  it('keeps the id the screen chose, and the same id again is the same change, sent once', async () => {
    const clock = new FakeClock();
    const fake = service();
    const outbox = new Outbox({ state: home.state, clock, send: fake.send, verify: fake.verify });
    await outbox.start();
    const first = await outbox.enqueue({ ...approve(1), id: SCREEN_ID, holdMs: 5_000 });
    const again = await outbox.enqueue({ ...approve(1), id: SCREEN_ID, holdMs: 5_000 });
    expect(first.id).toBe(SCREEN_ID);
    expect(again).toEqual(first);
    expect(outbox.entries()).toHaveLength(1);
    expect(home.committed<{ id: string }>('SELECT id FROM outbox ORDER BY seq').map((e) => e.id)).toEqual([SCREEN_ID]);
    await clock.advance(5_000);
    await outbox.idle();
    expect(fake.sent).toEqual([1]);
    await outbox.close();
  });

  it('Undo while the change is still being written: it is never sent', async () => {
    const clock = new FakeClock();
    const fake = service();
    const outbox = new Outbox({ state: home.state, clock, send: fake.send, verify: fake.verify });
    await outbox.start();
    const writing = outbox.enqueue({ ...approve(2), id: SCREEN_ID, holdMs: 5_000 });
    // Asked for in the same tick, before the write is on disk.
    const undone = outbox.cancel(SCREEN_ID);
    await writing;
    expect(await undone).toBe(true);
    await clock.advance(60_000);
    await outbox.idle();
    expect(fake.sent).toEqual([]);
    expect(outbox.entries()).toEqual([]);
    await outbox.close();
  });

  it('Undo after the hold, while the check before sending reads or the change waits its turn: it is never sent', async () => {
    const clock = new FakeClock();
    const fake = service();
    let release: (value: HeldBack | null) => void = () => undefined;
    const checking = new Promise<HeldBack | null>((resolve) => (release = resolve));
    const outbox = new Outbox({
      state: home.state,
      clock,
      send: fake.send,
      verify: fake.verify,
      checkBeforeSend: () => checking,
    });
    await outbox.start();
    const seen = { kind: 'tribute' as const, status: 'pending' as const, pinned: false, readAt: new Date(clock.now()).toISOString() };
    // The first is checked (the check reads, slowly) when Undo comes.
    const checked = await outbox.enqueue({ ...approve(3), holdMs: 1_000, seen });
    await clock.advance(1_000);
    expect(await outbox.cancel(checked.id)).toBe(true);
    release(null);
    await outbox.idle();
    expect(fake.sent).toEqual([]);

    // The second waits its turn (the account's limit) when Undo comes.
    fake.holdTheWire();
    const waiting = await outbox.enqueue({ ...approve(4), holdMs: 1_000 });
    await clock.advance(1_000);
    expect(await outbox.cancel(waiting.id)).toBe(true);
    fake.openTheWire();
    await outbox.idle();
    expect(fake.sent).toEqual([]);
    expect(outbox.entries()).toEqual([]);
    await outbox.close();
  });
});
