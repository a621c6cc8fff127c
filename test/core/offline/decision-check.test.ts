import { beforeEach, describe, expect, it } from 'vitest';
import type { Contribution } from '../../../shared/api/contributions';
import type { Seen, TributeStatus } from '../../../shared/bridge';
import { FakeClock } from '../../helpers/fake-clock';
import { useTestState, type TestState } from '../../helpers/state-store';
import { DecisionCheck, type CheckedChange, type TributeList } from '../../../core/offline/decision-check';
import { Outbox } from '../../../core/offline/outbox';

/** A memorial's tributes on the "service": where each is now, and every page asked for. */
function fakeMemorial(places: Record<number, { status: TributeStatus; pinned?: boolean }>, fields: Record<string, unknown> = {}) {
  const asked: string[] = [];
  const LIST: Record<TributeStatus, TributeList> = { pending: 'pending', approved: 'approved', rejected: 'rejected', hidden: 'deleted' };
  return {
    places,
    fields,
    asked,
    readTributes(_account: string, memorialId: number, list: TributeList, page: number) {
      asked.push(`${memorialId}:${list}:${page}`);
      const all = Object.entries(places)
        .filter(([, p]) => LIST[p.status] === list)
        .map(([id, p]) => ({ id: Number(id), is_pinned: p.pinned ?? false }) as unknown as Contribution);
      const perPage = 2;
      return Promise.resolve({ data: all.slice((page - 1) * perPage, page * perPage), lastPage: Math.max(1, Math.ceil(all.length / perPage)) });
    },
    readMemorial() {
      asked.push('memorial');
      return Promise.resolve({ ...fields });
    },
  };
}

const READ_AT = '2026-01-01T08:59:00.000Z';
const seenTribute = (status: TributeStatus, pinned = false): Seen => ({ kind: 'tribute', status, pinned, readAt: READ_AT });
let n = 0;
function decision(operation: string, contributionId: number, seen: Seen | null, memorialId = 7, createdAt?: number): CheckedChange {
  return {
    id: `e${++n}`,
    accountId: 'a1',
    operation,
    memorialId,
    contributionId,
    body: null,
    seen,
    ...(createdAt === undefined ? {} : { createdAt: new Date(createdAt).toISOString() }),
  };
}

