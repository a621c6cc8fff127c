import { describe, expect, it } from 'vitest';
import { SlotWindow } from '../../../core/service/slot-window';

const HOLD = 60_500;

describe('the slot window', () => {
  it('holds a request’s slot from when it is sent until a window after its answer', () => {
    const w = new SlotWindow(HOLD);
    const slot = w.take(1_000, false);
    expect(w.used(1_000)).toBe(1);
    // On the wire: held however long it takes, and no slot frees by itself.
    expect(w.used(1_000_000)).toBe(1);
    expect(w.nextFreeAt()).toBeNull();
    w.answer(slot, 5_000);
    expect(w.nextFreeAt()).toBe(5_000 + HOLD);
    expect(w.used(5_000 + HOLD - 1)).toBe(1);
    expect(w.used(5_000 + HOLD)).toBe(0);
  });

  it('forgets only what left the window when pruned, and says when the next slot frees', () => {
    const w = new SlotWindow(HOLD);
    w.answer(w.take(0, false), 100);
    w.answer(w.take(0, true), 2_000);
    w.take(3_000, true);
    expect([w.held, w.nextFreeAt()]).toEqual([3, 100 + HOLD]);
    w.prune(100 + HOLD);
    expect([w.held, w.used(100 + HOLD), w.backgroundUsed(), w.nextFreeAt()]).toEqual([2, 2, 2, 2_000 + HOLD]);
    // Counting does not prune: `held` is as of the last prune.
    expect([w.used(2_000 + HOLD), w.held]).toEqual([1, 2]);
  });

  it('gives back the slot of a request that never went out', () => {
    const w = new SlotWindow(HOLD);
    const kept = w.take(0, false);
    const taken = w.take(0, false);
    w.giveBack(taken);
    expect(w.used(0)).toBe(1);
    w.answer(kept, 10);
    expect(w.kept()).toEqual([{ sentAt: 0, answeredAt: 10 }]);
  });

  it('starts from what an earlier run kept, all of it against the whole budget', () => {
    const w = new SlotWindow(HOLD, [
      { sentAt: 0, answeredAt: 500 },
      { sentAt: 400, answeredAt: null },
    ]);
    expect([w.used(600), w.backgroundUsed(), w.nextFreeAt()]).toEqual([2, 0, 500 + HOLD]);
    expect(w.kept()).toEqual([
      { sentAt: 0, answeredAt: 500 },
      { sentAt: 400, answeredAt: null },
    ]);
  });
});
