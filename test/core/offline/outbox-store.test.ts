import { copyFileSync, cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemorySecretStore } from '../../../core/accounts/secrets';
import { realClock, type Clock } from '../../../core/clock';
import { Outbox, type OutboxRecord } from '../../../core/offline/outbox';
import { NOT_CHECKED_BY_THIS_VERSION, NOT_SENT_BY_THIS_VERSION, OldOutboxFile } from '../../../core/offline/outbox-store';
import type { SqlValue } from '../../../core/ports';
import type { Store, StoreTx } from '../../../core/store/store';
import { startSandbox, type RunningSandbox } from '../../../sandbox/server';
import type { OutboxEntry } from '../../../shared/bridge';
import { api, buildWorld, FIXTURE_SERVICE, FIXTURE_WORDING, GONE_TRIBUTE } from '../../fixtures/old-data-folder/world';
import { useCores } from '../../helpers/core';
import { FakeClock } from '../../helpers/fake-clock';
import { control } from '../../helpers/sandbox-control';
import { useTestState, type TestState } from '../../helpers/state-store';
import { FaultProxy } from '../../support/fault-proxy';

/** The data folder the version before the Store left (made by its own code: see make.ts there). */
const OLD_FOLDER = join(import.meta.dirname, '../../fixtures/old-data-folder');
const OLD_OUTBOX = join(OLD_FOLDER, 'outbox.json');
const OLD_ENTRIES = OldOutboxFile.parse(JSON.parse(readFileSync(OLD_OUTBOX, 'utf8'))).entries;
/** After the old folder was made: its wording pause is long over. */
const AFTER = Date.parse(OLD_ENTRIES.at(-1)!.createdAt) + 24 * 60 * 60_000;

const openState = useTestState();
let home: TestState;
beforeEach(async () => {
  home = await openState();
});

/** A service that never answers: what start() leaves is what is looked at. */
const silent = {
  send: () => new Promise<never>(() => undefined),
  verify: () => new Promise<never>(() => undefined),
};

function outbox(clock = new FakeClock(AFTER), state: Store = home.state, more: Partial<ConstructorParameters<typeof Outbox>[0]> = {}) {
  return new Outbox({ state, files: home.files, clock, ...silent, ...more });
}

const rows = () => home.committed<{ id: string; seq: number; record: string }>('SELECT id, seq, record FROM outbox ORDER BY seq');
const namesIn = (folder: string) => readdirSync(folder).sort();