describe('the decision check', () => {
  it('lets a decision go when the tribute is still as the person saw it', async () => {
    const service = fakeMemorial({ 1: { status: 'pending' } });
    const check = new DecisionCheck({ clock: new FakeClock(), ...service });
    expect(await check.check(decision('rejectContribution', 1, seenTribute('pending')))).toBeNull();
    expect(service.asked).toEqual(['7:pending:1']);
  });

  it('holds back a decline of a tribute approved elsewhere, and says it is approved now', async () => {
    const service = fakeMemorial({ 1: { status: 'approved' }, 2: { status: 'pending' } });
    const clock = new FakeClock();
    const check = new DecisionCheck({ clock, ...service });
    const conflict = await check.check(decision('rejectContribution', 1, seenTribute('pending')));
    expect(conflict).toEqual({
      noticedAt: new Date(clock.now()).toISOString(),
      seen: seenTribute('pending'),
      now: { kind: 'tribute', status: 'approved', pinned: false },
    });
    // It looked where it was seen, then where it could have gone, and stopped once found.
    expect(service.asked).toEqual(['7:pending:1', '7:approved:1']);
  });

  it('notices a pin made elsewhere, and a tribute that is gone', async () => {
    const service = fakeMemorial({ 1: { status: 'approved', pinned: true } });
    const check = new DecisionCheck({ clock: new FakeClock(), ...service });
    expect((await check.check(decision('hideContribution', 1, seenTribute('approved', false))))?.now).toEqual({
      kind: 'tribute',
      status: 'approved',
      pinned: true,
    });
    expect((await check.check(decision('approveContribution', 9, seenTribute('pending'))))?.now).toEqual({ kind: 'tribute', status: 'gone', pinned: false });
  });

  it('reads a memorial once for a whole batch, and follows the batch’s own sends', async () => {
    const places: Record<number, { status: TributeStatus }> = {};
    for (let id = 1; id <= 6; id++) places[id] = { status: 'pending' };
    const service = fakeMemorial(places);
    const clock = new FakeClock();
    const check = new DecisionCheck({ clock, ...service });
    const batch = [1, 2, 3, 4, 5, 6].map((id) => decision('approveContribution', id, seenTribute('pending')));
    for (const [i, change] of batch.entries()) {
      expect(await check.check(change, batch.slice(i + 1))).toBeNull();
      service.places[change.contributionId!] = { status: 'approved' };
      check.noteDone(change);
      await clock.advance(3_000);
    }
    // Six tributes, three pages of two: one read of the Waiting list for the batch.
    expect(service.asked).toEqual(['7:pending:1', '7:pending:2', '7:pending:3']);
  });

  it('reads again once its snapshot is older than freshMs, and catches a change made meanwhile', async () => {
    const service = fakeMemorial({ 1: { status: 'pending' }, 2: { status: 'pending' } });
    const clock = new FakeClock();
    const check = new DecisionCheck({ clock, freshMs: 30_000, ...service });
    const [a, b] = [decision('approveContribution', 1, seenTribute('pending')), decision('approveContribution', 2, seenTribute('pending'))];
    expect(await check.check(a, [b])).toBeNull();
    service.places[2] = { status: 'hidden' };
    await clock.advance(31_000);
    expect((await check.check(b))?.now).toEqual({ kind: 'tribute', status: 'hidden', pinned: false });
  });

  it('reads again for a decision made after its snapshot was read, however fresh (the batch is over)', async () => {
    const service = fakeMemorial({ 1: { status: 'pending' }, 2: { status: 'pending' } });
    const clock = new FakeClock();
    const check = new DecisionCheck({ clock, freshMs: 30_000, ...service });
    const made = clock.now();
    expect(await check.check(decision('approveContribution', 1, seenTribute('pending'), 7, made))).toBeNull();
    // Another computer hides the second; the person approves it from the list they had, 5 s on.
    service.places[2] = { status: 'hidden' };
    await clock.advance(5_000);
    expect((await check.check(decision('approveContribution', 2, seenTribute('pending'), 7, clock.now())))?.now).toEqual({
      kind: 'tribute',
      status: 'hidden',
      pinned: false,
    });
  });

  it('never takes the person’s own earlier decision for another computer’s', async () => {
    // Hid it from this computer, then "Restore" from a list read before the hide.
    const service = fakeMemorial({ 1: { status: 'pending' } });
    const clock = new FakeClock(Date.parse(READ_AT) + 60_000);
    const check = new DecisionCheck({ clock, freshMs: 30_000, ...service });
    const hide = decision('hideContribution', 1, seenTribute('pending'));
    expect(await check.check(hide)).toBeNull();
    service.places[1] = { status: 'hidden' };
    check.noteDone(hide);
    await clock.advance(40_000);
    expect(await check.check(decision('restoreContribution', 1, seenTribute('pending')))).toBeNull();
    // But a change by someone else after the person's own still counts.
    service.places[1] = { status: 'rejected' };
    await clock.advance(40_000);
    expect((await check.check(decision('approveContribution', 1, seenTribute('pending'))))?.now.kind).toBe('tribute');
  });

  it('sends as before when the list is longer than it may page through', async () => {
    const places: Record<number, { status: TributeStatus }> = {};
    for (let id = 1; id <= 20; id++) places[id] = { status: 'pending' };
    const service = fakeMemorial(places);
    const check = new DecisionCheck({ clock: new FakeClock(), maxPages: 2, ...service });
    expect(await check.check(decision('approveContribution', 99, seenTribute('pending')))).toBeNull();
  });

  it('does nothing for a change without what was seen', async () => {
    const service = fakeMemorial({ 1: { status: 'approved' } });
    const check = new DecisionCheck({ clock: new FakeClock(), ...service });
    expect(await check.check(decision('rejectContribution', 1, null))).toBeNull();
    expect(service.asked).toEqual([]);
  });

  describe('a memorial’s words and settings', () => {
    const change = (body: Record<string, unknown>, fields: Record<string, unknown>): CheckedChange => ({
      id: `m${++n}`,
      accountId: 'a1',
      operation: 'updateMyMemorial',
      memorialId: 7,
      contributionId: null,
      body,
      seen: { kind: 'memorial', fields: fields, readAt: READ_AT },
    });

    it('asks before a title changed elsewhere is overwritten, naming what it is now', async () => {
      const service = fakeMemorial({}, { title: 'Forever in our hearts', obituary: 'Old words' });
      const check = new DecisionCheck({ clock: new FakeClock(), ...service });
      const conflict = await check.check(change({ title: 'Mine', description: 'New words' }, { title: 'In loving memory', description: 'Old words' }));
      expect(conflict?.now).toEqual({ kind: 'memorial', fields: { title: 'Forever in our hearts' } });
      expect(service.asked).toEqual(['memorial']);
    });

    it('lets it go when nothing changed, or it already says what the person wants, or an empty text is no text', async () => {
      const service = fakeMemorial({}, { title: 'Mine', subtitle: null, privacy: 'public' });
      const check = new DecisionCheck({ clock: new FakeClock(), ...service });
      expect(await check.check(change({ title: 'Mine', subtitle: 'x', privacy: 'private' }, { title: 'Before', subtitle: '', privacy: 'public' }))).toBeNull();
    });

    it('takes the person’s own earlier save for theirs', async () => {
      const service = fakeMemorial({}, { title: 'First save' });
      const clock = new FakeClock(Date.parse(READ_AT) + 1_000);
      const check = new DecisionCheck({ clock, ...service });
      check.noteDone(change({ title: 'First save' }, { title: 'Original' }));
      expect(await check.check(change({ title: 'Second save' }, { title: 'Original' }))).toBeNull();
    });
  });
});

