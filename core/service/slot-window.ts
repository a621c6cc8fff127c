/**
 * The request budget's window: what this token sent when, what still counts, and when the next
 * slot frees. Pure: no clock, no timers, no disk; the time is given to each question.
 *
 * The service counts a request when it arrives and forgets it a minute later. The arrival lies
 * somewhere between our sending it and our hearing the answer, so a request holds its slot from
 * the moment it is sent until `holdMs` (the minute, plus a margin) after its answer: however long
 * the network takes, the service then never counts more than this window does. A request still on
 * the wire holds its slot until it is answered.
 */

/** One request's place in the window. */
export interface WindowSlot {
  readonly sentAt: number;
  /** Null while the request is on the wire. */
  answeredAt: number | null;
  /** Held by the app's own work (the scheduler's background share counts these). */
  readonly background: boolean;
}

/** A slot as the request budget keeps it (request-budget.ts): whose it was is not kept. */
export interface KeptSlot {
  sentAt: number;
  answeredAt: number | null;
}

export class SlotWindow {
  private slots: WindowSlot[];

  /**
   * `kept`: what an earlier run left (request-budget.ts). Whose each was is not kept: after a
   * restart they count against the whole budget, not the background's share.
   */
  constructor(
    readonly holdMs: number,
    kept: readonly KeptSlot[] = [],
  ) {
    this.slots = kept.map((slot) => ({ sentAt: slot.sentAt, answeredAt: slot.answeredAt, background: false }));
  }

  /** Forgets the slots whose answer has left the window by `now`. */
  prune(now: number): void {
    this.slots = this.slots.filter((slot) => this.counts(slot, now));
  }

  /** Slots held since the last prune: in flight, or answered within the window then. */
  get held(): number {
    return this.slots.length;
  }

  /** Slots that count at `now`: in flight, or answered within the window. */
  used(now: number): number {
    let n = 0;
    for (const slot of this.slots) if (this.counts(slot, now)) n++;
    return n;
  }

  /** Slots held by background work (since the last prune). */
  backgroundUsed(): number {
    let n = 0;
    for (const slot of this.slots) if (slot.background) n++;
    return n;
  }

  /** A request goes out now: it holds a slot until a window after its answer. */
  take(now: number, background: boolean): WindowSlot {
    const slot: WindowSlot = { sentAt: now, answeredAt: null, background };
    this.slots.push(slot);
    return slot;
  }

  /** The request's answer came (or it failed) at `now`: the slot frees a window later. */
  answer(slot: WindowSlot, now: number): void {
    slot.answeredAt = now;
  }

  /** Nothing went out after all: the slot was never spent. */
  giveBack(slot: WindowSlot): void {
    this.slots = this.slots.filter((s) => s !== slot);
  }

  /** When the next answered slot leaves the window (slots still in flight free up when they answer); null when none will by itself. */
  nextFreeAt(): number | null {
    let earliest: number | null = null;
    for (const slot of this.slots) {
      if (slot.answeredAt === null) continue;
      const at = slot.answeredAt + this.holdMs;
      if (earliest === null || at < earliest) earliest = at;
    }
    return earliest;
  }

  /** The slots as the request budget keeps them. */
  kept(): KeptSlot[] {
    return this.slots.map(({ sentAt, answeredAt }) => ({ sentAt, answeredAt }));
  }

  private counts(slot: WindowSlot, now: number): boolean {
    return slot.answeredAt === null || slot.answeredAt + this.holdMs > now;
  }
}