describe('an older version’s outbox.json', () => {
  it('is carried into the table once, in its order, and renamed aside, never deleted', async () => {
    copyFileSync(OLD_OUTBOX, join(home.folder, 'outbox.json'));
    const box = outbox();
    await box.start();
    expect(box.entries().map((e) => [e.id, e.operation, e.state])).toEqual([
      [OLD_ENTRIES[0]!.id, 'updateMyMemorial', 'done'],
      [OLD_ENTRIES[1]!.id, 'pinContribution', 'refused'],
      [OLD_ENTRIES[2]!.id, 'updateMyMemorial', 'queued'],
      // Its answer was lost while it was on the wire: checked before anything is sent again.
      [OLD_ENTRIES[3]!.id, 'approveContribution', 'checking'],
      [OLD_ENTRIES[4]!.id, 'approveContribution', 'queued'],
      [OLD_ENTRIES[5]!.id, 'rejectContribution', 'queued'],
    ]);
    expect(rows().map((r) => r.id)).toEqual(OLD_ENTRIES.map((e) => e.id));
    expect(rows().map((r) => JSON.parse(r.record).input)).toEqual(OLD_ENTRIES.map((e) => e.input));
    const names = namesIn(home.folder);
    expect(names).not.toContain('outbox.json');
    expect(names.filter((n) => n.startsWith('outbox.json.imported-'))).toHaveLength(1);
    expect(readFileSync(join(home.folder, names.find((n) => n.startsWith('outbox.json.imported-'))!), 'utf8')).toBe(readFileSync(OLD_OUTBOX, 'utf8'));
    expect(home.committed('SELECT name FROM imported_files')).toEqual([{ name: 'outbox.json' }]);
    await box.close();
  });

  it('is never carried twice: the next start finds the rows, even when the file is back (a crash before its rename)', async () => {
    copyFileSync(OLD_OUTBOX, join(home.folder, 'outbox.json'));
    const clock = new FakeClock(AFTER);
    const first = outbox(clock);
    await first.start();
    await first.close();
    await home.reopen();
    await clock.advance(1_000);
    copyFileSync(OLD_OUTBOX, join(home.folder, 'outbox.json'));
    const second = outbox(clock);
    await second.start();
    expect(second.entries().map((e) => e.id)).toEqual(OLD_ENTRIES.map((e) => e.id));
    expect(rows()).toHaveLength(OLD_ENTRIES.length);
    expect(namesIn(home.folder).filter((n) => n.startsWith('outbox.json'))).toEqual([
      expect.stringMatching(/^outbox\.json\.imported-/),
      expect.stringMatching(/^outbox\.json\.imported-/),
    ]);
    await second.close();
  });

  it('goes after the changes already in the table', async () => {
    const clock = new FakeClock(AFTER);
    const first = outbox(clock, home.state, { send: () => Promise.reject(new Error('not now')) });
    await first.start();
    const mine = await first.enqueue({
      accountId: OLD_ENTRIES[0]!.accountId,
      operation: 'approveContribution',
      input: { params: { contribution: 4 } },
      label: 'Mine',
    });
    await first.close();
    copyFileSync(OLD_OUTBOX, join(home.folder, 'outbox.json'));
    const second = outbox(clock);
    await second.start();
    expect(second.entries().map((e) => e.id)).toEqual([mine.id, ...OLD_ENTRIES.map((e) => e.id)]);
    await second.close();
  });

  it('that cannot be read is set aside for a person to look at, and the outbox starts with what the table holds', async () => {
    const clock = new FakeClock(AFTER);
    for (const content of ['{"version": 1, "entries": [ {"id": tru', '{"version": 2, "entries": []}']) {
      writeFileSync(join(home.folder, 'outbox.json'), content);
      const box = outbox(clock);
      await box.start();
      expect(box.entries()).toEqual([]);
      await box.close();
      await clock.advance(1_000);
    }
    const aside = namesIn(home.folder).filter((n) => n.startsWith('outbox.json'));
    expect(aside).toEqual([expect.stringMatching(/^outbox\.json\.unreadable-/), expect.stringMatching(/^outbox\.json\.unreadable-/)]);
    expect(home.committed('SELECT name FROM imported_files')).toEqual([]);
  });

  it('with a half-written list beside it from that version’s last write: the list is carried, the half-written one removed', async () => {
    copyFileSync(OLD_OUTBOX, join(home.folder, 'outbox.json'));
    writeFileSync(join(home.folder, 'outbox.json.tmp'), '{"version": 1, "entr');
    const box = outbox();
    await box.start();
    expect(box.entries()).toHaveLength(OLD_ENTRIES.length);
    expect(namesIn(home.folder).filter((n) => n.startsWith('outbox.json'))).toEqual([expect.stringMatching(/^outbox\.json\.imported-/)]);
    await box.close();
  });
});