describe('the outbox with the check', () => {
  const openState = useTestState();
  let home: TestState;
  beforeEach(async () => {
    home = await openState();
  });

  it('does not send a decision over a newer one: it ends refused, changed_elsewhere, with what it is now', async () => {
    const clock = new FakeClock();
    const service = fakeMemorial({ 1: { status: 'approved' }, 2: { status: 'pending' } });
    const check = new DecisionCheck({ clock, ...service });
    const sent: number[] = [];
    const outbox = new Outbox({
      state: home.state,
      clock,
      send: (entry) => {
        sent.push(entry.contributionId!);
        return Promise.resolve({ status: 200, data: {} });
      },
      verify: () => Promise.resolve('not-applied'),
      checkBeforeSend: (entry, waiting) => check.beforeSend(entry, waiting),
      onDone: (entry) => check.noteDone({ ...entry, body: null, seen: entry.seen ?? null }),
    });
    await outbox.start();
    for (const id of [1, 2]) {
      await outbox.enqueue({
        accountId: 'a1',
        operation: 'rejectContribution',
        input: { params: { contribution: id } },
        label: `Decline ${id}`,
        memorialId: 7,
        contributionId: id,
        holdMs: 6_000,
        seen: seenTribute('pending'),
      });
    }
    await clock.advance(6_000);
    await outbox.idle();
    await clock.advance(10);
    await outbox.idle();
    expect(sent).toEqual([2]);
    const [first, second] = outbox.entries();
    expect(first).toMatchObject({ state: 'refused', code: 'changed_elsewhere', attempts: 0, conflict: { now: { kind: 'tribute', status: 'approved' } } });
    expect(first!.message).toContain('already approved on another computer');
    expect(second).toMatchObject({ state: 'done' });
    // One read for the batch: the Waiting list (where both were seen), then the Approved list to say where the first went.
    expect(service.asked).toEqual(['7:pending:1', '7:approved:1']);
    await outbox.close();
  });
});