describe('the rows', () => {
  /** The Store, with every statement its transactions run noted as "VERB id". */
  function spied(store: Store) {
    const statements: string[] = [];
    let failing = false;
    const noted = (tx: StoreTx): StoreTx => ({
      query: (sql, params) => tx.query(sql, params),
      get: (sql, params) => tx.get(sql, params),
      run: (sql: string, params: readonly SqlValue[] = []) => {
        const verb = sql.trim().split(/\s+/)[0]!;
        statements.push(`${verb} ${String(verb === 'UPDATE' ? params[1] : params[0])}`);
        return tx.run(sql, params);
      },
    });
    const spy: Store = {
      name: store.name,
      version: store.version,
      query: (sql, params) => store.query(sql, params),
      get: (sql, params) => store.get(sql, params),
      run: (sql, params) => store.run(sql, params),
      transaction: (work) => (failing ? Promise.reject(new Error('disk full')) : store.transaction((tx) => work(noted(tx)))),
      setAside: (reason) => store.setAside(reason),
      eraseDeleted: () => store.eraseDeleted(),
      close: () => store.close(),
    };
    return { spy, statements, fail: (on: boolean) => (failing = on) };
  }

  const approve = (contribution: number, holdMs?: number) => ({
    accountId: 'family',
    operation: 'approveContribution',
    input: { params: { contribution } },
    label: `Approve ${contribution}`,
    ...(holdMs ? { holdMs } : {}),
  });

  it('are written one change at a time: a new change is an insert, its progress an update of its row alone, a change taken back a delete', async () => {
    const clock = new FakeClock();
    const { spy, statements } = spied(home.state);
    const box = outbox(clock, spy, {
      send: async (_r: OutboxRecord, onWire: () => Promise<void>) => {
        await onWire();
        return { status: 200, data: {} };
      },
    });
    await box.start();
    const [one, two, three] = [await box.enqueue(approve(1, 5_000)), await box.enqueue(approve(2, 5_000)), await box.enqueue(approve(3, 5_000))];
    expect(statements.splice(0)).toEqual([`INSERT ${one.id}`, `INSERT ${two.id}`, `INSERT ${three.id}`]);
    expect(await box.cancel(two.id)).toBe(true);
    expect(statements.splice(0)).toEqual([`DELETE ${two.id}`]);
    await clock.advance(5_000);
    await box.idle();
    // Each sent: written `sending` before it left, then `done`; the other rows untouched meanwhile.
    expect(statements.splice(0)).toEqual([`UPDATE ${one.id}`, `UPDATE ${one.id}`, `UPDATE ${three.id}`, `UPDATE ${three.id}`]);
    expect(rows().map((r) => [r.id, JSON.parse(r.record).state])).toEqual([
      [one.id, 'done'],
      [three.id, 'done'],
    ]);
    expect(await box.dismiss(one.id)).toBe(true);
    expect(statements.splice(0)).toEqual([`DELETE ${one.id}`]);
    await box.close();
  });

  it('a change that could not be written is not queued: enqueue fails, and nothing of it is kept or sent', async () => {
    const { spy, fail } = spied(home.state);
    const sent: number[] = [];
    const box = outbox(new FakeClock(), spy, {
      send: (r: OutboxRecord) => {
        sent.push(r.input.params?.contribution as number);
        return Promise.resolve({ status: 200, data: {} });
      },
    });
    await box.start();
    fail(true);
    await expect(box.enqueue(approve(1))).rejects.toThrow(/disk full/);
    expect(box.entries()).toEqual([]);
    fail(false);
    await box.enqueue(approve(2));
    await box.idle();
    expect(sent).toEqual([2]);
    expect(rows()).toHaveLength(1);
    await box.close();
  });

  it('keep their order across starts, and a change made after a start goes after all of them', async () => {
    const clock = new FakeClock();
    const first = outbox(clock, home.state, { send: () => Promise.reject(new Error('not now')) });
    await first.start();
    const made = [await first.enqueue(approve(1, 1_000)), await first.enqueue(approve(2, 1_000)), await first.enqueue(approve(3, 1_000))];
    await first.cancel(made[0]!.id);
    await first.close();
    await home.reopen();
    const second = outbox(clock, home.state, { send: () => Promise.reject(new Error('not now')) });
    await second.start();
    const later = await second.enqueue(approve(4));
    expect(second.entries().map((e) => e.id)).toEqual([made[1]!.id, made[2]!.id, later.id]);
    expect(rows().map((r) => r.id)).toEqual([made[1]!.id, made[2]!.id, later.id]);
    await second.close();
  });

  it('that another version wrote and this one cannot read are kept as written, shown as not sent in plain words, and go only when dismissed', async () => {
    const newer = (id: string, state: string, extra: Record<string, unknown> = {}) => ({
      ...OLD_ENTRIES[4]!,
      id,
      state,
      finishedAt: state === 'done' ? new Date(AFTER).toISOString() : null,
      // A field this version does not know.
      priority: 'high',
      ...extra,
    });
    const written = [newer('a', 'queued'), newer('b', 'sending'), newer('c', 'done'), { id: 'd', nonsense: true }];
    for (const [i, entry] of written.entries()) {
      await home.state.run('INSERT INTO outbox (id, account_id, seq, record) VALUES (?, ?, ?, ?)', [entry.id, 'family', i + 1, JSON.stringify(entry)]);
    }
    const before = rows();
    const box = outbox(new FakeClock(AFTER), home.state, { send: () => Promise.resolve({ status: 200, data: {} }) });
    await box.start();
    expect(box.entries().map((e) => [e.id, e.state, e.message, e.code])).toEqual([
      ['a', 'refused', NOT_SENT_BY_THIS_VERSION, 'unknown_operation'],
      ['b', 'refused', NOT_CHECKED_BY_THIS_VERSION, 'unknown_operation'],
      ['c', 'done', null, null],
      ['d', 'refused', NOT_SENT_BY_THIS_VERSION, 'unknown_operation'],
    ]);
    expect(box.entries()[0]!.label).toBe('Approve Arthur Penrose’s tribute');
    await box.enqueue(approve(9));
    await box.idle();
    expect(rows().slice(0, 4)).toEqual(before);
    expect(await box.dismiss('a')).toBe(true);
    expect(rows().map((r) => r.id)).toEqual(['b', 'c', 'd', expect.any(String)]);
    await box.close();
  });
});

describe('an old data folder, started under this version, against the service', () => {
  let sandbox: RunningSandbox | null = null;
  let proxy: FaultProxy | null = null;
  afterEach(async () => {
    await proxy?.close();
    await sandbox?.close();
    [proxy, sandbox] = [null, null];
  });
  // After the hook above, so the cores close (and their folder goes) before the proxy and the sandbox do.
  const cores = useCores();

  it('sends each queued change exactly once, checks the lost one instead of sending it again, and a second start carries nothing again', async () => {
    sandbox = await startSandbox({ port: 0, memory: true, control: true });
    const world = await buildWorld(sandbox.url);
    // The service as the old version left it: its first wording change, and the approval whose
    // answer was lost, had arrived; the five minutes between wording changes have passed since.
    await api(sandbox.url, 'PATCH', `/me/memorials/${world.memorialId}`, world.token, FIXTURE_WORDING.first);
    await api(sandbox.url, 'POST', `/contributions/${world.tributes.lost}/approve`, world.token);
    await control(sandbox.url, 'POST', '/__sandbox/clock', { advance_seconds: 600 });

    const dataDir = cores.folder('old-data-folder');
    for (const name of ['outbox.json', 'settings.json', 'request-budget']) cpSync(join(OLD_FOLDER, name), join(dataDir, name), { recursive: true });
    // The keychain still holds the family's sign-in.
    const secrets = new MemorySecretStore();
    await secrets.set(OLD_ENTRIES[0]!.accountId, world.token);
    proxy = await FaultProxy.start({ target: sandbox.url, seed: 1 });
    const through = proxy;
    const folder = dataDir;
    // Real time, as on the day after the folder was made, whenever this runs: its finished changes
    // are not yet a week old (forgotten then), and its wording pause is over.
    const from = Date.now();
    const clock: Clock = { ...realClock, now: () => AFTER + (Date.now() - from) };
    let core = await cores.start({ dataDir: folder, serviceUrl: through.baseUrl, serviceIdentity: FIXTURE_SERVICE, secrets, clock });
    const entries = async (): Promise<OutboxEntry[]> => (await core.handle('outbox.list', {})).entries;
    const allEnded = async () => {
      for (let i = 0; i < 400; i++) {
        const list = await entries();
        if (list.every((e) => e.state === 'done' || e.state === 'refused')) return list;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`still waiting: ${JSON.stringify(await entries())}`);
    };
    /** What reached the service, per change request. */
    const arrived = () => {
      const counts: Record<string, number> = {};
      for (const r of through.log)
        if (r.method !== 'GET' && r.serviceStatus !== null) counts[`${r.method} ${r.path}`] = (counts[`${r.method} ${r.path}`] ?? 0) + 1;
      return counts;
    };
    const tribute = (id: number) => sandbox!.context.db.one<{ status: string }>('SELECT status FROM contributions WHERE id = ?', id)!.status;
    const { lost, held, declined, untouched } = world.tributes;

    const ended = await allEnded();
    expect(ended.map((e) => [e.id, e.state])).toEqual(OLD_ENTRIES.map((e, i) => [e.id, i === 1 ? 'refused' : 'done']));
    expect(arrived()).toEqual({
      [`PATCH /api/v1/me/memorials/${world.memorialId}`]: 1,
      [`POST /api/v1/contributions/${held}/approve`]: 1,
      [`POST /api/v1/contributions/${declined}/reject`]: 1,
    });
    expect(through.log.some((r) => r.path.includes(`/contributions/${lost}/approve`) || r.path.includes(`/contributions/${GONE_TRIBUTE}/`))).toBe(false);
    expect([tribute(lost), tribute(held), tribute(declined), tribute(untouched)]).toEqual(['approved', 'approved', 'rejected', 'pending']);
    const memorial = sandbox.context.db.one<{ title: string; subtitle: string }>('SELECT title, subtitle FROM memorials WHERE id = ?', world.memorialId)!;
    expect(memorial).toMatchObject({ ...FIXTURE_WORDING.first, ...FIXTURE_WORDING.second });
    expect(existsSync(join(folder, 'outbox.json'))).toBe(false);
    // The request budget that version kept came across too, its file renamed aside.
    expect(readdirSync(join(folder, 'request-budget'))).toEqual([expect.stringMatching(/\.json\.imported-\d+$/)]);
    const state = new DatabaseSync(join(folder, 'state.sqlite'), { readOnly: true });
    expect(state.prepare('SELECT account_id FROM budgets').all()).toEqual([{ account_id: OLD_ENTRIES[0]!.accountId }]);
    state.close();

    // Started again, with the old file back beside it (as if its rename had not happened): nothing is carried or sent again.
    await core.close();
    copyFileSync(OLD_OUTBOX, join(folder, 'outbox.json'));
    const requestsBefore = through.log.length;
    core = await core.restart();
    expect((await entries()).map((e) => [e.id, e.state])).toEqual(ended.map((e) => [e.id, e.state]));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await entries()).map((e) => [e.id, e.state])).toEqual(ended.map((e) => [e.id, e.state]));
    expect(through.log.slice(requestsBefore).filter((r) => r.method !== 'GET')).toEqual([]);
    expect(arrived()).toEqual({
      [`PATCH /api/v1/me/memorials/${world.memorialId}`]: 1,
      [`POST /api/v1/contributions/${held}/approve`]: 1,
      [`POST /api/v1/contributions/${declined}/reject`]: 1,
    });
    expect(namesIn(folder).filter((n) => n.startsWith('outbox.json'))).toHaveLength(2);
    expect(namesIn(folder).every((n) => n === 'outbox.json' || !n.startsWith('outbox.json') || n.startsWith('outbox.json.imported-'))).toBe(true);
  }, 60_000);
});
